import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { SiteShell } from "~/components/layout/site-shell";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { useRootData } from "~/root";
import { activeSponsors } from "~/server/admin";

// Every page loads this layout: its error pages load only when a page fails.
const NotFoundPage = lazyComponent(() => import("~/components/layout/not-found-page").then((m) => m.NotFoundPage));
const PageError = lazyComponent(() => import("~/components/layout/page-error").then((m) => m.PageError));

/** The sponsors strip's list, streamed after the page (its placeholders show until it arrives). */
export function loader() {
  return { sponsors: activeSponsors() };
}

/** Moving between pages keeps the strip; any form submission (an admin activating a sponsor) reloads it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

function Shell({ children }: { children: React.ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("routes/site-layout");
  return (
    <SiteShell root={useRootData()} sponsors={layout?.sponsors}>
      {children}
    </SiteShell>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors inside a page keep the header and footer around them. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const denied = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  if (!notFound && !denied) console.error(error);
  return <Shell>{notFound ? <NotFoundPage /> : <PageError denied={denied} />}</Shell>;
}

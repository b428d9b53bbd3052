import { Outlet, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { SponsorsStrip } from "~/components/sponsors/sponsors-strip";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { PageError } from "~/components/layout/page-error";
import { useRootData } from "~/root";
import { activeSponsors } from "~/server/sponsors.server";

/** The sponsors strip's list, streamed after the page (its placeholders show until it arrives). */
export function loader() {
  return { sponsors: activeSponsors() };
}

/** Moving between pages keeps the strip; any form submission (an admin activating a sponsor) reloads it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const layout = useRouteLoaderData<typeof loader>("routes/site-layout");
  // The public sponsors strip is for visitors, not for the admin area's work pages.
  const adminArea = /^\/admin(?:\/|$)/.test(useLocation().pathname);
  if (!root) return <>{children}</>;
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader siteName={root.config.siteName} signedIn={root.user !== null} />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      {adminArea ? null : <SponsorsStrip sponsors={layout?.sponsors} signedIn={root.user !== null} />}
      <SiteFooter config={root.config} year={root.year} />
    </>
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
  return (
    <Shell>
      {notFound ? <NotFoundPage /> : <PageError denied={denied} />}
    </Shell>
  );
}

import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData } from "react-router";
import { SiteShell, type ShellProps } from "~/components/layout/site-shell";
import { Toaster, useServerToast } from "~/components/ui/toaster";
import { holdEarlyTapsScript } from "~/lib/page-weight/held-taps";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { useNonce } from "~/lib/nonce";
import { useVisitorSync } from "~/components/account/visitor";
import { currentUser, sessionMiddleware } from "~/server/accounts";
import { shellData } from "~/server/accounts";
import { changeScopeMiddleware } from "~/server/infra/changes.server";
import { getToast } from "~/server/infra/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

// Only a refused full page load of the admin area shows it: its code stays out of every page's shell.
const AdminRefusal = lazyComponent(() => import("~/components/admin/access-notice").then((m) => m.AdminRefusal));

/**
 * With a `precedence`, React puts the stylesheet at the top of the head, ahead of the modulepreload
 * links, so the browser fetches it first: it blocks the first paint, the scripts do not.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

/** Every request, page or resource: the session is looked up at most once, when first asked for. */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, changeScopeMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, { toast, headers }] = await Promise.all([currentUser({ context }), getToast(request)]);
  return data({ ...shellData(user, context.sharedMemberPage), toast }, { headers: headers ?? undefined });
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** docs/product.md §2.1: the page scrolls to the top on every path change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // Not when the page comes alive: a visitor may have scrolled the server's HTML already.
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Zod 4 probes `new Function` when it builds an object schema; under our CSP (no 'unsafe-eval') the probe
 * is reported as a violation (Lighthouse best practices). `jitless` skips the probe; the setting must
 * exist before any route module builds a schema, and route modules run before any entry code: hence
 * an inline script in the head.
 */
function ZodJitless() {
  const nonce = useNonce();
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} />
  );
}

/**
 * Holds a tap on a button whose code has not arrived yet and replays it when it has (app/lib/page-weight/held-taps.ts).
 * Its text is in the server's HTML only: hydration keeps the script as it is, so the browser bundle leaves it out.
 */
function HoldEarlyTaps() {
  const nonce = useNonce();
  const script = import.meta.env.SSR ? holdEarlyTapsScript() : "";
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <ZodJitless />
        <HoldEarlyTaps />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollToTop />
        <Toaster />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useServerToast(loaderData.toast);
  useVisitorSync();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The admin guard refuses a full page load before any loader ran: its error carries the header's and
  // footer's data (permissions.server.ts, adminGuard).
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    const shell = (error.data as { shell?: ShellProps } | null)?.shell;
    if (shell) {
      return (
        <SiteShell root={shell}>
          <AdminRefusal status={error.status} />
        </SiteShell>
      );
    }
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Oops! Página no encontrada" : "Ocurrió un error inesperado"}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? "La página que buscas no existe o fue movida."
          : "Lo sentimos, algo salió mal. Por favor intenta de nuevo en unos momentos."}
      </p>
      <a href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
        Ir al inicio
      </a>
    </main>
  );
}

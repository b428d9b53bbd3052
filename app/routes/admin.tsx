import { Bot } from "lucide-react";
import { Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useNavigation, useRouteError } from "react-router";
import { AdminNotice, AdminRefusal } from "~/components/admin/access-notice";
import { Button } from "~/components/ui/button";
import { Loading } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { adminGuard } from "~/server/accounts";
import type { Route } from "./+types/admin";

// 401 for anonymous visitors and 403 for other accounts, before any loader or action of the admin area
// runs; the child routes check nothing themselves.
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

// Client navigations between admin pages ask the server (and so the guard) again: docs/product.md §11.1's
// 'Verificando permisos...' state below.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Panel de Administración" }, { name: "robots", content: "noindex" }];

const TABS = [
  { to: "/admin", label: "Chat", end: true },
  { to: "/admin/whatsapp", label: "WhatsApp" },
  { to: "/admin/pagos", label: "Pagos" },
  { to: "/admin/seo", label: "SEO" },
  { to: "/admin/solicitudes", label: "Solicitudes" },
  { to: "/admin/patrocinadores", label: "Patrocinadores" },
  { to: "/admin/respaldos", label: "Respaldos" },
] as const;

export default function AdminLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  // Another admin page is loading: its loader checks the permissions again (docs/product.md §11.1).
  const verifying =
    navigation.state === "loading" &&
    /^\/admin(?:\/|$)/.test(navigation.location.pathname) &&
    navigation.location.pathname !== location.pathname;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Panel de Administración</h1>
        <Button asChild variant="outline">
          <Link to="/admin/automatizaciones">
            <Bot aria-hidden />
            Automatizaciones
          </Link>
        </Button>
      </div>
      <nav aria-label="Secciones del panel" className="mt-6">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {TABS.map((tab) => (
            <li key={tab.to} className="flex-auto">
              <NavLink
                to={tab.to}
                end={"end" in tab}
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    "flex min-h-10 items-center justify-center rounded-md px-3 py-2 sm:px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    isActive && "bg-background text-foreground shadow-sm",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {verifying ? <Loading text="Verificando permisos..." /> : <Outlet />}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401 || status === 403) return <AdminRefusal status={status} />;
  if (status !== 404) console.error(error);
  return status === 404 ? (
    <AdminNotice title="No encontrado" text="Lo que buscas no existe o fue eliminado." />
  ) : (
    <AdminNotice title="Ocurrió un error inesperado" text="Lo sentimos, algo salió mal. Por favor intenta de nuevo en unos momentos." />
  );
}

import { Bot, Lock, ShieldAlert } from "lucide-react";
import { Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useNavigation, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";
import { Loading } from "~/components/ui/spinner";
import { signInHref } from "~/lib/safe-redirect";
import { cn } from "~/lib/utils";
import { requireAdmin } from "~/server/permissions.server";
import type { Route } from "./+types/admin";

// 401 for anonymous visitors and 403 for other accounts, answered with the ErrorBoundary's pages below.
// Every child route checks again in its own loader and action: loaders run in parallel.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Panel de Administración" }, { name: "robots", content: "noindex" }];

const TABS = [
  { to: "/admin", label: "Chat", end: true },
  { to: "/admin/whatsapp", label: "WhatsApp" },
  { to: "/admin/seo", label: "SEO" },
  { to: "/admin/solicitudes", label: "Solicitudes" },
  { to: "/admin/patrocinadores", label: "Patrocinadores" },
] as const;

export default function AdminLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  // Another admin page is loading: its loader checks the permissions again (001 §2.12 loading state).
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

/** 001 §2.12: 'Acceso Restringido' (not signed in, 401) and 'Acceso Denegado' (not an admin, 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) {
    return (
      <Notice icon={<Lock aria-hidden />} title="Acceso Restringido" text="Necesitas iniciar sesión...">
        <Button asChild>
          <Link to={signInHref(`${location.pathname}${location.search}`)}>Iniciar Sesión</Link>
        </Button>
      </Notice>
    );
  }
  if (status === 403) {
    // 001 §2.13 spells the automations page's notice with a lower-case 'denegado'.
    const title = location.pathname.startsWith("/admin/automatizaciones") ? "Acceso denegado" : "Acceso Denegado";
    return <Notice icon={<ShieldAlert aria-hidden />} title={title} text="No tienes permisos de administrador para acceder a esta página." />;
  }
  if (status !== 404) console.error(error);
  return status === 404 ? (
    <Notice title="No encontrado" text="Lo que buscas no existe o fue eliminado." />
  ) : (
    <Notice title="Ocurrió un error inesperado" text="Lo sentimos, algo salió mal. Por favor intenta de nuevo en unos momentos." />
  );
}

function Notice({ icon, title, text, children }: { icon?: React.ReactNode; title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{title}</title>
      {icon && <span className="text-muted-foreground [&_svg]:size-12">{icon}</span>}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

import Lock from "lucide-react/icons/lock";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { signInHref } from "~/lib/safe-redirect";

/** docs/product.md §11.1: 'Acceso Restringido' (not signed in, 401) and 'Acceso Denegado' (not an admin, 403). */
export function AdminRefusal({ status }: { status: 401 | 403 }) {
  const location = useLocation();
  if (status === 401) {
    return (
      <AdminNotice icon={<Lock aria-hidden />} title="Acceso Restringido" text="Necesitas iniciar sesión...">
        <Button asChild>
          <Link to={signInHref(`${location.pathname}${location.search}`)}>Iniciar Sesión</Link>
        </Button>
      </AdminNotice>
    );
  }
  // The automations page spells its notice with a lower-case 'denegado'.
  const title = location.pathname.startsWith("/admin/automatizaciones") ? "Acceso denegado" : "Acceso Denegado";
  return (
    <AdminNotice icon={<ShieldAlert aria-hidden />} title={title} text="No tienes permisos de administrador para acceder a esta página." />
  );
}

export function AdminNotice({
  icon,
  title,
  text,
  children,
}: {
  icon?: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
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

import { Link, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

/** What an anonymous visitor sees instead of the registration sheet. */
export function SignInToRegister() {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col gap-2">
      <Alert>
        <strong className="block">Inicia sesión</strong>
        Debes iniciar sesión para inscribirte a este torneo.
      </Alert>
      <Button asChild className="w-full">
        <Link to={`/auth?redirect=${encodeURIComponent(back)}`}>Inicia sesión</Link>
      </Button>
    </div>
  );
}

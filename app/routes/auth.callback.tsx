import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { safeRedirect } from "~/lib/safe-redirect";
import { currentUser } from "~/server/accounts";
import type { Route } from "./+types/auth.callback";

export const meta: Route.MetaFunction = () => [{ title: "Verificación de cuenta | Pádel Puebla" }, { name: "robots", content: "noindex" }];

const PROCESSING = "Procesando tu autenticación...";
const FAILED = "Ocurrió un error al verificar tu cuenta. Por favor, intenta iniciar sesión nuevamente.";
const REDIRECTING = "Serás redirigido automáticamente en unos segundos...";
const SUCCESS_DELAY_MS = 1000;
const FAILURE_DELAY_MS = 3000;

/**
 * Where the verification link lands (better-auth verifies the token, signs the user in and redirects
 * here, adding ?error= when the link is invalid or expired). Success needs a signed-in, verified user.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const user = params.get("error") ? null : await currentUser({ context });
  const ok = user?.emailVerified === true;
  return { ok, next: ok ? safeRedirect(params.get("redirect")) : "/auth" };
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { ok, next } = loaderData;
  const navigate = useNavigate();
  // The server already knows the outcome; the page first says it is processing (docs/product.md §8.1),
  // then gives the outcome and moves on (1 s after success, 3 s after a failure).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(true);
    const timer = setTimeout(() => navigate(next, { replace: true }), ok ? SUCCESS_DELAY_MS : FAILURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ok, next, navigate]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Verificación de cuenta</h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <p role="status" className={ok || !shown ? "text-foreground" : "text-destructive"}>
            {!shown ? PROCESSING : ok ? "¡Tu cuenta ha sido verificada! Redirigiendo..." : `${FAILED} ${REDIRECTING}`}
          </p>
          <Link to={next} className="text-sm text-primary underline-offset-4 hover:underline">
            {ok ? "Continuar" : "Ir a iniciar sesión"}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

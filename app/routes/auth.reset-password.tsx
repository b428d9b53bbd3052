import { readFormData } from "~/server/infra/http.server";
import { NewPasswordForm, RequestResetForm } from "~/components/account/auth-forms";
import type { FormReply } from "~/lib/form-reply";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { useServerToast } from "~/components/ui/toaster";
import { RESET_PASSWORD_INTENTS } from "~/server/accounts";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Restablecer contraseña | Pádel Puebla" }, { name: "robots", content: "noindex" }];

/** Target of the reset e-mail link sent from the profile page (better-auth adds ?token= or ?error=). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { token: params.get("token"), tokenError: params.get("error") !== null };
}

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(await readFormData(request), RESET_PASSWORD_INTENTS, { request, resetRedirect: "/auth/reset-password" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, tokenError } = loaderData;
  const answer = actionData as FormReply | undefined;
  useServerToast(answer?.toast ?? null);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Restablecer contraseña</h1>
          <p className="text-sm text-muted-foreground">
            {token ? "Elige una nueva contraseña para tu cuenta." : "Te enviaremos un enlace a tu correo."}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {tokenError ? <Alert variant="destructive">El enlace no es válido o ha expirado. Solicita uno nuevo.</Alert> : null}
          {answer?.intent === "request-reset" && answer.toast?.type === "success" ? (
            <Alert variant="success">{answer.toast.description}</Alert>
          ) : null}
          {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
        </CardContent>
      </Card>
    </div>
  );
}

import { readFormData } from "~/server/infra/http.server";
import { KeyRound, LogIn, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { NewPasswordForm, RequestResetForm, SignInForm, SignUpForm } from "~/components/account/auth-forms";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useServerToast } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-reply";
import { AUTH_INTENTS } from "~/server/accounts";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/auth";

type Tab = "sign-in" | "sign-up" | "reset";

export const meta: Route.MetaFunction = () => [{ title: "Iniciar sesión | Pádel Puebla" }, { name: "robots", content: "noindex" }];

/** /auth (sign in), /auth/register (sign up) and /auth?tab=reset (docs/product.md §8.1). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const register = url.pathname.replace(/\/+$/, "") === "/auth/register";
  const tab: Tab = register ? "sign-up" : params.get("tab") === "reset" ? "reset" : "sign-in";
  return {
    tab,
    redirect: params.get("redirect"),
    openPlayerRegistration: params.get("openPlayerRegistration") === "true",
    token: params.get("token"),
    tokenError: params.get("error") !== null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(await readFormData(request), AUTH_INTENTS, { request, resetRedirect: "/auth?tab=reset" });
}

/** The tab links keep the sign-in target, so switching tabs does not lose it. */
function tabHref(tab: Tab, redirect: string | null) {
  const keep = redirect ? `redirect=${encodeURIComponent(redirect)}` : "";
  if (tab === "sign-up") return "/auth/register";
  if (tab === "reset") return `/auth?tab=reset${keep ? `&${keep}` : ""}`;
  return `/auth${keep ? `?${keep}` : ""}`;
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, redirect, openPlayerRegistration, token, tokenError } = loaderData;
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  const sent =
    (actionData as FormReply | undefined)?.intent === "request-reset" && (actionData as FormReply | undefined)?.toast?.type === "success";
  const tabs = [
    { value: "sign-in", label: "Iniciar sesión", icon: LogIn },
    { value: "sign-up", label: "Registrarse", icon: UserPlus },
    { value: "reset", label: "Restablecer", icon: KeyRound },
  ] as const;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <Card>
        <CardHeader className="px-4 text-center sm:px-6">
          <h1 className="text-2xl font-bold tracking-tight">Accede a tu cuenta</h1>
          <p className="text-sm text-muted-foreground">Sigue a tus jugadores, inscríbete a torneos y conecta tu perfil.</p>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <Tabs value={tab} activationMode="manual">
            <TabsList aria-label="Opciones de cuenta">
              {tabs.map((t) => (
                <TabsTrigger key={t.value} value={t.value} asChild>
                  <Link to={tabHref(t.value, redirect)} replace preventScrollReset>
                    <t.icon aria-hidden className="max-sm:hidden" />
                    {t.label}
                  </Link>
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm redirect={redirect} openPlayerRegistration={openPlayerRegistration} />
              <p className="mt-4 text-center text-sm">
                <Link to={tabHref("reset", redirect)} className="text-primary underline-offset-4 hover:underline">
                  ¿Olvidaste tu contraseña?
                </Link>
              </p>
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm />
            </TabsContent>
            <TabsContent value="reset" className="flex flex-col gap-4">
              {tokenError ? <Alert variant="destructive">El enlace no es válido o ha expirado. Solicita uno nuevo.</Alert> : null}
              {sent ? (
                <Alert variant="success">Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.</Alert>
              ) : null}
              {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

import { Form } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Button } from "~/components/ui/button";
import { useServerToast } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-reply";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { OPT_OUT_DONE, OPT_OUT_INVALID } from "~/domain/match-reminders";
import { loadOptOutPage, OPT_OUT_INTENTS } from "~/server/play";
import type { Route } from "./+types/match-reminders-opt-out";

export const meta: Route.MetaFunction = () => [
  { title: "Recordatorios de partidos por WhatsApp | Pádel Puebla" },
  { name: "robots", content: "noindex" },
];

// No guard: the signed token in the address is the permission (a player opens it from WhatsApp, signed out).
export async function loader({ params }: Route.LoaderArgs) {
  return loadOptOutPage(params.token);
}

export async function action({ request, params }: Route.ActionArgs) {
  return dispatchIntent(await readFormData(request), OPT_OUT_INTENTS, { token: params.token });
}

export default function MatchRemindersOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  useServerToast(reply?.toast ?? null);
  const done = reply?.ok === true || (loaderData.valid && !loaderData.enabled);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 md:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold leading-tight">Recordatorios de partidos por WhatsApp</h1>
          {loaderData.valid ? (
            <CardDescription>
              {done
                ? OPT_OUT_DONE
                : `${loaderData.firstName ? `${loaderData.firstName}, ¿` : "¿"}quieres dejar de recibir por WhatsApp los recordatorios de tus partidos y los avisos de cuadros publicados?`}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!loaderData.valid ? (
            <p role="alert">{OPT_OUT_INVALID}</p>
          ) : done ? (
            <p className="text-sm text-muted-foreground">Puedes volver a activarlos cuando quieras en Mi Perfil.</p>
          ) : (
            <Form method="post">
              <Button type="submit" name="intent" value="baja">
                Dejar de recibir recordatorios
              </Button>
            </Form>
          )}
          <a href="/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Ir a Mi Perfil
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

import { Link } from "react-router";
import { BackButton } from "~/components/ui/back-button";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { PayForm } from "~/components/tournaments/pay-form";
import { useServerToast } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-reply";
import { formatMXN } from "~/lib/format";
import { requireUser } from "~/server/accounts";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { MY_REGISTRATIONS_INTENTS, myRegistrations } from "~/server/payments";
import type { Route } from "./+types/mis-inscripciones";

export const meta: Route.MetaFunction = () => [{ title: "Mis inscripciones | Pádel Puebla" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  return { registrations: await myRegistrations(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  return dispatchIntent(await readFormData(request), MY_REGISTRATIONS_INTENTS, { userId: user.id });
}

const STATUS_LABELS: Record<string, string> = { pendiente: "Pendiente", confirmada: "Confirmada", cancelada: "Cancelada" };

export default function MyRegistrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  const { registrations } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <BackButton fallback="/" className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight">Mis inscripciones</h1>
      <p className="mt-1 text-muted-foreground">Tus inscripciones a torneos y el estado de su pago.</p>
      {registrations.length === 0 ? (
        <p className="mt-6">
          Aún no tienes inscripciones.{" "}
          <Link className="underline" to="/torneos-padel-puebla">
            Ver torneos
          </Link>
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {registrations.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="flex flex-col gap-2 pt-6">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Link to={r.tournamentHref} className="font-semibold underline-offset-4 hover:underline">
                      {r.tournamentTitle}
                    </Link>
                    <Badge variant={r.status === "confirmada" ? "default" : "secondary"}>{STATUS_LABELS[r.status] ?? r.status}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {r.category} · {formatMXN(r.finalPrice)}
                    {r.paid ? " · Pagado" : ""}
                  </p>
                  {r.paymentText ? (
                    <p className="text-sm font-medium" data-testid="payment-state">
                      {r.paymentText}
                    </p>
                  ) : null}
                  {r.receipt ? (
                    <p className="text-sm text-muted-foreground" data-testid="payment-receipt">
                      {r.receipt}
                    </p>
                  ) : null}
                  {r.voucherUrl ? (
                    <a className="text-sm underline" href={r.voucherUrl} target="_blank" rel="noreferrer">
                      Ver ficha de pago
                    </a>
                  ) : null}
                  {r.canPay ? <PayForm registrationId={r.id} buttonClassName="w-full sm:w-auto" /> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { IntentForm, useIntentFetcher } from "~/components/ui/intent-form";
import { Input } from "~/components/ui/input";
import { Download } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatMXN } from "~/lib/format";
import type { RegistrationAdminRow } from "~/server/tournaments";
import type { TournamentPaymentsPanel } from "~/server/payments";
import { categoryTypeLabel } from "~/domain/categories";
import { acceptable, type CategoryTotal, METHOD_LABELS, PAYMENT_STATE_LABELS, refundable } from "~/domain/payments";

const STATUS_LABELS: Record<string, string> = { pendiente: "Pendiente", confirmada: "Confirmada", cancelada: "Cancelada" };

function RegistrationActions({ row }: { row: RegistrationAdminRow }) {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  const button = (label: string, fields: Record<string, string>, variant: "default" | "outline" = "outline") => (
    <fetcher.Form method="post" key={label}>
      <input type="hidden" name="intent" value="registration" />
      <input type="hidden" name="registrationId" value={row.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy} aria-label={`${label}: ${row.userName}`}>
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {row.status !== "confirmada" ? button("Confirmar", { status: "confirmada" }, "default") : null}
      {row.status !== "cancelada" ? button("Cancelar", { status: "cancelada" }) : null}
      {row.paymentMethod !== "pagado" ? button("Marcar pagado", { paymentMethod: "pagado" }) : null}
    </div>
  );
}

type PanelPayment = RegistrationAdminRow["payments"][number];

/**
 * The panel's code loads after the page: a form posted before it was live posts plainly, and its answer
 * comes back as the page's action data, read from there (one form per intent here).
 */
function useAnswered(intent: string) {
  return useIntentFetcher({ intents: [intent] });
}

/** 'Pagado en línea · Tarjeta · ref. 9800123 · reembolsado $200.00', or why it is held for review. */
function paymentLine(p: PanelPayment): string {
  const paid = formatMXN(p.paidAmount ?? p.amount);
  if (p.flagged && p.state === "refunded") return `Reembolsado ${paid}: ${p.flagReason ?? "no correspondía a la inscripción"}`;
  if (p.flagged)
    return `Pago en revisión: ${p.flagReason ?? "no corresponde a la inscripción"} (pagado ${paid}, se pidió ${formatMXN(p.amount)})`;
  return [
    `${PAYMENT_STATE_LABELS[p.state]} ${formatMXN(p.paidAmount ?? p.amount)}`,
    p.method ? METHOD_LABELS[p.method] : null,
    p.reference ? `ref. ${p.reference}` : null,
    p.refundedAmount > 0 && p.state !== "refunded" ? `reembolsado ${formatMXN(p.refundedAmount)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** 'Aceptar el pago': a flagged payment the organiser checked is taken as the registration's fee. */
function AcceptPaymentForm({ payment, playerName }: { payment: PanelPayment; playerName: string }) {
  const intent = `accept-payment:${payment.id}`;
  return (
    <IntentForm intent={intent} fetcher={useAnswered(intent)}>
      <input type="hidden" name="paymentId" value={payment.id} />
      <Button type="submit" size="sm" aria-label={`Aceptar el pago de ${playerName}`}>
        Aceptar el pago
      </Button>
    </IntentForm>
  );
}

/** A withdrawn player's payment, or a flagged one: the whole of what is left, or the amount typed. */
function RefundForm({ payment, playerName }: { payment: PanelPayment; playerName: string }) {
  const left = refundable(payment);
  const intent = `refund:${payment.id}`;
  return (
    <IntentForm intent={intent} fetcher={useAnswered(intent)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="paymentId" value={payment.id} />
      <label className="sr-only" htmlFor={`refund-amount-${payment.id}`}>
        Monto a reembolsar a {playerName}
      </label>
      {/* Keyed by what was refunded: empty again after each refund, while the form (and its answer's toast) stays. */}
      <Input
        key={payment.refundedAmount}
        id={`refund-amount-${payment.id}`}
        name="amount"
        inputMode="decimal"
        placeholder={`Todo: ${formatMXN(left)}`}
        className="h-8 w-36"
      />
      <Button type="submit" size="sm" variant="outline">
        Reembolsar
      </Button>
    </IntentForm>
  );
}

const PAYMENT_MODE_LABELS = {
  off: "No, se paga en el club o por transferencia",
  pair: "Sí, un pago por la inscripción completa",
  each: "Sí, y en parejas cada jugador paga su mitad",
} as const;

/** 'Cobrar inscripciones en línea': off, one payment per registration, or each player of a pair their half. */
function PaymentsSwitch({ settings }: { settings: TournamentPaymentsPanel }) {
  const current = !settings.enabled ? "off" : settings.splitPerPlayer ? "each" : "pair";
  return (
    <IntentForm
      intent="payments"
      fetcher={useAnswered("payments")}
      className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 font-medium">Cobrar inscripciones en línea</legend>
        {(Object.keys(PAYMENT_MODE_LABELS) as (keyof typeof PAYMENT_MODE_LABELS)[]).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              value={mode}
              defaultChecked={current === mode}
              disabled={mode !== "off" && !settings.configured}
              className="size-4"
            />
            {PAYMENT_MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      <p className="text-muted-foreground">
        {settings.configured
          ? "Con tarjeta, OXXO o SPEI por Mercado Pago; la inscripción se confirma sola al recibir el pago."
          : "El cobro en línea no está configurado; solo puedes desactivarlo."}
      </p>
      <Button type="submit" size="sm" variant="outline" className="self-start">
        Guardar
      </Button>
    </IntentForm>
  );
}

function CategoryTotals({ totals }: { totals: CategoryTotal[] }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="category-totals">
      <p className="font-medium">Cobrado por categoría</p>
      <ul className="flex flex-col gap-1">
        {totals.map((t) => (
          <li key={`${t.categoryType}-${t.category}`} className="flex flex-wrap justify-between gap-x-2">
            <span>
              {categoryTypeLabel(t.categoryType)} - {t.category}
            </span>
            <span>
              {formatMXN(t.total)}
              <span className="text-muted-foreground">
                {" "}
                (en línea {formatMXN(t.online)}, en el club {formatMXN(t.atClub)})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The editors' panel: every registration with confirm, cancel and mark-as-paid, its online payments and
 * refunds, what was collected per category, the online payments switch and the CSV export.
 */
export function RegistrationsPanel({
  rows,
  csvHref,
  paymentsPanel = null,
  categoryTotals = null,
}: {
  rows: RegistrationAdminRow[];
  csvHref: string;
  paymentsPanel?: TournamentPaymentsPanel | null;
  categoryTotals?: CategoryTotal[] | null;
}) {
  const totals = (categoryTotals ?? []).filter((t) => t.total > 0);
  return (
    <Card data-testid="registrations-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Inscripciones ({rows.length})</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href={csvHref} download>
            <Download aria-hidden />
            Exportar CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {paymentsPanel ? <PaymentsSwitch settings={paymentsPanel} /> : null}
        {totals.length > 0 ? <CategoryTotals totals={totals} /> : null}
        {rows.length === 0 ? (
          <p className="text-muted-foreground">Aún no hay inscripciones.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{row.userName}</span>
                  <span className="text-muted-foreground">/ {row.partnerName ?? "Sin pareja"}</span>
                  <Badge variant={row.status === "confirmada" ? "default" : "outline"}>{STATUS_LABELS[row.status] ?? row.status}</Badge>
                  {row.paymentMethod === "pagado" ? <Badge variant="secondary">Pagado</Badge> : null}
                </div>
                <p className="text-muted-foreground">
                  {categoryTypeLabel(row.categoryType)} - {row.category} · {formatMXN(row.finalPrice)}
                </p>
                {row.payments.map((p) => {
                  const refund = (row.status === "cancelada" || p.flagged) && refundable(p) > 0;
                  return (
                    <div key={p.id} className="flex flex-col gap-1" data-testid="registration-payment">
                      <p className={p.flagged && p.state === "approved" ? "font-medium text-destructive" : undefined}>{paymentLine(p)}</p>
                      {refund || acceptable(p) ? (
                        <div className="flex flex-wrap items-center gap-2">
                          {acceptable(p) ? <AcceptPaymentForm payment={p} playerName={row.userName} /> : null}
                          {/* A new form after each refund: the amount typed is not sent again. */}
                          {refund ? <RefundForm payment={p} playerName={row.userName} /> : null}
                        </div>
                      ) : null}
                    </div>
                  );
                })}
                <RegistrationActions row={row} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

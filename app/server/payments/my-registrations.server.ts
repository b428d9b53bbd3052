// 'Mis inscripciones' (issue 33): a player's registrations with their payment state, and 'Ir a pagar',
// which sends the browser to the provider's checkout. Also the page a checkout comes back to.
import { desc, eq, or } from "drizzle-orm";
import { METHOD_LABELS, paymentStateText } from "~/domain/payments";
import { formatMXN } from "~/lib/format";
import { tournamentPath } from "~/domain/slugs";
import { PayRegistrationSchema } from "~/lib/schemas/payments";
import { player, registration, tournament } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import { intent, type Intent, type Reply } from "../infra/form-intents.server";
import { paymentsOffered } from "./payment-config.server";
import { currentPayment, paymentsOfRegistrations, startCheckout } from "./payments.server";

export const MY_REGISTRATIONS_PATH = "/mis-inscripciones";

export type MyRegistration = {
  id: number;
  tournamentTitle: string;
  tournamentHref: string;
  startDate: string;
  category: string;
  categoryType: string;
  finalPrice: number;
  status: string;
  paid: boolean;
  /** 'Pago aprobado', 'Pago pendiente: paga en OXXO antes del …', …; null when nothing was paid or started. */
  paymentText: string | null;
  voucherUrl: string | null;
  /** An approved payment's receipt: 'Comprobante: $720 con Tarjeta · operación de Mercado Pago 1320000001'. */
  receipt: string | null;
  /** 'Ir a pagar' is shown: the tournament takes payments online and nothing covers the fee yet. */
  canPay: boolean;
};

/** The user's registrations (theirs, and those where their player is the partner), newest tournament first. */
export async function myRegistrations(userId: string): Promise<MyRegistration[]> {
  const rows = await getDb()
    .select({
      id: registration.id,
      userId: registration.userId,
      tournamentId: tournament.id,
      title: tournament.title,
      startDate: tournament.startDate,
      category: registration.category,
      categoryType: registration.categoryType,
      finalPrice: registration.finalPrice,
      status: registration.status,
      paymentMethod: registration.paymentMethod,
    })
    .from(registration)
    .innerJoin(tournament, eq(tournament.id, registration.tournamentId))
    .leftJoin(player, eq(player.id, registration.partnerPlayerId))
    .where(or(eq(registration.userId, userId), eq(player.userId, userId)))
    .orderBy(desc(tournament.startDate), desc(registration.id));
  const payments = await paymentsOfRegistrations(rows.map((r) => r.id));
  const offered = new Map<number, boolean>();
  for (const id of new Set(rows.map((r) => r.tournamentId))) offered.set(id, await paymentsOffered(id));
  return rows.map((r) => {
    const current = currentPayment(payments.get(r.id) ?? []);
    const paid = r.paymentMethod === "pagado";
    const waiting = current?.state === "pending" || (current?.state === "approved" && current.flagged);
    return {
      id: r.id,
      tournamentTitle: r.title,
      tournamentHref: tournamentPath({ id: r.tournamentId, title: r.title }),
      startDate: r.startDate,
      category: r.category,
      categoryType: r.categoryType,
      finalPrice: r.finalPrice,
      status: r.status,
      paid,
      paymentText: current ? paymentStateText(current) : null,
      voucherUrl: current?.state === "pending" ? current.voucherUrl : null,
      receipt: current?.state === "approved" && !current.flagged ? receiptOf(current) : null,
      canPay: Boolean(offered.get(r.tournamentId)) && !paid && !waiting && r.status !== "cancelada" && r.finalPrice > 0,
    };
  });
}

function receiptOf(p: { paidAmount: number | null; amount: number; method: string | null; providerPaymentId: string | null }): string {
  const how = p.method ? ` con ${METHOD_LABELS[p.method as keyof typeof METHOD_LABELS]}` : "";
  const operation = p.providerPaymentId ? ` · operación de Mercado Pago ${p.providerPaymentId}` : "";
  return `Comprobante: ${formatMXN(p.paidAmount ?? p.amount)}${how}${operation}`;
}

function refusal(reply: Reply, outcome: { message: string; status?: number }) {
  return reply.formError(outcome.message, { status: outcome.status ?? 409, toast: { type: "error", title: outcome.message } });
}

export const MY_REGISTRATIONS_INTENTS: Record<string, Intent<{ userId: string }>> = {
  pay: intent(PayRegistrationSchema, async ({ value, reply }, { userId }) => {
    const outcome = await startCheckout(userId, value.registrationId);
    if (!outcome.ok) return refusal(reply, outcome);
    // The URL, not a redirect: CSP form-action 'self' refuses a form's redirect to the provider. The page
    // sends the browser there, or shows 'Continuar al pago' without JavaScript (PayForm).
    return reply.ok({ data: { checkoutUrl: outcome.value.checkoutUrl } });
  }),
};

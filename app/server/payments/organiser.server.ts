// What a tournament's editors do with online payments (issue 33): switch them on for the tournament (only
// once an administrator configured the provider), see each registration's payments, and refund a withdrawn
// player through the provider. The callers have checked the user may edit the tournament.
import { and, eq } from "drizzle-orm";
import { acceptable, type PaymentState, refundable } from "~/domain/payments";
import { done, refused, type Result } from "~/domain/result";
import { auditLog, payment, registration } from "../../../db/schema";
import { recordChange, transaction } from "../infra/changes.server";
import { getDb } from "../infra/db.server";
import {
  paymentsConfigured,
  setTournamentPayments,
  type TournamentPaymentSettings,
  tournamentPaymentSettings,
} from "./payment-config.server";
import { PAYMENT_CHANGED, paymentsOfRegistrations, refundRegistrationPayment, type RegistrationPayment } from "./payments.server";

export const PAYMENTS_NOT_CONFIGURED = "El cobro en línea aún no está configurado. Pide a un administrador que lo active.";
export const PAYMENT_SETTINGS_SAVED = "Cobro en línea actualizado";
export const REFUND_NEEDS_WITHDRAWAL = "Cancela la inscripción antes de reembolsar el pago.";
export const REFUND_DONE = "Reembolso solicitado a Mercado Pago";
export const PAYMENT_NOT_FOUND = "Pago no encontrado";
export const PAYMENT_ACCEPTED = "Pago aceptado: la inscripción queda pagada";
export const NOT_ACCEPTABLE = "Solo se acepta un pago aprobado cuyo monto no correspondía; este solo puede reembolsarse.";

export type TournamentPaymentsPanel = TournamentPaymentSettings & { configured: boolean };

/** The switch as the editors' panel shows it; null when there is nothing to show (no provider, switch off). */
export async function tournamentPaymentsPanel(tournamentId: number): Promise<TournamentPaymentsPanel | null> {
  const [configured, settings] = await Promise.all([paymentsConfigured(), tournamentPaymentSettings(tournamentId)]);
  return configured || settings.enabled ? { configured, ...settings } : null;
}

/** Saves the tournament's switch; switching on needs a configured provider, switching off never does. */
export async function saveTournamentPayments(
  actorId: string,
  tournamentId: number,
  settings: TournamentPaymentSettings,
): Promise<Result<{ message: string }>> {
  if (settings.enabled && !(await paymentsConfigured())) return refused(PAYMENTS_NOT_CONFIGURED, 409);
  await setTournamentPayments(tournamentId, settings);
  await getDb()
    .insert(auditLog)
    .values({
      actorUserId: actorId,
      action: "tournament.payments",
      entityType: "tournament",
      entityId: String(tournamentId),
      data: settings,
    });
  return done({ message: PAYMENT_SETTINGS_SAVED });
}

/** The payments of a tournament's registrations that went further than an opened checkout, newest first. */
export async function registrationPayments(registrationIds: number[]): Promise<Map<number, RegistrationPayment[]>> {
  const all = await paymentsOfRegistrations(registrationIds);
  for (const [id, list] of all)
    all.set(
      id,
      list.filter((p) => p.state !== "created"),
    );
  return all;
}

/**
 * Refunds, whole (no amount) or part, a payment of a withdrawn (cancelled) registration of this tournament,
 * through the provider; the refund is recorded on the payment and in the audit log.
 */
export async function refundForTournament(
  actorId: string,
  tournamentId: number,
  paymentId: number,
  amount: number | undefined,
): Promise<Result<{ refunded: number }>> {
  const [row] = await getDb()
    .select({ payment, status: registration.status })
    .from(payment)
    .innerJoin(registration, eq(registration.id, payment.registrationId))
    .where(and(eq(payment.id, paymentId), eq(registration.tournamentId, tournamentId)));
  if (!row) return refused(PAYMENT_NOT_FOUND, 404);
  // A flagged payment was never counted: it may be given back whether or not the player withdrew.
  if (row.status !== "cancelada" && !row.payment.flagged) return refused(REFUND_NEEDS_WITHDRAWAL, 409);
  const left = refundable({ ...row.payment, state: row.payment.state as RegistrationPayment["state"] });
  // Asking for exactly what is left is a whole refund.
  const whole = amount === undefined || Math.round(amount * 100) === Math.round(left * 100);
  const outcome = await refundRegistrationPayment(paymentId, whole ? undefined : amount);
  if (!outcome.ok) return outcome;
  await getDb()
    .insert(auditLog)
    .values({
      actorUserId: actorId,
      action: "payment.refund",
      entityType: "payment",
      entityId: String(paymentId),
      data: {
        tournamentId,
        registrationId: row.payment.registrationId,
        amount: amount ?? "todo",
        refundedTotal: outcome.value.refunded,
        ...(row.payment.flagged ? { flagReason: row.payment.flagReason } : {}),
      },
    });
  return outcome;
}

/**
 * 'Aceptar el pago': the organiser checked a flagged payment (approved by the provider for another amount
 * than asked) and takes it as the registration's fee. What was paid becomes what was asked, so a later
 * report of the same payment does not flag it again; the registration is paid and, if pending, confirmed.
 * The audit log keeps what had been asked.
 */
export async function acceptFlaggedPayment(actorId: string, tournamentId: number, paymentId: number): Promise<Result<{ message: string }>> {
  return transaction(getDb(), async (tx) => {
    const [row] = await tx
      .select({ payment, status: registration.status })
      .from(payment)
      .innerJoin(registration, eq(registration.id, payment.registrationId))
      .where(and(eq(payment.id, paymentId), eq(registration.tournamentId, tournamentId)))
      .for("update");
    if (!row) return refused(PAYMENT_NOT_FOUND, 404);
    const p = row.payment;
    if (!acceptable({ state: p.state as PaymentState, flagged: p.flagged, flagReason: p.flagReason })) return refused(NOT_ACCEPTABLE, 409);
    const paid = p.paidAmount ?? p.amount;
    await tx.update(payment).set({ amount: paid, flagged: false, flagReason: null }).where(eq(payment.id, p.id));
    await tx
      .update(registration)
      .set({ paymentMethod: "pagado", ...(row.status === "pendiente" ? { status: "confirmada" } : {}) })
      .where(eq(registration.id, p.registrationId));
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "payment.accept",
      entityType: "payment",
      entityId: String(p.id),
      data: { tournamentId, registrationId: p.registrationId, askedAmount: p.amount, paidAmount: paid, flagReason: p.flagReason },
    });
    recordChange(tx, { topic: PAYMENT_CHANGED, key: String(p.registrationId) });
    return done({ message: PAYMENT_ACCEPTED });
  });
}

// What a tournament's editors do with online payments (issue 33): switch them on for the tournament (only
// once an administrator configured the provider), see each registration's payments, and refund a withdrawn
// player through the provider. The callers have checked the user may edit the tournament.
import { and, eq } from "drizzle-orm";
import { refundable } from "~/domain/payments";
import { done, refused, type Result } from "~/domain/result";
import { auditLog, payment, registration } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import {
  paymentsConfigured,
  setTournamentPayments,
  type TournamentPaymentSettings,
  tournamentPaymentSettings,
} from "./payment-config.server";
import { paymentsOfRegistrations, refundRegistrationPayment, type RegistrationPayment } from "./payments.server";

export const PAYMENTS_NOT_CONFIGURED = "El cobro en línea aún no está configurado. Pide a un administrador que lo active.";
export const PAYMENT_SETTINGS_SAVED = "Cobro en línea actualizado";
export const REFUND_NEEDS_WITHDRAWAL = "Cancela la inscripción antes de reembolsar el pago.";
export const REFUND_DONE = "Reembolso solicitado a Mercado Pago";

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
  if (!row) return refused("Pago no encontrado", 404);
  if (row.status !== "cancelada") return refused(REFUND_NEEDS_WITHDRAWAL, 409);
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
      data: { tournamentId, registrationId: row.payment.registrationId, amount: amount ?? "todo", refundedTotal: outcome.value.refunded },
    });
  return outcome;
}

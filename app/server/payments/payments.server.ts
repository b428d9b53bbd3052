// Paying a registration's fee online (issue 33, ADR 0040). 'Ir a pagar' opens a Mercado Pago checkout
// for the registration's final price; the provider's signed notification is stored and answered at once,
// and a job reads the payment from the provider and applies that state: only the provider confirms, a
// duplicate or late notification changes nothing, and a payment that does not match what we asked is
// flagged for the organiser, never confirmed.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  canMove,
  methodOfProvider,
  mismatchOf,
  PAYMENT_CURRENCY,
  type PaymentMethod,
  type PaymentState,
  stateOfProviderStatus,
} from "~/domain/payments";
import { done, refused, type Result } from "~/domain/result";
import { payment, paymentEvent, player, registration, tournament, user } from "../../../db/schema";
import { recordChange, transaction } from "../infra/changes.server";
import { getConfig } from "../infra/config.server";
import { getDb, type Tx } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import { PermanentJobError } from "../infra/job-worker.server";
import { createPreference, getPayment, isValidNotification, type ProviderPayment, refundPayment } from "./mercado-pago.server";
import { loadPaymentCredentials, paymentsOffered, tournamentPaymentSettings } from "./payment-config.server";
import { queuePaymentNotice } from "./notices.server";

export const PAYMENT_JOB = "payments.apply-notification";
/** Announced when a payment changed a registration (its tournament's pages show who is registered). */
export const PAYMENT_CHANGED = "payments.changed";
export const WEBHOOK_PATH = "/api/payments/webhook";
/** How long a checkout (and an OXXO ticket or SPEI reference made from it) stays payable. */
const CHECKOUT_DAYS = 3;

export const PAYMENTS_OFF = "El pago en línea no está disponible para este torneo.";
export const NOT_YOUR_REGISTRATION = "Inscripción no encontrada";
export const ALREADY_PAID = "Esta inscripción ya está pagada.";
export const NOTHING_TO_PAY = "Esta inscripción no tiene costo.";
export const REGISTRATION_CANCELLED = "Esta inscripción está cancelada.";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What one payer owes for a registration: the final price, or half of it when each player of a pair pays their part. */
function amountFor(finalPrice: number, split: boolean, isPair: boolean): number {
  return split && isPair ? round2(finalPrice / 2) : finalPrice;
}

async function approvedTotal(db: Tx | ReturnType<typeof getDb>, registrationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payment.amount}), 0)` })
    .from(payment)
    .where(and(eq(payment.registrationId, registrationId), eq(payment.state, "approved"), eq(payment.flagged, false)));
  return Number(row?.total ?? 0);
}

/**
 * Opens a checkout for `userId`'s share of a registration: the registrant's, or (when the organiser lets
 * each player pay their part) the partner's if their player profile is this user's. Returns the provider's
 * checkout URL. A second click before paying gets the same checkout.
 */
export async function startCheckout(userId: string, registrationId: number, now = new Date()): Promise<Result<{ checkoutUrl: string }>> {
  const db = getDb();
  const [row] = await db
    .select({
      id: registration.id,
      userId: registration.userId,
      tournamentId: registration.tournamentId,
      finalPrice: registration.finalPrice,
      status: registration.status,
      paymentMethod: registration.paymentMethod,
      partnerUserId: player.userId,
      category: registration.category,
      title: tournament.title,
      email: user.email,
    })
    .from(registration)
    .innerJoin(tournament, eq(tournament.id, registration.tournamentId))
    .innerJoin(user, eq(user.id, userId))
    .leftJoin(player, eq(player.id, registration.partnerPlayerId))
    .where(eq(registration.id, registrationId));
  if (!row) return refused(NOT_YOUR_REGISTRATION, 404);
  const settings = await tournamentPaymentSettings(row.tournamentId);
  const isPair = row.partnerUserId !== null || row.userId !== userId;
  const mayPay = row.userId === userId || (settings.splitPerPlayer && row.partnerUserId === userId);
  if (!mayPay) return refused(NOT_YOUR_REGISTRATION, 404);
  if (!(await paymentsOffered(row.tournamentId))) return refused(PAYMENTS_OFF, 409);
  if (row.status === "cancelada") return refused(REGISTRATION_CANCELLED, 409);
  if (row.finalPrice <= 0) return refused(NOTHING_TO_PAY, 409);
  if (row.paymentMethod === "pagado" || (await approvedTotal(db, row.id)) >= row.finalPrice) return refused(ALREADY_PAID, 409);
  const amount = amountFor(row.finalPrice, settings.splitPerPlayer, isPair);
  const mine = await db
    .select()
    .from(payment)
    .where(and(eq(payment.registrationId, row.id), eq(payment.payerId, userId)))
    .orderBy(desc(payment.id));
  if (mine.some((p) => p.state === "approved" && !p.flagged)) return refused(ALREADY_PAID, 409);
  const open = mine.find((p) => p.state === "created" && p.checkoutUrl && p.amount === amount && p.expiresAt && p.expiresAt > now);
  if (open?.checkoutUrl) return done({ checkoutUrl: open.checkoutUrl });

  const credentials = await loadPaymentCredentials();
  const externalReference = `insc-${row.id}-${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + CHECKOUT_DAYS * 86_400_000);
  const [created] = await db
    .insert(payment)
    .values({ registrationId: row.id, payerId: userId, externalReference, amount, currency: PAYMENT_CURRENCY, expiresAt })
    .returning({ id: payment.id });
  const site = getConfig().SITE_URL;
  const preference = await createPreference(credentials.accessToken!, {
    title: `Inscripción ${row.title} - ${row.category}`,
    amount,
    externalReference,
    notificationUrl: `${site}${WEBHOOK_PATH}`,
    backUrl: `${site}/mis-inscripciones`,
    payerEmail: row.email,
    expiresAt,
  });
  if (!preference.ok) {
    await db.delete(payment).where(eq(payment.id, created!.id));
    return preference;
  }
  await db
    .update(payment)
    .set({ preferenceId: preference.value.id, checkoutUrl: preference.value.init_point })
    .where(eq(payment.id, created!.id));
  return done({ checkoutUrl: preference.value.init_point });
}

export type NotificationInput = { signature: string | null; requestId: string | null; dataId: string | null; body: unknown };

/**
 * The webhook's work before it answers: the signature (refused with 401, nothing stored), then the event
 * stored once per x-request-id and, for payments, a job queued in the same transaction. Returns the
 * HTTP status to answer.
 */
export async function receiveNotification(input: NotificationInput, now = Date.now()): Promise<200 | 400 | 401> {
  const { webhookSecret, isActive } = await loadPaymentCredentials();
  if (!isActive || !isValidNotification(input, webhookSecret, now)) return 401;
  if (!input.requestId || !input.dataId || input.requestId.length > 200 || input.dataId.length > 100) return 400;
  const body = (input.body && typeof input.body === "object" ? input.body : {}) as { type?: unknown; action?: unknown };
  const type = typeof body.type === "string" ? body.type.slice(0, 100) : "";
  const action = typeof body.action === "string" ? body.action.slice(0, 100) : "";
  await transaction(getDb(), async (tx) => {
    const [stored] = await tx
      .insert(paymentEvent)
      .values({ requestId: input.requestId!, dataId: input.dataId!, type, action, raw: input.body ?? null })
      .onConflictDoNothing({ target: paymentEvent.requestId })
      .returning({ id: paymentEvent.id });
    if (!stored) return;
    if (type === "payment" || action.startsWith("payment.")) {
      await enqueueJob(tx, { kind: PAYMENT_JOB, payload: { eventId: stored.id }, dedupeKey: `payment-event:${stored.id}` });
    } else {
      await tx
        .update(paymentEvent)
        .set({ processedAt: new Date(), outcome: "ignorado: no es un pago" })
        .where(eq(paymentEvent.id, stored.id));
    }
  });
  return 200;
}

function dateOrNull(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The job: read the payment the event names from the provider and apply it. */
export async function applyNotificationJob(payload: Record<string, unknown>): Promise<void> {
  const eventId = Number(payload.eventId);
  const [event] = await getDb().select().from(paymentEvent).where(eq(paymentEvent.id, eventId));
  if (!event || event.processedAt) return;
  const { accessToken } = await loadPaymentCredentials();
  if (!accessToken) throw new PermanentJobError("Pagos sin Access Token");
  const read = await getPayment(accessToken, event.dataId);
  if (!read.ok) {
    // A 5xx or network failure is retried by the queue; a payment the provider does not know is recorded.
    if (read.message.startsWith("No pudimos")) throw new Error(read.message);
    await getDb()
      .update(paymentEvent)
      .set({ processedAt: new Date(), outcome: "el proveedor no conoce este pago" })
      .where(eq(paymentEvent.id, eventId));
    return;
  }
  await applyProviderPayment(read.value, eventId);
}

/** Applies a payment as the provider reports it, under a lock on our payment row. */
export async function applyProviderPayment(reported: ProviderPayment, eventId: number | null): Promise<string> {
  const outcome = await transaction(getDb(), async (tx) => {
    const byId = await tx.select().from(payment).where(eq(payment.providerPaymentId, reported.id)).for("update");
    const ours =
      byId[0] ??
      (reported.external_reference
        ? (await tx.select().from(payment).where(eq(payment.externalReference, reported.external_reference)).for("update"))[0]
        : undefined);
    if (!ours) return { text: "pago sin inscripción conocida", paymentId: null };
    const updatedAt = dateOrNull(reported.date_last_updated);
    if (ours.providerUpdatedAt && updatedAt && updatedAt < ours.providerUpdatedAt)
      return { text: "reporte antiguo: sin cambios", paymentId: ours.id };
    const next = stateOfProviderStatus(reported.status);
    const mismatch = mismatchOf(
      { amount: ours.amount, currency: ours.currency, externalReference: ours.externalReference },
      { amount: reported.transaction_amount, currency: reported.currency_id, externalReference: reported.external_reference ?? null },
    );
    const from = ours.state as PaymentState;
    const moves = next !== null && canMove(from, next);
    const details = {
      providerPaymentId: reported.id,
      method: methodOfProvider(reported.payment_type_id, reported.payment_method_id) satisfies PaymentMethod,
      paidAmount: reported.transaction_amount,
      refundedAmount: reported.transaction_amount_refunded ?? ours.refundedAmount,
      reference: reported.transaction_details?.payment_method_reference_id ?? ours.reference,
      voucherUrl: reported.transaction_details?.external_resource_url ?? ours.voucherUrl,
      expiresAt: dateOrNull(reported.date_of_expiration) ?? ours.expiresAt,
      providerUpdatedAt: updatedAt ?? ours.providerUpdatedAt,
      ...(mismatch ? { flagged: true, flagReason: mismatch } : {}),
      ...(moves ? { state: next } : {}),
    };
    await tx.update(payment).set(details).where(eq(payment.id, ours.id));
    if (mismatch) return { text: `marcado para revisión: ${mismatch}`, paymentId: ours.id };
    if (!moves) return { text: "sin cambios", paymentId: ours.id };
    if (next === "approved") await confirmIfPaid(tx, ours.registrationId);
    await queuePaymentNotice(tx, ours.id, next, details.expiresAt);
    recordChange(tx, { topic: PAYMENT_CHANGED, key: String(ours.registrationId) });
    return { text: `${from} -> ${next}`, paymentId: ours.id };
  });
  if (eventId !== null) {
    await getDb()
      .update(paymentEvent)
      .set({ processedAt: new Date(), outcome: outcome.text, paymentId: outcome.paymentId })
      .where(eq(paymentEvent.id, eventId));
  }
  return outcome.text;
}

/** The registration is paid once its approved, matching payments cover its final price: then it is confirmed. */
async function confirmIfPaid(tx: Tx, registrationId: number): Promise<void> {
  const [row] = await tx
    .select({ finalPrice: registration.finalPrice, status: registration.status })
    .from(registration)
    .where(eq(registration.id, registrationId));
  if (!row || (await approvedTotal(tx, registrationId)) < row.finalPrice) return;
  await tx
    .update(registration)
    .set({ paymentMethod: "pagado", ...(row.status === "pendiente" ? { status: "confirmada" } : {}) })
    .where(eq(registration.id, registrationId));
}

export type RegistrationPayment = {
  id: number;
  state: PaymentState;
  method: PaymentMethod | null;
  amount: number;
  paidAmount: number | null;
  reference: string | null;
  voucherUrl: string | null;
  expiresAt: Date | null;
  flagged: boolean;
  flagReason: string | null;
  refundedAmount: number;
  payerId: string | null;
  /** Mercado Pago's operation number, on the player's receipt. */
  providerPaymentId: string | null;
  createdAt: Date;
};

/** The payments of some registrations, newest first, by registration id. */
export async function paymentsOfRegistrations(registrationIds: number[]): Promise<Map<number, RegistrationPayment[]>> {
  const byRegistration = new Map<number, RegistrationPayment[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await getDb()
    .select()
    .from(payment)
    .where(inArray(payment.registrationId, registrationIds))
    .orderBy(desc(payment.createdAt), desc(payment.id));
  for (const p of rows) {
    const list = byRegistration.get(p.registrationId) ?? [];
    list.push({
      id: p.id,
      state: p.state as PaymentState,
      method: p.method as PaymentMethod | null,
      amount: p.amount,
      paidAmount: p.paidAmount,
      reference: p.reference,
      voucherUrl: p.voucherUrl,
      expiresAt: p.expiresAt,
      flagged: p.flagged,
      flagReason: p.flagReason,
      refundedAmount: p.refundedAmount,
      payerId: p.payerId,
      providerPaymentId: p.providerPaymentId,
      createdAt: p.createdAt,
    });
    byRegistration.set(p.registrationId, list);
  }
  return byRegistration;
}

/** The payment a player's registration shows: the newest one that is not a checkout left unpaid. */
export function currentPayment(payments: RegistrationPayment[]): RegistrationPayment | null {
  return payments.find((p) => p.state !== "created") ?? null;
}

export const REFUND_NOT_POSSIBLE = "Solo se puede reembolsar un pago aprobado.";
export const REFUND_TOO_MUCH = "El monto a reembolsar es mayor que lo pagado.";

/**
 * Refunds a payment, whole (no amount) or part, through the provider (the caller has checked the user may
 * edit the tournament). The provider's notification that follows records the refunded state.
 */
export async function refundRegistrationPayment(paymentId: number, amount: number | undefined): Promise<Result<{ refunded: number }>> {
  const [p] = await getDb().select().from(payment).where(eq(payment.id, paymentId));
  if (!p || p.state !== "approved" || !p.providerPaymentId) return refused(REFUND_NOT_POSSIBLE, 409);
  const left = round2((p.paidAmount ?? p.amount) - p.refundedAmount);
  if (amount !== undefined && (amount <= 0 || amount > left)) return refused(REFUND_TOO_MUCH, 400);
  const { accessToken } = await loadPaymentCredentials();
  if (!accessToken) return refused(PAYMENTS_OFF, 409);
  const answer = await refundPayment(accessToken, p.providerPaymentId, amount, `refund-${p.id}-${p.refundedAmount}-${amount ?? "all"}`);
  if (!answer.ok) return answer;
  const refunded = round2(p.refundedAmount + answer.value.amount);
  await getDb()
    .update(payment)
    .set({ refundedAmount: refunded, ...(refunded >= (p.paidAmount ?? p.amount) ? { state: "refunded" } : {}) })
    .where(eq(payment.id, p.id));
  return done({ refunded });
}

// WhatsApp notices of online payments (issue 33), through the job queue like the other automations: when
// the provider approves a payment, and a day before an unpaid OXXO ticket or SPEI reference expires. Queued
// only when WhatsApp is configured, to a payer with a phone who accepts WhatsApp messages; a due notice
// checks the payment again before it sends.
import { eq } from "drizzle-orm";
import { PAYMENT_APPROVED_TEMPLATE, PAYMENT_EXPIRING_TEMPLATE } from "~/domain/match-reminders";
import { EXPIRY_NOTICE_MS, paymentDeadlineText, type PaymentState } from "~/domain/payments";
import { formatMXN } from "~/lib/format";
import { failQueuedSend, isAutomationEnabled, logAutomation, sendAutomatedTemplate } from "~/server/whatsapp";
import { payment, registration, tournament, user, whatsappConfig } from "../../../db/schema";
import { getConfig } from "../infra/config.server";
import { getDb, type Tx } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import type { JobContext } from "../infra/job-worker.server";

export const PAYMENT_NOTICES_AUTOMATION = "payment-notices";
export const PAYMENT_APPROVED_JOB = "whatsapp.payment-approved";
export const PAYMENT_EXPIRING_JOB = "whatsapp.payment-expiring";

/** Queues what a payment's new state calls for, in the transaction that applied it. */
export async function queuePaymentNotice(tx: Tx, paymentId: number, state: PaymentState, expiresAt: Date | null, now = new Date()) {
  if (state !== "approved" && !(state === "pending" && expiresAt)) return;
  // Read through the transaction (its connection is the only one on the embedded database).
  const [whatsapp] = await tx
    .select({ isActive: whatsappConfig.isActive, token: whatsappConfig.accessTokenEncrypted })
    .from(whatsappConfig)
    .where(eq(whatsappConfig.id, 1));
  if (!whatsapp?.isActive || !whatsapp.token || !(await isAutomationEnabled(tx, PAYMENT_NOTICES_AUTOMATION))) return;
  const [payer] = await tx
    .select({ phone: user.phone, optedIn: user.matchReminders })
    .from(payment)
    .innerJoin(user, eq(user.id, payment.payerId))
    .where(eq(payment.id, paymentId));
  if (!payer?.phone || !payer.optedIn) return;
  if (state === "approved") {
    await enqueueJob(tx, { kind: PAYMENT_APPROVED_JOB, payload: { paymentId }, dedupeKey: `pago-aprobado:${paymentId}` });
    return;
  }
  const runAt = new Date(expiresAt!.getTime() - EXPIRY_NOTICE_MS);
  if (runAt > now)
    await enqueueJob(tx, { kind: PAYMENT_EXPIRING_JOB, payload: { paymentId }, dedupeKey: `pago-por-vencer:${paymentId}`, runAt });
}

async function noticeRow(paymentId: number) {
  const [row] = await getDb()
    .select({
      state: payment.state,
      flagged: payment.flagged,
      amount: payment.amount,
      paidAmount: payment.paidAmount,
      method: payment.method,
      reference: payment.reference,
      expiresAt: payment.expiresAt,
      title: tournament.title,
      name: user.name,
      phone: user.phone,
      optedIn: user.matchReminders,
    })
    .from(payment)
    .innerJoin(registration, eq(registration.id, payment.registrationId))
    .innerJoin(tournament, eq(tournament.id, registration.tournamentId))
    .innerJoin(user, eq(user.id, payment.payerId))
    .where(eq(payment.id, paymentId));
  return row;
}

async function deliver(raw: Record<string, unknown>, context: JobContext, expiring: boolean): Promise<void> {
  const paymentId = Number(raw.paymentId);
  const row = await noticeRow(paymentId);
  const wanted = expiring ? row?.state === "pending" : row?.state === "approved" && !row.flagged;
  if (!row || !wanted || !row.phone || !row.optedIn) return;
  // Switched off by an administrator after the notice was queued (the expiring one waits for days).
  if (!(await isAutomationEnabled(getDb(), PAYMENT_NOTICES_AUTOMATION))) return;
  const link = `${getConfig().SITE_URL}/mis-inscripciones`;
  const template = expiring
    ? {
        name: PAYMENT_EXPIRING_TEMPLATE.name,
        bodyParameters: [
          row.name,
          row.title,
          row.method === "spei" ? "por SPEI" : "en OXXO",
          row.expiresAt ? paymentDeadlineText(row.expiresAt) : "la fecha de tu ficha",
          row.reference ?? "de tu ficha",
          link,
        ],
      }
    : { name: PAYMENT_APPROVED_TEMPLATE.name, bodyParameters: [row.name, row.title, formatMXN(row.paidAmount ?? row.amount), link] };
  const what = expiring ? "Aviso de pago por vencer" : "Aviso de pago aprobado";
  const result = await sendAutomatedTemplate(row.phone, template, row.name);
  if (!result.ok) return failQueuedSend(PAYMENT_NOTICES_AUTOMATION, what.toLowerCase(), row.phone, result, context, { paymentId });
  await logAutomation(
    getDb(),
    PAYMENT_NOTICES_AUTOMATION,
    `${what} enviado a ${result.to} (${row.name}): ${row.title} · id ${result.value.messageId}`,
    {
      data: { to: result.to, paymentId, messageId: result.value.messageId },
    },
  );
}

/** Job 'whatsapp.payment-approved': the payment is still approved. */
export function deliverPaymentApproved(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  return deliver(raw, context, false);
}

/** Job 'whatsapp.payment-expiring': the ticket is still unpaid. */
export function deliverPaymentExpiring(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  return deliver(raw, context, true);
}

// OXXO tickets and SPEI references past their deadline that the provider never reported as cancelled
// (issue 33): an hourly pass of the job queue reads each from the provider once more and applies what it
// says; one still pending is marked expired, so its registration is payable again ('pendiente').
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { isOverdue, type PaymentState } from "~/domain/payments";
import { payment } from "../../../db/schema";
import { recordChange, transaction } from "../infra/changes.server";
import { getDb } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import type { JobHandler } from "../infra/job-worker.server";
import { getPayment, PROVIDER_UNREACHABLE } from "./mercado-pago.server";
import { loadPaymentCredentials } from "./payment-config.server";
import { applyProviderPayment, PAYMENT_CHANGED } from "./payments.server";

export const PAYMENTS_EXPIRY_JOB = "payments.expire-overdue";
const HOUR_MS = 3_600_000;

/** Marks overdue pending payments expired, unless the provider now reports them paid. Returns how many expired. */
export async function expireOverduePayments(now = new Date()): Promise<number> {
  const overdue = await getDb()
    .select({ id: payment.id, providerPaymentId: payment.providerPaymentId })
    .from(payment)
    .where(and(eq(payment.state, "pending"), isNotNull(payment.expiresAt), lt(payment.expiresAt, now)));
  if (overdue.length === 0) return 0;
  const { accessToken } = await loadPaymentCredentials();
  let expired = 0;
  for (const row of overdue) {
    if (accessToken && row.providerPaymentId) {
      const read = await getPayment(accessToken, row.providerPaymentId);
      // Unreachable: left for the next pass, never expired on a guess.
      if (!read.ok && read.message === PROVIDER_UNREACHABLE) continue;
      if (read.ok) await applyProviderPayment(read.value, null);
    }
    const changed = await transaction(getDb(), async (tx) => {
      const [p] = await tx.select().from(payment).where(eq(payment.id, row.id)).for("update");
      if (!p || !isOverdue({ state: p.state as PaymentState, expiresAt: p.expiresAt }, now)) return false;
      await tx.update(payment).set({ state: "expired" }).where(eq(payment.id, p.id));
      recordChange(tx, { topic: PAYMENT_CHANGED, key: String(p.registrationId) });
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}

function hourStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

async function enqueueExpiry(runAt: Date): Promise<void> {
  await enqueueJob(getDb(), {
    kind: PAYMENTS_EXPIRY_JOB,
    payload: {},
    dedupeKey: `${PAYMENTS_EXPIRY_JOB}:${runAt.toISOString()}`,
    runAt,
    maxAttempts: 3,
  });
}

/** The job: the next hour's pass is enqueued first (a failure does not end the chain), then this one runs. */
export const runPaymentsExpiry: JobHandler = async (_payload, { now }) => {
  await enqueueExpiry(new Date(hourStart(now).getTime() + HOUR_MS));
  await expireOverduePayments(now);
};

/** Started with the server: this hour's pass (due at once, unless it ran) and the next. */
export function startPaymentsExpiryScheduler({
  logger,
  now = new Date(),
}: {
  logger: { error(obj: unknown, msg: string): void };
  now?: Date;
}) {
  const hour = hourStart(now);
  return Promise.all([enqueueExpiry(hour), enqueueExpiry(new Date(hour.getTime() + HOUR_MS))]).catch((error: unknown) =>
    logger.error({ err: error }, "Could not schedule the payments' expiry pass"),
  );
}

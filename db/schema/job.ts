import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, inList, timestamps } from "./columns";
import { JOB_STATUSES } from "./constants";

/**
 * Durable outbound queue (e-mail, WhatsApp...). Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED`; failures are retried with backoff until max_attempts.
 */
export const job = pgTable(
  "job",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().default({}).notNull(),
    status: text("status").default("pending").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    maxAttempts: integer("max_attempts").default(8).notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).defaultNow().notNull(),
    lastError: text("last_error"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Optional idempotency key: enqueueing the same key twice is a no-op (ON CONFLICT DO NOTHING). */
    dedupeKey: text("dedupe_key").unique(),
    ...timestamps(),
  },
  (t) => [
    check("job_status_check", inList(t.status, JOB_STATUSES)),
    check("job_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index("job_status_run_at_idx").on(t.status, t.runAt),
    index("job_kind_idx").on(t.kind),
  ],
);

import { job } from "../../../db/schema";
import type { Db, Tx } from "./db.server";

export type JobInput = {
  kind: string;
  payload: Record<string, unknown>;
  /** Enqueueing the same key twice is a no-op. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Adds a job to the durable queue (the `job` table), inside the caller's transaction when given one,
 * so the job exists exactly when the write that caused it commits. A worker runs it later.
 */
export async function enqueueJob(db: Db | Tx, input: JobInput): Promise<void> {
  await db
    .insert(job)
    .values({
      kind: input.kind,
      payload: input.payload,
      dedupeKey: input.dedupeKey,
      runAt: input.runAt,
      maxAttempts: input.maxAttempts,
    })
    .onConflictDoNothing({ target: job.dedupeKey });
}

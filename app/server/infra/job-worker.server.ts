// The worker of the durable job queue (`job` table, filled by enqueueJob): claims due rows with
// FOR UPDATE SKIP LOCKED (several processes may run it), runs the handler of each job's kind, and
// retries failures with exponential backoff until max_attempts. A job whose process died while
// running it is claimed again once its lock is stale.
import { eq, sql } from "drizzle-orm";
import { job } from "../../../db/schema";
import { retryDelayMs } from "~/domain/whatsapp";
import { getDb } from "./db.server";
import { getLogger } from "./logger.server";
import { recordChange } from "./changes.server";

/** `now`: the clock the run was started with (tests pass their own; the worker the real one). */
export type JobContext = { id: number; attempt: number; maxAttempts: number; now: Date };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** Thrown by a handler when retrying cannot help (e.g. an invalid number): the job fails at once. */
export class PermanentJobError extends Error {}

const handlers = new Map<string, JobHandler>();
/** Kinds whose jobs write what public pages show: the cached pages are dropped after each (ADR 0030). */
const publicWriters = new Set<string>();

export function registerJobHandler(kind: string, handler: JobHandler, options: { changesPublicData?: boolean } = {}): void {
  handlers.set(kind, handler);
  if (options.changesPublicData) publicWriters.add(kind);
  else publicWriters.delete(kind);
}

const STALE_LOCK = sql`interval '10 minutes'`;
const BATCH = 10;

type Claimed = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

async function claim(limit: number, now: Date): Promise<Claimed[]> {
  // run_at has microseconds and `now` whole milliseconds: a job queued earlier within the same
  // millisecond (run_at defaults to the database's now()) is due, so the bound is the millisecond's end.
  const { rows } = await getDb().execute<Claimed>(sql`
    update ${job} set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where id in (
      select id from ${job}
      where (status = 'pending' and run_at < ${now.toISOString()}::timestamptz + interval '1 millisecond') or (status = 'running' and locked_at < now() - ${STALE_LOCK})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  return rows;
}

async function finish(claimed: Claimed, error: unknown, now: Date): Promise<"done" | "retry" | "failed"> {
  if (error === undefined) {
    await getDb().update(job).set({ status: "done", lastError: null, lockedAt: null, updatedAt: now }).where(eq(job.id, claimed.id));
    return "done";
  }
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const attempts = Number(claimed.attempts);
  if (error instanceof PermanentJobError || attempts >= Number(claimed.max_attempts)) {
    await getDb().update(job).set({ status: "failed", lastError, lockedAt: null, updatedAt: now }).where(eq(job.id, claimed.id));
    return "failed";
  }
  const runAt = new Date(now.getTime() + retryDelayMs(attempts));
  await getDb().update(job).set({ status: "pending", lastError, lockedAt: null, runAt, updatedAt: now }).where(eq(job.id, claimed.id));
  return "retry";
}

export type RunSummary = { done: number; retry: number; failed: number };

/**
 * Runs every job that is due at `now` (in batches) and returns what happened; tests call it directly,
 * with their own clock when they need one.
 */
export async function runDueJobs({ now = new Date() }: { now?: Date } = {}): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, retry: 0, failed: 0 };
  for (;;) {
    const batch = await claim(BATCH, now);
    for (const claimed of batch) {
      const handler = handlers.get(claimed.kind);
      let error: unknown;
      try {
        if (!handler) throw new PermanentJobError(`No handler for job kind ${claimed.kind}`);
        await handler(claimed.payload ?? {}, {
          id: claimed.id,
          attempt: Number(claimed.attempts),
          maxAttempts: Number(claimed.max_attempts),
          now,
        });
      } catch (e) {
        error = e ?? new Error("unknown error");
      }
      const outcome = await finish(claimed, error, now);
      summary[outcome] += 1;
      if (outcome === "done" && publicWriters.has(claimed.kind)) recordChange(getDb(), { topic: "job", key: claimed.kind });
    }
    if (batch.length < BATCH) return summary;
  }
}

/** Polls for due jobs every `intervalMs` until stopped; `stop()` waits for the running batch. */
export function startJobWorker(intervalMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runDueJobs({ now: new Date() })
      .then((s) => {
        if (s.done || s.retry || s.failed) getLogger().info(s, "Jobs run");
      })
      .catch((error: unknown) => getLogger().error({ err: error }, "Job worker failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

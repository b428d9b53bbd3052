// Scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP) through the durable job queue: every process enqueues
// the next slot's job under one dedupe key ('backup:<instant>'), so however many processes run, the slot
// has one job, and one worker claims it (FOR UPDATE SKIP LOCKED). A slot missed while no server ran is
// still pending, and runs as soon as a worker polls. See ADR 0035.
import { and, eq, gt, like, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { nextBackupRun } from "~/domain/backup-schedule";
import { job } from "../../../db/schema";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import type { JobHandler } from "../infra/job-worker.server";
import { createBackup, settleBackup, stopBackup } from "./backups.server";

export const BACKUP_JOB = "backup";

const dedupeKey = (at: Date) => `backup:${at.toISOString()}`;

/**
 * Enqueues the job of the next scheduled backup after `now` (a no-op when it exists) and drops future
 * slots of another schedule (BACKUP_SCHEDULE changed); a past slot still pending is kept: it catches up.
 * Returns the next slot, or null when scheduled backups are off.
 */
export async function scheduleNextBackup(now = new Date()): Promise<Date | null> {
  const schedule = getConfig().BACKUP_SCHEDULE;
  const db = getDb();
  const next = schedule ? nextBackupRun(schedule, now) : null;
  await db
    .delete(job)
    .where(
      and(
        eq(job.kind, BACKUP_JOB),
        eq(job.status, "pending"),
        gt(job.runAt, now),
        next ? ne(job.dedupeKey, dedupeKey(next)) : like(job.dedupeKey, "backup:%"),
      ),
    );
  if (!next) return null;
  await enqueueJob(db, { kind: BACKUP_JOB, payload: { at: next.toISOString() }, dedupeKey: dedupeKey(next), runAt: next, maxAttempts: 3 });
  return next;
}

/** The job: the next slot is enqueued first (a failed backup does not end the schedule), then the backup. */
export const runScheduledBackup: JobHandler = async (_payload, { now }) => {
  await scheduleNextBackup(now);
  await settleBackup(); // an administrator's backup in progress finishes first
  await createBackup("schedule");
};

/** Started with the server: enqueues the next slot. `stop()` ends a backup in progress (its job is retried). */
export function startBackupScheduler({ logger }: { logger: Pick<Logger, "info" | "error"> }) {
  const started = scheduleNextBackup()
    .then((next) => logger.info({ next: next?.toISOString() ?? null, keep: getConfig().BACKUP_KEEP }, "Backups scheduled"))
    .catch((error: unknown) => logger.error({ err: error }, "Could not schedule the next backup"));
  return {
    started,
    async stop() {
      await stopBackup();
    },
  };
}

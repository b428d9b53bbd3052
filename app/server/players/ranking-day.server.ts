// The daily pass of the stored ranking totals (ADR 0039): at midnight in Mexico City the 52-week window
// moves, so the totals of players with a result of a tournament that ended on the day leaving it (or on the
// day entering it) are counted again by the database (ranking_total_move_day, migration 0022). Runs as a
// job of the durable queue, one per day under one dedupe key however many processes run; a day missed
// while no server ran runs at the next start. Until it has run, pages compute the day's ranking from
// `result` (rankings.server.ts), so a late pass is slower, never wrong.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addDays, mexicoStartOfDay, mexicoToday, type IsoDate } from "~/domain/calendar";
import { getDb, type Db } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import type { JobHandler } from "../infra/job-worker.server";

export const RANKING_DAY_JOB = "rankings.day";

/** Makes the stored totals count up to `day`; returns how many (result, player) entries were counted again. */
export async function moveRankingDay(day: IsoDate, db: Db = getDb()): Promise<number> {
  const { rows } = await db.execute<{ counted: number | string }>(sql`select ranking_total_move_day(${day}::date) as counted`);
  return Number(rows[0]?.counted ?? 0);
}

/** Enqueues the pass of `day`, due at its midnight in Mexico City (a no-op when it exists). */
async function enqueueRankingDay(day: IsoDate): Promise<void> {
  await enqueueJob(getDb(), {
    kind: RANKING_DAY_JOB,
    payload: { day },
    dedupeKey: `${RANKING_DAY_JOB}:${day}`,
    runAt: mexicoStartOfDay(day),
    maxAttempts: 5,
  });
}

/** The job: tomorrow's pass is enqueued first (a failure does not end the chain), then today's runs. */
export const runRankingDay: JobHandler = async (_payload, { now }) => {
  const today = mexicoToday(now);
  await enqueueRankingDay(addDays(today, 1));
  await moveRankingDay(today);
};

/** Started with the server: today's pass (due at once, unless it has run) and tomorrow's. */
export function startRankingDayScheduler({ logger, now = new Date() }: { logger: Pick<Logger, "error">; now?: Date }) {
  const today = mexicoToday(now);
  return Promise.all([enqueueRankingDay(today), enqueueRankingDay(addDays(today, 1))]).catch((error: unknown) =>
    logger.error({ err: error }, "Could not schedule the ranking's daily pass"),
  );
}

// A tournament's dates and its order of play (issue 31): changing the dates must not leave the order of
// play silently on the old days. The edit reads the playing days and, when told to, moves them in its
// own transaction; the play feature sits above this one, so these two writes name its tables directly.
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { draw, drawMatch, playSchedule } from "../../../db/schema";
import { addDays, type IsoDate } from "~/domain/calendar";
import type { Tx } from "../infra/db.server";

const tournamentDraws = (tx: Tx, tournamentId: number) => tx.select({ id: draw.id }).from(draw).where(eq(draw.tournamentId, tournamentId));
const unplayedScheduled = (tx: Tx, tournamentId: number) =>
  and(inArray(drawMatch.drawId, tournamentDraws(tx, tournamentId)), isNull(drawMatch.score), isNotNull(drawMatch.day));

/** The saved playing days and the days of the unplayed matches in the order of play. */
export async function playDays(tx: Tx, tournamentId: number): Promise<IsoDate[]> {
  const [[settings], matches] = await Promise.all([
    tx.select({ days: playSchedule.days }).from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId)),
    tx.selectDistinct({ day: drawMatch.day }).from(drawMatch).where(unplayedScheduled(tx, tournamentId)),
  ]);
  return [...(settings?.days ?? []).map((day) => day.date), ...matches.flatMap((row) => (row.day ? [row.day] : []))];
}

/** Moves the playing days (with their hours and phases) and the unplayed matches `days` days; played matches stay. */
export async function shiftPlayDays(tx: Tx, tournamentId: number, days: number): Promise<void> {
  const [settings] = await tx.select({ days: playSchedule.days }).from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId));
  if (settings) {
    await tx
      .update(playSchedule)
      .set({ days: settings.days.map((day) => ({ ...day, date: addDays(day.date, days) })), updatedAt: new Date() })
      .where(eq(playSchedule.tournamentId, tournamentId));
  }
  await tx
    .update(drawMatch)
    .set({ day: sql`${drawMatch.day} + ${days}::integer`, updatedAt: new Date() })
    .where(unplayedScheduled(tx, tournamentId));
}

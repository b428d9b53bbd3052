// Demo of tournament play (issue 19): one tournament in progress, run by the demo organiser, with two
// published draws (Varonil 3ra by single elimination, Varonil 4ta by groups + knockout), an order of play
// on four courts over two days made by the scheduler, and about half of the results entered in time
// order, so that a first visitor sees the draws, the order of play, 'Mis partidos' (the demo player
// plays) and matches on profiles, and a few matches in play with their live score (play-live.ts). Made through the same server functions an organiser's forms call, in
// the seed's transaction (their own transactions become savepoints).
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import type { CategoryType } from "../../app/domain/categories";
import type { DrawFormat } from "../../app/domain/play";
import { addEntry, lockEntries } from "../../app/server/play";
import { setMatchResult } from "../../app/server/play";
import type { Result } from "../../app/domain/result";
import type { DrawKey } from "../../app/server/play";
import { DEFAULT_DRAW_SETTINGS, generateDraw, publishDraw, saveDrawSettings } from "../../app/server/play";
import { generateSchedule, saveScheduleSettings } from "../../app/server/play";
import type { Tx } from "../client";
import { startDemoLiveMatches } from "./play-live";
import {
  auditLog,
  court,
  draw,
  drawEntry,
  drawMatch,
  player,
  playSchedule,
  registration,
  result,
  tournament,
  tournamentOrganizer,
} from "../schema/index";

export const DEMO_ORGANIZER = { id: "demo-organizador" };
const DEMO_PLAYER_USER = "demo-jugador";
const DRAW_SEED = 20_261_124;

function check<T>(outcome: Result<T>): T {
  if (!outcome.ok) throw new Error(`Demo play: ${outcome.message}`);
  return outcome.value;
}

/** A category's draw made from `pairs` and published by the demo organiser. */
export async function publishedDraw(tx: Tx, key: DrawKey, format: DrawFormat, pairs: [number, number][]) {
  check(await saveDrawSettings(DEMO_ORGANIZER, key, { ...DEFAULT_DRAW_SETTINGS, format }, tx));
  for (const pair of pairs) check(await addEntry(DEMO_ORGANIZER, key, pair, tx));
  check(await lockEntries(DEMO_ORGANIZER, key, true, tx));
  const { drawId } = check(await generateDraw(DEMO_ORGANIZER, key, tx, DRAW_SEED));
  check(await publishDraw(DEMO_ORGANIZER, key, tx, { tellPlayers: false }));
  return drawId;
}

export async function writePlayDemo(tx: Tx, now: Date): Promise<void> {
  const today = mexicoToday(now);
  const [active] = await tx
    .select({ id: tournament.id, startDate: tournament.startDate, endDate: tournament.endDate })
    .from(tournament)
    .where(and(eq(tournament.approved, true), lte(tournament.startDate, today), gte(tournament.endDate, today)))
    .orderBy(asc(tournament.id))
    .limit(1);
  if (!active) return;
  await tx.insert(tournamentOrganizer).values({ tournamentId: active.id, userId: DEMO_ORGANIZER.id, createdAt: now }).onConflictDoNothing();
  const varonil = await tx
    .select({ id: player.id, userId: player.userId })
    .from(player)
    .where(eq(player.gender, "Varonil"))
    .orderBy(asc(player.id));
  // The demo player plays the first draw.
  const ordered = [...varonil.filter((p) => p.userId === DEMO_PLAYER_USER), ...varonil.filter((p) => p.userId !== DEMO_PLAYER_USER)];
  if (ordered.length < 28) return;
  const pairsOf = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => [ordered[from + 2 * i]!.id, ordered[from + 2 * i + 1]!.id] as [number, number]);
  const key = (category: string): DrawKey => ({ tournamentId: active.id, categoryType: "Varonil" as CategoryType, category });
  // The demo organiser makes these two draws from pairs of their own: registrations in the same categories
  // would put a player in two pairs, which the draw refuses (docs/product.md §10.1), so the demo has none there.
  await tx
    .delete(registration)
    .where(
      and(
        eq(registration.tournamentId, active.id),
        eq(registration.categoryType, "varonil"),
        inArray(sql`lower(trim(${registration.category}))`, ["3ra", "4ta"]),
      ),
    );
  const drawIds = [
    await publishedDraw(tx, key("3ra"), "elimination", pairsOf(0, 8)),
    await publishedDraw(tx, key("4ta"), "groups", pairsOf(16, 6)),
  ];

  // Two short days of the tournament around today (the finals fall on the second day, so 'Mis partidos' has
  // a next match), or one long day for a one-day tournament.
  const dates = active.endDate > today ? [today, addDays(today, 1)] : active.startDate < today ? [addDays(today, -1), today] : [today];
  const days = dates.map((date) => ({ date, start: "09:00", end: dates.length > 1 ? "15:00" : "21:00" }));
  const courts = ["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4"];
  await saveScheduleSettings(active.id, { courts, days, matchMinutes: 75, restMinutes: 60 }, DEMO_ORGANIZER.id, tx);
  const scheduled = await generateSchedule(active.id, DEMO_ORGANIZER.id, tx);
  if (!scheduled.ok) throw new Error(`Demo play: ${scheduled.message}`);

  const keys = new Map([
    [drawIds[0]!, key("3ra")],
    [drawIds[1]!, key("4ta")],
  ]);
  await enterHalfTheResults(tx, keys);
  await startDemoLiveMatches(tx, DEMO_ORGANIZER, keys, now);

  // The same seed and `now` give the same rows: the server functions stamped the transaction's time.
  const stamp = { createdAt: now, updatedAt: now };
  await tx.update(draw).set(stamp).where(inArray(draw.id, drawIds));
  await tx.update(drawEntry).set(stamp).where(inArray(drawEntry.drawId, drawIds));
  await tx
    .update(drawMatch)
    .set({ resultAt: now })
    .where(and(inArray(drawMatch.drawId, drawIds), isNotNull(drawMatch.resultAt)));
  await tx.update(drawMatch).set(stamp).where(inArray(drawMatch.drawId, drawIds));
  await tx.update(court).set(stamp).where(eq(court.tournamentId, active.id));
  await tx.update(playSchedule).set(stamp).where(eq(playSchedule.tournamentId, active.id));
  await tx.update(auditLog).set({ createdAt: now }).where(eq(auditLog.actorUserId, DEMO_ORGANIZER.id));
  await tx
    .update(result)
    .set(stamp)
    .where(and(eq(result.tournamentId, active.id), eq(result.createdBy, DEMO_ORGANIZER.id)));
}

/**
 * About half the scheduled matches' results, in the order of play; every third match won by the second
 * pair. A match whose pairs are not known yet (its feeders have no result) is skipped.
 */
export async function enterHalfTheResults(tx: Tx, keys: ReadonlyMap<number, DrawKey>): Promise<number> {
  const slots = await tx
    .select({ id: drawMatch.id, drawId: drawMatch.drawId })
    .from(drawMatch)
    .where(and(inArray(drawMatch.drawId, [...keys.keys()]), isNotNull(drawMatch.startTime)))
    .orderBy(asc(drawMatch.day), asc(drawMatch.startTime), asc(drawMatch.courtId));
  let entered = 0;
  for (const slot of slots) {
    if (entered >= Math.floor(slots.length / 2)) break;
    const score = entered % 3 === 2 ? "3-6 4-6" : "6-3 6-4";
    const outcome = await setMatchResult(DEMO_ORGANIZER, keys.get(slot.drawId)!, { matchId: slot.id, score }, tx);
    if (outcome.ok) entered += 1;
  }
  return entered;
}

// Tournament play rows for tests (issue 19): a draw made by the domain's rules (singleElimination or
// groupStage over fresh pairs) stored as draw, draw_entry and draw_match rows with the demo seed's
// mappers; results are set as score/winner columns.
import { eq } from "drizzle-orm";
import { plannedMatches } from "../../app/domain/draw-progress";
import type { MatchScore } from "../../app/domain/match-result";
import { DEFAULT_RULES } from "../../app/domain/score-rules";
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { matchValues } from "../../app/server/play/draw-store.server";
import { createPlayer, type Player } from "./factories";

/** '6-3 6-4' won by slot a or b. */
export function straightSets(winner: "a" | "b"): MatchScore {
  const sets = [
    [6, 3],
    [6, 4],
  ].map(([won, lost]) => (winner === "a" ? { team1: won!, team2: lost! } : { team1: lost!, team2: won! }));
  return { kind: "sets", winner: winner === "a" ? "team1" : "team2", sets, unfinished: null };
}

export type DrawRows = {
  draw: typeof s.draw.$inferSelect;
  /** In seed order: entries[0] is seed 1. */
  entries: (typeof s.drawEntry.$inferSelect & { players: [Player, Player] })[];
  /** By the domain's code ('P1-1', 'GA-1-1'). */
  matches: Map<string, typeof s.drawMatch.$inferSelect>;
};

/**
 * A draw of `pairs` fresh pairs (or pairs of `players`, two by two) in `tournamentId`: 'elimination'
 * (single elimination, byes to the top seeds) or 'groups' (groups of 3-5 and the knockout of the first
 * of each group).
 */
export async function createDrawRows(
  db: Db,
  input: {
    tournamentId: number;
    pairs: number;
    format?: "elimination" | "groups";
    categoryType?: string;
    category?: string;
    status?: "draft" | "published";
    players?: Player[];
  },
): Promise<DrawRows> {
  const format = input.format ?? "elimination";
  const [drawRow] = await db
    .insert(s.draw)
    .values({
      tournamentId: input.tournamentId,
      categoryType: input.categoryType ?? "Varonil",
      category: input.category ?? "3ra",
      format,
      rules: DEFAULT_RULES,
      status: input.status ?? "published",
      entriesLocked: true,
      drawSeed: 12345,
    })
    .returning();
  const entries: DrawRows["entries"] = [];
  for (let index = 0; index < input.pairs; index++) {
    const p1 = input.players?.[index * 2] ?? (await createPlayer(db));
    const p2 = input.players?.[index * 2 + 1] ?? (await createPlayer(db));
    const [entry] = await db
      .insert(s.drawEntry)
      .values({ drawId: drawRow!.id, player1Id: p1.id, player2Id: p2.id, seed: index + 1 })
      .returning();
    entries.push({ ...entry!, players: [p1, p2] });
  }
  const ids = entries.map((entry) => String(entry.id));
  const made = plannedMatches(ids, { format, qualifiersPerGroup: 1, consolation: false });
  if (!made.ok) throw new Error(made.message);
  const rows = await db.insert(s.drawMatch).values(matchValues(drawRow!.id, made.value)).returning();
  return { draw: drawRow!, entries, matches: new Map(rows.map((row) => [row.code, row])) };
}

/** Stores a result on a match row (and nothing else: moving the winner on is the draw engineer's code). */
export async function setResult(db: Db, matchId: number, winner: "a" | "b", score: MatchScore = straightSets(winner)) {
  await db.update(s.drawMatch).set({ score, winner }).where(eq(s.drawMatch.id, matchId));
}

/** Courts and playing days of a tournament, as the settings form saves them. */
export async function createScheduleSettings(
  db: Db,
  input: {
    tournamentId: number;
    courts: string[];
    days: { date: string; start: string; end: string }[];
    matchMinutes?: number;
    restMinutes?: number;
  },
) {
  await db.insert(s.playSchedule).values({
    tournamentId: input.tournamentId,
    days: input.days,
    matchMinutes: input.matchMinutes ?? 75,
    restMinutes: input.restMinutes ?? 60,
  });
  return db
    .insert(s.court)
    .values(input.courts.map((name, position) => ({ tournamentId: input.tournamentId, name, position })))
    .returning();
}

// Tournament play rows for tests (issue 19): a draw made by the domain's rules (singleElimination or
// groupStage over fresh pairs) stored as draw, draw_entry and draw_match rows, as the draw engineer's
// code stores them; results are set as score/winner columns.
import { eq } from "drizzle-orm";
import type { KnockoutMatch, SlotSource } from "../../app/domain/draw-bracket";
import { singleElimination } from "../../app/domain/draw-bracket";
import { groupStage } from "../../app/domain/draw-groups";
import type { MatchScore } from "../../app/domain/match-result";
import { DEFAULT_RULES } from "../../app/domain/score-rules";
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { createPlayer, type Player } from "./factories";

export type DrawRows = {
  draw: typeof s.draw.$inferSelect;
  /** In seed order: entries[0] is seed 1. */
  entries: (typeof s.drawEntry.$inferSelect & { players: [Player, Player] })[];
  /** By the domain's code ('P1-1', 'GA-1-1'). */
  matches: Map<string, typeof s.drawMatch.$inferSelect>;
};

type MatchSpec = {
  code: string;
  stage: "group" | "main" | "consolation";
  round: number;
  position: number;
  groupCode: string | null;
  a: string | null;
  b: string | null;
  bye: boolean;
  winnerTo: KnockoutMatch["winnerTo"];
  loserTo: KnockoutMatch["loserTo"];
  feeders: string[];
};

const entryOf = (slot: SlotSource) => (slot.kind === "entry" ? slot.entryId : null);

/**
 * A draw of `pairs` fresh pairs in `tournamentId`: 'elimination' (single elimination, byes to the top
 * seeds) or 'groups' (groups of 3-5 and the knockout of the first of each group).
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
  const specs: MatchSpec[] = [];
  const knockout = (matches: readonly KnockoutMatch[]) =>
    matches.map((m): MatchSpec => ({
      code: m.id,
      stage: m.stage,
      round: m.round,
      position: m.position,
      groupCode: null,
      a: entryOf(m.a),
      b: entryOf(m.b),
      bye: m.bye,
      winnerTo: m.winnerTo,
      loserTo: m.loserTo,
      feeders: m.feeders,
    }));
  if (format === "elimination") {
    const made = singleElimination(ids);
    if (!made.ok) throw new Error(made.message);
    specs.push(...knockout(made.draw.main.matches));
  } else {
    const made = groupStage(ids, 1);
    if (!made.ok) throw new Error(made.message);
    specs.push(
      ...made.draw.matches.map((m): MatchSpec => ({
        code: m.id,
        stage: "group",
        round: m.round,
        position: Number(m.id.split("-").pop()) - 1,
        groupCode: m.groupId,
        a: m.a,
        b: m.b,
        bye: false,
        winnerTo: null,
        loserTo: null,
        feeders: [],
      })),
      ...knockout(made.draw.knockout.matches),
    );
  }
  const rows = await db
    .insert(s.drawMatch)
    .values(
      specs.map((m) => ({
        drawId: drawRow!.id,
        code: m.code,
        stage: m.stage,
        round: m.round,
        position: m.position,
        groupCode: m.groupCode,
        entryAId: m.a === null ? null : Number(m.a),
        entryBId: m.b === null ? null : Number(m.b),
        bye: m.bye,
        winnerTo: m.winnerTo?.matchId ?? null,
        winnerSlot: m.winnerTo?.slot ?? null,
        loserTo: m.loserTo?.matchId ?? null,
        loserSlot: m.loserTo?.slot ?? null,
        feeders: m.feeders,
      })),
    )
    .returning();
  return { draw: drawRow!, entries, matches: new Map(rows.map((row) => [row.code, row])) };
}

/** '6-4 6-3' for slot a (or b). */
export function straightSets(winner: "a" | "b"): MatchScore {
  const [w, l] = [6, 3];
  const team = winner === "a" ? "team1" : "team2";
  const set = winner === "a" ? { team1: w, team2: l } : { team1: l, team2: w };
  return {
    kind: "sets",
    winner: team,
    sets: [set, { ...set, team1: set.team1 === 6 ? 6 : 4, team2: set.team2 === 6 ? 6 : 4 }],
    unfinished: null,
  };
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

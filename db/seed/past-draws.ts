// Draws of finished tournaments (issue 35): most categories a finished tournament recorded with a full
// semifinal bracket get the draw they were played in, every match with its score, so that the demo's
// players have a played history and levels (which are computed from matches, not placements). The draw
// agrees with the recorded placements (a final's result writes them: ADR 0025): the four pairs of the
// results are its top four seeds and win every match against the others; the rest of the draw is filled
// from the category's pool and plays by the pool's hidden order of strength. Rows are written directly in
// the seed's transaction; the seed replays every level once at the end.
import type { Tx } from "../client";
import { mexicoStartOfDay } from "../../app/domain/calendar";
import type { CategoryType } from "../../app/domain/categories";
import { drawPlacements, settledSlots, type DrawState, plannedMatches, type StoredDrawMatch } from "../../app/domain/draw-progress";
import type { MatchScore } from "../../app/domain/match-result";
import type { Pair as Games, SetScore, TeamId } from "../../app/domain/score";
import type { ScoreRules } from "../../app/domain/score-rules";
import { DEFAULT_RULES } from "../../app/domain/score-rules";
import { draw, drawEntry, drawMatch } from "../schema/index";
import type { Person } from "./people";
import type { Pools } from "./results";
import type { Rng } from "./rng";
import type { ResultRow, TournamentRow } from "./types";

const HOUR_MS = 3_600_000;
/** What the organisers' draws play (DEFAULT_DRAW_RULES of the play feature): best of 3, tie-break at 6-6. */
export const PAST_DRAW_RULES: ScoreRules = { ...DEFAULT_RULES, tieBreak: true };
const ELIMINATION_SIZES = [8, 8, 10, 12, 16] as const;
const GROUP_COUNT = 4;

export interface PastDrawPlan {
  tournamentId: number;
  categoryType: CategoryType;
  category: string;
  format: "elimination" | "groups";
  drawSeed: number;
  /** Pairs in seed order (index 0 is seed 1); the matches name them by index, as text. */
  entries: { player1Id: number; player2Id: number }[];
  /** The matches as played, with when each result was written. */
  matches: (StoredDrawMatch & { resultAt: Date | null })[];
  createdAt: Date;
}

type Pair = { player1Id: number; player2Id: number; strength: number; top: number };

/** Winning sets by how close the match was: [winner's games, loser's games, loser's tie-break points]. */
type WonSet = readonly [number, number, number?];
const CLOSE_SETS: readonly WonSet[] = [
  [7, 5],
  [7, 6, 4],
  [6, 4],
  [7, 6, 5],
  [6, 4],
];
const EASY_SETS: readonly WonSet[] = [
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 0],
  [6, 2],
];

/**
 * A plausible score of a match the pair in slot `winner` won, closer the nearer `edge` (their chance) is to
 * 0.5: two sets, now and then a third with the loser taking the first or second. Built as the score engine
 * records sets (the seed's test parses every one back with the draws' rules).
 */
export function scoreOf(rng: Rng, winner: "a" | "b", edge: number): MatchScore {
  const close = 1 - Math.min(1, Math.abs(edge - 0.5) * 2);
  const set = () => (rng.chance(0.3 + close * 0.6) ? rng.pick(CLOSE_SETS) : rng.pick(EASY_SETS));
  const won: { set: WonSet; byWinner: boolean }[] = [set(), set()].map((s) => ({ set: s, byWinner: true }));
  if (rng.chance(0.1 + close * 0.3)) won.splice(rng.int(0, 1), 0, { set: set(), byWinner: false });
  const [w, l]: TeamId[] = winner === "a" ? ["team1", "team2"] : ["team2", "team1"];
  const sets = won.map(({ set: [games, lost, tieBreak], byWinner }): SetScore => {
    const [high, low] = byWinner ? [w!, l!] : [l!, w!];
    const score = { [high]: games, [low]: lost } as Games;
    return tieBreak === undefined ? score : { ...score, tieBreak: { [high]: 7, [low]: tieBreak } as Games };
  });
  return { kind: "sets", winner: w!, sets, unfinished: null };
}

/** The category's four recorded pairs, champion first, or null unless it recorded a full bracket of pairs. */
function topFour(rows: readonly ResultRow[]): ResultRow[] | null {
  const order = ["champion", "runner_up", "semifinal", "semifinal"];
  const sorted = [...rows].sort((x, y) => order.indexOf(x.placement ?? "") - order.indexOf(y.placement ?? ""));
  if (sorted.length !== 4 || sorted.some((row, i) => row.placement !== order[i] || row.player2Id == null)) return null;
  return sorted;
}

/**
 * Plays the draw: in each pass every match with both pairs known and no result yet is decided (a top-four
 * pair beats any other and the better of two top-four pairs wins; else the stronger pair mostly wins).
 */
function play(rng: Rng, planned: StoredDrawMatch[], pairs: readonly Pair[], state: DrawState, start: Date): PastDrawPlan["matches"] {
  let matches = planned.map((match) => ({ ...match, resultAt: null as Date | null }));
  for (let pass = 0; pass < planned.length; pass++) {
    const slots = settledSlots(matches, state);
    matches = matches.map((match) => ({ ...match, ...slots.get(match.code)! }));
    const open = matches.filter((match) => !match.bye && match.a !== null && match.b !== null && match.winner === null);
    if (open.length === 0) break;
    matches = matches.map((match) => {
      if (!open.includes(match)) return match;
      const a = pairs[Number(match.a)]!;
      const b = pairs[Number(match.b)]!;
      const edge = 1 / (1 + Math.exp(4 * (a.strength - b.strength)));
      const winner = a.top < 4 || b.top < 4 ? (a.top < b.top ? "a" : "b") : rng.chance(edge) ? "a" : "b";
      const round = (match.stage === "group" ? 0 : 3) + match.round;
      return {
        ...match,
        winner,
        score: scoreOf(rng, winner, edge),
        resultAt: new Date(start.getTime() + (9 + round * 2) * HOUR_MS + match.position * 60_000),
      };
    });
  }
  return matches;
}

/**
 * The draws of the finished tournaments, the most recent first, until they hold `matchBudget` played
 * matches (the seed gives one and a half a player: 30,000 on the load tests' 20,000 players).
 */
export function generatePastDraws(
  rng: Rng,
  pools: Pools,
  tournaments: readonly TournamentRow[],
  results: readonly ResultRow[],
  isFinished: (tournament: TournamentRow) => boolean,
  matchBudget: number,
): PastDrawPlan[] {
  const byTournament = new Map<number, Map<string, ResultRow[]>>();
  for (const row of results) {
    const categories = byTournament.get(row.tournamentId) ?? new Map<string, ResultRow[]>();
    byTournament.set(row.tournamentId, categories);
    const key = `${row.categoryType}|${row.category}`;
    categories.set(key, [...(categories.get(key) ?? []), row]);
  }
  const finished = tournaments
    .filter((tournament) => tournament.approved && isFinished(tournament))
    .sort((x, y) => y.endDate.localeCompare(x.endDate) || y.id - x.id);
  const plans: PastDrawPlan[] = [];
  let played = 0;
  for (const tournament of finished) {
    for (const rows of byTournament.get(tournament.id)?.values() ?? []) {
      if (played >= matchBudget) return plans;
      const top = topFour(rows);
      // One category in ten kept its placements only (the organiser did not run the draw on the site).
      if (!top || rng.chance(0.1)) continue;
      const plan = planDraw(rng, pools, tournament, top[0]!.categoryType as CategoryType, top[0]!.category, top);
      if (!plan) continue;
      plans.push(plan);
      played += plan.matches.filter((match) => match.winner !== null).length;
    }
  }
  return plans;
}

function planDraw(
  rng: Rng,
  pools: Pools,
  tournament: TournamentRow,
  type: CategoryType,
  category: string,
  top: readonly ResultRow[],
): PastDrawPlan | null {
  const [firstPool, secondPool, kind] = pools.sides(type, category);
  const rank = new Map<number, number>();
  for (const pool of [firstPool, secondPool]) pool.forEach((person, i) => rank.set(person.id, i / Math.max(1, pool.length - 1)));
  const strength = (a: number, b: number) => ((rank.get(a) ?? 0.5) + (rank.get(b) ?? 0.5)) / 2;
  const used = new Set<number>(top.flatMap((row) => [row.player1Id, row.player2Id!]));
  const pairs: Pair[] = top.map((row, i) => ({
    player1Id: row.player1Id,
    player2Id: row.player2Id!,
    strength: strength(row.player1Id, row.player2Id!),
    top: i,
  }));
  const groups = rng.chance(0.45);
  const wanted = groups ? 16 : rng.pick(ELIMINATION_SIZES);
  const free = (pool: readonly Person[]) => rng.faker.helpers.shuffle(pool.filter((person) => !used.has(person.id)));
  for (const first of free(firstPool)) {
    if (pairs.length >= wanted) break;
    if (used.has(first.id)) continue;
    const usual = pools.partnerOf(kind, first.id);
    const second = usual && !used.has(usual.id) ? usual : free(secondPool).find((person) => person.id !== first.id);
    if (!second) continue;
    used.add(first.id).add(second.id);
    pairs.push({ player1Id: first.id, player2Id: second.id, strength: strength(first.id, second.id), top: 4 });
  }
  // Four groups of three or four with one pair through each: the top four seeds head them.
  const format = groups && pairs.length >= 12 ? "groups" : "elimination";
  if (format === "groups") pairs.length = Math.min(pairs.length, 16);
  const drawSeed = rng.int(0, 2 ** 32 - 1);
  const state: DrawState = { format, qualifiersPerGroup: 1, rules: PAST_DRAW_RULES, drawSeed };
  const start = mexicoStartOfDay(tournament.startDate);
  // Seeds 1..4 are the recorded pairs; which of the semifinalists' seeds meets the finalists depends on the
  // format, so the orders are tried until the draw's placements are the recorded ones.
  const [others, topPairs] = [pairs.slice(4).sort((x, y) => x.strength - y.strength), pairs.slice(0, 4)];
  const orders = [
    [0, 1, 2, 3],
    [0, 2, 1, 3],
    [0, 2, 3, 1],
  ];
  for (const order of orders) {
    const seeded = [...order.map((i) => topPairs[i]!), ...others];
    const planned = plannedMatches(
      seeded.map((_, i) => String(i)),
      {
        format,
        qualifiersPerGroup: 1,
        consolation: false,
        groupSplit: format === "groups" ? { kind: "count", groups: GROUP_COUNT } : null,
      },
    );
    if (!planned.ok) return null;
    const matches = play(rng, planned.value, seeded, state, start);
    const placed = drawPlacements(matches);
    const recorded = (i: number) => String(seeded.findIndex((pair) => pair.top === i));
    if (
      placed &&
      placed.champion === recorded(0) &&
      placed.runnerUp === recorded(1) &&
      [...placed.semifinalists].sort().join() === [recorded(2), recorded(3)].sort().join()
    ) {
      return {
        tournamentId: tournament.id,
        categoryType: type,
        category,
        format,
        drawSeed,
        entries: seeded.map(({ player1Id, player2Id }) => ({ player1Id, player2Id })),
        matches,
        createdAt: new Date(start.getTime() - 24 * HOUR_MS),
      };
    }
  }
  return null;
}

/** Writes the planned draws, their pairs and matches; ids of tournaments and players moved by `offsets`. */
export async function writePastDraws(
  tx: Tx,
  plans: readonly PastDrawPlan[],
  offsets: { tournament: number; player: number },
): Promise<void> {
  if (plans.length === 0) return;
  const draws = await tx
    .insert(draw)
    .values(
      plans.map((plan) => ({
        tournamentId: plan.tournamentId + offsets.tournament,
        categoryType: plan.categoryType,
        category: plan.category,
        format: plan.format,
        qualifiersPerGroup: 1,
        groupCount: plan.format === "groups" ? GROUP_COUNT : null,
        rules: PAST_DRAW_RULES,
        status: "published",
        entriesLocked: true,
        drawSeed: plan.drawSeed,
        createdAt: plan.createdAt,
        updatedAt: plan.createdAt,
      })),
    )
    .returning({ id: draw.id });
  const entryRows = plans.flatMap((plan, p) =>
    plan.entries.map((entry, i) => ({
      drawId: draws[p]!.id,
      player1Id: entry.player1Id + offsets.player,
      player2Id: entry.player2Id + offsets.player,
      seed: i + 1,
      createdAt: plan.createdAt,
      updatedAt: plan.createdAt,
    })),
  );
  const entryIds: number[] = [];
  for (let i = 0; i < entryRows.length; i += 1000) {
    const inserted = await tx
      .insert(drawEntry)
      .values(entryRows.slice(i, i + 1000))
      .returning({ id: drawEntry.id });
    entryIds.push(...inserted.map((row) => row.id));
  }
  let firstEntry = 0;
  const matchRows = plans.flatMap((plan, p) => {
    const base = firstEntry;
    firstEntry += plan.entries.length;
    const entryId = (index: string | null) => (index === null ? null : entryIds[base + Number(index)]!);
    return plan.matches.map((match) => ({
      drawId: draws[p]!.id,
      code: match.code,
      stage: match.stage,
      round: match.round,
      position: match.position,
      groupCode: match.groupCode,
      entryAId: entryId(match.a),
      entryBId: entryId(match.b),
      bye: match.bye,
      winnerTo: match.winnerTo,
      winnerSlot: match.winnerSlot,
      loserTo: match.loserTo,
      loserSlot: match.loserSlot,
      feeders: [...match.feeders],
      score: match.score,
      winner: match.winner,
      resultAt: match.resultAt,
      createdAt: plan.createdAt,
      updatedAt: match.resultAt ?? plan.createdAt,
    }));
  });
  for (let i = 0; i < matchRows.length; i += 1000) await tx.insert(drawMatch).values(matchRows.slice(i, i + 1000));
}

// What pages show of a level (issue 35): 'Nivel 4.3 · juega como 3ra' with its reliability, the level over
// time for the profile's chart, and the latest matches' effects in words.
import { desc, eq, inArray } from "drizzle-orm";
import { levelHistory, playerLevel } from "../../../db/schema";
import {
  categoryForLevel,
  formatLevel,
  formatLevelChange,
  INITIAL_VOLATILITY,
  initialRating,
  type Level,
  type LevelChange,
  levelChange,
  levelOfRating,
  type LevelScore,
  matchEffectText,
  MAX_LEVEL,
  MIN_LEVEL,
  rateMatch,
  ratingAt,
  ratingOfLevel,
  RELIABLE_MATCHES,
  type Reliability,
  shownLevel,
  toLevel,
} from "~/domain/levels";
import type { Db } from "../infra/db.server";
import { playedMatches } from "./played-matches.server";

export type LevelPoint = { at: string; level: number };

export type PlayerLevelView = {
  /** 'Nivel 4.3 · juega como 3ra' */
  text: string;
  reliability: Reliability;
  matches: number;
  /** The level before the first match shown, then after each one, oldest first (at most CHART_MATCHES + 1). */
  chart: LevelPoint[];
  /** The latest matches' effects, newest first: 'Ganaste 6-3 6-4 a una pareja de nivel 4.6: +0.08'. */
  effects: { key: string; at: string; text: string }[];
};

const CHART_MATCHES = 30;
const EFFECTS = 5;
const roundLevel = (rating: number) => Math.round(levelOfRating(rating) * 100) / 100;

/** A player's level as the profile shows it; null before their first rated match. */
export async function playerLevelView(db: Db, playerId: number, now = new Date()): Promise<PlayerLevelView | null> {
  const [row] = await db.select().from(playerLevel).where(eq(playerLevel.playerId, playerId));
  if (!row) return null;
  const rows = await db
    .select()
    .from(levelHistory)
    .where(eq(levelHistory.playerId, playerId))
    .orderBy(desc(levelHistory.playedAt), desc(levelHistory.matchKey))
    .limit(CHART_MATCHES);
  const oldestFirst = [...rows].reverse();
  const level = toLevel(ratingAt(row, now));
  const latest = rows.slice(0, EFFECTS);
  const scores = new Map((await playedMatches(db, { keys: latest.map((r) => r.matchKey) })).map((match) => [match.id, match.score]));
  return {
    text: level.text,
    reliability: level.reliability,
    matches: row.matches,
    chart: [
      ...oldestFirst.slice(0, 1).map((r) => ({ at: r.playedAt.toISOString(), level: roundLevel(r.ratingBefore) })),
      ...oldestFirst.map((r) => ({ at: r.playedAt.toISOString(), level: roundLevel(r.ratingAfter) })),
    ],
    effects: latest.flatMap((r) => {
      const score = scores.get(r.matchKey);
      return score ? [{ key: r.matchKey, at: r.playedAt.toISOString(), text: matchEffectText(historyChange(r), score) }] : [];
    }),
  };
}

/** A history row as the domain's LevelChange (what matchEffectText reads). */
function historyChange(row: typeof levelHistory.$inferSelect): LevelChange {
  const rating = (value: number, rd: number) => ({ rating: value, rd, volatility: row.volatilityAfter, matches: 0, lastPlayedAt: null });
  return {
    matchId: row.matchKey,
    playedAt: row.playedAt,
    player: row.playerId,
    team: row.team === 1 ? "team1" : "team2",
    result: row.result as LevelChange["result"],
    before: rating(row.ratingBefore, row.rdBefore),
    after: rating(row.ratingAfter, row.rdAfter),
    winProbability: row.winProbability,
    opponentsRating: row.opponentsRating,
  };
}

/** The worked example of 'Cómo se calcula el nivel', computed by the engine itself. */
export function levelExample() {
  const newcomer = initialRating("3ra");
  const settled = { rating: ratingOfLevel(4.6), rd: 60, volatility: INITIAL_VOLATILITY, matches: 24, lastPlayedAt: null };
  const score: LevelScore = {
    kind: "sets",
    winner: "team1",
    sets: [
      { team1: 6, team2: 3 },
      { team1: 6, team2: 4 },
    ],
    unfinished: null,
  };
  const match = { id: "ejemplo", playedAt: new Date("2026-03-14T18:00:00Z"), team1: [1, 2] as const, team2: [3, 4] as const, score };
  const changes = rateMatch(match, (player) => (player <= 2 ? newcomer : settled));
  const side = (change: LevelChange) => ({
    before: formatLevel(shownLevel(change.before.rating)),
    after: formatLevel(shownLevel(change.after.rating)),
    change: formatLevelChange(levelChange(change)),
    effect: matchEffectText(change, score),
  });
  const bands: { category: string; from: string; to: string }[] = [];
  for (let tenths = MIN_LEVEL * 10; tenths <= MAX_LEVEL * 10; tenths++) {
    const level = tenths / 10;
    const category = categoryForLevel(level);
    const last = bands.at(-1);
    if (last?.category === category) last.to = formatLevel(level);
    else bands.push({ category, from: formatLevel(level), to: formatLevel(level) });
  }
  return {
    winChance: Math.round(changes[0]!.winProbability * 100),
    winner: side(changes[0]!),
    loser: side(changes[2]!),
    bands,
    reliableMatches: RELIABLE_MATCHES,
    startLevel: formatLevel(shownLevel(newcomer.rating)),
  };
}

/** The levels of some players ('Nivel 4.3'), for search results and pickers; players without one are left out. */
export async function levelsOf(db: Db, playerIds: readonly number[], now = new Date()): Promise<Map<number, Level>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(playerLevel)
    .where(inArray(playerLevel.playerId, [...playerIds]));
  return new Map(rows.map((row) => [row.playerId, toLevel(ratingAt(row, now))]));
}

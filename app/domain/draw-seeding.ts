// Seeding of a category's entries (pairs) for a draw (issue 19): by the site's ranking points in the
// category, unranked pairs last, ties broken by a seeded random draw, then the organiser's overrides. Or,
// the organiser's choice, by level (issue 35): the pair's level is the mean of its two players' ratings,
// ties by ranking points, then the same seeded draw.
import type { RankedPlayer } from "./ranking";
import { done, refused, type Result } from "./result";
import { type DrawSeed, drawOrder } from "./seeded-random";

/** A pair entered in a category. Ids are strings (database ids as text). */
export interface DrawEntry {
  id: string;
  playerIds: readonly [string, string];
}

export interface SeededEntry {
  entryId: string;
  /** 1 is the top seed. */
  seed: number;
  /** Sum of the two players' ranking points in the category (0 when unranked). */
  points: number;
  /** Whether at least one of the two players is in the category's ranking. */
  ranked: boolean;
  /** Whether the organiser placed this entry by hand. */
  overridden: boolean;
}

/** The organiser puts an entry at a seed; the others keep their relative order around it. */
export interface SeedOverride {
  entryId: string;
  seed: number;
}

/** What the organiser seeds by: the category's ranking points (the default) or the players' levels. */
export const SEED_BY = ["points", "level"] as const;
export type SeedBy = (typeof SEED_BY)[number];

/** The players' ratings (levels' rating scale) for seeding by level; a player without one counts as `unrated`. */
export interface SeedRatings {
  ratings: ReadonlyMap<string, number>;
  unrated: number;
}

export interface SeedingInput {
  entries: readonly DrawEntry[];
  /** The category's ranking, as `rankPlayers` returns it (only playerId and points are used). */
  ranking: readonly Pick<RankedPlayer, "playerId" | "points">[];
  /** Breaks ties in points; record it with the draw to reproduce the order. */
  drawSeed: DrawSeed;
  overrides?: readonly SeedOverride[];
  /** Given: seeds by pair level (mean rating), ties by points; absent: by points. */
  levels?: SeedRatings;
}

export type SeedingResult = Result<{ seeds: SeededEntry[]; drawSeed: DrawSeed }>;

/** A pair's points: the sum of its two players' points in the ranking. */
export function pairPoints(
  playerIds: readonly string[],
  ranking: readonly Pick<RankedPlayer, "playerId" | "points">[],
): { points: number; ranked: boolean } {
  const byPlayer = new Map(ranking.map((row) => [String(row.playerId), row.points]));
  let points = 0;
  let ranked = false;
  for (const id of playerIds) {
    const playerPoints = byPlayer.get(id);
    if (playerPoints === undefined) continue;
    ranked = true;
    points += playerPoints;
  }
  return { points, ranked };
}

/** A pair's level for seeding: the mean of its two players' ratings. */
export function pairRating(playerIds: readonly string[], levels: SeedRatings): number {
  const ratings = playerIds.map((id) => levels.ratings.get(id) ?? levels.unrated);
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/**
 * Seeds 1..n: ranked pairs by points (desc), unranked pairs after them, equal points in the order of a
 * draw from `drawSeed`; then each override moves its entry to the seed asked for (lowest seed first).
 */
export function seedEntries(input: SeedingInput): SeedingResult {
  const { entries, drawSeed } = input;
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) return refused(`La pareja ${entry.id} está inscrita dos veces`);
    ids.add(entry.id);
  }
  const tieOrder = new Map(drawOrder([...ids], drawSeed).map((id, index) => [id, index]));
  const rows = entries.map((entry) => ({ entryId: entry.id, ...pairPoints(entry.playerIds, input.ranking) }));
  const byPoints = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    Number(b.ranked) - Number(a.ranked) || b.points - a.points || tieOrder.get(a.entryId)! - tieOrder.get(b.entryId)!;
  const { levels } = input;
  if (levels) {
    const rating = new Map(entries.map((entry) => [entry.id, pairRating(entry.playerIds, levels)]));
    rows.sort((a, b) => rating.get(b.entryId)! - rating.get(a.entryId)! || byPoints(a, b));
  } else rows.sort(byPoints);

  const overrides = [...(input.overrides ?? [])].sort((a, b) => a.seed - b.seed);
  const overridden = new Set<string>();
  const seedsTaken = new Set<number>();
  for (const override of overrides) {
    if (!ids.has(override.entryId)) return refused("Una de las parejas ya no está inscrita");
    if (!Number.isSafeInteger(override.seed) || override.seed < 1 || override.seed > entries.length) {
      return refused(`El preclasificado debe ser un número del 1 al ${entries.length}`);
    }
    if (overridden.has(override.entryId)) return refused("Una pareja tiene dos preclasificados");
    if (seedsTaken.has(override.seed)) {
      return refused(`Dos parejas tienen el preclasificado ${override.seed}`);
    }
    overridden.add(override.entryId);
    seedsTaken.add(override.seed);
  }
  const order = rows.filter((row) => !overridden.has(row.entryId));
  for (const override of overrides) {
    order.splice(
      override.seed - 1,
      0,
      rows.find((row) => row.entryId === override.entryId)!,
    );
  }
  return done({
    drawSeed,
    seeds: order.map((row, index) => ({ ...row, seed: index + 1, overridden: overridden.has(row.entryId) })),
  });
}

import { addDays, type IsoDate } from "./calendar";

/*
 * Ranking rule (ours, docs/product.md §5.2). Explained to users on '¿Cómo se calcula el ranking?'.
 * - Each result gives points by placement (PLACEMENT_POINTS); FEMEPA tournaments count double.
 * - Only results of tournaments whose end date is within the window count:
 *   rankingWindowStart(today) <= endDate <= today, i.e. the last 52 weeks (364 days) up to today.
 * - Players without a counted result are not ranked.
 * - Order: points desc, then wins (championships in the window) desc, then name (Spanish, accent- and
 *   case-insensitive), then player id; positions are 1, 2, 3... with no shared positions.
 * The SQL ranking query mirrors this function using the constants below; keep both in step. The database's
 * stored totals (ranking_points() and ranking_window_start(), migration 0022, ADR 0039) repeat the numbers:
 * changing one needs a migration that replaces those functions and counts the totals again.
 */

export const PLACEMENTS = ["champion", "runner_up", "semifinal"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const PLACEMENT_POINTS = {
  champion: 100,
  runner_up: 60,
  semifinal: 36,
} as const satisfies Record<Placement, number>;

export const FEMEPA_MULTIPLIER = 2;

export const RANKING_WINDOW_WEEKS = 52;
export const RANKING_WINDOW_DAYS = RANKING_WINDOW_WEEKS * 7;

export function resultPoints(result: { placement: Placement; femepa: boolean }): number {
  return PLACEMENT_POINTS[result.placement] * (result.femepa ? FEMEPA_MULTIPLIER : 1);
}

/** First end date that still counts: 364 days before today. */
export function rankingWindowStart(today: IsoDate): IsoDate {
  return addDays(today, -RANKING_WINDOW_DAYS);
}

export function isInRankingWindow(endDate: IsoDate, today: IsoDate): boolean {
  return endDate >= rankingWindowStart(today) && endDate <= today;
}

export interface RankingEntry {
  playerId: number;
  name: string;
  placement: Placement;
  femepa: boolean;
  /** End date of the result's tournament. */
  endDate: IsoDate;
}

export interface RankedPlayer {
  position: number;
  playerId: number;
  name: string;
  points: number;
  /** Championships in the window. */
  wins: number;
  /** Counted results in the window. */
  results: number;
}

const nameCollator = new Intl.Collator("es", { sensitivity: "base" });

export function compareRankedPlayers(a: Omit<RankedPlayer, "position">, b: Omit<RankedPlayer, "position">): number {
  return b.points - a.points || b.wins - a.wins || nameCollator.compare(a.name, b.name) || a.playerId - b.playerId;
}

/** Ranking from one row per (result, player), e.g. already filtered by category and gender. */
export function rankPlayers(entries: readonly RankingEntry[], today: IsoDate): RankedPlayer[] {
  const windowStart = rankingWindowStart(today);
  const totals = new Map<number, Omit<RankedPlayer, "position">>();
  for (const entry of entries) {
    if (entry.endDate < windowStart || entry.endDate > today) continue;
    let total = totals.get(entry.playerId);
    if (!total) {
      total = { playerId: entry.playerId, name: entry.name, points: 0, wins: 0, results: 0 };
      totals.set(entry.playerId, total);
    }
    total.points += resultPoints(entry);
    total.results += 1;
    if (entry.placement === "champion") total.wins += 1;
  }
  return [...totals.values()].sort(compareRankedPlayers).map((row, index) => ({ position: index + 1, ...row }));
}

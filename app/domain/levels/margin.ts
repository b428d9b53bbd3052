// The margin of a result and how much it weighs (ADR 0037). The outcome (who won) decides the direction; the
// margin only decides how many plain wins the match counts as, so a winner never loses level for winning
// narrowly and a loser never gains for losing well.
import type { PlayedResult } from "../result-text";
import type { Pair, TeamId } from "../score";

/** A match decided by points (Americano, Mexicano): team 1's and team 2's points; equal points is a draw. */
export type PointsResult = { kind: "points"; points: Pair };

/** What a level reads of a played match: sets (with W.O. and retirement, as draws and Padel Score store them) or points. */
export type LevelScore = PlayedResult | PointsResult;

/** The margin of a 6-4 6-4 win: a plain win, what a W.O. counts as. */
export const PLAIN_MARGIN = 0.6;
/** How strongly the margin scales the update: weight = exp(MARGIN_SLOPE * (margin - PLAIN_MARGIN)). */
export const MARGIN_SLOPE = 1;
/** Points are rallies: a 16-8 Americano is about as one-sided as a 6-2 6-2, so the points' share counts double. */
const POINTS_FACTOR = 2;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const share = (won: number, lost: number) => (won + lost > 0 ? (won - lost) / (won + lost) : null);

export type Outcome = {
  /** Null for a draw on points. */
  winner: TeamId | null;
  /** 0 (as close as it gets) to 1 (6-0 6-0), from the winner's side; null when there is none to read (W.O.). */
  margin: number | null;
};

/**
 * The margin is the mean of the winner's set difference and game difference, each over its total
 * ('6-3 6-4': sets 2/2, games 5/19, margin 0.63); a super tie-break is a set of one game. A retirement
 * reads the sets and games played so far; one with nothing played, and a W.O., have no margin.
 */
export function outcomeOf(score: LevelScore): Outcome {
  if (score.kind === "points") {
    const { team1, team2 } = score.points;
    const winner: TeamId | null = team1 === team2 ? null : team1 > team2 ? "team1" : "team2";
    const diff = share(Math.max(team1, team2), Math.min(team1, team2));
    return { winner, margin: diff === null ? null : clamp01(POINTS_FACTOR * diff) };
  }
  if (score.kind === "walkover") return { winner: score.winner, margin: null };
  const winner = score.winner;
  const loser: TeamId = winner === "team1" ? "team2" : "team1";
  let setsWon = 0;
  let setsLost = 0;
  let gamesWon = score.unfinished?.[winner] ?? 0;
  let gamesLost = score.unfinished?.[loser] ?? 0;
  for (const set of score.sets) {
    if (set[winner] > set[loser]) setsWon++;
    else if (set[loser] > set[winner]) setsLost++;
    gamesWon += set[winner];
    gamesLost += set[loser];
  }
  const terms = [share(setsWon, setsLost), share(gamesWon, gamesLost)].filter((t): t is number => t !== null);
  if (terms.length === 0) return { winner, margin: null };
  return { winner, margin: clamp01(terms.reduce((a, b) => a + b, 0) / terms.length) };
}

/** How many plain wins a result counts as: 1 for a W.O. (and a 6-4 6-4), more for a wider margin. */
export function marginWeight(margin: number | null, slope = MARGIN_SLOPE): number {
  return margin === null ? 1 : Math.exp(slope * (margin - PLAIN_MARGIN));
}

// A played match as every page and image reads it (docs/product.md §10.2, issue 31): from the winner's
// side, 'Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0'. The draw stores a
// result from slot a's side (team1 is slot a) and Padel Score from team 1's; a reader never sees the
// pair that lost as the subject, or '0-6 0-6'. The score as the organiser types it (slot a first, what
// parseMatchScore reads back) is `formatMatchScore`.
import type { Pair, SetScore, TeamId } from "./score";

/** A finished match: the draw's MatchScore, or Padel Score's final state (`kind: "sets"`, no unfinished set). */
export type PlayedResult = {
  kind: "sets" | "walkover" | "retirement";
  winner: TeamId;
  sets: readonly SetScore[];
  /** Retirement: the games of the set in progress when a pair retired. */
  unfinished: Pair | null;
};

/** '6-4', '7-6 (7-5)' for a tie-break set, '[10-8]' for a super tie-break; team 1's games first. */
export function formatSet(set: SetScore): string {
  if (set.superTieBreak && set.tieBreak) return `[${set.tieBreak.team1}-${set.tieBreak.team2}]`;
  const games = `${set.team1}-${set.team2}`;
  return set.tieBreak ? `${games} (${set.tieBreak.team1}-${set.tieBreak.team2})` : games;
}

/** '6-4 3-6 [10-8]', '6-4 2-1 ret.', 'W.O.': team 1's (slot a's) games first, as the result is typed. */
export function formatMatchScore(score: PlayedResult): string {
  if (score.kind === "walkover") return "W.O.";
  const parts = score.sets.map(formatSet);
  if (score.unfinished) parts.push(`${score.unfinished.team1}-${score.unfinished.team2}`);
  if (score.kind === "retirement") parts.push("ret.");
  return parts.join(" ");
}

const swap = <T extends { team1: number; team2: number }>(pair: T): T => ({ ...pair, team1: pair.team2, team2: pair.team1 });

/** The result seen from team 2's side: its games first, tie-breaks and the unfinished set too. */
export function mirrorScore<R extends PlayedResult>(score: R): R {
  return {
    ...score,
    winner: score.winner === "team1" ? "team2" : "team1",
    sets: score.sets.map((set) => ({ ...swap(set), ...(set.tieBreak ? { tieBreak: swap(set.tieBreak) } : {}) })),
    unfinished: score.unfinished ? swap(score.unfinished) : null,
  };
}

/** The sentence in its four parts: the winners, ' ganan a ', the losers, then ' 6-0 6-0' or ' por W.O.'. */
export type ResultSentence<N> = readonly [winners: N, verb: string, losers: N, score: string];

export type WinnerFirst<N> = {
  winner: TeamId;
  loser: TeamId;
  /** The winner's games first: '6-0 6-0', '6-4 2-1 ret.', 'W.O.'. */
  score: string;
  /** Parts, so a page can link the pairs' players; `resultText` joins names given as text. */
  sentence: ResultSentence<N>;
};

/**
 * The one reading of a played match: who won, the score from the winner's side, and the sentence with the
 * winners as its subject. `pairs` are each side's names ('Tomás Salinas / Hugo Ramos', always a pair: 'ganan')
 * or anything a page renders for them.
 */
export function winnerFirstResult<N>(result: PlayedResult, pairs: Record<TeamId, N>): WinnerFirst<N> {
  const winner = result.winner;
  const loser: TeamId = winner === "team1" ? "team2" : "team1";
  const score = formatMatchScore(winner === "team1" ? result : mirrorScore(result));
  const tail = result.kind === "walkover" ? " por W.O." : ` ${score}`;
  return { winner, loser, score, sentence: [pairs[winner], " ganan a ", pairs[loser], tail] };
}

/** 'Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0' (winnerFirstResult as text). */
export function resultText(result: PlayedResult, pairs: Record<TeamId, string>): string {
  return winnerFirstResult(result, pairs).sentence.join("");
}

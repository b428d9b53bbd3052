// A tournament day as it happens (issue 20): the live score of a draw match scored with Padel Score, as
// the draw, the order of play and the club's screen show it, and each court's queue (the match in play,
// then the ones waiting for it).
import { formatSet, winnerFirstResult } from "./result-text";
import { pointLabels, type ScoreState } from "./score";

/**
 * The score of a match in play, from the pair in slot a's side (team1 of the linked Padel Score match is
 * slot a). Finished sets: each pair's games (a super tie-break's points) and the text the result shows
 * ('6-4', '7-6 (7-5)', '[10-8]').
 */
export interface LiveScore {
  sets: { a: number; b: number; text: string }[];
  games: { a: number; b: number };
  /** '15', '40', 'AD'; tie-break points as numbers. */
  points: { a: string; b: string };
  tieBreak: boolean;
  serving: "a" | "b" | null;
  /** The last point was played: the result is about to be recorded. */
  finished: boolean;
  /** Once finished, the score from the winner's side ('6-0 6-0' whichever pair won, result-text.ts). */
  result: string | null;
}

type ScoreView = Pick<ScoreState, "phase" | "setsHistory" | "games" | "points" | "gameKind" | "server" | "winner">;

/** The live score of a linked match, or null before its first point (a match not started is not 'En juego'). */
export function liveScoreOf(state: ScoreView): LiveScore | null {
  if (state.phase === "not-started") return null;
  const labels = pointLabels(state);
  const finished = state.phase === "finished";
  return {
    sets: state.setsHistory.map((set) => {
      const counted = set.superTieBreak && set.tieBreak ? set.tieBreak : set;
      return { a: counted.team1, b: counted.team2, text: formatSet(set) };
    }),
    games: { a: state.games.team1, b: state.games.team2 },
    points: finished ? { a: "", b: "" } : { a: labels.team1, b: labels.team2 },
    tieBreak: state.gameKind !== "game",
    serving: finished || !state.server ? null : state.server === "team1" ? "a" : "b",
    finished,
    result:
      finished && state.winner
        ? winnerFirstResult({ kind: "sets", winner: state.winner, sets: state.setsHistory, unfinished: null }, { team1: "", team2: "" })
            .score
        : null,
  };
}

/**
 * '6-4 · 3-2 · 15-40': the finished sets, the games of the set being played, the points of the game; once
 * finished, the result from the winner's side ('6-0 6-0').
 */
export function liveScoreText(score: LiveScore): string {
  if (score.finished && score.result) return score.result;
  const parts = score.sets.map((set) => set.text);
  if (!score.finished) {
    parts.push(`${score.games.a}-${score.games.b}`);
    parts.push(`${score.points.a}-${score.points.b}`);
  }
  return parts.join(" · ");
}

export interface QueuedMatch {
  id: number;
  courtId: number | null;
  day: string | null;
  start: string | null;
  /** A result is recorded (or it is a bye): it no longer waits for the court. */
  played: boolean;
}

/**
 * One court's queue: the match in play (the first in play in time order; several in play on one court
 * means the organiser has not entered a result yet, the earlier one is shown) and the next matches not
 * yet played, in time order, so a result moves the next one up.
 */
export function courtQueue<M extends QueuedMatch>(
  matches: readonly M[],
  courtId: number,
  inPlay: (match: M) => boolean,
  next = 3,
): { current: M | null; upcoming: M[] } {
  const waiting = matches
    .filter((match) => match.courtId === courtId && match.day !== null && match.start !== null && !match.played)
    .sort((x, y) => `${x.day}T${x.start}`.localeCompare(`${y.day}T${y.start}`) || x.id - y.id);
  const current = waiting.find(inPlay) ?? null;
  return { current, upcoming: waiting.filter((match) => match !== current).slice(0, next) };
}

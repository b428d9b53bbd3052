// Fair sit-outs (issue 32): whoever has rested least sits out next, so nobody sits out twice before
// everyone has sat out once and the counts of the players present differ by at most one. A round a
// player missed (a late arrival) counts as a rest: they play first when they arrive.
import type { PlayerId, Round } from "./types";

/** For each round, the players of `present` who did not play it (sat out or had not arrived yet). */
export function sittingOutHistory(rounds: readonly Round[], present: readonly PlayerId[]): PlayerId[][] {
  return rounds.map((round) => {
    const played = new Set(round.matches.flatMap((m) => [...m.team1, ...m.team2]));
    return present.filter((id) => !played.has(id));
  });
}

export type Rest = { rests: number; lastRest: number };

/** How often and how recently (index into the history, -1 never) each player rested. */
export function restsOf(history: readonly (readonly PlayerId[])[], players: readonly PlayerId[]): Map<PlayerId, Rest> {
  const rests = new Map(players.map((id) => [id, { rests: 0, lastRest: -1 }]));
  history.forEach((sitting, index) => {
    for (const id of sitting) {
      const rest = rests.get(id);
      if (rest) {
        rest.rests += 1;
        rest.lastRest = index;
      }
    }
  });
  return rests;
}

/** Who should sit out first: fewer rests, then the longer ago the last one. */
export function compareRest(a: Rest, b: Rest): number {
  return a.rests - b.rests || a.lastRest - b.lastRest;
}

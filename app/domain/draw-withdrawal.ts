// A pair that withdraws from a draw in play (docs/product.md §10.1): results already played stay, and
// every match it has left is a walkover (W.O.) for the other pair, as soon as that pair is known. A pure
// rule on the stored matches, so the server (after a withdrawal and after every result) and the tests
// apply the same walkovers in the same order.
import type { MatchSlot } from "./draw-bracket";
import { type DrawState, settledSlots, type StoredDrawMatch } from "./draw-progress";
import type { MatchScore } from "./match-result";

/** The stored result of a walkover won by `winner`. */
export function walkoverScore(winner: MatchSlot): MatchScore {
  return { kind: "walkover", winner: winner === "a" ? "team1" : "team2", sets: [], unfinished: null };
}

/** Every slot as `settledSlots` works it out from the results (what the server stores after a change). */
function settle(matches: readonly StoredDrawMatch[], state: DrawState): StoredDrawMatch[] {
  const slots = settledSlots(matches, state);
  return matches.map((match) => ({ ...match, ...slots.get(match.code)! }));
}

/** A match waiting for its result with both pairs known (not a bye). */
const open = (match: StoredDrawMatch) => !match.bye && match.winner === null && match.a !== null && match.b !== null;

/**
 * The draw once every withdrawn pair has lost, by W.O., each match it has left whose rival is known:
 * walkovers are entered one round of play at a time and the slots settled after each (the winner moves on,
 * a first-round loser goes to the consolation, a finished group places its pairs), until no open match has
 * a withdrawn pair. A match between two withdrawn pairs goes to slot a, whose pair then loses its next
 * match the same way, so the draw still reaches a champion. Matches with a result are never changed.
 * `walkovers` lists the matches decided here, in the order they were decided.
 */
export function withdrawalWalkovers(
  matches: readonly StoredDrawMatch[],
  withdrawn: ReadonlySet<string>,
  state: DrawState,
): { matches: StoredDrawMatch[]; walkovers: string[] } {
  let current = settle(matches, state);
  const walkovers: string[] = [];
  if (withdrawn.size === 0) return { matches: current, walkovers };
  // Each pass decides at least one match, so there are at most as many passes as matches.
  for (let pass = 0; pass <= matches.length; pass++) {
    const due = current.filter((match) => open(match) && (withdrawn.has(match.a!) || withdrawn.has(match.b!)));
    if (due.length === 0) break;
    const codes = new Set(due.map((match) => match.code));
    current = settle(
      current.map((match) => {
        if (!codes.has(match.code)) return match;
        const winner: MatchSlot = withdrawn.has(match.a!) && !withdrawn.has(match.b!) ? "b" : "a";
        return { ...match, score: walkoverScore(winner), winner };
      }),
      state,
    );
    walkovers.push(...due.map((match) => match.code));
  }
  return { matches: current, walkovers };
}

/** A match a pair still has to play: its code and, when known, the rival pair. */
export interface PendingMatch {
  code: string;
  rival: string | null;
}

/**
 * The matches a pair has left in the draw as it stands (no result, not a bye): what a withdrawal turns
 * into walkovers now (rival known) or once the rival is known (rival null).
 */
export function pendingMatchesOf(matches: readonly StoredDrawMatch[], entryId: string): PendingMatch[] {
  return matches
    .filter((match) => !match.bye && match.winner === null && (match.a === entryId || match.b === entryId))
    .map((match) => ({ code: match.code, rival: match.a === entryId ? match.b : match.a }));
}

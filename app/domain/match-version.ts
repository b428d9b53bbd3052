// Several editors at once (issue 31, docs/product.md §10.2): every write to what a draw match's result form
// edits (its result, its pairs, a W.O.) counts one more version, and a form sends the version it was opened
// with. A save from an older version is refused with the match as it is now, so an editor never overwrites
// a change made elsewhere without seeing it first.
import { refusedWith, type Refusal } from "./result";

export const STALE_MATCH = "Este partido cambió mientras lo editabas";

/** What the refusal says the match is now: the winner-first result (result-text.ts), or none. */
export type MatchNow = { version: number; result: string | null };

export type StaleMatch = Refusal & { now: MatchNow };

/** The largest version a form may send (a PostgreSQL integer). */
export const MAX_MATCH_VERSION = 2_147_483_647;

/** 'Este partido cambió mientras lo editabas. Ahora: A / B ganan a C / D 6-3 6-4' (or 'Ahora: sin resultado'). */
export function staleMatchMessage(result: string | null): string {
  return `${STALE_MATCH}. Ahora: ${result ?? "sin resultado"}`;
}

/**
 * A save from the version its form was opened with goes on only while the match is still at it. `opened`
 * undefined: a write that read the match in its own transaction (the demo seed, Padel Score's sync).
 */
export function isStale(opened: number | undefined, version: number): boolean {
  return opened !== undefined && opened !== version;
}

/** The refusal of a stale save: the message, and the match as it is now for the form to show and go on from. */
export function staleMatch(now: MatchNow): { ok: false } & StaleMatch {
  return refusedWith({ message: staleMatchMessage(now.result), status: 409, now });
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIN_ENTRIES } from "./draw-bracket";
import { type DrawPlan, type DrawState, drawPlacements, plannedMatches, settledSlots, type StoredDrawMatch } from "./draw-progress";
import { pendingMatchesOf, walkoverScore, withdrawalWalkovers } from "./draw-withdrawal";
import { type MatchScore, parseMatchScore } from "./match-result";
import { DEFAULT_RULES } from "./score-rules";
import { MAX_DRAW_SEED, seededRandom } from "./seeded-random";

const RULES = { ...DEFAULT_RULES, tieBreak: true };
const ids = (count: number) => Array.from({ length: count }, (_, i) => `e${i + 1}`);

function parsed(text: string): MatchScore {
  const result = parseMatchScore(text, RULES);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
const WIN = { a: parsed("6-3 6-4"), b: parsed("3-6 4-6") };

function planned(count: number, plan: DrawPlan): StoredDrawMatch[] {
  const made = plannedMatches(ids(count), plan);
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

const ELIMINATION: DrawPlan = { format: "elimination", qualifiersPerGroup: 1, consolation: false };
const CONSOLATION: DrawPlan = { ...ELIMINATION, consolation: true };
const GROUPS: DrawPlan = { format: "groups", qualifiersPerGroup: 1, consolation: false };
const stateOf = (plan: DrawPlan, drawSeed = 7): DrawState => ({ ...plan, rules: RULES, drawSeed });

function settle(matches: readonly StoredDrawMatch[], state: DrawState): StoredDrawMatch[] {
  const slots = settledSlots(matches, state);
  return matches.map((match) => ({ ...match, ...slots.get(match.code)! }));
}

/** Enters the winner of `code` (settling the slots first, as the server does). */
function play(matches: StoredDrawMatch[], code: string, winner: "a" | "b", state: DrawState): StoredDrawMatch[] {
  return settle(
    settle(matches, state).map((match) => (match.code === code ? { ...match, score: WIN[winner], winner } : match)),
    state,
  );
}

const byCode = (matches: readonly StoredDrawMatch[], code: string) => matches.find((match) => match.code === code)!;

describe("withdrawalWalkovers", () => {
  it("changes nothing without withdrawn pairs", () => {
    const state = stateOf(ELIMINATION);
    const matches = planned(8, ELIMINATION);
    expect(withdrawalWalkovers(matches, new Set(), state)).toEqual({ matches: settle(matches, state), walkovers: [] });
  });

  it("gives the rival a W.O. and moves it on, keeping the results already played", () => {
    // 8 pairs: P1-1 is e1 v e8, P1-2 e4 v e5; their winners meet in P2-1.
    const state = stateOf(ELIMINATION);
    let matches = play(planned(8, ELIMINATION), "P1-1", "a", state);
    const { matches: after, walkovers } = withdrawalWalkovers(matches, new Set(["e1"]), state);
    expect(walkovers).toEqual([]);
    expect(byCode(after, "P1-1").score).toEqual(WIN.a);
    // e1 waits for its rival in P2-1: the walkover comes once P1-2 is decided.
    matches = play(after, "P1-2", "b", state);
    const next = withdrawalWalkovers(matches, new Set(["e1"]), state);
    expect(next.walkovers).toEqual(["P2-1"]);
    expect(byCode(next.matches, "P2-1")).toMatchObject({ a: "e1", b: "e5", winner: "b", score: walkoverScore("b") });
    expect(byCode(next.matches, "P3-1").a).toBe("e5");
  });

  it("sends a first-round loser by W.O. to the consolation, where it loses by W.O. again", () => {
    const state = stateOf(CONSOLATION);
    const matches = planned(4, CONSOLATION);
    // 4 pairs: P1-1 e1 v e4, P1-2 e2 v e3; consolation C1-1 takes both losers.
    const { matches: after, walkovers } = withdrawalWalkovers(matches, new Set(["e4"]), state);
    expect(walkovers).toEqual(["P1-1"]);
    expect(byCode(after, "C1-1")).toMatchObject({ a: "e4", b: null, winner: null });
    const played = play(after, "P1-2", "a", state);
    const next = withdrawalWalkovers(played, new Set(["e4"]), state);
    expect(next.walkovers).toEqual(["C1-1"]);
    expect(byCode(next.matches, "C1-1")).toMatchObject({ a: "e4", b: "e3", winner: "b" });
  });

  it("plays a group's matches left by W.O., in one pass, and places the group", () => {
    const state = stateOf(GROUPS);
    const matches = planned(6, GROUPS);
    const { matches: after, walkovers } = withdrawalWalkovers(matches, new Set(["e1"]), state);
    const own = after.filter((match) => match.stage === "group" && (match.a === "e1" || match.b === "e1"));
    expect(walkovers.sort()).toEqual(own.map((match) => match.code).sort());
    for (const match of own) expect(match.winner).toBe(match.a === "e1" ? "b" : "a");
  });

  it("gives slot a the match between two withdrawn pairs, and its next rival a W.O.", () => {
    const state = stateOf(ELIMINATION);
    const { matches } = withdrawalWalkovers(planned(4, ELIMINATION), new Set(["e1", "e4"]), state);
    expect(byCode(matches, "P1-1")).toMatchObject({ a: "e1", b: "e4", winner: "a" });
    const final = withdrawalWalkovers(play(matches, "P1-2", "b", state), new Set(["e1", "e4"]), state);
    expect(byCode(final.matches, "P2-1")).toMatchObject({ a: "e1", b: "e3", winner: "b" });
    expect(drawPlacements(final.matches)?.champion).toBe("e3");
  });
});

describe("pendingMatchesOf", () => {
  it("lists the matches a pair has left, with the rival when known", () => {
    const state = stateOf(ELIMINATION);
    const matches = settle(play(planned(8, ELIMINATION), "P1-1", "a", state), state);
    expect(pendingMatchesOf(matches, "e1")).toEqual([{ code: "P2-1", rival: null }]);
    expect(pendingMatchesOf(matches, "e8")).toEqual([]);
    expect(pendingMatchesOf(matches, "e4")).toEqual([{ code: "P1-2", rival: "e5" }]);
  });
});

const PLANS: DrawPlan[] = [ELIMINATION, CONSOLATION, GROUPS, { format: "groups", qualifiersPerGroup: 2, consolation: false }];

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A draw played to the end, pairs withdrawing at random points (as the server applies it after every change). */
function playWithWithdrawals(entries: number, plan: DrawPlan, seed: number, withdrawals: number) {
  const state = stateOf(plan, seed);
  const random = seededRandom(seed);
  const choose = (n: number) => Math.floor(random() * n);
  const made = plannedMatches(ids(entries), plan);
  if (!made.ok) return null;
  const entrySet = new Set(ids(entries));
  const withdrawn = new Set<string>();
  let matches = settle(made.value, state);
  const decidedBefore = new Map<string, StoredDrawMatch>();
  for (let step = 0; step < 4 * matches.length + 10; step++) {
    const open = matches.filter((match) => !match.bye && match.winner === null && match.a !== null && match.b !== null);
    if (open.length === 0) break;
    if (withdrawn.size < withdrawals && choose(4) === 0) {
      // Every result so far must stay as it is.
      for (const match of matches) if (match.winner !== null) decidedBefore.set(match.code, match);
      withdrawn.add(ids(entries)[choose(entries)]!);
    } else {
      // One result, or a whole round of them (courts finishing together); no open match has a withdrawn
      // pair: the walkovers were all entered after the last change.
      const batch = choose(2) === 0 ? [open[choose(open.length)]!] : open;
      for (const match of batch) check(!withdrawn.has(match.a!) && !withdrawn.has(match.b!), `${match.code} open with a withdrawn pair`);
      const codes = new Map(batch.map((match) => [match.code, choose(2) === 0 ? ("a" as const) : ("b" as const)]));
      matches = settle(
        matches.map((match) =>
          codes.has(match.code) ? { ...match, score: WIN[codes.get(match.code)!], winner: codes.get(match.code)! } : match,
        ),
        state,
      );
    }
    const before = matches;
    const result = withdrawalWalkovers(matches, withdrawn, state);
    matches = result.matches;
    for (const code of result.walkovers) {
      const match = byCode(matches, code);
      check(byCode(before, code).winner === null, `${code} already had a result`);
      check(match.score?.kind === "walkover", `${code} is not a W.O.`);
      // The W.O. goes against the withdrawn pair (slot a when both withdrew).
      check(withdrawn.has(match.winner === "a" ? match.b! : match.a!), `${code}: the W.O. goes against a pair still in`);
    }
    for (const match of matches) {
      for (const pair of [match.a, match.b]) check(pair === null || entrySet.has(pair), `${match.code}: ${pair} is not an entry`);
      check(match.winner === null || (match.a !== null && match.b !== null), `${match.code} has a result without two pairs`);
      check(!match.bye || match.b === null, `${match.code}: a bye with a pair in its bye slot`);
    }
    for (const [code, old] of decidedBefore) {
      const now = byCode(matches, code);
      check(
        now.a === old.a && now.b === old.b && now.winner === old.winner && now.score === old.score,
        `${code}: a result already played changed`,
      );
    }
  }
  return { matches, withdrawn };
}

describe("withdrawal properties", () => {
  it("after withdrawing any pairs at any point of any draw, every match has two real pairs or a bye, and the draw reaches a champion", () => {
    fc.assert(
      fc.property(
        // Up to 40 pairs here (groups of every size, byes at every round); draw-properties.test.ts plays 2 to 128.
        fc.integer({ min: MIN_ENTRIES, max: 40 }),
        fc.constantFrom(...PLANS),
        fc.nat({ max: MAX_DRAW_SEED }),
        fc.integer({ min: 1, max: 3 }),
        (entries, plan, seed, withdrawals) => {
          const played = playWithWithdrawals(entries, plan, seed, withdrawals);
          if (!played) return;
          const { matches } = played;
          for (const match of matches) {
            if (match.bye) expect(match.a).not.toBeNull();
            else expect(match.winner !== null && match.a !== null && match.b !== null).toBe(true);
          }
          expect(drawPlacements(matches)?.champion).toBeTruthy();
          const consolation = matches.filter((match) => match.stage === "consolation");
          if (consolation.length > 0) {
            const last = Math.max(...consolation.map((match) => match.round));
            expect(consolation.find((match) => match.round === last)!.winner).not.toBeNull();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

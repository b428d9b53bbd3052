// The draw engine proven over every entry count from 2 to 128 and every format (issue 31): a draw is
// made, then played the way the server plays it (each change settles the slots with `settledSlots` and
// stores them) with random results, walkovers, retirements, corrections and withdrawals, and checked
// after every step and at the end.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ENTRIES, MIN_ENTRIES } from "./draw-bracket";
import { splitGroups } from "./draw-groups";
import {
  checkCorrection,
  type DrawPlan,
  type DrawState,
  drawPlacements,
  groupsOf,
  groupTable,
  plannedMatches,
  settledSlots,
  type StoredDrawMatch,
} from "./draw-progress";
import { type MatchScore, parseMatchScore } from "./match-result";
import { DEFAULT_RULES } from "./score-rules";
import { MAX_DRAW_SEED, seededRandom } from "./seeded-random";

const RULES = { ...DEFAULT_RULES, tieBreak: true };

function parsed(text: string, winner?: "team1" | "team2"): MatchScore {
  const result = parseMatchScore(text, RULES, winner);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.value;
}

/** Results for each winning slot: sets (straight and three-set), a walkover and a retirement. */
const SCORES: Record<"a" | "b", MatchScore[]> = {
  a: [parsed("6-4 6-3"), parsed("4-6 7-6(5) 6-0"), parsed("6-0 6-0"), parsed("W.O.", "team1"), parsed("6-4 2-1 ret.", "team1")],
  b: [parsed("3-6 4-6"), parsed("6-4 6-7(5) 0-6"), parsed("0-6 0-6"), parsed("W.O.", "team2"), parsed("4-6 1-2 ret.", "team2")],
};
const WALKOVER = { a: parsed("W.O.", "team1"), b: parsed("W.O.", "team2") };

type Format = { name: string; plan: DrawPlan };
const FORMATS: Format[] = [
  { name: "eliminación directa", plan: { format: "elimination", qualifiersPerGroup: 1, consolation: false } },
  { name: "eliminación con consolación", plan: { format: "elimination", qualifiersPerGroup: 1, consolation: true } },
  { name: "grupos, pasa 1", plan: { format: "groups", qualifiersPerGroup: 1, consolation: false } },
  { name: "grupos, pasan 2", plan: { format: "groups", qualifiersPerGroup: 2, consolation: false } },
  // The organiser's group size (issue 31): wherever it can be made, the draw plays out as well.
  {
    name: "grupos de 3, pasan 2",
    plan: { format: "groups", qualifiersPerGroup: 2, consolation: false, groupSplit: { kind: "size", size: 3 } },
  },
  {
    name: "grupos de 5, pasa 1",
    plan: { format: "groups", qualifiersPerGroup: 1, consolation: false, groupSplit: { kind: "size", size: 5 } },
  },
];

const COUNTS = Array.from({ length: MAX_ENTRIES - MIN_ENTRIES + 1 }, (_, i) => i + MIN_ENTRIES);

/** Random runs per entry count: the small draws, where byes and groups vary most, get more. */
const runsFor = (entries: number) => (entries <= 16 ? 5 : entries <= 32 ? 2 : 1);

const ids = (count: number) => Array.from({ length: count }, (_, i) => `e${i + 1}`);

/** Whether the format can be made for this many entries (and if not, the refusal is checked). */
function plan(entries: number, format: Format): StoredDrawMatch[] | null {
  const made = plannedMatches(ids(entries), format.plan);
  const groups = splitGroups(entries, format.plan.groupSplit ?? null);
  const possible = format.plan.format === "elimination" || (groups.ok && groups.value.length * format.plan.qualifiersPerGroup >= 2);
  expect(made.ok).toBe(possible);
  return made.ok ? made.value : null;
}

/** Choices from a seed fast-check picks (failures print it, so a run can be replayed). */
function chooser(seed: number) {
  const random = seededRandom(seed);
  return (options: number) => Math.floor(random() * options);
}

const isKnockout = (match: StoredDrawMatch) => match.stage !== "group";
const playable = (match: StoredDrawMatch) => !match.bye && match.a !== null && match.b !== null && match.winner === null;
const loserOf = (match: StoredDrawMatch) => (match.winner === "a" ? match.b : match.a);
const winnerOf = (match: StoredDrawMatch) => (match.winner === "a" ? match.a : match.b);

/** What the server stores after a change: every slot as `settledSlots` works it out. */
function settle(matches: readonly StoredDrawMatch[], state: DrawState): StoredDrawMatch[] {
  const slots = settledSlots(matches, state);
  return matches.map((match) => ({ ...match, ...slots.get(match.code)! }));
}

/** Which draw is being played, for the failure message. */
let context = "";

/** A plain check: `expect` is too slow for the hundreds of thousands of checks of the steps. */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`${context}: ${message}`);
}

/** Invariants that hold after every step; `before` is the draw before the step, `changed` the matches it changed. */
function checkStep(
  entries: ReadonlySet<string>,
  before: readonly StoredDrawMatch[],
  after: readonly StoredDrawMatch[],
  changed: ReadonlyMap<string, unknown>,
) {
  const pending = new Map<string, string>();
  for (const match of after) {
    for (const pair of [match.a, match.b]) check(pair === null || entries.has(pair), `${match.code}: ${pair} is not an entry`);
    check(match.a === null || match.a !== match.b, `${match.code} has one pair twice`);
    if (match.bye) {
      check(match.b === null, `${match.code} is a bye with a pair in its bye slot`);
      check(match.winner === null, `${match.code} is a bye with a result`);
    }
    if (match.winner !== null) check(match.a !== null && match.b !== null, `${match.code} has a result without two pairs`);
    // In a knockout a pair waits for one match at a time.
    if (isKnockout(match) && playable(match)) {
      for (const pair of [match.a!, match.b!]) {
        check(!pending.has(pair), `${pair} waits in ${pending.get(pair)} and ${match.code}`);
        pending.set(pair, match.code);
      }
    }
  }
  // A result always belongs to the pairs it was entered for: no change moves the pairs of another decided match.
  const now = new Map(after.map((match) => [match.code, match]));
  for (const old of before) {
    if (changed.has(old.code) || old.winner === null) continue;
    const match = now.get(old.code)!;
    check(match.a === old.a && match.b === old.b, `${old.code} (decided ${old.a} v ${old.b}) now has ${match.a} v ${match.b}`);
  }
}

/** Whether clearing `code` leaves every other decided match with its pairs (the oracle for `checkCorrection`). */
function safeToClear(matches: readonly StoredDrawMatch[], code: string, state: DrawState): boolean {
  const cleared = settle(
    matches.map((match) => (match.code === code ? { ...match, score: null, winner: null } : match)),
    state,
  );
  return matches.every((match) => {
    if (match.code === code || match.winner === null) return true;
    const now = cleared.find((other) => other.code === match.code)!;
    return now.a === match.a && now.b === match.b;
  });
}

interface Played {
  matches: StoredDrawMatch[];
  /** Corrections made, and those refused because a later match already had a result. */
  corrections: number;
  refusals: number;
  withdrawals: number;
}

const MAX_CORRECTIONS = 6;
const MAX_WITHDRAWALS = 3;

/** Plays a draw to the end as the choices say; every step checked. */
function playOut(planned: readonly StoredDrawMatch[], state: DrawState, entries: readonly string[], seed: number): Played {
  const choose = chooser(seed);
  const entrySet = new Set(entries);
  const withdrawn = new Set<string>();
  let corrections = 0;
  let refusals = 0;
  let withdrawals = 0;
  let matches = settle(planned, state);
  checkStep(entrySet, planned, matches, new Map());
  const limit = 3 * matches.length + 2 * MAX_CORRECTIONS + 10;
  for (let step = 0; ; step++) {
    check(step < limit, "the draw never finishes");
    const open = matches.filter(playable);
    if (open.length === 0) break;
    const action = choose(12);
    const decided = matches.filter((match) => match.winner !== null);
    type Result = { score: MatchScore; winner: "a" | "b" } | null;
    const changes = new Map<string, Result>();
    const randomResult = (): Result => {
      const winner = choose(2) === 0 ? "a" : "b";
      return { score: SCORES[winner][choose(SCORES[winner].length)]!, winner };
    };
    if (action === 0 && corrections < MAX_CORRECTIONS && decided.length > 0) {
      const match = decided[choose(decided.length)]!;
      corrections++;
      const allowed = checkCorrection(matches, match.code, state);
      const safe = safeToClear(matches, match.code, state);
      check(allowed.ok === safe, `correcting ${match.code}: ${allowed.ok ? "allowed but changes decided matches" : allowed.message}`);
      if (!allowed.ok) {
        refusals++;
        continue;
      }
      // Half the corrections clear the result (it is played again later), half enter another one.
      changes.set(match.code, choose(2) === 0 ? null : randomResult());
    } else if (action === 1 && withdrawals < MAX_WITHDRAWALS) {
      // A withdrawn pair loses every match it has left by W.O. (results already played stay).
      withdrawals++;
      withdrawn.add(entries[choose(entries.length)]!);
      continue;
    } else {
      // One result, or several entered before the slots are settled again (courts finishing together).
      const count = choose(3) === 0 ? 1 : 1 + choose(open.length);
      for (let i = 0; i < count; i++) {
        const match = open.splice(choose(open.length), 1)[0]!;
        const out = { a: withdrawn.has(match.a!), b: withdrawn.has(match.b!) };
        const winner = out.a && !out.b ? "b" : "a";
        changes.set(match.code, out.a || out.b ? { score: WALKOVER[winner], winner } : randomResult());
      }
    }
    const before = matches;
    matches = settle(
      matches.map((match) => {
        if (!changes.has(match.code)) return match;
        const result = changes.get(match.code)!;
        return { ...match, score: result?.score ?? null, winner: result?.winner ?? null };
      }),
      state,
    );
    checkStep(entrySet, before, matches, changes);
  }
  return { matches, corrections: corrections - refusals, refusals, withdrawals: withdrawn.size };
}

/** Losses of each pair in a knockout stage. */
function lossesIn(matches: readonly StoredDrawMatch[], stage: "main" | "consolation"): Map<string, number> {
  const losses = new Map<string, number>();
  for (const match of matches) {
    if (match.stage !== stage || match.winner === null) continue;
    const loser = loserOf(match)!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  return losses;
}

/** The pairs taking part in a knockout stage. */
function pairsIn(matches: readonly StoredDrawMatch[], stage: "main" | "consolation"): Set<string> {
  return new Set(matches.filter((match) => match.stage === stage).flatMap((match) => [match.a, match.b].filter((pair) => pair !== null)));
}

function finalOf(matches: readonly StoredDrawMatch[], stage: "main" | "consolation"): StoredDrawMatch {
  const own = matches.filter((match) => match.stage === stage);
  const last = Math.max(...own.map((match) => match.round));
  const finals = own.filter((match) => match.round === last);
  expect(finals).toHaveLength(1);
  return finals[0]!;
}

/** A knockout stage played to the end: one champion, everyone else out exactly once. */
function checkKnockoutFinished(matches: readonly StoredDrawMatch[], stage: "main" | "consolation", expectedPairs: ReadonlySet<string>) {
  const pairs = pairsIn(matches, stage);
  expect([...pairs].sort(), `${context}: pairs in ${stage}`).toEqual([...expectedPairs].sort());
  const final = finalOf(matches, stage);
  check(final.winner !== null, `${stage} final undecided`);
  const champion = winnerOf(final)!;
  const losses = lossesIn(matches, stage);
  expect(losses.has(champion)).toBe(false);
  for (const pair of pairs) if (pair !== champion) check(losses.get(pair) === 1, `${pair} lost ${losses.get(pair) ?? 0} times in ${stage}`);
  return champion;
}

function checkFinished(played: Played, state: DrawState, plan: DrawPlan, entries: readonly string[]) {
  const { matches } = played;
  // Every match has two real pairs and a result, or is a bye with exactly one pair.
  for (const match of matches) {
    // The pages show 'Pase directo' in slot b only: the bye is always there.
    if (match.bye) check(match.a !== null && match.b === null, `${match.code}: a bye without its pair in slot a`);
    else check(match.winner !== null && match.a !== null && match.b !== null, `${match.code} not played`);
  }

  // Who enters the main knockout: every entry, or each group's first (and second) in its final table.
  let mainPairs: Set<string>;
  if (plan.format === "elimination") mainPairs = new Set(entries);
  else {
    const tables = groupsOf(matches).map((group) => groupTable(matches, group, state));
    for (const table of tables) check(table.complete, "a group is not finished");
    mainPairs = new Set(tables.flatMap((table) => table.rows.slice(0, plan.qualifiersPerGroup).map((row) => row.entryId)));
  }
  const champion = checkKnockoutFinished(matches, "main", mainPairs);

  // Placements are read off the bracket: the final's two pairs, then the losers of the semifinals played.
  const final = finalOf(matches, "main");
  const semifinals = matches
    .filter((match) => match.stage === "main" && match.round === final.round - 1 && !match.bye)
    .sort((x, y) => x.position - y.position);
  expect(drawPlacements(matches), `${context}: placements`).toEqual({
    champion,
    runnerUp: loserOf(final),
    semifinalists: semifinals.map(loserOf),
  });

  const consolation = matches.filter((match) => match.stage === "consolation");
  const firstRoundPlayed = matches.filter((match) => match.stage === "main" && match.round === 1 && !match.bye);
  if (plan.format === "elimination" && plan.consolation && firstRoundPlayed.length >= 2) {
    // Every first-round loser that played is in the consolation draw, once, and it has a champion.
    const losers = new Set(firstRoundPlayed.map((match) => loserOf(match)!));
    checkKnockoutFinished(matches, "consolation", losers);
  } else expect(consolation).toEqual([]);
}

describe("draw engine properties (every entry count from 2 to 128, every format)", () => {
  for (const format of FORMATS) {
    it(`${format.name}: every draw is played to its champions whatever the results`, () => {
      const seen = { corrections: 0, refusals: 0, withdrawals: 0, groupSizes: new Set<number>() };
      for (const entries of COUNTS) {
        const planned = plan(entries, format);
        if (!planned) continue;
        const sizes = splitGroups(entries, format.plan.groupSplit ?? null);
        for (const size of sizes.ok ? sizes.value : []) if (format.plan.format === "groups") seen.groupSizes.add(size);
        context = `${entries} parejas, ${format.name}`;
        fc.assert(
          fc.property(fc.nat({ max: MAX_DRAW_SEED }), (seed) => {
            // The seed also draws the groups' last tie-break, as a draw's stored seed does.
            const state: DrawState = { ...format.plan, rules: RULES, drawSeed: seed };
            const played = playOut(planned, state, ids(entries), seed);
            checkFinished(played, state, format.plan, ids(entries));
            seen.corrections += played.corrections;
            seen.refusals += played.refusals;
            seen.withdrawals += played.withdrawals;
          }),
          { numRuns: runsFor(entries) },
        );
      }
      // The runs did exercise corrections (allowed and refused) and withdrawals, and every allowed group size.
      expect(seen.corrections).toBeGreaterThan(0);
      expect(seen.refusals).toBeGreaterThan(0);
      expect(seen.withdrawals).toBeGreaterThan(0);
      const split = format.plan.groupSplit;
      if (format.plan.format === "groups" && !split) expect([...seen.groupSizes].sort()).toEqual([3, 4, 5]);
      if (split?.kind === "size") expect([...seen.groupSizes].sort()).toEqual(split.size === 3 ? [3, 4] : [4, 5]);
    });
  }
});

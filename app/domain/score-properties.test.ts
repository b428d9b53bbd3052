// Property test of the Padel Score machine: thousands of random point sequences under every rule set.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyScoreEvent,
  initialMachine,
  type ScoreEvent,
  scoreMatch,
  type ScoreRules,
  type ScoreState,
  setsToWin,
  stateOf,
  type TeamId,
  totalGames,
} from "./score";

const rulesArb = fc.record<ScoreRules>({
  deuceRule: fc.constantFrom("golden", "advantage", "star"),
  numberOfSets: fc.constantFrom(1, 3),
  tieBreak: fc.boolean(),
  superTieBreak: fc.boolean(),
});

type Action = TeamId | "undo";
const actionsArb = fc.array(
  fc.oneof({ weight: 10, arbitrary: fc.constantFrom<Action>("team1", "team2") }, { weight: 1, arbitrary: fc.constant<Action>("undo") }),
  { maxLength: 400 },
);
// Streaky sequences (one team wins runs of points) reach set and match ends more often.
const streakyArb = fc
  .array(fc.tuple(fc.constantFrom<TeamId>("team1", "team2"), fc.integer({ min: 1, max: 12 })), { maxLength: 60 })
  .map((runs) => runs.flatMap(([team, n]) => Array.from({ length: n }, () => team)));

const toEvent = (action: Action, i: number): ScoreEvent =>
  action === "undo" ? { type: "undo", at: 2000 + i } : { type: "point", team: action, at: 2000 + i };

function checkValidState(state: ScoreState, rules: ScoreRules) {
  const needed = setsToWin(rules.numberOfSets);
  expect(state.sets.team1 + state.sets.team2).toBe(state.setsHistory.length);
  expect(state.sets.team1).toBeLessThanOrEqual(needed);
  expect(state.sets.team2).toBeLessThanOrEqual(needed);
  if (state.phase === "finished") {
    const winner = state.winner as TeamId;
    expect(winner).not.toBeNull();
    expect(state.sets[winner]).toBeGreaterThan(rules.numberOfSets / 2);
    expect(state.server).toBeNull();
  } else {
    expect(state.winner).toBeNull();
    expect(state.server).not.toBeNull();
  }
  if (rules.deuceRule === "golden" && state.gameKind === "game") {
    expect(Math.max(state.points.team1, state.points.team2)).toBeLessThanOrEqual(3);
  }
  if (rules.deuceRule === "star" && state.gameKind === "game") {
    expect(Math.max(state.points.team1, state.points.team2)).toBeLessThanOrEqual(5);
  }
  if (rules.deuceRule !== "golden" && state.gameKind === "game" && Math.min(state.points.team1, state.points.team2) >= 3) {
    expect(Math.abs(state.points.team1 - state.points.team2)).toBeLessThanOrEqual(1);
  }
  if (state.gameKind === "tie-break") expect(state.games).toEqual({ team1: 6, team2: 6 });
  for (const set of state.setsHistory) {
    if (set.superTieBreak) {
      expect(rules.superTieBreak).toBe(true);
      continue;
    }
    const hi = Math.max(set.team1, set.team2);
    const lo = Math.min(set.team1, set.team2);
    if (set.tieBreak) expect([hi, lo, rules.tieBreak]).toEqual([7, 6, true]);
    else expect(hi >= 6 && hi - lo >= 2 && (!rules.tieBreak || hi <= 7)).toBe(true);
  }
}

describe("property: random point sequences", () => {
  it("games and sets only grow, the winner has more than half the sets, and a finished match takes no points", () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.constantFrom<TeamId>("team1", "team2"),
        fc.oneof(
          streakyArb,
          actionsArb.map((a) => a.filter((x) => x !== "undo")),
        ),
        (rules, server, teams) => {
          let machine = applyScoreEvent(initialMachine(), { type: "start", server, at: 1000 }, rules);
          let previous = stateOf(machine);
          teams.forEach((team, i) => {
            machine = applyScoreEvent(machine, toEvent(team, i), rules);
            const state = stateOf(machine);
            checkValidState(state, rules);
            if (previous.phase === "finished") {
              expect({ ...state, timer: null }).toEqual({ ...previous, timer: null });
            } else {
              expect(state.pointsPlayed).toBe(previous.pointsPlayed + 1);
            }
            const before = totalGames(previous);
            const after = totalGames(state);
            expect(after.team1).toBeGreaterThanOrEqual(before.team1);
            expect(after.team2).toBeGreaterThanOrEqual(before.team2);
            expect(state.sets.team1).toBeGreaterThanOrEqual(previous.sets.team1);
            expect(state.sets.team2).toBeGreaterThanOrEqual(previous.sets.team2);
            previous = state;
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("undo is the exact inverse of the last point, back to the start", () => {
    fc.assert(
      fc.property(rulesArb, actionsArb, (rules, actions) => {
        // A model of what undo should do: a stack of the points still in effect.
        const effective: ScoreEvent[] = [];
        const events: ScoreEvent[] = [{ type: "start", server: "team1", at: 1000 }];
        actions.forEach((action, i) => {
          const event = toEvent(action, i);
          events.push(event);
          if (action === "undo") effective.pop();
          else if (scoreMatch(rules, [events[0]!, ...effective]).phase === "playing") effective.push(event);
        });
        const replayed = scoreMatch(rules, events);
        const expected = scoreMatch(rules, [events[0]!, ...effective]);
        expect({ ...replayed, timer: null }).toEqual({ ...expected, timer: null });
        checkValidState(replayed, rules);
      }),
      { numRuns: 1000 },
    );
  });
});

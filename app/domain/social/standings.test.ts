import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ScoredRound, socialStandings } from "./standings";

// Five players, one court, two rounds: e sits out round 1, d round 2.
const ROUNDS: ScoredRound[] = [
  { number: 1, matches: [{ court: 1, team1: ["a", "b"], team2: ["c", "d"], points: [15, 9] }], sittingOut: ["e"] },
  { number: 2, matches: [{ court: 1, team1: ["a", "c"], team2: ["b", "e"], points: [10, 14] }], sittingOut: ["d"] },
];
const PLAYERS = ["a", "b", "c", "d", "e"];

const table = (rows: ReturnType<typeof socialStandings>) =>
  rows.map((r) => `${r.position}. ${r.player} ${r.points} (${r.won}G ${r.difference})`);

describe("socialStandings", () => {
  it("totals points, compensating a sit-out with the player's average", () => {
    expect(table(socialStandings(ROUNDS, PLAYERS, { kind: "promedio" }))).toEqual([
      "1. b 29 (2G 10)",
      "2. e 28 (1G 4)",
      "3. a 25 (1G 2)",
      "4. c 19 (0G -10)",
      "5. d 18 (0G -6)",
    ]);
  });

  it("or with the organiser's fixed number", () => {
    const rows = socialStandings(ROUNDS, PLAYERS, { kind: "fijo", points: 10 });
    expect(table(rows)).toEqual(["1. b 29 (2G 10)", "2. a 25 (1G 2)", "3. e 24 (1G 4)", "4. d 19 (0G -6)", "5. c 19 (0G -10)"]);
    expect(rows.find((r) => r.player === "e")).toEqual({
      player: "e",
      position: 3,
      points: 24,
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      pointsFor: 14,
      pointsAgainst: 10,
      difference: 4,
      sitOuts: 1,
      compensation: 10,
    });
  });

  it("rounds an average to one decimal and compensates only rounds whose every match has a score", () => {
    const rounds: ScoredRound[] = [
      { number: 1, matches: [{ court: 1, team1: ["a", "b"], team2: ["c", "d"], points: [13, 8] }], sittingOut: ["e"] },
      { number: 2, matches: [{ court: 1, team1: ["a", "e"], team2: ["b", "c"], points: [10, 11] }], sittingOut: ["d"] },
      { number: 3, matches: [{ court: 1, team1: ["a", "d"], team2: ["b", "e"], points: null }], sittingOut: ["c"] },
    ];
    const rows = socialStandings(rounds, PLAYERS, { kind: "promedio" });
    // a: 13 + 10 over two matches, d: 8 in one (sat out round 2), c: 19 in two (round 3 not complete).
    expect(rows.map((r) => [r.player, r.points, r.compensation])).toEqual([
      ["b", 24, 0],
      ["a", 23, 0],
      ["e", 20, 10],
      ["c", 19, 0],
      ["d", 16, 8],
    ]);
    expect(socialStandings(rounds, PLAYERS, { kind: "fijo", points: 7.5 }).find((r) => r.player === "e")!.points).toBe(17.5);
  });

  it("breaks a tie on points, wins and difference by head-to-head", () => {
    const rounds: ScoredRound[] = [
      { number: 1, matches: [{ court: 1, team1: ["a", "b"], team2: ["c", "d"], points: [12, 12] }], sittingOut: [] },
      { number: 2, matches: [{ court: 1, team1: ["a", "c"], team2: ["b", "d"], points: [14, 10] }], sittingOut: [] },
      { number: 3, matches: [{ court: 1, team1: ["a", "d"], team2: ["b", "c"], points: [10, 14] }], sittingOut: [] },
    ];
    // a and b: 36 points, one win, difference 0; a beat b in round 2 and b beat a in round 3, so they
    // are level head-to-head too and the id decides.
    expect(table(socialStandings(rounds, ["d", "c", "b", "a"], { kind: "promedio" }))).toEqual([
      "1. c 40 (2G 8)",
      "2. a 36 (1G 0)",
      "3. b 36 (1G 0)",
      "4. d 32 (0G -8)",
    ]);
  });

  it("puts the head-to-head winner first when two players are level on everything else", () => {
    const rounds: ScoredRound[] = [
      { number: 1, matches: [{ court: 1, team1: ["b", "x"], team2: ["a", "y"], points: [13, 11] }], sittingOut: [] },
      {
        number: 2,
        matches: [
          { court: 1, team1: ["a", "x"], team2: ["y", "z"], points: [13, 11] },
          { court: 2, team1: ["b", "w"], team2: ["v", "u"], points: [11, 13] },
        ],
        sittingOut: [],
      },
    ];
    expect(table(socialStandings(rounds, [], { kind: "promedio" }))).toEqual([
      "1. x 26 (2G 4)",
      "2. b 24 (1G 0)",
      "3. a 24 (1G 0)",
      "4. y 22 (0G -4)",
      "5. u 13 (1G 2)",
      "6. v 13 (1G 2)",
      "7. w 11 (0G -2)",
      "8. z 11 (0G -2)",
    ]);
  });

  it("orders the same whatever order the rounds, matches and players come in", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.shuffledSubarray(["a", "b", "c", "d", "e", "f"], { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 24 })),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.boolean(),
        (games, fixed) => {
          const rounds: ScoredRound[] = games.map(([[p1, p2, p3, p4], points], i) => ({
            number: i + 1,
            matches: [{ court: 1, team1: [p1!, p2!], team2: [p3!, p4!], points: [points, 24 - points] }],
            sittingOut: ["a", "b", "c", "d", "e", "f"].filter((id) => ![p1, p2, p3, p4].includes(id)),
          }));
          const rule = fixed ? ({ kind: "fijo", points: 10 } as const) : ({ kind: "promedio" } as const);
          const rows = socialStandings(rounds, ["a", "b", "c", "d", "e", "f"], rule);
          expect(socialStandings([...rounds].reverse(), ["f", "e", "d", "c", "b", "a"], rule)).toEqual(rows);
          expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
          // Each match gives its 24 points to each player of the side that won them: 48 a match.
          expect(rows.reduce((sum, r) => sum + r.pointsFor, 0)).toBe(48 * rounds.length);
          for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
        },
      ),
    );
  });
});

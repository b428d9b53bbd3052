import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesPerRound } from "./americano";
import { mexicanoOpeningOrder, mexicanoRound, mexicanoTeamsRound } from "./mexicano";
import { sittingOutHistory } from "./sit-outs";
import { analyse } from "./testing";
import type { MexicanoRule, PlayerId, Round } from "./types";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `j${String(i + 1).padStart(2, "0")}`);

function round(input: Parameters<typeof mexicanoRound>[0]): Round {
  const result = mexicanoRound(input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("mexicanoRound", () => {
  it("pairs each group of four by the organiser's rule, the top four on court 1", () => {
    const standings = ids(8);
    expect(round({ standings, courts: 2, rule: "1y3-vs-2y4", round: 2, sittingOutHistory: [[]] })).toEqual({
      number: 2,
      matches: [
        { court: 1, team1: ["j01", "j03"], team2: ["j02", "j04"] },
        { court: 2, team1: ["j05", "j07"], team2: ["j06", "j08"] },
      ],
      sittingOut: [],
    });
    expect(round({ standings, courts: 2, rule: "1y4-vs-2y3", round: 2, sittingOutHistory: [[]] }).matches).toEqual([
      { court: 1, team1: ["j01", "j04"], team2: ["j02", "j03"] },
      { court: 2, team1: ["j05", "j08"], team2: ["j06", "j07"] },
    ]);
  });

  it("sits out who has rested least, and the others close up in standings order", () => {
    // Six players, one court: j05 and j06 (the last two) sat out round 1, so two of the first four sit now.
    const next = round({ standings: ids(6), courts: 3, rule: "1y3-vs-2y4", round: 2, sittingOutHistory: [["j05", "j06"]] });
    expect(next.sittingOut).toEqual(["j03", "j04"]);
    expect(next.matches).toEqual([{ court: 1, team1: ["j01", "j05"], team2: ["j02", "j06"] }]);
  });

  it("counts a late arrival's missed rounds as rests", () => {
    const first = round({ standings: ids(5), courts: 1, rule: "1y3-vs-2y4", round: 1, sittingOutHistory: [] });
    expect(first.sittingOut).toEqual(["j05"]);
    const present = [...ids(5), "tarde"];
    const history = sittingOutHistory([first], present);
    expect(history).toEqual([["j05", "tarde"]]);
    const second = round({ standings: present, courts: 1, rule: "1y3-vs-2y4", round: 2, sittingOutHistory: history });
    expect(second.sittingOut).toEqual(["j03", "j04"]);
  });

  it("opens round 1 at random from a seed or by level", () => {
    expect(mexicanoOpeningOrder(ids(6), { kind: "azar", seed: 9 })).toEqual(
      mexicanoOpeningOrder([...ids(6)].reverse(), { kind: "azar", seed: 9 }),
    );
    expect(mexicanoOpeningOrder(ids(6), { kind: "azar", seed: 9 }).sort()).toEqual(ids(6));
    expect(mexicanoOpeningOrder(["a", "b", "c", "d"], { kind: "nivel", levels: { a: 3.1, b: 4.5, c: 3.1 } })).toEqual(["b", "a", "c", "d"]);
  });

  it("plays fixed pairs 1st against 2nd, 3rd against 4th", () => {
    const result = mexicanoTeamsRound({
      standings: [
        ["a1", "a2"],
        ["b1", "b2"],
        ["c1", "c2"],
        ["d1", "d2"],
        ["e1", "e2"],
      ],
      courts: 2,
      round: 1,
      sittingOutHistory: [],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        number: 1,
        matches: [
          { court: 1, team1: ["a1", "a2"], team2: ["b1", "b2"] },
          { court: 2, team1: ["c1", "c2"], team2: ["d1", "d2"] },
        ],
        sittingOut: ["e1", "e2"],
      },
    });
  });

  it("refuses bad input in Spanish", () => {
    expect(mexicanoRound({ standings: ids(3), courts: 1, rule: "1y3-vs-2y4", round: 1, sittingOutHistory: [] })).toEqual({
      ok: false,
      message: "Se necesitan al menos 4 jugadores.",
    });
    expect(mexicanoRound({ standings: ids(8), courts: 11, rule: "1y3-vs-2y4", round: 1, sittingOutHistory: [] })).toEqual({
      ok: false,
      message: "Indica entre 1 y 10 canchas.",
    });
  });

  it("for 4 to 40 players on 1 to 10 courts over many rounds: nobody twice, fair sit-outs, pairs follow the standings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<MexicanoRule>("1y3-vs-2y4", "1y4-vs-2y3"),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        (n, courts, rule, rounds, seed) => {
          const players = ids(n);
          const played: Round[] = [];
          let standings: PlayerId[] = mexicanoOpeningOrder(players, { kind: "azar", seed });
          for (let number = 1; number <= rounds; number++) {
            const next = round({ standings, courts, rule, round: number, sittingOutHistory: sittingOutHistory(played, players) });
            expect(next.matches).toHaveLength(matchesPerRound(n, courts));
            // Each court's four are consecutive in the standings (without the sit-outs), paired by the rule.
            const order = standings.filter((id) => !next.sittingOut.includes(id));
            next.matches.forEach((m, k) => {
              const [p1, p2, p3, p4] = order.slice(4 * k, 4 * k + 4);
              expect([m.team1, m.team2]).toEqual(
                rule === "1y3-vs-2y4"
                  ? [
                      [p1, p3],
                      [p2, p4],
                    ]
                  : [
                      [p1, p4],
                      [p2, p3],
                    ],
              );
            });
            played.push(next);
            // Any next standings: a shuffle stands in for the results.
            standings = mexicanoOpeningOrder(players, { kind: "azar", seed: (seed + number) % 0xffffffff });
          }
          const a = analyse(played, players);
          expect(a.problems).toEqual([]);
          for (const rests of a.restsAfter) expect(Math.max(...rests.values()) - Math.min(...rests.values())).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});

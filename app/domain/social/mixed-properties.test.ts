// Mixed events (issue 32: one man and one woman per side). Americano's schedule for every player count
// from 4 to 40 split into men and women (at least two of each) and every court count from 1 to 10: every
// side is a man and a woman, nobody plays twice in a round, sit-outs are fair within each gender, and the
// most times a man and a woman partner equals the lower bound (and the brute-force optimum for small
// counts); the same after late arrivals and early leavers. Mexicano: men and women ranked apart.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { americanoSchedule, MIXED_TOO_FEW, mixedMatchesPerRound, rescheduleFrom } from "./americano";
import { mexicanoRound } from "./mexicano";
import { sittingOutHistory } from "./sit-outs";
import { analyse, mixedPartnerRepeatsLowerBound, mixedProblems, optimalMixedPartnerRepeats } from "./testing";
import { MAX_SOCIAL_COURTS, MAX_SOCIAL_PLAYERS, MIN_SOCIAL_PLAYERS, type PlayerId, type Round } from "./types";

const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, "0")}`);
const COUNTS = Array.from({ length: MAX_SOCIAL_PLAYERS - MIN_SOCIAL_PLAYERS + 1 }, (_, i) => i + MIN_SOCIAL_PLAYERS);
const COURTS = Array.from({ length: MAX_SOCIAL_COURTS }, (_, i) => i + 1);

function made<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/**
 * Sit-out fairness within one gender: before each round nobody of `group` who sits out has rested more than
 * anyone of `group` who plays, and after it their rests differ by at most one (missed rounds count as rests).
 */
function unfairRounds(rounds: readonly Round[], group: readonly PlayerId[], rests = new Map(group.map((id) => [id, 0]))) {
  const unfair: string[] = [];
  const inGroup = new Set(group);
  for (const round of rounds) {
    const sitting = round.sittingOut.filter((id) => inGroup.has(id));
    const playing = group.filter((id) => !sitting.includes(id));
    if (sitting.length > 0 && Math.max(...sitting.map((id) => rests.get(id)!)) > Math.min(...playing.map((id) => rests.get(id)!))) {
      unfair.push(`round ${round.number}: sat out with more rests`);
    }
    for (const id of sitting) rests.set(id, rests.get(id)! + 1);
    const counts = group.map((id) => rests.get(id)!);
    if (Math.max(...counts) - Math.min(...counts) > 1) unfair.push(`round ${round.number}: rests apart by more than one`);
  }
  return unfair;
}

function check(schedule: readonly Round[], men: readonly PlayerId[], women: readonly PlayerId[]) {
  const a = analyse(schedule, [...men, ...women]);
  expect(a.problems).toEqual([]);
  expect(mixedProblems(schedule, women)).toEqual([]);
  expect(unfairRounds(schedule, men)).toEqual([]);
  expect(unfairRounds(schedule, women)).toEqual([]);
  return a;
}

describe("a mixed Americano for every player count and court count", () => {
  it.each(COUNTS)("%i players, men and women in any split, on 1 to 10 courts", (n) => {
    for (const courts of COURTS) {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: n - 2 }), fc.integer({ min: 1, max: 10 }), fc.nat(), (w, rounds, seed) => {
          const [men, women] = [ids(n - w, "h"), ids(w, "m")];
          const schedule = made(americanoSchedule({ players: [...men, ...women], women, courts, rounds, seed }));
          const m = mixedMatchesPerRound(n - w, w, courts);
          expect(schedule.map((r) => [r.number, r.matches.length])).toEqual(Array.from({ length: rounds }, (_, i) => [i + 1, m]));
          const a = check(schedule, men, women);
          // The bound reached: the lower bound itself (measured for every split, court count and 3, 7 or 10 rounds).
          expect(a.maxPartner).toBe(mixedPartnerRepeatsLowerBound(n - w, w, courts, rounds));
        }),
        { numRuns: 1 },
      );
    }
  });

  it("stays within one partnering of the lower bound up to 39 rounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 11, max: 39 }),
        (h, w, courts, rounds) => {
          const [men, women] = [ids(h, "h"), ids(w, "m")];
          const a = check(made(americanoSchedule({ players: [...women, ...men], women, courts, rounds })), men, women);
          expect(a.maxPartner).toBeLessThanOrEqual(mixedPartnerRepeatsLowerBound(h, w, courts, rounds) + 1);
        },
      ),
      { numRuns: 8 },
    );
  });

  it("reaches the brute-force optimum of partner repeats for 2 to 4 men and 2 to 4 women", () => {
    const cases: [number, number, number, number][] = [];
    for (let h = 2; h <= 4; h++) for (let w = 2; w <= 4; w++) for (let rounds = 1; rounds <= 6; rounds++) cases.push([h, w, 1, rounds]);
    for (let rounds = 1; rounds <= 6; rounds++) cases.push([4, 4, 2, rounds]);
    const found = cases.map(([h, w, courts, rounds]) => {
      const [men, women] = [ids(h, "h"), ids(w, "m")];
      const a = analyse(made(americanoSchedule({ players: [...men, ...women], women, courts, rounds })), [...men, ...women]);
      return `${h}h ${w}m ${courts}c ${rounds}r: ${a.maxPartner}`;
    });
    expect(found).toEqual(cases.map(([h, w, c, r]) => `${h}h ${w}m ${c}c ${r}r: ${optimalMixedPartnerRepeats(h, w, c, r)}`));
    // Two men and two women on one court: each man partners each woman once every two rounds.
    expect([1, 2, 3, 4, 5].map((r) => optimalMixedPartnerRepeats(2, 2, 1, r))).toEqual([1, 1, 2, 2, 3]);
  });

  it("refuses a mixed event without two men and two women", () => {
    const result = americanoSchedule({ players: [...ids(5, "h"), "m01"], women: ["m01"], courts: 2, rounds: 3 });
    expect(result).toEqual({ ok: false, message: MIXED_TOO_FEW });
    expect(americanoSchedule({ players: ids(4, "h"), women: ["x"], courts: 1, rounds: 1 })).toEqual({
      ok: false,
      message: "Una jugadora no está en el evento.",
    });
  });
});

describe("a mixed Americano made again after late arrivals and early leavers", () => {
  it("keeps the played rounds, pairs a man with a woman and stays fair within each gender", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(),
        fc.record({ men: fc.integer({ min: -3, max: 3 }), women: fc.integer({ min: -3, max: 3 }) }),
        (h, w, courts, rounds, cutSeed, change) => {
          const [men, women] = [ids(h, "h"), ids(w, "m")];
          const planned = made(americanoSchedule({ players: [...men, ...women], women, courts, rounds }));
          const from = 2 + (cutSeed % (rounds - 1));
          // Leavers from the front of each list (never below two), arrivals with new ids.
          const resize = (list: string[], by: number, prefix: string) =>
            by < 0 ? list.slice(Math.min(-by, list.length - 2)) : [...list, ...ids(Math.min(by, 20 - list.length), prefix)];
          const [menNow, womenNow] = [resize(men, change.men, "th"), resize(women, change.women, "tm")];
          const schedule = made(rescheduleFrom(planned, from, [...menNow, ...womenNow], { courts, women: womenNow }));
          expect(schedule.slice(0, from - 1)).toEqual(planned.slice(0, from - 1));
          const after = schedule.slice(from - 1);
          expect(after.map((r) => r.number)).toEqual(planned.slice(from - 1).map((r) => r.number));
          expect(analyse(after, [...menNow, ...womenNow]).problems).toEqual([]);
          expect(mixedProblems(after, womenNow)).toEqual([]);
          const missed = (id: PlayerId) =>
            planned.slice(0, from - 1).filter((r) => !r.matches.some((m) => [...m.team1, ...m.team2].includes(id))).length;
          const rests = (group: string[]) => new Map(group.map((id) => [id, missed(id)]));
          // Before-the-change rests may already differ by more than one (an arrival missed every round), so
          // only the order is checked: nobody sits out while someone of their gender with fewer rests plays.
          const sitFirst = (group: string[]) => unfairRounds(after, group, rests(group)).filter((p) => p.includes("sat out"));
          expect([...sitFirst(menNow), ...sitFirst(womenNow)]).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a mixed Mexicano", () => {
  it("ranks men and women apart: the 1st man with the 2nd woman against the 2nd man with the 1st woman", () => {
    const standings = ["h1", "m1", "m2", "h2", "h3", "m3", "m4", "h4"];
    const round = made(
      mexicanoRound({ standings, women: ["m1", "m2", "m3", "m4"], courts: 2, rule: "1y3-vs-2y4", round: 2, sittingOutHistory: [[]] }),
    );
    expect(round).toEqual({
      number: 2,
      matches: [
        { court: 1, team1: ["h1", "m2"], team2: ["h2", "m1"] },
        { court: 2, team1: ["h3", "m4"], team2: ["h4", "m3"] },
      ],
      sittingOut: [],
    });
  });

  it("sits out fairly within each gender and pairs a man with a woman for every split and court count", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (h, w, courts, rounds, seed) => {
          const [men, women] = [ids(h, "h"), ids(w, "m")];
          const everyone = [...men, ...women];
          const played: Round[] = [];
          for (let r = 1; r <= rounds; r++) {
            // Any standings: a seeded shuffle stands for the scores.
            const standings = [...everyone].sort((a, b) => (hash(a, seed + r) - hash(b, seed + r)) | 0 || (a < b ? -1 : 1));
            const round = made(
              mexicanoRound({
                standings,
                women,
                courts,
                rule: "1y4-vs-2y3",
                round: r,
                sittingOutHistory: sittingOutHistory(played, everyone),
              }),
            );
            const rank = (id: PlayerId) => standings.indexOf(id);
            // Pairs follow the standings: men (and women) on court k are ranked below those on court k - 1.
            const menOnCourt = round.matches.map((m) => [m.team1[0], m.team2[0]].filter((id) => !women.includes(id)));
            for (let k = 1; k < menOnCourt.length; k++) {
              expect(Math.min(...menOnCourt[k]!.map(rank))).toBeGreaterThan(Math.max(...menOnCourt[k - 1]!.map(rank)));
            }
            played.push(round);
          }
          check(played, men, women);
        },
      ),
      { numRuns: 80 },
    );
  });
});

function hash(id: string, seed: number): number {
  let x = seed * 2654435761;
  for (const c of id) x = Math.imul(x ^ c.charCodeAt(0), 16777619);
  return x;
}

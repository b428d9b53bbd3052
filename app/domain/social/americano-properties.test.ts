// Americano's schedule over every player count from 4 to 40 and every court count from 1 to 10 (issue 32):
// nobody plays twice in a round, sit-outs are fair, partner repeats stay at the lower bound (and equal
// the brute-force optimum for small counts), opponents are spread; the same for the team variant and
// for a schedule made again after late arrivals and early leavers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { americanoSchedule, matchesPerRound, rescheduleFrom } from "./americano";
import { analyse, optimalPartnerRepeats, partnerRepeatsLowerBound } from "./testing";
import { MAX_SOCIAL_COURTS, MAX_SOCIAL_PLAYERS, MIN_SOCIAL_PLAYERS, type PlayerId, type Round } from "./types";

const ids = (n: number, prefix = "j") => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, "0")}`);
const COUNTS = Array.from({ length: MAX_SOCIAL_PLAYERS - MIN_SOCIAL_PLAYERS + 1 }, (_, i) => i + MIN_SOCIAL_PLAYERS);
const COURTS = Array.from({ length: MAX_SOCIAL_COURTS }, (_, i) => i + 1);

function made(result: ReturnType<typeof americanoSchedule>): Round[] {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** Before each round, nobody who sits out has rested more than anyone who plays (rests counted in `rests`). */
function unfairRounds(rounds: readonly Round[], players: readonly PlayerId[], rests = new Map(players.map((id) => [id, 0]))) {
  const unfair: number[] = [];
  for (const round of rounds) {
    const playing = round.matches.flatMap((m) => [...m.team1, ...m.team2]);
    const mostRestedSitter = Math.max(...round.sittingOut.map((id) => rests.get(id)!));
    const leastRestedPlayer = Math.min(...playing.map((id) => rests.get(id)!));
    if (mostRestedSitter > leastRestedPlayer) unfair.push(round.number);
    for (const id of round.sittingOut) rests.set(id, rests.get(id)! + 1);
  }
  return unfair;
}

describe("americanoSchedule for every player count and court count", () => {
  it.each(COUNTS)("%i players on 1 to 10 courts", (n) => {
    const players = ids(n);
    for (const courts of COURTS) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), (rounds, seed) => {
          const schedule = made(americanoSchedule({ players, courts, rounds, seed }));
          const m = matchesPerRound(n, courts);
          expect(schedule.map((r) => r.number)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
          expect(schedule.every((r) => r.matches.length === m)).toBe(true);
          const a = analyse(schedule, players);
          expect(a.problems).toEqual([]);
          // Fair sit-outs: the most and the fewest rests differ by at most one after every round.
          for (const rests of a.restsAfter) expect(Math.max(...rests.values()) - Math.min(...rests.values())).toBeLessThanOrEqual(1);
          expect(unfairRounds(schedule, players)).toEqual([]);
          // The bound reached (ADR 0038): the lower bound itself, here up to 10 rounds.
          expect(a.maxPartner).toBe(partnerRepeatsLowerBound(n, courts, rounds));
          const spread = Math.ceil((4 * m * rounds) / ((n * (n - 1)) / 2));
          expect(a.maxOpponent).toBeLessThanOrEqual(spread + 2);
        }),
        { numRuns: 1 },
      );
    }
  });

  it("gives each pair of 4 to 40 players at most one more partnering than the lower bound up to 39 rounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 11, max: 39 }),
        (n, courts, rounds) => {
          const schedule = made(americanoSchedule({ players: ids(n), courts, rounds }));
          const a = analyse(schedule, ids(n));
          expect(a.problems).toEqual([]);
          expect(a.maxPartner).toBeLessThanOrEqual(partnerRepeatsLowerBound(n, courts, rounds) + 1);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("reaches the brute-force optimum of partner repeats for 4 to 8 players", () => {
    const cases: [number, number, number][] = [];
    for (let n = 4; n <= 8; n++) for (let rounds = 1; rounds <= 7; rounds++) cases.push([n, 1, rounds]);
    for (let rounds = 1; rounds <= 7; rounds++) cases.push([8, 2, rounds]);
    const found = cases.map(([n, courts, rounds]) => {
      const a = analyse(made(americanoSchedule({ players: ids(n), courts, rounds })), ids(n));
      return `${n}/${courts}/${rounds}: ${a.maxPartner}`;
    });
    expect(found).toEqual(cases.map(([n, courts, rounds]) => `${n}/${courts}/${rounds}: ${optimalPartnerRepeats(n, courts, rounds)}`));
    // Literal spot checks of the optimum: four players repeat from the fourth round, five from the sixth.
    expect([
      optimalPartnerRepeats(4, 1, 3),
      optimalPartnerRepeats(4, 1, 4),
      optimalPartnerRepeats(5, 1, 5),
      optimalPartnerRepeats(5, 1, 6),
    ]).toEqual([1, 2, 1, 2]);
  });

  it("is deterministic whatever order the players are listed in", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ids(40), { minLength: 4 }), fc.integer({ min: 1, max: 10 }), fc.nat(), (players, courts, seed) => {
        const once = made(americanoSchedule({ players, courts, rounds: 4, seed }));
        expect(made(americanoSchedule({ players: [...players].reverse(), courts, rounds: 4, seed }))).toEqual(once);
      }),
      { numRuns: 10 },
    );
  });
});

describe("americanoSchedule with fixed pairs", () => {
  it.each(COURTS)("2 to 20 pairs on %i courts", (courts) => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.nat(), (count, rounds, seed) => {
        const teams = ids(count, "p").map((id) => [`${id}a`, `${id}b`] as const);
        const players = teams.flat();
        const schedule = made(americanoSchedule({ teams, courts, rounds, seed }));
        const a = analyse(schedule, players);
        expect(a.problems).toEqual([]);
        expect(unfairRounds(schedule, players)).toEqual([]);
        // Partners never change; two pairs meet again only when the rounds need it.
        expect(schedule.every((r) => r.matches.every((m) => m.team1[0].slice(0, -1) === m.team1[1].slice(0, -1)))).toBe(true);
        const m = matchesPerRound(count, courts, 2);
        const meetings = Math.ceil((m * rounds) / ((count * (count - 1)) / 2));
        expect(a.maxOpponent).toBeLessThanOrEqual(meetings + 1);
      }),
      { numRuns: 20 },
    );
  });
});

describe("rescheduleFrom", () => {
  it("keeps the played rounds, plays only who is there, and stays fair counting missed rounds as rests", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (n, courts, rounds, cutSeed, leaving, arriving) => {
          const players = ids(n);
          const planned = made(americanoSchedule({ players, courts, rounds }));
          const from = 2 + (cutSeed % (rounds - 1));
          const now = [...players.slice(Math.min(leaving, n - 4)), ...ids(Math.min(arriving, 40 - n), "tarde")];
          const schedule = made(rescheduleFrom(planned, from, now, { courts }));
          expect(schedule.slice(0, from - 1)).toEqual(planned.slice(0, from - 1));
          const after = schedule.slice(from - 1);
          expect(after.map((r) => r.number)).toEqual(planned.slice(from - 1).map((r) => r.number));
          expect(analyse(after, now).problems).toEqual([]);
          const rests = new Map(
            now.map((id) => [
              id,
              planned.slice(0, from - 1).filter((r) => !r.matches.some((m) => [...m.team1, ...m.team2].includes(id))).length,
            ]),
          );
          expect(unfairRounds(after, now, rests)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

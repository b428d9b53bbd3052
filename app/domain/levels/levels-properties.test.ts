// Property tests of the doubles rating: directions, replay, bounds, zero sum, margin, W.O.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayedResult } from "../result-text";
import type { SetScore, TeamId } from "../score";
import {
  type LevelChange,
  type LevelScore,
  MAX_RATING,
  MAX_RD,
  MIN_RATING,
  outcomeOf,
  type PlayedMatch,
  type PlayerRating,
  rateMatch,
  replay,
  toLevel,
} from "./index";

const teamArb = fc.constantFrom<TeamId>("team1", "team2");
const ratingArb = fc.record<PlayerRating>({
  rating: fc.double({ min: 900, max: 2100, noNaN: true }),
  rd: fc.double({ min: 30, max: MAX_RD, noNaN: true }),
  volatility: fc.double({ min: 0.02, max: 0.1, noNaN: true }),
  matches: fc.nat(200),
  lastPlayedAt: fc.constant(null),
});
const fourArb = fc.tuple(ratingArb, ratingArb, ratingArb, ratingArb);

/** A set the winner of the match took (or lost), winner's games first. */
const setArb = fc.oneof(
  fc.nat(4).map((lost) => [6, lost] as const),
  fc.constantFrom([7, 5] as const, [7, 6] as const),
);
function setsFor(winner: TeamId, won: readonly (readonly [number, number])[], lost: readonly (readonly [number, number])[]): SetScore[] {
  const asSet = ([w, l]: readonly [number, number], winnerTook: boolean): SetScore => {
    const [a, b] = winnerTook ? [w, l] : [l, w];
    return winner === "team1" ? { team1: a, team2: b } : { team1: b, team2: a };
  };
  return [...lost.map((s) => asSet(s, false)), ...won.map((s) => asSet(s, true))];
}
const setsScoreArb = fc
  .record({ winner: teamArb, won: fc.tuple(setArb, setArb), lost: fc.array(setArb, { maxLength: 1 }) })
  .map(({ winner, won, lost }): PlayedResult => ({ kind: "sets", winner, sets: setsFor(winner, won, lost), unfinished: null }));
const scoreArb: fc.Arbitrary<LevelScore> = fc.oneof(
  setsScoreArb,
  teamArb.map((winner): PlayedResult => ({ kind: "walkover", winner, sets: [], unfinished: null })),
  fc
    .record({ winner: teamArb, games: fc.tuple(fc.nat(5), fc.nat(5)) })
    .map(({ winner, games: [a, b] }): PlayedResult => ({ kind: "retirement", winner, sets: [], unfinished: { team1: a, team2: b } })),
  fc.tuple(fc.nat(32), fc.nat(32)).map(([a, b]): LevelScore => ({ kind: "points", points: { team1: a, team2: b } })),
);

const AT = new Date("2026-03-01T18:00:00Z");
const match = (score: LevelScore, id = "m1", playedAt = AT): PlayedMatch => ({ id, playedAt, team1: [1, 2], team2: [3, 4], score });
const rate = (four: readonly PlayerRating[], score: LevelScore) => rateMatch(match(score), (p) => four[p - 1]!);
const delta = (c: LevelChange) => c.after.rating - c.before.rating;

describe("levels: properties", () => {
  it("winners go up and losers go down, whatever the ratings and the score", () => {
    fc.assert(
      fc.property(fourArb, scoreArb, (four, score) => {
        const { winner } = outcomeOf(score);
        fc.pre(winner !== null);
        for (const change of rate(four, score)) {
          if (change.team === winner) expect(delta(change)).toBeGreaterThan(0);
          else expect(delta(change)).toBeLessThan(0);
        }
      }),
    );
  });

  it("the sum of changes is zero when the four players are equally certain", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.double({ min: 900, max: 2100, noNaN: true }), fc.double({ min: 900, max: 2100, noNaN: true })),
        fc.tuple(fc.double({ min: 900, max: 2100, noNaN: true }), fc.double({ min: 900, max: 2100, noNaN: true })),
        ratingArb,
        scoreArb,
        ([a, b], [c, d], certainty, score) => {
          const four = [a, b, c, d].map((rating) => ({ ...certainty, rating }));
          const sum = rate(four, score).reduce((s, change) => s + delta(change), 0);
          expect(Math.abs(sum)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it("a bigger margin moves every player more", () => {
    fc.assert(
      fc.property(fourArb, setsScoreArb, setsScoreArb, (four, a, b) => {
        const wider = {
          ...b,
          winner: a.winner,
          sets: b.winner === a.winner ? b.sets : b.sets.map((s) => ({ team1: s.team2, team2: s.team1 })),
        };
        const [ma, mb] = [outcomeOf(a).margin!, outcomeOf(wider).margin!];
        fc.pre(Math.abs(ma - mb) > 1e-9);
        const [big, small] = ma > mb ? [rate(four, a), rate(four, wider)] : [rate(four, wider), rate(four, a)];
        big.forEach((change, i) => expect(Math.abs(delta(change))).toBeGreaterThan(Math.abs(delta(small[i]!))));
      }),
    );
  });

  it("points played to a total (Americano, Mexicano): a wider margin moves every player more, up to a rout", () => {
    fc.assert(
      fc.property(fourArb, fc.constantFrom(16, 21, 24, 32), fc.nat(), fc.nat(), teamArb, (four, total, x, y, winner) => {
        // Two winning scores of the same total, the winner's points over half of it.
        const half = Math.floor(total / 2) + 1;
        const [close, wide] = [half + (x % (total - half + 1)), half + (y % (total - half + 1))].sort((p, q) => p - q);
        fc.pre(close! < wide!);
        const points = (won: number): LevelScore => ({
          kind: "points",
          points: winner === "team1" ? { team1: won, team2: total - won } : { team1: total - won, team2: won },
        });
        const [narrow, broad] = [rate(four, points(close!)), rate(four, points(wide!))];
        const clamped = outcomeOf(points(close!)).margin === 1;
        broad.forEach((change, i) => {
          if (clamped) expect(Math.abs(delta(change))).toBeCloseTo(Math.abs(delta(narrow[i]!)), 9);
          else expect(Math.abs(delta(change))).toBeGreaterThan(Math.abs(delta(narrow[i]!)));
        });
      }),
    );
  });

  it("a W.O. moves like a plain win (6-4 6-4)", () => {
    fc.assert(
      fc.property(fourArb, teamArb, (four, winner) => {
        const walkover = rate(four, { kind: "walkover", winner, sets: [], unfinished: null });
        const plain = rate(four, {
          kind: "sets",
          winner,
          sets: setsFor(
            winner,
            [
              [6, 4],
              [6, 4],
            ],
            [],
          ),
          unfinished: null,
        });
        walkover.forEach((change, i) => {
          expect(change.after.rating).toBeCloseTo(plain[i]!.after.rating, 9);
          expect(change.after.rd).toBeCloseTo(plain[i]!.after.rd, 9);
        });
      }),
    );
  });

  // Six players, matches on increasing dates (days apart, some the same day).
  const historyArb = fc
    .array(
      fc.record({
        players: fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 4, maxLength: 4 }),
        days: fc.nat(40),
        score: scoreArb,
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((rows) => {
      let day = 0;
      return rows.map(({ players: [a, b, c, d], days, score }, i): PlayedMatch => {
        day += days;
        return {
          id: `m${String(i).padStart(3, "0")}`,
          playedAt: new Date(AT.getTime() + day * 86_400_000),
          team1: [a!, b!],
          team2: [c!, d!],
          score,
        };
      });
    });
  const startOf = (p: number) =>
    ({ rating: 1100 + p * 150, rd: 60 + p * 45, volatility: 0.06, matches: 0, lastPlayedAt: null }) as PlayerRating;

  it("a replay equals the incremental result, and continuing a replay equals replaying everything", () => {
    fc.assert(
      fc.property(historyArb, fc.nat(), (matches, cut) => {
        const ratings = new Map<number, PlayerRating>();
        for (const m of matches) for (const c of rateMatch(m, (p) => ratings.get(p) ?? startOf(p))) ratings.set(c.player, c.after);
        const whole = replay([...matches].reverse(), startOf);
        expect(whole.ratings).toEqual(ratings);
        const at = cut % (matches.length + 1);
        const first = replay(matches.slice(0, at), startOf);
        expect(replay(matches.slice(at), startOf, first.ratings).ratings).toEqual(whole.ratings);
      }),
    );
  });

  it("ratings, RDs and levels stay within their bounds over any history", () => {
    fc.assert(
      fc.property(historyArb, fc.constantFrom(MIN_RATING, MAX_RATING, 1500), (matches, edge) => {
        const { ratings } = replay(matches, (p) => (p === 1 ? { ...startOf(1), rating: edge, rd: MAX_RD } : startOf(p)));
        for (const r of ratings.values()) {
          expect(r.rating).toBeGreaterThanOrEqual(MIN_RATING);
          expect(r.rating).toBeLessThanOrEqual(MAX_RATING);
          expect(r.rd).toBeGreaterThan(0);
          expect(r.rd).toBeLessThanOrEqual(MAX_RD);
          const { level } = toLevel(r);
          expect(level).toBeGreaterThanOrEqual(1);
          expect(level).toBeLessThanOrEqual(7);
          expect(Math.round(level * 10) / 10).toBe(level);
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DrawEntry, pairPoints, pairRating, seedEntries, type SeedRatings } from "./draw-seeding";

const entry = (id: string, a: string, b: string): DrawEntry => ({ id, playerIds: [a, b] });
const order = (result: ReturnType<typeof seedEntries>) => (result.ok ? result.value.seeds.map((s) => s.entryId) : result.message);

describe("seeding by level", () => {
  const levels: SeedRatings = {
    ratings: new Map([
      ["1", 1700],
      ["2", 1500],
      ["3", 1900],
      ["4", 1400],
      ["5", 1550],
      ["6", 1650],
    ]),
    unrated: 1420,
  };
  const ranking = [
    { playerId: 1, points: 10 },
    { playerId: 3, points: 400 },
    { playerId: 5, points: 90 },
  ];

  it("a pair's level is the mean of its two players' ratings; a player without one counts as unrated", () => {
    expect(pairRating(["1", "2"], levels)).toBe(1600);
    expect(pairRating(["3", "99"], levels)).toBe(1660);
    expect(pairRating(["98", "99"], levels)).toBe(1420);
  });

  it("orders pairs by level, not by points; the organiser's seeds still win", () => {
    const entries = [entry("a", "3", "4"), entry("b", "1", "2"), entry("c", "5", "6"), entry("d", "98", "99")];
    // Levels: a 1650, b 1600, c 1600, d 1420. Points: a 400, b 10, c 90, d 0.
    expect(order(seedEntries({ entries, ranking, drawSeed: 7 }))).toEqual(["a", "c", "b", "d"]);
    expect(order(seedEntries({ entries, ranking, drawSeed: 7, levels }))).toEqual(["a", "c", "b", "d"]);
    const swapped: SeedRatings = { ...levels, ratings: new Map([...levels.ratings, ["2", 1520]]) };
    expect(order(seedEntries({ entries, ranking, drawSeed: 7, levels: swapped }))).toEqual(["a", "b", "c", "d"]);
    const unrankedStrong = [...entries, entry("e", "97", "96")];
    const strong: SeedRatings = { ...levels, ratings: new Map([...levels.ratings, ["97", 2000], ["96", 1900]]) };
    expect(order(seedEntries({ entries: unrankedStrong, ranking, drawSeed: 7, levels: strong }))).toEqual(["e", "a", "c", "b", "d"]);
    expect(
      order(seedEntries({ entries: unrankedStrong, ranking, drawSeed: 7, levels: strong, overrides: [{ entryId: "d", seed: 1 }] })),
    ).toEqual(["d", "e", "a", "c", "b"]);
  });

  it("equal levels and points fall to the seeded draw, whatever the input order", () => {
    const tied = ["a", "b", "c", "d", "e", "f"].map((id) => entry(id, `x${id}`, `y${id}`));
    const flat: SeedRatings = { ratings: new Map(), unrated: 1500 };
    const byLevel = (list: DrawEntry[]) => order(seedEntries({ entries: list, ranking: [], drawSeed: 12345, levels: flat }));
    // The same draw as seeding by points with no ranking (draw-seeding.test.ts).
    expect(byLevel(tied)).toEqual(["a", "d", "c", "e", "b", "f"]);
    expect(byLevel([...tied].reverse())).toEqual(["a", "d", "c", "e", "b", "f"]);
  });

  it("any entries, ratings and ranking: a permutation, levels never rising, equal levels by points", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 48 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 500, max: 2500 }))),
        fc.array(fc.record({ playerId: fc.integer({ min: 1, max: 400 }), points: fc.integer({ min: 0, max: 1000 }) })),
        fc.integer({ min: 500, max: 2500 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (entryNumbers, ratingRows, rankingRows, unrated, drawSeed) => {
          const list = entryNumbers.map((n) => entry(`e${n}`, String(n), String(n + 200)));
          const levels: SeedRatings = { ratings: new Map(ratingRows.map(([id, r]) => [String(id), r])), unrated };
          const rows = [...new Map(rankingRows.map((row) => [row.playerId, row])).values()];
          const result = seedEntries({ entries: list, ranking: rows, drawSeed, levels });
          if (!result.ok) throw new Error(result.message);
          const seeds = result.value.seeds;
          expect(seeds.map((s) => s.entryId).sort()).toEqual(list.map((e) => e.id).sort());
          expect(seeds.map((s) => s.seed)).toEqual(list.map((_, i) => i + 1));
          const ofEntry = new Map(list.map((e) => [e.id, e]));
          for (let i = 1; i < seeds.length; i++) {
            const [above, below] = [ofEntry.get(seeds[i - 1]!.entryId)!, ofEntry.get(seeds[i]!.entryId)!];
            const [ra, rb] = [pairRating(above.playerIds, levels), pairRating(below.playerIds, levels)];
            expect(ra).toBeGreaterThanOrEqual(rb);
            if (ra === rb) {
              const [pa, pb] = [pairPoints(above.playerIds, rows), pairPoints(below.playerIds, rows)];
              expect(Number(pa.ranked)).toBeGreaterThanOrEqual(Number(pb.ranked));
              if (pa.ranked === pb.ranked) expect(pa.points).toBeGreaterThanOrEqual(pb.points);
            }
          }
          const again = seedEntries({ entries: [...list].reverse(), ranking: rows, drawSeed, levels });
          expect(again.ok && again.value.seeds.map((s) => s.entryId)).toEqual(seeds.map((s) => s.entryId));
        },
      ),
    );
  });
});

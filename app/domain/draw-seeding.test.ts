import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairPoints, seedEntries, type DrawEntry } from "./draw-seeding";
import { seededRandom } from "./seeded-random";

const entry = (id: string, a: string, b: string): DrawEntry => ({ id, playerIds: [a, b] });
const ranking = [
  { playerId: 1, points: 200 },
  { playerId: 2, points: 100 },
  { playerId: 3, points: 160 },
  { playerId: 4, points: 36 },
  { playerId: 5, points: 60 },
  { playerId: 6, points: 76 },
];

describe("pair points", () => {
  it("add up both players' ranking points; a pair with no ranked player is unranked", () => {
    expect(pairPoints(["1", "2"], ranking)).toEqual({ points: 300, ranked: true });
    expect(pairPoints(["4", "99"], ranking)).toEqual({ points: 36, ranked: true });
    expect(pairPoints(["98", "99"], ranking)).toEqual({ points: 0, ranked: false });
  });
});

describe("seeding", () => {
  const entries = [entry("e-unranked", "98", "99"), entry("e-136", "3", "6"), entry("e-300", "1", "2"), entry("e-96", "4", "5")];

  it("orders pairs by points, unranked last, and returns the draw seed", () => {
    const result = seedEntries({ entries, ranking, drawSeed: 7 });
    expect(result).toEqual({
      ok: true,
      value: {
        drawSeed: 7,
        seeds: [
          { entryId: "e-300", seed: 1, points: 300, ranked: true, overridden: false },
          { entryId: "e-136", seed: 2, points: 236, ranked: true, overridden: false },
          { entryId: "e-96", seed: 3, points: 96, ranked: true, overridden: false },
          { entryId: "e-unranked", seed: 4, points: 0, ranked: false, overridden: false },
        ],
      },
    });
  });

  it("a ranked pair with 0 points still goes before the unranked", () => {
    const result = seedEntries({
      entries: [entry("u", "98", "99"), entry("z", "7", "97")],
      ranking: [{ playerId: 7, points: 0 }],
      drawSeed: 1,
    });
    expect(result.ok && result.value.seeds.map((s) => s.entryId)).toEqual(["z", "u"]);
  });

  it("breaks ties with the seeded draw: the same seed gives the same order whatever the input order", () => {
    const tied = ["a", "b", "c", "d", "e", "f"].map((id) => entry(id, `x${id}`, `y${id}`));
    const order = (seed: number, list: DrawEntry[]) => {
      const result = seedEntries({ entries: list, ranking: [], drawSeed: seed });
      return result.ok ? result.value.seeds.map((s) => s.entryId) : [];
    };
    // Stored draws are replayed with this generator: this order must never change.
    expect(order(12345, tied)).toEqual(["a", "d", "c", "e", "b", "f"]);
    expect(order(12345, [...tied].reverse())).toEqual(["a", "d", "c", "e", "b", "f"]);
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => order(seed, tied).join("")));
    expect(orders.size).toBeGreaterThan(10);
  });

  it("the generator is reproducible", () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const a = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(a);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(() => seededRandom(-1)).toThrow(RangeError);
    expect(() => seededRandom(2 ** 32)).toThrow(RangeError);
  });

  it("applies the organiser's overrides before placement; the others keep their order", () => {
    const result = seedEntries({
      entries,
      ranking,
      drawSeed: 7,
      overrides: [
        { entryId: "e-unranked", seed: 1 },
        { entryId: "e-300", seed: 3 },
      ],
    });
    expect(result.ok && result.value.seeds.map((s) => [s.entryId, s.seed, s.overridden])).toEqual([
      ["e-unranked", 1, true],
      ["e-136", 2, false],
      ["e-300", 3, true],
      ["e-96", 4, false],
    ]);
  });

  it("refuses bad overrides and duplicate entries with Spanish messages", () => {
    const seed = (overrides: { entryId: string; seed: number }[]) => seedEntries({ entries, ranking, drawSeed: 1, overrides });
    expect(seed([{ entryId: "nope", seed: 1 }])).toEqual({
      ok: false,
      message: "Una de las parejas ya no está inscrita",
    });
    expect(seed([{ entryId: "e-96", seed: 5 }])).toEqual({
      ok: false,
      message: "El preclasificado debe ser un número del 1 al 4",
    });
    expect(seed([{ entryId: "e-96", seed: 0 }])).toEqual({
      ok: false,
      message: "El preclasificado debe ser un número del 1 al 4",
    });
    expect(seed([{ entryId: "e-96", seed: 1.5 }])).toEqual({
      ok: false,
      message: "El preclasificado debe ser un número del 1 al 4",
    });
    expect(
      seed([
        { entryId: "e-96", seed: 2 },
        { entryId: "e-300", seed: 2 },
      ]),
    ).toEqual({ ok: false, message: "Dos parejas tienen el preclasificado 2" });
    expect(
      seed([
        { entryId: "e-96", seed: 2 },
        { entryId: "e-96", seed: 3 },
      ]),
    ).toEqual({ ok: false, message: "Una pareja tiene dos preclasificados" });
    expect(seedEntries({ entries: [entries[0]!, entries[0]!], ranking, drawSeed: 1 })).toEqual({
      ok: false,
      message: "La pareja e-unranked está inscrita dos veces",
    });
  });

  it("any entries and ranking: a permutation, ranked before unranked, points never rising", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 2, maxLength: 64 }),
        fc.array(fc.record({ playerId: fc.integer({ min: 1, max: 400 }), points: fc.integer({ min: 0, max: 1000 }) })),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (entryNumbers, rows, drawSeed) => {
          const list = entryNumbers.map((n) => entry(`e${n}`, String(n), String(n + 200)));
          const uniqueRanking = [...new Map(rows.map((row) => [row.playerId, row])).values()];
          const result = seedEntries({ entries: list, ranking: uniqueRanking, drawSeed });
          if (!result.ok) throw new Error(result.message);
          expect(result.value.seeds.map((s) => s.entryId).sort()).toEqual(list.map((e) => e.id).sort());
          expect(result.value.seeds.map((s) => s.seed)).toEqual(list.map((_, i) => i + 1));
          for (let i = 1; i < result.value.seeds.length; i++) {
            const [above, below] = [result.value.seeds[i - 1]!, result.value.seeds[i]!];
            expect(Number(above.ranked)).toBeGreaterThanOrEqual(Number(below.ranked));
            if (above.ranked === below.ranked) expect(above.points).toBeGreaterThanOrEqual(below.points);
          }
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedPositions, type SlotSource } from "./draw-bracket";
import {
  GROUP_SIZE_CHOICES,
  type Group,
  groupId,
  groupKnockout,
  type GroupResult,
  groupSizes,
  groupSizesText,
  type GroupSplit,
  groupSplitChoices,
  groupSplitLabel,
  groupSplitValue,
  groupStage,
  groupStandings,
  makeGroups,
  MAX_GROUP_COUNT,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  roundRobin,
  splitGroups,
} from "./draw-groups";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

function groups(n: number): Group[] {
  const result = makeGroups(ids(n));
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const show = (s: SlotSource) =>
  s.kind === "group" ? `${s.rank}${s.groupId}` : s.kind === "bye" ? "-" : s.kind === "winner" ? `W:${s.matchId}` : "?";

describe("group sizes", () => {
  it("groups of 3 to 5, closest to 4, as equal as possible, for 3 to 20 entries", () => {
    const table = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 3, groupSizes(i + 3)]));
    expect(table).toEqual({
      3: [3],
      4: [4],
      5: [5],
      6: [3, 3],
      7: [4, 3],
      8: [4, 4],
      9: [5, 4],
      10: [4, 3, 3],
      11: [4, 4, 3],
      12: [4, 4, 4],
      13: [5, 4, 4],
      14: [4, 4, 3, 3],
      15: [4, 4, 4, 3],
      16: [4, 4, 4, 4],
      17: [5, 4, 4, 4],
      18: [4, 4, 4, 3, 3],
      19: [4, 4, 4, 4, 3],
      20: [4, 4, 4, 4, 4],
    });
    expect(groupSizes(2)).toBeNull();
  });

  it("every size up to 200 splits into groups of 3 to 5 differing by at most one", () => {
    for (let n = 3; n <= 200; n++) {
      const sizes = groupSizes(n)!;
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(5);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it("group ids", () => {
    expect([0, 1, 25, 26, 27].map(groupId)).toEqual(["A", "B", "Z", "AA", "AB"]);
  });
});

describe("snake seeding", () => {
  it("8 entries in two groups", () => {
    expect(groups(8).map((g) => [g.name, g.entryIds])).toEqual([
      ["Grupo A", ["s1", "s4", "s5", "s8"]],
      ["Grupo B", ["s2", "s3", "s6", "s7"]],
    ]);
  });

  it("12 entries in three groups", () => {
    expect(groups(12).map((g) => g.entryIds)).toEqual([
      ["s1", "s6", "s7", "s12"],
      ["s2", "s5", "s8", "s11"],
      ["s3", "s4", "s9", "s10"],
    ]);
  });

  it("7 entries: a full group is skipped", () => {
    expect(groups(7).map((g) => g.entryIds)).toEqual([
      ["s1", "s4", "s5", "s7"],
      ["s2", "s3", "s6"],
    ]);
  });

  it("for 3 to 80 entries: every entry once, the sizes of groupSizes, the top seeds one per group", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 80 }), (n) => {
        const list = groups(n);
        expect(list.flatMap((g) => g.entryIds).sort()).toEqual(ids(n).sort());
        expect(list.map((g) => g.entryIds.length)).toEqual(groupSizes(n));
        expect(list.map((g) => g.entryIds[0])).toEqual(ids(list.length));
      }),
    );
  });

  it("refuses fewer than 3 entries", () => {
    expect(makeGroups(ids(2))).toEqual({ ok: false, message: "Se necesitan al menos 3 parejas para jugar por grupos" });
  });
});

describe("round robin", () => {
  const group = (n: number): Group => ({ id: "A", name: "Grupo A", entryIds: ["w", "x", "y", "z", "v"].slice(0, n) });
  const rounds = (n: number) => roundRobin(group(n)).map((m) => `${m.round}:${m.a}-${m.b}`);

  it("4 pairs: three rounds, the top seeds meet last", () => {
    expect(rounds(4)).toEqual(["1:w-z", "1:x-y", "2:w-y", "2:z-x", "3:w-x", "3:y-z"]);
    expect(roundRobin(group(4)).map((m) => m.id)).toEqual(["GA-1-1", "GA-1-2", "GA-2-1", "GA-2-2", "GA-3-1", "GA-3-2"]);
  });

  it("3 pairs: one rests each round", () => {
    expect(rounds(3)).toEqual(["1:x-y", "2:w-y", "3:w-x"]);
  });

  it("3 to 5 pairs: everyone meets everyone once, nobody twice in a round", () => {
    for (const n of [3, 4, 5]) {
      const matches = roundRobin(group(n));
      expect(matches).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(matches.map((m) => [m.a, m.b].sort().join())).size).toBe(matches.length);
      for (const r of new Set(matches.map((m) => m.round))) {
        const playing = matches.filter((m) => m.round === r).flatMap((m) => [m.a, m.b]);
        expect(new Set(playing).size).toBe(playing.length);
      }
      expect(Math.max(...matches.map((m) => m.round))).toBe(n % 2 === 0 ? n - 1 : n);
    }
  });
});

const won = (a: string, b: string, ...sets: [number, number][]): GroupResult => {
  const setsA = sets.filter(([x, y]) => x > y).length;
  return { a, b, winner: setsA * 2 > sets.length ? "a" : "b", sets: sets.map(([x, y]) => ({ a: x, b: y })) };
};

describe("standings", () => {
  const table = (entries: string[], results: GroupResult[], seed = 1) =>
    groupStandings(entries, results, seed).map((r) => [r.entryId, r.wins, r.setsWon - r.setsLost, r.gamesWon - r.gamesLost, r.decidedBy]);

  it("head-to-head between exactly two tied on wins beats a better set difference", () => {
    const results = [
      won("A", "B", [6, 7], [6, 3], [0, 1]), // B wins the super tie-break
      won("A", "C", [6, 0], [6, 0]),
      won("A", "D", [6, 0], [6, 0]),
      won("B", "C", [4, 6], [4, 6]),
      won("B", "D", [6, 4], [6, 4]),
      won("C", "D", [3, 6], [3, 6]),
    ];
    expect(table(["A", "B", "C", "D"], results)).toEqual([
      ["B", 2, 1, -1, "head-to-head"],
      ["A", 2, 3, 25, "wins"],
      ["D", 1, -2, -10, "head-to-head"],
      ["C", 1, -2, -14, null],
    ]);
    const b = groupStandings(["A", "B", "C", "D"], results, 1)[0]!;
    expect(b).toEqual({
      position: 1,
      entryId: "B",
      played: 3,
      wins: 2,
      losses: 1,
      setsWon: 4,
      setsLost: 3,
      gamesWon: 7 + 3 + 1 + 8 + 12,
      gamesLost: 6 + 6 + 0 + 12 + 8,
      decidedBy: "head-to-head",
    });
  });

  it("three tied: set difference, not head-to-head", () => {
    const results = [won("A", "B", [6, 1], [3, 6], [6, 1]), won("B", "C", [6, 0], [6, 0]), won("C", "A", [6, 4], [6, 4])];
    expect(table(["A", "B", "C"], results)).toEqual([
      ["B", 1, 1, 5, "sets"],
      ["C", 1, 0, -8, "sets"],
      ["A", 1, -1, 3, null],
    ]);
  });

  it("three tied on sets: game difference", () => {
    const results = [won("A", "B", [6, 0], [6, 0]), won("B", "C", [6, 4], [6, 4]), won("C", "A", [6, 3], [6, 3])];
    expect(table(["A", "B", "C"], results)).toEqual([
      ["A", 1, 0, 6, "games"],
      ["C", 1, 0, 2, "games"],
      ["B", 1, 0, -8, null],
    ]);
  });

  it("two tied without a match between them yet: set difference", () => {
    const results = [won("A", "C", [6, 0], [6, 0]), won("B", "C", [6, 4], [4, 6], [6, 4])];
    expect(table(["A", "B", "C"], results)).toEqual([
      ["A", 1, 2, 12, "sets"],
      ["B", 1, 1, 2, "wins"],
      ["C", 0, -3, -14, null],
    ]);
  });

  it("all equal: the recorded draw decides, the same for the same seed", () => {
    const results = [won("A", "B", [6, 4], [6, 4]), won("B", "C", [6, 4], [6, 4]), won("C", "A", [6, 4], [6, 4])];
    const order = (seed: number) => groupStandings(["A", "B", "C"], results, seed).map((r) => r.entryId);
    expect(order(99)).toEqual(order(99));
    expect(groupStandings(["C", "A", "B"], results, 99).map((r) => r.entryId)).toEqual(order(99));
    expect(new Set(Array.from({ length: 12 }, (_, seed) => order(seed).join(""))).size).toBeGreaterThan(1);
    expect(groupStandings(["A", "B", "C"], results, 99).map((r) => r.decidedBy)).toEqual(["draw", "draw", null]);
  });

  it("before any result: everyone at zero, positions by draw", () => {
    const rows = groupStandings(["A", "B", "C"], [], 5);
    expect(rows.map((r) => [r.position, r.played, r.wins])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 0],
    ]);
  });
});

describe("knockout after the groups", () => {
  it("2 groups, first two: crossed semifinals", () => {
    const knockout = groupKnockout(groups(8), 2);
    expect(knockout.ok && knockout.value.matches.map((m) => `${m.roundName}: ${show(m.a)} v ${show(m.b)}`)).toEqual([
      "Semifinal: 1A v 2B",
      "Semifinal: 1B v 2A",
      "Final: W:P1-1 v W:P1-2",
    ]);
  });

  it("4 groups, first two: quarterfinals with winners apart and each runner-up in the other half", () => {
    const knockout = groupKnockout(groups(16), 2);
    expect(knockout.ok && knockout.value.matches.filter((m) => m.round === 1).map((m) => `${show(m.a)} v ${show(m.b)}`)).toEqual([
      "1A v 2C",
      "1D v 2B",
      "1B v 2D",
      "1C v 2A",
    ]);
  });

  it("3 groups, first two: byes for the best group winners", () => {
    const knockout = groupKnockout(groups(12), 2);
    expect(knockout.ok && knockout.value.matches.filter((m) => m.round <= 2).map((m) => `${show(m.a)} v ${show(m.b)}`)).toEqual([
      "1A v -",
      "2B v 2C",
      "1B v -",
      "1C v 2A",
      "1A v W:P1-2",
      "1B v W:P1-4",
    ]);
  });

  it("winners only: 4 groups give semifinals", () => {
    const knockout = groupKnockout(groups(16), 1);
    expect(knockout.ok && knockout.value.matches.map((m) => `${show(m.a)} v ${show(m.b)}`)).toEqual([
      "1A v 1D",
      "1B v 1C",
      "W:P1-1 v W:P1-2",
    ]);
  });

  it("one group: the first two play the final; the winner alone is refused", () => {
    const final = groupKnockout(groups(4), 2);
    expect(final.ok && final.value.matches.map((m) => `${show(m.a)} v ${show(m.b)}`)).toEqual(["1A v 2A"]);
    expect(groupKnockout(groups(4), 1)).toEqual({
      ok: false,
      message: "Con un solo grupo deben pasar las dos primeras parejas",
    });
  });

  it("a knockout match waits for every match of the groups it takes pairs from", () => {
    const stage = groupStage(ids(12), 2);
    if (!stage.ok) throw new Error(stage.message);
    const { knockout, matches } = stage.value;
    const ofGroup = (g: string) => matches.filter((m) => m.groupId === g).map((m) => m.id);
    expect(matches).toHaveLength(18);
    expect(knockout.matches.find((m) => m.id === "P1-2")!.feeders).toEqual([...ofGroup("B"), ...ofGroup("C")]);
    expect(knockout.matches.find((m) => m.id === "P2-1")!.feeders).toEqual([...ofGroup("A"), "P1-2"]);
  });

  it("for 2 to 24 groups: group winners never meet in the first round, same-group pairs in opposite halves", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.constantFrom(1 as const, 2 as const), (count, qualifiers) => {
        const list: Group[] = Array.from({ length: count }, (_, i) => ({ id: groupId(i), name: "", entryIds: [] }));
        const result = groupKnockout(list, qualifiers);
        if (!result.ok) throw new Error(result.message);
        const first = result.value.matches.filter((m) => m.round === 1);
        const slots = first.flatMap((m) => [m.a, m.b]);
        const size = slots.length;
        const sources = slots.flatMap((s, i) => (s.kind === "group" ? [{ ...s, half: i < size / 2 ? 0 : 1 }] : []));
        expect(sources).toHaveLength(count * qualifiers);
        if (qualifiers === 2) {
          for (const m of first) expect(m.a.kind === "group" && m.b.kind === "group" && m.a.rank === 1 && m.b.rank === 1).toBe(false);
          for (const g of list) {
            const halves = sources.filter((s) => s.groupId === g.id).map((s) => s.half);
            expect(halves.sort()).toEqual([0, 1]);
          }
        }
        // Group winners hold the top seeds' slots, so the byes go to them.
        const winnerSlots = sources.filter((s) => s.rank === 1).length;
        expect(winnerSlots).toBe(count);
        const seeds = seedPositions(size);
        slots.forEach((s, i) => {
          if (s.kind === "group" && s.rank === 1) expect(seeds[i]).toBeLessThanOrEqual(count);
        });
      }),
    );
  });
});

describe("the organiser's number of groups or group size (issue 31)", () => {
  const split = (n: number, choice: GroupSplit | null) => {
    const result = splitGroups(n, choice);
    return result.ok ? result.value : result.message;
  };
  const count = (groups: number): GroupSplit => ({ kind: "count", groups });
  const size = (pairs: number): GroupSplit => ({ kind: "size", size: pairs });

  it("splits as chosen, larger groups first", () => {
    expect(split(10, count(3))).toEqual([4, 3, 3]);
    expect(split(10, count(2))).toEqual([5, 5]);
    expect(split(14, count(3))).toEqual([5, 5, 4]);
    expect(split(18, count(4))).toEqual([5, 5, 4, 4]);
    expect(split(10, size(5))).toEqual([5, 5]);
    expect(split(10, size(3))).toEqual([4, 3, 3]);
    expect(split(18, size(3))).toEqual([3, 3, 3, 3, 3, 3]);
    expect(split(18, size(5))).toEqual([5, 5, 4, 4]);
    expect(split(5, count(1))).toEqual([5]);
  });

  it("refuses what cannot be made, in Spanish", () => {
    expect(split(7, count(4))).toBe("Con 7 parejas no se pueden formar 4 grupos de al menos 3");
    expect(split(26, count(5))).toBe("Con 26 parejas no se pueden formar 5 grupos de 5 como máximo");
    expect(split(6, count(1))).toBe("Con 6 parejas no se pueden formar 1 grupo de 5 como máximo");
    expect(split(1, count(1))).toBe("Con 1 pareja no se pueden formar 1 grupo de al menos 3");
    expect(split(7, size(5))).toBe("Con 7 parejas no se pueden formar grupos de 5: elige otro tamaño o el número de grupos");
    expect(split(4, size(3))).toBe("Con 4 parejas no se pueden formar grupos de 3: elige otro tamaño o el número de grupos");
    expect(split(2, size(3))).toBe("Se necesitan al menos 3 parejas para jugar por grupos");
    expect(split(12, size(6))).toBe("Los grupos deben ser de 3 a 5 parejas");
    expect(split(12, count(0))).toBe("El número de grupos debe ser 1 o más");
  });

  it("without a choice, as before (groupSizes)", () => {
    for (let n = 0; n <= 128; n++) expect(split(n, null)).toEqual(groupSizes(n) ?? "Se necesitan al menos 3 parejas para jugar por grupos");
  });

  it("for 2 to 128 pairs and any choice: valid groups or a refusal, the same for the same input", () => {
    const choice = fc.oneof(fc.integer({ min: 1, max: MAX_GROUP_COUNT }).map(count), fc.constantFrom(...GROUP_SIZE_CHOICES).map(size));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), choice, (n, chosen) => {
        const result = splitGroups(n, chosen);
        expect(splitGroups(n, chosen)).toEqual(result);
        if (!result.ok) {
          expect(result.message).toMatch(/^(Con \d+ parejas? no se pueden formar|Se necesitan al menos 3 parejas)/);
          return;
        }
        const sizes = result.value;
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_GROUP_SIZE);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
        if (chosen.kind === "count") expect(sizes).toHaveLength(chosen.groups);
        else expect(sizes).toContain(chosen.size);
        // Every pair in exactly one group, and the same groups for the same input.
        const made = makeGroups(ids(n), chosen);
        if (!made.ok) throw new Error(made.message);
        expect(made.value.map((g) => g.entryIds.length)).toEqual(sizes);
        expect(made.value.flatMap((g) => g.entryIds).sort()).toEqual(ids(n).sort());
        expect(makeGroups(ids(n), chosen)).toEqual(made);
      }),
      { numRuns: 500 },
    );
  });

  it("a number of groups is refused exactly when the pairs do not fit 3 to 5 per group", () => {
    for (let n = 2; n <= 128; n++) {
      for (let groups = 1; groups <= MAX_GROUP_COUNT; groups++) {
        expect(splitGroups(n, count(groups)).ok).toBe(n >= 3 * groups && n <= 5 * groups);
      }
    }
  });

  it("a group size is refused only when no split into groups of 3 to 5 has a group of that size", () => {
    for (let n = 2; n <= 128; n++) {
      for (const pairs of GROUP_SIZE_CHOICES) {
        const possible = Array.from({ length: MAX_GROUP_COUNT }, (_, i) => i + 1).some(
          (groups) => splitGroups(n, count(groups)).ok && (split(n, count(groups)) as number[]).includes(pairs),
        );
        expect(splitGroups(n, size(pairs)).ok).toBe(possible);
      }
    }
  });

  it("groups of 4 are the automatic split whenever that has a group of 4", () => {
    for (let n = 3; n <= 128; n++) {
      const auto = groupSizes(n)!;
      if (auto.includes(4)) expect(split(n, size(4))).toEqual(auto);
    }
  });

  it("the editor's choices are exactly the ones that can be made, and read as the groups they make", () => {
    expect(groupSplitChoices(10).map(groupSplitLabel)).toEqual(["2 grupos", "3 grupos", "Grupos de 3", "Grupos de 4", "Grupos de 5"]);
    expect(groupSplitChoices(2)).toEqual([]);
    for (let n = 2; n <= 128; n++) for (const choice of groupSplitChoices(n)) expect(splitGroups(n, choice).ok).toBe(true);
    expect(groupSizesText(10, [4, 3, 3])).toBe("Con 10 parejas quedan 3 grupos de 4, 3 y 3 parejas.");
    expect(groupSizesText(8, [4, 4])).toBe("Con 8 parejas quedan 2 grupos de 4 parejas.");
    expect(groupSizesText(5, [5])).toBe("Con 5 parejas queda 1 grupo de 5 parejas.");
    expect([count(3), size(4), null].map(groupSplitValue)).toEqual(["count:3", "size:4", "auto"]);
  });

  it("the group stage draws the chosen groups: 10 pairs in 3 groups", () => {
    const stage = groupStage(ids(10), 1, count(3));
    if (!stage.ok) throw new Error(stage.message);
    expect(stage.value.groups.map((g) => [g.name, g.entryIds])).toEqual([
      ["Grupo A", ["s1", "s6", "s7", "s10"]],
      ["Grupo B", ["s2", "s5", "s8"]],
      ["Grupo C", ["s3", "s4", "s9"]],
    ]);
    expect(groupStage(ids(7), 1, count(4))).toEqual({ ok: false, message: "Con 7 parejas no se pueden formar 4 grupos de al menos 3" });
  });
});

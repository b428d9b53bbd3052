import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bracketSize,
  checkGroupCorrection,
  checkKnockoutCorrection,
  knockoutMatchLabel,
  knockoutPlacements,
  type Knockout,
  type KnockoutMatch,
  resolveSlot,
  roundName,
  shortRoundName,
  seedPositions,
  singleElimination,
  type SlotSource,
} from "./draw-bracket";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

function draw(n: number, consolation = false) {
  const result = singleElimination(ids(n), { consolation });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** 's1' for an entry, '-' for a bye, 'W:P1-2' / 'L:P1-2' for the winner / loser of a match. */
function show(source: SlotSource): string {
  switch (source.kind) {
    case "entry":
      return source.entryId;
    case "bye":
      return "-";
    case "winner":
      return `W:${source.matchId}`;
    case "loser":
      return `L:${source.matchId}`;
    case "group":
      return `${source.rank}${source.groupId}`;
  }
}

const round = (knockout: Knockout, n: number) => knockout.matches.filter((m) => m.round === n).map((m) => `${show(m.a)} v ${show(m.b)}`);

const match = (knockout: Knockout, id: string): KnockoutMatch => knockout.matches.find((m) => m.id === id)!;

describe("sizes and names", () => {
  it("the draw is the next power of two", () => {
    expect([2, 3, 4, 5, 8, 9, 16, 17, 33, 64, 65, 128].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 16, 32, 64, 64, 128, 128]);
  });

  it("standard seed placement for 8 and 16", () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedPositions(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(() => seedPositions(12)).toThrow(RangeError);
  });

  it("Spanish round names", () => {
    expect([1, 2, 4, 8, 16, 32, 64].map(roundName)).toEqual([
      "Final",
      "Semifinal",
      "Cuartos de final",
      "Octavos de final",
      "Dieciseisavos de final",
      "Ronda de 64",
      "Ronda de 128",
    ]);
    expect([1, 2, 4, 8, 16, 32].map((n) => shortRoundName(roundName(n)))).toEqual([
      "Final",
      "Semifinal",
      "Cuartos",
      "Octavos",
      "Dieciseisavos",
      "Ronda de 64",
    ]);
    expect(draw(100).main.rounds.map((r) => r.name)).toEqual([
      "Ronda de 128",
      "Ronda de 64",
      "Dieciseisavos de final",
      "Octavos de final",
      "Cuartos de final",
      "Semifinal",
      "Final",
    ]);
    expect(draw(2).main.rounds.map((r) => r.name)).toEqual(["Final"]);
  });
});

describe("single elimination", () => {
  it("8 entries: placement and which match feeds which", () => {
    const { main, byes, size } = draw(8);
    expect([size, byes]).toEqual([8, 0]);
    expect(round(main, 1)).toEqual(["s1 v s8", "s4 v s5", "s2 v s7", "s3 v s6"]);
    expect(round(main, 2)).toEqual(["W:P1-1 v W:P1-2", "W:P1-3 v W:P1-4"]);
    expect(round(main, 3)).toEqual(["W:P2-1 v W:P2-2"]);
    expect(main.matches.map((m) => [m.id, m.winnerTo && `${m.winnerTo.matchId}/${m.winnerTo.slot}`])).toEqual([
      ["P1-1", "P2-1/a"],
      ["P1-2", "P2-1/b"],
      ["P1-3", "P2-2/a"],
      ["P1-4", "P2-2/b"],
      ["P2-1", "P3-1/a"],
      ["P2-2", "P3-1/b"],
      ["P3-1", null],
    ]);
    expect(match(main, "P3-1").feeders).toEqual(["P2-1", "P2-2"]);
    expect(match(main, "P1-1").feeders).toEqual([]);
    expect(main.rounds).toEqual([
      { round: 1, name: "Cuartos de final", matchIds: ["P1-1", "P1-2", "P1-3", "P1-4"] },
      { round: 2, name: "Semifinal", matchIds: ["P2-1", "P2-2"] },
      { round: 3, name: "Final", matchIds: ["P3-1"] },
    ]);
  });

  it("16 entries: first round", () => {
    expect(round(draw(16).main, 1)).toEqual([
      "s1 v s16",
      "s8 v s9",
      "s4 v s13",
      "s5 v s12",
      "s2 v s15",
      "s7 v s10",
      "s3 v s14",
      "s6 v s11",
    ]);
  });

  it("5 entries: byes to seeds 1-3, the next round names them", () => {
    const { main, byes } = draw(5);
    expect(byes).toBe(3);
    expect(round(main, 1)).toEqual(["s1 v -", "s4 v s5", "s2 v -", "s3 v -"]);
    expect(main.matches.filter((m) => m.bye).map((m) => m.id)).toEqual(["P1-1", "P1-3", "P1-4"]);
    expect(round(main, 2)).toEqual(["s1 v W:P1-2", "s2 v s3"]);
    expect(match(main, "P2-1").feeders).toEqual(["P1-2"]);
    expect(match(main, "P2-2").feeders).toEqual([]);
  });

  it("6 entries: byes to seeds 1 and 2", () => {
    const { main, byes } = draw(6);
    expect(byes).toBe(2);
    expect(round(main, 1)).toEqual(["s1 v -", "s4 v s5", "s2 v -", "s3 v s6"]);
    expect(round(main, 2)).toEqual(["s1 v W:P1-2", "s2 v W:P1-4"]);
  });

  it("12 entries: byes to seeds 1-4", () => {
    const { main, byes } = draw(12);
    expect(byes).toBe(4);
    expect(round(main, 1)).toEqual(["s1 v -", "s8 v s9", "s4 v -", "s5 v s12", "s2 v -", "s7 v s10", "s3 v -", "s6 v s11"]);
    expect(round(main, 2)).toEqual(["s1 v W:P1-2", "s4 v W:P1-4", "s2 v W:P1-6", "s3 v W:P1-8"]);
  });

  it("24 entries: byes to seeds 1-8", () => {
    const { main, byes, size } = draw(24);
    expect([size, byes]).toEqual([32, 8]);
    const byeSeeds = main.matches.filter((m) => m.bye).map((m) => show(m.a));
    expect(byeSeeds).toEqual(["s1", "s8", "s4", "s5", "s2", "s7", "s3", "s6"]);
    expect(main.matches.filter((m) => m.round === 1 && !m.bye)).toHaveLength(8);
  });

  it("refuses fewer than 2, more than 128 and repeated entries", () => {
    expect(singleElimination(ids(1))).toEqual({
      ok: false,
      message: "Se necesitan al menos 2 parejas para hacer el cuadro",
    });
    expect(singleElimination(ids(129))).toEqual({ ok: false, message: "El cuadro admite como máximo 128 parejas" });
    expect(singleElimination(["a", "b", "a"])).toEqual({
      ok: false,
      message: "Una pareja aparece dos veces en el cuadro",
    });
  });
});

describe("consolation", () => {
  it("8 entries: the losers of the first round, the top seed's match first", () => {
    const { main, consolation } = draw(8, true);
    expect(round(consolation!, 1)).toEqual(["L:P1-1 v L:P1-2", "L:P1-3 v L:P1-4"]);
    expect(round(consolation!, 2)).toEqual(["W:C1-1 v W:C1-2"]);
    expect(consolation!.rounds.map((r) => r.name)).toEqual(["Semifinal", "Final"]);
    expect(main.matches.filter((m) => m.round === 1).map((m) => m.loserTo)).toEqual([
      { matchId: "C1-1", slot: "a" },
      { matchId: "C1-1", slot: "b" },
      { matchId: "C1-2", slot: "a" },
      { matchId: "C1-2", slot: "b" },
    ]);
    expect(match(consolation!, "C1-1").feeders).toEqual(["P1-1", "P1-2"]);
  });

  it("byes do not count as losses: 6 entries give a consolation final of the two played matches", () => {
    const { main, consolation } = draw(6, true);
    expect(round(consolation!, 1)).toEqual(["L:P1-4 v L:P1-2"]);
    expect(match(main, "P1-1").loserTo).toBeNull();
    expect(match(main, "P1-4").loserTo).toEqual({ matchId: "C1-1", slot: "a" });
  });

  it("12 entries: four losers; 11 entries: the loser facing the consolation's bye is named in that match", () => {
    const { main, consolation } = draw(12, true);
    // Played first-round matches by best seed: P1-4 (s5), P1-8 (s6), P1-6 (s7), P1-2 (s8).
    expect(round(consolation!, 1)).toEqual(["L:P1-4 v L:P1-2", "L:P1-8 v L:P1-6"]);
    expect(match(main, "P1-2").loserTo).toEqual({ matchId: "C1-1", slot: "b" });
    const { consolation: ofEleven } = draw(11, true);
    // 11 entries: played P1-2 (s8 v s9), P1-6 (s7 v s10), P1-8 (s6 v s11): three losers, one bye.
    expect(round(ofEleven!, 1)).toEqual(["L:P1-8 v -", "L:P1-6 v L:P1-2"]);
    expect(round(ofEleven!, 2)).toEqual(["L:P1-8 v W:C1-2"]);
    const eleven = draw(11, true).main;
    // As a main-draw pair facing a bye, the loser is named in the bye match, which passes it on to C2-1.
    expect(match(eleven, "P1-8").loserTo).toEqual({ matchId: "C1-1", slot: "a" });
    expect(match(ofEleven!, "C1-1").winnerTo).toEqual({ matchId: "C2-1", slot: "a" });
  });

  it("none when fewer than two first-round matches are played or when not asked", () => {
    expect(draw(5, true).consolation).toBeNull();
    expect(draw(8).consolation).toBeNull();
  });
});

describe("results through the draw", () => {
  it("resolves slots and gives the podium once the final is decided", () => {
    const { main } = draw(5);
    const decided = {
      "P1-2": { winner: "s5", loser: "s4" },
      "P2-1": { winner: "s1", loser: "s5" },
      "P2-2": { winner: "s3", loser: "s2" },
    };
    expect(resolveSlot(match(main, "P2-1").b, decided)).toBe("s5");
    expect(resolveSlot(match(main, "P3-1").a, decided)).toBe("s1");
    expect(resolveSlot(match(main, "P3-1").b, {})).toBeNull();
    expect(resolveSlot({ kind: "loser", matchId: "P1-2" }, decided)).toBe("s4");
    expect(resolveSlot({ kind: "group", groupId: "A", rank: 2 }, {}, { A: ["x", "y", "z"] })).toBe("y");
    expect(knockoutPlacements(main, decided)).toBeNull();
    expect(knockoutPlacements(main, { ...decided, "P3-1": { winner: "s3", loser: "s1" } })).toEqual({
      champion: "s3",
      runnerUp: "s1",
      semifinalists: ["s5", "s2"],
    });
  });
});

describe("correcting a result", () => {
  const { main, consolation } = draw(8, true);
  const all = [...main.matches, ...consolation!.matches];

  it("labels", () => {
    expect(all.map((m) => knockoutMatchLabel(all, m))).toEqual([
      "Cuartos de final 1",
      "Cuartos de final 2",
      "Cuartos de final 3",
      "Cuartos de final 4",
      "Semifinal 1",
      "Semifinal 2",
      "Final",
      "Consolación: Semifinal 1",
      "Consolación: Semifinal 2",
      "Consolación: Final",
    ]);
  });

  it("allowed while the next match has no result; refused once it has one", () => {
    const decided = { "P1-1": { winner: "s1", loser: "s8" }, "P1-2": { winner: "s5", loser: "s4" } };
    expect(checkKnockoutCorrection(all, "P1-1", decided)).toEqual({ ok: true });
    expect(checkKnockoutCorrection(all, "P1-1", { ...decided, "P2-1": { winner: "s1", loser: "s5" } })).toEqual({
      ok: false,
      message: "No se puede corregir: el partido Semifinal 1 ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
    expect(checkKnockoutCorrection(all, "P1-2", { ...decided, "C1-1": { winner: "s8", loser: "s4" } })).toEqual({
      ok: false,
      message:
        "No se puede corregir: el partido Consolación: Semifinal 1 ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
    expect(checkKnockoutCorrection(all, "P3-1", { "P3-1": { winner: "s1", loser: "s2" } })).toEqual({ ok: true });
    expect(checkKnockoutCorrection(all, "Z9", {})).toEqual({ ok: false, message: "Ese partido no está en el cuadro" });
  });

  it("a group match: refused once the knockout has a result with a pair of that group", () => {
    const knockout: KnockoutMatch[] = [
      {
        id: "P1-1",
        stage: "main",
        round: 1,
        roundName: "Final",
        position: 0,
        a: { kind: "group", groupId: "A", rank: 1 },
        b: { kind: "group", groupId: "A", rank: 2 },
        bye: false,
        winnerTo: null,
        loserTo: null,
        feeders: [],
      },
    ];
    expect(checkGroupCorrection(knockout, "A", {})).toEqual({ ok: true });
    expect(checkGroupCorrection(knockout, "B", { "P1-1": { winner: "x", loser: "y" } })).toEqual({ ok: true });
    expect(checkGroupCorrection(knockout, "A", { "P1-1": { winner: "x", loser: "y" } })).toEqual({
      ok: false,
      message: "No se puede corregir: el partido Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
  });
});

describe("placement properties, every size from 2 to 128", () => {
  const position = (slots: number[], seed: number) => slots.indexOf(seed);
  it("every seed once, byes to the top seeds, 1 and 2 in opposite halves, 3 and 4 in the other quarters", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.boolean(), (n, consolation) => {
        const { main, size, byes } = draw(n, consolation);
        const first = main.matches.filter((m) => m.round === 1);
        const entries = first.flatMap((m) => [m.a, m.b]).flatMap((s) => (s.kind === "entry" ? [s.entryId] : []));
        expect([...entries].sort()).toEqual(ids(n).sort());
        expect(byes).toBe(size - n);
        const withBye = first.filter((m) => m.bye).map((m) => (m.a.kind === "entry" ? m.a.seed : null));
        expect([...withBye].sort((a, b) => a! - b!)).toEqual(Array.from({ length: byes }, (_, i) => i + 1));
        const slots = seedPositions(size);
        const half = size / 2;
        expect(position(slots, 1) < half).toBe(true);
        expect(position(slots, 2) >= half).toBe(true);
        if (size >= 4) {
          const quarter = (seed: number) => Math.floor(position(slots, seed) / (size / 4));
          expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
        }
        if (size >= 8) {
          const eighth = (seed: number) => Math.floor(position(slots, seed) / (size / 8));
          expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(eighth)).size).toBe(8);
        }
        // Every match but the final feeds exactly one slot of the next round.
        const targets = main.matches.flatMap((m) => (m.winnerTo ? [`${m.winnerTo.matchId}/${m.winnerTo.slot}`] : []));
        expect(new Set(targets).size).toBe(main.matches.length - 1);
        expect(main.matches).toHaveLength(size - 1);
      }),
      { numRuns: 150 },
    );
  });
});

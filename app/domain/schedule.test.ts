import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { singleElimination } from "./draw-bracket";
import { groupStage } from "./draw-groups";
import {
  checkMove,
  formatTime,
  groupMatchesToSchedule,
  knockoutToSchedule,
  minutesOfDay,
  type ScheduledSlot,
  type ScheduleInput,
  type ScheduleMatch,
  scheduleMatches,
} from "./schedule";

const courts = [
  { id: "c1", name: "Cancha 1" },
  { id: "c2", name: "Cancha 2" },
];
const day = (date: string, start: string, end: string) => ({ date, start, end });
const m = (id: string, pairs: string[], feeders: string[] = []): ScheduleMatch => ({ id, pairs, feeders });
const brief = (slots: ScheduledSlot[]) => slots.map((s) => `${s.matchId} ${s.courtId} ${s.date} ${s.start}-${s.end}`);

const fourDraw: ScheduleMatch[] = [m("P1-1", ["s1", "s4"]), m("P1-2", ["s2", "s3"]), m("P2-1", [], ["P1-1", "P1-2"])];

describe("times", () => {
  it("reads and writes HH:mm", () => {
    expect(minutesOfDay("09:15")).toBe(555);
    expect(formatTime(555)).toBe("09:15");
    expect(formatTime(1440 + 75)).toBe("01:15");
    expect(() => minutesOfDay("9:15")).toThrow(RangeError);
    expect(() => minutesOfDay("24:00")).toThrow(RangeError);
  });
});

describe("automatic schedule", () => {
  it("a draw of 4 on two courts: the final after its semifinals with 75 min of play and 60 of rest", () => {
    const result = scheduleMatches({ courts, days: [day("2026-12-05", "09:00", "14:00")], matches: fourDraw });
    expect(brief(result.slots)).toEqual([
      "P1-1 c1 2026-12-05 09:00-10:15",
      "P1-2 c2 2026-12-05 09:00-10:15",
      "P2-1 c1 2026-12-05 11:30-12:45",
    ]);
    expect(result.unplaced).toEqual([]);
    expect(result.message).toBeNull();
  });

  it("a group of 4 on one court: each pair rests at least 60 min between matches", () => {
    const group = [
      m("GA-1-1", ["w", "z"]),
      m("GA-1-2", ["x", "y"]),
      m("GA-2-1", ["w", "y"]),
      m("GA-2-2", ["z", "x"]),
      m("GA-3-1", ["w", "x"]),
      m("GA-3-2", ["y", "z"]),
    ];
    const result = scheduleMatches({
      courts: [courts[0]!],
      days: [day("2026-12-05", "09:00", "22:00")],
      matches: group,
    });
    expect(result.slots.map((s) => `${s.matchId} ${s.start}`)).toEqual([
      "GA-1-1 09:00",
      "GA-1-2 10:15",
      "GA-2-1 12:45",
      "GA-2-2 14:00",
      "GA-3-1 16:30",
      "GA-3-2 17:45",
    ]);
  });

  it("uses the courts evenly and goes on to the next day", () => {
    const matches = Array.from({ length: 9 }, (_, i) => m(`M${i + 1}`, [`a${i}`, `b${i}`]));
    const result = scheduleMatches({
      courts: [...courts, { id: "c3", name: "Cancha 3" }],
      days: [day("2026-12-05", "18:00", "20:30"), day("2026-12-06", "09:00", "10:15")],
      matches,
    });
    expect(brief(result.slots)).toEqual([
      "M1 c1 2026-12-05 18:00-19:15",
      "M2 c2 2026-12-05 18:00-19:15",
      "M3 c3 2026-12-05 18:00-19:15",
      "M4 c1 2026-12-05 19:15-20:30",
      "M5 c2 2026-12-05 19:15-20:30",
      "M6 c3 2026-12-05 19:15-20:30",
      "M7 c1 2026-12-06 09:00-10:15",
      "M8 c2 2026-12-06 09:00-10:15",
      "M9 c3 2026-12-06 09:00-10:15",
    ]);
  });

  it("match length and rest are settings", () => {
    const result = scheduleMatches({
      courts,
      days: [day("2026-12-05", "09:00", "12:00")],
      matches: fourDraw,
      matchMinutes: 60,
      restMinutes: 0,
    });
    expect(result.slots.map((s) => `${s.matchId} ${s.start}-${s.end}`)).toEqual([
      "P1-1 09:00-10:00",
      "P1-2 09:00-10:00",
      "P2-1 10:00-11:00",
    ]);
  });

  it("keeps fixed slots and places the rest around them", () => {
    const result = scheduleMatches({
      courts,
      days: [day("2026-12-05", "09:00", "14:00")],
      matches: fourDraw,
      fixed: [{ matchId: "P1-1", courtId: "c2", date: "2026-12-05", start: "09:30", end: "10:45" }],
    });
    expect(brief(result.slots)).toEqual([
      "P1-2 c1 2026-12-05 09:00-10:15",
      "P1-1 c2 2026-12-05 09:30-10:45",
      "P2-1 c1 2026-12-05 12:45-14:00",
    ]);
  });

  it("is deterministic", () => {
    const input: ScheduleInput = { courts, days: [day("2026-12-05", "09:00", "22:00")], matches: fourDraw };
    expect(scheduleMatches(input)).toEqual(scheduleMatches(input));
  });
});

describe("when not everything fits", () => {
  it("no free court: the match and what depends on it, with the reasons", () => {
    const result = scheduleMatches({
      courts: [courts[0]!],
      days: [day("2026-12-05", "09:00", "11:30")],
      matches: [...fourDraw, m("X", ["s5", "s6"])],
    });
    expect(brief(result.slots)).toEqual(["P1-1 c1 2026-12-05 09:00-10:15", "P1-2 c1 2026-12-05 10:15-11:30"]);
    expect(result.unplaced).toEqual([
      {
        matchId: "X",
        reason: "No quedan canchas libres en los días y horarios configurados",
      },
      {
        matchId: "P2-1",
        reason: "Los partidos de los que depende terminan demasiado tarde para los días y horarios configurados",
      },
    ]);
    expect(result.message).toBe("No caben 2 de 4 partidos: agrega canchas, días u horas, o acorta la duración de los partidos");
  });

  it("a match waiting for one that could not be placed", () => {
    const result = scheduleMatches({
      courts: [courts[0]!],
      days: [day("2026-12-05", "09:00", "10:15")],
      matches: [{ ...fourDraw[0]!, label: "Semifinal 1" }, fourDraw[1]!, fourDraw[2]!],
    });
    expect(result.unplaced).toEqual([
      { matchId: "P1-2", reason: "No quedan canchas libres en los días y horarios configurados" },
      { matchId: "P2-1", reason: "Depende del partido P1-2, que no se pudo programar" },
    ]);
  });

  it("a pair without room for its rest", () => {
    const result = scheduleMatches({
      courts,
      days: [day("2026-12-05", "09:00", "11:30")],
      matches: [m("A", ["s1", "s2"]), m("B", ["s1", "s3"])],
    });
    expect(result.unplaced).toEqual([{ matchId: "B", reason: "Sus parejas no tienen otro turno libre con el descanso mínimo de 60 min" }]);
  });

  it("no start time at all (a day shorter than a match) or no court", () => {
    const none = "No quedan canchas libres en los días y horarios configurados";
    const short = scheduleMatches({ courts, days: [day("2026-12-05", "09:00", "10:00")], matches: fourDraw });
    expect(short.slots).toEqual([]);
    expect(short.unplaced.map((u) => u.reason)).toEqual([none, none, "Depende del partido P1-1, que no se pudo programar"]);
    const noCourt = scheduleMatches({ courts: [], days: [day("2026-12-05", "09:00", "22:00")], matches: fourDraw });
    expect(noCourt.unplaced.map((u) => u.reason)).toEqual([none, none, "Depende del partido P1-1, que no se pudo programar"]);
  });

  it("refuses repeated match ids (a caller's mistake)", () => {
    expect(() => scheduleMatches({ courts, days: [], matches: [fourDraw[0]!, fourDraw[0]!] })).toThrow(RangeError);
  });

  it("a cycle of feeders is reported, not looped on", () => {
    const result = scheduleMatches({
      courts,
      days: [day("2026-12-05", "09:00", "22:00")],
      matches: [m("A", [], ["B"]), m("B", [], ["A"]), m("C", ["x", "y"])],
    });
    expect(result.slots.map((s) => s.matchId)).toEqual(["C"]);
    expect(result.unplaced).toEqual([
      { matchId: "A", reason: "Sus partidos previos dependen de él: revisa el cuadro" },
      { matchId: "B", reason: "Sus partidos previos dependen de él: revisa el cuadro" },
    ]);
  });
});

describe("moving a match by hand", () => {
  const input: ScheduleInput = {
    courts,
    days: [day("2026-12-05", "09:00", "22:00")],
    matches: [
      { id: "P1-1", label: "Semifinal 1", pairs: ["s1", "s4"], feeders: [] },
      { id: "P1-2", label: "Semifinal 2", pairs: ["s2", "s3"], feeders: [] },
      { id: "P2-1", label: "Final", pairs: [], feeders: ["P1-1", "P1-2"] },
      { id: "X", label: "Amistoso", pairs: ["s1", "s9"], feeders: [] },
    ],
    pairLabels: { s1: "Pérez / López" },
  };
  const slots = scheduleMatches(input).slots;

  it("the schedule the moves start from", () => {
    expect(brief(slots)).toEqual([
      "P1-1 c1 2026-12-05 09:00-10:15",
      "P1-2 c2 2026-12-05 09:00-10:15",
      "X c1 2026-12-05 11:30-12:45",
      "P2-1 c2 2026-12-05 11:30-12:45",
    ]);
  });

  it("a clean move", () => {
    expect(checkMove(input, slots, { matchId: "P2-1", courtId: "c2", date: "2026-12-05", start: "15:00" })).toEqual([]);
  });

  it("a busy court, a pair without rest, and a final before its semifinal ends", () => {
    expect(checkMove(input, slots, { matchId: "P2-1", courtId: "c1", date: "2026-12-05", start: "10:00" })).toEqual([
      {
        kind: "court-busy",
        matchId: "P1-1",
        message: "La cancha Cancha 1 está ocupada por el partido Semifinal 1 de 09:00 a 10:15",
      },
      {
        kind: "feeder-later",
        matchId: "P1-1",
        message: "Debe empezar al menos 135 min después del partido Semifinal 1 (09:00), del que sale una de sus parejas",
      },
      {
        kind: "feeder-later",
        matchId: "P1-2",
        message: "Debe empezar al menos 135 min después del partido Semifinal 2 (09:00), del que sale una de sus parejas",
      },
    ]);
    expect(checkMove(input, slots, { matchId: "X", courtId: "c2", date: "2026-12-05", start: "10:15" })).toEqual([
      {
        kind: "pair-rest",
        matchId: "P1-1",
        message: "Pérez / López juega el partido Semifinal 1 a las 09:00: faltan 60 min de descanso entre sus partidos",
      },
    ]);
  });

  it("a semifinal moved after its final", () => {
    expect(checkMove(input, slots, { matchId: "P1-2", courtId: "c1", date: "2026-12-05", start: "10:15" })).toEqual([
      {
        kind: "dependent-earlier",
        matchId: "P2-1",
        message: "El partido Final (11:30) espera a su ganador: debe empezar al menos 135 min después",
      },
    ]);
  });

  it("outside the day, on another day, unknown court or match", () => {
    expect(checkMove(input, slots, { matchId: "X", courtId: "c2", date: "2026-12-05", start: "21:00" })).toEqual([
      {
        kind: "outside-hours",
        matchId: null,
        message: "El partido debe jugarse entre las 09:00 y las 22:00 de ese día",
      },
    ]);
    expect(checkMove(input, slots, { matchId: "X", courtId: "c2", date: "2026-12-06", start: "10:00" })).toEqual([
      { kind: "outside-hours", matchId: null, message: "Ese día no es de juego en el torneo" },
    ]);
    expect(checkMove(input, slots, { matchId: "X", courtId: "c9", date: "2026-12-05", start: "15:00" })).toEqual([
      { kind: "unknown-court", matchId: null, message: "Esa cancha no es del torneo" },
    ]);
    expect(checkMove(input, slots, { matchId: "Z", courtId: "c1", date: "2026-12-05", start: "15:00" })).toEqual([
      { kind: "unknown-match", matchId: null, message: "Ese partido no está en el cuadro" },
    ]);
  });

  it("a match moved onto its own court at another time does not clash with itself", () => {
    expect(checkMove(input, slots, { matchId: "X", courtId: "c1", date: "2026-12-05", start: "12:00" })).toEqual([]);
  });
});

/** A tournament's matches as the routes will pass them: knockout pairs known only when named. */
function tournament(categories: { format: "elimination" | "groups"; entries: number; consolation: boolean }[]): ScheduleMatch[] {
  return categories.flatMap((category, index) => {
    const ids = Array.from({ length: category.entries }, (_, i) => `k${index}-e${i}`);
    const prefix = (id: string) => `k${index}:${id}`;
    if (category.format === "elimination") {
      const draw = singleElimination(ids, { consolation: category.consolation });
      if (!draw.ok) throw new Error(draw.message);
      return knockoutToSchedule([...draw.draw.main.matches, ...(draw.draw.consolation?.matches ?? [])], prefix);
    }
    const stage = groupStage(ids, category.consolation ? 2 : 1);
    if (!stage.ok) throw new Error(stage.message);
    return [...groupMatchesToSchedule(stage.draw.matches, prefix), ...knockoutToSchedule(stage.draw.knockout.matches, prefix)];
  });
}

describe("a draw's matches for the scheduler", () => {
  it("byes left out, named pairs, feeders, labels, ids mapped", () => {
    const draw = singleElimination(["s1", "s2", "s3", "s4", "s5"]);
    if (!draw.ok) throw new Error(draw.message);
    expect(knockoutToSchedule(draw.draw.main.matches, (id) => `x${id}`)).toEqual([
      { id: "xP1-2", label: "Cuartos de final", pairs: ["s4", "s5"], feeders: [] },
      { id: "xP2-1", label: "Semifinal", pairs: ["s1"], feeders: ["xP1-2"] },
      { id: "xP2-2", label: "Semifinal", pairs: ["s2", "s3"], feeders: [] },
      { id: "xP3-1", label: "Final", pairs: [], feeders: ["xP2-1", "xP2-2"] },
    ]);
    const stage = groupStage(["a", "b", "c"], 2);
    if (!stage.ok) throw new Error(stage.message);
    expect(groupMatchesToSchedule(stage.draw.matches)).toEqual([
      { id: "GA-1-1", label: "Grupo A", pairs: ["b", "c"], feeders: [] },
      { id: "GA-2-1", label: "Grupo A", pairs: ["a", "c"], feeders: [] },
      { id: "GA-3-1", label: "Grupo A", pairs: ["a", "b"], feeders: [] },
    ]);
  });
});

const categoryArb = fc.record({
  format: fc.constantFrom("elimination" as const, "groups" as const),
  entries: fc.integer({ min: 6, max: 24 }),
  consolation: fc.boolean(),
});

/** The rules, checked on the output without the scheduler's code. */
function expectValid(input: ScheduleInput, result: ReturnType<typeof scheduleMatches>) {
  const length = input.matchMinutes ?? 75;
  const rest = input.restMinutes ?? 60;
  const at = (slot: ScheduledSlot) => Date.parse(`${slot.date}T${slot.start}:00Z`) / 60_000;
  const byId = new Map(result.slots.map((slot) => [slot.matchId, slot]));
  const placedIds = result.slots.map((s) => s.matchId);
  const unplacedIds = result.unplaced.map((u) => u.matchId);
  expect([...placedIds, ...unplacedIds].sort()).toEqual(input.matches.map((match) => match.id).sort());
  for (const slot of result.slots) {
    const d = input.days.find((x) => x.date === slot.date)!;
    expect(slot.start >= d.start && slot.end <= d.end && slot.end > slot.start).toBe(true);
  }
  for (let i = 0; i < result.slots.length; i++) {
    for (let j = i + 1; j < result.slots.length; j++) {
      const a = result.slots[i]!;
      const b = result.slots[j]!;
      const gap = Math.abs(at(a) - at(b));
      if (a.courtId === b.courtId) expect(gap).toBeGreaterThanOrEqual(length);
      const pairsA = input.matches.find((x) => x.id === a.matchId)!.pairs;
      const pairsB = input.matches.find((x) => x.id === b.matchId)!.pairs;
      if (pairsA.some((p) => pairsB.includes(p))) expect(gap).toBeGreaterThanOrEqual(length + rest);
    }
  }
  for (const match of input.matches) {
    const slot = byId.get(match.id);
    if (!slot) continue;
    for (const feeder of match.feeders) {
      const before = byId.get(feeder);
      expect(before).toBeDefined();
      expect(at(slot) - at(before!)).toBeGreaterThanOrEqual(length + rest);
    }
  }
  if (result.unplaced.length === 0) expect(result.message).toBeNull();
  else {
    expect(result.message).toBe(
      `No caben ${result.unplaced.length} de ${input.matches.length} partidos: agrega canchas, días u horas, o acorta la duración de los partidos`,
    );
    for (const u of result.unplaced)
      expect(u.reason).toMatch(/^(No quedan|Sus parejas|Los partidos|Depende del partido|Sus partidos previos)/);
  }
}

describe("scheduler properties", () => {
  it("no overlap on a court, rest for every pair, feeders first, inside the hours; a clear answer when short", () => {
    fc.assert(
      fc.property(
        fc.array(categoryArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.record({ start: fc.integer({ min: 7, max: 12 }), hours: fc.integer({ min: 3, max: 11 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom(60, 75, 90),
        fc.constantFrom(0, 30, 60),
        (categories, courtCount, dayHours, matchMinutes, restMinutes) => {
          const input: ScheduleInput = {
            courts: Array.from({ length: courtCount }, (_, i) => ({ id: `c${i}`, name: `Cancha ${i + 1}` })),
            days: dayHours.map((d, i) =>
              day(`2026-12-0${i + 1}`, `${String(d.start).padStart(2, "0")}:00`, `${String(d.start + d.hours).padStart(2, "0")}:00`),
            ),
            matches: tournament(categories),
            matchMinutes,
            restMinutes,
          };
          expectValid(input, scheduleMatches(input));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every match placed when courts and time are ample", () => {
    fc.assert(
      fc.property(fc.array(categoryArb, { minLength: 1, maxLength: 3 }), (categories) => {
        const matches = tournament(categories);
        const input: ScheduleInput = {
          courts: Array.from({ length: matches.length }, (_, i) => ({ id: `c${i}`, name: `Cancha ${i + 1}` })),
          days: [day("2026-12-01", "00:00", "23:59"), day("2026-12-02", "00:00", "23:59")],
          matches,
          matchMinutes: 30,
          restMinutes: 15,
        };
        const result = scheduleMatches(input);
        expect(result.unplaced).toEqual([]);
        expectValid(input, result);
      }),
      { numRuns: 30 },
    );
  });

  it("a clear answer when the courts and days are too short", () => {
    fc.assert(
      fc.property(fc.array(categoryArb, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 2 }), (categories, courtCount) => {
        const input: ScheduleInput = {
          courts: Array.from({ length: courtCount }, (_, i) => ({ id: `c${i}`, name: `Cancha ${i + 1}` })),
          days: [day("2026-12-01", "09:00", "13:00")],
          matches: tournament(categories),
        };
        const result = scheduleMatches(input);
        // At most 3 start times per court: far fewer than the 5+ matches of any category here.
        expect(result.slots.length).toBeLessThanOrEqual(3 * courtCount);
        expect(result.unplaced.length).toBeGreaterThan(0);
        expectValid(input, result);
      }),
      { numRuns: 30 },
    );
  });
});

// The scheduler fed with real draws: a draw's matches as the scheduler takes them, and property tests on
// whole tournaments (elimination and group categories).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { day } from "../../tests/support/schedule-fixtures";
import { singleElimination } from "./draw-bracket";
import { groupStage } from "./draw-groups";
import {
  groupMatchesToSchedule,
  knockoutToSchedule,
  type ScheduledSlot,
  type ScheduleInput,
  type ScheduleMatch,
  scheduleMatches,
  SCHEDULE_PHASES,
} from "./schedule";

/** A tournament's matches as the routes will pass them: knockout pairs known only when named. */
function tournament(categories: { format: "elimination" | "groups"; entries: number; consolation: boolean }[]): ScheduleMatch[] {
  return categories.flatMap((category, index) => {
    const ids = Array.from({ length: category.entries }, (_, i) => `k${index}-e${i}`);
    const prefix = (id: string) => `k${index}:${id}`;
    if (category.format === "elimination") {
      const draw = singleElimination(ids, { consolation: category.consolation });
      if (!draw.ok) throw new Error(draw.message);
      return knockoutToSchedule([...draw.value.main.matches, ...(draw.value.consolation?.matches ?? [])], prefix);
    }
    const stage = groupStage(ids, category.consolation ? 2 : 1);
    if (!stage.ok) throw new Error(stage.message);
    return [...groupMatchesToSchedule(stage.value.matches, prefix), ...knockoutToSchedule(stage.value.knockout.matches, prefix)];
  });
}

describe("a draw's matches for the scheduler", () => {
  it("byes left out, named pairs, feeders, labels, ids mapped", () => {
    const draw = singleElimination(["s1", "s2", "s3", "s4", "s5"]);
    if (!draw.ok) throw new Error(draw.message);
    expect(knockoutToSchedule(draw.value.main.matches, (id) => `x${id}`)).toEqual([
      { id: "xP1-2", label: "Cuartos de final", pairs: ["s4", "s5"], feeders: [], phase: "quarterfinal" },
      { id: "xP2-1", label: "Semifinal", pairs: ["s1"], feeders: ["xP1-2"], phase: "semifinal" },
      { id: "xP2-2", label: "Semifinal", pairs: ["s2", "s3"], feeders: [], phase: "semifinal" },
      { id: "xP3-1", label: "Final", pairs: [], feeders: ["xP2-1", "xP2-2"], phase: "final" },
    ]);
    const stage = groupStage(["a", "b", "c"], 2);
    if (!stage.ok) throw new Error(stage.message);
    expect(groupMatchesToSchedule(stage.value.matches)).toEqual([
      { id: "GA-1-1", label: "Grupo A", pairs: ["b", "c"], feeders: [], phase: "group" },
      { id: "GA-2-1", label: "Grupo A", pairs: ["a", "c"], feeders: [], phase: "group" },
      { id: "GA-3-1", label: "Grupo A", pairs: ["a", "b"], feeders: [], phase: "group" },
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
      expect(u.reason).toMatch(/^(No quedan|Sus parejas|Los partidos|Depende del partido|Sus partidos previos|Ningún día de juego admite)/);
  }
  // 'Fases por día': never on a day that excludes the phase, never before its not-before time.
  for (const slot of result.slots) {
    const phase = input.matches.find((match) => match.id === slot.matchId)!.phase;
    const rule = input.days.find((d) => d.date === slot.date)!.phases?.find((r) => r.phase === phase);
    if (!rule) continue;
    expect(rule.allowed).toBe(true);
    if (rule.notBefore) expect(slot.start >= rule.notBefore).toBe(true);
  }
}

const phaseRuleArb = fc.record({
  phase: fc.constantFrom(...SCHEDULE_PHASES),
  allowed: fc.boolean(),
  notBefore: fc.option(fc.constantFrom("08:00", "10:00", "12:30", "16:00", "21:00"), { nil: null }),
});

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

  it("phases per day and not-before times always honoured, or the match reported with a reason; the same input gives the same schedule", () => {
    fc.assert(
      fc.property(
        fc.array(categoryArb, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.uniqueArray(phaseRuleArb, { selector: (rule) => rule.phase, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        (categories, courtCount, phasesPerDay) => {
          const input: ScheduleInput = {
            courts: Array.from({ length: courtCount }, (_, i) => ({ id: `c${i}`, name: `Cancha ${i + 1}` })),
            days: phasesPerDay.map((phases, i) => ({ ...day(`2026-12-0${i + 1}`, "08:00", "22:00"), phases })),
            matches: tournament(categories),
          };
          const result = scheduleMatches(input);
          expectValid(input, result);
          expect(scheduleMatches(structuredClone(input))).toEqual(result);
          for (const u of result.unplaced) {
            const phase = input.matches.find((match) => match.id === u.matchId)!.phase!;
            const open = input.days.some((d) => d.phases?.find((r) => r.phase === phase)?.allowed !== false);
            if (!open) expect(u.reason).toMatch(/^Ningún día de juego admite la fase /);
          }
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

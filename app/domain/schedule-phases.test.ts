// Schedule control (issue 31): phases per day with a not-before time, a double booking named as such, and
// the conflicts a schedule keeps after a move accepted with 'Mover de todos modos'.
import { describe, expect, it } from "vitest";
import { brief, courts, day } from "../../tests/support/schedule-fixtures";
import { checkMove, matchPhase, phaseStart, type ScheduleInput, scheduleMatches, slotConflicts } from "./schedule";

/** A draw of 8: quarterfinals, semifinals and the final, on a Saturday and a Sunday. */
const eightDraw: ScheduleInput["matches"] = [
  { id: "Q1", label: "Cuartos 1", pairs: ["p1", "p8"], feeders: [], phase: "quarterfinal" },
  { id: "Q2", label: "Cuartos 2", pairs: ["p4", "p5"], feeders: [], phase: "quarterfinal" },
  { id: "Q3", label: "Cuartos 3", pairs: ["p3", "p6"], feeders: [], phase: "quarterfinal" },
  { id: "Q4", label: "Cuartos 4", pairs: ["p2", "p7"], feeders: [], phase: "quarterfinal" },
  { id: "S1", label: "Semifinal 1", pairs: [], feeders: ["Q1", "Q2"], phase: "semifinal" },
  { id: "S2", label: "Semifinal 2", pairs: [], feeders: ["Q3", "Q4"], phase: "semifinal" },
  { id: "F", label: "Final", pairs: [], feeders: ["S1", "S2"], phase: "final" },
];
const saturday = day("2026-12-05", "08:00", "22:00");
const sunday = day("2026-12-06", "08:00", "22:00");

describe("phases per day ('Fases por día', 'No antes de')", () => {
  it("without rules everything piles into the first day", () => {
    const result = scheduleMatches({ courts, days: [saturday, sunday], matches: eightDraw });
    expect(brief(result.slots).at(-1)).toBe("F c1 2026-12-05 14:15-15:30");
  });

  it("semifinals and finals only on Sunday from 10:00", () => {
    const finalsOnSunday = [
      { phase: "semifinal", allowed: false, notBefore: null },
      { phase: "final", allowed: false, notBefore: null },
    ] as const;
    const sundayRules = [
      { phase: "quarterfinal", allowed: false, notBefore: null },
      { phase: "semifinal", allowed: true, notBefore: "10:00" },
      { phase: "final", allowed: true, notBefore: "10:00" },
    ] as const;
    const result = scheduleMatches({
      courts,
      days: [
        { ...saturday, phases: finalsOnSunday },
        { ...sunday, phases: sundayRules },
      ],
      matches: eightDraw,
    });
    expect(result.message).toBeNull();
    expect(brief(result.slots)).toEqual([
      "Q1 c1 2026-12-05 08:00-09:15",
      "Q2 c2 2026-12-05 08:00-09:15",
      "Q3 c1 2026-12-05 09:15-10:30",
      "Q4 c2 2026-12-05 09:15-10:30",
      "S1 c1 2026-12-06 10:00-11:15",
      "S2 c2 2026-12-06 10:00-11:15",
      "F c1 2026-12-06 12:30-13:45",
    ]);
  });

  it("a phase no day plays is reported with the reason, and what depends on it too", () => {
    const result = scheduleMatches({
      courts,
      days: [{ ...saturday, phases: [{ phase: "semifinal", allowed: false, notBefore: null }] }],
      matches: eightDraw,
    });
    expect(result.unplaced).toEqual([
      { matchId: "S1", reason: "Ningún día de juego admite la fase Semifinales en sus horarios: revisa 'Fases por día'" },
      { matchId: "S2", reason: "Ningún día de juego admite la fase Semifinales en sus horarios: revisa 'Fases por día'" },
      { matchId: "F", reason: "Depende del partido Semifinal 1, que no se pudo programar" },
    ]);
  });

  it("a not-before time too late for the day's end leaves no time for the phase", () => {
    const late = { ...saturday, phases: [{ phase: "final", allowed: true, notBefore: "21:00" }] } as const;
    expect(phaseStart(late, "final")).toBe("21:00");
    expect(phaseStart(late, "group")).toBe("08:00");
    const result = scheduleMatches({ courts, days: [late], matches: eightDraw });
    expect(result.unplaced).toEqual([
      { matchId: "F", reason: "Ningún día de juego admite la fase Finales en sus horarios: revisa 'Fases por día'" },
    ]);
  });

  it("knockout rounds by their size; a consolation round as the main round of its size", () => {
    expect([1, 2, 3, 4, 8, 16, 32].map((n) => matchPhase("main", n))).toEqual([
      "final",
      "semifinal",
      "quarterfinal",
      "quarterfinal",
      "round16",
      "early",
      "early",
    ]);
    expect(matchPhase("consolation", 1)).toBe("final");
    expect(matchPhase("group", 1)).toBe("group");
  });

  it("moving a match onto a day or time its phase is not played there is a conflict", () => {
    const input: ScheduleInput = {
      courts,
      days: [saturday, { ...sunday, phases: [{ phase: "final", allowed: true, notBefore: "10:00" }] }],
      matches: eightDraw,
    };
    const slots = scheduleMatches({ ...input, days: [saturday, sunday] }).slots;
    expect(checkMove(input, slots, { matchId: "F", courtId: "c2", date: "2026-12-06", start: "09:00" })).toEqual([
      { kind: "phase-not-allowed", matchId: null, message: "La fase Finales se juega ese día desde las 10:00 (Fases por día)" },
    ]);
    const closed: ScheduleInput = {
      ...input,
      days: [saturday, { ...sunday, phases: [{ phase: "final", allowed: false, notBefore: null }] }],
    };
    expect(checkMove(closed, slots, { matchId: "F", courtId: "c2", date: "2026-12-06", start: "12:00" })).toEqual([
      { kind: "phase-not-allowed", matchId: null, message: "La fase Finales no se juega ese día (Fases por día)" },
    ]);
  });
});

describe("a double booking and the conflicts a schedule keeps", () => {
  const input: ScheduleInput = {
    courts,
    days: [saturday],
    matches: [
      { id: "A", label: "Grupo A", pairs: ["p1", "p2"], feeders: [] },
      { id: "B", label: "Grupo B", pairs: ["p1", "p3"], feeders: [] },
    ],
    pairLabels: { p1: "Pérez / López" },
  };
  const apart = [
    { matchId: "A", courtId: "c1", date: "2026-12-05", start: "08:00", end: "09:15" },
    { matchId: "B", courtId: "c2", date: "2026-12-05", start: "12:00", end: "13:15" },
  ];

  it("the same pair at the same time is a double booking, not a short rest", () => {
    expect(checkMove(input, apart, { matchId: "B", courtId: "c2", date: "2026-12-05", start: "08:30" })).toEqual([
      {
        kind: "double-booking",
        matchId: "A",
        message: "Doble reserva: Pérez / López juega dos partidos a la misma hora (el partido Grupo A a las 08:00)",
      },
    ]);
    expect(checkMove(input, apart, { matchId: "B", courtId: "c2", date: "2026-12-05", start: "09:30" })).toEqual([
      {
        kind: "pair-rest",
        matchId: "A",
        message: "Pérez / López juega el partido Grupo A a las 08:00: faltan 60 min de descanso entre sus partidos",
      },
    ]);
  });

  it("a conflicting schedule marks both matches until a move resolves it", () => {
    const clashing = [apart[0]!, { ...apart[1]!, start: "08:00", end: "09:15" }];
    expect([...slotConflicts(input, clashing)]).toEqual([
      [
        "A",
        [
          {
            kind: "double-booking",
            matchId: "B",
            message: "Doble reserva: Pérez / López juega dos partidos a la misma hora (el partido Grupo B a las 08:00)",
          },
        ],
      ],
      [
        "B",
        [
          {
            kind: "double-booking",
            matchId: "A",
            message: "Doble reserva: Pérez / López juega dos partidos a la misma hora (el partido Grupo A a las 08:00)",
          },
        ],
      ],
    ]);
    expect(slotConflicts(input, apart).size).toBe(0);
  });
});

// The scheduler: an organiser moving a match by hand, and the clashes checkMove reports.
import { describe, expect, it } from "vitest";
import { brief, courts, day } from "../../tests/support/schedule-fixtures";
import { checkMove, type ScheduleInput, scheduleMatches } from "./schedule";

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

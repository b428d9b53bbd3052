// The scheduler: times of day, the automatic schedule, and what it answers when not everything fits.
import { describe, expect, it } from "vitest";
import { brief, courts, day, fourDraw, m } from "../../tests/support/schedule-fixtures";
import { formatTime, minutesOfDay, type ScheduleInput, scheduleMatches } from "./schedule";

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

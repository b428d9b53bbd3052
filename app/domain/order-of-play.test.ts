import { describe, expect, it } from "vitest";
import { matchEvents, myMatchesInOrder, playDaysOutsideTournament, scheduleAfterDateChange, storedMatchLabels } from "./order-of-play";

describe("storedMatchLabels", () => {
  const place = (stage: "group" | "main" | "consolation", round: number, position: number, groupCode: string | null = null) => ({
    stage,
    round,
    position,
    groupCode,
  });

  it("names main and consolation matches as the draw does, numbered in their round", () => {
    const matches = [
      ...Array.from({ length: 32 }, (_, i) => place("main", 1, i)),
      place("main", 2, 0),
      place("main", 2, 1),
      place("main", 3, 0),
      ...Array.from({ length: 4 }, (_, i) => place("consolation", 1, i)),
    ];
    const labels = storedMatchLabels(matches);
    expect([labels[20], labels[33], labels[34], labels[37]]).toEqual([
      "Ronda de 64 21",
      "Semifinal 2",
      "Final",
      "Consolación: Cuartos de final 3",
    ]);
  });

  it("numbers group matches in their group, round by round, whatever order they come in", () => {
    // Positions run over the whole group stage (group A's matches, then group B's).
    const b2 = place("group", 2, 4, "B");
    const a1 = place("group", 1, 0, "A");
    const a3 = place("group", 3, 2, "A");
    const a2 = place("group", 2, 1, "A");
    const b1 = place("group", 1, 3, "B");
    expect(storedMatchLabels([b2, a1, a3, a2, b1])).toEqual([
      "Grupo B · Partido 2",
      "Grupo A · Partido 1",
      "Grupo A · Partido 3",
      "Grupo A · Partido 2",
      "Grupo B · Partido 1",
    ]);
  });

  it("numbers the matches of several draws each in its own draw", () => {
    const labels = storedMatchLabels([
      { ...place("main", 1, 1), drawId: 1 },
      { ...place("main", 1, 0), drawId: 1 },
      { ...place("main", 1, 0), drawId: 2 },
      { ...place("group", 1, 5, "A"), drawId: 2 },
    ]);
    expect(labels).toEqual(["Semifinal 2", "Semifinal 1", "Final", "Grupo A · Partido 1"]);
  });
});

it("playDaysOutsideTournament: a week either side of the tournament's dates", () => {
  const t = { startDate: "2026-12-05", endDate: "2026-12-06" };
  expect(playDaysOutsideTournament([{ date: "2026-11-28" }, { date: "2026-12-13" }], t, 7)).toEqual([]);
  expect(playDaysOutsideTournament([{ date: "2026-12-05" }, { date: "2026-11-27" }, { date: "2026-12-14" }], t, 7)).toEqual([
    { index: 1, message: "El día de juego debe estar entre el 28/11/2026 y el 13/12/2026" },
    { index: 2, message: "El día de juego debe estar entre el 28/11/2026 y el 13/12/2026" },
  ]);
});

describe("myMatchesInOrder", () => {
  const m = (id: string, day: string | null, start: string | null, played = false) => ({ id, day, start, played });
  it("puts the first unplayed match not yet started on top, then the rest by time, unscheduled last", () => {
    const list = [
      m("sin", null, null),
      m("final", "2026-12-06", "10:00"),
      m("semi", "2026-12-05", "18:00"),
      m("cuartos", "2026-12-05", "09:00", true),
    ];
    const { next, others } = myMatchesInOrder(list, "2026-12-05T12:00");
    expect(next?.id).toBe("semi");
    expect(others.map((x) => x.id)).toEqual(["cuartos", "final", "sin"]);
  });
  it("has no next match when everything is played or past", () => {
    expect(myMatchesInOrder([m("a", "2026-12-05", "09:00")], "2026-12-05T09:01").next).toBeNull();
    expect(myMatchesInOrder([m("a", "2026-12-05", "09:00", true)], "2026-12-01T00:00").next).toBeNull();
  });
});

it("matchEvents: a match ending after midnight ends the next day", () => {
  const [event] = matchEvents(
    [
      {
        id: 7,
        tournament: "Copa",
        category: "Femenil 4ta",
        label: "Final",
        pairs: ["A / B", "C / D"],
        court: null,
        club: "Club",
        day: "2026-12-05",
        start: "23:30",
        matchMinutes: 75,
        url: "https://example.test/o",
      },
    ],
    "example.test",
  );
  expect(event).toEqual({
    uid: "partido-7@example.test",
    summary: "Femenil 4ta · Final: A / B vs C / D",
    start: { dateTime: "2026-12-05T23:30" },
    end: { dateTime: "2026-12-06T00:45" },
    location: "Club",
    description: "Copa",
    url: "https://example.test/o",
  });
});

describe("the order of play after the tournament's dates change (issue 31)", () => {
  const before = { startDate: "2026-12-05", endDate: "2026-12-06" };
  it("names the days left outside and the shift from the old start to the new", () => {
    expect(
      scheduleAfterDateChange(["2026-12-06", "2026-12-05", "2026-12-05"], before, { startDate: "2026-12-12", endDate: "2026-12-13" }),
    ).toEqual({
      outside: ["2026-12-05", "2026-12-06"],
      shiftDays: 7,
    });
    expect(scheduleAfterDateChange(["2026-12-05", "2026-12-06"], before, { startDate: "2026-12-06", endDate: "2026-12-07" })).toEqual({
      outside: ["2026-12-05"],
      shiftDays: 1,
    });
    expect(scheduleAfterDateChange(["2026-12-05"], before, { startDate: "2026-11-30", endDate: "2026-12-01" })).toEqual({
      outside: ["2026-12-05"],
      shiftDays: -5,
    });
  });
  it("nothing to say when the dates stay, or every day is still inside", () => {
    expect(scheduleAfterDateChange(["2026-12-01"], before, before)).toBeNull();
    expect(scheduleAfterDateChange(["2026-12-05"], before, { startDate: "2026-12-05", endDate: "2026-12-08" })).toBeNull();
    expect(scheduleAfterDateChange([], before, { startDate: "2027-01-05", endDate: "2027-01-06" })).toBeNull();
  });
});

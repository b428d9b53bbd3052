import { describe, expect, it } from "vitest";
import {
  clubPastTournamentsSince,
  classifyTournament,
  isPastTournament,
  isRegistrationOpen,
  mexicoToday,
  participationState,
} from "./tournament-status";

const tournament = { startDate: "2026-12-05", endDate: "2026-12-07" };

describe("classifyTournament", () => {
  it("is upcoming before the start date", () => {
    expect(classifyTournament(tournament, "2026-12-04")).toBe("upcoming");
  });

  it("is active from the start date through the end date", () => {
    expect(classifyTournament(tournament, "2026-12-05")).toBe("active");
    expect(classifyTournament(tournament, "2026-12-06")).toBe("active");
    expect(classifyTournament(tournament, "2026-12-07")).toBe("active");
  });

  it("is past the day after the end date", () => {
    expect(classifyTournament(tournament, "2026-12-08")).toBe("past");
    expect(isPastTournament(tournament, "2026-12-08")).toBe(true);
    expect(isPastTournament(tournament, "2026-12-07")).toBe(false);
  });

  it("handles one-day tournaments and year boundaries", () => {
    const oneDay = { startDate: "2026-12-31", endDate: "2026-12-31" };
    expect(classifyTournament(oneDay, "2026-12-30")).toBe("upcoming");
    expect(classifyTournament(oneDay, "2026-12-31")).toBe("active");
    expect(classifyTournament(oneDay, "2027-01-01")).toBe("past");
  });

  it("uses the Mexico City date, not the UTC date", () => {
    // 03:00 UTC on the 8th is still 21:00 on the 7th in Puebla: the last day is not over yet.
    const lateEvening = mexicoToday(new Date("2026-12-08T03:00:00Z"));
    expect(lateEvening).toBe("2026-12-07");
    expect(classifyTournament(tournament, lateEvening)).toBe("active");
    expect(classifyTournament(tournament, mexicoToday(new Date("2026-12-08T06:00:00Z")))).toBe("past");
    expect(mexicoToday(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
  });
});

describe("isRegistrationOpen", () => {
  const withFee = { ...tournament, fee: "$800 por persona" };

  it("is open before the start date when a fee exists", () => {
    expect(isRegistrationOpen(withFee, "2026-11-22")).toBe(true);
    expect(isRegistrationOpen(withFee, "2026-12-04")).toBe(true);
  });

  it("closes on the start date", () => {
    expect(isRegistrationOpen(withFee, "2026-12-05")).toBe(false);
    expect(isRegistrationOpen(withFee, "2026-12-06")).toBe(false);
  });

  it("is closed for past tournaments", () => {
    expect(isRegistrationOpen(withFee, "2026-12-08")).toBe(false);
  });

  it("needs a non-blank fee text", () => {
    expect(isRegistrationOpen({ ...tournament, fee: "" }, "2026-11-22")).toBe(false);
    expect(isRegistrationOpen({ ...tournament, fee: "   " }, "2026-11-22")).toBe(false);
    expect(isRegistrationOpen({ ...tournament, fee: null }, "2026-11-22")).toBe(false);
    expect(isRegistrationOpen({ ...tournament, fee: undefined }, "2026-11-22")).toBe(false);
    expect(isRegistrationOpen({ ...tournament, fee: "Gratis" }, "2026-11-22")).toBe(true);
  });

  it("decides by the Mexico City date at midnight UTC", () => {
    // 2026-12-05T03:00Z is 21:00 on the 4th in Mexico City: still open.
    expect(isRegistrationOpen(withFee, mexicoToday(new Date("2026-12-05T03:00:00Z")))).toBe(true);
    expect(isRegistrationOpen(withFee, mexicoToday(new Date("2026-12-05T06:00:00Z")))).toBe(false);
  });
});

describe("participationState", () => {
  const withFee = { ...tournament, fee: "$800" };

  it("finished, open or closed", () => {
    expect(participationState(withFee, "2026-12-08")).toBe("finished");
    expect(participationState(withFee, "2026-12-01")).toBe("open");
    expect(participationState(withFee, "2026-12-06")).toBe("closed");
    expect(participationState({ ...tournament, fee: null }, "2026-12-01")).toBe("closed");
  });
});

describe("clubPastTournamentsSince", () => {
  it("is 12 months before today", () => {
    expect(clubPastTournamentsSince("2026-11-22")).toBe("2025-11-22");
    expect(clubPastTournamentsSince("2028-02-29")).toBe("2027-02-28");
  });
});

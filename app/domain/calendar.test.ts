import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  formatDisplayDate,
  formatIsoDate,
  isIsoDate,
  mexicoDateOf,
  mexicoStartOfDay,
  mexicoToday,
  parseDisplayDate,
  parseIsoDate,
} from "./calendar";

describe("parseIsoDate / isIsoDate", () => {
  it("parses a valid calendar date", () => {
    expect(parseIsoDate("2026-11-22")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("rejects impossible dates and other formats", () => {
    for (const value of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-11-31",
      "2026-1-5",
      "22/11/2026",
      "2026-11-22T00:00:00Z",
      "",
      " 2026-11-22",
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it("isIsoDate rejects non-strings", () => {
    expect(isIsoDate(new Date())).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate("2026-11-22")).toBe(true);
  });

  it("formatIsoDate pads", () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe("2026-01-05");
  });
});

describe("mexicoToday / mexicoDateOf", () => {
  it("is still the previous day in Mexico City shortly after midnight UTC", () => {
    expect(mexicoToday(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
    expect(mexicoToday(new Date("2026-11-23T05:59:59.999Z"))).toBe("2026-11-22");
  });

  it("turns over at midnight Mexico City (06:00 UTC, no DST since 2022)", () => {
    expect(mexicoToday(new Date("2026-11-23T06:00:00Z"))).toBe("2026-11-23");
    expect(mexicoToday(new Date("2026-07-01T05:59:00Z"))).toBe("2026-06-30");
    expect(mexicoToday(new Date("2026-07-01T06:00:00Z"))).toBe("2026-07-01");
  });

  it("handles year ends", () => {
    expect(mexicoToday(new Date("2027-01-01T05:00:00Z"))).toBe("2026-12-31");
  });

  it("defaults to now", () => {
    expect(isIsoDate(mexicoToday())).toBe(true);
  });

  it("throws on an invalid Date", () => {
    expect(() => mexicoDateOf(new Date("nope"))).toThrow(RangeError);
  });
});

describe("mexicoStartOfDay", () => {
  it("is midnight in Mexico City", () => {
    expect(mexicoStartOfDay("2026-11-22").toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(mexicoStartOfDay("2026-06-15").toISOString()).toBe("2026-06-15T06:00:00.000Z");
  });

  it("rejects malformed dates", () => {
    expect(() => mexicoStartOfDay("2026-02-30")).toThrow(RangeError);
  });
});

describe("addDays / addMonths", () => {
  it("adds and subtracts days across months, years and leap days", () => {
    expect(addDays("2026-11-22", 1)).toBe("2026-11-23");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-11-22", -364)).toBe("2025-11-23");
    expect(addDays("2026-11-22", 0)).toBe("2026-11-22");
  });

  it("adds months clamping the day", () => {
    expect(addMonths("2026-11-22", -12)).toBe("2025-11-22");
    expect(addMonths("2024-02-29", -12)).toBe("2023-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("rejects malformed dates", () => {
    expect(() => addDays("22-11-2026", 1)).toThrow(RangeError);
    expect(() => addMonths("", 1)).toThrow(RangeError);
  });
});

describe("parseDisplayDate / formatDisplayDate (the date fields' dd/MM/yyyy)", () => {
  it("reads day, month and year in that order", () => {
    expect(parseDisplayDate("24/11/2026")).toBe("2026-11-24");
    expect(parseDisplayDate("05/03/2026")).toBe("2026-03-05");
    expect(parseDisplayDate("5/3/2026")).toBe("2026-03-05");
    expect(parseDisplayDate(" 29/02/2024 ")).toBe("2024-02-29");
    expect(parseDisplayDate("12/01/2026")).toBe("2026-01-12");
  });

  it("lets an ISO date through", () => {
    expect(parseDisplayDate("2026-11-24")).toBe("2026-11-24");
  });

  it("refuses days that do not exist and other formats", () => {
    for (const text of [
      "31/02/2026",
      "29/02/2026",
      "31/04/2026",
      "00/01/2026",
      "13/13/2026",
      "24-11-2026",
      "24/11/26",
      "2026/11/24",
      "24/11/2026 10:00",
      "",
      "hoy",
      "2026-02-30",
    ]) {
      expect(parseDisplayDate(text), text).toBeNull();
    }
  });

  it("writes an ISO date as dd/MM/yyyy", () => {
    expect(formatDisplayDate("2026-03-05")).toBe("05/03/2026");
    expect(formatDisplayDate("2026-11-24")).toBe("24/11/2026");
    expect(formatDisplayDate("")).toBe("");
  });
});

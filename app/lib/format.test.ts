import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatPlayDay,
  WEEK_STARTS_ON,
  formatDateRange,
  formatDateTimeShort,
  formatLongDate,
  formatMXN,
  formatShortDate,
  formatTime,
  startOfWeekMx,
} from "./format";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("calendar dates", () => {
  it("formatShortDate gives 'dd MMM' in Spanish", () => {
    expect(formatShortDate("2026-11-22")).toBe("22 nov");
    expect(formatShortDate("2026-12-05")).toBe("05 dic");
    expect(formatShortDate("2026-01-01")).toBe("01 ene");
  });

  it("formatLongDate gives 'dd MMMM yyyy' in Spanish", () => {
    expect(formatLongDate("2026-11-22")).toBe("22 noviembre 2026");
    expect(formatLongDate("2026-09-05")).toBe("05 septiembre 2026");
  });

  it("a date-only string never shifts a day, first and last day of the month included", () => {
    expect(formatShortDate("2026-03-01")).toBe("01 mar");
    expect(formatShortDate("2026-12-31")).toBe("31 dic");
    expect(formatLongDate("2027-01-01")).toBe("01 enero 2027");
  });

  it("instants are shown on their Mexico City date", () => {
    expect(formatShortDate(new Date("2026-11-23T03:00:00Z"))).toBe("22 nov");
    expect(formatShortDate(new Date("2026-11-23T06:00:00Z"))).toBe("23 nov");
    expect(formatShortDate("2026-11-23T03:00:00Z")).toBe("22 nov");
    expect(formatShortDate(Date.parse("2026-11-23T03:00:00Z"))).toBe("22 nov");
  });

  it("throws on an invalid date", () => {
    expect(() => formatShortDate("not a date")).toThrow(RangeError);
    expect(() => formatShortDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatDateRange", () => {
  it("gives 'dd MMM - dd MMM yyyy'", () => {
    expect(formatDateRange("2026-12-05", "2026-12-07")).toBe("05 dic - 07 dic 2026");
    expect(formatDateRange("2026-11-28", "2026-12-01")).toBe("28 nov - 01 dic 2026");
  });

  it("gives a single date for a one-day tournament", () => {
    expect(formatDateRange("2026-12-05", "2026-12-05")).toBe("05 dic 2026");
  });

  it("shows both years when they differ", () => {
    expect(formatDateRange("2026-12-28", "2027-01-03")).toBe("28 dic 2026 - 03 ene 2027");
  });
});

describe("times", () => {
  it("formatDateTimeShort gives 'dd/MM HH:mm' in Mexico City", () => {
    expect(formatDateTimeShort(new Date("2026-11-23T03:05:00Z"))).toBe("22/11 21:05");
    expect(formatDateTimeShort("2026-07-01T18:30:00Z")).toBe("01/07 12:30");
  });

  it("formatTime gives 'HH:mm' in Mexico City, 24-hour", () => {
    expect(formatTime(new Date("2026-11-22T20:07:00Z"))).toBe("14:07");
    expect(formatTime(new Date("2026-11-22T06:00:00Z"))).toBe("00:00");
  });

  it("does not depend on the machine's time zone", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    expect(formatTime(new Date("2026-11-22T20:07:00Z"))).toBe("14:07");
    expect(formatShortDate("2026-11-22")).toBe("22 nov");
  });
});

describe("weeks", () => {
  it("start on Monday", () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(startOfWeekMx("2026-11-22")).toBe("2026-11-16"); // Sunday
    expect(startOfWeekMx("2026-11-23")).toBe("2026-11-23"); // Monday
    expect(startOfWeekMx("2026-11-25")).toBe("2026-11-23"); // Wednesday
    expect(startOfWeekMx("2027-01-01")).toBe("2026-12-28"); // Friday, across the year
  });

  it("use the Mexico City date of an instant", () => {
    // Monday 03:00 UTC is still Sunday evening in Mexico City.
    expect(startOfWeekMx(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-16");
  });
});

describe("formatMXN", () => {
  it("shows whole pesos without cents", () => {
    expect(formatMXN(1200)).toBe("$1,200");
    expect(formatMXN(0)).toBe("$0");
    expect(formatMXN(1_000_000)).toBe("$1,000,000");
    expect(formatMXN(999.999)).toBe("$1,000");
  });

  it("shows cents when there are any", () => {
    expect(formatMXN(1200.5)).toBe("$1,200.50");
    expect(formatMXN(0.01)).toBe("$0.01");
    expect(formatMXN(400.25)).toBe("$400.25");
  });

  it("handles negatives and non-finite amounts", () => {
    expect(formatMXN(-50)).toBe("-$50");
    expect(formatMXN(Number.NaN)).toBe("$0");
    expect(formatMXN(Number.POSITIVE_INFINITY)).toBe("$0");
  });

  it("adds the currency code when asked", () => {
    expect(formatMXN(500, { code: true })).toBe("$500 MXN");
    expect(formatMXN(400.25, { code: true })).toBe("$400.25 MXN");
  });
});

it("formatPlayDay: weekday, day and month in Spanish", () => {
  expect(formatPlayDay("2026-12-05")).toBe("Sábado 5 de diciembre");
  expect(formatPlayDay("2027-01-01")).toBe("Viernes 1 de enero");
});

describe("plural", () => {
  it("uses the singular for exactly one and the plural for every other count", async () => {
    const { plural } = await import("./format");
    expect(plural(1, "inscripción", "inscripciones")).toBe("1 inscripción");
    expect(plural(0, "inscripción", "inscripciones")).toBe("0 inscripciones");
    expect(plural(2, "mensaje", "mensajes")).toBe("2 mensajes");
    expect(plural(1, "partido programado", "partidos programados")).toBe("1 partido programado");
    expect(plural(21, "jugador", "jugadores")).toBe("21 jugadores");
  });
});

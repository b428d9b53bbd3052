import { describe, expect, it } from "vitest";
import { EARLY_DISCOUNT_MS, earlyDiscount, isEarlyRegistration, parseBasePrice, registrationQuote } from "./pricing";

describe("parseBasePrice", () => {
  it.each([
    ["$1,200 por persona", 1200],
    ["$400", 400],
    ["400.50 MXN", 400.5],
    ["850", 850],
    ["$ 1 500", 1500],
    ["Inscripción: $950 pareja", 950],
  ])("%s -> %d", (text, price) => {
    expect(parseBasePrice(text)).toBe(price);
  });

  it("keeps the dot as decimal point, as the spec's rule does", () => {
    expect(parseBasePrice("$1.200")).toBe(1.2);
    expect(parseBasePrice("1.2.3")).toBe(1.2);
  });

  it("ignores minus signs (they are not digits or dots)", () => {
    expect(parseBasePrice("-500")).toBe(500);
  });

  it("gives 0 when missing or unparseable", () => {
    expect(parseBasePrice("")).toBe(0);
    expect(parseBasePrice("Gratis")).toBe(0);
    expect(parseBasePrice(".")).toBe(0);
    expect(parseBasePrice(null)).toBe(0);
    expect(parseBasePrice(undefined)).toBe(0);
  });

  it("accepts numbers from numeric columns", () => {
    expect(parseBasePrice(700)).toBe(700);
    expect(parseBasePrice(Number.NaN)).toBe(0);
    expect(parseBasePrice(-5)).toBe(0);
  });
});

describe("earlyDiscount", () => {
  const now = new Date("2026-11-01T12:00:00Z");
  const after = (ms: number) => new Date(now.getTime() + ms);

  it("exactly 7 days ahead gives no discount", () => {
    expect(EARLY_DISCOUNT_MS).toBe(604_800_000);
    expect(earlyDiscount({ basePrice: 1000, startsAt: after(EARLY_DISCOUNT_MS), now })).toEqual({
      price: 1000,
      discount: 0,
      finalPrice: 1000,
      early: false,
    });
  });

  it("7 days and 1 ms ahead gives 10%", () => {
    expect(earlyDiscount({ basePrice: 1000, startsAt: after(EARLY_DISCOUNT_MS + 1), now })).toEqual({
      price: 1000,
      discount: 100,
      finalPrice: 900,
      early: true,
    });
  });

  it("no discount once the tournament started", () => {
    expect(earlyDiscount({ basePrice: 1000, startsAt: after(-1), now }).discount).toBe(0);
  });

  it("rounds the discount half up", () => {
    const startsAt = after(30 * 86_400_000);
    expect(earlyDiscount({ basePrice: 45, startsAt, now }).discount).toBe(5);
    expect(earlyDiscount({ basePrice: 35, startsAt, now }).discount).toBe(4);
    expect(earlyDiscount({ basePrice: 44, startsAt, now }).discount).toBe(4);
    expect(earlyDiscount({ basePrice: 1005, startsAt, now })).toMatchObject({ discount: 101, finalPrice: 904 });
    expect(earlyDiscount({ basePrice: 333, startsAt, now })).toMatchObject({ discount: 33, finalPrice: 300 });
  });

  it("never goes below 0 and treats bad prices as 0", () => {
    const startsAt = after(30 * 86_400_000);
    expect(earlyDiscount({ basePrice: 0, startsAt, now })).toEqual({ price: 0, discount: 0, finalPrice: 0, early: true });
    expect(earlyDiscount({ basePrice: 4, startsAt, now })).toMatchObject({ discount: 0, finalPrice: 4 });
    expect(earlyDiscount({ basePrice: 5, startsAt, now })).toMatchObject({ discount: 1, finalPrice: 4 });
    expect(earlyDiscount({ basePrice: -100, startsAt, now })).toMatchObject({ price: 0, finalPrice: 0 });
    expect(earlyDiscount({ basePrice: Number.NaN, startsAt, now })).toMatchObject({ price: 0, finalPrice: 0 });
  });

  it("isEarlyRegistration is strict", () => {
    expect(isEarlyRegistration(after(EARLY_DISCOUNT_MS), now)).toBe(false);
    expect(isEarlyRegistration(after(EARLY_DISCOUNT_MS + 1), now)).toBe(true);
  });
});

describe("registrationQuote", () => {
  // The start is midnight of the start date in Mexico City: 2026-11-22T06:00Z.
  it("applies the discount up to 7 days before midnight Mexico City of the start date", () => {
    const lastEarly = new Date("2026-11-15T05:59:59.999Z");
    expect(registrationQuote({ inscripcion: "$1,200 por persona", startDate: "2026-11-22", now: lastEarly })).toEqual({
      price: 1200,
      discount: 120,
      finalPrice: 1080,
      early: true,
    });
    const firstLate = new Date("2026-11-15T06:00:00Z");
    expect(registrationQuote({ inscripcion: "$1,200 por persona", startDate: "2026-11-22", now: firstLate })).toEqual({
      price: 1200,
      discount: 0,
      finalPrice: 1200,
      early: false,
    });
  });

  it("a tournament without a fee costs 0", () => {
    expect(registrationQuote({ inscripcion: null, startDate: "2027-01-10", now: new Date("2026-11-01T00:00:00Z") })).toEqual({
      price: 0,
      discount: 0,
      finalPrice: 0,
      early: true,
    });
  });
});

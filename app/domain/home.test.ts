import { describe, expect, it } from "vitest";
import { compareHomeTournaments, pageOf, parsePage } from "./home";

describe("compareHomeTournaments", () => {
  it("puts featured tournaments first, then orders by start date and id", () => {
    const list = [
      { id: 1, featured: false, startDate: "2026-01-05" },
      { id: 2, featured: true, startDate: "2026-03-01" },
      { id: 3, featured: false, startDate: "2026-01-01" },
      { id: 4, featured: true, startDate: "2026-02-01" },
      { id: 5, featured: false, startDate: "2026-01-01" },
    ];
    expect([...list].sort(compareHomeTournaments).map((t) => t.id)).toEqual([4, 2, 3, 5, 1]);
  });
});

describe("parsePage", () => {
  it.each([
    ["2", 2],
    [null, 1],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["abc", 1],
  ])("%s gives %i", (value, page) => expect(parsePage(value)).toBe(page));
});

describe("pageOf", () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  it("slices pages of the given size", () => {
    expect(pageOf(items, 1, 4)).toEqual({ items: [1, 2, 3, 4], page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 4)).toEqual({ items: [9], page: 3, pageCount: 3 });
  });
  it("clamps a page past the end to the last page, and an empty list to one page", () => {
    expect(pageOf(items, 10, 4).page).toBe(3);
    expect(pageOf([], 2, 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

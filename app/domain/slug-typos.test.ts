import { describe, expect, it } from "vitest";
import { editDistance, nearestSlug } from "./slugs";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("club-norte", "club-norte")).toBe(0);
    expect(editDistance("club-nrte", "club-norte")).toBe(1);
    expect(editDistance("clb-nortr", "club-norte")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
  it("gives up past the limit", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("a", "abcdefg", 2)).toBe(3);
  });
});

describe("nearestSlug (a misspelt address leads to the page one or two letters away)", () => {
  const clubs = [
    { id: 1, slug: "club-norte" },
    { id: 2, slug: "padel-sur" },
    { id: 3, slug: "padel-sol" },
  ];
  it("finds the one club one or two letters away", () => {
    expect(nearestSlug("club-nrte", clubs)?.id).toBe(1);
    expect(nearestSlug("clb-nortr", clubs)?.id).toBe(1);
  });
  it("nothing when three letters away, or on an exact match (that is not a typo)", () => {
    expect(nearestSlug("cl-nrtx", clubs)).toBeNull();
    expect(nearestSlug("club-norte", [{ id: 1, slug: "club-norte" }])).toBeNull();
  });
  it("does not guess between two equally near", () => {
    expect(nearestSlug("padel-sor", clubs)).toBeNull();
  });
  it("prefers the nearer of two", () => {
    expect(nearestSlug("padel-sux", clubs)?.id).toBe(2);
  });
});

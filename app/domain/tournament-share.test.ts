import { describe, expect, it } from "vitest";
import { categoryTypeLabel } from "./categories";
import { categorySummary, categorySummaryLines } from "./tournament-share";

describe("categorySummary", () => {
  it("lists the offered types in the spec's order and reads 'Todas' as all categories", () => {
    const t = { categoriesVaronil: ["3ra", "4ta"], categoriesFemenil: [], categoriesMixed: ["Todas"] };
    expect(categorySummary(t)).toEqual([
      { type: "Varonil", text: "3ra, 4ta" },
      { type: "Mixto", text: "Todas las categorías" },
    ]);
    expect(categorySummaryLines(t)).toEqual(["Varonil: 3ra, 4ta", "Mixto: Todas las categorías"]);
  });
});

describe("categoryTypeLabel", () => {
  it("names a type in either spelling and leaves unknown types as they are", () => {
    expect(categoryTypeLabel("varonil")).toBe("Varonil");
    expect(categoryTypeLabel("Mixto")).toBe("Mixto");
    expect(categoryTypeLabel("Veteranos")).toBe("Veteranos");
  });
});

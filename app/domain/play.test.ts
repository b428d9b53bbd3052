import { describe, expect, it } from "vitest";
import { categorySlug, drawPath, orderOfPlayPath } from "./play";

describe("tournament play addresses", () => {
  it("names a category in lower case with hyphens, '+' as 'mas'", () => {
    expect(categorySlug("Varonil", "3ra")).toBe("varonil-3ra");
    expect(categorySlug("Mixto", "A")).toBe("mixto-a");
    expect(categorySlug("Femenil", "50+")).toBe("femenil-50-mas");
    expect(categorySlug("Varonil", "Open")).toBe("varonil-open");
  });

  it("puts the draw and the order of play under the tournament's address", () => {
    const copa = { id: 7, title: "Copa Atlixco Open 2026" };
    expect(drawPath(copa, "Varonil", "3ra")).toBe("/torneos-padel-puebla/copa-atlixco-open-2026/7/cuadros/varonil-3ra");
    expect(orderOfPlayPath(copa)).toBe("/torneos-padel-puebla/copa-atlixco-open-2026/7/orden-de-juego");
  });
});

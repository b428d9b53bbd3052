import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIXED_CATEGORIES, RANKING_CATEGORIES } from "../categories";
import { levelCategoryWarning, pairLevel } from "./category-warning";
import { categoryForLevel } from "./scale";

describe("the warning of a registration far below the pair's level", () => {
  it("the pair's level is the mean of the levels known, to one decimal", () => {
    expect(pairLevel([4.3, 4.8])).toBe(4.6);
    expect(pairLevel([5.1, null])).toBe(5.1);
    expect(pairLevel([null, undefined])).toBeNull();
  });

  it("warns from two categories below the level's, names the level's category", () => {
    // 4.6 plays like 2da: 3ra is one step below (no warning), 4ta two (warning).
    expect(levelCategoryWarning({ levels: [4.4, 4.8], chosen: "3ra", type: "varonil" })).toBeNull();
    expect(levelCategoryWarning({ levels: [4.4, 4.8], chosen: "4ta", type: "varonil" })).toBe("Tu nivel corresponde a 2da");
    expect(levelCategoryWarning({ levels: [4.4, 4.8], chosen: "6ta", type: "femenil" })).toBe("Tu nivel corresponde a 2da");
    expect(levelCategoryWarning({ levels: [6.2, null], chosen: "2da", type: "varonil" })).toBe("Tu nivel corresponde a Open");
    expect(levelCategoryWarning({ levels: [4.4, 4.8], chosen: "2da", type: "varonil" })).toBeNull();
    expect(levelCategoryWarning({ levels: [4.4, 4.8], chosen: "1ra", type: "varonil" })).toBeNull();
    // Mixto: 4.6 plays like A; C is two letters below.
    expect(levelCategoryWarning({ levels: [4.6], chosen: "C", type: "mixto" })).toBe("Tu nivel corresponde a A");
    expect(levelCategoryWarning({ levels: [4.6], chosen: "B", type: "mixto" })).toBeNull();
    // No level, no category, a category off the ladder: nothing to say.
    expect(levelCategoryWarning({ levels: [null, null], chosen: "6ta", type: "varonil" })).toBeNull();
    expect(levelCategoryWarning({ levels: [5], chosen: "", type: "varonil" })).toBeNull();
    expect(levelCategoryWarning({ levels: [5], chosen: "50+", type: "varonil" })).toBeNull();
  });

  it("any levels and category: warns exactly when the chosen category is two or more below the level's", () => {
    const levels = fc.array(
      fc.option(
        fc.integer({ min: 10, max: 70 }).map((t) => t / 10),
        { nil: null },
      ),
      { maxLength: 2 },
    );
    fc.assert(
      fc.property(levels, fc.constantFrom(...RANKING_CATEGORIES), (pair, chosen) => {
        const warning = levelCategoryWarning({ levels: pair, chosen, type: "varonil" });
        const level = pairLevel(pair);
        if (level === null) {
          expect(warning).toBeNull();
          return;
        }
        const fits = categoryForLevel(level);
        const steps = RANKING_CATEGORIES.indexOf(chosen) - RANKING_CATEGORIES.indexOf(fits as (typeof RANKING_CATEGORIES)[number]);
        expect(warning).toBe(steps >= 2 ? `Tu nivel corresponde a ${fits}` : null);
      }),
    );
    fc.assert(
      fc.property(levels, fc.constantFrom(...MIXED_CATEGORIES), (pair, chosen) => {
        const warning = levelCategoryWarning({ levels: pair, chosen, type: "mixto" });
        const level = pairLevel(pair);
        // Never for the top letter, whatever the level; a warning always names a letter above the chosen one.
        if (chosen === "A" || level === null) expect(warning).toBeNull();
        else if (warning)
          expect(MIXED_CATEGORIES.indexOf(warning.slice(-1) as "A") + 2).toBeLessThanOrEqual(MIXED_CATEGORIES.indexOf(chosen));
      }),
    );
  });

  it("a higher level never removes a warning (monotone)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 69 }), fc.constantFrom(...RANKING_CATEGORIES), (tenths, chosen) => {
        const lower = levelCategoryWarning({ levels: [tenths / 10], chosen, type: "varonil" });
        const higher = levelCategoryWarning({ levels: [(tenths + 1) / 10], chosen, type: "varonil" });
        if (lower) expect(higher).not.toBeNull();
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  CATEGORY_TYPES,
  CLASS_LEVELS,
  COACH_EXPERIENCES,
  GENDERS,
  LADDER_CATEGORIES,
  MIXED_CATEGORIES,
  RANKING_CATEGORIES,
  REGISTRATION_CATEGORY_TYPES,
  categoriesForType,
  categoryFromWins,
  categoryTypeFromRegistration,
  normalizeGender,
  parseCategoryType,
  registrationCategoryType,
} from "./categories";
import { RANKING_TABS, parseGender, parseRankingCategory, rankingTabFor } from "./ranking-tabs";
import {
  ALL_CATEGORIES,
  CATEGORY_RANK,
  addCategory,
  categoryRank,
  isCategoryAllowed,
  isLowerCategory,
  lowerCategoryWarning,
  normalizeCategoryList,
  offeredCategoryList,
  registrationTypeFor,
  removeCategory,
  sameCategory,
} from "./tournament-categories";

describe("enumerations", () => {
  it("match the spec", () => {
    expect(GENDERS).toEqual(["Varonil", "Femenil"]);
    expect(CATEGORY_TYPES).toEqual(["Varonil", "Femenil", "Mixto"]);
    expect(REGISTRATION_CATEGORY_TYPES).toEqual(["varonil", "femenil", "mixto"]);
    expect(LADDER_CATEGORIES).toEqual(["6ta", "5ta", "4ta", "3ra", "2da", "1ra", "Open", "50+"]);
    expect(MIXED_CATEGORIES).toEqual(["A", "B", "C", "D", "E"]);
    expect(RANKING_CATEGORIES).toEqual(["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta"]);
    expect(CLASS_LEVELS).toEqual(["Iniciante", "5ta", "4ta", "3ra", "2da", "1ra", "Open"]);
    expect(COACH_EXPERIENCES).toEqual(["Open", "1ra", "2da", "3ra", "4ta", "5ta"]);
    expect(ALL_CATEGORIES).toBe("Todas");
  });
});

describe("category types", () => {
  it("lower-cases for registrations and back", () => {
    expect(registrationCategoryType("Varonil")).toBe("varonil");
    expect(registrationCategoryType("Femenil")).toBe("femenil");
    expect(registrationCategoryType("Mixto")).toBe("mixto");
    for (const type of CATEGORY_TYPES) {
      expect(categoryTypeFromRegistration(registrationCategoryType(type))).toBe(type);
    }
  });

  it("parses either spelling", () => {
    expect(parseCategoryType("mixto")).toBe("Mixto");
    expect(parseCategoryType(" FEMENIL ")).toBe("Femenil");
    expect(parseCategoryType("Varonil")).toBe("Varonil");
    expect(parseCategoryType("Masculino")).toBeNull();
    expect(parseCategoryType("")).toBeNull();
    expect(parseCategoryType(null)).toBeNull();
  });

  it("gives the ladder for Varonil and Femenil and letters for Mixto", () => {
    expect(categoriesForType("Varonil")).toBe(LADDER_CATEGORIES);
    expect(categoriesForType("Femenil")).toBe(LADDER_CATEGORIES);
    expect(categoriesForType("femenil")).toBe(LADDER_CATEGORIES);
    expect(categoriesForType("Mixto")).toBe(MIXED_CATEGORIES);
    expect(categoriesForType("mixto")).toBe(MIXED_CATEGORIES);
  });
});

describe("category lists", () => {
  it("sameCategory ignores case and blanks", () => {
    expect(sameCategory(" open", "Open ")).toBe(true);
    expect(sameCategory("1ra", "2da")).toBe(false);
  });

  it("normalizeCategoryList falls back to Todas", () => {
    expect(normalizeCategoryList([])).toEqual(["Todas"]);
    expect(normalizeCategoryList(null)).toEqual(["Todas"]);
    expect(normalizeCategoryList(undefined)).toEqual(["Todas"]);
    expect(normalizeCategoryList(["", "  "])).toEqual(["Todas"]);
  });

  it("offeredCategoryList: off gives an empty list, on with nothing chosen gives Todas (001 §5)", () => {
    expect(offeredCategoryList(false, ["3ra"])).toEqual([]);
    expect(offeredCategoryList(true, [])).toEqual(["Todas"]);
    expect(offeredCategoryList(true, ["3ra", "3RA", "Open"])).toEqual(["3ra", "Open"]);
  });

  it("normalizeCategoryList trims, drops duplicates, keeps order", () => {
    expect(normalizeCategoryList([" 4ta", "3ra", "4TA", "3ra "])).toEqual(["4ta", "3ra"]);
  });

  it("normalizeCategoryList never narrows a list holding Todas", () => {
    expect(normalizeCategoryList(["4ta", "Todas"])).toEqual(["Todas"]);
    expect(normalizeCategoryList(["todas"])).toEqual(["Todas"]);
  });

  it("adding the first category replaces Todas", () => {
    expect(addCategory(["Todas"], "4ta")).toEqual(["4ta"]);
    expect(addCategory([], "4ta")).toEqual(["4ta"]);
  });

  it("adds further categories without duplicates, in the ladder's order", () => {
    expect(addCategory(["4ta"], "3ra")).toEqual(["3ra", "4ta"]);
    expect(addCategory(["3ra", "4ta"], "4ta")).toEqual(["3ra", "4ta"]);
    expect(["6ta", "1ra", "Open", "3ra"].reduce(addCategory, ["Todas"])).toEqual(["Open", "1ra", "3ra", "6ta"]);
    expect(["E", "A", "C"].reduce(addCategory, ["Todas"])).toEqual(["A", "C", "E"]);
    expect(addCategory(["Open"], " open ")).toEqual(["Open"]);
  });

  it("trims the added category and ignores blanks", () => {
    expect(addCategory(["4ta"], "  3ra  ")).toEqual(["3ra", "4ta"]);
    expect(addCategory(["4ta"], "   ")).toEqual(["4ta"]);
    expect(addCategory(["Todas"], "")).toEqual(["Todas"]);
  });

  it("adding Todas resets to Todas", () => {
    expect(addCategory(["4ta", "3ra"], "Todas")).toEqual(["Todas"]);
  });

  it("does not mutate its input", () => {
    const list = ["4ta"];
    addCategory(list, "3ra");
    removeCategory(list, "4ta");
    expect(list).toEqual(["4ta"]);
  });

  it("removes categories and restores Todas after the last one", () => {
    expect(removeCategory(["4ta", "3ra"], "4ta")).toEqual(["3ra"]);
    expect(removeCategory(["3ra"], "3ra")).toEqual(["Todas"]);
    expect(removeCategory(["Todas"], "Todas")).toEqual(["Todas"]);
    expect(removeCategory(["4ta", "3ra"], "2da")).toEqual(["4ta", "3ra"]);
    expect(removeCategory(["Open"], "open")).toEqual(["Todas"]);
  });

  it("isCategoryAllowed: an empty list means the type is not offered", () => {
    expect(isCategoryAllowed([], "4ta")).toBe(false);
    expect(isCategoryAllowed(null, "4ta")).toBe(false);
    expect(isCategoryAllowed(["  "], "4ta")).toBe(false);
  });

  it("isCategoryAllowed: Todas allows any category, of the type when given", () => {
    expect(isCategoryAllowed(["Todas"], "4ta")).toBe(true);
    expect(isCategoryAllowed(["Todas"], "Z")).toBe(true);
    expect(isCategoryAllowed(["Todas"], "4ta", "Varonil")).toBe(true);
    expect(isCategoryAllowed(["Todas"], "50+", "femenil")).toBe(true);
    expect(isCategoryAllowed(["Todas"], "A", "Varonil")).toBe(false);
    expect(isCategoryAllowed(["Todas"], "A", "Mixto")).toBe(true);
    expect(isCategoryAllowed(["Todas"], "4ta", "mixto")).toBe(false);
  });

  it("isCategoryAllowed: a specific list allows only its entries", () => {
    expect(isCategoryAllowed(["4ta", "3ra"], "3ra")).toBe(true);
    expect(isCategoryAllowed(["4ta", "3ra"], " 3RA ")).toBe(true);
    expect(isCategoryAllowed(["4ta", "3ra"], "2da")).toBe(false);
  });

  it("isCategoryAllowed: a blank category or Todas itself is never a choice", () => {
    expect(isCategoryAllowed(["Todas"], "")).toBe(false);
    expect(isCategoryAllowed(["Todas"], "Todas")).toBe(false);
  });
});

describe("rank order", () => {
  it("matches 000 §5", () => {
    expect(CATEGORY_RANK).toEqual({ "6ta": 1, "5ta": 2, "4ta": 3, "3ra": 4, "2da": 5, "1ra": 6, Open: 7, A: 8, B: 9, C: 10, D: 11 });
  });

  it("categoryRank looks up case-insensitively and is undefined when unknown", () => {
    expect(categoryRank("6ta")).toBe(1);
    expect(categoryRank("open")).toBe(7);
    expect(categoryRank(" D ")).toBe(11);
    expect(categoryRank("E")).toBeUndefined();
    expect(categoryRank("50+")).toBeUndefined();
    expect(categoryRank("Todas")).toBeUndefined();
    expect(categoryRank("")).toBeUndefined();
    expect(categoryRank(null)).toBeUndefined();
    expect(categoryRank("constructor")).toBeUndefined();
  });

  it("isLowerCategory compares ranks strictly", () => {
    expect(isLowerCategory("4ta", "3ra")).toBe(true);
    expect(isLowerCategory("6ta", "Open")).toBe(true);
    expect(isLowerCategory("3ra", "3ra")).toBe(false);
    expect(isLowerCategory("2da", "3ra")).toBe(false);
    expect(isLowerCategory("1ra", "A")).toBe(true);
  });

  it("isLowerCategory is false when either rank is unknown", () => {
    expect(isLowerCategory("4ta", null)).toBe(false);
    expect(isLowerCategory("4ta", "")).toBe(false);
    expect(isLowerCategory("E", "Open")).toBe(false);
    expect(isLowerCategory(undefined, "Open")).toBe(false);
  });

  it("lowerCategoryWarning gives the exact text or null", () => {
    expect(lowerCategoryWarning("4ta", "2da")).toBe(
      "¡Atención! Estás intentando inscribirte en una categoría inferior (4ta) a tu categoría actual (2da).",
    );
    expect(lowerCategoryWarning("2da", "4ta")).toBeNull();
    expect(lowerCategoryWarning("2da", "2da")).toBeNull();
    expect(lowerCategoryWarning("4ta", null)).toBeNull();
    expect(lowerCategoryWarning(null, "2da")).toBeNull();
  });
});

describe("categoryFromWins", () => {
  it.each([
    [0, "6ta"],
    [1, "5ta"],
    [5, "5ta"],
    [6, "4ta"],
    [10, "4ta"],
    [11, "3ra"],
    [15, "3ra"],
    [16, "2da"],
    [20, "2da"],
    [21, "1ra"],
    [100, "1ra"],
  ] as const)("%i wins -> %s", (wins, category) => {
    expect(categoryFromWins(wins)).toBe(category);
  });

  it("treats negative and NaN as no wins", () => {
    expect(categoryFromWins(-1)).toBe("6ta");
    expect(categoryFromWins(Number.NaN)).toBe("6ta");
  });
});

describe("genders", () => {
  it("normalizes current and legacy spellings", () => {
    expect(normalizeGender("Varonil")).toBe("Varonil");
    expect(normalizeGender("Masculino")).toBe("Varonil");
    expect(normalizeGender(" masculino ")).toBe("Varonil");
    expect(normalizeGender("Femenil")).toBe("Femenil");
    expect(normalizeGender("Femenino")).toBe("Femenil");
    expect(normalizeGender("FEMENIL")).toBe("Femenil");
  });

  it("returns null for anything else", () => {
    expect(normalizeGender("Mixto")).toBeNull();
    expect(normalizeGender("")).toBeNull();
    expect(normalizeGender(null)).toBeNull();
    expect(normalizeGender(undefined)).toBeNull();
  });
});

describe("registrationTypeFor", () => {
  it("male user: varonil, or mixto with a female partner", () => {
    expect(registrationTypeFor({ userGender: "Varonil", partnerGender: "Varonil", mode: "partner" })).toBe("varonil");
    expect(registrationTypeFor({ userGender: "Varonil", partnerGender: "Femenil", mode: "partner" })).toBe("mixto");
    expect(registrationTypeFor({ userGender: "Masculino", partnerGender: "Femenil", mode: "partner" })).toBe("mixto");
    expect(registrationTypeFor({ userGender: "Masculino", partnerGender: "Varonil", mode: "partner" })).toBe("varonil");
  });

  it("female user: femenil, or mixto with a male partner", () => {
    expect(registrationTypeFor({ userGender: "Femenil", partnerGender: "Femenil", mode: "partner" })).toBe("femenil");
    expect(registrationTypeFor({ userGender: "Femenino", partnerGender: "Varonil", mode: "partner" })).toBe("mixto");
    expect(registrationTypeFor({ userGender: "Femenino", partnerGender: "Femenil", mode: "partner" })).toBe("femenil");
  });

  it("individual always gives the user's own type, whatever the partner", () => {
    expect(registrationTypeFor({ userGender: "Masculino", partnerGender: "Femenil", mode: "individual" })).toBe("varonil");
    expect(registrationTypeFor({ userGender: "Femenino", partnerGender: null, mode: "individual" })).toBe("femenil");
  });

  it("partner mode without a known partner gender gives the user's own type", () => {
    expect(registrationTypeFor({ userGender: "Varonil", partnerGender: null, mode: "partner" })).toBe("varonil");
    expect(registrationTypeFor({ userGender: "Femenil", mode: "partner" })).toBe("femenil");
    expect(registrationTypeFor({ userGender: "Femenil", partnerGender: "Mixto", mode: "partner" })).toBe("femenil");
  });

  it("unknown user gender gives null", () => {
    expect(registrationTypeFor({ userGender: null, partnerGender: "Varonil", mode: "partner" })).toBeNull();
    expect(registrationTypeFor({ userGender: "", mode: "individual" })).toBeNull();
  });
});

describe("ranking tabs and query params", () => {
  it("lists the tabs in display order with labels", () => {
    expect(RANKING_TABS.map((tab) => [tab.param, tab.category, tab.label, tab.fuerza])).toEqual([
      ["1ra", "1ra", "Primera", "1ra Fuerza"],
      ["2da", "2da", "Segunda", "2da Fuerza"],
      ["3ra", "3ra", "Tercera", "3ra Fuerza"],
      ["4ta", "4ta", "Cuarta", "4ta Fuerza"],
      ["5ta", "5ta", "Quinta", "5ta Fuerza"],
      ["6ta", "6ta", "Sexta", "6ta Fuerza"],
      ["open", "Open", "Open", "Open"],
    ]);
  });

  it("covers every ranking category once", () => {
    expect(RANKING_TABS.map((tab) => tab.category).sort()).toEqual([...RANKING_CATEGORIES].sort());
    for (const category of RANKING_CATEGORIES) expect(rankingTabFor(category).category).toBe(category);
  });

  it("parseRankingCategory maps params and defaults to 1ra", () => {
    expect(parseRankingCategory("open")).toBe("Open");
    expect(parseRankingCategory("Open")).toBe("Open");
    expect(parseRankingCategory("3ra")).toBe("3ra");
    expect(parseRankingCategory("6ta")).toBe("6ta");
    expect(parseRankingCategory(null)).toBe("1ra");
    expect(parseRankingCategory("")).toBe("1ra");
    expect(parseRankingCategory("7ma")).toBe("1ra");
    expect(parseRankingCategory("50+")).toBe("1ra");
  });

  it("parseGender defaults to Varonil", () => {
    expect(parseGender("Femenil")).toBe("Femenil");
    expect(parseGender("femenil")).toBe("Femenil");
    expect(parseGender("Varonil")).toBe("Varonil");
    expect(parseGender(null)).toBe("Varonil");
    expect(parseGender("Mixto")).toBe("Varonil");
  });
});

import { describe, expect, it } from "vitest";
import {
  RESULT_CATEGORY_ORDER,
  compareResultCategories,
  filterResultGroups,
  groupResults,
  isUnknownPlayerName,
  resultGroupFilterOptions,
  resultGroupKey,
  resultsImageFileName,
  visiblePlayers,
} from "./results";

describe("compareResultCategories", () => {
  it("sorts known categories in the spec order", () => {
    expect(RESULT_CATEGORY_ORDER).toEqual(["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta", "A", "B", "C", "D", "E"]);
    const shuffled = ["E", "6ta", "A", "1ra", "Open", "3ra", "D", "2da", "5ta", "B", "4ta", "C"];
    expect([...shuffled].sort(compareResultCategories)).toEqual([...RESULT_CATEGORY_ORDER]);
  });

  it("puts unknown categories after the known ones, alphabetically", () => {
    expect(["Zeta", "50+", "6ta", "Juvenil", "Open"].sort(compareResultCategories)).toEqual(["Open", "6ta", "50+", "Juvenil", "Zeta"]);
  });

  it("recognises known categories in any case", () => {
    expect(["1ra", "open"].sort(compareResultCategories)).toEqual(["open", "1ra"]);
  });

  it("is 0 for equal categories", () => {
    expect(compareResultCategories("2da", "2da")).toBe(0);
    expect(compareResultCategories("Zeta", "Zeta")).toBe(0);
  });
});

describe("groupResults", () => {
  const rows = [
    { id: 1, categoryType: "Varonil", category: "3ra" },
    { id: 2, categoryType: "Mixto", category: "B" },
    { id: 3, categoryType: "Varonil", category: "Open" },
    { id: 4, categoryType: "Femenil", category: "4ta" },
    { id: 5, categoryType: "Varonil", category: "3ra" },
    { id: 6, categoryType: "Varonil", category: "50+" },
    { id: 7, categoryType: "Mixto", category: "A" },
  ];

  it("groups by '{type} - {category}', types alphabetically, then category order", () => {
    expect(groupResults(rows).map((group) => group.key)).toEqual([
      "Femenil - 4ta",
      "Mixto - A",
      "Mixto - B",
      "Varonil - Open",
      "Varonil - 3ra",
      "Varonil - 50+",
    ]);
  });

  it("keeps rows in input order inside a group", () => {
    const group = groupResults(rows).find((candidate) => candidate.key === "Varonil - 3ra");
    expect(group).toEqual({
      key: "Varonil - 3ra",
      categoryType: "Varonil",
      category: "3ra",
      entries: [rows[0], rows[4]],
    });
  });

  it("returns nothing for no rows", () => {
    expect(groupResults([])).toEqual([]);
  });

  it("resultGroupKey formats the key", () => {
    expect(resultGroupKey("Mixto", "C")).toBe("Mixto - C");
  });
});

describe("filter options", () => {
  it("gives Todos plus each distinct group in key order", () => {
    expect(resultGroupFilterOptions(["Femenil - 4ta", "Mixto - A", "Mixto - B", "Varonil - Open"])).toEqual([
      "Todos",
      "Femenil",
      "Mixto",
      "Varonil",
    ]);
  });

  it("uses the whole key when there is no separator", () => {
    expect(resultGroupFilterOptions(["Especial"])).toEqual(["Todos", "Especial"]);
    expect(resultGroupFilterOptions([])).toEqual(["Todos"]);
  });

  it("filterResultGroups keeps all for Todos, else the matching group", () => {
    const groups = [{ key: "Femenil - 4ta" }, { key: "Mixto - A" }, { key: "Mixto - B" }];
    expect(filterResultGroups(groups, "Todos")).toEqual(groups);
    expect(filterResultGroups(groups, "Mixto")).toEqual([{ key: "Mixto - A" }, { key: "Mixto - B" }]);
    expect(filterResultGroups(groups, "Varonil")).toEqual([]);
  });
});

describe("unknown players", () => {
  it("detects 'unknown' in any case", () => {
    expect(isUnknownPlayerName("unknown")).toBe(true);
    expect(isUnknownPlayerName(" Unknown ")).toBe(true);
    expect(isUnknownPlayerName("UNKNOWN")).toBe(true);
    expect(isUnknownPlayerName("Unknownson")).toBe(false);
    expect(isUnknownPlayerName("")).toBe(false);
    expect(isUnknownPlayerName(null)).toBe(false);
  });

  it("visiblePlayers hides them", () => {
    expect(visiblePlayers([{ name: "Ana" }, { name: "unknown" }, { name: "Luis" }])).toEqual([{ name: "Ana" }, { name: "Luis" }]);
  });
});

describe("resultsImageFileName", () => {
  it("uses the tournament slug or 'torneo'", () => {
    expect(resultsImageFileName("Copa Puebla 2026")).toBe("resultados-copa-puebla-2026");
    expect(resultsImageFileName("")).toBe("resultados-torneo");
    expect(resultsImageFileName(null)).toBe("resultados-torneo");
  });
});

import { describe, expect, it } from "vitest";
import { categorySummary, compareWonTournaments, historyPage, partnersOf, type WonTournament } from "./player-profile";

const person = (id: number, name: string) => ({ id, name, handle: null, image: null });
let nextId = 1;
function win(partial: Partial<WonTournament> & Pick<WonTournament, "player1" | "player2">): WonTournament {
  const id = nextId++;
  return {
    resultId: id,
    tournamentId: id,
    tournamentTitle: `Torneo ${id}`,
    endDate: "2026-01-01",
    clubName: "Club",
    featured: false,
    categoryType: "Varonil",
    category: "3ra",
    ...partial,
  };
}

const me = person(1, "Yo");
const ana = person(2, "Ana");
const beto = person(3, "Beto");

describe("partnersOf", () => {
  it("counts partners on either side of the pair, most frequent first, ignoring solo wins", () => {
    const wins = [
      win({ player1: me, player2: beto }),
      win({ player1: ana, player2: me }),
      win({ player1: me, player2: beto }),
      win({ player1: me, player2: null }),
    ];
    expect(partnersOf(1, wins).map((p) => [p.name, p.count])).toEqual([
      ["Beto", 2],
      ["Ana", 1],
    ]);
  });

  it("breaks ties by name and gives nothing without partners", () => {
    expect(partnersOf(1, [win({ player1: me, player2: beto }), win({ player1: me, player2: ana })]).map((p) => p.name)).toEqual([
      "Ana",
      "Beto",
    ]);
    expect(partnersOf(1, [])).toEqual([]);
  });
});

describe("categorySummary", () => {
  it("counts each type and category with its rounded percentage", () => {
    const rows = categorySummary([
      { categoryType: "Varonil", category: "3ra" },
      { categoryType: "Varonil", category: "3ra " },
      { categoryType: "Mixto", category: "B" },
    ]);
    expect(rows).toEqual([
      { label: "Varonil 3ra", count: 2, percentage: 67 },
      { label: "Mixto B", count: 1, percentage: 33 },
    ]);
    expect(categorySummary([])).toEqual([]);
  });
});

describe("title history", () => {
  it("puts featured first, then the newest, six per page", () => {
    const wins = [
      win({ player1: me, player2: null, endDate: "2026-03-01" }),
      win({ player1: me, player2: null, endDate: "2025-01-01", featured: true }),
      win({ player1: me, player2: null, endDate: "2026-05-01" }),
    ].sort(compareWonTournaments);
    expect(wins.map((w) => w.endDate)).toEqual(["2025-01-01", "2026-05-01", "2026-03-01"]);
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(historyPage(many, 1)).toMatchObject({ page: 1, pageCount: 3, items: [0, 1, 2, 3, 4, 5] });
    expect(historyPage(many, 3).items).toEqual([12]);
    expect(historyPage(many, 99).page).toBe(3);
    expect(historyPage([], Number.NaN)).toMatchObject({ page: 1, pageCount: 1, items: [] });
  });
});

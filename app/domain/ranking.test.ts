import { describe, expect, it } from "vitest";
import {
  FEMEPA_MULTIPLIER,
  PLACEMENT_POINTS,
  RANKING_WINDOW_DAYS,
  RANKING_WINDOW_WEEKS,
  isInRankingWindow,
  rankPlayers,
  rankingWindowStart,
  resultPoints,
  type RankingEntry,
} from "./ranking";

const today = "2026-11-22";

function entry(overrides: Partial<RankingEntry> & Pick<RankingEntry, "playerId" | "name">): RankingEntry {
  return { placement: "champion", femepa: false, endDate: "2026-10-01", ...overrides };
}

describe("points", () => {
  it("constants", () => {
    expect(PLACEMENT_POINTS).toEqual({ champion: 100, runner_up: 60, semifinal: 36 });
    expect(FEMEPA_MULTIPLIER).toBe(2);
    expect(RANKING_WINDOW_WEEKS).toBe(52);
    expect(RANKING_WINDOW_DAYS).toBe(364);
  });

  it("by placement, doubled for FEMEPA", () => {
    expect(resultPoints({ placement: "champion", femepa: false })).toBe(100);
    expect(resultPoints({ placement: "runner_up", femepa: false })).toBe(60);
    expect(resultPoints({ placement: "semifinal", femepa: false })).toBe(36);
    expect(resultPoints({ placement: "champion", femepa: true })).toBe(200);
    expect(resultPoints({ placement: "runner_up", femepa: true })).toBe(120);
    expect(resultPoints({ placement: "semifinal", femepa: true })).toBe(72);
  });
});

describe("window", () => {
  it("starts 364 days before today", () => {
    expect(rankingWindowStart("2026-11-22")).toBe("2025-11-23");
    expect(rankingWindowStart("2028-03-01")).toBe("2027-03-03");
  });

  it("includes both ends", () => {
    expect(isInRankingWindow("2025-11-23", today)).toBe(true);
    expect(isInRankingWindow("2026-11-22", today)).toBe(true);
    expect(isInRankingWindow("2025-11-22", today)).toBe(false);
    expect(isInRankingWindow("2026-11-23", today)).toBe(false);
  });
});

describe("rankPlayers", () => {
  it("sums points and counts championships per player", () => {
    const ranked = rankPlayers(
      [
        entry({ playerId: 1, name: "Ana", placement: "champion" }),
        entry({ playerId: 1, name: "Ana", placement: "semifinal", femepa: true }),
        entry({ playerId: 2, name: "Luis", placement: "runner_up" }),
        entry({ playerId: 2, name: "Luis", placement: "champion", femepa: true }),
      ],
      today,
    );
    expect(ranked).toEqual([
      { position: 1, playerId: 2, name: "Luis", points: 260, wins: 1, results: 2 },
      { position: 2, playerId: 1, name: "Ana", points: 172, wins: 1, results: 2 },
    ]);
  });

  it("counts only results that ended inside the window", () => {
    const ranked = rankPlayers(
      [
        entry({ playerId: 1, name: "Ana", endDate: "2025-11-23" }),
        entry({ playerId: 1, name: "Ana", endDate: "2025-11-22" }),
        entry({ playerId: 1, name: "Ana", endDate: "2026-11-23" }),
        entry({ playerId: 2, name: "Old", endDate: "2024-01-01" }),
      ],
      today,
    );
    expect(ranked).toEqual([{ position: 1, playerId: 1, name: "Ana", points: 100, wins: 1, results: 1 }]);
  });

  it("breaks equal points by wins", () => {
    // 5 FEMEPA runner-ups (5 x 120) against 2 FEMEPA and 2 regular titles (2 x 200 + 2 x 100): 600 each.
    const ranked = rankPlayers(
      [
        entry({ playerId: 1, name: "Ana", placement: "runner_up", femepa: true }),
        entry({ playerId: 1, name: "Ana", placement: "runner_up", femepa: true }),
        entry({ playerId: 1, name: "Ana", placement: "runner_up", femepa: true }),
        entry({ playerId: 1, name: "Ana", placement: "runner_up", femepa: true }),
        entry({ playerId: 1, name: "Ana", placement: "runner_up", femepa: true }),
        entry({ playerId: 2, name: "Zoe", placement: "champion", femepa: true }),
        entry({ playerId: 2, name: "Zoe", placement: "champion", femepa: true }),
        entry({ playerId: 2, name: "Zoe", placement: "champion" }),
        entry({ playerId: 2, name: "Zoe", placement: "champion" }),
      ],
      today,
    );
    expect(ranked.map((row) => [row.name, row.points, row.wins])).toEqual([
      ["Zoe", 600, 4],
      ["Ana", 600, 0],
    ]);
  });

  it("then by name, accent- and case-insensitively, then by id; positions are sequential", () => {
    const ranked = rankPlayers(
      [
        entry({ playerId: 5, name: "Beto" }),
        entry({ playerId: 4, name: "Álvaro" }),
        entry({ playerId: 3, name: "alberto" }),
        entry({ playerId: 2, name: "Beto" }),
      ],
      today,
    );
    expect(ranked.map((row) => [row.position, row.playerId, row.name])).toEqual([
      [1, 3, "alberto"],
      [2, 4, "Álvaro"],
      [3, 2, "Beto"],
      [4, 5, "Beto"],
    ]);
  });

  it("returns an empty ranking for no entries", () => {
    expect(rankPlayers([], today)).toEqual([]);
  });
});

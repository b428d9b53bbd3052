// Padel Score: points within a game, the three deuce rules (golden point, advantage, star point) and
// who serves.
import { describe, expect, it } from "vitest";
import { ADVANTAGE, game, games, GOLDEN, labels, play, points, repeat, STAR, start } from "../../tests/support/score-events";
import { deuceNumber, isDecidingPoint, isGameWon, scoreMatch, type ScoreRules } from "./score";

describe("points within a game", () => {
  it("go 0, 15, 30, 40", () => {
    expect(labels(play(GOLDEN))).toBe("0-0");
    expect(labels(play(GOLDEN, points("1")))).toBe("15-0");
    expect(labels(play(GOLDEN, points("12")))).toBe("15-15");
    expect(labels(play(GOLDEN, points("112")))).toBe("30-15");
    expect(labels(play(GOLDEN, points("1112")))).toBe("40-15");
  });

  it("a point at 40 against a lower score wins the game, under every rule", () => {
    for (const rules of [GOLDEN, ADVANTAGE, STAR]) {
      const state = play(rules, points("11122 1"));
      expect(state.games).toEqual({ team1: 1, team2: 0 });
      expect(state.points).toEqual({ team1: 0, team2: 0 });
      expect(state.lastGame).toEqual({ winner: "team1", count: 1 });
    }
  });

  it("ignores points before the first serve", () => {
    const state = scoreMatch(GOLDEN, points("1111"));
    expect(state.phase).toBe("not-started");
    expect(state.pointsPlayed).toBe(0);
  });
});

describe("golden point", () => {
  it("at 40-40 the next point wins the game", () => {
    const deuce = play(GOLDEN, points("111222"));
    expect(labels(deuce)).toBe("40-40");
    expect(isDecidingPoint(deuce, "golden")).toBe(true);
    expect(play(GOLDEN, points("111222 2")).games).toEqual({ team1: 0, team2: 1 });
    expect(play(GOLDEN, points("111222 1")).games).toEqual({ team1: 1, team2: 0 });
  });
});

describe("advantage", () => {
  it("gives AD, returns to 40-40 when the other team scores, and wins on the second point", () => {
    expect(labels(play(ADVANTAGE, points("111222 1")))).toBe("AD-40");
    const backToDeuce = play(ADVANTAGE, points("111222 12"));
    expect(labels(backToDeuce)).toBe("40-40");
    expect(deuceNumber(backToDeuce)).toBe(2);
    expect(isDecidingPoint(backToDeuce, "advantage")).toBe(false);
    expect(labels(play(ADVANTAGE, points("111222 2")))).toBe("40-AD");
    expect(play(ADVANTAGE, points("111222 11")).games).toEqual({ team1: 1, team2: 0 });
  });

  it("goes on for any number of deuces", () => {
    const long = play(ADVANTAGE, points(`111222 ${"12".repeat(20)}`));
    expect(deuceNumber(long)).toBe(21);
    expect(long.games).toEqual({ team1: 0, team2: 0 });
    expect(play(ADVANTAGE, points(`111222 ${"12".repeat(20)} 22`)).games).toEqual({ team1: 0, team2: 1 });
  });
});

describe("star point", () => {
  it("plays two advantages, then a deciding point at the third deuce", () => {
    const first = play(STAR, points("111222"));
    expect(deuceNumber(first)).toBe(1);
    expect(isDecidingPoint(first, "star")).toBe(false);
    expect(labels(play(STAR, points("111222 1")))).toBe("AD-40");
    const second = play(STAR, points("111222 12"));
    expect(deuceNumber(second)).toBe(2);
    expect(isDecidingPoint(second, "star")).toBe(false);
    expect(labels(play(STAR, points("111222 12 2")))).toBe("40-AD");
    const third = play(STAR, points("111222 12 21"));
    expect(deuceNumber(third)).toBe(3);
    expect(labels(third)).toBe("40-40");
    expect(isDecidingPoint(third, "star")).toBe(true);
    expect(play(STAR, points("111222 12 21 2")).games).toEqual({ team1: 0, team2: 1 });
    expect(play(STAR, points("111222 12 21 1")).games).toEqual({ team1: 1, team2: 0 });
  });

  it("an advantage converted before the third deuce wins the game", () => {
    expect(play(STAR, points("111222 11")).games).toEqual({ team1: 1, team2: 0 });
    expect(play(STAR, points("111222 12 22")).games).toEqual({ team1: 0, team2: 1 });
  });

  it("isGameWon agrees with the three rules at every score up to the third deuce", () => {
    const cases: [number, number, boolean, boolean, boolean][] = [
      // mine, theirs, golden, advantage, star
      [3, 0, false, false, false],
      [4, 2, true, true, true],
      [4, 3, true, false, false],
      [5, 3, true, true, true],
      [5, 4, true, false, false],
      [6, 5, true, false, true],
      [7, 6, true, false, true],
      [5, 5, true, false, false],
    ];
    for (const [mine, theirs, golden, advantage, star] of cases) {
      const pts = { team1: mine, team2: theirs };
      expect([mine, theirs, isGameWon(pts, "team1", "golden")]).toEqual([mine, theirs, golden]);
      expect([mine, theirs, isGameWon(pts, "team1", "advantage")]).toEqual([mine, theirs, advantage]);
      expect([mine, theirs, isGameWon(pts, "team1", "star")]).toEqual([mine, theirs, star]);
    }
  });
});

describe("server", () => {
  it("the chosen team serves first and the serve switches after every game", () => {
    expect(play(GOLDEN).server).toBe("team1");
    expect(scoreMatch(GOLDEN, [start("team2")]).server).toBe("team2");
    expect(play(GOLDEN, game("team2")).server).toBe("team2");
    expect(play(GOLDEN, games("team2", "team2")).server).toBe("team1");
    expect(play(GOLDEN, points("11")).server).toBe("team1");
  });

  it("a match that has not started or is over has no server", () => {
    expect(scoreMatch(GOLDEN, []).server).toBeNull();
    const oneSet: ScoreRules = { ...GOLDEN, numberOfSets: 1 };
    expect(
      play(
        oneSet,
        repeat(6, () => game("team1")),
      ).server,
    ).toBeNull();
  });
});

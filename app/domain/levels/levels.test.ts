import { describe, expect, it } from "vitest";
import type { PlayedResult } from "../result-text";
import {
  categoryForLevel,
  expectedWinProbability,
  initialRating,
  type LevelScore,
  matchEffectText,
  outcomeOf,
  type PlayedMatch,
  type PlayerRating,
  rateMatch,
  ratingAt,
  replay,
  toLevel,
} from "./index";

const AT = new Date("2026-03-01T18:00:00Z");
const won63_64: PlayedResult = {
  kind: "sets",
  winner: "team1",
  sets: [
    { team1: 6, team2: 3 },
    { team1: 6, team2: 4 },
  ],
  unfinished: null,
};
/** Team 2 wins 4-6 6-3 [10-8]. */
const superTieBreak: PlayedResult = {
  kind: "sets",
  winner: "team2",
  sets: [
    { team1: 6, team2: 4 },
    { team1: 3, team2: 6 },
    { team1: 0, team2: 1, superTieBreak: true, tieBreak: { team1: 8, team2: 10 } },
  ],
  unfinished: null,
};
const match = (score: LevelScore): PlayedMatch => ({ id: "m1", playedAt: AT, team1: [1, 2], team2: [3, 4], score });
const tercera = initialRating("3ra");

describe("initialRating", () => {
  it("starts a player in the middle of their category's band, Mixto letters as the ladder", () => {
    const ratings = ["6ta", "5ta", "4ta", "3ra", "2da", "1ra", "Open"].map((c) => initialRating(c).rating);
    expect(ratings).toEqual([1020, 1180, 1340, 1500, 1660, 1820, 1980]);
    expect(["A", "b", "C", "D", "E"].map((c) => initialRating(c).rating)).toEqual([1660, 1500, 1340, 1180, 1020]);
    expect(initialRating(" open ")).toEqual({ rating: 1980, rd: 100, volatility: 0.04, matches: 0, lastPlayedAt: null });
  });

  it("starts a player without a category (or with '50+') at 4ta's level with the widest RD", () => {
    expect(initialRating(null)).toEqual({ rating: 1340, rd: 350, volatility: 0.04, matches: 0, lastPlayedAt: null });
    expect(initialRating("50+")).toEqual(initialRating(undefined));
  });
});

describe("toLevel", () => {
  it("reads a rating as a level with one decimal, the category it plays like and its reliability", () => {
    expect(toLevel({ rating: 1560, rd: 80, matches: 12 })).toEqual({
      level: 4.3,
      reliability: "Fiable",
      category: "3ra",
      text: "Nivel 4.3 · juega como 3ra",
    });
    expect(toLevel({ rating: 1580, rd: 80, matches: 12 }).text).toBe("Nivel 4.4 · juega como 2da");
    expect(toLevel(tercera).text).toBe("Nivel 4.0 · juega como 3ra");
  });

  it("is provisional before ten matches or with an RD above 110", () => {
    expect(toLevel({ rating: 1500, rd: 80, matches: 9 }).reliability).toBe("Provisional");
    expect(toLevel({ rating: 1500, rd: 111, matches: 50 }).reliability).toBe("Provisional");
    expect(toLevel({ rating: 1500, rd: 110, matches: 10 }).reliability).toBe("Fiable");
  });

  it("keeps the level shown between 1.0 and 7.0", () => {
    expect(toLevel({ rating: 600, rd: 60, matches: 30 }).text).toBe("Nivel 1.0 · juega como 6ta");
    expect(toLevel({ rating: 2400, rd: 60, matches: 30 }).text).toBe("Nivel 7.0 · juega como Open");
  });

  it("gives Mixto players their letter", () => {
    expect([6.5, 4.4, 4.3, 3.0, 2.0, 1.2].map((level) => categoryForLevel(level, "Mixto"))).toEqual(["A", "A", "B", "C", "D", "E"]);
    expect([1.9, 2.0, 2.7, 2.8, 3.6, 5.2, 6.0].map((level) => categoryForLevel(level))).toEqual([
      "6ta",
      "5ta",
      "5ta",
      "4ta",
      "3ra",
      "1ra",
      "Open",
    ]);
  });
});

describe("outcomeOf", () => {
  it("reads the margin from the winner's sets and games", () => {
    expect(outcomeOf(won63_64)).toEqual({ winner: "team1", margin: (1 + 5 / 19) / 2 });
    expect(
      outcomeOf({
        kind: "sets",
        winner: "team2",
        sets: [
          { team1: 0, team2: 6 },
          { team1: 0, team2: 6 },
        ],
        unfinished: null,
      }).margin,
    ).toBe(1);
  });

  it("counts a super tie-break as a set of one game", () => {
    expect(outcomeOf(superTieBreak)).toEqual({ winner: "team2", margin: (1 / 3 + 2 / 20) / 2 });
  });

  it("reads a retirement as played so far, and a W.O. or a retirement before any game as no margin", () => {
    const retired: PlayedResult = {
      kind: "retirement",
      winner: "team2",
      sets: [{ team1: 2, team2: 6 }],
      unfinished: { team1: 1, team2: 2 },
    };
    expect(outcomeOf(retired)).toEqual({ winner: "team2", margin: (1 + 5 / 11) / 2 });
    expect(outcomeOf({ ...retired, sets: [], unfinished: { team1: 0, team2: 0 } })).toEqual({ winner: "team2", margin: null });
    expect(outcomeOf({ kind: "walkover", winner: "team1", sets: [], unfinished: null })).toEqual({ winner: "team1", margin: null });
  });

  it("reads points as rallies, and equal points as a draw", () => {
    expect(outcomeOf({ kind: "points", points: { team1: 8, team2: 16 } })).toEqual({ winner: "team2", margin: 2 / 3 });
    expect(outcomeOf({ kind: "points", points: { team1: 12, team2: 12 } })).toEqual({ winner: null, margin: 0 });
    // 21-15 is a third of the way to a rout, like 6-4 6-4 less; 16-5 and wider count as 6-0 6-0.
    expect(outcomeOf({ kind: "points", points: { team1: 21, team2: 15 } })).toEqual({ winner: "team1", margin: 1 / 3 });
    expect(outcomeOf({ kind: "points", points: { team1: 5, team2: 16 } })).toEqual({ winner: "team2", margin: 1 });
  });
});

describe("rateMatch", () => {
  it("moves four new 3ra players by the same amount, up for the winners and down for the losers", () => {
    const changes = rateMatch(match(won63_64), () => tercera);
    expect(changes.map((c) => [c.player, c.team, c.result, c.after.rating.toFixed(2), c.after.rd.toFixed(2)])).toEqual([
      [1, "team1", "won", "1514.11", "99.25"],
      [2, "team1", "won", "1514.11", "99.25"],
      [3, "team2", "lost", "1485.89", "99.25"],
      [4, "team2", "lost", "1485.89", "99.25"],
    ]);
    expect(changes.map((c) => c.winProbability)).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(changes[0]!.after).toMatchObject({ matches: 1, lastPlayedAt: AT });
  });

  it("moves a new player faster than a settled partner", () => {
    const settled: PlayerRating = { ...tercera, rd: 70, matches: 40 };
    const [newcomer, partner] = rateMatch(match(won63_64), (p) => (p === 1 ? tercera : settled));
    expect((newcomer!.after.rating - 1500).toFixed(2)).toBe("14.36");
    expect((partner!.after.rating - 1500).toFixed(2)).toBe("7.10");
  });

  it("says what the match did in each player's words", () => {
    const changes = rateMatch(match(won63_64), () => tercera);
    expect(matchEffectText(changes[0]!, won63_64)).toBe("Ganaste 6-3 6-4 a una pareja de nivel 4.0: +0.07");
    expect(matchEffectText(changes[3]!, won63_64)).toBe("Perdiste 3-6 4-6 ante una pareja de nivel 4.0: -0.07");

    const against2da = rateMatch(match(superTieBreak), (p) => (p < 3 ? tercera : initialRating("2da")));
    expect(matchEffectText(against2da[0]!, superTieBreak)).toBe("Perdiste 6-4 3-6 [8-10] ante una pareja de nivel 4.8: -0.03");
    expect(matchEffectText(against2da[3]!, superTieBreak)).toBe("Ganaste 4-6 6-3 [10-8] a una pareja de nivel 4.0: +0.03");

    const walkover: PlayedResult = { kind: "walkover", winner: "team2", sets: [], unfinished: null };
    const byWalkover = rateMatch(match(walkover), () => tercera);
    expect(matchEffectText(byWalkover[2]!, walkover)).toBe("Ganaste por W.O. a una pareja de nivel 4.0: +0.07");
    expect(matchEffectText(byWalkover[0]!, walkover)).toBe("Perdiste por W.O. ante una pareja de nivel 4.0: -0.07");

    const draw: LevelScore = { kind: "points", points: { team1: 12, team2: 12 } };
    const drawn = rateMatch(match(draw), (p) => (p < 3 ? tercera : initialRating("2da")));
    expect(matchEffectText(drawn[0]!, draw)).toBe("Empataste 12-12 con una pareja de nivel 4.8: +0.02");
    expect(matchEffectText(drawn[2]!, draw)).toBe("Empataste 12-12 con una pareja de nivel 4.0: -0.02");
  });

  it("refuses a match without four different players", () => {
    expect(() => rateMatch({ ...match(won63_64), team2: [2, 4] }, () => tercera)).toThrow("Match m1 needs four different players");
  });
});

describe("expectations and inactivity", () => {
  it("gives a 3ra pair 71% against a 4ta pair, and an even match 50%", () => {
    const cuarta = initialRating("4ta");
    expect(expectedWinProbability([tercera, tercera], [cuarta, cuarta]).toFixed(2)).toBe("0.71");
    expect(expectedWinProbability([tercera, cuarta], [cuarta, tercera])).toBe(0.5);
  });

  it("grows the RD with the weeks without a match, counted from the match dates only", () => {
    const lastYear: PlayerRating = { ...tercera, lastPlayedAt: new Date("2025-03-01T18:00:00Z") };
    expect(ratingAt(lastYear, AT).rd.toFixed(1)).toBe("111.9");
    expect(ratingAt(tercera, AT).rd).toBe(100);
  });

  it("replays the same matches to the same ratings, whatever order they come in", () => {
    const second: PlayedMatch = { ...match(won63_64), id: "m2", playedAt: new Date("2026-03-08T18:00:00Z"), team1: [1, 3], team2: [2, 4] };
    const first = match({ kind: "walkover", winner: "team2", sets: [], unfinished: null });
    const a = replay([first, second], () => tercera);
    const b = replay([second, first], () => tercera);
    expect(b).toEqual(a);
    expect(a.history.get(1)!.map((c) => c.matchId)).toEqual(["m1", "m2"]);
  });
});

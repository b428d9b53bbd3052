import { describe, expect, it } from "vitest";
import { liveResultChange, matchScoreOf, sameMatchScore, scoreHrefFor, scorerLinkEnd, tournamentMatchSettings } from "./live-scoring";
import { formatMatchScore, type MatchScore, parseMatchScore } from "./match-result";
import { parseMatchSettings } from "./match-settings";
import { type ScoreEvent, type ScoreRules, scoreMatch, type TeamId } from "./score";

const BEST_OF_3: ScoreRules = { deuceRule: "golden", numberOfSets: 3, tieBreak: true, superTieBreak: false };

let at = 0;
const start = (): ScoreEvent => ({ type: "start", server: "team1", at: at++ });
const point = (team: TeamId): ScoreEvent => ({ type: "point", team, at: at++ });
/** Four straight points: one game under every deuce rule. */
const game = (team: TeamId) => [point(team), point(team), point(team), point(team)];
const games = (team: TeamId, n: number) => Array.from({ length: n }, () => game(team)).flat();

describe("tournamentMatchSettings", () => {
  it("fills Padel Score from the draw: pair a is team 1, the club, the category, the rules, shared live", () => {
    const settings = tournamentMatchSettings({
      a: { players: ["Ana López", "Bea Ruiz"] },
      b: { players: ["Carla Díaz", "Dora Gil"] },
      club: { id: 7, name: "Club Angelópolis" },
      categoryType: "Femenil",
      category: "4ta",
      rules: { deuceRule: "advantage", numberOfSets: 3, tieBreak: true, superTieBreak: true },
    });
    expect(settings).toEqual({
      team1: { name: "Ana López / Bea Ruiz", players: ["Ana López", "Bea Ruiz"] },
      team2: { name: "Carla Díaz / Dora Gil", players: ["Carla Díaz", "Dora Gil"] },
      deuceRule: "advantage",
      numberOfSets: 3,
      tieBreak: true,
      superTieBreak: true,
      clubId: 7,
      clubName: "Club Angelópolis",
      category: "4ta",
      categoryType: "Femenil",
      shareLive: true,
    });
    // The phone keeps it and the sync endpoint checks it with the same parser.
    expect(parseMatchSettings(settings)).toEqual({ success: true, data: settings });
  });

  it("cuts long names to what Padel Score allows, and takes a club known only by its name and a mixed category", () => {
    const settings = tournamentMatchSettings({
      a: { players: ["Maximiliano Alejandro de la Fuente Valenzuela", "Juan Pérez"] },
      b: { players: ["Luis Mora", "Iván Soto"] },
      club: { id: null, name: "Canchas del Parque" },
      categoryType: "Mixto",
      category: "B",
      rules: BEST_OF_3,
    });
    expect(settings.team1).toEqual({
      name: "Maximiliano Alejandro de la Fuente Vale…",
      players: ["Maximiliano Alejandro de la Fuente Vale…", "Juan Pérez"],
    });
    expect(settings.team1.name).toHaveLength(40);
    expect(settings.clubId).toBeNull();
    expect(parseMatchSettings(settings).success).toBe(true);
  });
});

describe("matchScoreOf", () => {
  it("is null until the match ends", () => {
    expect(matchScoreOf(scoreMatch(BEST_OF_3, [start(), ...games("team1", 6)]))).toBeNull();
  });

  it("reads the final state as the draw's result, the same one the organiser would type", () => {
    const events = [start(), ...games("team1", 6), ...games("team2", 6), ...games("team1", 6)];
    const score = matchScoreOf(scoreMatch(BEST_OF_3, events))!;
    expect(formatMatchScore(score)).toBe("6-0 0-6 6-0");
    const typed = parseMatchScore("6-0 0-6 6-0", BEST_OF_3);
    expect(typed.ok && sameMatchScore(typed.ok ? typed.value : null, score)).toBe(true);
    expect(score.winner).toBe("team1");
  });

  it("keeps a tie-break's points and a super tie-break as the 1-0 set the draw stores", () => {
    const rules: ScoreRules = { ...BEST_OF_3, superTieBreak: true };
    const tieBreakSet = [...games("team1", 5), ...games("team2", 6), ...game("team1"), ...Array.from({ length: 7 }, () => point("team2"))];
    const events = [start(), ...tieBreakSet, ...games("team1", 6), ...Array.from({ length: 10 }, () => point("team1"))];
    const score = matchScoreOf(scoreMatch(rules, events))!;
    expect(formatMatchScore(score)).toBe("6-7 (0-7) 6-0 [10-0]");
    expect(score.winner).toBe("team1");
  });
});

describe("sameMatchScore", () => {
  const sets = (text: string) => {
    const parsed = parseMatchScore(text, BEST_OF_3);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };
  it("compares what the result says, not the order of its keys", () => {
    const reordered = JSON.parse(
      '{"winner":"team1","unfinished":null,"sets":[{"team2":4,"team1":6},{"team2":3,"team1":6}],"kind":"sets"}',
    ) as MatchScore;
    expect(sameMatchScore(sets("6-4 6-3"), reordered)).toBe(true);
    expect(sameMatchScore(sets("6-4 6-3"), sets("6-4 6-2"))).toBe(false);
    expect(sameMatchScore(sets("7-6(7-5) 6-3"), sets("7-6(7-3) 6-3"))).toBe(false);
    expect(sameMatchScore(null, null)).toBe(true);
    expect(sameMatchScore(sets("6-4 6-3"), null)).toBe(false);
  });
});

describe("liveResultChange", () => {
  const win = (text: string): MatchScore => {
    const parsed = parseMatchScore(text, BEST_OF_3);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  it("writes the result when the match ends and the draw has none", () => {
    expect(liveResultChange({ stored: null, before: null, after: win("6-4 6-3") })).toEqual({ kind: "set", score: win("6-4 6-3") });
  });

  it("leaves a result the organiser typed before the match ended", () => {
    expect(liveResultChange({ stored: win("6-1 6-1"), before: null, after: win("6-4 6-3") })).toEqual({ kind: "none" });
  });

  it("clears the scorer's result when the last point is undone, and writes the new one when it ends again", () => {
    expect(liveResultChange({ stored: win("6-4 6-3"), before: win("6-4 6-3"), after: null })).toEqual({ kind: "clear" });
    expect(liveResultChange({ stored: win("6-4 6-3"), before: win("6-4 6-3"), after: win("6-4 7-5") })).toEqual({
      kind: "set",
      score: win("6-4 7-5"),
    });
  });

  it("leaves a result the organiser corrected after the end, even when the scorer undoes", () => {
    expect(liveResultChange({ stored: win("6-4 6-2"), before: win("6-4 6-3"), after: null })).toEqual({ kind: "none" });
  });

  it("does nothing when the match's result did not change (a retry, or after the organiser cleared it)", () => {
    expect(liveResultChange({ stored: null, before: win("6-4 6-3"), after: win("6-4 6-3") })).toEqual({ kind: "none" });
    expect(liveResultChange({ stored: null, before: null, after: null })).toEqual({ kind: "none" });
  });
});

describe("scoreHrefFor", () => {
  const open = { id: 41, bye: false, entryAId: 1, entryBId: 2, winner: null };
  it("offers 'Anotar' to editors and to the match's players while both pairs are known and it has no result", () => {
    expect(scoreHrefFor(open, [10, 11, 12, 13], { canEdit: true, playerId: null })).toBe("/padel-score/partido/41");
    expect(scoreHrefFor(open, [10, 11, 12, 13], { canEdit: false, playerId: 12 })).toBe("/padel-score/partido/41");
    expect(scoreHrefFor(open, [10, 11, 12, 13], { canEdit: false, playerId: 99 })).toBeNull();
    expect(scoreHrefFor(open, [10, 11, 12, 13], { canEdit: false, playerId: null })).toBeNull();
    expect(scoreHrefFor({ ...open, entryBId: null }, [10, 11], { canEdit: true, playerId: null })).toBeNull();
    expect(scoreHrefFor({ ...open, bye: true }, [10, 11], { canEdit: true, playerId: null })).toBeNull();
    expect(scoreHrefFor({ ...open, winner: "a" }, [10, 11, 12, 13], { canEdit: true, playerId: null })).toBeNull();
  });
});

describe("scorerLinkEnd", () => {
  const open = { hasResult: false, day: "2026-05-16", tournamentEndDate: "2026-05-17" };
  it("keeps a link working through the match's day and the day after it", () => {
    expect(scorerLinkEnd({ ...open, today: "2026-05-10" })).toBeNull();
    expect(scorerLinkEnd({ ...open, today: "2026-05-16" })).toBeNull();
    expect(scorerLinkEnd({ ...open, today: "2026-05-17" })).toBeNull();
  });

  it("ends it once the day after the match's day is over", () => {
    expect(scorerLinkEnd({ ...open, today: "2026-05-18" })).toEqual({ kind: "expired", lastDay: "2026-05-17" });
    expect(scorerLinkEnd({ ...open, today: "2027-01-01" })).toEqual({ kind: "expired", lastDay: "2026-05-17" });
  });

  it("counts from the tournament's last day for a match with no scheduled day, across a month's end", () => {
    const unscheduled = { hasResult: false, day: null, tournamentEndDate: "2026-05-31" };
    expect(scorerLinkEnd({ ...unscheduled, today: "2026-06-01" })).toBeNull();
    expect(scorerLinkEnd({ ...unscheduled, today: "2026-06-02" })).toEqual({ kind: "expired", lastDay: "2026-06-01" });
  });

  it("ends it as soon as the match has a result, on the match's day too", () => {
    expect(scorerLinkEnd({ ...open, hasResult: true, today: "2026-05-16" })).toEqual({ kind: "result" });
    expect(scorerLinkEnd({ ...open, hasResult: true, today: "2026-05-20" })).toEqual({ kind: "result" });
  });
});

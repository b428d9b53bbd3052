import { describe, expect, it } from "vitest";
import type { MatchSettings } from "./match-settings";
import { DEFAULT_RULES, type ScoreEvent, scoreMatch, type ScoreRules, type TeamId } from "./score";
import { finalResultText, formatClock, formatSet, gameStatus, namedByPlayers, shareText, teamName } from "./score-format";

const settings: MatchSettings = {
  team1: { name: "Los Tigres", players: ["Ana", "Luz"] },
  team2: { name: "Las Águilas", players: ["Eva", "Sol"] },
  deuceRule: "golden",
  numberOfSets: 3,
  tieBreak: false,
  superTieBreak: false,
  clubId: 1,
  clubName: "Club Angelópolis",
  category: "4ta",
  categoryType: "Femenil",
  shareLive: false,
};

function play(rules: ScoreRules, sequence: string) {
  const events: ScoreEvent[] = [{ type: "start", server: "team1", at: 0 }];
  [...sequence.replaceAll(" ", "")].forEach((c, i) =>
    events.push({ type: "point", team: (c === "1" ? "team1" : "team2") as TeamId, at: (i + 1) * 1000 }),
  );
  return scoreMatch(rules, events);
}

describe("namedByPlayers", () => {
  it("is true for a pair named by its players, also when the name was cut to its limit", () => {
    expect(namedByPlayers(settings, "team1")).toBe(false);
    const pair = (name: string) => ({
      ...settings,
      team1: { name, players: ["Maximiliano Hernández", "Bartolomé Villaseñor"] as [string, string] },
    });
    expect(namedByPlayers(pair("Maximiliano Hernández / Bartolomé Villaseñor"), "team1")).toBe(true);
    expect(namedByPlayers(pair("Maximiliano Hernández / Bartolomé Villa…"), "team1")).toBe(true);
    expect(namedByPlayers(pair("Los Tigres…"), "team1")).toBe(false);
    // Such a pair is named by its players' whole names, never by the cut name.
    expect(teamName(pair("Maximiliano Hernández / Bartolomé Villa…"), "team1")).toBe("Maximiliano Hernández / Bartolomé Villaseñor");
    expect(teamName(settings, "team1")).toBe("Los Tigres");
  });
});

describe("formatClock", () => {
  it("shows mm:ss and keeps counting minutes past an hour", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(65_999)).toBe("01:05");
    expect(formatClock(90 * 60_000)).toBe("90:00");
    expect(formatClock(-5)).toBe("00:00");
  });
});

describe("formatSet", () => {
  it("shows games, tie-break points and super tie-breaks", () => {
    expect(formatSet({ team1: 6, team2: 4 })).toBe("6-4");
    expect(formatSet({ team1: 7, team2: 6, tieBreak: { team1: 7, team2: 5 } })).toBe("7-6 (7-5)");
    expect(formatSet({ team1: 0, team2: 1, tieBreak: { team1: 8, team2: 10 }, superTieBreak: true })).toBe("[8-10]");
  });
});

describe("gameStatus", () => {
  it("names the deciding point, each deuce and the advantage", () => {
    expect(gameStatus(play(DEFAULT_RULES, "1"), "golden", settings)).toBeNull();
    expect(gameStatus(play(DEFAULT_RULES, "111222"), "golden", settings)).toBe("Punto de oro: el siguiente punto gana");
    const star = { ...DEFAULT_RULES, deuceRule: "star" } as const;
    expect(gameStatus(play(star, "111222"), "star", settings)).toBe("Iguales · deuce 1 de 3");
    expect(gameStatus(play(star, "111222 2"), "star", settings)).toBe("Ventaja Las Águilas");
    expect(gameStatus(play(star, "111222 21"), "star", settings)).toBe("Iguales · deuce 2 de 3");
    expect(gameStatus(play(star, "111222 21 12"), "star", settings)).toBe("Punto estrella: el siguiente punto gana");
    const advantage = { ...DEFAULT_RULES, deuceRule: "advantage" } as const;
    expect(gameStatus(play(advantage, "111222 12 12 12"), "advantage", settings)).toBe("Iguales · deuce 4");
  });

  it("names tie-breaks", () => {
    const rules = { ...DEFAULT_RULES, tieBreak: true };
    expect(gameStatus(play(rules, "11112222".repeat(6)), "golden", settings)).toBe("Tie-break");
    const superRules = { ...DEFAULT_RULES, superTieBreak: true };
    expect(gameStatus(play(superRules, `${"1111".repeat(6)}${"2222".repeat(6)}`), "golden", settings)).toBe("Súper tie-break");
  });
});

describe("result texts", () => {
  const over = play({ ...DEFAULT_RULES, numberOfSets: 1 }, "2222".repeat(6));

  it("the final result names the winners and the sets from their side", () => {
    // Won by team 2: its players are the subject and its games come first (issue 31).
    expect(finalResultText(settings, over)).toBe("Eva / Sol ganan a Ana / Luz 6-0");
    expect(finalResultText(settings, play(DEFAULT_RULES, "1"))).toBeNull();
  });

  it("the shared text has teams, players, result, club, category and duration", () => {
    const text = shareText(settings, over, 61_000);
    expect(text.split("\n")).toEqual([
      "🎾 Los Tigres vs Las Águilas",
      "Los Tigres: Ana / Luz",
      "Las Águilas: Eva / Sol",
      "Resultado: Eva / Sol ganan a Ana / Luz 6-0",
      "Club Angelópolis · Femenil 4ta Fuerza · Punto de oro",
      "Duración: 01:01",
      "Padel Score",
    ]);
    const live = shareText(settings, play(DEFAULT_RULES, "1111"), 0);
    expect(live).toContain("Marcador: 1-0 (en juego)");
  });
});

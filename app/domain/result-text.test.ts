import { describe, expect, it } from "vitest";
import { parseMatchScore } from "./match-result";
import { formatMatchScore, mirrorScore, resultText, winnerFirstResult } from "./result-text";
import { DEFAULT_RULES } from "./score";

const pairs = { team1: "Patricio Pacheco / Iván Ortiz", team2: "Tomás Salinas / Hugo Ramos" };

describe("winnerFirstResult", () => {
  it("reads the reported 0-6 0-6 from the winners' side: they are the subject and their games come first", () => {
    const result = {
      kind: "sets" as const,
      winner: "team2" as const,
      sets: [
        { team1: 0, team2: 6 },
        { team1: 0, team2: 6 },
      ],
      unfinished: null,
    };
    expect(winnerFirstResult(result, pairs)).toEqual({
      winner: "team2",
      loser: "team1",
      score: "6-0 6-0",
      sentence: ["Tomás Salinas / Hugo Ramos", " ganan a ", "Patricio Pacheco / Iván Ortiz", " 6-0 6-0"],
    });
    expect(resultText(result, pairs)).toBe("Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0");
  });

  it("keeps slot a's result as it is when slot a won", () => {
    const result = {
      kind: "sets" as const,
      winner: "team1" as const,
      sets: [
        { team1: 6, team2: 4 },
        { team1: 3, team2: 6 },
        { team1: 7, team2: 5 },
      ],
      unfinished: null,
    };
    expect(resultText(result, pairs)).toBe("Patricio Pacheco / Iván Ortiz ganan a Tomás Salinas / Hugo Ramos 6-4 3-6 7-5");
  });

  it("turns tie-breaks, a super tie-break and a retirement's unfinished set around", () => {
    const superRules = { ...DEFAULT_RULES, numberOfSets: 3 as const, tieBreak: true, superTieBreak: true };
    const tight = parseMatchScore("6-7(5) 6-4 [8-10]", superRules);
    expect(tight.ok && winnerFirstResult(tight.value, pairs).score).toBe("7-6 (7-5) 4-6 [10-8]");
    const retired = parseMatchScore("6-4 2-1 ret.", DEFAULT_RULES, "team2");
    expect(retired.ok && resultText(retired.value, pairs)).toBe(
      "Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 4-6 1-2 ret.",
    );
  });

  it("says a walkover in words", () => {
    const result = { kind: "walkover" as const, winner: "team1" as const, sets: [], unfinished: null };
    expect(winnerFirstResult(result, pairs)).toMatchObject({ score: "W.O.", winner: "team1" });
    expect(resultText(result, pairs)).toBe("Patricio Pacheco / Iván Ortiz ganan a Tomás Salinas / Hugo Ramos por W.O.");
  });

  it("hands back whatever a page renders for the pairs, in the sentence's order", () => {
    const result = {
      kind: "sets" as const,
      winner: "team2" as const,
      sets: [
        { team1: 4, team2: 6 },
        { team1: 4, team2: 6 },
      ],
      unfinished: null,
    };
    expect(winnerFirstResult(result, { team1: { id: 1 }, team2: { id: 2 } }).sentence).toEqual([
      { id: 2 },
      " ganan a ",
      { id: 1 },
      " 6-4 6-4",
    ]);
  });
});

describe("formatMatchScore and mirrorScore", () => {
  it("writes the result as the organiser types it, slot a first", () => {
    const check = parseMatchScore("0-6 0-6", DEFAULT_RULES);
    expect(check.ok && formatMatchScore(check.value)).toBe("0-6 0-6");
  });

  it("mirrorScore: the other pair's games first, tie-breaks too", () => {
    expect(
      mirrorScore({
        kind: "retirement",
        winner: "team1",
        sets: [{ team1: 7, team2: 6, tieBreak: { team1: 7, team2: 5 } }],
        unfinished: { team1: 2, team2: 1 },
      }),
    ).toEqual({
      kind: "retirement",
      winner: "team2",
      sets: [{ team1: 6, team2: 7, tieBreak: { team1: 5, team2: 7 } }],
      unfinished: { team1: 1, team2: 2 },
    });
  });
});

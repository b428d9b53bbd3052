import { describe, expect, it } from "vitest";
import { countedSets, formatMatchScore, parseMatchScore } from "./match-result";
import type { ScoreRules } from "./score-rules";

const rules = (overrides: Partial<ScoreRules> = {}): ScoreRules => ({
  deuceRule: "golden",
  numberOfSets: 3,
  tieBreak: true,
  superTieBreak: false,
  ...overrides,
});
const tieBreakAndSuper = rules({ superTieBreak: true });
const advantageSets = rules({ tieBreak: false, deuceRule: "advantage" });
const oneSet = rules({ numberOfSets: 1 });

const message = (text: string, r: ScoreRules, winner?: "team1" | "team2") => {
  const result = parseMatchScore(text, r, winner);
  return result.ok ? "ok" : result.message;
};
const formatted = (text: string, r: ScoreRules, winner?: "team1" | "team2") => {
  const result = parseMatchScore(text, r, winner);
  return result.ok ? `${result.value.winner} ${formatMatchScore(result.value)}` : result.message;
};

describe("parsing", () => {
  it("sets with spaces, commas, slashes and brackets", () => {
    expect(formatted("6-4 3-6 10-8", tieBreakAndSuper)).toBe("team1 6-4 3-6 [10-8]");
    expect(formatted(" 6-4, 3-6, 10-8 ", tieBreakAndSuper)).toBe("team1 6-4 3-6 [10-8]");
    expect(formatted("6/4;3/6 [8-10]", tieBreakAndSuper)).toBe("team2 6-4 3-6 [8-10]");
    expect(formatted("6 - 4 , 6 - 2", tieBreakAndSuper)).toBe("team1 6-4 6-2");
    expect(formatted("6–4 6–2", tieBreakAndSuper)).toBe("team1 6-4 6-2");
  });

  it("tie-break points written in full or as the loser's points", () => {
    expect(formatted("7-6(7-5) 6-4", tieBreakAndSuper)).toBe("team1 7-6 (7-5) 6-4");
    expect(formatted("7-6 (5) 6-4", tieBreakAndSuper)).toBe("team1 7-6 (7-5) 6-4");
    expect(formatted("6-7(10) 4-6", tieBreakAndSuper)).toBe("team2 6-7 (10-12) 4-6");
    expect(formatted("7-6 6-4", tieBreakAndSuper)).toBe("team1 7-6 6-4");
  });

  it("the whole parsed score", () => {
    expect(parseMatchScore("7-6(7-3) 3-6 12-10", tieBreakAndSuper)).toEqual({
      ok: true,
      value: {
        kind: "sets",
        winner: "team1",
        sets: [
          { team1: 7, team2: 6, tieBreak: { team1: 7, team2: 3 } },
          { team1: 3, team2: 6 },
          { team1: 1, team2: 0, tieBreak: { team1: 12, team2: 10 }, superTieBreak: true },
        ],
        unfinished: null,
      },
    });
  });

  it("walkover and retirement need the winner", () => {
    expect(parseMatchScore("W.O.", tieBreakAndSuper, "team2")).toEqual({
      ok: true,
      value: { kind: "walkover", winner: "team2", sets: [], unfinished: null },
    });
    for (const text of ["wo", "W/O", "w. o."]) expect(formatted(text, tieBreakAndSuper, "team1")).toBe("team1 W.O.");
    expect(message("W.O.", tieBreakAndSuper)).toBe("Indica qué pareja gana por W.O.");
    expect(message("6-4 W.O.", tieBreakAndSuper, "team1")).toBe("Un W.O. se escribe solo, sin sets ni retiro");
    expect(parseMatchScore("6-4 2-1 ret.", tieBreakAndSuper, "team2")).toEqual({
      ok: true,
      value: {
        kind: "retirement",
        winner: "team2",
        sets: [{ team1: 6, team2: 4 }],
        unfinished: { team1: 2, team2: 1 },
      },
    });
    expect(formatted("6-4 Retiro", tieBreakAndSuper, "team2")).toBe("team2 6-4 ret.");
    expect(formatted("ret", tieBreakAndSuper, "team1")).toBe("team1 ret.");
    expect(formatted("6-4 3-6 7-5 abandono", tieBreakAndSuper, "team1")).toBe("team1 6-4 3-6 7-5 ret.");
    expect(message("6-4 2-1 ret", tieBreakAndSuper)).toBe("Indica qué pareja gana por el retiro de la otra");
    expect(message("ret 6-4", tieBreakAndSuper, "team1")).toBe("El retiro se escribe al final, después de los sets jugados (6-4 2-1 ret.)");
    expect(message("6-4 6-2 ret", tieBreakAndSuper, "team2")).toBe("Con ese resultado el partido ya terminó: no hubo retiro");
    expect(message("6-4 7-3 ret", tieBreakAndSuper, "team2")).toBe(
      "El set 2 (7-3) no es un marcador posible: un set se gana con 6 juegos y 2 de diferencia (6-0 a 6-4 o 7-5), o 7-6 con tie-break",
    );
    expect(formatted("6-4 3-6 7-6 ret", tieBreakAndSuper, "team2")).toBe("team2 6-4 3-6 7-6 ret.");
  });

  it("refuses what it cannot read", () => {
    expect(message("", tieBreakAndSuper)).toBe("Escribe el resultado, por ejemplo 6-4 3-6 10-8");
    expect(message("  ,  ", tieBreakAndSuper)).toBe("Escribe el resultado, por ejemplo 6-4 3-6 10-8");
    expect(message("6-4 seis-dos", tieBreakAndSuper)).toBe("No se entiende «seis-dos»: escribe cada set así: 6-4 3-6 10-8");
    expect(message("6-4 100-2", tieBreakAndSuper)).toBe("No se entiende «100-2»: escribe cada set así: 6-4 3-6 10-8");
    expect(message("6-4 ".repeat(30), tieBreakAndSuper)).toBe("Escribe el resultado en 100 caracteres o menos");
  });
});

describe("impossible sets are refused in Spanish", () => {
  const withTieBreak = "un set se gana con 6 juegos y 2 de diferencia (6-0 a 6-4 o 7-5), o 7-6 con tie-break";
  it.each([
    ["7-3 6-4", `El set 1 (7-3) no es un resultado válido: ${withTieBreak}`],
    ["6-5 6-4", `El set 1 (6-5) no es un resultado válido: ${withTieBreak}`],
    ["6-4 8-6", `El set 2 (8-6) no es un resultado válido: ${withTieBreak}`],
    ["6-4 5-3", `El set 2 (5-3) no es un resultado válido: ${withTieBreak}`],
    ["6-6 6-4", `El set 1 (6-6) no es un resultado válido: ${withTieBreak}`],
    ["0-0 6-4", `El set 1 (0-0) no es un resultado válido: ${withTieBreak}`],
    ["7-6(7-6) 6-4", "El tie-break del set 1 (7-6) no es válido: se gana con 7 puntos y 2 de diferencia"],
    ["7-6(9-5) 6-4", "El tie-break del set 1 (9-5) no es válido: se gana con 7 puntos y 2 de diferencia"],
    ["7-6(5-7) 6-4", "El set 1 (7-6(5-7)): el tie-break lo gana la pareja que gana el set"],
    ["6-4(7-5) 6-4", "El set 1 (6-4) no lleva tie-break"],
    ["6-4 6-4 6-4", "Sobra el set 3 (6-4): el partido ya terminó en el set 2"],
    ["6-4 4-6", "Falta el set 3: el partido va 1-1 en sets"],
    ["6-4", "Falta el set 2: el partido va 1-0 en sets"],
    ["6-4 4-6 [10-8]", "El set 3 no es un súper tie-break con estas reglas: escríbelo en juegos (6-4)"],
  ])("%s", (text, expected) => {
    expect(message(text, rules())).toBe(expected);
  });

  it("the super tie-break goes to 10 by 2 instead of the third set", () => {
    expect(message("6-4 4-6 10-9", tieBreakAndSuper)).toBe(
      "El súper tie-break (10-9) no es válido: se gana con 10 puntos y 2 de diferencia",
    );
    expect(message("6-4 4-6 12-8", tieBreakAndSuper)).toBe(
      "El súper tie-break (12-8) no es válido: se gana con 10 puntos y 2 de diferencia",
    );
    expect(message("6-4 4-6 6-3", tieBreakAndSuper)).toBe("El súper tie-break (6-3) no es válido: se gana con 10 puntos y 2 de diferencia");
    expect(message("6-4 4-6 11-13", tieBreakAndSuper)).toBe("ok");
    expect(message("6-4 4-6 10-0", tieBreakAndSuper)).toBe("ok");
  });

  it("without tie-break a set goes on to a two-game lead; deuce rules change nothing here", () => {
    const without = "un set se gana con 6 juegos y 2 de diferencia (6-4, 7-5, 8-6...)";
    expect(message("8-6 12-10", advantageSets)).toBe("ok");
    expect(message("7-6 6-4", advantageSets)).toBe(`El set 1 (7-6) no es un resultado válido: ${without}`);
    expect(message("9-6 6-4", advantageSets)).toBe(`El set 1 (9-6) no es un resultado válido: ${without}`);
    for (const deuceRule of ["golden", "advantage", "star"] as const) {
      expect(message("6-4 7-6(8-6)", rules({ deuceRule }))).toBe("ok");
    }
  });

  it("one set: the match ends with it", () => {
    expect(formatted("4-6", oneSet)).toBe("team2 4-6");
    expect(message("6-4 6-4", oneSet)).toBe("Sobra el set 2 (6-4): el partido ya terminó en el set 1");
  });

  it("the winner given must agree with the sets", () => {
    expect(message("6-4 6-4", rules(), "team2")).toBe("Ese resultado da el partido a la otra pareja");
    expect(message("6-4 6-4", rules(), "team1")).toBe("ok");
  });
});

describe("sets as they count in a group table", () => {
  const counted = (text: string, r: ScoreRules, winner?: "team1" | "team2") => {
    const result = parseMatchScore(text, r, winner);
    if (!result.ok) throw new Error(result.message);
    return countedSets(result.value, r);
  };
  it("played sets as they are; a super tie-break is 1-0", () => {
    expect(counted("6-4 3-6 10-8", tieBreakAndSuper)).toEqual([
      { a: 6, b: 4 },
      { a: 3, b: 6 },
      { a: 1, b: 0 },
    ]);
  });
  it("a walkover is 6-0 6-0 (6-0 in a one-set match) for the winner", () => {
    expect(counted("W.O.", rules(), "team2")).toEqual([
      { a: 0, b: 6 },
      { a: 0, b: 6 },
    ]);
    expect(counted("W.O.", oneSet, "team1")).toEqual([{ a: 6, b: 0 }]);
  });
  it("a retirement gives the winner the set in progress and the missing sets", () => {
    expect(counted("6-4 2-1 ret", rules(), "team2")).toEqual([
      { a: 6, b: 4 },
      { a: 2, b: 6 },
      { a: 0, b: 6 },
    ]);
    expect(counted("3-6 6-5 ret", rules(), "team2")).toEqual([
      { a: 3, b: 6 },
      { a: 6, b: 7 },
    ]);
    expect(counted("6-4 4-6 3-5 ret", tieBreakAndSuper, "team1")).toEqual([
      { a: 6, b: 4 },
      { a: 4, b: 6 },
      { a: 1, b: 0 },
    ]);
    expect(counted("6-3 6-6 ret", rules(), "team1")).toEqual([
      { a: 6, b: 3 },
      { a: 7, b: 6 },
    ]);
  });
});

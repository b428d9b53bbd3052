import { describe, expect, it } from "vitest";
import {
  checkCorrection,
  type DrawState,
  drawPlacements,
  groupsOf,
  groupTable,
  plannedMatches,
  settledSlots,
  type StoredDrawMatch,
} from "./draw-progress";
import { parseMatchScore } from "./match-result";
import { DEFAULT_RULES } from "./score-rules";

const RULES = { ...DEFAULT_RULES, numberOfSets: 1 as const, tieBreak: true };
const ELIMINATION: DrawState = { format: "elimination", qualifiersPerGroup: 1, rules: RULES, drawSeed: 7 };

function planned(count: number, plan: { format?: "elimination" | "groups"; consolation?: boolean; qualifiersPerGroup?: 1 | 2 } = {}) {
  const ids = Array.from({ length: count }, (_, i) => `e${i + 1}`);
  const made = plannedMatches(ids, {
    format: plan.format ?? "elimination",
    qualifiersPerGroup: plan.qualifiersPerGroup ?? 1,
    consolation: plan.consolation ?? false,
  });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

/** Plays `code` with `text` (1 set), the slots as settled so far; returns the matches with its result. */
function play(matches: StoredDrawMatch[], code: string, text: string, state = ELIMINATION): StoredDrawMatch[] {
  const slots = settledSlots(matches, state);
  const parsed = parseMatchScore(text, RULES);
  if (!parsed.ok) throw new Error(parsed.message);
  return matches.map((match) => ({
    ...match,
    ...slots.get(match.code)!,
    ...(match.code === code ? { score: parsed.value, winner: parsed.value.winner === "team1" ? ("a" as const) : ("b" as const) } : {}),
  }));
}

const slot = (matches: StoredDrawMatch[], code: string, state = ELIMINATION) => settledSlots(matches, state).get(code);

describe("settledSlots", () => {
  it("puts a bye's pair in the next round at once and a winner once decided", () => {
    // 3 pairs: seed 1 has a bye (P1-1), seeds 2 and 3 play P1-2.
    let matches = planned(3);
    expect(slot(matches, "P2-1")).toEqual({ a: "e1", b: null });
    matches = play(matches, "P1-2", "4-6");
    expect(slot(matches, "P2-1")).toEqual({ a: "e1", b: "e3" });
  });

  it("sends a first-round loser to the consolation draw and takes them out again when the result is cleared", () => {
    let matches = planned(4, { consolation: true });
    matches = play(matches, "P1-1", "6-2");
    expect(slot(matches, "C1-1")).toEqual({ a: "e4", b: null });
    matches = matches.map((match) => (match.code === "P1-1" ? { ...match, score: null, winner: null } : match));
    expect(slot(matches, "C1-1")).toEqual({ a: null, b: null });
    expect(slot(matches, "P2-1")).toEqual({ a: null, b: null });
  });

  it("11 pairs with consolation: the loser passed on by the consolation's bye plays its final (issue 31)", () => {
    // Seeds 1-5 have byes; P1-2 (8 v 9), P1-6 (7 v 10) and P1-8 (6 v 11) are played. Their losers are
    // consolation seeds 3, 2 and 1: C1-1 is seed 1 against a bye, C1-2 seeds 2 and 3, C2-1 the final.
    let matches = planned(11, { consolation: true });
    expect(matches.filter((match) => match.stage === "consolation").map((match) => [match.code, match.bye])).toEqual([
      ["C1-1", true],
      ["C1-2", false],
      ["C2-1", false],
    ]);
    for (const code of ["P1-2", "P1-6", "P1-8"]) matches = play(matches, code, "6-3");
    expect(slot(matches, "C1-1")).toEqual({ a: "e11", b: null });
    expect(slot(matches, "C1-2")).toEqual({ a: "e10", b: "e9" });
    matches = play(matches, "C1-2", "6-3");
    expect(slot(matches, "C2-1")).toEqual({ a: "e11", b: "e10" });
    matches = play(matches, "C2-1", "3-6");
    expect(matches.find((match) => match.code === "C2-1")!.winner).toBe("b");
    // Once the consolation final has a result, the first-round match that sent its pair there is final too.
    expect(checkCorrection(matches, "P1-8", ELIMINATION)).toEqual({
      ok: false,
      message:
        "No se puede corregir: el partido Consolación: Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
  });

  it("a consolation draw stored before issue 31 (the loser sent past the bye to C2-1) settles the same way", () => {
    let matches = planned(11, { consolation: true }).map((match) =>
      match.code === "P1-8" ? { ...match, loserTo: "C2-1", loserSlot: "a" as const } : match,
    );
    for (const code of ["P1-2", "P1-6", "P1-8", "C1-2"]) matches = play(matches, code, "6-3");
    expect(slot(matches, "C1-1")).toEqual({ a: "e11", b: null });
    expect(slot(matches, "C2-1")).toEqual({ a: "e11", b: "e10" });
  });

  it("fills the knockout from a group only once every match of the group has a result", () => {
    const state: DrawState = { ...ELIMINATION, format: "groups" };
    let matches = planned(6, { format: "groups" });
    expect(groupsOf(matches).map((group) => group.id)).toEqual(["A", "B"]);
    const groupA = matches.filter((match) => match.groupCode === "A");
    for (const [index, match] of groupA.entries()) {
      matches = play(matches, match.code, "6-1", state);
      expect(slot(matches, "P1-1", state)!.a).toBe(
        index === groupA.length - 1 ? groupTable(matches, groupsOf(matches)[0]!, state).rows[0]!.entryId : null,
      );
    }
  });
});

describe("checkCorrection", () => {
  it("allows correcting a semifinal until the final has a result, then names the final", () => {
    let matches = planned(4);
    matches = play(matches, "P1-1", "6-3");
    matches = play(matches, "P1-2", "6-3");
    expect(checkCorrection(matches, "P1-1", ELIMINATION)).toEqual({ ok: true });
    matches = play(matches, "P2-1", "7-6(7-2)");
    expect(checkCorrection(matches, "P1-1", ELIMINATION)).toEqual({
      ok: false,
      message: "No se puede corregir: el partido Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
    expect(checkCorrection(matches, "P9-9", ELIMINATION)).toEqual({ ok: false, message: "Ese partido no está en el cuadro" });
  });
});

describe("drawPlacements", () => {
  it("is null before the final and names champion, runner-up and both semifinalists after", () => {
    let matches = planned(4);
    matches = play(matches, "P1-1", "6-3");
    matches = play(matches, "P1-2", "3-6");
    expect(drawPlacements(matches)).toBeNull();
    matches = play(matches, "P2-1", "2-6");
    // Seeds: P1-1 is 1 v 4, P1-2 is 2 v 3; e1 and e3 reach the final, e3 wins it.
    expect(drawPlacements(matches)).toEqual({ champion: "e3", runnerUp: "e1", semifinalists: ["e4", "e2"] });
  });
});

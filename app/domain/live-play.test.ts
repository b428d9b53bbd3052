import { describe, expect, it } from "vitest";
import { courtQueue, liveScoreOf, liveScoreText } from "./live-play";
import { DEFAULT_RULES, type ScoreEvent, scoreMatch, type ScoreRules, type TeamId } from "./score";

/** The score after `sequence` ('1' a point for team1, '2' for team2; spaces ignored), team1 serving first. */
function play(sequence: string, rules: ScoreRules = { ...DEFAULT_RULES, deuceRule: "advantage", numberOfSets: 3, tieBreak: true }) {
  const events: ScoreEvent[] = [{ type: "start", server: "team1", at: 0 }];
  [...sequence.replaceAll(" ", "")].forEach((c, i) =>
    events.push({ type: "point", team: (c === "1" ? "team1" : "team2") as TeamId, at: (i + 1) * 1000 }),
  );
  return scoreMatch(rules, events);
}

const game = (team: "1" | "2") => team.repeat(4);

describe("liveScoreOf", () => {
  it("is null before the first serve: a match not started is not 'En juego'", () => {
    expect(liveScoreOf(scoreMatch(DEFAULT_RULES, []))).toBeNull();
  });

  it("reads from slot a's side (team1): sets, games of the set in play, points and who serves", () => {
    const state = play(`${game("1").repeat(6)}${game("2").repeat(2)}${game("1")}122`);
    expect(liveScoreOf(state)).toEqual({
      sets: [{ a: 6, b: 0, text: "6-0" }],
      games: { a: 1, b: 2 },
      points: { a: "15", b: "30" },
      tieBreak: false,
      serving: "b",
      finished: false,
      result: null,
    });
    expect(liveScoreText(liveScoreOf(state)!)).toBe("6-0 · 1-2 · 15-30");
  });

  it("shows advantage as AD and tie-break points as numbers", () => {
    expect(liveScoreOf(play("1112221"))!.points).toEqual({ a: "AD", b: "40" });
    // 6-6 in the first set: a tie-break, 3-1.
    const sixAll = `${game("1")}${game("2")}`.repeat(6);
    const tieBreak = liveScoreOf(play(`${sixAll}1112`))!;
    expect(tieBreak.tieBreak).toBe(true);
    expect(tieBreak.points).toEqual({ a: "3", b: "1" });
  });

  it("a finished match shows its result from the winner's side, without points", () => {
    const state = play(game("2").repeat(12));
    const score = liveScoreOf(state)!;
    expect(score.finished).toBe(true);
    expect(score.serving).toBeNull();
    // The scoreboard's rows stay slot a's and slot b's; the line reads from the winners' side, never '0-6 · 0-6'.
    expect(score.sets.map((set) => [set.a, set.b])).toEqual([
      [0, 6],
      [0, 6],
    ]);
    expect(score.result).toBe("6-0 6-0");
    expect(liveScoreText(score)).toBe("6-0 6-0");
  });

  it("counts a super tie-break by its points", () => {
    const rules: ScoreRules = { ...DEFAULT_RULES, numberOfSets: 3, tieBreak: true, superTieBreak: true };
    const score = liveScoreOf(play(`${game("1").repeat(6)}${game("2").repeat(6)}${"1".repeat(10)}`, rules))!;
    expect(score.sets).toEqual([
      { a: 6, b: 0, text: "6-0" },
      { a: 0, b: 6, text: "0-6" },
      { a: 10, b: 0, text: "[10-0]" },
    ]);
  });
});

describe("courtQueue", () => {
  const match = (id: number, courtId: number | null, start: string | null, played = false, day: string | null = "2026-12-05") => ({
    id,
    courtId,
    day: start ? day : null,
    start,
    played,
  });
  const matches = [
    match(1, 1, "09:00", true),
    match(2, 1, "10:15"),
    match(3, 1, "11:30"),
    match(4, 2, "09:00"),
    match(5, 1, "08:00", false, "2026-12-06"),
    match(6, 1, "12:45"),
    match(7, 1, "14:00"),
    match(8, 1, null),
  ];

  it("puts the match in play first and the others still to play after it, in time order (day, then hour)", () => {
    const queue = courtQueue(matches, 1, (m) => m.id === 3);
    expect(queue.current?.id).toBe(3);
    expect(queue.upcoming.map((m) => m.id)).toEqual([2, 6, 7]);
  });

  it("without a match in play lists the next ones; played and unscheduled matches never show", () => {
    const queue = courtQueue(matches, 1, () => false, 10);
    expect(queue.current).toBeNull();
    expect(queue.upcoming.map((m) => m.id)).toEqual([2, 3, 6, 7, 5]);
  });

  it("a result moves the next match up", () => {
    const after = matches.map((m) => (m.id === 2 ? { ...m, played: true } : m));
    expect(courtQueue(after, 1, () => false, 1).upcoming.map((m) => m.id)).toEqual([3]);
  });
});

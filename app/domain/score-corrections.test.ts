// Padel Score: the referee's corrections (undo, game and match resets) and the match timer.
import { describe, expect, it } from "vitest";
import { game, GOLDEN, labels, play, points, repeat, start, tick, undo } from "../../tests/support/score-events";
import { elapsedMs, type ScoreEvent, scoreMatch, type ScoreRules } from "./score";

describe("undo", () => {
  it("takes back the last point", () => {
    expect(labels(play(GOLDEN, points("11"), [undo()]))).toBe("15-0");
  });

  it("takes back a game, a set and the match end", () => {
    const events = [...repeat(12, () => game("team1"))];
    const over = play(GOLDEN, events);
    expect(over.phase).toBe("finished");
    const undone = play(GOLDEN, events, [undo()]);
    expect(undone.phase).toBe("playing");
    expect(undone.winner).toBeNull();
    expect(undone.sets).toEqual({ team1: 1, team2: 0 });
    expect(undone.games).toEqual({ team1: 5, team2: 0 });
    expect(labels(undone)).toBe("40-0");
    expect(undone.timer.runningSince).not.toBeNull();
  });

  it("goes back to the start of the match any number of times, and no further", () => {
    const scored = [...points("1212"), ...game("team2"), ...points("11")];
    const all = play(
      GOLDEN,
      scored,
      scored.map(() => undo()),
    );
    const fresh = play(GOLDEN);
    expect({ ...all, timer: null }).toEqual({ ...fresh, timer: null });
    expect(all.canUndo).toBe(false);
    const extra = play(
      GOLDEN,
      scored,
      scored.map(() => undo()),
      [undo(), undo()],
    );
    expect({ ...extra, timer: null }).toEqual({ ...fresh, timer: null });
    expect(extra.phase).toBe("playing");
  });

  it("undoes a game reset", () => {
    const state = play(GOLDEN, points("112"), [{ type: "reset-game", at: tick() }]);
    expect(labels(state)).toBe("0-0");
    expect(labels(play(GOLDEN, points("112"), [{ type: "reset-game", at: tick() }, undo()]))).toBe("30-15");
  });
});

describe("resets", () => {
  it("reset game clears the points only", () => {
    const state = play(GOLDEN, game("team1"), points("12"), [{ type: "reset-game", at: tick() }]);
    expect(state.games).toEqual({ team1: 1, team2: 0 });
    expect(state.points).toEqual({ team1: 0, team2: 0 });
  });

  it("reset match goes back to the first-serve choice with the timer at zero", () => {
    const state = play(GOLDEN, game("team1"), [{ type: "reset-match", at: tick() }]);
    expect(state.phase).toBe("not-started");
    expect(state.server).toBeNull();
    expect(state.timer).toEqual({ elapsedMs: 0, runningSince: null, paused: false });
    expect(state.canUndo).toBe(false);
    const restarted = scoreMatch(GOLDEN, [start(), ...game("team1"), { type: "reset-match", at: tick() }, start("team2")]);
    expect(restarted.server).toBe("team2");
    expect(restarted.games).toEqual({ team1: 0, team2: 0 });
  });
});

describe("timer", () => {
  const at = (type: "pause" | "resume", t: number): ScoreEvent => ({ type, at: t });

  it("starts with the first serve, pauses, resumes and stops at the end", () => {
    const rules: ScoreRules = { ...GOLDEN, numberOfSets: 1 };
    const events: ScoreEvent[] = [
      { type: "start", server: "team1", at: 10_000 },
      { type: "point", team: "team1", at: 20_000 },
      at("pause", 30_000),
      at("resume", 90_000),
    ];
    const running = scoreMatch(rules, events);
    expect(running.timer.paused).toBe(false);
    expect(elapsedMs(running.timer, 100_000)).toBe(30_000);
    const paused = scoreMatch(rules, events.slice(0, 3));
    expect(paused.timer.runningSince).toBeNull();
    expect(elapsedMs(paused.timer, 1_000_000)).toBe(20_000);
    // Finish the set: 24 points, one second apart, after the resume.
    const finishing = Array.from({ length: 23 }, (_, i): ScoreEvent => ({ type: "point", team: "team1", at: 91_000 + i * 1000 }));
    const over = scoreMatch(rules, [...events, ...finishing]);
    expect(over.phase).toBe("finished");
    expect(over.timer.runningSince).toBeNull();
    expect(elapsedMs(over.timer, 10_000_000)).toBe(20_000 + (91_000 + 22 * 1000 - 90_000));
  });

  it("never runs backwards when the clock is set back", () => {
    const state = scoreMatch(GOLDEN, [
      { type: "start", server: "team1", at: 50_000 },
      { type: "point", team: "team1", at: 40_000 },
    ]);
    expect(elapsedMs(state.timer, 60_000)).toBe(10_000);
  });

  it("a pause before the start is ignored", () => {
    const state = scoreMatch(GOLDEN, [at("pause", 1000), { type: "start", server: "team1", at: 2000 }]);
    expect(state.timer.paused).toBe(false);
    expect(state.timer.runningSince).toBe(2000);
  });
});

import { describe, expect, it } from "vitest";
import {
  DEFAULT_RULES,
  deuceNumber,
  elapsedMs,
  isDecidingPoint,
  isGameWon,
  pointLabels,
  type ScoreEvent,
  scoreMatch,
  type ScoreRules,
  type ScoreState,
  setsToWin,
  type TeamId,
} from "./score";

const GOLDEN: ScoreRules = DEFAULT_RULES;
const ADVANTAGE: ScoreRules = { ...DEFAULT_RULES, deuceRule: "advantage" };
const STAR: ScoreRules = { ...DEFAULT_RULES, deuceRule: "star" };

let clock = 1_000_000;
const tick = () => (clock += 1000);

const start = (server: TeamId = "team1"): ScoreEvent => ({ type: "start", server, at: tick() });
const point = (team: TeamId): ScoreEvent => ({ type: "point", team, at: tick() });
const undo = (): ScoreEvent => ({ type: "undo", at: tick() });

/** "1" is a point for team1, "2" for team2; spaces are ignored. */
function points(sequence: string): ScoreEvent[] {
  return [...sequence.replaceAll(" ", "")].map((c) => point(c === "1" ? "team1" : "team2"));
}

/** A game won to love by `team`. */
const game = (team: TeamId) => points(team === "team1" ? "1111" : "2222");
const games = (...teams: TeamId[]) => teams.flatMap(game);
const repeat = <T>(n: number, f: () => T[]): T[] => Array.from({ length: n }, f).flat();

function play(rules: ScoreRules, ...events: ScoreEvent[][]): ScoreState {
  return scoreMatch(rules, [start(), ...events.flat()]);
}

function labels(state: ScoreState) {
  const l = pointLabels(state);
  return `${l.team1}-${l.team2}`;
}

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

describe("sets", () => {
  it("a set is won at 6 games with a lead of 2", () => {
    const fiveFour = play(
      GOLDEN,
      repeat(4, () => games("team1", "team2")),
      game("team1"),
    );
    expect(fiveFour.games).toEqual({ team1: 5, team2: 4 });
    const won = play(
      GOLDEN,
      repeat(4, () => games("team1", "team2")),
      games("team1", "team1"),
    );
    expect(won.games).toEqual({ team1: 0, team2: 0 });
    expect(won.sets).toEqual({ team1: 1, team2: 0 });
    expect(won.setsHistory).toEqual([{ team1: 6, team2: 4 }]);
  });

  it("without tie-break the set goes on past 6-6 until a two-game lead (the spec)", () => {
    const sixAll = play(
      GOLDEN,
      repeat(6, () => games("team1", "team2")),
    );
    expect(sixAll.games).toEqual({ team1: 6, team2: 6 });
    expect(sixAll.gameKind).toBe("game");
    const sevenSix = play(
      GOLDEN,
      repeat(6, () => games("team1", "team2")),
      game("team1"),
    );
    expect(sevenSix.games).toEqual({ team1: 7, team2: 6 });
    const won = play(
      GOLDEN,
      repeat(7, () => games("team1", "team2")),
      games("team2", "team2"),
    );
    expect(won.setsHistory).toEqual([{ team1: 7, team2: 9 }]);
  });
});

describe("tie-break at 6-6", () => {
  const RULES: ScoreRules = { ...GOLDEN, tieBreak: true };
  const toSixAll = () => repeat(6, () => games("team1", "team2"));

  it("starts at 6-6 and shows numeric points", () => {
    const state = play(RULES, toSixAll(), points("1 2 2"));
    expect(state.gameKind).toBe("tie-break");
    expect(labels(state)).toBe("1-2");
  });

  it("serve order: the team due to serve takes one point, then two each", () => {
    // team1 served first; after 12 games team1 is due to serve again.
    const due = play(RULES, toSixAll());
    expect(due.server).toBe("team1");
    const servers: (TeamId | null)[] = [];
    const sequence = "1212121212";
    for (let i = 0; i <= sequence.length; i += 1) servers.push(play(RULES, toSixAll(), points(sequence.slice(0, i))).server);
    expect(servers).toEqual(["team1", "team2", "team2", "team1", "team1", "team2", "team2", "team1", "team1", "team2", "team2"]);
  });

  it("is won at 7 with a two-point lead, records 7-6 with its points, and the receiver serves next", () => {
    const notYet = play(RULES, toSixAll(), points("121212121212 1"));
    expect(notYet.gameKind).toBe("tie-break");
    const won = play(RULES, toSixAll(), points("1111111"));
    expect(won.setsHistory).toEqual([{ team1: 7, team2: 6, tieBreak: { team1: 7, team2: 0 } }]);
    expect(won.gameKind).toBe("game");
    expect(won.server).toBe("team2");
    const long = play(RULES, toSixAll(), points(`${"12".repeat(8)} 22`));
    expect(long.setsHistory).toEqual([{ team1: 6, team2: 7, tieBreak: { team1: 8, team2: 10 } }]);
  });
});

describe("super tie-break instead of the third set", () => {
  const RULES: ScoreRules = { ...GOLDEN, superTieBreak: true };
  const setTo = (team: TeamId) => repeat(6, () => game(team));

  it("is played at one set all, to 10 with a two-point lead", () => {
    const decider = play(RULES, setTo("team1"), setTo("team2"));
    expect(decider.gameKind).toBe("super-tie-break");
    const nine = play(RULES, setTo("team1"), setTo("team2"), points("222222222 111111111"));
    expect(labels(nine)).toBe("9-9");
    const tenNine = play(RULES, setTo("team1"), setTo("team2"), points("222222222 111111111 1"));
    expect(tenNine.phase).toBe("playing");
    const won = play(RULES, setTo("team1"), setTo("team2"), points("222222222 111111111 11"));
    expect(won.phase).toBe("finished");
    expect(won.winner).toBe("team1");
    expect(won.setsHistory.at(-1)).toEqual({ team1: 1, team2: 0, tieBreak: { team1: 11, team2: 9 }, superTieBreak: true });
  });

  it("serve order: one point, then two each, starting with the team due to serve", () => {
    // 12 games played: team1 is due to serve.
    const base = [setTo("team1"), setTo("team2")].flat();
    const servers = [0, 1, 2, 3, 4, 5].map((n) => play(RULES, base, points("1".repeat(n))).server);
    expect(servers).toEqual(["team1", "team2", "team2", "team1", "team1", "team2"]);
  });

  it("is not played when a team wins the first two sets", () => {
    const state = play(RULES, setTo("team1"), setTo("team1"));
    expect(state.phase).toBe("finished");
    expect(state.setsHistory).toHaveLength(2);
  });
});

describe("match end", () => {
  it("one set: the first set won ends the match", () => {
    const rules: ScoreRules = { ...GOLDEN, numberOfSets: 1 };
    expect(setsToWin(1)).toBe(1);
    const state = play(
      rules,
      repeat(6, () => game("team2")),
    );
    expect(state.phase).toBe("finished");
    expect(state.winner).toBe("team2");
    expect(state.timer.runningSince).toBeNull();
  });

  it("best of 3: two sets end the match, with or without a third set", () => {
    expect(setsToWin(3)).toBe(2);
    const twoSets = play(
      GOLDEN,
      repeat(12, () => game("team1")),
    );
    expect(twoSets.winner).toBe("team1");
    expect(twoSets.sets).toEqual({ team1: 2, team2: 0 });
    const threeSets = play(
      GOLDEN,
      repeat(6, () => game("team1")),
      repeat(12, () => game("team2")),
    );
    expect(threeSets.winner).toBe("team2");
    expect(threeSets.setsHistory).toEqual([
      { team1: 6, team2: 0 },
      { team1: 0, team2: 6 },
      { team1: 0, team2: 6 },
    ]);
    const afterOne = play(
      GOLDEN,
      repeat(6, () => game("team1")),
    );
    expect(afterOne.phase).toBe("playing");
  });

  it("a finished match accepts no more points", () => {
    const over = play(
      GOLDEN,
      repeat(12, () => game("team1")),
    );
    const after = scoreMatch(GOLDEN, [start(), ...repeat(12, () => game("team1")), ...points("2222")]);
    expect({ ...after, timer: null }).toEqual({ ...over, timer: null });
  });
});

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

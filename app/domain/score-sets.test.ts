// Padel Score: sets, the tie-break at 6-6, the super tie-break instead of the third set, and the match end.
import { describe, expect, it } from "vitest";
import { game, games, GOLDEN, labels, play, points, repeat, start } from "../../tests/support/score-events";
import { scoreMatch, type ScoreRules, setsToWin, type TeamId } from "./score";

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

import { describe, expect, it } from "vitest";
import { americanoSchedule, rescheduleFrom } from "./americano";
import { analyse } from "./testing";
import type { Round } from "./types";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `j${String(i + 1).padStart(2, "0")}`);

function schedule(input: Parameters<typeof americanoSchedule>[0]): Round[] {
  const result = americanoSchedule(input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("americanoSchedule", () => {
  it("gives four players on one court each partner once in three rounds", () => {
    const rounds = schedule({ players: ids(4), courts: 1, rounds: 3 });
    const a = analyse(rounds, ids(4));
    expect(a.problems).toEqual([]);
    expect([...a.partners.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rounds.map((r) => r.matches.length)).toEqual([1, 1, 1]);
    expect(rounds.map((r) => r.sittingOut)).toEqual([[], [], []]);
  });

  it("sits each of five players out once in five rounds, every pair partnering once", () => {
    const rounds = schedule({ players: ids(5), courts: 2, rounds: 5 });
    expect(rounds.flatMap((r) => r.sittingOut).sort()).toEqual(ids(5));
    const a = analyse(rounds, ids(5));
    expect(a.problems).toEqual([]);
    expect(a.partners.size).toBe(10);
    expect(a.maxPartner).toBe(1);
  });

  it("puts ten players on two courts with two sitting out, each partner at most once in five rounds", () => {
    const rounds = schedule({ players: ids(10), courts: 2, rounds: 5, seed: 7 });
    expect(rounds.map((r) => [r.matches.map((m) => m.court), r.sittingOut.length])).toEqual([
      [[1, 2], 2],
      [[1, 2], 2],
      [[1, 2], 2],
      [[1, 2], 2],
      [[1, 2], 2],
    ]);
    expect(rounds.flatMap((r) => r.sittingOut).sort()).toEqual(ids(10));
    expect(analyse(rounds, ids(10)).maxPartner).toBe(1);
  });

  it("uses only the courts that four players can fill", () => {
    const rounds = schedule({ players: ids(9), courts: 4, rounds: 2 });
    expect(rounds.map((r) => [r.matches.length, r.sittingOut.length])).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });

  it("gives the same schedule for the same players in any order and seed, another for another seed", () => {
    const players = ids(13);
    const first = schedule({ players, courts: 3, rounds: 6, seed: 42 });
    expect(schedule({ players: [...players].reverse(), courts: 3, rounds: 6, seed: 42 })).toEqual(first);
    expect(schedule({ players, courts: 3, rounds: 6, seed: 43 })).not.toEqual(first);
  });

  it("plays fixed pairs as units: four pairs on two courts meet each other pair once in three rounds", () => {
    const teams = [
      ["a1", "a2"],
      ["b1", "b2"],
      ["c1", "c2"],
      ["d1", "d2"],
    ] as const;
    const rounds = schedule({ teams, courts: 2, rounds: 3 });
    const meetings = rounds.flatMap((r) => r.matches.map((m) => [m.team1.join("+"), m.team2.join("+")].sort().join(" vs "))).sort();
    expect(meetings).toEqual(["a1+a2 vs b1+b2", "a1+a2 vs c1+c2", "a1+a2 vs d1+d2", "b1+b2 vs c1+c2", "b1+b2 vs d1+d2", "c1+c2 vs d1+d2"]);
  });

  it("sits a whole pair out when the pairs do not fill the courts", () => {
    const teams = [
      ["a1", "a2"],
      ["b1", "b2"],
      ["c1", "c2"],
    ] as const;
    const rounds = schedule({ teams, courts: 2, rounds: 3 });
    expect(rounds.map((r) => r.sittingOut).sort()).toEqual([
      ["a1", "a2"],
      ["b1", "b2"],
      ["c1", "c2"],
    ]);
  });

  it("refuses what cannot be scheduled, in Spanish", () => {
    expect(americanoSchedule({ players: ids(3), courts: 1, rounds: 3 })).toEqual({
      ok: false,
      message: "Se necesitan al menos 4 jugadores.",
    });
    expect(americanoSchedule({ players: ids(41), courts: 10, rounds: 3 })).toEqual({ ok: false, message: "Máximo 40 jugadores." });
    expect(americanoSchedule({ players: ["a", "b", "c", "a"], courts: 1, rounds: 3 })).toEqual({
      ok: false,
      message: "Un jugador aparece dos veces.",
    });
    expect(americanoSchedule({ players: ids(8), courts: 0, rounds: 3 })).toEqual({ ok: false, message: "Indica entre 1 y 10 canchas." });
    expect(americanoSchedule({ players: ids(8), courts: 2, rounds: 41 })).toEqual({ ok: false, message: "Indica entre 1 y 40 rondas." });
    expect(americanoSchedule({ teams: [["a", "b"]], courts: 1, rounds: 1 })).toEqual({
      ok: false,
      message: "Se necesitan al menos 2 parejas.",
    });
  });
});

describe("rescheduleFrom", () => {
  const players = ids(8);
  const planned = schedule({ players, courts: 2, rounds: 6, seed: 3 });

  it("keeps the played rounds and brings a late arrival in at once", () => {
    const now = [...players, "tarde"];
    const result = rescheduleFrom(planned, 3, now, { courts: 2, seed: 3 });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.slice(0, 2)).toEqual(planned.slice(0, 2));
    expect(result.value.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    // Nine players on two courts: one sits out each round, and the late arrival has already rested two.
    expect(result.value[2]!.sittingOut).toHaveLength(1);
    expect(result.value[2]!.sittingOut).not.toContain("tarde");
    expect(analyse(result.value.slice(2), now).problems).toEqual([]);
  });

  it("leaves an early leaver out of the rounds to come", () => {
    const now = players.filter((id) => id !== "j01");
    const result = rescheduleFrom(planned, 4, now, { courts: 2, seed: 3 });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.slice(0, 3)).toEqual(planned.slice(0, 3));
    const rest = result.value.slice(3);
    expect(rest.flatMap((r) => [...r.sittingOut, ...r.matches.flatMap((m) => [...m.team1, ...m.team2])])).not.toContain("j01");
    // Seven players: one court, three sit out each round.
    expect(rest.map((r) => [r.matches.length, r.sittingOut.length])).toEqual([
      [1, 3],
      [1, 3],
      [1, 3],
    ]);
  });

  it("refuses a round outside the schedule", () => {
    expect(rescheduleFrom(planned, 7, players, { courts: 2 })).toEqual({ ok: false, message: "Esa ronda no está en el calendario." });
  });
});

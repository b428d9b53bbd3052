// Test support for the social rules: what a schedule does (who played, partnered and faced whom, rests),
// the lower bound of partner repeats, and the brute-force optimum for small counts.
import { matchesPerRound, mixedMatchesPerRound } from "./americano";
import type { PlayerId, Round } from "./types";

const pairKey = (a: PlayerId, b: PlayerId) => (a < b ? `${a} ${b}` : `${b} ${a}`);

export type Analysis = {
  partners: Map<string, number>;
  opponents: Map<string, number>;
  /** Rests of each player after each round. */
  restsAfter: Map<PlayerId, number>[];
  maxPartner: number;
  maxOpponent: number;
  /** Problems found: a player twice in a round, a sit-out list that is not everyone else, ... */
  problems: string[];
};

export function analyse(rounds: readonly Round[], players: readonly PlayerId[]): Analysis {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const add = (map: Map<string, number>, a: PlayerId, b: PlayerId) => map.set(pairKey(a, b), (map.get(pairKey(a, b)) ?? 0) + 1);
  const rests = new Map(players.map((id) => [id, 0]));
  const restsAfter: Map<PlayerId, number>[] = [];
  const problems: string[] = [];
  for (const round of rounds) {
    const seen = round.matches.flatMap((m) => [...m.team1, ...m.team2]);
    if (new Set(seen).size !== seen.length) problems.push(`round ${round.number}: a player twice`);
    const expected = players.filter((id) => !seen.includes(id)).sort();
    if (JSON.stringify([...round.sittingOut].sort()) !== JSON.stringify(expected)) problems.push(`round ${round.number}: sit-outs`);
    if (seen.some((id) => !players.includes(id))) problems.push(`round ${round.number}: unknown player`);
    round.matches.forEach((m, i) => {
      if (m.court !== i + 1) problems.push(`round ${round.number}: court ${m.court}`);
      add(partners, m.team1[0], m.team1[1]);
      add(partners, m.team2[0], m.team2[1]);
      for (const a of m.team1) for (const b of m.team2) add(opponents, a, b);
    });
    for (const id of round.sittingOut) rests.set(id, (rests.get(id) ?? 0) + 1);
    restsAfter.push(new Map(rests));
  }
  const max = (map: Map<string, number>) => Math.max(0, ...map.values());
  return { partners, opponents, restsAfter, maxPartner: max(partners), maxOpponent: max(opponents), problems };
}

/**
 * No schedule does better: 2m partnerships a round over n(n-1)/2 pairs, and a player who plays p rounds
 * (at least ceil(4mR / n) for the busiest) has n - 1 possible partners.
 */
export function partnerRepeatsLowerBound(players: number, courts: number, rounds: number): number {
  const m = matchesPerRound(players, courts);
  const pairs = (players * (players - 1)) / 2;
  return Math.max(Math.ceil((2 * m * rounds) / pairs), Math.ceil(Math.ceil((4 * m * rounds) / players) / (players - 1)));
}

/**
 * The least possible "most times any two players partner" over every Americano schedule with fair
 * sit-outs (fewest rests sit first, any choice among equals), by exhaustive search. 4-8 players only.
 */ export function optimalPartnerRepeats(players: number, courts: number, rounds: number): number {
  const seats = 4 * matchesPerRound(players, courts);
  for (let bound = 1; ; bound++) if (feasible(players, seats, rounds, bound)) return bound;
}

function feasible(n: number, seats: number, rounds: number, bound: number): boolean {
  const partners = new Int8Array(n * n);
  const rests = new Int8Array(n);
  const search = (round: number): boolean => {
    if (round === rounds) return true;
    for (const playing of fairPlaying(rests, seats, round === 0)) {
      for (const out of Array.from(rests.keys()).filter((p) => !playing.includes(p))) rests[out]! += 1;
      const found = tryPairings(playing, () => search(round + 1));
      for (const out of Array.from(rests.keys()).filter((p) => !playing.includes(p))) rests[out]! -= 1;
      if (found) return true;
    }
    return false;
  };
  // Every perfect matching of `playing` into pairs under the bound, depth first.
  const tryPairings = (left: number[], next: () => boolean): boolean => {
    if (left.length === 0) return next();
    const [a, ...others] = left as [number, ...number[]];
    for (const b of others) {
      if (partners[a * n + b]! >= bound) continue;
      partners[a * n + b]! += 1;
      partners[b * n + a]! += 1;
      const found = tryPairings(
        others.filter((p) => p !== b),
        next,
      );
      partners[a * n + b]! -= 1;
      partners[b * n + a]! -= 1;
      if (found) return true;
    }
    return false;
  };
  return search(0);
}

/** Every set of players who may play: those with the most rests first, any choice among equals. */
function fairPlaying(rests: Int8Array, seats: number, first: boolean): number[][] {
  const n = rests.length;
  const order = Array.from(rests.keys()).sort((a, b) => rests[b]! - rests[a]! || a - b);
  if (seats === n) return [order.sort((a, b) => a - b)];
  const boundary = rests[order[seats - 1]!]!;
  const sure = order.filter((p) => rests[p]! > boundary);
  const tie = order.filter((p) => rests[p]! === boundary);
  // The first round's players are any four (or eight): all choices are the same up to renaming.
  const choices = first ? [tie.slice(0, seats - sure.length)] : combinations(tie, seats - sure.length);
  return choices.map((chosen) => [...sure, ...chosen].sort((a, b) => a - b));
}

function combinations(items: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [number, ...number[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/**
 * A mixed event's lower bound: 2m partnerships a round over men × women possible pairs, and the busiest
 * man (woman) plays at least ceil(2mR / men) rounds with `women` possible partners (and the reverse).
 */
export function mixedPartnerRepeatsLowerBound(men: number, women: number, courts: number, rounds: number): number {
  const m = mixedMatchesPerRound(men, women, courts);
  return Math.max(
    Math.ceil((2 * m * rounds) / (men * women)),
    Math.ceil(Math.ceil((2 * m * rounds) / men) / women),
    Math.ceil(Math.ceil((2 * m * rounds) / women) / men),
  );
}

/**
 * The least possible "most times a man and a woman partner" over every mixed schedule with fair sit-outs
 * within each gender, by exhaustive search (up to 5 men and 5 women). Men are 0..men-1, women the rest.
 */
export function optimalMixedPartnerRepeats(men: number, women: number, courts: number, rounds: number): number {
  const seats = 2 * mixedMatchesPerRound(men, women, courts);
  for (let bound = 1; ; bound++) if (mixedFeasible(men, women, seats, rounds, bound)) return bound;
}

function mixedFeasible(men: number, women: number, seats: number, rounds: number, bound: number): boolean {
  const partners = new Int8Array(men * women);
  const menRests = new Int8Array(men);
  const womenRests = new Int8Array(women);
  const search = (round: number): boolean => {
    if (round === rounds) return true;
    for (const playingMen of fairPlaying(menRests, seats, round === 0)) {
      for (const playingWomen of fairPlaying(womenRests, seats, round === 0)) {
        const rest = (rests: Int8Array, playing: number[], by: number) => {
          for (const p of rests.keys()) if (!playing.includes(p)) rests[p]! += by;
        };
        rest(menRests, playingMen, 1);
        rest(womenRests, playingWomen, 1);
        const found = matchUp(playingMen, playingWomen, () => search(round + 1));
        rest(menRests, playingMen, -1);
        rest(womenRests, playingWomen, -1);
        if (found) return true;
      }
    }
    return false;
  };
  // Every way to give each playing man a playing woman under the bound, depth first.
  const matchUp = (left: number[], ladies: number[], next: () => boolean): boolean => {
    if (left.length === 0) return next();
    const [a, ...others] = left as [number, ...number[]];
    for (const b of ladies) {
      if (partners[a * women + b]! >= bound) continue;
      partners[a * women + b]! += 1;
      const found = matchUp(
        others,
        ladies.filter((w) => w !== b),
        next,
      );
      partners[a * women + b]! -= 1;
      if (found) return true;
    }
    return false;
  };
  return search(0);
}

/** Problems of a mixed schedule: a side that is not one man and one woman. */
export function mixedProblems(rounds: readonly Round[], women: readonly PlayerId[]): string[] {
  const isWoman = new Set(women);
  return rounds.flatMap((round) =>
    round.matches
      .flatMap((m) => [m.team1, m.team2])
      .filter((side) => isWoman.has(side[0]) === isWoman.has(side[1]))
      .map((side) => `round ${round.number}: ${side.join("+")}`),
  );
}

// Americano's schedule (issue 32, ADR 0038): all rounds generated at the start. Each round: the fair
// sit-outs (./sit-outs), then the players on court split into matches by a local search that minimises
// partner repeats first (a cost exponential in the repeat count) and spreads opponents second (sum of
// squares). Whole-schedule restarts from different random starts keep the best. The team variant is the
// same search with the fixed pairs as units, two per match, minimising repeated opponents.
import { done, refused, type Result } from "../result";
import { seededRandom } from "../seeded-random";
import { compareRest } from "./sit-outs";
import {
  MAX_SOCIAL_COURTS,
  MAX_SOCIAL_PLAYERS,
  MAX_SOCIAL_ROUNDS,
  MIN_SOCIAL_PLAYERS,
  type PlayerId,
  type Round,
  type Side,
} from "./types";

/**
 * Who plays: single players (Americano) or fixed pairs (Americano por equipos). A mixed event's players
 * come with `women` (which of them are women, the others are men): every side is then one man and one woman.
 */
export type Entrants = { players: readonly PlayerId[]; women?: readonly PlayerId[] } | { teams: readonly Side[] };

export type AmericanoInput = Entrants & { courts: number; rounds: number; seed?: number };

/** Matches per round: every court that four players (or two pairs) can fill. */
export function matchesPerRound(entrants: number, courts: number, perMatch: 2 | 4 = 4): number {
  return Math.min(courts, Math.floor(entrants / perMatch));
}

/** A mixed event's matches per round: each takes two men and two women. */
export function mixedMatchesPerRound(men: number, women: number, courts: number): number {
  return Math.min(courts, Math.floor(men / 2), Math.floor(women / 2));
}

export const MIXED_TOO_FEW = "Un evento mixto necesita al menos 2 hombres y 2 mujeres.";

export function americanoSchedule(input: AmericanoInput): Result<Round[]> {
  const units = unitsOf(input);
  if (!units.ok) return units;
  const checked = checkNumbers(input.courts, input.rounds);
  if (!checked.ok) return checked;
  return done(generate(units.value, input.courts, [], input.rounds, input.seed ?? 0));
}

/**
 * A late arrival or an early leaver between rounds: rounds before `roundNumber` stay as played, the
 * rest (up to the schedule's length) are generated again for `playersNow`, counting the partners,
 * opponents and rests of the played rounds.
 */
export function rescheduleFrom(
  schedule: readonly Round[],
  roundNumber: number,
  playersNow: readonly PlayerId[] | readonly Side[],
  options: { courts: number; seed?: number; women?: readonly PlayerId[] },
): Result<Round[]> {
  if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > schedule.length) {
    return refused("Esa ronda no está en el calendario.");
  }
  const entrants: Entrants = isTeams(playersNow)
    ? { teams: playersNow }
    : { players: playersNow, ...(options.women ? { women: options.women } : {}) };
  const units = unitsOf(entrants);
  if (!units.ok) return units;
  const checked = checkNumbers(options.courts, schedule.length);
  if (!checked.ok) return checked;
  const played = schedule.filter((round) => round.number < roundNumber);
  const rest = generate(units.value, options.courts, played, schedule.length - played.length, options.seed ?? 0);
  return done([...played, ...rest]);
}

function isTeams(entrants: readonly PlayerId[] | readonly Side[]): entrants is readonly Side[] {
  return entrants.length > 0 && Array.isArray(entrants[0]);
}

/** `women`: a mixed event's units that are women (true) or men (false); absent in the other events. */
type Units = { ids: PlayerId[][]; perMatch: 2 | 4; women?: boolean[] };

function unitsOf(entrants: Entrants): Result<Units> {
  const teams = "teams" in entrants;
  const ids = teams ? entrants.teams.map((team) => [...team].sort()) : entrants.players.map((id) => [id]);
  const all = ids.flat();
  if (all.some((id) => typeof id !== "string" || id === "")) return refused("Falta un jugador.");
  if (new Set(all).size !== all.length) return refused("Un jugador aparece dos veces.");
  if (all.length < MIN_SOCIAL_PLAYERS) {
    return refused(teams ? "Se necesitan al menos 2 parejas." : `Se necesitan al menos ${MIN_SOCIAL_PLAYERS} jugadores.`);
  }
  if (all.length > MAX_SOCIAL_PLAYERS) return refused(`Máximo ${MAX_SOCIAL_PLAYERS} jugadores.`);
  // Sorted, so the schedule depends on the set of entrants and the seed, not on the order they were listed.
  ids.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  if (teams || !entrants.women) return done({ ids, perMatch: teams ? 2 : 4 });
  const women = new Set(entrants.women);
  if ([...women].some((id) => !all.includes(id))) return refused("Una jugadora no está en el evento.");
  if (women.size < 2 || all.length - women.size < 2) return refused(MIXED_TOO_FEW);
  return done({ ids, perMatch: 4, women: ids.map(([id]) => women.has(id!)) });
}

function checkNumbers(courts: number, rounds: number): Result {
  if (!Number.isInteger(courts) || courts < 1 || courts > MAX_SOCIAL_COURTS) {
    return refused(`Indica entre 1 y ${MAX_SOCIAL_COURTS} canchas.`);
  }
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_SOCIAL_ROUNDS) {
    return refused(`Indica entre 1 y ${MAX_SOCIAL_ROUNDS} rondas.`);
  }
  return done();
}

// A repeated partner (or, in the team variant, opponent pair) costs far more than any spread of
// opponents, and a third time far more than a second: the search lowers the maximum first.
const REPEAT_COST = 1000;
const REPEAT_GROWTH = 30;
const repeatCost = (count: number) => (count === 0 ? 0 : REPEAT_COST * REPEAT_GROWTH ** (count - 1));
const spreadCost = (count: number) => count * count;

/** Counts over the played and generated rounds, by unit index. */
class Tally {
  readonly partners: Int32Array;
  readonly opponents: Int32Array;
  readonly rests: { rests: number; lastRest: number }[];
  constructor(readonly size: number) {
    this.partners = new Int32Array(size * size);
    this.opponents = new Int32Array(size * size);
    this.rests = Array.from({ length: size }, () => ({ rests: 0, lastRest: -1 }));
  }
  add(matrix: Int32Array, a: number, b: number) {
    matrix[a * this.size + b]! += 1;
    matrix[b * this.size + a]! += 1;
  }
  get(matrix: Int32Array, a: number, b: number) {
    return matrix[a * this.size + b]!;
  }
}

function tallyHistory(units: Units, history: readonly Round[]): Tally {
  const tally = new Tally(units.ids.length);
  const unitOf = new Map<PlayerId, number>();
  units.ids.forEach((ids, u) => ids.forEach((id) => unitOf.set(id, u)));
  const known = (ids: readonly PlayerId[]) => [...new Set(ids.map((id) => unitOf.get(id)).filter((u) => u !== undefined))];
  history.forEach((round, index) => {
    const played = new Set<number>();
    for (const match of round.matches) {
      const sides = [known(match.team1), known(match.team2)];
      for (const side of sides) for (const u of side) played.add(u);
      if (units.perMatch === 4) for (const side of sides) if (side.length === 2) tally.add(tally.partners, side[0]!, side[1]!);
      for (const a of sides[0]!) for (const b of sides[1]!) if (a !== b) tally.add(tally.opponents, a, b);
    }
    tally.rests.forEach((rest, u) => {
      if (!played.has(u)) {
        rest.rests += 1;
        rest.lastRest = index;
      }
    });
  });
  return tally;
}

function generate(units: Units, courts: number, history: readonly Round[], count: number, seed: number): Round[] {
  const random = seededRandom(seed >>> 0);
  const size = units.ids.length;
  // Fewer restarts for large events: each already has many players to mix, and the search grows with size².
  const restarts = Math.max(2, Math.min(48, Math.round(2400 / (size * size))));
  let best: { rounds: Round[]; quality: number[] } | undefined;
  for (let r = 0; r < restarts; r++) {
    const tally = tallyHistory(units, history);
    const rounds: Round[] = [];
    // Everyone on court every round: every other restart takes its partners (team variant: its matches)
    // from a round-robin (every pair once per n - 1 rounds), which the round-by-round search cannot
    // always finish; the search's restarts often spread opponents better at the same partner repeats.
    const allPlay = history.length === 0 && groupsOf(units, courts).every((g) => g.sitting === 0);
    const roundRobin = allPlay && r % 2 === 0 ? (units.women ? latinPairs(units.women, random) : circle(size, random)) : undefined;
    for (let i = 0; i < count; i++) {
      const index = history.length + i;
      const pairs = roundRobin?.[i % roundRobin.length];
      if (!pairs) rounds.push(nextRound(units, courts, tally, index, random));
      // The team variant's pairs of units are its matches; Americano's are partners to place into matches.
      else if (units.perMatch === 2) rounds.push(record(units, tally, index, pairs.flat(), []));
      else rounds.push(placePairs(units, tally, index, pairs, random));
    }
    const quality = qualityOf(tally, units.perMatch);
    if (!best || lexicographicallyLess(quality, best.quality)) best = { rounds, quality };
  }
  return best!.rounds;
}

function lexicographicallyLess(a: number[], b: number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Smaller is better: the largest repeat count, how many pairs reach it, then the sums of squares. */
function qualityOf(tally: Tally, perMatch: 2 | 4): number[] {
  const describe = (matrix: Int32Array) => {
    let max = 0;
    let atMax = 0;
    let squares = 0;
    for (let a = 0; a < tally.size; a++) {
      for (let b = a + 1; b < tally.size; b++) {
        const c = tally.get(matrix, a, b);
        squares += c * c;
        if (c > max) [max, atMax] = [c, 1];
        else if (c === max) atMax += 1;
      }
    }
    return [max, atMax, squares];
  };
  return perMatch === 4 ? [...describe(tally.partners), ...describe(tally.opponents)] : describe(tally.opponents);
}

const SIT_OUT_TRIES = 6;
const REST_AGAIN_COST = REPEAT_COST / 10;
const SEARCH_STARTS = 3;

/**
 * Who may sit out a round: everyone in one group, or a mixed event's men and women as two groups (the
 * fairness holds within each), and how many of each group sit out.
 */
function groupsOf(units: Units, courts: number): { members: number[]; sitting: number }[] {
  const size = units.ids.length;
  if (!units.women) {
    return [{ members: [...Array(size).keys()], sitting: size - units.perMatch * matchesPerRound(size, courts, units.perMatch) }];
  }
  const women = units.women;
  const men = [...Array(size).keys()].filter((u) => !women[u]);
  const ladies = [...Array(size).keys()].filter((u) => women[u]);
  const matches = mixedMatchesPerRound(men.length, ladies.length, courts);
  return [men, ladies].map((members) => ({ members, sitting: members.length - 2 * matches }));
}

/** Those of a group with fewer rests than its last sitter must sit; `tie` holds those with as many. */
function sittingChoice(group: { members: number[]; sitting: number }, tally: Tally, random: () => number) {
  const order = shuffled([...group.members], random).sort((a, b) => compareRest(tally.rests[a]!, tally.rests[b]!));
  const { sitting } = group;
  let tieStart = sitting;
  let tieEnd = sitting;
  if (sitting > 0) {
    const boundary = tally.rests[order[sitting - 1]!]!.rests;
    tieStart = order.findIndex((u) => tally.rests[u]!.rests === boundary);
    tieEnd = order.findLastIndex((u) => tally.rests[u]!.rests === boundary) + 1;
  }
  const free = tieEnd - tieStart > sitting - tieStart && sitting > tieStart;
  return { order, sitting, tieStart, tieEnd, free };
}

function nextRound(units: Units, courts: number, tally: Tally, index: number, random: () => number): Round {
  const size = units.ids.length;
  const { perMatch } = units;
  // Those with fewer rests than the last sitter must sit; the free seats go to some of those with as many,
  // preferably not to who sat out the round before (a soft cost: a partner repeat weighs more).
  const choices = groupsOf(units, courts).map((group) => sittingChoice(group, tally, random));
  const tries = choices.some((c) => c.free) ? SIT_OUT_TRIES : 1;
  let best: { seats: number[]; sittingOut: number[]; cost: number } | undefined;
  for (let t = 0; t < tries; t++) {
    const sittingOut = choices.flatMap(({ order, sitting, tieStart, tieEnd }) => {
      const tie = t === 0 ? order.slice(tieStart, tieEnd) : shuffled(order.slice(tieStart, tieEnd), random);
      return [...order.slice(0, tieStart), ...tie.slice(0, sitting - tieStart)];
    });
    const again = sittingOut.filter((u) => tally.rests[u]!.lastRest === index - 1).length * REST_AGAIN_COST;
    const out = new Set(sittingOut);
    const playing = [...Array(size).keys()].filter((u) => !out.has(u));
    for (let s = 0; s < SEARCH_STARTS; s++) {
      const found = localSearch(startingSeats(playing, units.women, random), tally, perMatch, units.women !== undefined);
      if (!best || found.cost + again < best.cost) best = { seats: found.seats, cost: found.cost + again, sittingOut };
    }
  }
  return record(units, tally, index, best!.seats, best!.sittingOut);
}

/** A random seating; in a mixed event men on the even seats and women on the odd ones (each side: one of each). */
function startingSeats(playing: number[], women: boolean[] | undefined, random: () => number): number[] {
  if (!women) return shuffled([...playing], random);
  const men = shuffled(
    playing.filter((u) => !women[u]),
    random,
  );
  const ladies = shuffled(
    playing.filter((u) => women[u]),
    random,
  );
  return men.flatMap((u, i) => [u, ladies[i]!]);
}

/**
 * A mixed event where everyone plays: n men, n women, round r pairs the i-th man with the (i + r)-th woman,
 * so every man partners every woman exactly once in n rounds.
 */
function latinPairs(women: boolean[], random: () => number): [number, number][][] {
  const men = shuffled(
    [...women.keys()].filter((u) => !women[u]),
    random,
  );
  const ladies = shuffled(
    [...women.keys()].filter((u) => women[u]),
    random,
  );
  return men.map((_, r) => men.map((u, i) => [u, ladies[(i + r) % ladies.length]!] as [number, number]));
}

/** The circle method: n - 1 rounds of n / 2 pairs, every pair of players partners exactly once. */
function circle(size: number, random: () => number): [number, number][][] {
  const order = shuffled([...Array(size).keys()], random);
  const ring = size - 1;
  return Array.from({ length: ring }, (_, r) => {
    const pairs: [number, number][] = [[order[ring]!, order[r]!]];
    for (let k = 1; k < size / 2; k++) pairs.push([order[(r + k) % ring]!, order[(r - k + ring) % ring]!]);
    return pairs;
  });
}

/** Places fixed pairs into matches, spreading opponents (a swap of two pairs between matches at a time). */
function placePairs(units: Units, tally: Tally, index: number, pairs: [number, number][], random: () => number): Round {
  let best: { seats: number[]; cost: number } | undefined;
  for (let s = 0; s < SEARCH_STARTS; s++) {
    const order = shuffled([...pairs], random);
    const seats = order.flat();
    const cost = (k: number) => matchCost(seats, k, tally, 4);
    const costs = Array.from({ length: order.length / 2 }, (_, k) => cost(k));
    let improved = true;
    while (improved) {
      improved = false;
      for (let i = 0; i < order.length; i++) {
        for (let j = i + 1; j < order.length; j++) {
          const [ki, kj] = [i >> 1, j >> 1];
          if (ki === kj) continue;
          const swap = () => {
            for (const o of [0, 1]) [seats[2 * i + o], seats[2 * j + o]] = [seats[2 * j + o]!, seats[2 * i + o]!];
          };
          swap();
          const [ci, cj] = [cost(ki), cost(kj)];
          if (ci + cj < costs[ki]! + costs[kj]!) {
            [costs[ki], costs[kj]] = [ci, cj];
            improved = true;
          } else swap();
        }
      }
    }
    const total = costs.reduce((sum, c) => sum + c, 0);
    if (!best || total < best.cost) best = { seats, cost: total };
  }
  return record(units, tally, index, best!.seats, []);
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Seats: match k is seats [4k, 4k+1] against [4k+2, 4k+3] (players), or [2k] against [2k+1] (pairs). */
function matchCost(seats: number[], k: number, tally: Tally, perMatch: 2 | 4): number {
  if (perMatch === 2) return repeatCost(tally.get(tally.opponents, seats[2 * k]!, seats[2 * k + 1]!));
  const [a, b, c, d] = [seats[4 * k]!, seats[4 * k + 1]!, seats[4 * k + 2]!, seats[4 * k + 3]!];
  const o = (x: number, y: number) => spreadCost(tally.get(tally.opponents, x, y));
  return repeatCost(tally.get(tally.partners, a, b)) + repeatCost(tally.get(tally.partners, c, d)) + o(a, c) + o(a, d) + o(b, c) + o(b, d);
}

/**
 * Swaps two seats while that lowers the cost (first improvement), until no swap does. `mixed`: only a man's
 * seat with a man's (even seats) and a woman's with a woman's (odd seats).
 */
function localSearch(seats: number[], tally: Tally, perMatch: 2 | 4, mixed = false): { seats: number[]; cost: number } {
  const matches = seats.length / perMatch;
  const costs = Array.from({ length: matches }, (_, k) => matchCost(seats, k, tally, perMatch));
  const side = perMatch / 2;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < seats.length; i++) {
      for (let j = i + 1; j < seats.length; j++) {
        if (Math.floor(i / side) === Math.floor(j / side) || (mixed && (i - j) % 2 !== 0)) continue;
        const ki = Math.floor(i / perMatch);
        const kj = Math.floor(j / perMatch);
        const before = ki === kj ? costs[ki]! : costs[ki]! + costs[kj]!;
        [seats[i], seats[j]] = [seats[j]!, seats[i]!];
        const ci = matchCost(seats, ki, tally, perMatch);
        const cj = ki === kj ? 0 : matchCost(seats, kj, tally, perMatch);
        if (ci + cj < before) {
          costs[ki] = ci;
          if (ki !== kj) costs[kj] = cj;
          improved = true;
        } else {
          [seats[i], seats[j]] = [seats[j]!, seats[i]!];
        }
      }
    }
  }
  return { seats, cost: costs.reduce((sum, c) => sum + c, 0) };
}

function record(units: Units, tally: Tally, index: number, seats: number[], sittingOut: number[]): Round {
  const { perMatch, ids } = units;
  const matches = [];
  for (let k = 0; k < seats.length / perMatch; k++) {
    let team1: Side;
    let team2: Side;
    if (perMatch === 2) {
      const [a, b] = [seats[2 * k]!, seats[2 * k + 1]!];
      tally.add(tally.opponents, a, b);
      team1 = ids[a] as unknown as Side;
      team2 = ids[b] as unknown as Side;
    } else {
      const [a, b, c, d] = [seats[4 * k]!, seats[4 * k + 1]!, seats[4 * k + 2]!, seats[4 * k + 3]!];
      tally.add(tally.partners, a, b);
      tally.add(tally.partners, c, d);
      for (const [x, y] of [
        [a, c],
        [a, d],
        [b, c],
        [b, d],
      ] as const)
        tally.add(tally.opponents, x, y);
      team1 = [ids[a]![0]!, ids[b]![0]!].sort() as unknown as Side;
      team2 = [ids[c]![0]!, ids[d]![0]!].sort() as unknown as Side;
    }
    matches.push({ court: k + 1, team1, team2 });
  }
  for (const u of sittingOut) tally.rests[u] = { rests: tally.rests[u]!.rests + 1, lastRest: index };
  return { number: index + 1, matches, sittingOut: sittingOut.flatMap((u) => ids[u]!).sort() };
}

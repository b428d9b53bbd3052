// Levels (issue 35, ADR 0037) measured on a simulated community with hidden true skills: how well the level
// ranks players after 5, 10 and 20 matches (Spearman against true skill) and how well it predicts held-out
// matches (Brier), against the ranking's placement points and a plain Elo; then the replay's speed.
//
//   npx tsx bench/levels-simulation.ts [--players 4000] [--matches 50000] [--seed 2] [--runs 5] [--tune]
//
// --tune grid-searches the level's parameters and Elo's K on seed 1 (the figures are then reported on
// --seed, a different community). Writes markdown to stdout; `npm run bench -- --parts levels` runs it.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { RANKING_CATEGORIES } from "../app/domain/categories";
import {
  categoryForLevel,
  expectedWinProbability,
  initialRating,
  LEVEL_PARAMETERS,
  type LevelParameters,
  type PlayedMatch,
  type PlayerRating,
  rateMatch,
  replay,
} from "../app/domain/levels";
import type { PlayedResult } from "../app/domain/result-text";
import type { SetScore, TeamId } from "../app/domain/score";
import { seededRandom } from "../app/domain/seeded-random";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const PLAYERS = arg("players", 4000);
const MATCHES = arg("matches", 50000);
const SEED = arg("seed", 2);
const RUNS = arg("runs", 5);
const TUNE = argv.includes("--tune");

// The community. True levels on the site's 1.0-7.0 scale; a player's declared category is their true
// level read with an error (people misjudge themselves); 4% declare none.
const TRUE_MEAN = 3.6;
const TRUE_SD = 1.1;
const DECLARED_ERROR = 0.45;
const NO_CATEGORY = 0.04;
// A match: each player's form on the day varies; a regular pair plays a little better together; each
// game goes to a pair with probability logistic(GAME_K * (team level difference)).
const FORM_SD = 0.3;
const CHEMISTRY = 0.1;
const GAME_K = 0.45;
const SUPER_TIE_BREAK = 0.25;
const WALKOVERS = 0.015;
const RETIREMENTS = 0.015;
// Who plays with whom: everyone has 1-3 regular partners near their level; 70% of matches are with one.
const REGULAR_SHARE = 0.7;
const NEIGHBOURHOOD = 40;
const DAYS = 730;
const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);
// Tournaments: every week, in each ranking category, 8 pairs of that category in a knock-out. Their
// placements give the ranking's points (DESIGN.md): champion 100, runner-up 60, semifinal 36, last 52 weeks.
const TOURNAMENT_PAIRS = 8;
const PLACEMENT_POINTS = { champion: 100, runnerUp: 60, semifinal: 36 };
const HELD_OUT_EVERY = 10;

type Player = {
  id: number;
  trueLevel: number;
  category: string | null;
  perceived: number;
  activity: number;
  partners: number[];
};

type SimMatch = PlayedMatch & { score: PlayedResult; heldOut: boolean };

function gaussian(random: () => number) {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

function community(seed: number) {
  const random = seededRandom(seed);
  const players: Player[] = Array.from({ length: PLAYERS }, (_, id) => {
    const trueLevel = Math.min(6.9, Math.max(1.1, TRUE_MEAN + TRUE_SD * gaussian(random)));
    const declared = categoryForLevel(Math.min(7, Math.max(1, trueLevel + DECLARED_ERROR * gaussian(random))));
    return {
      id,
      trueLevel,
      category: random() < NO_CATEGORY ? null : declared,
      perceived: trueLevel + 0.4 * gaussian(random),
      activity: Math.exp(gaussian(random)),
      partners: [],
    };
  });
  const byPerceived = [...players].sort((a, b) => a.perceived - b.perceived);
  const indexOf = new Map(byPerceived.map((p, i) => [p.id, i]));
  const near = (index: number) => {
    const i = Math.min(PLAYERS - 1, Math.max(0, Math.round(index + (random() * 2 - 1) * NEIGHBOURHOOD)));
    return byPerceived[i]!;
  };
  for (const p of players) {
    const want = 1 + Math.floor(random() * 3);
    while (p.partners.length < want) {
      const q = near(indexOf.get(p.id)!);
      if (q.id === p.id || p.partners.includes(q.id)) continue;
      p.partners.push(q.id);
      if (q.partners.length < 4) q.partners.push(p.id);
    }
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const p of players) cumulative.push((total += p.activity));
  const pickActive = () => {
    const x = random() * total;
    let lo = 0;
    let hi = PLAYERS - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return players[lo]!;
  };
  return { random, players, byPerceived, indexOf, near, pickActive };
}

function playSet(random: () => number, q: number, tieBreakGames: boolean): SetScore {
  let a = 0;
  let b = 0;
  for (;;) {
    if (random() < q) a++;
    else b++;
    if ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) return { team1: a, team2: b };
    if (tieBreakGames && a === 6 && b === 6) {
      return random() < q ? { team1: 7, team2: 6 } : { team1: 6, team2: 7 };
    }
  }
}

function playMatch(random: () => number, players: Player[], team1: readonly number[], team2: readonly number[]): PlayedResult {
  const strength = (team: readonly number[]) => {
    const [a, b] = team.map((id) => players[id]!);
    const form = (a!.trueLevel + b!.trueLevel) / 2 + (FORM_SD * (gaussian(random) + gaussian(random))) / 2;
    return form + (a!.partners.includes(b!.id) ? CHEMISTRY : 0);
  };
  const diff = strength(team1) - strength(team2);
  const q = logistic(GAME_K * diff);
  const roll = random();
  if (roll < WALKOVERS) return { kind: "walkover", winner: random() < 0.5 ? "team1" : "team2", sets: [], unfinished: null };
  const sets: SetScore[] = [];
  const won = { team1: 0, team2: 0 };
  while (won.team1 < 2 && won.team2 < 2) {
    let set: SetScore;
    if (sets.length === 2 && random() < SUPER_TIE_BREAK) {
      const team1Wins = random() < logistic(GAME_K * 1.5 * diff);
      set = {
        team1: team1Wins ? 1 : 0,
        team2: team1Wins ? 0 : 1,
        superTieBreak: true,
        tieBreak: team1Wins ? { team1: 10, team2: 7 } : { team1: 7, team2: 10 },
      };
    } else set = playSet(random, q, true);
    sets.push(set);
    won[set.team1 > set.team2 ? "team1" : "team2"]++;
  }
  const winner: TeamId = won.team1 === 2 ? "team1" : "team2";
  if (roll < WALKOVERS + RETIREMENTS) {
    // A pair retires during the match: the sets before the one in progress, and its games so far.
    const retiring: TeamId = random() < 0.5 ? "team1" : "team2";
    const cut = Math.floor(random() * sets.length);
    const current = sets[cut]!;
    const fraction = random();
    return {
      kind: "retirement",
      winner: retiring === "team1" ? "team2" : "team1",
      sets: sets.slice(0, cut),
      unfinished: { team1: Math.floor(current.team1 * fraction), team2: Math.floor(current.team2 * fraction) },
    };
  }
  return { kind: "sets", winner, sets, unfinished: null };
}

type Tournament = { at: number; category: string; placements: { players: number[]; points: number }[] };

/** The stream: MATCHES matches over two years, of which the weekly tournaments' knock-outs are a part. */
function simulate(seed: number) {
  const c = community(seed);
  const { random, players } = c;
  const matches: SimMatch[] = [];
  const tournaments: Tournament[] = [];
  const byCategory = new Map<string, Player[]>(RANKING_CATEGORIES.map((cat) => [cat, players.filter((p) => p.category === cat)]));
  const tournamentMatches = Math.round(DAYS / 7) * RANKING_CATEGORIES.length * (TOURNAMENT_PAIRS - 1);
  const friendlies = MATCHES - tournamentMatches;
  let nextWeek = 7;
  const add = (at: number, team1: [number, number], team2: [number, number]) => {
    const index = matches.length;
    const score = playMatch(random, players, team1, team2);
    const heldOut = index >= MATCHES / 2 && index % HELD_OUT_EVERY === 0 && score.kind === "sets";
    matches.push({ id: `m${String(index).padStart(6, "0")}`, playedAt: new Date(at), team1, team2, score, heldOut });
    return score.winner === "team1" ? 0 : 1;
  };
  const partnerOf = (p: Player, taken: Set<number>) => {
    if (random() < REGULAR_SHARE) {
      const regular = p.partners[Math.floor(random() * p.partners.length)]!;
      if (!taken.has(regular)) return regular;
    }
    for (;;) {
      const q = c.near(c.indexOf.get(p.id)!);
      if (!taken.has(q.id)) return q.id;
    }
  };
  for (let i = 0; i < friendlies; i++) {
    const day = (i / friendlies) * DAYS;
    while (day >= nextWeek) {
      const at = START + nextWeek * DAY_MS;
      for (const category of RANKING_CATEGORIES) {
        const pool = byCategory.get(category)!;
        if (pool.length < TOURNAMENT_PAIRS * 2) continue;
        const taken = new Set<number>();
        const pairs: [number, number][] = [];
        while (pairs.length < TOURNAMENT_PAIRS) {
          const p = pool[Math.floor(random() * pool.length)]!;
          if (taken.has(p.id)) continue;
          taken.add(p.id);
          const q = partnerOf(p, taken);
          taken.add(q);
          pairs.push([p.id, q]);
        }
        let round = pairs;
        const placements: Tournament["placements"] = [];
        let minute = 0;
        while (round.length > 1) {
          const next: [number, number][] = [];
          for (let k = 0; k < round.length; k += 2) {
            const w = add(at + minute++ * 60_000, round[k]!, round[k + 1]!);
            next.push(round[k + w]!);
            const loser = round[k + 1 - w]!;
            if (round.length === 4) placements.push({ players: loser, points: PLACEMENT_POINTS.semifinal });
            if (round.length === 2) {
              placements.push({ players: loser, points: PLACEMENT_POINTS.runnerUp });
              placements.push({ players: round[k + w]!, points: PLACEMENT_POINTS.champion });
            }
          }
          round = next;
        }
        tournaments.push({ at, category, placements });
      }
      nextWeek += 7;
    }
    const a = c.pickActive();
    const taken = new Set([a.id]);
    const b = partnerOf(a, taken);
    taken.add(b);
    const middle = (c.indexOf.get(a.id)! + c.indexOf.get(b)!) / 2;
    let x = c.near(middle);
    while (taken.has(x.id)) x = c.near(middle);
    taken.add(x.id);
    const y = partnerOf(x, taken);
    add(START + day * DAY_MS + Math.floor(random() * 3_600_000), [a.id, b], [x.id, y]);
  }
  matches.sort((m, n) => m.playedAt.getTime() - n.playedAt.getTime() || (m.id < n.id ? -1 : 1));
  return { players, matches, tournaments };
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) result[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return result;
}

function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const mx = rx.reduce((a, b) => a + b, 0) / n;
  const my = ry.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const CHECKPOINTS = [5, 10, 20] as const;

/** A rating system as the evaluation sees it: predict before, learn after, and a value to rank players by. */
type System = {
  predict(match: SimMatch): number;
  learn(match: SimMatch): void;
  value(player: number, at: number): number;
};

function evaluate(sim: ReturnType<typeof simulate>, system: System) {
  const played = new Map<number, number>();
  const snapshots = new Map<number, { value: number; truth: number }[]>(CHECKPOINTS.map((k) => [k, []]));
  let brier = 0;
  let heldOut = 0;
  for (const match of sim.matches) {
    if (match.heldOut) {
      const p = system.predict(match);
      brier += (p - (match.score.winner === "team1" ? 1 : 0)) ** 2;
      heldOut++;
      continue;
    }
    system.learn(match);
    for (const player of [...match.team1, ...match.team2]) {
      const n = (played.get(player) ?? 0) + 1;
      played.set(player, n);
      snapshots.get(n as 5)?.push({ value: system.value(player, match.playedAt.getTime()), truth: sim.players[player]!.trueLevel });
    }
  }
  const correlation = Object.fromEntries(
    CHECKPOINTS.map((k) => {
      const rows = snapshots.get(k)!;
      return [
        k,
        {
          rho: spearman(
            rows.map((r) => r.value),
            rows.map((r) => r.truth),
          ),
          players: rows.length,
        },
      ];
    }),
  ) as Record<(typeof CHECKPOINTS)[number], { rho: number; players: number }>;
  return { correlation, brier: brier / heldOut, heldOut };
}

/** Where players start: `initialRating`, or the RD and volatility being tuned. */
type Start = { rd: number; volatility: number };
const DEFAULT_START: Start = { rd: initialRating("3ra").rd, volatility: initialRating("3ra").volatility };

function starter(sim: ReturnType<typeof simulate>, start: Start) {
  return (id: number): PlayerRating => {
    const rating = initialRating(sim.players[id]!.category);
    return { ...rating, rd: sim.players[id]!.category ? start.rd : rating.rd, volatility: start.volatility };
  };
}

function levelSystem(sim: ReturnType<typeof simulate>, parameters: LevelParameters, start: Start): System {
  const ratings = new Map<number, PlayerRating>();
  const startOf = starter(sim, start);
  const ratingOf = (id: number) => ratings.get(id) ?? startOf(id);
  return {
    predict: (m) =>
      expectedWinProbability([ratingOf(m.team1[0]), ratingOf(m.team1[1])], [ratingOf(m.team2[0]), ratingOf(m.team2[1])], m.playedAt),
    learn: (m) => {
      for (const change of rateMatch(m, ratingOf, parameters)) ratings.set(change.player, change.after);
    },
    value: (id) => ratingOf(id).rating,
  };
}

function eloSystem(sim: ReturnType<typeof simulate>, k: number): System {
  const ratings = new Map<number, number>();
  const ratingOf = (id: number) => ratings.get(id) ?? initialRating(sim.players[id]!.category).rating;
  const expected = (m: SimMatch) => {
    const d = (ratingOf(m.team1[0]) + ratingOf(m.team1[1]) - ratingOf(m.team2[0]) - ratingOf(m.team2[1])) / 2;
    return 1 / (1 + 10 ** (-d / 400));
  };
  return {
    predict: expected,
    learn: (m) => {
      const change = k * ((m.score.winner === "team1" ? 1 : 0) - expected(m));
      for (const id of m.team1) ratings.set(id, ratingOf(id) + change);
      for (const id of m.team2) ratings.set(id, ratingOf(id) - change);
    },
    value: ratingOf,
  };
}

/**
 * The ranking as the site keeps it: by category (Open first), then by placement points of the last 52
 * weeks. As a number: the category's place on the ladder plus the points as a fraction within it. To
 * predict, a logistic on the pairs' difference whose slope is fitted on the matches it learns from.
 */
function rankingSystem(sim: ReturnType<typeof simulate>): System {
  const ladder = [...RANKING_CATEGORIES].reverse();
  const earned = new Map<number, { at: number; points: number }[]>();
  let next = 0;
  const tournaments = [...sim.tournaments].sort((a, b) => a.at - b.at);
  const advance = (at: number) => {
    while (next < tournaments.length && tournaments[next]!.at <= at) {
      const t = tournaments[next++]!;
      for (const place of t.placements)
        for (const id of place.players) {
          const rows = earned.get(id) ?? [];
          rows.push({ at: t.at, points: place.points });
          earned.set(id, rows);
        }
    }
  };
  const value = (id: number, at: number) => {
    advance(at);
    const points = (earned.get(id) ?? []).filter((r) => r.at > at - 364 * DAY_MS).reduce((s, r) => s + r.points, 0);
    const category = sim.players[id]!.category;
    const place = category ? ladder.indexOf(category as (typeof ladder)[number]) : 2;
    return place + Math.min(points, 1000) / 1001;
  };
  const seen: { d: number; won: number }[] = [];
  let slope: number | null = null;
  const diff = (m: SimMatch) => {
    const at = m.playedAt.getTime();
    return (value(m.team1[0], at) + value(m.team1[1], at) - value(m.team2[0], at) - value(m.team2[1], at)) / 2;
  };
  return {
    predict: (m) => {
      // Fitted once, on every match before the first held-out one (the first half of the stream).
      if (slope === null) {
        let best = Infinity;
        for (let s = 0.05; s <= 4; s += 0.05) {
          const b = seen.reduce((sum, r) => sum + (logistic(s * r.d) - r.won) ** 2, 0);
          if (b < best) [best, slope] = [b, s];
        }
      }
      return logistic(slope! * diff(m));
    },
    learn: (m) => {
      if (slope === null && m.score.kind !== "walkover") seen.push({ d: diff(m), won: m.score.winner === "team1" ? 1 : 0 });
    },
    value,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const f3 = (x: number) => x.toFixed(3);
const f4 = (x: number) => x.toFixed(4);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

function main() {
  const started = performance.now();
  let parameters = LEVEL_PARAMETERS;
  let start = DEFAULT_START;
  let eloK = 24;
  if (TUNE) {
    const tuning = simulate(1);
    let best = { brier: Infinity, parameters, start };
    for (const volatility of [0.02, 0.04, 0.06])
      for (const marginSlope of [0.5, 1, 1.5])
        for (const rd of [80, 100, 130]) {
          const p = { tau: LEVEL_PARAMETERS.tau, marginSlope };
          const r = evaluate(tuning, levelSystem(tuning, p, { rd, volatility }));
          const score = r.brier - 0.02 * (r.correlation[5].rho + r.correlation[10].rho + r.correlation[20].rho);
          console.error(
            `tune level volatility ${volatility} slope ${marginSlope} rd ${rd}: brier ${f3(r.brier)} rho ${CHECKPOINTS.map((k) => f3(r.correlation[k].rho)).join(" ")}`,
          );
          if (score < best.brier) best = { brier: score, parameters: p, start: { rd, volatility } };
        }
    ({ parameters, start } = best);
    let bestElo = Infinity;
    for (const k of [8, 16, 24, 32, 48, 64]) {
      const r = evaluate(tuning, eloSystem(tuning, k));
      console.error(`tune elo K ${k}: brier ${f3(r.brier)} rho ${CHECKPOINTS.map((c) => f3(r.correlation[c].rho)).join(" ")}`);
      if (r.brier < bestElo) [bestElo, eloK] = [r.brier, k];
    }
    console.error(`best: ${JSON.stringify({ parameters, start, eloK })}`);
  }

  const sim = simulate(SEED);
  const levels = evaluate(sim, levelSystem(sim, parameters, start));
  const elo = evaluate(sim, eloSystem(sim, eloK));
  const ranking = evaluate(sim, rankingSystem(sim));
  const declared = spearman(
    sim.players.filter((p) => p.category).map((p) => RANKING_CATEGORIES.length - RANKING_CATEGORIES.indexOf(p.category as "Open")),
    sim.players.filter((p) => p.category).map((p) => p.trueLevel),
  );
  // How often the better pair (by true level) wins, for a one-category gap: the community's realism check.
  const calibration = (() => {
    let wins = 0;
    let n = 0;
    for (const m of sim.matches) {
      if (m.score.kind === "walkover") continue;
      const t = (ids: readonly number[]) => ids.reduce((s, id) => s + sim.players[id]!.trueLevel, 0) / 2;
      const d = t(m.team1) - t(m.team2);
      if (Math.abs(Math.abs(d) - 0.8) > 0.1) continue;
      n++;
      if (d > 0 === (m.score.winner === "team1")) wins++;
    }
    return { rate: wins / n, n };
  })();

  const fed = sim.matches.filter((m) => !m.heldOut);
  const startOf = starter(sim, start);
  const loadBefore = load();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    replay(sim.matches, startOf, new Map(), parameters);
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const final = replay(fed, startOf, new Map(), parameters).ratings;
  const ratingOf = (id: number) => final.get(id) ?? startOf(id);
  const sample = sim.matches.slice(-10_000);
  const t1 = performance.now();
  for (const m of sample) rateMatch(m, ratingOf, parameters);
  const perUpdate = ((performance.now() - t1) / sample.length) * 1000;
  const loadAfter = load();

  const row = (name: string, r: ReturnType<typeof evaluate>) =>
    `| ${name} | ${CHECKPOINTS.map((k) => f3(r.correlation[k].rho)).join(" | ")} | ${f4(r.brier)} |`;
  const matchesPerPlayer = (4 * fed.length) / PLAYERS;
  console.log(
    [
      `Simulated community (seed ${SEED}): ${PLAYERS} players, ${sim.matches.length} doubles matches over ${DAYS} days ` +
        `(${sim.tournaments.length} weekly tournaments of ${TOURNAMENT_PAIRS} pairs among them), ${matchesPerPlayer.toFixed(0)} rated matches a player on average; ` +
        `${levels.heldOut} held-out matches (every ${HELD_OUT_EVERY}th played match of the second half, never learnt from). ` +
        `Players reaching 5 / 10 / 20 matches: ${CHECKPOINTS.map((k) => levels.correlation[k].players).join(" / ")}. ` +
        `Declared categories alone: Spearman ${f3(declared)}. A one-category gap (0.8 level) is won by the better pair ${(calibration.rate * 100).toFixed(0)}% of the time (${calibration.n} matches).`,
      "",
      `| system | Spearman after 5 | after 10 | after 20 | Brier (held out) |`,
      `| --- | ---: | ---: | ---: | ---: |`,
      row(
        `Level (Glicko-2 doubles, margin slope ${parameters.marginSlope}, category RD ${start.rd}, volatility ${start.volatility})`,
        levels,
      ),
      row(`Plain Elo (K ${eloK}, same starting ratings)`, elo),
      row("Ranking points (category, then points of 52 weeks)", ranking),
      "",
      `Full replay of ${sim.matches.length} matches: median ${median(times).toFixed(0)} ms of ${RUNS} runs ` +
        `(${times.map((t) => t.toFixed(0)).join(", ")} ms), CPU time median ${median(cpuTimes).toFixed(0)} ms; one incremental update (\`rateMatch\`, four players): ${perUpdate.toFixed(1)} µs on average over ${sample.length}. ` +
        `Load average ${loadBefore} before, ${loadAfter} after; ${os.cpus().length} cores, Node ${process.versions.node}; whole run ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    ].join("\n"),
  );
}

main();

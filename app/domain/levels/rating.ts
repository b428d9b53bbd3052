// Glicko-2 for doubles (ADR 0037). A pair plays at the mean of its two ratings; each of the four players is
// updated on their own against the whole match: the expectation uses all four ratings, the other three's
// uncertainty flattens it (Glicko's g), and a player's own rating makes up half the difference. Every player
// of a match gets the same margin weight, so four equally certain players' changes sum to zero.
import type { TeamId } from "../score";
import { expectation, g, glicko2Update, GLICKO2_SCALE, type Glicko2State, toMu, toPhi, toRd } from "./glicko2";
import { type LevelScore, MARGIN_SLOPE, marginWeight, outcomeOf } from "./margin";
import { MAX_RATING, MAX_RD, MIN_RATING, type PlayerRating } from "./scale";

export type PlayerId = number;
export type Partners = readonly [PlayerId, PlayerId];

/** One played match as the stream of played matches gives it (DESIGN.md): four players, sides, score, when. */
export type PlayedMatch = {
  /** Unique across sources ('draw-12', 'score-abc'); orders matches played at the same instant. */
  id: string;
  playedAt: Date;
  team1: Partners;
  team2: Partners;
  score: LevelScore;
};

/** One player's row of level history for one match. */
export type LevelChange = {
  matchId: string;
  playedAt: Date;
  player: PlayerId;
  team: TeamId;
  result: "won" | "lost" | "drew";
  before: PlayerRating;
  after: PlayerRating;
  /** The player's pair's chance of winning before the match, 0 to 1. */
  winProbability: number;
  /** The opposing pair's rating before the match (the mean of the two). */
  opponentsRating: number;
};

/** The tunable constants (ADR 0037 gives the values measured by bench/levels-simulation.ts). */
export type LevelParameters = {
  /** Glickman's system constant: how fast volatility may change. */
  tau: number;
  /** How strongly the margin scales an update (`marginWeight`). */
  marginSlope: number;
};

export const LEVEL_PARAMETERS: LevelParameters = { tau: 0.5, marginSlope: MARGIN_SLOPE };
/** Inactivity: each week without a match adds one volatility's worth of RD (Glicko-2's rating period). */
export const RATING_PERIOD_DAYS = 7;
const DAY_MS = 86_400_000;
const MAX_PHI = toPhi(MAX_RD);
const PARTNER_SHARE = 0.5;

function idlePeriods(rating: PlayerRating, at: Date): number {
  if (!rating.lastPlayedAt) return 0;
  return Math.max(0, (at.getTime() - rating.lastPlayedAt.getTime()) / DAY_MS / RATING_PERIOD_DAYS);
}

function stateAt(rating: PlayerRating, at: Date): Glicko2State {
  const phi = toPhi(rating.rd);
  const sigma = rating.volatility;
  return { mu: toMu(rating.rating), phi: Math.min(MAX_PHI, Math.sqrt(phi * phi + idlePeriods(rating, at) * sigma * sigma)), sigma };
}

/** A rating as of a date: the RD grown by the weeks without a match since the last one (for 'Fiable' now). */
export function ratingAt(rating: PlayerRating, at: Date): PlayerRating {
  return { ...rating, rd: toRd(stateAt(rating, at).phi) };
}

function pairWinProbability(team: readonly Glicko2State[], opponents: readonly Glicko2State[]): number {
  const all = [...team, ...opponents];
  const spread = Math.sqrt(all.reduce((sum, s) => sum + s.phi * s.phi, 0) / 4);
  return expectation(g(spread), (team[0]!.mu + team[1]!.mu - opponents[0]!.mu - opponents[1]!.mu) / 2);
}

/** The chance that the first pair beats the second, 0 to 1 (at `at`, when given, with inactivity counted). */
export function expectedWinProbability(
  team: readonly [PlayerRating, PlayerRating],
  opponents: readonly [PlayerRating, PlayerRating],
  at?: Date,
): number {
  const state = (r: PlayerRating) => (at ? stateAt(r, at) : stateAt({ ...r, lastPlayedAt: null }, new Date(0)));
  return pairWinProbability(team.map(state), opponents.map(state));
}

/**
 * One match's effect on its four players, in the order team1[0], team1[1], team2[0], team2[1]. `ratingOf`
 * gives each player's current rating (`initialRating(category)` for one without any). The players'
 * `after` ratings are what to store; the changes are the history rows.
 */
export function rateMatch(
  match: PlayedMatch,
  ratingOf: (player: PlayerId) => PlayerRating,
  parameters: LevelParameters = LEVEL_PARAMETERS,
): LevelChange[] {
  const players = [match.team1[0], match.team1[1], match.team2[0], match.team2[1]] as const;
  if (new Set(players).size !== 4) throw new RangeError(`Match ${match.id} needs four different players`);
  const before = players.map(ratingOf);
  const states = before.map((rating) => stateAt(rating, match.playedAt));
  const { winner, margin } = outcomeOf(match.score);
  const weight = marginWeight(margin, parameters.marginSlope);
  const team1Score = winner === null ? 0.5 : winner === "team1" ? 1 : 0;
  const team1Difference = (states[0]!.mu + states[1]!.mu) / 2 - (states[2]!.mu + states[3]!.mu) / 2;
  const variances = states.map((s) => s.phi * s.phi);
  const allVariance = variances[0]! + variances[1]! + variances[2]! + variances[3]!;

  const updated = states.map((state, i) => {
    const first = i < 2;
    return glicko2Update(
      state,
      [
        {
          otherPhi: Math.sqrt((allVariance - variances[i]!) / 4),
          difference: first ? team1Difference : -team1Difference,
          coefficient: PARTNER_SHARE,
          score: first ? team1Score : 1 - team1Score,
          weight,
        },
      ],
      { tau: parameters.tau, maxPhi: MAX_PHI },
    );
  });
  const proposed = updated.map((state, i) => (state.mu - states[i]!.mu) * GLICKO2_SCALE);
  // Near the rating band's edges the whole match is scaled down together, so no one leaves the band and
  // the changes keep their proportions (and their zero sum).
  let scale = 1;
  proposed.forEach((change, i) => {
    const room = (change > 0 ? MAX_RATING : MIN_RATING) - before[i]!.rating;
    if (change !== 0 && Math.abs(change) > Math.abs(room)) scale = Math.min(scale, Math.max(0, room / change));
  });
  const team1Chance = expectation(g(Math.sqrt(allVariance / 4)), team1Difference);
  const pairRating = (a: number, b: number) => (before[a]!.rating + before[b]!.rating) / 2;

  return players.map((player, i): LevelChange => {
    const team: TeamId = i < 2 ? "team1" : "team2";
    const state = updated[i]!;
    const last = before[i]!.lastPlayedAt;
    return {
      matchId: match.id,
      playedAt: match.playedAt,
      player,
      team,
      result: winner === null ? "drew" : winner === team ? "won" : "lost",
      before: before[i]!,
      after: {
        rating: before[i]!.rating + scale * proposed[i]!,
        rd: toRd(state.phi),
        volatility: state.sigma,
        matches: before[i]!.matches + 1,
        lastPlayedAt: last && last > match.playedAt ? last : match.playedAt,
      },
      winProbability: i < 2 ? team1Chance : 1 - team1Chance,
      opponentsRating: i < 2 ? pairRating(2, 3) : pairRating(0, 1),
    };
  });
}

/** The order matches are rated in: by when they were played, then by id. */
export function compareMatches(a: Pick<PlayedMatch, "id" | "playedAt">, b: Pick<PlayedMatch, "id" | "playedAt">): number {
  const byTime = a.playedAt.getTime() - b.playedAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export type Replay = {
  /** Every player's rating after the last match. */
  ratings: Map<PlayerId, PlayerRating>;
  /** Every player's history rows, oldest first. */
  history: Map<PlayerId, LevelChange[]>;
};

/**
 * Rates `matches` in `compareMatches` order: same matches, same ratings. `startOf` gives a player's rating
 * before their first match here (`initialRating(category)`); `from` holds ratings to continue from (a
 * replay from a corrected match on starts from the ratings just before it).
 */
export function replay(
  matches: Iterable<PlayedMatch>,
  startOf: (player: PlayerId) => PlayerRating,
  from: ReadonlyMap<PlayerId, PlayerRating> = new Map(),
  parameters: LevelParameters = LEVEL_PARAMETERS,
): Replay {
  const ratings = new Map(from);
  const history = new Map<PlayerId, LevelChange[]>();
  const ratingOf = (player: PlayerId) => ratings.get(player) ?? startOf(player);
  for (const match of [...matches].sort(compareMatches)) {
    for (const change of rateMatch(match, ratingOf, parameters)) {
      ratings.set(change.player, change.after);
      const rows = history.get(change.player);
      if (rows) rows.push(change);
      else history.set(change.player, [change]);
    }
  }
  return { ratings, history };
}

// Glicko-2 for doubles (ADR 0037). A pair plays at the mean of its two ratings; each of the four players is
// updated on their own against the whole match: the expectation uses all four ratings, the other three's
// uncertainty flattens it (Glicko's g), and a player's own rating makes up half the difference. Every player
// of a match gets the same margin weight, so four equally certain players' changes sum to zero.
import type { TeamId } from "../score";
import { expectation, g, glicko2Update, GLICKO2_SCALE, type Glicko2State, toMu, toPhi, toRd } from "./glicko2";
import { type LevelScore, marginWeight, outcomeOf } from "./margin";
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

/** Glickman's system constant: how fast volatility may change. */
export const TAU = 0.5;
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

type Seat = { player: PlayerId; team: TeamId; before: PlayerRating; state: Glicko2State };

/**
 * One match's effect on its four players, in the order team1[0], team1[1], team2[0], team2[1]. `ratingOf`
 * gives each player's current rating (`initialRating(category)` for one without any). The players'
 * `after` ratings are what to store; the changes are the history rows.
 */
export function rateMatch(match: PlayedMatch, ratingOf: (player: PlayerId) => PlayerRating): LevelChange[] {
  const players = [...match.team1, ...match.team2];
  if (new Set(players).size !== 4) throw new RangeError(`Match ${match.id} needs four different players`);
  const seats: Seat[] = players.map((player, i) => {
    const before = ratingOf(player);
    return { player, team: i < 2 ? "team1" : "team2", before, state: stateAt(before, match.playedAt) };
  });
  const { winner, margin } = outcomeOf(match.score);
  const weight = marginWeight(margin);
  const scoreOf = (team: TeamId) => (winner === null ? 0.5 : winner === team ? 1 : 0);
  const meanMu = (team: TeamId) => {
    const [a, b] = seats.filter((s) => s.team === team);
    return (a!.state.mu + b!.state.mu) / 2;
  };
  const difference = { team1: meanMu("team1") - meanMu("team2"), team2: meanMu("team2") - meanMu("team1") };

  const updated = seats.map((seat) => {
    let others = 0;
    for (const s of seats) if (s !== seat) others += s.state.phi * s.state.phi;
    return glicko2Update(
      seat.state,
      [
        {
          otherPhi: Math.sqrt(others / 4),
          difference: difference[seat.team],
          coefficient: PARTNER_SHARE,
          score: scoreOf(seat.team),
          weight,
        },
      ],
      { tau: TAU, maxPhi: MAX_PHI },
    );
  });
  const proposed = updated.map((state, i) => (state.mu - seats[i]!.state.mu) * GLICKO2_SCALE);
  // Near the rating band's edges the whole match is scaled down together, so no one leaves the band and
  // the changes keep their proportions (and their zero sum).
  let scale = 1;
  seats.forEach((seat, i) => {
    const change = proposed[i]!;
    const room = change > 0 ? MAX_RATING - seat.before.rating : MIN_RATING - seat.before.rating;
    if (change !== 0 && Math.abs(change) > Math.abs(room)) scale = Math.min(scale, Math.max(0, room / change));
  });

  return seats.map((seat, i) => {
    const state = updated[i]!;
    const last = seat.before.lastPlayedAt;
    const opponents = seats.filter((s) => s.team !== seat.team);
    return {
      matchId: match.id,
      playedAt: match.playedAt,
      player: seat.player,
      team: seat.team,
      result: winner === null ? "drew" : winner === seat.team ? "won" : "lost",
      before: seat.before,
      after: {
        rating: seat.before.rating + scale * proposed[i]!,
        rd: toRd(state.phi),
        volatility: state.sigma,
        matches: seat.before.matches + 1,
        lastPlayedAt: last && last > match.playedAt ? last : match.playedAt,
      },
      winProbability: pairWinProbability(
        seats.filter((s) => s.team === seat.team).map((s) => s.state),
        opponents.map((s) => s.state),
      ),
      opponentsRating: (opponents[0]!.before.rating + opponents[1]!.before.rating) / 2,
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
): Replay {
  const ratings = new Map(from);
  const history = new Map<PlayerId, LevelChange[]>();
  const ratingOf = (player: PlayerId) => ratings.get(player) ?? startOf(player);
  for (const match of [...matches].sort(compareMatches)) {
    for (const change of rateMatch(match, ratingOf)) {
      ratings.set(change.player, change.after);
      const rows = history.get(change.player);
      if (rows) rows.push(change);
      else history.set(change.player, [change]);
    }
  }
  return { ratings, history };
}

// Scoring a tournament match with Padel Score (issue 20, ADR 0027): which draw matches can be scored, the
// match settings Padel Score starts with (no setup screen), the draw's result read from Padel Score's
// final state, and what a synced point does to a result the draw already holds.
import { addDays, type IsoDate } from "./calendar";
import type { CategoryType } from "./categories";
import type { MatchScore } from "./match-result";
import type { MatchSettings, TournamentCategory } from "./match-settings";
import type { ScoreRules, TeamId } from "./score-rules";
import { PLAYER_NAME_MAX, TEAM_NAME_MAX } from "./score-rules";
import type { ScoreState, SetScore } from "./score";

/** The page that scores draw match `id` (its scorer link adds `?clave=`). */
export function scoreMatchPath(drawMatchId: number): string {
  return `/padel-score/partido/${drawMatchId}`;
}

/** A match is scored once both pairs are known; a bye is never played, and a played match is done. */
export function isScorable(match: { bye: boolean; entryAId: number | null; entryBId: number | null; winner: string | null }): boolean {
  return !match.bye && match.entryAId !== null && match.entryBId !== null && match.winner === null;
}

/** Text cut to `max` characters, an ellipsis marking the cut. */
function fit(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

export type ScoredPair = { players: [string, string] };

/**
 * What Padel Score starts a tournament match with: pair a is team 1, pair b team 2 (so the final score
 * reads from slot a's side, as the draw stores it), named by their players; the tournament's club; the
 * category; the draw's rules; shared live, so /padel-score/en-vivo/{id} shows it.
 */
export function tournamentMatchSettings(input: {
  a: ScoredPair;
  b: ScoredPair;
  club: { id: number | null; name: string };
  categoryType: CategoryType;
  category: TournamentCategory;
  rules: ScoreRules;
}): MatchSettings {
  const team = (pair: ScoredPair) => ({
    name: fit(pair.players.join(" / "), TEAM_NAME_MAX),
    players: [fit(pair.players[0], PLAYER_NAME_MAX), fit(pair.players[1], PLAYER_NAME_MAX)] as [string, string],
  });
  return {
    team1: team(input.a),
    team2: team(input.b),
    deuceRule: input.rules.deuceRule,
    numberOfSets: input.rules.numberOfSets,
    tieBreak: input.rules.tieBreak,
    superTieBreak: input.rules.numberOfSets === 3 && input.rules.superTieBreak,
    clubId: input.club.id,
    clubName: fit(input.club.name, 200),
    category: input.category,
    categoryType: input.categoryType,
    shareLive: true,
  };
}

/** The draw's result of a finished Padel Score match (team 1 is slot a); null while it is not finished. */
export function matchScoreOf(state: Pick<ScoreState, "phase" | "winner" | "setsHistory">): MatchScore | null {
  if (state.phase !== "finished" || state.winner === null) return null;
  return { kind: "sets", winner: state.winner, sets: state.setsHistory.map(copySet), unfinished: null };
}

function copySet(set: SetScore): SetScore {
  return {
    team1: set.team1,
    team2: set.team2,
    ...(set.tieBreak ? { tieBreak: { team1: set.tieBreak.team1, team2: set.tieBreak.team2 } } : {}),
    ...(set.superTieBreak ? { superTieBreak: true } : {}),
  };
}

const pairKey = (pair: Record<TeamId, number> | null | undefined) => (pair ? `${pair.team1}-${pair.team2}` : "");

/** Whether two results say the same thing (key order and absent optional fields aside: jsonb reorders keys). */
export function sameMatchScore(x: MatchScore | null, y: MatchScore | null): boolean {
  if (x === null || y === null) return x === y;
  const key = (score: MatchScore) =>
    [
      score.kind,
      score.winner,
      score.sets.map((set) => `${pairKey(set)}(${pairKey(set.tieBreak)})${set.superTieBreak ? "s" : ""}`).join(" "),
      pairKey(score.unfinished),
    ].join("|");
  return key(x) === key(y);
}

export type LiveResultChange = { kind: "set"; score: MatchScore } | { kind: "clear" } | { kind: "none" };

/**
 * What a synced point of a linked match does to the draw's result (ADR 0027). The scorer's result is the
 * one the linked match gave before this sync (`before`). Only a sync that changes the match's result acts
 * (a retry, or the organiser's later correction or clearing, is never undone by the phone); the draw's
 * result then follows the match while it is empty or still the scorer's, and a result the organiser
 * typed or corrected (anything else) is left alone:
 * - the match finished: its score becomes the result;
 * - the match is no longer finished (the scorer undid the last point): the scorer's result is cleared.
 */
export function liveResultChange(input: {
  stored: MatchScore | null;
  before: MatchScore | null;
  after: MatchScore | null;
}): LiveResultChange {
  const { stored, before, after } = input;
  if (sameMatchScore(before, after)) return { kind: "none" };
  const scorers = stored === null || (before !== null && sameMatchScore(stored, before));
  if (!scorers) return { kind: "none" };
  if (after !== null) return sameMatchScore(stored, after) ? { kind: "none" } : { kind: "set", score: after };
  return stored === null ? { kind: "none" } : { kind: "clear" };
}

/** Why a scorer link no longer scores its match: the match has a result, or the link's last day is past. */
export type ScorerLinkEnd = { kind: "result" } | { kind: "expired"; lastDay: IsoDate };

/**
 * Whether a scorer link still scores its match (docs/product.md §9.3). A link ends with its match: once
 * the match has a result (the draw's, or the linked Padel Score match is finished and its result on the
 * way), and at the latest when the day after the match's scheduled day is over in Mexico City (a match
 * with no scheduled day: the day after the tournament's last day). `today` is Mexico City's date. Only a
 * link's holder is bound by it: the tournament's editors and the match's players score by right.
 */
export function scorerLinkEnd(input: {
  hasResult: boolean;
  day: IsoDate | null;
  tournamentEndDate: IsoDate;
  today: IsoDate;
}): ScorerLinkEnd | null {
  if (input.hasResult) return { kind: "result" };
  const lastDay = addDays(input.day ?? input.tournamentEndDate, 1);
  return input.today > lastDay ? { kind: "expired", lastDay } : null;
}

/** Who sees 'Anotar' on the draw and the order of play: the tournament's editors and the match's own players. */
export type ScoringViewer = { canEdit: boolean; playerId: number | null };

/** The scoring page of a match `viewer` may score now (scorable, and theirs to score), else null. */
export function scoreHrefFor(
  match: { id: number; bye: boolean; entryAId: number | null; entryBId: number | null; winner: string | null },
  playerIds: readonly number[],
  viewer: ScoringViewer,
): string | null {
  if (!isScorable(match)) return null;
  const mayScore = viewer.canEdit || (viewer.playerId !== null && playerIds.includes(viewer.playerId));
  return mayScore ? scoreMatchPath(match.id) : null;
}

export {
  getLiveMatch,
  hashScorerSecret,
  listOwnerMatches,
  listScoreClubs,
  type LiveMatch,
  MATCH_SYNCED,
  type MatchSynced,
  MatchSyncError,
  newMatchRow,
  type OwnerMatch,
  streamLiveMatch,
  type SyncGuard,
  syncMatch,
} from "./matches.server";
export {
  answerMatchResult,
  type LineupPlayer,
  type MatchLineupView,
  matchLineup,
  myScoreMatches,
  setMatchLineup,
  takesPartIn,
} from "./match-lineup.server";
export { loadScoreMatchPage, SCORE_MATCH_INTENTS, scoreMatchAction } from "./match-page.server";

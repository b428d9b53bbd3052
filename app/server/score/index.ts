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
  syncMatch,
} from "./matches.server";

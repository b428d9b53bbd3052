export {
  getLiveMatch,
  hashScorerSecret,
  listOwnerMatches,
  listScoreClubs,
  type LiveMatch,
  MatchSyncError,
  newMatchRow,
  type OwnerMatch,
  streamLiveMatch,
  syncMatch,
} from "./matches.server";

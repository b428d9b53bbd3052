// The levels feature's public entry (issue 35): the stream of played matches, the stored ratings kept equal
// to a full replay of it, and what pages show of them. Low in the feature order: play, players and
// tournaments call it; it imports no feature.
export { drawMatchKey, playedMatches, scoreMatchKey, socialMatchKey, type StreamFilter, type StreamMatch } from "./played-matches.server";
export {
  applyMatchChanges,
  LEVELS_REPLAY_JOB,
  queueLevelsReplay,
  replayAllLevels,
  replayLevelsJob,
  type ReplayOptions,
  type ReplayReport,
} from "./level-store.server";
export { levelExample, levelsOf, type LevelPoint, playerLevelView, type PlayerLevelView } from "./level-page.server";
export { ratingsOf, startingRating } from "./player-ratings.server";
export { shortLevel, type ShortLevel, shortLevelsOf } from "./short-levels.server";
export { type LevelRanking, levelRanking, type LevelRankingRow } from "./level-ranking.server";

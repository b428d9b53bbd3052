// Levels (issue 35, ADR 0037): a Glicko-2 rating for doubles, read as a level from 1.0 to 7.0. Pure: the
// storage rates one match inside the transaction that writes its result (`rateMatch`) and replays the
// stream of played matches after a correction (`replay`).
export { BASE_RATING, GLICKO2_SCALE, type Glicko2State, glicko2Update, type Observation, toMu, toPhi, toRating, toRd } from "./glicko2";
export { type LevelScore, marginWeight, MARGIN_SLOPE, type Outcome, outcomeOf, PLAIN_MARGIN, type PointsResult } from "./margin";
export {
  compareMatches,
  expectedWinProbability,
  type LevelChange,
  LEVEL_PARAMETERS,
  type LevelParameters,
  type Partners,
  type PlayedMatch,
  type PlayerId,
  rateMatch,
  RATING_PERIOD_DAYS,
  ratingAt,
  replay,
  type Replay,
} from "./rating";
export {
  CATEGORY_RD,
  categoryForLevel,
  formatLevel,
  INITIAL_VOLATILITY,
  initialRating,
  type Level,
  levelOfRating,
  MAX_LEVEL,
  MAX_RATING,
  MAX_RD,
  MIN_LEVEL,
  MIN_RATING,
  type PlayerRating,
  POINTS_PER_LEVEL,
  ratingOfLevel,
  RELIABLE_MATCHES,
  RELIABLE_RD,
  reliabilityOf,
  type Reliability,
  shownLevel,
  toLevel,
} from "./scale";
export { formatLevelChange, levelChange, matchEffectText } from "./text";
export { LEVEL_RANKING_MIN_MATCHES, LEVEL_RANKING_PER_PAGE, pageWithin } from "./level-ranking";
export { levelCategoryWarning, pairLevel, WARN_FROM_STEPS } from "./category-warning";

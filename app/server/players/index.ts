export { JOIN_FORM, joinDefaults, type JoinDefaults } from "./join.server";
export { type FavoriteOverview, favoritePlayersOverview, type PlayedMatch, playerMatchesIcs } from "./player-matches.server";
export { loadPlayerPage, playerPageAction, type PlayerPageData } from "./player-page.server";
export { searchPlayers } from "./player-search.server";
export {
  bestRanking,
  createPlayer,
  findPlayer,
  findPlayerNearHandle,
  HANDLE_TAKEN,
  listPlayers,
  playerExists,
  type PlayerRecord,
  toggleFavoritePlayer,
  wonTournaments,
} from "./players.server";
export { loadRankingPage } from "./ranking-page.server";
export { moveRankingDay, RANKING_DAY_JOB, runRankingDay, startRankingDayScheduler } from "./ranking-day.server";
export { publicRanking, publicRankingPage, rankingFor, rankingPageFor, type TopPlayer, topPlayersByTitles } from "./rankings.server";
export { drawPairs, type DrawPair } from "./draw-pairs.server";

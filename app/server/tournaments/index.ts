export { type FeaturedClub, type FeaturedCoach, homePage, homeTournaments, type RankingLinkGroup } from "./home.server";
export { addPlayer } from "./tournament-actions.server";
export { allRegistrations, type RegistrationAdminRow, registrationsCsv } from "./tournament-admin.server";
export { REGISTER_TOURNAMENT, REGISTER_TOURNAMENT_ERROR, searchUsers } from "./tournament-create.server";
export {
  findTournament,
  loadTournamentPage,
  TOURNAMENT_NOT_FOUND,
  tournamentAliasPath,
  tournamentPageAction,
  type TournamentParams,
} from "./tournament-page.server";
export {
  getTournament,
  type ListTab,
  listTournaments,
  parseListFilters,
  recentChampions,
  type RegisteredPlayer,
  type ResultRow,
  type TournamentCard,
  type TournamentDetail,
  tournamentResults,
} from "./tournaments.server";
export {
  categoryPairs,
  categoryRegistrations,
  type CategoryRef,
  categoryRefLabel,
  playerPeople,
  userPeople,
} from "./category-pairs.server";
export { forgetVisitor, visitorPartsOf, type VisitorParts } from "./visitor-parts.server";

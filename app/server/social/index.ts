export { canEditSocialEvent, requireSocialEditor } from "./social-permissions.server";
export {
  addEntry,
  ALREADY_SIGNED_UP,
  checkIn,
  leaveEvent,
  type Placement,
  promoteWaiting,
  removeEntry,
  SIGN_UP_CLOSED,
  signUp,
} from "./social-entries.server";
export {
  clubSocialEvents,
  createSocialEvent,
  getSocialEvent,
  listSocialEvents,
  SOCIAL_CHANGE,
  SOCIAL_EVENT_NOT_FOUND,
  SOCIAL_PAGE_SIZE,
  type SocialEntryRow,
  type SocialEventCard,
  type SocialEventDetail,
  socialEntries,
  socialEventCalendar,
  socialEventsForSitemap,
  updateSocialEvent,
} from "./social-events.server";
export { joinLate, withdrawPlayer } from "./social-lineup.server";
export { SOCIAL_EVENT_INTENTS, SOCIAL_PLAYER_INTENTS } from "./social-forms.server";
export {
  forgetSocialVisitor,
  loadSocialCreatePage,
  loadSocialEventPage,
  loadSocialList,
  loadSocialScreen,
  loadSocialVisitor,
  SOCIAL_SCREEN_REFRESH_SECONDS,
  type SocialVisitorParts,
  socialCreateAction,
  socialEventPageAction,
} from "./social-page.server";
export {
  ALL_ROUNDS_PLAYED,
  LINK_EVENT_FINISHED,
  linkRoundClosed,
  EVENT_FINISHED,
  EVENT_STARTED,
  eventStandings,
  finishSocialEvent,
  nextSocialRound,
  ROUND_CLOSED,
  roundIncomplete,
  saveSocialScore,
  type SocialMatchView,
  type SocialPlay,
  socialPlay,
  SOCIAL_SCORE_CHANGE,
  type SocialRoundView,
  type SocialStandingView,
  STALE_LINK_SCORE,
  STALE_SCORE,
  standingsOfEvents,
  startSocialEvent,
} from "./social-rounds.server";
export { notifySocial, type SocialSnapshot, socialVersion, streamSocialEvent } from "./social-live.server";
export { socialVisitorsChanged } from "./social-visitor-memo.server";
export {
  loadRoundScorePage,
  roundScoreAction,
  type RoundScoreLink,
  roundScoreLinks,
  roundScorePath,
  SCORE_LINK_NOT_VALID,
} from "./social-round-link.server";
export {
  ownSocialEvents,
  type PlayedSocialEvent,
  PLAYER_SOCIAL_SHOWN,
  playerSocialCalendar,
  playerSocialEvents,
  type PlayerSocialEvents,
  socialSummary,
  type UpcomingSocialEvent,
} from "./social-player.server";

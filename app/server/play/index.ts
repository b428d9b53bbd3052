export { type ClubScreenData, loadClubScreen, type ScreenMatch } from "./club-screen.server";
export { addEntry, lockEntries } from "./draw-entries.server";
export {
  categoryFromSlug,
  drawPageAction,
  type DrawView,
  loadDrawPage,
  loadDrawView,
  type DrawMatchView,
  type DrawPairView,
} from "./draw-page.server";
export { setMatchResult } from "./draw-results.server";
export { type DrawKey } from "./draw-store.server";
export { DEFAULT_DRAW_SETTINGS, generateDraw, publishDraw, saveDrawSettings } from "./draws.server";
export { type PlaySnapshot, streamTournamentPlay } from "./live-play.server";
export { type StaleMatchReply } from "./play-forms.server";
export { followScoredMatch } from "./live-results.server";
export { loadMatchScoringPage, matchScoringAction, type MatchScoringData, scorerLinkSyncGuard, takeOverMatch } from "./live-scoring.server";
export {
  deliverDrawPublished,
  deliverMatchReminder,
  DRAW_PUBLISHED_JOB,
  MATCH_REMINDER_JOB,
  MATCH_REMINDERS_AUTOMATION,
  reconcileAllReminders,
  reconcileRemindersOfUser,
  reconcileRemindersSoon,
} from "./match-reminders.server";
export {
  deliverSocialReminder,
  deliverSocialSignUp,
  reconcileAllSocialNotices,
  reconcileSocialNotices,
  reconcileSocialNoticesOfUser,
  SOCIAL_REMINDER_JOB,
  SOCIAL_SIGN_UP_JOB,
} from "./social-notices.server";
export {
  loadOrderOfPlay,
  orderOfPlayAction,
  type OrderOfPlayData,
  type ScheduledMatchView,
  type ScheduledPairView,
} from "./order-of-play.server";
export { type GenerateReplyData } from "./play-schedule-forms.server";
export { loadOptOutPage, OPT_OUT_INTENTS } from "./reminder-opt-out.server";
export { generateSchedule, saveScheduleSettings } from "./schedule.server";
export { notifyPlay, PLAY_CHANGED } from "./play-changes.server";

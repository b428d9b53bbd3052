export { getProfile, linkPlayer, reportPlayerLink, titlesOf } from "./account.server";
export { AUTH_INTENTS, RESET_PASSWORD_INTENTS } from "./auth-forms.server";
export { getAuth, localizeAuthError } from "./auth.server";
export { hashPassword } from "./password.server";
export {
  adminGuard,
  canEditClub,
  canEditTournament,
  canRemoveWinners,
  guardedAdmin,
  isAdmin,
  refuseAnonymous,
  requireAdmin,
  requireClubAdmin,
  requireTournamentEditor,
  requireUser,
  type SessionUser,
  signInPath,
} from "./permissions.server";
export { PROFILE_INTENTS } from "./profile-forms.server";
export { currentUser, type RequestArgs, sessionMiddleware } from "./request-context.server";
export { shellData } from "./shell.server";
export { REMINDER_PREFERENCE_CHANGED, setMatchReminders } from "./account.server";
export { demoCredentialWriter } from "./demo-credentials.server";
export { sessionToken, visitorKind, type VisitorKind } from "./visitor-kind.server";

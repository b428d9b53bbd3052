export { type ClubPage, findClubIdBySlug, getClubPage, listAmenities, listClubOptions, listClubs } from "./clubs.server";
export { classRequestClientKey, type CoachPage, findCoachIdBySlug, getCoachPage, listCoaches, registeredBy } from "./coaches.server";
export {
  CLUB_INTENTS,
  COACH_INTENTS,
  PUBLIC_COACH_INTENTS,
  REGISTER_CLUB,
  REGISTER_CLUB_INTENT,
  REGISTER_COACH,
  REGISTER_COACH_INTENT,
} from "./directory-forms.server";

// Drizzle relations for the relational query API (db.query.*). Kept apart from the tables so the
// table modules can reference each other lazily without import cycles at evaluation time.
import { relations } from "drizzle-orm";
import { account, session, user } from "./auth";
import { auditLog } from "./audit-log";
import { amenity, club, clubAdmin, clubAmenity, clubImage } from "./club";
import { coach, coachClub } from "./coach";
import { joinSignup } from "./join-signup";
import { match } from "./match";
import { favorite, player, playerClaim } from "./player";
import { registration } from "./registration";
import { request } from "./request";
import { result } from "./result";
import { sponsor } from "./sponsor";
import { tournament, tournamentImage, tournamentOrganizer } from "./tournament";
import { whatsappConversation, whatsappMessage } from "./whatsapp";

export const userRelations = relations(user, ({ one, many }) => ({
  sessions: many(session),
  accounts: many(account),
  preferredClub: one(club, { fields: [user.preferredClubId], references: [club.id] }),
  player: one(player, { fields: [user.id], references: [player.userId], relationName: "playerAccount" }),
  favorites: many(favorite),
  registrations: many(registration),
  organizedTournaments: many(tournamentOrganizer),
  administeredClubs: many(clubAdmin),
  playerClaims: many(playerClaim, { relationName: "claimUser" }),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const playerRelations = relations(player, ({ one, many }) => ({
  user: one(user, { fields: [player.userId], references: [user.id], relationName: "playerAccount" }),
  creator: one(user, { fields: [player.createdBy], references: [user.id], relationName: "playerCreator" }),
  favorites: many(favorite),
  claims: many(playerClaim),
  resultsAsPlayer1: many(result, { relationName: "resultPlayer1" }),
  resultsAsPlayer2: many(result, { relationName: "resultPlayer2" }),
  partnerIn: many(registration),
  coaches: many(coach),
}));

export const favoriteRelations = relations(favorite, ({ one }) => ({
  user: one(user, { fields: [favorite.userId], references: [user.id] }),
  player: one(player, { fields: [favorite.playerId], references: [player.id] }),
}));

export const playerClaimRelations = relations(playerClaim, ({ one }) => ({
  player: one(player, { fields: [playerClaim.playerId], references: [player.id] }),
  user: one(user, { fields: [playerClaim.userId], references: [user.id], relationName: "claimUser" }),
  reviewer: one(user, { fields: [playerClaim.reviewedBy], references: [user.id], relationName: "claimReviewer" }),
}));

export const clubRelations = relations(club, ({ many }) => ({
  admins: many(clubAdmin),
  images: many(clubImage),
  amenities: many(clubAmenity),
  coaches: many(coachClub),
  tournaments: many(tournament),
  matches: many(match),
  requests: many(request),
  joinSignups: many(joinSignup),
}));

export const clubAdminRelations = relations(clubAdmin, ({ one }) => ({
  club: one(club, { fields: [clubAdmin.clubId], references: [club.id] }),
  user: one(user, { fields: [clubAdmin.userId], references: [user.id] }),
}));

export const clubImageRelations = relations(clubImage, ({ one }) => ({
  club: one(club, { fields: [clubImage.clubId], references: [club.id] }),
}));

export const amenityRelations = relations(amenity, ({ many }) => ({
  clubs: many(clubAmenity),
}));

export const clubAmenityRelations = relations(clubAmenity, ({ one }) => ({
  club: one(club, { fields: [clubAmenity.clubId], references: [club.id] }),
  amenity: one(amenity, { fields: [clubAmenity.amenityId], references: [amenity.id] }),
}));

export const coachRelations = relations(coach, ({ one, many }) => ({
  player: one(player, { fields: [coach.playerId], references: [player.id] }),
  user: one(user, { fields: [coach.userId], references: [user.id] }),
  clubs: many(coachClub),
}));

export const coachClubRelations = relations(coachClub, ({ one }) => ({
  coach: one(coach, { fields: [coachClub.coachId], references: [coach.id] }),
  club: one(club, { fields: [coachClub.clubId], references: [club.id] }),
}));

export const tournamentRelations = relations(tournament, ({ one, many }) => ({
  club: one(club, { fields: [tournament.clubId], references: [club.id] }),
  creator: one(user, { fields: [tournament.createdBy], references: [user.id] }),
  organizers: many(tournamentOrganizer),
  images: many(tournamentImage),
  registrations: many(registration),
  results: many(result),
}));

export const tournamentOrganizerRelations = relations(tournamentOrganizer, ({ one }) => ({
  tournament: one(tournament, { fields: [tournamentOrganizer.tournamentId], references: [tournament.id] }),
  user: one(user, { fields: [tournamentOrganizer.userId], references: [user.id] }),
}));

export const tournamentImageRelations = relations(tournamentImage, ({ one }) => ({
  tournament: one(tournament, { fields: [tournamentImage.tournamentId], references: [tournament.id] }),
}));

export const registrationRelations = relations(registration, ({ one }) => ({
  tournament: one(tournament, { fields: [registration.tournamentId], references: [tournament.id] }),
  user: one(user, { fields: [registration.userId], references: [user.id] }),
  partner: one(player, { fields: [registration.partnerPlayerId], references: [player.id] }),
}));

export const resultRelations = relations(result, ({ one }) => ({
  tournament: one(tournament, { fields: [result.tournamentId], references: [tournament.id] }),
  player1: one(player, { fields: [result.player1Id], references: [player.id], relationName: "resultPlayer1" }),
  player2: one(player, { fields: [result.player2Id], references: [player.id], relationName: "resultPlayer2" }),
  creator: one(user, { fields: [result.createdBy], references: [user.id] }),
}));

export const sponsorRelations = relations(sponsor, ({ one }) => ({
  submitter: one(user, { fields: [sponsor.submittedBy], references: [user.id] }),
}));

export const requestRelations = relations(request, ({ one }) => ({
  club: one(club, { fields: [request.clubId], references: [club.id] }),
  user: one(user, { fields: [request.userId], references: [user.id] }),
}));

export const joinSignupRelations = relations(joinSignup, ({ one }) => ({
  club: one(club, { fields: [joinSignup.clubId], references: [club.id] }),
  user: one(user, { fields: [joinSignup.userId], references: [user.id] }),
}));

export const matchRelations = relations(match, ({ one }) => ({
  owner: one(user, { fields: [match.ownerUserId], references: [user.id] }),
  club: one(club, { fields: [match.clubId], references: [club.id] }),
}));

export const whatsappConversationRelations = relations(whatsappConversation, ({ many }) => ({
  messages: many(whatsappMessage),
}));

export const whatsappMessageRelations = relations(whatsappMessage, ({ one }) => ({
  conversation: one(whatsappConversation, {
    fields: [whatsappMessage.conversationId],
    references: [whatsappConversation.id],
  }),
  sender: one(user, { fields: [whatsappMessage.sentBy], references: [user.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(user, { fields: [auditLog.actorUserId], references: [user.id] }),
}));

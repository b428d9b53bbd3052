import type * as schema from "../schema/index";
import type { Gender, RankingCategory } from "../../app/domain/categories";
import type { PastDrawPlan } from "./past-draws";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

// Rows carry explicit ids (1-based, per table) so the generator can link them without the database;
// the writer shifts them past any existing ids.
export type WithId<T> = T & { id: number };

export type UserRow = Insert<typeof schema.user> & { id: string; createdAt: Date; updatedAt: Date };
export type ClubRow = WithId<Insert<typeof schema.club>>;
export type AmenityRow = WithId<Insert<typeof schema.amenity>>;
export type ClubAmenityRow = Insert<typeof schema.clubAmenity>;
export type ClubAdminRow = Insert<typeof schema.clubAdmin>;
export type PlayerRow = WithId<Insert<typeof schema.player>>;
export type FavoriteRow = Insert<typeof schema.favorite>;
export type CoachRow = WithId<Insert<typeof schema.coach>>;
export type CoachClubRow = Insert<typeof schema.coachClub>;
export type TournamentRow = WithId<Insert<typeof schema.tournament>> & { startDate: string; endDate: string };
export type TournamentOrganizerRow = Insert<typeof schema.tournamentOrganizer>;
export type ResultRow = WithId<Insert<typeof schema.result>>;
export type RegistrationRow = WithId<Insert<typeof schema.registration>>;
export type SponsorRow = WithId<Insert<typeof schema.sponsor>>;
export type RequestRow = WithId<Insert<typeof schema.request>>;
export type JoinSignupRow = WithId<Insert<typeof schema.joinSignup>>;

/** What the generator knows about a player beyond the row: it decides which categories they play. */
export interface PlayerProfile {
  id: number;
  gender: Gender;
  level: RankingCategory;
  /** Also plays the '50+' category. */
  veteran: boolean;
  userId: string | null;
}

export interface SeedData {
  users: UserRow[];
  clubs: ClubRow[];
  amenities: AmenityRow[];
  clubAmenities: ClubAmenityRow[];
  clubAdmins: ClubAdminRow[];
  players: PlayerRow[];
  favorites: FavoriteRow[];
  coaches: CoachRow[];
  coachClubs: CoachClubRow[];
  tournaments: TournamentRow[];
  tournamentOrganizers: TournamentOrganizerRow[];
  results: ResultRow[];
  /** Draws of finished tournaments, played to the recorded placements (past-draws.ts). */
  pastDraws: PastDrawPlan[];
  registrations: RegistrationRow[];
  sponsors: SponsorRow[];
  requests: RequestRow[];
  joinSignups: JoinSignupRow[];
  /** User ids of the demo accounts, by e-mail, for the credential hook. */
  demoUserIds: Map<string, string>;
}

export interface GenerateOptions {
  players: number;
  tournaments: number;
  seed: number;
  now: Date;
  /** At least this many results (extra categories of finished tournaments are played); default none. */
  minResults?: number;
}

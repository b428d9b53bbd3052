// The shapes shared by the social formats (issue 32): a round is matches of two sides of two players plus
// the players who sit it out.

export type SocialFormat = "americano" | "mexicano" | "americano-equipos" | "mexicano-equipos";

export const SOCIAL_FORMATS: readonly SocialFormat[] = ["americano", "mexicano", "americano-equipos", "mexicano-equipos"];

/** A player's id as the storage gives it (any non-empty string). */
export type PlayerId = string;

/** Two players on one side of a match (in the team variants, a fixed pair). */
export type Side = readonly [PlayerId, PlayerId];

export type SocialMatch = { court: number; team1: Side; team2: Side };

export type Round = { number: number; matches: SocialMatch[]; sittingOut: PlayerId[] };

/** Points of one match, side 1 then side 2. */
export type SocialScore = readonly [number, number];

/** Mexicano's pairing inside a group of four, by standings: 1st+3rd vs 2nd+4th, or 1st+4th vs 2nd+3rd. */
export type MexicanoRule = "1y3-vs-2y4" | "1y4-vs-2y3";

/** What a sit-out earns in the standings: the player's average points per match played, or a fixed number. */
export type SitOutRule = { kind: "promedio" } | { kind: "fijo"; points: number };

// The range the rules are tested for (every count in it, property tests); larger events are refused.
export const MIN_SOCIAL_PLAYERS = 4;
export const MAX_SOCIAL_PLAYERS = 40;
export const MAX_SOCIAL_COURTS = 10;
export const MAX_SOCIAL_ROUNDS = 40;

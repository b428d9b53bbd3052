import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { inList } from "./columns";
import { match } from "./match";
import { player } from "./player";

// Levels (issue 35, ADR 0037): every player's rating from the stream of played matches, and one history row
// per player and rated match, so a correction replays from the corrected match on and a profile explains
// each change. Ratings are double precision: a replay equals the incremental result only if they round-trip.

/** A player's current rating (app/domain/levels' PlayerRating); no row until their first rated match. */
export const playerLevel = pgTable(
  "player_level",
  {
    playerId: integer("player_id")
      .primaryKey()
      .references(() => player.id, { onDelete: "cascade" }),
    rating: doublePrecision("rating").notNull(),
    rd: doublePrecision("rd").notNull(),
    volatility: doublePrecision("volatility").notNull(),
    matches: integer("matches").notNull(),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [check("player_level_matches_check", sql`${t.matches} >= 0`)],
);

/**
 * One player's change from one rated match (`match_key` is the stream's id: 'draw-12', 'score-<uuid>').
 * The 'after' columns restore the player's rating as of that match when a replay starts after it.
 */
export const levelHistory = pgTable(
  "level_history",
  {
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    matchKey: text("match_key").notNull(),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull(),
    team: integer("team").notNull(),
    result: text("result").notNull(),
    ratingBefore: doublePrecision("rating_before").notNull(),
    rdBefore: doublePrecision("rd_before").notNull(),
    ratingAfter: doublePrecision("rating_after").notNull(),
    rdAfter: doublePrecision("rd_after").notNull(),
    volatilityAfter: doublePrecision("volatility_after").notNull(),
    /** The player's pair's chance of winning before the match, 0 to 1. */
    winProbability: doublePrecision("win_probability").notNull(),
    /** The opposing pair's mean rating before the match. */
    opponentsRating: doublePrecision("opponents_rating").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.matchKey] }),
    check("level_history_team_check", sql`${t.team} in (1, 2)`),
    check("level_history_result_check", inList(t.result, ["won", "lost", "drew"])),
    index("level_history_player_id_played_at_idx").on(t.playerId, t.playedAt),
    index("level_history_match_key_idx").on(t.matchKey),
  ],
);

/**
 * A player's word on a Padel Score match's result (issue 35): it counts for levels once a player of each
 * side confirmed and none disputed. Not read yet: the Padel Score source of the stream comes next.
 */
export const matchConfirmation = pgTable(
  "match_confirmation",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => match.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    team: integer("team").notNull(),
    verdict: text("verdict").notNull(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    unique("match_confirmation_match_id_player_id_unique").on(t.matchId, t.playerId),
    check("match_confirmation_team_check", sql`${t.team} in (1, 2)`),
    check("match_confirmation_verdict_check", inList(t.verdict, ["confirmed", "disputed"])),
    index("match_confirmation_player_id_idx").on(t.playerId),
  ],
);

/** Bumped by every write of levels: a full replay computed outside a transaction writes only if none came between. */
export const levelState = pgTable("level_state", {
  id: integer("id").primaryKey(),
  version: integer("version").default(0).notNull(),
});

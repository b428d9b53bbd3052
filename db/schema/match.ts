import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { inList, timestamps } from "./columns";
import { MATCH_STATUSES } from "./constants";
import { player } from "./player";

/**
 * A Padel Score match. The uuid is the public id (/padel-score/en-vivo/{id}). The scorer's device
 * keeps a secret; only its hash is stored. `events` is the point log the score engine replays;
 * `state` is the last computed snapshot. `version` supports optimistic concurrency.
 */
export const match = pgTable(
  "match",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    scorerSecretHash: text("scorer_secret_hash").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    events: jsonb("events").$type<unknown[]>().default([]).notNull(),
    state: jsonb("state").$type<Record<string, unknown>>(),
    status: text("status").default("in_progress").notNull(),
    shareLive: boolean("share_live").default(false).notNull(),
    clubId: integer("club_id").references(() => club.id, { onDelete: "set null" }),
    version: integer("version").default(0).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("match_status_check", inList(t.status, MATCH_STATUSES)),
    check("match_version_check", sql`${t.version} >= 0`),
    index("match_owner_user_id_created_at_idx").on(t.ownerUserId, t.createdAt.desc()),
    index("match_club_id_idx").on(t.clubId),
    index("match_status_updated_at_idx").on(t.status, t.updatedAt.desc()),
  ],
);

/**
 * The players of a Padel Score match (issue 35), set by its owner: team 1|2, position 1|2. A match whose four
 * players are linked and whose result a player of each side confirmed counts for levels (match_confirmation).
 */
export const matchPlayer = pgTable(
  "match_player",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => match.id, { onDelete: "cascade" }),
    team: integer("team").notNull(),
    position: integer("position").notNull(),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.team, t.position] }),
    unique("match_player_match_id_player_id_unique").on(t.matchId, t.playerId),
    check("match_player_team_check", sql`${t.team} in (1, 2)`),
    check("match_player_position_check", sql`${t.position} in (1, 2)`),
    index("match_player_player_id_idx").on(t.playerId),
  ],
);

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, time, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { createdAt, id, inList, notBlank, timestamps, updatedAt } from "./columns";
import { player } from "./player";
import { SOCIAL_FORMATS, SOCIAL_GENDER_MIXES, SOCIAL_STATUSES } from "../../app/domain/social-event";
import { SOCIAL_MEXICANO_OPENINGS, SOCIAL_MEXICANO_RULES, SOCIAL_SIT_OUT_RULES } from "../../app/domain/social-event-rules";

/** A social event (issue 32): an Americano or Mexicano night at a club, players signing up alone or in pairs. */
export const socialEvent = pgTable(
  "social_event",
  {
    id: id(),
    clubId: integer("club_id")
      .notNull()
      .references(() => club.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    /** Calendar date and start time in America/Mexico_City. */
    date: date("date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    format: text("format").notNull(),
    /** Court names in the order the rounds use them ('Cancha 1', 'Central'). */
    courts: text("courts").array().notNull(),
    /** Either a number of rounds or a time budget in minutes (exactly one is set). */
    rounds: integer("rounds"),
    minutes: integer("minutes"),
    /** 16, 21, 24 or 32; null: matches are played by time. */
    pointsPerMatch: integer("points_per_match"),
    serveRule: text("serve_rule"),
    playerCap: integer("player_cap").notNull(),
    /** Free-text price per person, as tournaments ('$250 por persona'). */
    price: text("price"),
    /** Optional level range by category ('4ta' to '6ta'). */
    categoryFrom: text("category_from"),
    categoryTo: text("category_to"),
    genderMix: text("gender_mix").default("abierto").notNull(),
    status: text("status").default("inscripciones").notNull(),
    /** What a sit-out earns: 'promedio' (the player's average points) or 'fijo' (sit_out_points). */
    sitOutRule: text("sit_out_rule").default("promedio").notNull(),
    sitOutPoints: integer("sit_out_points"),
    /** Mexicano's pairing inside each four: '1y3-vs-2y4' or '1y4-vs-2y3'. */
    mexicanoRule: text("mexicano_rule").default("1y3-vs-2y4").notNull(),
    /** Mexicano's round 1: 'azar' (seeded random) or 'nivel' (by the players' levels). */
    mexicanoOpening: text("mexicano_opening").default("azar").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("social_event_title_check", notBlank(t.title)),
    check("social_event_format_check", inList(t.format, SOCIAL_FORMATS)),
    check("social_event_gender_mix_check", inList(t.genderMix, SOCIAL_GENDER_MIXES)),
    check("social_event_status_check", inList(t.status, SOCIAL_STATUSES)),
    check("social_event_courts_check", sql`cardinality(${t.courts}) between 1 and 10`),
    check("social_event_cap_check", sql`${t.playerCap} between 4 and 40`),
    check("social_event_points_check", sql`${t.pointsPerMatch} is null or ${t.pointsPerMatch} in (16, 21, 24, 32)`),
    check("social_event_sit_out_rule_check", inList(t.sitOutRule, SOCIAL_SIT_OUT_RULES)),
    check(
      "social_event_sit_out_points_check",
      sql`(${t.sitOutRule} = 'fijo') = (${t.sitOutPoints} is not null) and coalesce(${t.sitOutPoints}, 0) between 0 and 99`,
    ),
    check("social_event_mexicano_rule_check", inList(t.mexicanoRule, SOCIAL_MEXICANO_RULES)),
    check("social_event_mexicano_opening_check", inList(t.mexicanoOpening, SOCIAL_MEXICANO_OPENINGS)),
    check("social_event_length_check", sql`(${t.rounds} is null) <> (${t.minutes} is null)`),
    index("social_event_date_idx").on(t.date, t.startTime),
    index("social_event_club_id_idx").on(t.clubId, t.date),
    index("social_event_created_by_idx").on(t.createdBy),
  ],
);

/** Users who may edit a social event besides its creator and administrators. */
export const socialEventOrganizer = pgTable(
  "social_event_organizer",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => socialEvent.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("social_event_organizer_user_id_idx").on(t.userId)],
);

/**
 * A player signed up for a social event: in (waiting_position null) or on the waiting list (1 is next).
 * In the team variants both players of a pair share pair_id (the first one's entry id) and their place.
 */
export const socialEntry = pgTable(
  "social_entry",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => socialEvent.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    pairId: integer("pair_id"),
    waitingPosition: integer("waiting_position"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Withdrawn once play started: plays no round from this number on (keeps the points already won). */
    withdrawnFromRound: integer("withdrawn_from_round"),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("social_entry_event_id_player_id_unique").on(t.eventId, t.playerId),
    check("social_entry_waiting_position_check", sql`${t.waitingPosition} is null or ${t.waitingPosition} > 0`),
    check("social_entry_withdrawn_check", sql`${t.withdrawnFromRound} is null or ${t.withdrawnFromRound} > 0`),
    index("social_entry_event_id_idx").on(t.eventId, t.waitingPosition),
    index("social_entry_player_id_idx").on(t.playerId),
    index("social_entry_added_by_idx").on(t.addedBy),
  ],
);

export const SOCIAL_ROUND_STATUSES = ["en-juego", "terminada"] as const;

/**
 * A round of a social event. Americano stores every round when the event starts; Mexicano one round at a
 * time. A round is 'terminada' once the next one starts (its scores then stay as they are).
 */
export const socialRound = pgTable(
  "social_round",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => socialEvent.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: text("status").default("en-juego").notNull(),
    /** Player ids who sit this round out, in the order the rules gave them. */
    sittingOut: integer("sitting_out")
      .array()
      .default(sql`'{}'::integer[]`)
      .notNull(),
    /**
     * sha256 of the round's score link secret (social-round-link.server.ts): the link lets anyone holding it
     * enter that round's scores until the round closes or the event ends. Null: no link made yet.
     */
    scoreLinkHash: text("score_link_hash").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("social_round_event_id_number_unique").on(t.eventId, t.number),
    check("social_round_number_check", sql`${t.number} > 0`),
    check("social_round_status_check", inList(t.status, SOCIAL_ROUND_STATUSES)),
  ],
);

/**
 * A match of a round on a court (index into social_event.courts, 0-based) with two sides of two players.
 * points1/points2 null until scored; `version` goes up with every saved score, so a save made on an older
 * version (a second organiser's screen) is refused instead of overwriting unseen.
 */
export const socialMatch = pgTable(
  "social_match",
  {
    id: id(),
    roundId: integer("round_id")
      .notNull()
      .references(() => socialRound.id, { onDelete: "cascade" }),
    court: integer("court").notNull(),
    team1Player1: integer("team1_player1")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    team1Player2: integer("team1_player2")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    team2Player1: integer("team2_player1")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    team2Player2: integer("team2_player2")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    points1: integer("points1"),
    points2: integer("points2"),
    version: integer("version").default(0).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("social_match_round_id_court_unique").on(t.roundId, t.court),
    check("social_match_court_check", sql`${t.court} >= 0 and ${t.court} < 10`),
    check(
      "social_match_points_check",
      sql`(${t.points1} is null) = (${t.points2} is null) and coalesce(${t.points1}, 0) >= 0 and coalesce(${t.points2}, 0) >= 0`,
    ),
    check("social_match_version_check", sql`${t.version} >= 0`),
    index("social_match_team1_player1_idx").on(t.team1Player1),
    index("social_match_team1_player2_idx").on(t.team1Player2),
    index("social_match_team2_player1_idx").on(t.team2Player1),
    index("social_match_team2_player2_idx").on(t.team2Player2),
    index("social_match_updated_by_idx").on(t.updatedBy),
  ],
);

import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { CATEGORY_TYPES } from "../../app/domain/categories";
import { GROUP_SIZE_CHOICES, MAX_GROUP_COUNT } from "../../app/domain/draw-groups";
import type { MatchScore } from "../../app/domain/match-result";
import { SEED_BY } from "../../app/domain/draw-seeding";
import { DRAW_FORMATS, DRAW_STATUSES, MATCH_SLOTS, MATCH_STAGES } from "../../app/domain/play";
import type { ScheduleDay } from "../../app/domain/schedule";
import type { ScoreRules } from "../../app/domain/score-rules";
import { id, inList, notBlank, timestamps } from "./columns";
import { match } from "./match";
import { player } from "./player";
import { registration } from "./registration";
import { tournament } from "./tournament";

// Tournament play (issue 19, ADR 0022): the pure rules in app/domain make draws, group tables, results
// and the order of play; these tables store what they return.

const HH_MM = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/**
 * One category's competition in a tournament (e.g. Varonil 3ra): its format, match rules and the
 * random seed of its draw, so the same draw can be made again. One per category: generating twice at
 * once (two tabs) meets this unique key.
 */
export const draw = pgTable(
  "draw",
  {
    id: id(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    /** Capitalised as in `result`: Varonil | Femenil | Mixto. */
    categoryType: text("category_type").notNull(),
    category: text("category").notNull(),
    format: text("format").default("elimination").notNull(),
    /** Group stage: pairs going on from each group (1 or 2). */
    qualifiersPerGroup: integer("qualifiers_per_group").default(1).notNull(),
    /** Group stage: the organiser's number of groups, or (exclusive) pairs per group; both null: automatic. */
    groupCount: integer("group_count"),
    groupSize: integer("group_size"),
    /** Elimination: first-round losers play a consolation draw. */
    consolation: boolean("consolation").default(false).notNull(),
    /** The Padel Score rules every match of the category is played and checked with. */
    rules: jsonb("rules").$type<ScoreRules>().notNull(),
    status: text("status").default("entries").notNull(),
    entriesLocked: boolean("entries_locked").default(false).notNull(),
    /** 0..2^32-1 (seeded-random.ts), chosen when the draw is made; null before. */
    drawSeed: bigint("draw_seed", { mode: "number" }),
    /** What the draw was seeded by (draw-seeding.ts): ranking points or the players' levels (issue 35). */
    seedBy: text("seed_by").default("points").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("draw_tournament_category_unique").on(t.tournamentId, t.categoryType, t.category),
    check("draw_category_type_check", inList(t.categoryType, CATEGORY_TYPES)),
    check("draw_category_check", notBlank(t.category)),
    check("draw_format_check", inList(t.format, DRAW_FORMATS)),
    check("draw_status_check", inList(t.status, DRAW_STATUSES)),
    check("draw_qualifiers_check", sql`${t.qualifiersPerGroup} in (1, 2)`),
    check("draw_group_count_check", sql`${t.groupCount} between 1 and ${sql.raw(String(MAX_GROUP_COUNT))}`),
    check("draw_group_size_check", sql`${t.groupSize} in (${sql.raw(GROUP_SIZE_CHOICES.join(", "))})`),
    check("draw_group_split_check", sql`${t.groupCount} is null or ${t.groupSize} is null`),
    check("draw_seed_check", sql`${t.drawSeed} between 0 and 4294967295`),
    check("draw_seed_by_check", inList(t.seedBy, SEED_BY)),
  ],
);

/**
 * A pair in a draw. Made from a confirmed registration with a partner, from two individual
 * registrations paired by the organiser, or added by hand (no registration).
 */
export const drawEntry = pgTable(
  "draw_entry",
  {
    id: id(),
    drawId: integer("draw_id")
      .notNull()
      .references(() => draw.id, { onDelete: "cascade" }),
    player1Id: integer("player1_id")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    player2Id: integer("player2_id")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    registration1Id: integer("registration1_id").references(() => registration.id, { onDelete: "set null" }),
    registration2Id: integer("registration2_id").references(() => registration.id, { onDelete: "set null" }),
    /** 1 is the top seed; set when the draw is made. */
    seed: integer("seed"),
    /** The organiser's seed, applied over the ranking's order when the draw is made again. */
    seedOverride: integer("seed_override"),
    /**
     * When the pair withdrew from a draw in play (docs/product.md §10.1): it stays in the draw, and every
     * match it has left is a W.O. for its rival (draw-withdrawal.ts). Null while it plays.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("draw_entry_distinct_players_check", sql`${t.player1Id} <> ${t.player2Id}`),
    check("draw_entry_seed_check", sql`${t.seed} >= 1 and ${t.seedOverride} >= 1`),
    index("draw_entry_draw_id_idx").on(t.drawId),
    index("draw_entry_player1_id_idx").on(t.player1Id),
    index("draw_entry_player2_id_idx").on(t.player2Id),
    index("draw_entry_registration1_id_idx").on(t.registration1Id),
    index("draw_entry_registration2_id_idx").on(t.registration2Id),
  ],
);

/**
 * A match of a draw as the rules made it (`code` is the domain's id: 'P1-3', 'C2-1', 'G1-2-1'), the
 * pairs known to play it, its result and its place in the order of play.
 */
export const drawMatch = pgTable(
  "draw_match",
  {
    id: id(),
    drawId: integer("draw_id")
      .notNull()
      .references(() => draw.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    stage: text("stage").notNull(),
    round: integer("round").notNull(),
    position: integer("position").notNull(),
    /** Group stage: 'A', 'B'...; null in a knockout. */
    groupCode: text("group_code"),
    entryAId: integer("entry_a_id").references(() => drawEntry.id, { onDelete: "set null" }),
    entryBId: integer("entry_b_id").references(() => drawEntry.id, { onDelete: "set null" }),
    /** Against a bye: shown, never scheduled; the pair goes through. */
    bye: boolean("bye").default(false).notNull(),
    winnerTo: text("winner_to"),
    winnerSlot: text("winner_slot"),
    loserTo: text("loser_to"),
    loserSlot: text("loser_slot"),
    /** Codes of the matches this one waits for. */
    feeders: text("feeders")
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    /** The parsed result (match-result.ts); null until played. */
    score: jsonb("score").$type<MatchScore>(),
    winner: text("winner"),
    /** When the result was written: a match's played time for levels when it had no slot in the order of play. */
    resultAt: timestamp("result_at", { withTimezone: true }),
    /** Order of play: court, day and start ('HH:mm'); null until scheduled. */
    courtId: integer("court_id").references(() => court.id, { onDelete: "set null" }),
    day: date("day", { mode: "string" }),
    startTime: text("start_time"),
    /** Moved by hand: the automatic schedule keeps it where it is. */
    slotFixed: boolean("slot_fixed").default(false).notNull(),
    /** The Padel Score match that scores it point by point (issue 20); its final score becomes the result. */
    liveMatchId: uuid("live_match_id")
      .unique()
      .references(() => match.id, { onDelete: "set null" }),
    /**
     * The per-match scorer link: its secret is derived from the server's secret, the match id and this
     * serial, so nothing secret is stored; revoking bumps the serial (old links stop working).
     */
    scorerLinkSerial: integer("scorer_link_serial").default(0).notNull(),
    scorerLinkActive: boolean("scorer_link_active").default(false).notNull(),
    /**
     * Counts the writes to what the result form edits (its result, its pairs, a W.O.): a save made from
     * an older version is refused (match-version.ts), so two editors never overwrite each other unseen.
     */
    version: integer("version").default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("draw_match_draw_id_code_unique").on(t.drawId, t.code),
    check("draw_match_stage_check", inList(t.stage, MATCH_STAGES)),
    check("draw_match_winner_check", inList(t.winner, MATCH_SLOTS)),
    check("draw_match_winner_slot_check", inList(t.winnerSlot, MATCH_SLOTS)),
    check("draw_match_loser_slot_check", inList(t.loserSlot, MATCH_SLOTS)),
    check("draw_match_start_time_check", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    // A match whose court was removed keeps its time and counts as not scheduled.
    check("draw_match_slot_check", sql`(${t.day} is null) = (${t.startTime} is null)`),
    check("draw_match_version_check", sql`${t.version} >= 0`),
    index("draw_match_entry_a_id_idx").on(t.entryAId),
    index("draw_match_entry_b_id_idx").on(t.entryBId),
    index("draw_match_court_id_day_idx").on(t.courtId, t.day),
  ],
);

/** A court of a tournament's venue, in the order the organiser listed them. */
export const court = pgTable(
  "court",
  {
    id: id(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    check("court_name_check", notBlank(t.name)),
    unique("court_tournament_id_name_unique").on(t.tournamentId, t.name),
    index("court_tournament_id_position_idx").on(t.tournamentId, t.position),
  ],
);

/** A tournament's playing days and match timing: one row per tournament that has an order of play. */
export const playSchedule = pgTable(
  "play_schedule",
  {
    tournamentId: integer("tournament_id")
      .primaryKey()
      .references(() => tournament.id, { onDelete: "cascade" }),
    /** 'yyyy-MM-dd' days with 'HH:mm' start and end, in the order played. */
    days: jsonb("days").$type<ScheduleDay[]>().default([]).notNull(),
    matchMinutes: integer("match_minutes").default(75).notNull(),
    restMinutes: integer("rest_minutes").default(60).notNull(),
    /** WhatsApp reminders go out this long before each scheduled match (issue 20). */
    reminderMinutes: integer("reminder_minutes").default(30).notNull(),
    ...timestamps(),
  },
  (t) => [
    check("play_schedule_match_minutes_check", sql`${t.matchMinutes} between 15 and 300`),
    check("play_schedule_rest_minutes_check", sql`${t.restMinutes} between 0 and 600`),
    check("play_schedule_reminder_minutes_check", sql`${t.reminderMinutes} between 5 and 1440`),
  ],
);

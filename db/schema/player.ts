import { sql, type SQL } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, notBlank, timestamps } from "./columns";
import { PLAYER_GENDERS } from "../../app/domain/categories";
import { REPORT_STATUSES, REVIEW_STATUSES } from "../../app/domain/requests";
import { foldSearchText } from "./search";

/**
 * Known players (the original site's unique_ganadores_table). Profile URL /padel/{handle}; players
 * without a handle are reached by /jugador/id/{id}.
 */
export const player = pgTable(
  "player",
  {
    id: id(),
    name: text("name").notNull(),
    /** Instagram handle, lower case, without '@'. */
    handle: text("handle").unique(),
    gender: text("gender"),
    image: text("image"),
    /** The account that is this player (at most one). */
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** Name and handle folded to lower case without accents, for player search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => foldSearchText(sql`${player.name} || ' ' || coalesce(${player.handle}, '')`)),
    /**
     * Championships of approved tournaments, all-time: kept by the database's triggers on `result` and
     * `tournament.approved` (migration 0013), in the transaction that writes them. Never written by the app.
     */
    titles: integer("titles").default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    check("player_name_check", notBlank(t.name)),
    check("player_handle_check", sql`${t.handle} = lower(${t.handle}) and ${t.handle} !~ '[@[:space:]]' and ${t.handle} <> ''`),
    check("player_gender_check", inList(t.gender, PLAYER_GENDERS)),
    index("player_name_lower_idx").on(sql`lower(${t.name})`),
    // The players list and the top players: most titles, then name (a page is an index range).
    index("player_titles_name_idx").on(t.titles.desc(), sql`lower(${t.name})`, t.id),
    index("player_search_text_idx").on(t.searchText.op("text_pattern_ops")),
    index("player_created_by_idx").on(t.createdBy),
  ],
);

/** A user's favourite players (replaces the favorite_players / favorite_player_ids arrays). */
export const favorite = pgTable(
  "favorite",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playerId] }), index("favorite_player_id_idx").on(t.playerId)],
);

/** '¿Eres tú?' claims, kept for administrators to review. */
export const playerClaim = pgTable(
  "player_claim",
  {
    id: id(),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").default("pendiente").notNull(),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    unique("player_claim_player_id_user_id_unique").on(t.playerId, t.userId),
    check("player_claim_status_check", inList(t.status, REVIEW_STATUSES)),
    index("player_claim_user_id_idx").on(t.userId),
    index("player_claim_status_idx").on(t.status, t.createdAt),
    index("player_claim_reviewed_by_idx").on(t.reviewedBy),
  ],
);

/**
 * 'Este perfil no es mío' (docs/product.md §6.3): a signed-in user says a player profile is linked to the
 * wrong account (their own, or someone else's). Administrators see it in /admin/solicitudes and can undo
 * the link. One open report per player and reporter.
 */
export const playerReport = pgTable(
  "player_report",
  {
    id: id(),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The account the player was linked to when reported (null: none). */
    linkedUserId: text("linked_user_id").references(() => user.id, { onDelete: "set null" }),
    message: text("message").default("").notNull(),
    status: text("status").default("pendiente").notNull(),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("player_report_status_check", inList(t.status, REPORT_STATUSES)),
    check("player_report_message_check", sql`char_length(${t.message}) <= 500`),
    uniqueIndex("player_report_open_unique")
      .on(t.playerId, t.reporterId)
      .where(sql`${t.status} = 'pendiente'`),
    index("player_report_status_idx").on(t.status, t.createdAt),
    index("player_report_reporter_id_idx").on(t.reporterId),
    index("player_report_linked_user_id_idx").on(t.linkedUserId),
    index("player_report_reviewed_by_idx").on(t.reviewedBy),
  ],
);

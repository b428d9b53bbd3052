import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { id, inList, notBlank, timestamps } from "./columns";
import { CATEGORY_TYPES } from "../../app/domain/categories";
import { RESULT_PLACEMENTS } from "./constants";
import { player } from "./player";
import { tournament } from "./tournament";

/**
 * The original site's ganadores_padel_torneo: one row per pair (or single player) and placement.
 * Rankings are computed from this table.
 *
 * Players are referenced with ON DELETE RESTRICT: deleting a player must not silently rewrite
 * tournament history and rankings (cascade) nor turn a pair into a solo winner (set null).
 * Removing a player with results means reassigning (merging duplicates) or deleting the results first.
 */
export const result = pgTable(
  "result",
  {
    id: id(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    /** Capitalised: Varonil | Femenil | Mixto. */
    categoryType: text("category_type").notNull(),
    category: text("category").notNull(),
    player1Id: integer("player1_id")
      .notNull()
      .references(() => player.id, { onDelete: "restrict" }),
    player2Id: integer("player2_id").references(() => player.id, { onDelete: "restrict" }),
    placement: text("placement").default("champion").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("result_category_type_check", inList(t.categoryType, CATEGORY_TYPES)),
    check("result_category_check", notBlank(t.category)),
    check("result_placement_check", inList(t.placement, RESULT_PLACEMENTS)),
    check("result_distinct_players_check", sql`${t.player1Id} <> ${t.player2Id}`),
    // The same pair (in either order) is recorded once per tournament category.
    uniqueIndex("result_pair_unique").on(
      t.tournamentId,
      t.categoryType,
      t.category,
      sql`least(${t.player1Id}, coalesce(${t.player2Id}, ${t.player1Id}))`,
      sql`greatest(${t.player1Id}, coalesce(${t.player2Id}, ${t.player1Id}))`,
    ),
    index("result_tournament_id_idx").on(t.tournamentId),
    // Category rankings filter results by category type and category (app/server/players/rankings.server.ts).
    index("result_category_idx").on(t.categoryType, sql`lower(trim(${t.category}))`),
    index("result_player1_id_idx").on(t.player1Id),
    index("result_player2_id_idx").on(t.player2Id),
    index("result_created_by_idx").on(t.createdBy),
  ],
);

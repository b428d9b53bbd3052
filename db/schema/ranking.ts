import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { player } from "./player";

/**
 * Each ranking's totals per player (ADR 0039): points, wins and results of one category ranking
 * (`category_type`, `category` = lower(trim(result.category))) counted from `result` over the 52 weeks up
 * to `ranking_total_day.day`. Derived data only: the database's triggers on `result` and `tournament`
 * count the touched players again in the writing transaction, and the daily pass moves the day
 * (migration 0022). Never written by the app.
 */
export const rankingTotal = pgTable(
  "ranking_total",
  {
    categoryType: text("category_type").notNull(),
    category: text("category").notNull(),
    playerId: integer("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    wins: integer("wins").notNull(),
    results: integer("results").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryType, t.category, t.playerId] }),
    // A ranking page: the category's totals in (points, wins) order, read backwards.
    index("ranking_total_order_idx").on(t.categoryType, t.category, t.points, t.wins),
    index("ranking_total_player_id_idx").on(t.playerId),
  ],
);

/** How many players each ranking has (its rows in `ranking_total`), kept with it: a page's count is one row. */
export const rankingCount = pgTable(
  "ranking_count",
  {
    categoryType: text("category_type").notNull(),
    category: text("category").notNull(),
    players: integer("players").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryType, t.category] })],
);

/** One row: the day `ranking_total` counts up to (a Mexico City date; the window is the 364 days before it). */
export const rankingTotalDay = pgTable(
  "ranking_total_day",
  {
    id: integer("id").primaryKey().default(1),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [check("ranking_total_day_single_check", sql`${t.id} = 1`)],
);

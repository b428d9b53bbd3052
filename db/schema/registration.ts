import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, unique } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { id, inList, notBlank, timestamps } from "./columns";
import { REGISTRATION_CATEGORY_TYPES } from "../../app/domain/categories";
import { REGISTRATION_STATUSES } from "./constants";
import { player } from "./player";
import { tournament } from "./tournament";

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/** The original site's inscripciones_torneo: one registration per user and tournament. */
export const registration = pgTable(
  "registration",
  {
    id: id(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** Lower case: varonil | femenil | mixto. */
    categoryType: text("category_type").notNull(),
    partnerPlayerId: integer("partner_player_id").references(() => player.id, { onDelete: "set null" }),
    /** The original site's pareja_id held the partner's handle; kept for imported rows. */
    partnerHandle: text("partner_handle"),
    comments: text("comments").default("").notNull(),
    price: money("price").default(0).notNull(),
    discount: money("discount").default(0).notNull(),
    finalPrice: money("final_price").default(0).notNull(),
    paymentMethod: text("payment_method").default("pendiente").notNull(),
    status: text("status").default("pendiente").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("registration_tournament_id_user_id_unique").on(t.tournamentId, t.userId),
    check("registration_category_check", notBlank(t.category)),
    check("registration_category_type_check", inList(t.categoryType, REGISTRATION_CATEGORY_TYPES)),
    check("registration_status_check", inList(t.status, REGISTRATION_STATUSES)),
    check("registration_price_check", sql`${t.price} >= 0`),
    check("registration_discount_check", sql`${t.discount} >= 0`),
    check("registration_final_price_check", sql`${t.finalPrice} >= 0`),
    index("registration_tournament_id_status_idx").on(t.tournamentId, t.status),
    index("registration_user_id_idx").on(t.userId),
    index("registration_partner_player_id_idx").on(t.partnerPlayerId),
  ],
);

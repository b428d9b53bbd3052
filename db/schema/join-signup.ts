import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { id, inList, notBlank, timestamps } from "./columns";
import { GENDERS, RANKING_CATEGORIES } from "../../app/domain/categories";

/** The original site's jugadores_padel: the /unete-dagos community list. Upserted on the Instagram handle. */
export const joinSignup = pgTable(
  "join_signup",
  {
    id: id(),
    name: text("name").notNull(),
    /** Digits only (10-digit local number, or with country code). */
    phone: text("phone").notNull(),
    /** Lower case, without '@'. */
    instagram: text("instagram").unique(),
    gender: text("gender").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    clubName: text("club_name"),
    clubId: integer("club_id").references(() => club.id, { onDelete: "set null" }),
    acceptsTournaments: boolean("accepts_tournaments").default(false).notNull(),
    acceptsDiscounts: boolean("accepts_discounts").default(false).notNull(),
    acceptsTerms: boolean("accepts_terms").notNull(),
    /** Legacy se_unio_newsletter. */
    joinedNewsletter: boolean("joined_newsletter").default(false).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("join_signup_name_check", notBlank(t.name)),
    check("join_signup_phone_check", sql`${t.phone} ~ '^[0-9]{10,15}$'`),
    check(
      "join_signup_instagram_check",
      sql`${t.instagram} = lower(${t.instagram}) and ${t.instagram} !~ '[@[:space:]]' and ${t.instagram} <> ''`,
    ),
    check("join_signup_gender_check", inList(t.gender, GENDERS)),
    check("join_signup_category_check", inList(t.category, RANKING_CATEGORIES)),
    check("join_signup_accepts_terms_check", sql`${t.acceptsTerms}`),
    index("join_signup_club_id_idx").on(t.clubId),
    index("join_signup_user_id_idx").on(t.userId),
    index("join_signup_created_at_idx").on(t.createdAt.desc()),
  ],
);

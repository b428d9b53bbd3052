import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { createdAt, id, inList, notBlank, timestamps } from "./columns";
import { COACH_EXPERIENCES } from "../../app/domain/categories";
import { player } from "./player";

/** The original site's entrenadores. */
export const coach = pgTable(
  "coach",
  {
    id: id(),
    name: text("name").notNull(),
    /** coachSlug(name) (app/domain/slugs.ts), written with the name: the page lookup by slug. */
    slug: text("slug").notNull(),
    description: text("description"),
    classCost: numeric("class_cost", { precision: 10, scale: 2, mode: "number" }),
    whatsapp: text("whatsapp"),
    instagram: text("instagram"),
    image: text("image"),
    experience: text("experience"),
    featured: boolean("featured").default(false).notNull(),
    /** The coach's own player profile (the original site's player_profile_id). */
    playerId: integer("player_id").references(() => player.id, { onDelete: "set null" }),
    /** The account that registered and owns this coach profile. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("coach_name_check", notBlank(t.name)),
    check("coach_class_cost_check", sql`${t.classCost} >= 0`),
    check("coach_whatsapp_check", sql`${t.whatsapp} ~ '^[0-9]{10}$'`),
    check("coach_experience_check", inList(t.experience, COACH_EXPERIENCES)),
    index("coach_player_id_idx").on(t.playerId),
    index("coach_user_id_idx").on(t.userId),
    index("coach_name_idx").on(t.name),
    index("coach_slug_idx").on(t.slug, t.id),
    index("coach_featured_class_cost_idx").on(t.featured.desc(), t.classCost.desc()),
  ],
);

/** Clubs where a coach teaches (the original site's clubid list). */
export const coachClub = pgTable(
  "coach_club",
  {
    coachId: integer("coach_id")
      .notNull()
      .references(() => coach.id, { onDelete: "cascade" }),
    clubId: integer("club_id")
      .notNull()
      .references(() => club.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.clubId] }), index("coach_club_club_id_idx").on(t.clubId)],
);

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, notBlank, timestamps } from "./columns";

/** The original site's clubs_padel (db/README.md). */
export const club = pgTable(
  "club",
  {
    id: id(),
    name: text("name").notNull(),
    /** clubSlug(name) (app/domain/slugs.ts), written with the name: the page lookup by slug. */
    slug: text("slug").notNull(),
    state: text("state"),
    description: text("description"),
    mapsUrl: text("maps_url"),
    /** 10-digit local number; the wa.me link (prefix + 521 + number) is derived from it. */
    whatsapp: text("whatsapp"),
    courts: integer("courts").default(0).notNull(),
    covered: boolean("covered").default(false).notNull(),
    /** costo_hora may be a number or free text in the original site's data, so it is stored as text. */
    hourlyCost: text("hourly_cost"),
    specialHoursCost: text("special_hours_cost"),
    image: text("image"),
    instagramUrl: text("instagram_url"),
    featured: boolean("featured").default(false).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("club_name_check", notBlank(t.name)),
    check("club_whatsapp_check", sql`${t.whatsapp} ~ '^[0-9]{10}$'`),
    check("club_courts_check", sql`${t.courts} >= 0`),
    index("club_state_idx").on(t.state),
    index("club_featured_courts_idx").on(t.featured.desc(), t.courts.desc()),
    index("club_name_idx").on(t.name),
    index("club_slug_idx").on(t.slug, t.id),
    index("club_created_by_idx").on(t.createdBy),
  ],
);

/** Users allowed to edit a club besides global admins (the original site's administradores list). */
export const clubAdmin = pgTable(
  "club_admin",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => club.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index("club_admin_user_id_idx").on(t.userId)],
);

/** Gallery images of a club (the original site's imagenes with tipo_entidad 'club'). */
export const clubImage = pgTable(
  "club_image",
  {
    id: id(),
    clubId: integer("club_id")
      .notNull()
      .references(() => club.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    position: integer("position").default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("club_image_club_id_position_idx").on(t.clubId, t.position)],
);

/** The original site's comodidades. */
export const amenity = pgTable(
  "amenity",
  {
    id: id(),
    name: text("name").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check("amenity_name_check", notBlank(t.name))],
);

export const clubAmenity = pgTable(
  "club_amenity",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => club.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenity.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.amenityId] }), index("club_amenity_amenity_id_idx").on(t.amenityId)],
);

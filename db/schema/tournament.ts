import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { createdAt, id, notBlank, timestamps } from "./columns";
import { ALL_CATEGORIES } from "./constants";

/** The original site's torneos_padel (db/README.md). */
export const tournament = pgTable(
  "tournament",
  {
    id: id(),
    title: text("title").notNull(),
    /** tournamentSlug(title) (app/domain/slugs.ts), written with the title: the lookup of /torneos-padel-puebla/{slug}. */
    slug: text("slug").notNull(),
    description: text("description"),
    /** The original site stored the host club as free text; clubId links it when it matches a club. */
    clubName: text("club_name").notNull(),
    clubId: integer("club_id").references(() => club.id, { onDelete: "set null" }),
    /** Calendar dates in America/Mexico_City (yyyy-MM-dd). */
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** Free-text fee (inscripcion), e.g. '$800 por persona'. */
    fee: text("fee"),
    categoriesVaronil: text("categories_varonil")
      .array()
      .default(sql`'{${sql.raw(ALL_CATEGORIES)}}'::text[]`)
      .notNull(),
    categoriesFemenil: text("categories_femenil")
      .array()
      .default(sql`'{${sql.raw(ALL_CATEGORIES)}}'::text[]`)
      .notNull(),
    categoriesMixed: text("categories_mixed")
      .array()
      .default(sql`'{${sql.raw(ALL_CATEGORIES)}}'::text[]`)
      .notNull(),
    femepa: boolean("femepa").default(false).notNull(),
    featured: boolean("featured").default(false).notNull(),
    approved: boolean("approved").default(true).notNull(),
    image: text("image"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("tournament_title_check", notBlank(t.title)),
    check("tournament_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    index("tournament_approved_end_date_idx").on(t.approved, t.endDate),
    index("tournament_start_date_idx").on(t.startDate),
    index("tournament_slug_idx").on(t.slug, t.startDate),
    index("tournament_club_id_idx").on(t.clubId),
    index("tournament_club_name_idx").on(t.clubName),
    index("tournament_created_by_idx").on(t.createdBy),
  ],
);

/** Users who may edit a tournament (the original site's organizers list). */
export const tournamentOrganizer = pgTable(
  "tournament_organizer",
  {
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index("tournament_organizer_user_id_idx").on(t.userId)],
);

/** Extra images of a tournament (the original site's imagenes with tipo_entidad 'torneo'). */
export const tournamentImage = pgTable(
  "tournament_image",
  {
    id: id(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    position: integer("position").default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tournament_image_tournament_id_position_idx").on(t.tournamentId, t.position)],
);

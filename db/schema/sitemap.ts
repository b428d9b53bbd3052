import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { inList } from "./columns";
import { SITEMAP_URL_TYPES } from "./constants";

/** Generated sitemap files, served from the database (/sitemap.xml, /sitemaps/{name}). */
export const sitemapFile = pgTable(
  "sitemap_file",
  {
    /** File name including '.xml', e.g. 'sitemap.xml', 'sitemap-players.xml'. */
    name: text("name").primaryKey(),
    urlType: text("url_type").notNull(),
    content: text("content").notNull(),
    urlCount: integer("url_count").default(0).notNull(),
    imageCount: integer("image_count").default(0).notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check("sitemap_file_url_type_check", inList(t.urlType, SITEMAP_URL_TYPES)),
    check("sitemap_file_name_check", sql`${t.name} ~ '^[a-z0-9-]+\\.xml$'`),
  ],
);

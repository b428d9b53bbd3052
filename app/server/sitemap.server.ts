import { eq } from "drizzle-orm";
import { sitemapFile } from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";

const STATIC_PAGES = [
  "/",
  "/torneos-padel-puebla",
  "/ranking-padel-puebla",
  "/jugadores-padel-puebla",
  "/clubs-padel-puebla",
  "/entrenadores-padel-puebla",
  "/padel-score",
  "/unete-dagos",
];

function escapeXml(s: string) {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function urlSet(paths: string[], siteUrl: string) {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(siteUrl + p)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** A stored sitemap file; until the admin generates them, sitemap.xml lists the main pages. */
export async function readSitemap(name: string): Promise<string | null> {
  const [row] = await getDb().select({ content: sitemapFile.content }).from(sitemapFile).where(eq(sitemapFile.name, name));
  if (row) return row.content;
  if (name === "sitemap.xml") return urlSet(STATIC_PAGES, getConfig().SITE_URL);
  return null;
}

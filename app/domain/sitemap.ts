// Sitemaps (docs/product.md §11.6): the XML of url sets and the index, file splitting, the twice-daily
// schedule and the Search Console address. Pure; app/server/admin/sitemap.server.ts reads the database.
import { TZDate } from "@date-fns/tz";
import { MEXICO_TIME_ZONE } from "./calendar";

/** sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const IMAGE_NS = "http://www.google.com/schemas/sitemap-image/1.1";

export const SITEMAP_INDEX_FILE = "sitemap.xml";

/** The content kinds, each with its own file(s): sitemap-main.xml, sitemap-players.xml, ... */
export const SITEMAP_SECTIONS = ["main", "players", "tournaments", "clubs", "trainers"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export const SECTION_LABELS: Record<SitemapSection, string> = {
  main: "Páginas principales",
  players: "Jugadores",
  tournaments: "Torneos",
  clubs: "Clubs",
  trainers: "Entrenadores",
};

/** One page of the site: its path, when it last changed, and the absolute URLs of its images. */
export type SitemapEntry = { path: string; lastmod?: Date | null; images?: string[] };

export type SitemapFileContent = { name: string; section: SitemapSection; xml: string; urlCount: number; withImages: number };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** W3C datetime as the schema's xsd:dateTime, in UTC. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A urlset with lastmod and image:image entries. `siteUrl` has no trailing slash. */
export function urlSetXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(siteUrl + e.path)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${w3cDate(e.lastmod)}</lastmod>`);
    for (const image of e.images ?? []) parts.push(`<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index listing every file, at /sitemaps/{name}. */
export function sitemapIndexXml(files: { name: string; lastmod: Date }[], siteUrl: string): string {
  const items = files.map(
    (f) => `  <sitemap><loc>${escapeXml(sitemapFileUrl(f.name, siteUrl))}</loc><lastmod>${w3cDate(f.lastmod)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function sitemapFileUrl(name: string, siteUrl: string): string {
  return `${siteUrl}/sitemaps/${name}`;
}

/**
 * A section's files: 'sitemap-players.xml', then 'sitemap-players-2.xml', ... every SITEMAP_MAX_URLS
 * entries. A section without entries has no file.
 */
export function sectionFiles(
  section: SitemapSection,
  entries: SitemapEntry[],
  siteUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): SitemapFileContent[] {
  const files: SitemapFileContent[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    const part = entries.slice(start, start + maxUrls);
    const n = files.length + 1;
    files.push({
      name: n === 1 ? `sitemap-${section}.xml` : `sitemap-${section}-${n}.xml`,
      section,
      xml: urlSetXml(part, siteUrl),
      urlCount: part.length,
      withImages: part.filter((e) => (e.images?.length ?? 0) > 0).length,
    });
  }
  return files;
}

/** The newest of some dates (for a list page's lastmod); null when there are none. */
export function newest(dates: (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}

/** docs/product.md §11.6: the sitemaps are regenerated every day at 3:00 and 15:00, Mexico City time. */
export const SITEMAP_RUN_HOURS = [3, 15] as const;

function runsOn(year: number, monthIndex: number, day: number): Date[] {
  return SITEMAP_RUN_HOURS.map((h) => new Date(new TZDate(year, monthIndex, day, h, 0, 0, 0, MEXICO_TIME_ZONE).getTime()));
}

function mexicoDay(instant: Date, offsetDays: number): [number, number, number] {
  const zoned = new TZDate(instant.getTime(), MEXICO_TIME_ZONE);
  const shifted = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate() + offsetDays, 12, 0, 0, 0, MEXICO_TIME_ZONE);
  return [shifted.getFullYear(), shifted.getMonth(), shifted.getDate()];
}

function candidateRuns(now: Date): Date[] {
  return [-1, 0, 1].flatMap((offset) => runsOn(...mexicoDay(now, offset)));
}

/** The first scheduled run strictly after `now`. */
export function nextSitemapRun(now: Date): Date {
  const next = candidateRuns(now).find((run) => run > now);
  if (!next) throw new Error("unreachable: a run happens every day");
  return next;
}

/** The last scheduled run at or before `now` (a server that was down then catches up at start). */
export function previousSitemapRun(now: Date): Date {
  const previous = candidateRuns(now)
    .filter((run) => run <= now)
    .pop();
  if (!previous) throw new Error("unreachable: a run happens every day");
  return previous;
}

/** Search Console's sitemap report for the site's URL-prefix property (where a sitemap is submitted). */
export function searchConsoleUrl(siteUrl: string): string {
  return `https://search.google.com/search-console/sitemaps?resource_id=${encodeURIComponent(`${siteUrl}/`)}`;
}

/** The SEO admin's tabs (docs/product.md §11.6), kept in the address as ?tab= and ?vista=. */
export const SEO_TABS = ["sitemap", "meta", "keywords", "backlinks", "analytics"] as const;
export type SeoTab = (typeof SEO_TABS)[number];
export const SITEMAP_VIEWS = ["general", "detalles", "archivos"] as const;
export type SitemapView = (typeof SITEMAP_VIEWS)[number];

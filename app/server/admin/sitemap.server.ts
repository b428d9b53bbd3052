import { asc, desc, eq, sql } from "drizzle-orm";
import { club, clubImage, coach, player, sitemapFile, tournament, tournamentImage } from "../../../db/schema";
import {
  SITEMAP_INDEX_FILE,
  SITEMAP_SECTIONS,
  newest,
  sectionFiles,
  sitemapIndexXml,
  type SitemapEntry,
  type SitemapSection,
} from "~/domain/sitemap";
import { clubPath, coachPaths, playerPath, tournamentPath } from "~/domain/slugs";
import { imageSrc } from "~/lib/image";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { socialEventPath } from "~/domain/social-event";
import { socialEventsForSitemap } from "~/server/social";

const STATIC_PAGES = [
  "/",
  "/torneos-padel-puebla",
  "/eventos-padel-puebla",
  "/ranking-padel-puebla",
  "/ranking-padel-puebla/como-se-calcula",
  "/jugadores-padel-puebla",
  "/clubs-padel-puebla",
  "/entrenadores-padel-puebla",
  "/padel-score",
  "/unete-dagos",
  "/aviso-de-privacidad",
  "/terminos-y-condiciones",
];

/** A stored image as an absolute URL (our uploads at the largest served width). */
function absoluteImage(url: string | null | undefined, siteUrl: string): string[] {
  if (!url) return [];
  const src = imageSrc(url, 1200);
  return [src.startsWith("/") ? `${siteUrl}${src}` : src];
}

function groupImages(rows: { ownerId: number; image: string }[], siteUrl: string): Map<number, string[]> {
  const byOwner = new Map<number, string[]>();
  for (const r of rows) byOwner.set(r.ownerId, [...(byOwner.get(r.ownerId) ?? []), ...absoluteImage(r.image, siteUrl)]);
  return byOwner;
}

/** Every public page, by section: main pages, players, approved tournaments, clubs, trainers. */
export async function sitemapEntries(siteUrl: string): Promise<Record<SitemapSection, SitemapEntry[]>> {
  const db = getDb();
  const [players, tournaments, tournamentImages, clubs, clubImages, coaches, socialEvents] = await Promise.all([
    db
      .select({ id: player.id, handle: player.handle, image: player.image, updatedAt: player.updatedAt })
      .from(player)
      .orderBy(asc(player.id)),
    db
      .select({ id: tournament.id, title: tournament.title, image: tournament.image, updatedAt: tournament.updatedAt })
      .from(tournament)
      .where(eq(tournament.approved, true))
      .orderBy(desc(tournament.startDate), asc(tournament.id)),
    db
      .select({ ownerId: tournamentImage.tournamentId, image: tournamentImage.image })
      .from(tournamentImage)
      .innerJoin(tournament, eq(tournament.id, tournamentImage.tournamentId))
      .where(eq(tournament.approved, true))
      .orderBy(asc(tournamentImage.position), asc(tournamentImage.id)),
    db.select({ id: club.id, name: club.name, image: club.image, updatedAt: club.updatedAt }).from(club).orderBy(asc(club.id)),
    db.select({ ownerId: clubImage.clubId, image: clubImage.image }).from(clubImage).orderBy(asc(clubImage.position), asc(clubImage.id)),
    db.select({ id: coach.id, name: coach.name, image: coach.image, updatedAt: coach.updatedAt }).from(coach).orderBy(asc(coach.id)),
    socialEventsForSitemap(),
  ]);
  const extraTournamentImages = groupImages(tournamentImages, siteUrl);
  const extraClubImages = groupImages(clubImages, siteUrl);
  const paths = coachPaths(coaches);

  const section: Record<SitemapSection, SitemapEntry[]> = {
    main: [],
    players: players.map((p) => ({ path: playerPath(p), lastmod: p.updatedAt, images: absoluteImage(p.image, siteUrl) })),
    // Social events (issue 32) are listed with the tournaments: both are dated events with their own pages.
    tournaments: [
      ...tournaments.map((t) => ({
        path: tournamentPath(t),
        lastmod: t.updatedAt,
        images: [...absoluteImage(t.image, siteUrl), ...(extraTournamentImages.get(t.id) ?? [])],
      })),
      ...socialEvents.map((e) => ({ path: socialEventPath(e), lastmod: e.updatedAt, images: [] })),
    ],
    clubs: clubs.map((c) => ({
      path: clubPath(c),
      lastmod: c.updatedAt,
      images: [...absoluteImage(c.image, siteUrl), ...(extraClubImages.get(c.id) ?? [])],
    })),
    trainers: coaches.map((c) => ({ path: paths.get(c.id) ?? "", lastmod: c.updatedAt, images: absoluteImage(c.image, siteUrl) })),
  };
  // A list page changes when one of its items does.
  const listLastmod: Record<string, Date | null> = {
    "/torneos-padel-puebla": newest(tournaments.map((t) => t.updatedAt)),
    "/eventos-padel-puebla": newest(socialEvents.map((e) => e.updatedAt)),
    "/jugadores-padel-puebla": newest(players.map((p) => p.updatedAt)),
    "/clubs-padel-puebla": newest(clubs.map((c) => c.updatedAt)),
    "/entrenadores-padel-puebla": newest(coaches.map((c) => c.updatedAt)),
  };
  section.main = STATIC_PAGES.map((path) => ({ path, lastmod: listLastmod[path] ?? null }));
  return section;
}

export type SitemapStats = {
  lastGenerated: Date;
  totalUrls: number;
  withImages: number;
  generatedFiles: string[];
  urlsPerType: Partial<Record<SitemapSection, number>>;
};

/**
 * Regenerates every sitemap file from the database in one transaction (the old set is replaced at
 * once, so readers never see half of it); concurrent runs (schedule and admin) queue on a lock.
 */
export async function generateSitemaps(now = new Date()): Promise<SitemapStats> {
  const siteUrl = getConfig().SITE_URL;
  const entries = await sitemapEntries(siteUrl);
  const files = SITEMAP_SECTIONS.flatMap((s) => sectionFiles(s, entries[s], siteUrl));
  const index = sitemapIndexXml(
    files.map((f) => ({ name: f.name, lastmod: now })),
    siteUrl,
  );
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sitemap_file'))`);
    await tx.delete(sitemapFile);
    await tx.insert(sitemapFile).values([
      { name: SITEMAP_INDEX_FILE, urlType: "index", content: index, urlCount: files.length, imageCount: 0, generatedAt: now },
      ...files.map((f) => ({
        name: f.name,
        urlType: f.section,
        content: f.xml,
        urlCount: f.urlCount,
        imageCount: f.withImages,
        generatedAt: now,
      })),
    ]);
  });
  return (await readSitemapStats()) as SitemapStats;
}

/** What the last generation produced (docs/product.md §11.6); null before the first one. */
export async function readSitemapStats(): Promise<SitemapStats | null> {
  const rows = await getDb()
    .select({
      name: sitemapFile.name,
      urlType: sitemapFile.urlType,
      urlCount: sitemapFile.urlCount,
      imageCount: sitemapFile.imageCount,
      generatedAt: sitemapFile.generatedAt,
    })
    .from(sitemapFile)
    .orderBy(asc(sitemapFile.name));
  if (rows.length === 0) return null;
  const stats: SitemapStats = { lastGenerated: rows[0]!.generatedAt, totalUrls: 0, withImages: 0, generatedFiles: [], urlsPerType: {} };
  for (const r of rows) {
    stats.generatedFiles.push(r.name);
    if (r.generatedAt > stats.lastGenerated) stats.lastGenerated = r.generatedAt;
    if (r.urlType === "index") continue;
    const section = r.urlType as SitemapSection;
    stats.totalUrls += r.urlCount;
    stats.withImages += r.imageCount;
    stats.urlsPerType[section] = (stats.urlsPerType[section] ?? 0) + r.urlCount;
  }
  return stats;
}

/** A stored sitemap file. Before the first generation (a fresh install) it generates them first. */
export async function readSitemap(name: string): Promise<string | null> {
  const find = async () =>
    (await getDb().select({ content: sitemapFile.content }).from(sitemapFile).where(eq(sitemapFile.name, name)))[0]?.content ?? null;
  const found = await find();
  if (found !== null) return found;
  const [any] = await getDb().select({ name: sitemapFile.name }).from(sitemapFile).limit(1);
  if (any) return null;
  await generateSitemaps();
  return find();
}

// The home page's data (docs/product.md §3.1). Every section loads in parallel; the slow-changing, public
// sections (top players, featured clubs and trainers) come from the process cache with the page's
// freshness times. The tournaments section is not cached: a tournament published or edited by an
// organiser shows at once.
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { club, coach, tournament } from "../../../db/schema";
import { rankingHref } from "~/lib/ranking-links";
import { mexicoToday, type IsoDate } from "~/domain/calendar";
import { GENDERS } from "~/domain/categories";
import { RANKING_TABS } from "~/domain/ranking-tabs";
import {
  compareHomeTournaments,
  HOME_FEATURED,
  HOME_TOP_PLAYERS,
  HOME_TOURNAMENTS_FETCHED,
  HOME_TOURNAMENTS_PER_PAGE,
  pageOf,
} from "~/domain/home";
import { classifyTournament } from "~/domain/tournament-status";
import { getDb } from "../infra/db.server";
import { topPlayersByTitles } from "~/server/players";
import { listColumns, type TournamentCard } from "./tournaments.server";
import { cached, minutes } from "../infra/ttl-cache.server";

/** docs/product.md §3.1: top players fresh 10 minutes, kept 30; featured trainers and clubs fresh 15, kept 60. */
export const TOP_PLAYERS_FRESHNESS = { freshMs: minutes(10), keepMs: minutes(30) };
export const FEATURED_FRESHNESS = { freshMs: minutes(15), keepMs: minutes(60) };

export type FeaturedClub = { id: number; name: string; image: string | null; state: string | null; courts: number };
export type FeaturedCoach = { id: number; name: string; image: string | null; experience: string | null; classCost: number | null };

/**
 * The 'Rankings' section's links, one group per gender. Built here so the home page's JavaScript does
 * not need the category tables.
 */
export function rankingLinkGroups() {
  return GENDERS.map((gender) => ({
    gender,
    links: RANKING_TABS.map((tab) => ({ label: tab.fuerza, href: rankingHref({ category: tab.param, gender, search: "" }) })),
  }));
}

export type RankingLinkGroup = ReturnType<typeof rankingLinkGroups>[number];

/** Approved tournaments that have not ended (the next 20 by start date), featured first. */
export async function homeTournaments(today: IsoDate = mexicoToday()): Promise<TournamentCard[]> {
  const rows = await getDb()
    .select(listColumns)
    .from(tournament)
    .leftJoin(club, eq(club.id, tournament.clubId))
    .where(and(eq(tournament.approved, true), gte(tournament.endDate, today)))
    .orderBy(asc(tournament.startDate), asc(tournament.id))
    .limit(HOME_TOURNAMENTS_FETCHED);
  return rows.map((row) => ({ ...row, phase: classifyTournament(row, today) })).sort(compareHomeTournaments);
}

/** Featured clubs, most courts first (docs/product.md §3.1). */
export function featuredClubs(): Promise<FeaturedClub[]> {
  return getDb()
    .select({ id: club.id, name: club.name, image: club.image, state: club.state, courts: club.courts })
    .from(club)
    .where(eq(club.featured, true))
    .orderBy(desc(club.courts), asc(club.name))
    .limit(HOME_FEATURED);
}

/** Featured trainers, highest class cost first (docs/product.md §3.1). */
export function featuredCoaches(): Promise<FeaturedCoach[]> {
  return getDb()
    .select({ id: coach.id, name: coach.name, image: coach.image, experience: coach.experience, classCost: coach.classCost })
    .from(coach)
    .where(eq(coach.featured, true))
    .orderBy(sql`${coach.classCost} desc nulls last`, asc(coach.name))
    .limit(HOME_FEATURED);
}

/** Everything the home page shows, fetched in parallel; `page` is the tournaments page (1-based). */
export async function homePage(page: number) {
  const [topPlayers, tournaments, clubs, coaches] = await Promise.all([
    cached("home:top-players", TOP_PLAYERS_FRESHNESS, () => topPlayersByTitles(HOME_TOP_PLAYERS)),
    homeTournaments(),
    cached("home:featured-clubs", FEATURED_FRESHNESS, featuredClubs),
    cached("home:featured-coaches", FEATURED_FRESHNESS, featuredCoaches),
  ]);
  return {
    topPlayers,
    tournaments: pageOf(tournaments, page, HOME_TOURNAMENTS_PER_PAGE),
    clubs,
    coaches,
    rankingLinks: rankingLinkGroups(),
  };
}

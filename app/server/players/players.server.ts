// Players list, player profile, favourites and the admin player edit (docs/product.md §6).
import { and, eq, sql } from "drizzle-orm";
import { mexicoToday } from "~/domain/calendar";
import { RANKING_CATEGORIES, type Gender, type PlayerGender, type RankingCategory } from "~/domain/categories";
import { compareWonTournaments, type WonTournament } from "~/domain/player-profile";
import { isInRankingWindow, resultPoints, type Placement } from "~/domain/ranking";
import { auditLog, containsPattern, favorite, player } from "../../../db/schema";
import { isUniqueViolation } from "../../../db/errors";
import { getDb } from "../infra/db.server";
import { publicRanking } from "./rankings.server";
import { MAX_SLUG_TYPOS, nearestSlug } from "~/domain/slugs";

export const PLAYERS_PER_PAGE = 24;

export type PlayerCard = {
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
  titles: number;
  favorites: number;
  isFavorite: boolean;
};

/** The players list: most titles first, then by name; `search` on name or handle, ignoring case and accents. */
export async function listPlayers(input: { search?: string | null; page: number; viewerId?: string | null }) {
  const term = (input.search ?? "").trim().replace(/^@+/, "").slice(0, 100);
  const where = term ? sql`where p.search_text like ${containsPattern(term)}` : sql``;
  const db = getDb();
  const { rows: totals } = await db.execute<{ n: number | string }>(sql`select count(*)::int as n from player p ${where}`);
  const total = Number(totals[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PLAYERS_PER_PAGE));
  const page = Math.min(Math.max(Math.trunc(input.page) || 1, 1), pageCount);
  const viewer = input.viewerId ?? null;
  const { rows } = await db.execute<{
    id: number;
    name: string;
    handle: string | null;
    image: string | null;
    gender: string | null;
    titles: number | string;
    favorites: number | string;
    is_favorite: boolean;
  }>(sql`
    select p.id, p.name, p.handle, p.image, p.gender, p.titles,
      (select count(*)::int from favorite f where f.player_id = p.id) as favorites,
      exists (select 1 from favorite f where f.player_id = p.id and f.user_id = ${viewer}) as is_favorite
    from (
      -- The page first (an index range of player_titles_name_idx), then its favourites: counted in the
      -- outer query, they are not computed for the rows the offset skips.
      select p.id, p.name, p.handle, p.image, p.gender, p.titles
      from player p
      ${where}
      order by p.titles desc nulls last, lower(p.name) asc, p.id asc
      limit ${PLAYERS_PER_PAGE} offset ${(page - 1) * PLAYERS_PER_PAGE}
    ) p
    order by p.titles desc nulls last, lower(p.name) asc, p.id asc`);
  const players: PlayerCard[] = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    handle: row.handle,
    image: row.image,
    gender: row.gender,
    titles: Number(row.titles),
    favorites: Number(row.favorites),
    isFavorite: Boolean(row.is_favorite),
  }));
  return { players, total, page, pageCount, search: term };
}

export async function playerExists(playerId: number): Promise<boolean> {
  const [row] = await getDb().select({ id: player.id }).from(player).where(eq(player.id, playerId));
  return Boolean(row);
}

/** Adds or removes the favourite (docs/product.md §6.1); returns whether it is a favourite now. */
export async function toggleFavoritePlayer(userId: string, playerId: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(favorite)
      .where(and(eq(favorite.userId, userId), eq(favorite.playerId, playerId)))
      .returning({ playerId: favorite.playerId });
    if (removed.length) return false;
    await tx.insert(favorite).values({ userId, playerId }).onConflictDoNothing();
    return true;
  });
}

export type PlayerRecord = typeof player.$inferSelect;

export async function findPlayer(key: { handle: string } | { id: number }): Promise<PlayerRecord | null> {
  const [row] = await getDb()
    .select()
    .from(player)
    .where("handle" in key ? eq(player.handle, key.handle.toLowerCase()) : eq(player.id, key.id));
  return row ?? null;
}

/**
 * The player whose handle is one or two letters from `handle` (a misspelt /padel/ address), or null.
 * Only handles of a near length are read, so the query stays small.
 */
export async function findPlayerNearHandle(handle: string): Promise<PlayerRecord | null> {
  const wanted = handle.toLowerCase();
  const rows = await getDb()
    .select({ id: player.id, slug: player.handle })
    .from(player)
    .where(sql`length(${player.handle}) between ${wanted.length - MAX_SLUG_TYPOS} and ${wanted.length + MAX_SLUG_TYPOS}`);
  const near = nearestSlug(
    wanted,
    rows.flatMap((r) => (r.slug ? [{ id: r.id, slug: r.slug }] : [])),
  );
  return near ? findPlayer({ id: near.id }) : null;
}

/** All championships of the player (approved tournaments), in history order. */
export async function wonTournaments(playerId: number): Promise<WonTournament[]> {
  const { rows } = await getDb().execute<{
    result_id: number;
    tournament_id: number;
    title: string;
    end_date: string;
    club_name: string;
    featured: boolean;
    category_type: string;
    category: string;
    p1_id: number;
    p1_name: string;
    p1_handle: string | null;
    p1_image: string | null;
    p2_id: number | null;
    p2_name: string | null;
    p2_handle: string | null;
    p2_image: string | null;
  }>(sql`
    select r.id as result_id, t.id as tournament_id, t.title, t.end_date::text as end_date, t.club_name, t.featured,
      r.category_type, r.category,
      p1.id as p1_id, p1.name as p1_name, p1.handle as p1_handle, p1.image as p1_image,
      p2.id as p2_id, p2.name as p2_name, p2.handle as p2_handle, p2.image as p2_image
    from result r
    join tournament t on t.id = r.tournament_id and t.approved
    join player p1 on p1.id = r.player1_id
    left join player p2 on p2.id = r.player2_id
    where r.placement = 'champion' and (r.player1_id = ${playerId} or r.player2_id = ${playerId})`);
  return rows
    .map((row) => ({
      resultId: Number(row.result_id),
      tournamentId: Number(row.tournament_id),
      tournamentTitle: row.title,
      endDate: row.end_date,
      clubName: row.club_name,
      featured: row.featured,
      categoryType: row.category_type,
      category: row.category,
      player1: { id: Number(row.p1_id), name: row.p1_name, handle: row.p1_handle, image: row.p1_image },
      player2: row.p2_id === null ? null : { id: Number(row.p2_id), name: row.p2_name ?? "", handle: row.p2_handle, image: row.p2_image },
    }))
    .sort(compareWonTournaments);
}

export async function favoriteState(playerId: number, viewerId: string | null) {
  const { rows } = await getDb().execute<{ n: number | string; mine: boolean }>(sql`
    select count(*)::int as n, coalesce(bool_or(f.user_id = ${viewerId}), false) as mine
    from favorite f where f.player_id = ${playerId}`);
  return { favorites: Number(rows[0]?.n ?? 0), isFavorite: Boolean(rows[0]?.mine) };
}

export type PlayerRanking = { position: number; category: RankingCategory; gender: Gender; points: number };

/**
 * The player's ranking shown on the profile: the position in the category ranking (of the player's
 * gender types) where the player has the most points in the current window; null ('N/A') when unranked.
 */
export async function bestRanking(playerId: number): Promise<PlayerRanking | null> {
  const today = mexicoToday();
  const { rows } = await getDb().execute<{
    category_type: string;
    category: string;
    placement: Placement;
    femepa: boolean;
    end_date: string;
  }>(sql`
    select r.category_type, trim(r.category) as category, r.placement, t.femepa, t.end_date::text as end_date
    from result r join tournament t on t.id = r.tournament_id and t.approved
    where (r.player1_id = ${playerId} or r.player2_id = ${playerId}) and r.category_type in ('Varonil', 'Femenil')`);
  const points = new Map<string, { category: RankingCategory; gender: Gender; points: number }>();
  for (const row of rows) {
    if (!isInRankingWindow(row.end_date, today)) continue;
    const category = RANKING_CATEGORIES.find((c) => c.toLowerCase() === row.category.toLowerCase());
    if (!category) continue;
    const gender = row.category_type as Gender;
    const key = `${gender}|${category}`;
    const entry = points.get(key) ?? { category, gender, points: 0 };
    entry.points += resultPoints(row);
    points.set(key, entry);
  }
  const best = [...points.values()].sort((a, b) => b.points - a.points)[0];
  if (!best) return null;
  const row = (await publicRanking({ category: best.category, gender: best.gender })).find((r) => r.playerId === playerId);
  return row ? { position: row.position, category: best.category, gender: best.gender, points: row.points } : null;
}

export type PlayerUpdate = { name: string; handle: string | null; gender: PlayerGender; image?: string };

/** Admin edit; 'handle_taken' when another player has the handle. Writes an audit_log row. */
export const HANDLE_TAKEN = "Ese usuario de Instagram ya pertenece a otro jugador";

/** Adds a player (the winners dialog's 'Añadir nuevo jugador'); 'handle_taken' when the handle is used. */
export async function createPlayer(actorUserId: string, values: PlayerUpdate) {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(player)
        .values({ name: values.name, handle: values.handle, gender: values.gender, image: values.image ?? null, createdBy: actorUserId })
        .returning({ id: player.id, name: player.name, handle: player.handle, image: player.image, gender: player.gender });
      if (!row) throw new Error("player insert returned no row");
      await tx
        .insert(auditLog)
        .values({ actorUserId, action: "player.create", entityType: "player", entityId: String(row.id), data: { ...values } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "handle_taken" as const;
    throw error;
  }
}

export async function updatePlayer(
  actorUserId: string,
  playerId: number,
  values: PlayerUpdate,
): Promise<"updated" | "not_found" | "handle_taken"> {
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(player).where(eq(player.id, playerId)).for("update");
      if (!before) return "not_found" as const;
      const changes = { name: values.name, handle: values.handle, gender: values.gender, ...(values.image ? { image: values.image } : {}) };
      await tx.update(player).set(changes).where(eq(player.id, playerId));
      await tx.insert(auditLog).values({
        actorUserId,
        action: "player.update",
        entityType: "player",
        entityId: String(playerId),
        data: { before: { name: before.name, handle: before.handle, gender: before.gender, image: before.image }, after: changes },
      });
      return "updated" as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "handle_taken";
    throw error;
  }
}

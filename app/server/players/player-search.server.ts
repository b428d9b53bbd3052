// The one player search (DESIGN.md): every player picker (home search, winners dialog, partner picker,
// profile linking, organiser search) calls searchPlayers.
import { and, asc, eq, isNull, like, or, sql } from "drizzle-orm";
import { containsPattern, escapeLike, foldSearchTerm, player } from "../../../db/schema";
import { getDb } from "../infra/db.server";

export const PLAYER_SEARCH_LIMIT = 5;

export type PlayerSearchResult = {
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
  /** The account linked to this player, if any. */
  userId: string | null;
};

export type PlayerSearchOptions = {
  /** Default 5 (docs/product.md §3.2), at most 50. */
  limit?: number;
  /** Only players no account is linked to. */
  unlinkedOnly?: boolean;
  gender?: "Varonil" | "Femenil";
};

/**
 * Players whose name or Instagram handle contains `term`, ignoring case and accents ('jose' finds
 * 'José'; a leading '@' is ignored). Exact handle matches first, then handle and name prefixes, then
 * by name. A blank term finds nothing.
 */
export async function searchPlayers(term: string, options: PlayerSearchOptions = {}): Promise<PlayerSearchResult[]> {
  const cleaned = term.trim().replace(/^@+/, "").slice(0, 100);
  if (!cleaned) return [];
  const folded = foldSearchTerm(cleaned);
  const limit = Math.min(Math.max(options.limit ?? PLAYER_SEARCH_LIMIT, 1), 50);
  const filters = [like(player.searchText, containsPattern(cleaned))];
  if (options.unlinkedOnly) filters.push(isNull(player.userId));
  if (options.gender) filters.push(eq(player.gender, options.gender));
  const prefix = `${escapeLike(folded)}%`;
  const rank = sql<number>`case
    when ${player.handle} = ${folded} then 0
    when ${or(like(player.searchText, prefix), like(player.handle, prefix))} then 1
    else 2 end`;
  return getDb()
    .select({
      id: player.id,
      name: player.name,
      handle: player.handle,
      image: player.image,
      gender: player.gender,
      userId: player.userId,
    })
    .from(player)
    .where(and(...filters))
    .orderBy(rank, asc(player.name), asc(player.id))
    .limit(limit);
}

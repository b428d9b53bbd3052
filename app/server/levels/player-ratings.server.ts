// Players' ratings as numbers, for what orders pairs by level (a draw seeded by level, issue 35).
import { inArray } from "drizzle-orm";
import { playerLevel } from "../../../db/schema";
import { initialRating } from "~/domain/levels";
import type { Db, Tx } from "../infra/db.server";

/** The stored ratings of these players (those without one are left out). */
export async function ratingsOf(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: playerLevel.playerId, rating: playerLevel.rating })
    .from(playerLevel)
    .where(inArray(playerLevel.playerId, [...playerIds]));
  return new Map(rows.map((row) => [row.playerId, row.rating]));
}

/** The rating a player without one would start from in this category (where the engine would start them). */
export function startingRating(category: string): number {
  return initialRating(category).rating;
}

// The one lookup of a club or coach by its stored slug (db/schema: `slug`, indexed with the id).
import { asc, eq, sql } from "drizzle-orm";
import { club, coach } from "../../../db/schema";
import { MAX_SLUG_TYPOS, nearestSlug } from "~/domain/slugs";
import { getDb } from "./db.server";

/**
 * The oldest row whose slug is `wanted` (a canonical slug); with `nearest`, when none has it, the one
 * row whose slug is at most MAX_SLUG_TYPOS edits away (a mistyped address, answered with a redirect).
 */
export async function idBySlug(table: typeof club | typeof coach, wanted: string, { nearest = false } = {}): Promise<number | null> {
  const db = getDb();
  const [exact] = await db.select({ id: table.id }).from(table).where(eq(table.slug, wanted)).orderBy(asc(table.id)).limit(1);
  if (exact) return exact.id;
  if (!nearest) return null;
  // A slug a few edits away is at most that many characters longer or shorter.
  const candidates = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(sql`length(${table.slug}) between ${wanted.length - MAX_SLUG_TYPOS} and ${wanted.length + MAX_SLUG_TYPOS}`)
    .orderBy(asc(table.id));
  return nearestSlug(wanted, candidates)?.id ?? null;
}

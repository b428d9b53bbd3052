// The ranking by level (issue 35): players of one gender with at least LEVEL_RANKING_MIN_MATCHES rated
// matches, highest rating first, 24 a page.
import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import { player, playerLevel } from "../../../db/schema";
import type { Gender } from "~/domain/categories";
import { LEVEL_RANKING_MIN_MATCHES, LEVEL_RANKING_PER_PAGE, pageWithin, ratingAt, type Reliability, toLevel } from "~/domain/levels";
import type { Db } from "../infra/db.server";

export type LevelRankingRow = {
  position: number;
  playerId: number;
  name: string;
  handle: string | null;
  image: string | null;
  /** 'Nivel 4.3 · juega como 3ra' */
  level: string;
  reliability: Reliability;
  matches: number;
};

export type LevelRanking = { rows: LevelRankingRow[]; total: number; page: number; pageCount: number; minMatches: number };

export async function levelRanking(db: Db, gender: Gender, askedPage: string | null, now = new Date()): Promise<LevelRanking> {
  const listed = and(eq(player.gender, gender), gte(playerLevel.matches, LEVEL_RANKING_MIN_MATCHES));
  const [counted] = await db
    .select({ total: count() })
    .from(playerLevel)
    .innerJoin(player, eq(player.id, playerLevel.playerId))
    .where(listed);
  const total = counted?.total ?? 0;
  const { page, pageCount } = pageWithin(askedPage, total, LEVEL_RANKING_PER_PAGE);
  const rows = await db
    .select({ level: playerLevel, name: player.name, handle: player.handle, image: player.image })
    .from(playerLevel)
    .innerJoin(player, eq(player.id, playerLevel.playerId))
    .where(listed)
    .orderBy(desc(playerLevel.rating), asc(player.name), asc(player.id))
    .limit(LEVEL_RANKING_PER_PAGE)
    .offset((page - 1) * LEVEL_RANKING_PER_PAGE);
  return {
    total,
    page,
    pageCount,
    minMatches: LEVEL_RANKING_MIN_MATCHES,
    rows: rows.map((row, index) => {
      const level = toLevel(ratingAt(row.level, now));
      return {
        position: (page - 1) * LEVEL_RANKING_PER_PAGE + index + 1,
        playerId: row.level.playerId,
        name: row.name,
        handle: row.handle,
        image: row.image,
        level: level.text,
        reliability: level.reliability,
        matches: row.level.matches,
      };
    }),
  };
}

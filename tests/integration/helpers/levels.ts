// The stored levels of some players as the level tests compare them (levels*.test.ts, social-levels.test.ts):
// their player_level rows without the write's time, and their history rows in order.
import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import * as s from "../../../db/schema";

export async function storedLevels(db: Db, players: number[]) {
  const levels = await db.select().from(s.playerLevel).where(inArray(s.playerLevel.playerId, players)).orderBy(s.playerLevel.playerId);
  const history = await db
    .select()
    .from(s.levelHistory)
    .where(inArray(s.levelHistory.playerId, players))
    .orderBy(s.levelHistory.playerId, s.levelHistory.playedAt, s.levelHistory.matchKey);
  return { levels: levels.map(({ updatedAt: _, ...level }) => level), history };
}

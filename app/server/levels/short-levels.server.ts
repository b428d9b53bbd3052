// A level as a list's row shows it, small (issue 35): 'Nivel 4.3', and whether it is still provisional.
import { formatLevel, type Level } from "~/domain/levels";
import type { Db } from "../infra/db.server";
import { levelsOf } from "./level-page.server";

export type ShortLevel = { text: string; provisional: boolean };

export function shortLevel(level: Level): ShortLevel {
  return { text: `Nivel ${formatLevel(level.level)}`, provisional: level.reliability === "Provisional" };
}

/** The short levels of some players; players without a level are left out. */
export async function shortLevelsOf(db: Db, playerIds: readonly number[], now = new Date()): Promise<Map<number, ShortLevel>> {
  const levels = await levelsOf(db, [...new Set(playerIds)], now);
  return new Map([...levels].map(([id, level]) => [id, shortLevel(level)]));
}

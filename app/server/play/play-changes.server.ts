// Every write to a tournament's draws, results or order of play ends here once it has committed: the
// live pages of the tournament (draws, group tables, order of play, the club's screen) hear of it through
// LISTEN/NOTIFY, so viewers connected to any app process are told.
import { sql } from "drizzle-orm";
import { getDb, type Db } from "../infra/db.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/**
 * Tells every process that the tournament's play changed. Never fails the write that caused it. `db` is the
 * caller's: inside an outer transaction (the demo seed writes through the same functions in one) the
 * notification goes out when it commits; a separate connection would wait for that transaction, and on
 * PGlite, which has one, it would wait forever.
 */
export async function playChanged(tournamentId: number, db: Db = getDb()): Promise<void> {
  try {
    await db.execute(sql`select pg_notify(${TOURNAMENT_PLAY_CHANNEL}, ${String(tournamentId)})`);
  } catch {
    // Viewers also catch up on their next reload; the write itself has committed.
  }
}

// Every write to a tournament's draws, results or order of play ends here once it has committed: the
// live pages of the tournament (draws, group tables, order of play, the club's screen) hear of it through
// LISTEN/NOTIFY, so viewers connected to any app process are told; the pages kept for anonymous visitors
// are dropped; and the WhatsApp match reminders of the tournament are queued, moved or cancelled to
// follow (ADR 0029).
import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../infra/db.server";
import { publicDataChanged } from "../infra/public-data.server";
import { reconcileRemindersSoon } from "./match-reminders.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/**
 * Tells every process that the tournament's play changed. Never fails the write that caused it. `db` is the
 * caller's: inside an outer transaction (the demo seed writes through the same functions in one) the
 * notification goes out when it commits; a separate connection would wait for that transaction, and on
 * PGlite, which has one, it would wait forever. For the same reason the reminders are not reconciled
 * then: the server reconciles every tournament's when it starts.
 */
export async function playChanged(tournamentId: number, db: Db = getDb()): Promise<void> {
  // The draw, order of play, tournament and ranking pages cached for anonymous visitors (ADR 0030).
  await publicDataChanged();
  await notifyPlay(tournamentId, db);
  if (!(db instanceof PgTransaction)) await reconcileRemindersSoon(tournamentId, db);
}

/**
 * A point of one of the tournament's matches in play: the live pages update its score. The cached pages
 * stay (their viewers get the point over the stream), and the reminders cannot change.
 */
export function pointScored(tournamentId: number, db: Db = getDb()): Promise<void> {
  return notifyPlay(tournamentId, db);
}

async function notifyPlay(tournamentId: number, db: Db): Promise<void> {
  try {
    await db.execute(sql`select pg_notify(${TOURNAMENT_PLAY_CHANNEL}, ${String(tournamentId)})`);
  } catch {
    // Viewers also catch up on their next reload; the write itself has committed.
  }
}

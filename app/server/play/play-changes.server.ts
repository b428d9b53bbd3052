// Every write to a tournament's draws, results or order of play ends here once it has committed: the
// live pages of the tournament (draws, group tables, order of play, the club's screen) hear of it through
// LISTEN/NOTIFY, so viewers connected to any app process are told; and the WhatsApp match reminders of
// the tournament are queued, moved or cancelled to follow (ADR 0029).
import { PgTransaction } from "drizzle-orm/pg-core";
import { getDbHandle, type Db, type Tx } from "../infra/db.server";
import { reconcileRemindersSoon } from "./match-reminders.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/**
 * Tells every process that the tournament's play changed, and reconciles its match reminders. Never fails
 * the write that caused it. `db`: the handle the write used. When that is a caller's transaction (the demo
 * seed's) nothing has committed yet: there is nothing to tell, and on PGlite a query outside that
 * transaction would wait for it forever; the server reconciles every tournament's reminders when it starts.
 */
export async function playChanged(tournamentId: number, db?: Db | Tx): Promise<void> {
  if (db instanceof PgTransaction) return;
  try {
    await getDbHandle().notify(TOURNAMENT_PLAY_CHANNEL, String(tournamentId));
  } catch {
    // Viewers also catch up on their next reload; the write itself has committed.
  }
  await reconcileRemindersSoon(tournamentId);
}

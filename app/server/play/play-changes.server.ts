// Every write to a tournament's draws, results or order of play ends here once it has committed: the
// live pages of the tournament (draws, group tables, order of play, the club's screen) hear of it through
// LISTEN/NOTIFY, so viewers connected to any app process are told.
import { getDbHandle } from "../infra/db.server";
import { publicDataChanged } from "../infra/public-data.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/**
 * Tells every process that the tournament's play changed. Never fails the write that caused it, and
 * does not wait for the notification: PGlite has one connection, so a NOTIFY sent while the caller still
 * holds an outer transaction (the demo seed makes its draws and order of play inside one) would wait
 * for that transaction, which waits for this call: the first start of an empty database hung there.
 */
export async function playChanged(tournamentId: number): Promise<void> {
  // The draw, order of play, tournament and ranking pages cached for anonymous visitors (ADR 0030).
  await publicDataChanged();
  try {
    // Viewers also catch up on their next reload; the write itself has committed.
    getDbHandle()
      .notify(TOURNAMENT_PLAY_CHANNEL, String(tournamentId))
      .catch(() => undefined);
  } catch {
    // No database handle (a unit test of the write alone).
  }
}

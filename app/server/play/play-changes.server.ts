// Every write to a tournament's draws, results or order of play ends here once it has committed: the
// live pages of the tournament (draws, group tables, order of play, the club's screen) hear of it through
// LISTEN/NOTIFY, so viewers connected to any app process are told; and the WhatsApp match reminders of
// the tournament are queued, moved or cancelled to follow (ADR 0029).
import { getDbHandle } from "../infra/db.server";
import { reconcileRemindersSoon } from "./match-reminders.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/** Tells every process that the tournament's play changed. Never fails the write that caused it. */
export async function playChanged(tournamentId: number): Promise<void> {
  try {
    await getDbHandle().notify(TOURNAMENT_PLAY_CHANNEL, String(tournamentId));
  } catch {
    // Viewers also catch up on their next reload; the write itself has committed.
  }
  await reconcileRemindersSoon(tournamentId);
}

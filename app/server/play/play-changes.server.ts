// A change of a tournament's draws, results or order of play, recorded inside the write's transaction
// (infra/changes.server.ts). Once it commits, the composition root's handler tells the tournament's live
// pages (draws, group tables, order of play, the club's screen) through LISTEN/NOTIFY, so viewers connected
// to any app process hear of it, and queues, moves or cancels its WhatsApp match reminders (ADR 0029).
import { sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { recordChange } from "../infra/changes.server";

/** The notification channel of tournament play; the payload is the tournament's id. */
export const TOURNAMENT_PLAY_CHANNEL = "tournament_play";

/** The topic of a committed change of a tournament's play; the key is the tournament's id. */
export const PLAY_CHANGED = "tournament-play";

export function playChanged(db: Db | Tx, tournamentId: number): void {
  recordChange(db, { topic: PLAY_CHANGED, key: String(tournamentId) });
}

/**
 * Tells the tournament's live pages, in every process, that its play changed (a point of one of its
 * matches, or any committed change). Never fails: viewers also catch up on their next reload.
 */
export async function notifyPlay(tournamentId: number): Promise<void> {
  try {
    await getDb().execute(sql`select pg_notify(${TOURNAMENT_PLAY_CHANNEL}, ${String(tournamentId)})`);
  } catch {
    // The write itself has committed.
  }
}

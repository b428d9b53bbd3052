// The live tournament pages (issue 20, ADR 0028): one event stream per tournament whose snapshot says
// which version of the published play (draws, results, order of play) is current, so a page whose data
// changed re-fetches it, and the live score of every match in play, so a point moves the score in place.
// Built once per notification per process (the broker folds bursts) and written as the same bytes to
// every viewer. Only published draws are read: what the public pages show, nothing more.
import { createHash } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { court, draw, drawMatch, match, playSchedule } from "../../../db/schema";
import { liveScoreOf, type LiveScore } from "~/domain/live-play";
import type { ScoreState } from "~/domain/score";
import { getDb, type Db } from "../infra/db.server";
import { createBroker, encodeSse, eventStream } from "../infra/live.server";
import { TOURNAMENT_PLAY_CHANNEL } from "./play-changes.server";

/** What a live page starts from and each event carries. `scores` is keyed by draw match id. */
export interface PlaySnapshot {
  tournamentId: number;
  /** Changes whenever a published draw, a result or the order of play changes (not on a point). */
  version: string;
  scores: Record<string, LiveScore>;
}

const published = (tournamentId: number) => and(eq(draw.tournamentId, tournamentId), eq(draw.status, "published"));

/** A short digest of everything the live pages show but the scores: equal digests, nothing to re-fetch. */
async function playVersion(db: Db, tournamentId: number): Promise<string> {
  const [matches, courts, schedule] = await Promise.all([
    db
      .select({
        id: drawMatch.id,
        draw: draw.id,
        drawUpdated: draw.updatedAt,
        a: drawMatch.entryAId,
        b: drawMatch.entryBId,
        winner: drawMatch.winner,
        score: drawMatch.score,
        court: drawMatch.courtId,
        day: drawMatch.day,
        start: drawMatch.startTime,
      })
      .from(drawMatch)
      .innerJoin(draw, eq(draw.id, drawMatch.drawId))
      .where(published(tournamentId))
      .orderBy(asc(drawMatch.id)),
    db
      .select({ id: court.id, name: court.name, position: court.position })
      .from(court)
      .where(eq(court.tournamentId, tournamentId))
      .orderBy(asc(court.id)),
    db
      .select({ days: playSchedule.days, minutes: playSchedule.matchMinutes })
      .from(playSchedule)
      .where(eq(playSchedule.tournamentId, tournamentId)),
  ]);
  return createHash("sha256")
    .update(JSON.stringify([matches, courts, schedule]))
    .digest("base64url")
    .slice(0, 16);
}

/** The score of every match of a published draw being scored with Padel Score and not yet given a result. */
async function liveScores(db: Db, tournamentId: number): Promise<Record<string, LiveScore>> {
  const rows = await db
    .select({ id: drawMatch.id, state: match.state })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .innerJoin(match, eq(match.id, drawMatch.liveMatchId))
    .where(and(published(tournamentId), isNull(drawMatch.winner)))
    .orderBy(asc(drawMatch.id));
  const scores: Record<string, LiveScore> = {};
  for (const row of rows) {
    const state = (row.state as { score?: ScoreState } | null)?.score;
    const live = state ? liveScoreOf(state) : null;
    if (live) scores[row.id] = live;
  }
  return scores;
}

export async function loadPlaySnapshot(tournamentId: number, db: Db = getDb()): Promise<PlaySnapshot> {
  const [version, scores] = await Promise.all([playVersion(db, tournamentId), liveScores(db, tournamentId)]);
  return { tournamentId, version, scores };
}

/** A snapshot encoded once. `seq` orders loads: a viewer never goes back to an older one. */
type PlayFrame = { seq: number; data: string; event: Uint8Array };

let loads = 0;

async function loadFrame(tournamentId: number): Promise<PlayFrame> {
  const seq = ++loads;
  const data = JSON.stringify(await loadPlaySnapshot(tournamentId));
  return { seq, data, event: encodeSse({ event: "play", data }) };
}

/** Every process's viewers of a tournament's live pages, fed by the tournament_play notifications. */
export const playBroker = createBroker<PlayFrame>(TOURNAMENT_PLAY_CHANNEL, (key) => {
  const tournamentId = Number(key);
  return Number.isSafeInteger(tournamentId) ? loadFrame(tournamentId) : Promise.resolve(null);
});

/**
 * The tournament's event stream: the current snapshot on connect (so a reconnect catches up), then each
 * one that differs from the last sent. Subscribes before reading so no change falls in between.
 */
export function streamTournamentPlay(request: Request, tournamentId: number): Response {
  return eventStream(request, async (send) => {
    let last: PlayFrame | null = null;
    const deliver = (frame: PlayFrame) => {
      if (last && (frame.seq <= last.seq || frame.data === last.data)) return;
      last = frame;
      send(frame.event);
    };
    const unsubscribe = await playBroker.subscribe(String(tournamentId), deliver);
    deliver(await loadFrame(tournamentId));
    return unsubscribe;
  });
}

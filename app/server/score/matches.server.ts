// Padel Score on the server: the scorer's phone syncs its event log here; the live page and its
// event stream read the computed score. The engine (app/domain/score.ts) is the same one the phone runs.
import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { club, match } from "../../../db/schema";
import { type ClubOption, MAX_MATCH_EVENTS, type MatchSettings, rulesOf, type SyncRequest } from "~/domain/match-settings";
import { elapsedMs, type ScoreEvent, scoreMatch, type ScoreState } from "~/domain/score";
import { type Db, getDb, type Tx } from "../infra/db.server";
import { recordChange, transaction } from "../infra/changes.server";
import { createBroker, encodeSse, eventStream } from "../infra/live.server";
import { dropAnswers, linkSetupLineup } from "./match-lineup.server";

/** What the `state` column holds: the score and the scorer's clock offset (server time minus phone time). */
type StoredState = { score: ScoreState; clockOffsetMs: number };

/** The topic of a committed sync of a Padel Score match; the key is the match's id. */
export const MATCH_SYNCED = "score-synced";

/** What a sync changed: the score before and after, and who scored (the match's owner; null for a link's holder). */
export type MatchSynced = { liveMatchId: string; before: ScoreState | null; after: ScoreState; actor: { id: string | null } };

/** A failed sync with its HTTP status and the Spanish message the scorer sees. */
export class MatchSyncError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly length?: number,
  ) {
    super(message);
  }
}

export function hashScorerSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashScorerSecret(secret), "hex");
  const stored = Buffer.from(hash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A match before its first point: what the phone's first sync creates, or a tournament match taken over. */
export function newMatchRow(input: { id: string; ownerUserId: string | null; secret: string; settings: MatchSettings }) {
  const { id, ownerUserId, secret, settings } = input;
  return {
    id,
    ownerUserId,
    scorerSecretHash: hashScorerSecret(secret),
    settings,
    events: [],
    state: { score: scoreMatch(rulesOf(settings), []), clockOffsetMs: 0 } satisfies StoredState,
    shareLive: settings.shareLive,
    clubId: settings.clubId,
  };
}

export type SyncResult = { length: number; version: number };

/**
 * A caller's last word on a sync that adds events to an existing match, inside its transaction with the match
 * locked: a refusal (status and Spanish message) or null. The sync endpoint passes play's check of a
 * tournament match scored through a scorer link that has ended (ADR 0027).
 */
export type SyncGuard = (tx: Tx, match: { id: string; ownerUserId: string | null }) => Promise<{ status: number; message: string } | null>;

/**
 * Appends the scorer's events to the match, creating it on the first call (the phone chooses the id
 * and the secret, so creating is idempotent and works after being offline).
 *
 * `from` is where `events` start in the phone's log. Events the server already has are skipped,
 * so a retried request changes nothing; a gap (from beyond what the server has) is a 409 carrying the
 * server's length, and the phone resends from there.
 */
export async function syncMatch(input: {
  id: string;
  secret: string;
  request: SyncRequest;
  ownerUserId: string | null;
  now?: number;
  /** The caller's database: the demo seed syncs its matches in its own transaction. */
  db?: Db;
  guard?: SyncGuard;
}): Promise<SyncResult> {
  const { id, secret, request, ownerUserId } = input;
  const now = input.now ?? Date.now();
  const db = input.db ?? getDb();
  const result = await transaction(db, async (tx) => {
    let [row] = await tx.select().from(match).where(eq(match.id, id)).for("update");
    if (!row) {
      if (!request.settings.shareLive && !ownerUserId) {
        throw new MatchSyncError(403, "Inicia sesión o activa el marcador en vivo para guardar el partido en el servidor.");
      }
      const clubId = request.settings.clubId;
      const [clubRow] = clubId === null ? [] : await tx.select({ name: club.name }).from(club).where(eq(club.id, clubId));
      if (!clubRow) throw new MatchSyncError(400, "El club elegido no existe.");
      const { lineup, ...rest } = request.settings;
      const settings: MatchSettings = { ...rest, clubName: clubRow.name };
      const inserted = await tx
        .insert(match)
        .values(newMatchRow({ id, ownerUserId, secret, settings }))
        .onConflictDoNothing()
        .returning({ id: match.id });
      if (inserted.length > 0 && lineup) {
        const linked = await linkSetupLineup(tx, id, ownerUserId, lineup);
        if (!linked.ok) throw new MatchSyncError(linked.status ?? 400, linked.message);
      }
      [row] = await tx.select().from(match).where(eq(match.id, id)).for("update");
      if (!row) throw new Error(`match ${id} vanished after insert`);
    }
    if (!secretMatches(secret, row.scorerSecretHash)) {
      throw new MatchSyncError(403, "No tienes permiso para llevar el marcador de este partido.");
    }
    const stored = row.events as ScoreEvent[];
    const { from, events } = request;
    if (from > stored.length) {
      throw new MatchSyncError(409, "Faltan eventos anteriores; reenvía desde el último recibido.", stored.length);
    }
    const fresh = events.slice(stored.length - from);
    if (fresh.length === 0) return { length: stored.length, version: row.version, changed: false };
    // A retry of what the server holds is answered above; new events need the caller's consent.
    const refusal = input.guard ? await input.guard(tx, { id, ownerUserId: row.ownerUserId }) : null;
    if (refusal) throw new MatchSyncError(refusal.status, refusal.message);
    if (stored.length + fresh.length > MAX_MATCH_EVENTS) {
      throw new MatchSyncError(413, "El partido alcanzó el máximo de eventos permitidos.", stored.length);
    }
    const all = [...stored, ...fresh];
    const score = scoreMatch(rulesOf(row.settings as MatchSettings), all);
    const finished = score.phase === "finished";
    const [updated] = await tx
      .update(match)
      .set({
        events: all,
        state: { score, clockOffsetMs: now - request.sentAt } satisfies StoredState,
        status: finished ? "finished" : "in_progress",
        finishedAt: finished ? (row.finishedAt ?? new Date(now)) : null,
        version: sql`${match.version} + 1`,
      })
      .where(eq(match.id, id))
      .returning({ version: match.version });
    // A result players answered changed (an undo after the end): their answers were about the old one.
    if (row.status === "finished") await dropAnswers(tx, id);
    const before = (row.state as StoredState | null)?.score ?? null;
    // A point is not public data (live pages get it over their streams); a tournament's match is
    // followed by its draw once this commits (ADR 0027).
    const synced: MatchSynced = { liveMatchId: id, before, after: score, actor: { id: row.ownerUserId } };
    recordChange(tx, { topic: MATCH_SYNCED, key: id, data: synced, public: false });
    return { length: all.length, version: updated?.version ?? row.version + 1, changed: true };
  });
  if (result.changed) await matchBroker.publish(id, db).catch(() => undefined);
  return { length: result.length, version: result.version };
}

/** The public view of a match: no secret, no owner, no event log. */
export type LiveMatch = {
  id: string;
  version: number;
  status: "in_progress" | "finished";
  settings: MatchSettings;
  score: Omit<ScoreState, "timer">;
  /** Timer reading when this was read, on the server's clock; viewers count on from when it arrives. */
  clock: { elapsedMs: number; running: boolean; paused: boolean };
  updatedAt: string;
};

type MatchRow = typeof match.$inferSelect;

function toLiveMatch(row: MatchRow, now: number): LiveMatch {
  const settings = row.settings as MatchSettings;
  const stored = row.state as StoredState | null;
  const { timer, ...score } = stored?.score ?? scoreMatch(rulesOf(settings), []);
  const scorerNow = now - (stored?.clockOffsetMs ?? 0);
  return {
    id: row.id,
    version: row.version,
    status: row.status === "finished" ? "finished" : "in_progress",
    settings,
    score,
    clock: { elapsedMs: elapsedMs(timer, scorerNow), running: timer.runningSince !== null, paused: timer.paused },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A match shared live, or null (unknown id, or sharing off; `shared: false` reads it anyway, for its players). */
export async function getLiveMatch(id: string, now = Date.now(), { shared = true } = {}): Promise<LiveMatch | null> {
  const [row] = await getDb()
    .select()
    .from(match)
    .where(shared ? and(eq(match.id, id), eq(match.shareLive, true)) : eq(match.id, id));
  return row ? toLiveMatch(row, now) : null;
}

/** A live update, serialised once per process however many viewers receive it. */
type LiveFrame = { version: number; event: Uint8Array };

function frameOf(live: LiveMatch): LiveFrame {
  return { version: live.version, event: encodeSse({ event: "score", id: String(live.version), data: JSON.stringify(live) }) };
}

/** Live score updates, fanned out to every process's viewers of a match. */
export const matchBroker = createBroker<LiveFrame>("match_update", async (id) => {
  const live = await getLiveMatch(id);
  return live && frameOf(live);
});

/**
 * The live page's event stream, or null when the match is not shared. Subscribes before reading the
 * current score so no update falls in between; versions only move forward for each viewer.
 */
export async function streamLiveMatch(request: Request, id: string): Promise<Response | null> {
  if (!(await getLiveMatch(id))) return null;
  return eventStream(request, async (send) => {
    let sent = -1;
    const deliver = (frame: LiveFrame) => {
      if (frame.version <= sent) return;
      sent = frame.version;
      send(frame.event);
    };
    const unsubscribe = await matchBroker.subscribe(id, deliver);
    const current = await getLiveMatch(id);
    if (current) deliver(frameOf(current));
    return unsubscribe;
  });
}

export type OwnerMatch = Pick<LiveMatch, "id" | "status" | "settings" | "score"> & {
  shareLive: boolean;
  createdAt: string;
};

export const OWNER_MATCHES_LIMIT = 20;

/** The signed-in scorer's matches, newest first. */
export async function listOwnerMatches(userId: string): Promise<OwnerMatch[]> {
  const rows = await getDb()
    .select()
    .from(match)
    .where(eq(match.ownerUserId, userId))
    .orderBy(desc(match.createdAt))
    .limit(OWNER_MATCHES_LIMIT);
  const now = Date.now();
  return rows.map((row) => {
    const { id, status, settings, score } = toLiveMatch(row, now);
    return { id, status, settings, score, shareLive: row.shareLive, createdAt: row.createdAt.toISOString() };
  });
}

/** The clubs list of the setup form (docs/product.md §9.1). */
export function listScoreClubs(): Promise<ClubOption[]> {
  return getDb().select({ id: club.id, name: club.name }).from(club).orderBy(club.name, club.id);
}

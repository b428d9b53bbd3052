// The memo of GET /api/social-events/<id>/yo (ADR 0036, "A social event's page"): on an Americano night
// every signed-in phone asks it after each score, and a score changes nothing it answers (the visitor's
// entry, whether they edit the event, its open rounds' score links). An answer is kept per session token
// and event, as /api/yo keeps its own per token (the session lookup is most of what it costs), until the
// event changes in another way than a score (SOCIAL_CHANGE: a sign-up, a withdrawal, a check-in, a round
// started or closed, its organisers or title edited) in any process (LISTEN/NOTIFY), the session signs out
// (in this process), or PAGE_CACHE_MAX_AGE seconds pass: what no change of the event announces (a player
// profile claimed, a role given, a session ended in another process) shows within that time.
import { LRUCache } from "lru-cache";
import { getConfig } from "../infra/config.server";
import { type DbHandle, getDbHandle } from "../infra/db.server";

/** The notification channel; the payload is the event's id. */
export const SOCIAL_VISITORS_CHANNEL = "social_visitors";

type Entry = { generation: number; at: number; value: Promise<unknown> };

// Per event, how many changes this process has heard of: an answer computed at an older count is not used.
const generations = new Map<number, number>();
// Per session token, its events' answers.
const sessions = new LRUCache<string, Map<number, Entry>>({ max: 20_000 });
type Listening = { handle: DbHandle; live: boolean; ready: Promise<boolean> };
let listening: Listening | undefined;

function generationOf(eventId: number): number {
  return generations.get(eventId) ?? 0;
}

function bump(eventId: number): void {
  generations.set(eventId, generationOf(eventId) + 1);
}

/**
 * The event's visitors' answers are out of date (its change handler calls this after the commit): dropped
 * here at once, in the other processes when they hear of it. Never fails.
 */
export function socialVisitorsChanged(eventId: number): void {
  bump(eventId);
  try {
    getDbHandle()
      .notify(SOCIAL_VISITORS_CHANNEL, String(eventId))
      .catch(() => undefined);
  } catch {
    // No database: nobody else to tell.
  }
}

/**
 * Starts hearing the other processes' changes on the current database (once per handle). Resolves true
 * once listening; until then the memo computes every answer.
 */
export function listenForSocialVisitors(): Promise<boolean> {
  const handle = getDbHandle();
  if (listening?.handle !== handle) {
    const state: Listening = { handle, live: false, ready: Promise.resolve(false) };
    state.ready = handle
      .listen(SOCIAL_VISITORS_CHANNEL, (payload) => {
        const eventId = Number(payload);
        if (Number.isSafeInteger(eventId)) bump(eventId);
      })
      .then(
        () => (state.live = true),
        () => {
          if (listening === state) listening = undefined;
          return false;
        },
      );
    listening = state;
  }
  return listening.ready;
}

function hearsOthers(): boolean {
  void listenForSocialVisitors();
  return listening?.live === true && listening.handle === getDbHandle();
}

/**
 * `compute()`'s answer for the session (its token) on the event, reused until the event changes (above).
 * Concurrent callers share one computation; one started before a change is not reused after it. With
 * PAGE_CACHE=off, or until this process hears the others, every call computes.
 */
export function socialVisitorMemo<T>(session: string, eventId: number, compute: () => Promise<T>): Promise<T> {
  const config = getConfig();
  if (config.PAGE_CACHE !== "on" || !hearsOthers()) return compute();
  let events = sessions.get(session);
  if (!events) sessions.set(session, (events = new Map()));
  const generation = generationOf(eventId);
  const now = Date.now();
  const entry = events.get(eventId);
  if (entry && entry.generation === generation && now - entry.at < config.PAGE_CACHE_MAX_AGE * 1000) return entry.value as Promise<T>;
  const mine: Entry = { generation, at: now, value: compute() };
  events.set(eventId, mine);
  mine.value.catch(() => {
    if (events.get(eventId) === mine) events.delete(eventId);
  });
  return mine.value as Promise<T>;
}

/** Forgets a session's answers (it signed out). */
export function forgetSocialSession(session: string): void {
  sessions.delete(session);
}

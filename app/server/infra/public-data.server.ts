// The version of the data public pages show (ADR 0030). Any committed write that a public page may show
// bumps it: in this process at once, in every other process through LISTEN/NOTIFY. The page cache
// (server/page-cache.ts) serves an entry only while the version it was rendered at is current.
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getConfig } from "./config.server";
import type { DbHandle } from "./db.server";
import { getDbHandle } from "./db.server";

/** The notification channel; the payload is the id of the process that made the change. */
export const PUBLIC_DATA_CHANNEL = "public_data";

type State = {
  /** Tells this process's own notifications apart: it has already bumped its version. */
  readonly process: string;
  version: number;
  readonly listeners: Set<() => void>;
  listening: { handle: DbHandle; ready: Promise<boolean>; live: boolean } | undefined;
};

// One per process: the Express server reaches it through the build it serves (server/server-api.ts).
const current: State = { process: randomUUID(), version: 0, listeners: new Set(), listening: undefined };
function state(): State {
  return current;
}

function bump(): void {
  const s = state();
  s.version += 1;
  for (const listener of s.listeners) listener();
}

/** The current version of the public data in this process. */
export function publicDataVersion(): number {
  return state().version;
}

/** Calls `listener` after every change (this process's or another's). Returns the unsubscribe. */
export function onPublicDataChange(listener: () => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/**
 * Call after a committed write of anything a public page shows, made outside an HTTP request (a job, a
 * scheduler, tournament play): every process drops the pages it cached. Requests that write need not
 * call it (the server does after every successful POST). Never fails the write that caused it, and does
 * not wait for the NOTIFY (on PGlite it would wait for a transaction the caller may still hold, see
 * play-changes.server.ts); this process has dropped its pages when it returns.
 */
export async function publicDataChanged(): Promise<void> {
  bump();
  try {
    getDbHandle()
      .notify(PUBLIC_DATA_CHANNEL, state().process)
      .catch(() => undefined);
  } catch {
    // No database: nobody else to tell.
  }
  return Promise.resolve();
}

/**
 * Starts hearing other processes' changes on the current database (once per handle). Resolves true
 * when listening; until then (or if LISTEN failed: the next call retries) `hearsOtherProcesses()` is false.
 */
export function listenForPublicDataChanges(): Promise<boolean> {
  const s = state();
  const handle = getDbHandle();
  if (s.listening?.handle !== handle) {
    const listening = { handle, live: false, ready: Promise.resolve(false) };
    listening.ready = handle
      .listen(PUBLIC_DATA_CHANNEL, (payload) => {
        if (payload !== s.process) bump();
      })
      .then(
        () => {
          listening.live = true;
          // What changed before LISTEN took effect was not heard.
          bump();
          return true;
        },
        () => {
          if (s.listening === listening) s.listening = undefined;
          return false;
        },
      );
    s.listening = listening;
  }
  return s.listening.ready;
}

/** Whether this process hears the changes other processes make (the cache serves nothing until then). */
export function hearsOtherProcesses(): boolean {
  const s = state();
  return s.listening?.live === true && s.listening.handle === getDbHandle();
}

type MemoEntry<T> = { version: number; at: number; value: Promise<T> };

export type PublicDataMemo<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * A per-process memo of values computed from public data alone, for signed-in visitors' pages (ADR
 * 0032): a value is reused while the public data version it was computed at is current, for at most the
 * page cache's maximum age (what no write announces), so it is never older than the page an anonymous
 * visitor gets. Concurrent callers of one key share one computation; one that started before a change is
 * not reused after it. With PAGE_CACHE=off, or while this process does not hear the others' changes,
 * every call computes. At most `maxKeys` values, the least recently used dropped first.
 */
export function publicDataMemo<T>(maxKeys: number): PublicDataMemo<T> {
  const entries = new LRUCache<string, MemoEntry<T>>({ max: maxKeys });
  onPublicDataChange(() => entries.clear());
  return (key, compute) => {
    const config = getConfig();
    if (config.PAGE_CACHE !== "on" || !hearsOtherProcesses()) return compute();
    const version = publicDataVersion();
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.version === version && now - entry.at < config.PAGE_CACHE_MAX_AGE * 1000) return entry.value;
    const mine: MemoEntry<T> = { version, at: now, value: compute() };
    entries.set(key, mine);
    mine.value.catch(() => {
      if (entries.get(key) === mine) entries.delete(key);
    });
    return mine.value;
  };
}

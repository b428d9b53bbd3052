// A small in-process cache for slow-changing, public query results (the home page's top players and
// featured clubs and trainers, docs/product.md §3.1). Each entry is "fresh" for `freshMs`: served as is. After that,
// until `keepMs`, the stale value is served at once while one refresh runs in the background
// (stale-while-revalidate). Past `keepMs` the next caller waits for a new load.
// Per process: with several app processes each keeps its own copy, which is fine for data that may be
// minutes old by design. Never cache anything that depends on who is asking.

type Entry<T> = { value: T; loadedAt: number; refreshing: Promise<T> | null };

export type Freshness = { freshMs: number; keepMs: number };

const entries = new Map<string, Entry<unknown>>();
const pending = new Map<string, Promise<unknown>>();

export const minutes = (n: number) => n * 60_000;

function load<T>(key: string, loader: () => Promise<T>, now: () => number): Promise<T> {
  const running = pending.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = loader()
    .then((value) => {
      entries.set(key, { value, loadedAt: now(), refreshing: null });
      return value;
    })
    .finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

/**
 * The cached value of `key`, loading it with `loader` when missing or too old. Concurrent callers share
 * one load. A failed background refresh keeps the stale value (and is retried by the next caller).
 */
export async function cached<T>(key: string, freshness: Freshness, loader: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const entry = entries.get(key) as Entry<T> | undefined;
  if (entry) {
    const age = now() - entry.loadedAt;
    if (age < freshness.freshMs) return entry.value;
    if (age < freshness.keepMs) {
      if (!pending.has(key)) load(key, loader, now).catch(() => undefined);
      return entry.value;
    }
  }
  return load(key, loader, now);
}

/** Drops one key (after a change that must show at once), or every key when none is given. */
export function invalidateCache(key?: string): void {
  if (key === undefined) entries.clear();
  else entries.delete(key);
}

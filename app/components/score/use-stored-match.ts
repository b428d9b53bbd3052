// The match in progress lives on the phone (localStorage), so a reload or a locked phone resumes it.
import { useCallback, useEffect, useState } from "react";
import { type MatchSettings, parseMatchSettings, parseStoredMatch, type StoredMatch } from "~/domain/match-settings";
import type { ScoreEvent } from "~/domain/score";

const MATCH_KEY = "padel-score:match:v1";
const LAST_SETTINGS_KEY = "padel-score:last-settings:v1";

/** An event as the scoreboard dispatches it; the time is added when it happens. */
export type ScoreAction = ScoreEvent extends infer E ? (E extends ScoreEvent ? Omit<E, "at"> : never) : never;

/** What `key` holds, or null when it is empty, unreadable or fails `parse`. */
function read<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the match still works, it just won't survive a reload.
  }
}

export function readLastSettings(): MatchSettings | null {
  return read(LAST_SETTINGS_KEY, (value) => {
    const settings = parseMatchSettings(value);
    return settings.success ? settings.data : null;
  });
}

/** 32 random bytes, base64url: the scorer's secret for this match. */
function newScorerSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function useStoredMatch() {
  const [match, setMatch] = useState<StoredMatch | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setMatch(read(MATCH_KEY, parseStoredMatch));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded) write(MATCH_KEY, match);
  }, [match, loaded]);

  const start = useCallback((settings: MatchSettings) => {
    write(LAST_SETTINGS_KEY, settings);
    setMatch({ id: crypto.randomUUID(), secret: newScorerSecret(), settings, events: [], synced: 0 });
  }, []);

  const dispatch = useCallback((action: ScoreAction) => {
    const event = { ...action, at: Date.now() } as ScoreEvent;
    setMatch((current) => current && { ...current, events: [...current.events, event] });
  }, []);

  const markSynced = useCallback((synced: number) => {
    setMatch((current) => (current && current.synced !== synced ? { ...current, synced } : current));
  }, []);

  const clear = useCallback(() => setMatch(null), []);

  return { match, loaded, start, dispatch, markSynced, clear };
}

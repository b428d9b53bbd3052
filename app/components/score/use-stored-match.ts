// The match in progress lives on the phone (localStorage), so a reload or a locked phone resumes it.
import { useCallback, useEffect, useState } from "react";
import type { MatchSettings, StoredMatch } from "~/domain/match-settings";
import type { ScoreEvent } from "~/domain/score";

const MATCH_KEY = "padel-score:match:v1";
const LAST_SETTINGS_KEY = "padel-score:last-settings:v1";

/** An event as the scoreboard dispatches it; the time is added when it happens. */
export type ScoreAction = ScoreEvent extends infer E ? (E extends ScoreEvent ? Omit<E, "at"> : never) : never;

/**
 * The settings parsers and the making of a new match, loaded only when the phone holds something to read
 * (a first visit holds nothing) or when the visitor starts the setup (with the scorer) or submits it.
 */
export const loadMatchSetup = () => import("./match-setup");

/** The JSON that `key` holds, or null when it is empty or unreadable. */
function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
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

export function useStoredMatch() {
  const [match, setMatch] = useState<StoredMatch | null>(null);
  /** The last match's settings, to prefill the setup form. */
  const [lastSettings, setLastSettings] = useState<MatchSettings | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const stored = readJson(MATCH_KEY);
    const last = readJson(LAST_SETTINGS_KEY);
    if (stored === null && last === null) {
      setLoaded(true);
      return;
    }
    // Should the parsers fail to load, the page stays on its loading state: saving now would erase the match.
    void loadMatchSetup().then(({ parseMatchSettings, parseStoredMatch }) => {
      const settings = parseMatchSettings(last);
      setMatch(parseStoredMatch(stored));
      setLastSettings(settings.success ? settings.data : null);
      setLoaded(true);
    });
  }, []);

  useEffect(() => {
    if (loaded) write(MATCH_KEY, match);
  }, [match, loaded]);

  const start = useCallback((newMatch: StoredMatch) => {
    write(LAST_SETTINGS_KEY, newMatch.settings);
    setLastSettings(newMatch.settings);
    setMatch(newMatch);
  }, []);

  const dispatch = useCallback((action: ScoreAction) => {
    const event = { ...action, at: Date.now() } as ScoreEvent;
    setMatch((current) => current && { ...current, events: [...current.events, event] });
  }, []);

  const markSynced = useCallback((synced: number) => {
    setMatch((current) => (current && current.synced !== synced ? { ...current, synced } : current));
  }, []);

  const clear = useCallback(() => setMatch(null), []);

  return { match, lastSettings, loaded, start, dispatch, markSynced, clear };
}

import { useEffect, useRef, useState } from "react";
import { fetchSend, MatchSyncer, type SyncStatus } from "./match-sync";
import type { StoredMatch } from "~/domain/match-settings";

/**
 * Keeps the server's copy of the match in step with the phone while `enabled` (shared live, or a
 * signed-in scorer keeping a history). Retries when the browser comes back online or the page is
 * shown again after the phone was locked.
 */
export function useMatchSync(match: StoredMatch, enabled: boolean, onSynced: (synced: number) => void): SyncStatus | null {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const syncer = useRef<MatchSyncer | null>(null);
  const onSyncedRef = useRef(onSynced);
  onSyncedRef.current = onSynced;

  useEffect(() => {
    if (!enabled) return;
    const current = new MatchSyncer(fetchSend, (next, synced) => {
      setStatus(next);
      onSyncedRef.current(synced);
    });
    syncer.current = current;
    const retry = () => current.retryNow();
    const onVisible = () => document.visibilityState === "visible" && retry();
    window.addEventListener("online", retry);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      current.stop();
      syncer.current = null;
      window.removeEventListener("online", retry);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled, match.id]);

  useEffect(() => {
    if (enabled) syncer.current?.update(match);
  }, [enabled, match]);

  return enabled ? status : null;
}

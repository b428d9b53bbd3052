// Sends the scorer's event log to the server, in order, exactly once, whatever the connection does:
// points scored offline wait on the phone and go out when the connection returns.
import { MAX_SYNC_EVENTS, type MatchSettings } from "~/domain/match-settings";
import type { ScoreEvent } from "~/domain/score";

export type SyncSnapshot = {
  id: string;
  secret: string;
  settings: MatchSettings;
  events: readonly ScoreEvent[];
  /** Events the server is known to hold. */
  synced: number;
};

export type SyncStatus =
  | { state: "sending" | "synced"; pending: number }
  | { state: "offline"; pending: number }
  | { state: "error"; pending: number; message: string };

/** What one request achieved: the server's length, a gap to fill, a retry later, or a hard refusal. */
export type SendResult =
  { kind: "ok"; length: number } | { kind: "gap"; length: number } | { kind: "retry" } | { kind: "fatal"; message: string };

export type Send = (snapshot: SyncSnapshot, from: number, events: readonly ScoreEvent[]) => Promise<SendResult>;

/** Waits between retries while offline (the last one repeats). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export class MatchSyncer {
  private snapshot: SyncSnapshot | null = null;
  private synced = 0;
  private inFlight = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly send: Send,
    private readonly onChange: (status: SyncStatus, synced: number) => void,
    private readonly delays: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** The latest log; sends whatever the server does not have yet. */
  update(snapshot: SyncSnapshot): void {
    if (this.snapshot?.id !== snapshot.id) this.synced = 0;
    this.snapshot = snapshot;
    this.synced = Math.min(Math.max(this.synced, snapshot.synced), snapshot.events.length);
    void this.flush();
  }

  /** Retries at once (the browser is back online, the page is visible again). */
  retryNow(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.attempt = 0;
    void this.flush();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private report(status: SyncStatus): void {
    if (!this.stopped) this.onChange(status, this.synced);
  }

  private async flush(): Promise<void> {
    const snapshot = this.snapshot;
    if (this.inFlight || this.stopped || !snapshot || this.retryTimer) return;
    const pending = snapshot.events.length - this.synced;
    if (pending <= 0) return this.report({ state: "synced", pending: 0 });
    this.inFlight = true;
    this.report({ state: "sending", pending });
    const from = this.synced;
    let result: SendResult;
    try {
      result = await this.send(snapshot, from, snapshot.events.slice(from, from + MAX_SYNC_EVENTS));
    } catch {
      result = { kind: "retry" };
    }
    this.inFlight = false;
    if (this.stopped) return;
    const latest = this.snapshot ?? snapshot;
    switch (result.kind) {
      case "ok":
      case "gap":
        this.attempt = 0;
        this.synced = Math.min(result.length, latest.events.length);
        return this.flush();
      case "retry": {
        this.report({ state: "offline", pending: latest.events.length - this.synced });
        const delay = this.delays[Math.min(this.attempt, this.delays.length - 1)] ?? 1000;
        this.attempt += 1;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          void this.flush();
        }, delay);
        return;
      }
      case "fatal":
        this.report({ state: "error", pending: latest.events.length - this.synced, message: result.message });
    }
  }
}

/** The real transport: POST /api/matches/{id}/sync with the secret as a bearer token. */
export const fetchSend: Send = async (snapshot, from, events) => {
  let response: Response;
  try {
    response = await fetch(`/api/matches/${snapshot.id}/sync`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${snapshot.secret}` },
      body: JSON.stringify({ settings: snapshot.settings, from, events, sentAt: Date.now() }),
    });
  } catch {
    return { kind: "retry" };
  }
  const json = (await response.json().catch(() => ({}))) as { length?: unknown; error?: unknown };
  const length = typeof json.length === "number" ? json.length : null;
  if (response.ok && length !== null) return { kind: "ok", length };
  if (response.status === 409 && length !== null) return { kind: "gap", length };
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { kind: "retry" };
  return { kind: "fatal", message: typeof json.error === "string" ? json.error : "No se pudo sincronizar el partido." };
};

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MatchSettings } from "~/domain/match-settings";
import type { ScoreEvent } from "~/domain/score";
import { MatchSyncer, type SendResult, type SyncSnapshot, type SyncStatus } from "./match-sync";

const settings = { shareLive: true } as MatchSettings;
const point = (at: number): ScoreEvent => ({ type: "point", team: "team1", at });

/** A fake server: holds a log, can be offline, answers like the sync endpoint. */
function fakeServer() {
  const log: ScoreEvent[] = [];
  const server = {
    log,
    online: true,
    requests: 0,
    async send(_snapshot: SyncSnapshot, from: number, events: readonly ScoreEvent[]): Promise<SendResult> {
      server.requests += 1;
      await Promise.resolve();
      if (!server.online) throw new TypeError("Failed to fetch");
      if (from > log.length) return { kind: "gap", length: log.length };
      log.push(...events.slice(log.length - from));
      return { kind: "ok", length: log.length };
    },
  };
  return server;
}

function snapshot(events: ScoreEvent[], synced = 0): SyncSnapshot {
  return { id: "m1", secret: "s", settings, events, synced };
}

let statuses: SyncStatus[];
let synced: number;
const onChange = (status: SyncStatus, n: number) => {
  statuses.push(status);
  synced = n;
};

beforeEach(() => {
  vi.useFakeTimers();
  statuses = [];
  synced = 0;
});
afterEach(() => vi.useRealTimers());

describe("MatchSyncer", () => {
  it("sends each new event once, in order", async () => {
    const server = fakeServer();
    const syncer = new MatchSyncer(server.send, onChange);
    const events: ScoreEvent[] = [];
    for (let i = 0; i < 5; i += 1) {
      events.push(point(i));
      syncer.update(snapshot([...events]));
      await vi.runAllTimersAsync();
    }
    expect(server.log).toEqual(events);
    expect(synced).toBe(5);
    expect(statuses.at(-1)).toEqual({ state: "synced", pending: 0 });
  });

  it("keeps points scored while offline and sends them when the connection returns", async () => {
    const server = fakeServer();
    const syncer = new MatchSyncer(server.send, onChange, [1000]);
    syncer.update(snapshot([point(0)]));
    await vi.runAllTimersAsync();
    server.online = false;
    const events = [point(0), point(1), point(2), point(3)];
    syncer.update(snapshot(events.slice(0, 2)));
    await vi.advanceTimersByTimeAsync(10);
    syncer.update(snapshot(events.slice(0, 3)));
    syncer.update(snapshot(events));
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses.at(-1)).toEqual({ state: "offline", pending: 3 });
    expect(server.log).toHaveLength(1);
    expect(server.requests).toBeGreaterThan(3); // it kept retrying
    server.online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.log).toEqual(events);
    expect(statuses.at(-1)).toEqual({ state: "synced", pending: 0 });
  });

  it("retryNow sends at once instead of waiting for the next retry", async () => {
    const server = fakeServer();
    const syncer = new MatchSyncer(server.send, onChange, [60_000]);
    server.online = false;
    syncer.update(snapshot([point(0)]));
    await vi.advanceTimersByTimeAsync(10);
    server.online = true;
    syncer.retryNow();
    await vi.advanceTimersByTimeAsync(10);
    expect(server.log).toHaveLength(1);
  });

  it("fills a gap when the server has fewer events than the phone believes", async () => {
    const server = fakeServer();
    const syncer = new MatchSyncer(server.send, onChange);
    const events = [point(0), point(1), point(2)];
    syncer.update(snapshot(events, 2)); // the phone thinks two were sent; the server has none
    await vi.runAllTimersAsync();
    expect(server.log).toEqual(events);
  });

  it("reports a refusal with the server's message and does not retry on its own", async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ kind: "fatal", message: "No tienes permiso" }));
    const syncer = new MatchSyncer(send, onChange);
    syncer.update(snapshot([point(0)]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual({ state: "error", pending: 1, message: "No tienes permiso" });
  });

  it("stops sending once stopped", async () => {
    const server = fakeServer();
    const syncer = new MatchSyncer(server.send, onChange, [1000]);
    server.online = false;
    syncer.update(snapshot([point(0)]));
    await vi.advanceTimersByTimeAsync(10);
    syncer.stop();
    server.online = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.log).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_REOPEN_MS, openLiveSource } from "./live-source";

/** The browser's EventSource as far as the page uses it: a refusal (an HTTP error) ends CLOSED. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { data?: string } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("openLiveSource", () => {
  it("a stream the server refused (429) opens again after 30 s, with its listeners", () => {
    const heard: string[] = [];
    openLiveSource("/api/social-events/7/live", (source) => source.addEventListener("social", (event) => heard.push(event.data)));
    const refused = FakeEventSource.opened[0]!;
    refused.readyState = FakeEventSource.CLOSED;
    refused.emit("error");
    vi.advanceTimersByTime(29_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(["/api/social-events/7/live", "/api/social-events/7/live"]);
    FakeEventSource.opened[1]!.emit("social", { data: "v2" });
    expect(heard).toEqual(["v2"]);
    expect(LIVE_REOPEN_MS).toBe(30_000);
  });

  it("a dropped connection is left to the browser's own reconnection", () => {
    openLiveSource("/api/tournaments/3/live", () => {});
    FakeEventSource.opened[0]!.emit("error");
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("closing stops the stream and any reopening", () => {
    const close = openLiveSource("/api/tournaments/3/live", () => {});
    const first = FakeEventSource.opened[0]!;
    first.readyState = FakeEventSource.CLOSED;
    first.emit("error");
    close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(first.closed).toBe(true);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { cached, invalidateCache } from "./ttl-cache.server";

const freshness = { freshMs: 1000, keepMs: 3000 };

describe("cached", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    invalidateCache();
    clock = 0;
  });

  it("serves a fresh value without loading again", async () => {
    let loads = 0;
    const loader = async () => ++loads;
    expect(await cached("k", freshness, loader, now)).toBe(1);
    clock = 999;
    expect(await cached("k", freshness, loader, now)).toBe(1);
    expect(loads).toBe(1);
  });

  it("serves a stale value while one refresh runs, then the new value", async () => {
    let loads = 0;
    let release!: () => void;
    const loader = () => {
      loads++;
      return loads === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = () => r(loads)));
    };
    await cached("k", freshness, loader, now);
    clock = 1500;
    expect(await cached("k", freshness, loader, now)).toBe(1);
    expect(await cached("k", freshness, loader, now)).toBe(1);
    expect(loads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached("k", freshness, loader, now)).toBe(2);
  });

  it("waits for a new load once the value is older than keepMs", async () => {
    let loads = 0;
    const loader = async () => ++loads;
    await cached("k", freshness, loader, now);
    clock = 3000;
    expect(await cached("k", freshness, loader, now)).toBe(2);
  });

  it("shares one load between concurrent callers and keeps the stale value when a refresh fails", async () => {
    let loads = 0;
    const loader = async () => {
      loads++;
      if (loads === 2) throw new Error("down");
      return loads;
    };
    const [a, b] = await Promise.all([cached("k", freshness, loader, now), cached("k", freshness, loader, now)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 2000;
    expect(await cached("k", freshness, loader, now)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached("k", freshness, loader, now)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached("k", freshness, loader, now)).toBe(3);
  });

  it("loads again after invalidation", async () => {
    let loads = 0;
    const loader = async () => ++loads;
    await cached("k", freshness, loader, now);
    invalidateCache("k");
    expect(await cached("k", freshness, loader, now)).toBe(2);
  });
});

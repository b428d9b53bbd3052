// ADR 0032: values computed from public data alone (the rankings, a profile's public part) are reused by
// signed-in visitors' pages until public data changes, never longer than the page cache keeps a page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv({ PAGE_CACHE_MAX_AGE: "60" });

const { listenForPublicDataChanges, publicDataChanged, publicDataMemo } = await import("~/server/infra/public-data.server");

useAppDb();

/** A computation that counts its runs and answers `value` when `release` is called. */
function pending<T>(value: T) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const compute = vi.fn(async () => {
    await gate;
    return value;
  });
  return { compute, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("publicDataMemo", () => {
  it("computes every time until this process hears the other processes' changes", async () => {
    const memo = publicDataMemo<string>(4);
    const compute = vi.fn(async () => "ranking");
    await memo("1ra", compute);
    await memo("1ra", compute);
    expect(compute).toHaveBeenCalledTimes(2);

    expect(await listenForPublicDataChanges()).toBe(true);
    await memo("1ra", compute);
    await memo("1ra", compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("reuses a value while public data is unchanged and computes it again after a change", async () => {
    const memo = publicDataMemo<string>(4);
    let name = "Bruno Ocampo";
    const compute = vi.fn(async () => name);
    expect(await memo("1ra", compute)).toBe("Bruno Ocampo");
    name = "Bruno Ocampo Ruiz";
    expect(await memo("1ra", compute)).toBe("Bruno Ocampo");
    expect(await memo("2da", compute)).toBe("Bruno Ocampo Ruiz");

    await publicDataChanged();
    expect(await memo("1ra", compute)).toBe("Bruno Ocampo Ruiz");
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("shares one computation between callers; one that started before a change is not reused after it", async () => {
    const memo = publicDataMemo<string>(4);
    const before = pending("antes");
    const first = memo("1ra", before.compute);
    const second = memo("1ra", before.compute);
    expect(before.compute).toHaveBeenCalledTimes(1);

    await publicDataChanged();
    const after = pending("después");
    const third = memo("1ra", after.compute);
    before.release();
    after.release();
    expect(await Promise.all([first, second, third])).toEqual(["antes", "antes", "después"]);
    expect(await memo("1ra", async () => "otra vez")).toBe("después");
  });

  it("keeps no failed computation", async () => {
    const memo = publicDataMemo<string>(4);
    await expect(memo("1ra", async () => Promise.reject(new Error("sin conexión")))).rejects.toThrow("sin conexión");
    expect(await memo("1ra", async () => "ranking")).toBe("ranking");
  });

  it("computes again once a value is as old as the page cache's maximum age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
    const memo = publicDataMemo<number>(4);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await memo("1ra", compute)).toBe(1);
    vi.setSystemTime(new Date("2026-06-15T12:00:59Z"));
    expect(await memo("1ra", compute)).toBe(1);
    vi.setSystemTime(new Date("2026-06-15T12:01:00Z"));
    expect(await memo("1ra", compute)).toBe(2);
  });

  it("holds at most its number of keys, dropping the least recently used", async () => {
    const memo = publicDataMemo<string>(2);
    const compute = vi.fn(async () => "ranking");
    await memo("1ra", compute);
    await memo("2da", compute);
    await memo("1ra", compute);
    await memo("3ra", compute); // drops 2da
    expect(compute).toHaveBeenCalledTimes(3);
    await memo("1ra", compute);
    await memo("2da", compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

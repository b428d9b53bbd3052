// The ranking by level (issue 35): ?vista=nivel on the ranking page, per gender, players with at least 5
// rated matches, highest level first, 24 a page; the ranking by points stays the default.
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, pageRequest, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { ratingOfLevel } = await import("~/domain/levels");
const { loader, handle: routeHandle } = await import("~/routes/ranking");

const handle = useAppDb();

type Page = {
  view: { gender: string };
  byLevel: null | {
    total: number;
    page: number;
    pageCount: number;
    minMatches: number;
    rows: { position: number; name: string; level: string; reliability: string; matches: number }[];
  };
};

async function rated(name: string, gender: "Varonil" | "Femenil", level: number, matches: number) {
  const one = await f.createPlayer(handle.db, { name, gender });
  await handle.db.insert(s.playerLevel).values({
    playerId: one.id,
    rating: ratingOfLevel(level),
    rd: matches >= 10 ? 80 : 150,
    volatility: 0.04,
    matches,
    lastPlayedAt: new Date(),
  });
  return one;
}

const page = async (search: string) => dataOf<Page>(await loader(routeArgs(pageRequest(`/ranking-padel-puebla${search}`))));

describe("the ranking by level", () => {
  it("lists one gender's players with at least 5 matches, highest level first, with reliability", async () => {
    await rated("Fer Alta", "Femenil", 5.43, 18);
    await rated("Gaby Media", "Femenil", 4.12, 6);
    await rated("Hilda Pocas", "Femenil", 6.5, 4);
    await rated("Iris Baja", "Femenil", 2.01, 11);
    await rated("Juan Varonil", "Varonil", 4.5, 20);
    expect((await page("")).byLevel).toBeNull();
    const femenil = await page("?vista=nivel&gender=Femenil");
    expect(femenil.byLevel).toEqual({
      total: 3,
      page: 1,
      pageCount: 1,
      minMatches: 5,
      rows: [
        expect.objectContaining({ position: 1, name: "Fer Alta", level: "Nivel 5.4 · juega como 1ra", reliability: "Fiable", matches: 18 }),
        expect.objectContaining({
          position: 2,
          name: "Gaby Media",
          level: "Nivel 4.1 · juega como 3ra",
          reliability: "Provisional",
          matches: 6,
        }),
        expect.objectContaining({
          position: 3,
          name: "Iris Baja",
          level: "Nivel 2.0 · juega como 5ta",
          reliability: "Fiable",
          matches: 11,
        }),
      ],
    });
    const varonil = await page("?vista=nivel&gender=Varonil");
    expect(varonil.byLevel!.rows.map((row) => row.name)).toEqual(["Juan Varonil"]);
  });

  it("pages 24 at a time (?pagina=N), and its address is one the page cache keeps", async () => {
    for (let i = 0; i < 26; i++) await rated(`Varonil ${String(i + 1).padStart(2, "0")}`, "Varonil", 6 - i * 0.1, 5 + i);
    const second = await page("?vista=nivel&gender=Varonil&pagina=2");
    expect(second.byLevel!.total).toBe(27);
    expect(second.byLevel!.pageCount).toBe(2);
    expect(second.byLevel!.rows.map((row) => [row.position, row.name])).toEqual([
      [25, "Varonil 24"],
      [26, "Varonil 25"],
      [27, "Varonil 26"],
    ]);
    const past = await page("?vista=nivel&gender=Varonil&pagina=9");
    expect(past.byLevel!.page).toBe(2);
    expect(routeHandle.cacheParams).toMatchObject({ vista: ["nivel"] });
  });
});

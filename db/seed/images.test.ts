import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import { useTestDb } from "../../tests/integration/helpers/db";
import type { Db } from "../client";
import { clubCover, tournamentPoster } from "./images";
import { generateSeedData, seed } from "./index";

const NOW = new Date("2026-03-15T18:00:00Z");

/** Share of pixels that differ from the picture's top-left colour: near 0 for a blank image. */
async function drawnShare(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let differing = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 60) differing++;
  }
  return differing / (info.width * info.height);
}

describe("generated demo pictures", () => {
  const data = generateSeedData({ players: 40, tournaments: 6, seed: 7, now: NOW });

  it("draws a 16:9 poster with content, the same bytes for the same tournament", async () => {
    const tournament = data.tournaments[0]!;
    const first = await tournamentPoster(tournament);
    const again = await tournamentPoster(tournament);
    expect(Buffer.from(first).equals(Buffer.from(again))).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: "png", width: 960, height: 540 });
    expect(await drawnShare(first)).toBeGreaterThan(0.02);
  });

  it("keeps a very long title inside the poster (the text column ends before the art)", async () => {
    const long = {
      ...data.tournaments[0]!,
      title: "Gran Torneo Internacional de Pádel Amateur de la Angelópolis Edición Especial de Aniversario 2026",
    };
    const png = await tournamentPoster(long);
    // The right 10% of the poster is art only: the same pixels with and without the long title.
    const short = await tournamentPoster({ ...long, title: "Copa" });
    const strip = (p: Uint8Array) => sharp(p).extract({ left: 864, top: 0, width: 96, height: 540 }).raw().toBuffer();
    expect((await strip(png)).equals(await strip(short))).toBe(true);
  });

  it("draws a club cover", async () => {
    const png = await clubCover(data.clubs[0]!);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 960, height: 540 });
    expect(await drawnShare(png)).toBeGreaterThan(0.05);
  });
});

describe("a seed with storeImage", () => {
  const handle = useTestDb();
  let db: Db;
  const stored: { folder: string; bytes: number }[] = [];
  beforeAll(async () => {
    db = handle.db;
    await seed(db, {
      players: 40,
      tournaments: 8,
      seed: 11,
      now: NOW,
      storeImage: async (png, folder) => {
        stored.push({ folder, bytes: png.byteLength });
        return `/img/${folder}/seed-${stored.length}.webp`;
      },
    });
  }, 120_000);

  it("gives every club a cover and every recent or upcoming tournament a poster, through the store", async () => {
    const clubs = (await db.execute<{ image: string | null }>(sql`select image from club`)).rows;
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((c) => c.image?.startsWith("/img/clubs/seed-"))).toBe(true);
    const since = addDays(mexicoToday(NOW), -90);
    const tournaments = (await db.execute<{ image: string | null; end: string }>(sql`select image, end_date::text as end from tournament`))
      .rows;
    for (const t of tournaments) {
      if (t.end >= since) expect(t.image).toMatch(/^\/img\/tournaments\/seed-\d+\.webp$/);
      else expect(t.image).toBeNull();
    }
    expect(stored.length).toBe(clubs.length + tournaments.filter((t) => t.image !== null).length);
  });
});

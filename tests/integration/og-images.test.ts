// Open Graph images of the public pages: 1200 x 630 PNGs under 300 KB, every text inside the canvas
// for short and very long names, 404 for anything else, drawn again only when what they show changes.
import { beforeAll, describe, expect, it } from "vitest";
import { caught, configureTestEnv, useAppDb, routeArgs as args, statusOf } from "./helpers/app-env";

configureTestEnv();
const sharp = (await import("sharp")).default;
const { eq } = await import("drizzle-orm");
const s = await import("../../db/schema");
const f = await import("./factories");
const { addDays, mexicoToday } = await import("~/domain/calendar");
const { ogImageAt } = await import("~/server/share/og-images.server");
const { layoutShareImage } = await import("~/server/infra/share-image.server");
const { loader: ogLoader } = await import("~/routes/og.$");
const { loader: playerOgLoader } = await import("~/routes/api.players.$id.og[.]png");
const { renderShareImage } = await import("~/server/infra/share-image.server");
const { storeImage } = await import("~/server/infra/uploads.server");
const { tournamentCard, tournamentCardData, tournamentOgCard, tournamentOgData } = await import("~/server/share");
const { framedPicture, framePoints, isRed } = await import("../support/pictures");

const handle = useAppDb();
const LONG = "Maximiliano Fernández de la Garza Villaseñor Superlativísimamenteextraordinario";
const ids = { club: 0, longClub: 0, coach: 0, longCoach: 0, player: 0, longPlayer: 0 };

const photo = f.createStoredPhoto;

beforeAll(async () => {
  const db = handle.db;
  const club = await f.createClub(db, {
    name: "Club Sol",
    state: "Puebla",
    courts: 6,
    covered: true,
    hourlyCost: "450",
    image: await photo("#22aa55"),
  });
  const longClub = await f.createClub(db, { name: `Club Deportivo ${LONG}`, state: "Puebla", courts: 1 });
  const coach = await f.createCoach(db, { name: "Laura Méndez", classCost: 500, experience: "Open", image: await photo("#aa2255") });
  await f.createCoachClub(db, { coachId: coach.id, clubId: club.id });
  const longCoach = await f.createCoach(db, { name: LONG });
  const players = await Promise.all(
    ["Fernando Ramírez", "Luis Ortega", LONG, "Zoe Morales"].map(async (name, i) =>
      f.createPlayer(db, { name, gender: "Varonil", handle: `jug${i}`, image: i === 0 ? await photo("#3366ff") : null }),
    ),
  );
  const t = await f.createTournament(db, {
    title: "Copa Reciente",
    startDate: addDays(mexicoToday(), -10),
    endDate: addDays(mexicoToday(), -9),
    clubId: club.id,
    clubName: club.name,
  });
  await f.createResult(db, {
    tournamentId: t.id,
    categoryType: "Varonil",
    category: "1ra",
    placement: "champion",
    player1Id: players[0]!.id,
    player2Id: players[1]!.id,
  });
  await f.createResult(db, {
    tournamentId: t.id,
    categoryType: "Varonil",
    category: "1ra",
    placement: "runner_up",
    player1Id: players[2]!.id,
    player2Id: players[3]!.id,
  });
  await f.createTournament(db, { title: `Torneo ${LONG}`, startDate: addDays(mexicoToday(), 5), endDate: addDays(mexicoToday(), 6) });
  Object.assign(ids, {
    club: club.id,
    longClub: longClub.id,
    coach: coach.id,
    longCoach: longCoach.id,
    player: players[0]!.id,
    longPlayer: players[2]!.id,
  });
});

const paths = () => [
  "inicio.png",
  "torneos.png",
  "jugadores.png",
  "clubs.png",
  `clubs/${ids.club}.png`,
  `clubs/${ids.longClub}.png`,
  "entrenadores.png",
  `entrenadores/${ids.coach}.png`,
  `entrenadores/${ids.longCoach}.png`,
  "ranking/1ra/varonil.png",
  "ranking/open/femenil.png",
];

async function get(path: string, headers: Record<string, string> = {}) {
  return (await caught(ogLoader(args(new Request(`http://localhost:3000/og/${path}`, { headers }), { "*": path })))) as Response;
}

describe("/og/*.png", () => {
  it("answers every public page's preview as a 1200 x 630 PNG under 300 KB", async () => {
    for (const path of paths()) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      expect(await sharp(png).metadata(), path).toMatchObject({ format: "png", width: 1200, height: 630 });
      expect(png.length, path).toBeLessThan(300 * 1024);
    }
  });

  it("keeps every line of text inside the canvas, for short and very long names", async () => {
    for (const path of paths()) {
      const layout = await layoutShareImage(await (await ogImageAt(path))!.render());
      expect([layout.width, layout.height]).toEqual([1200, 630]);
      for (const n of layout.nodes.filter((node) => node.textContent)) {
        const where = `${path}: '${n.textContent}' at ${n.left},${n.top} ${n.width}x${n.height}`;
        expect(n.left, where).toBeGreaterThanOrEqual(0);
        expect(n.left + n.width, where).toBeLessThanOrEqual(1200);
        expect(n.top + n.height, where).toBeLessThanOrEqual(630);
      }
    }
  });

  it("shows what the page shows: the ranking's top three with points, the club's facts", async () => {
    const texts = async (path: string) =>
      (await layoutShareImage(await (await ogImageAt(path))!.render())).nodes.map((n) => n.textContent).filter(Boolean);
    const ranking = await texts("ranking/1ra/varonil.png");
    expect(ranking).toEqual(
      expect.arrayContaining(["Ranking 1ra Fuerza Varonil", "Fernando Ramírez", "Luis Ortega", LONG, "100 pts", "60 pts"]),
    );
    expect(await texts("ranking/open/femenil.png")).toContain("Aún sin resultados en esta categoría");
    expect(await texts(`clubs/${ids.club}.png`)).toEqual(
      expect.arrayContaining(["Club Sol", "Puebla", "6 canchas · Techadas", "Desde $450 por hora"]),
    );
    expect(await texts(`entrenadores/${ids.coach}.png`)).toEqual(
      expect.arrayContaining(["Laura Méndez", "Club Sol", "Categoría Open", "Clase: $500 MXN"]),
    );
  });

  it("answers 404 for unknown pages, ids and rankings", async () => {
    for (const path of [
      "nada.png",
      "clubs/999999.png",
      "entrenadores/abc.png",
      "ranking/9na/varonil.png",
      "ranking/1ra/otro.png",
      "inicio.jpg",
      "../inicio.png",
      "clubs/1/2.png",
    ]) {
      expect(statusOf(await get(path)), path).toBe(404);
    }
  });

  it("is drawn once per version of its data: same ETag, 304 when the client has it, a new one after a change", async () => {
    const first = await get(`clubs/${ids.club}.png`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=600, s-maxage=600");
    expect((await get(`clubs/${ids.club}.png`)).headers.get("ETag")).toBe(etag);
    expect((await get(`clubs/${ids.club}.png`, { "If-None-Match": etag })).status).toBe(304);
    await handle.db.update(s.club).set({ courts: 7 }).where(eq(s.club.id, ids.club));
    const changed = await get(`clubs/${ids.club}.png`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });
});

describe("a tournament's or club's picture (often a poster with words) is shown whole", () => {
  // Each picture's place: the right-hand 400 x 630 of the preview (from x = 800); the poster's 600 px wide
  // picture, at most 760 high, drawn at scale 2.
  const shapes = [
    ["a tall poster", 1080, 1920, { left: 823, top: 0, width: 354, height: 630 }, { left: 172, width: 855, height: 1520 }],
    ["a square picture", 1000, 1000, { left: 800, top: 115, width: 400, height: 400 }, { left: 0, width: 1200, height: 1200 }],
    ["a wide picture", 1910, 1000, { left: 800, top: 210, width: 400, height: 209 }, { left: 0, width: 1200, height: 628 }],
  ] as const;

  async function expectWhole(png: Buffer, rect: { left: number; top: number; width: number; height: number }) {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const { inside, outside } = framePoints(rect, info);
    for (const [x, y] of inside) expect(isRed(data, info.width, x, y), `the picture's border at ${x},${y}`).toBe(true);
    for (const [x, y] of outside.filter(([x]) => x >= 800)) expect(isRed(data, info.width, x, y), `around it at ${x},${y}`).toBe(false);
  }

  it.each(shapes)("%s in the club's and the tournament's previews and in the tournament's poster", async (_label, w, h, side, poster) => {
    const image = await storeImage(await framedPicture(w, h), "clubs");
    const club = await f.createClub(handle.db, { name: "Club Pádel & Social", state: "Puebla", courts: 4, image });
    await expectWhole(await renderShareImage(await (await ogImageAt(`clubs/${club.id}.png`))!.render()), side);

    const tournament = {
      id: 1,
      title: "Texco Open",
      femepa: false,
      clubName: club.name,
      clubImage: null,
      image,
      startDate: "2026-12-05",
      endDate: "2026-12-07",
      fee: "$800",
      categoriesVaronil: ["1ra"],
      categoriesFemenil: [],
      categoriesMixed: [],
    };
    await expectWhole(await renderShareImage(await tournamentOgCard(tournamentOgData(tournament))), side);

    const card = await tournamentCard(tournamentCardData(tournament));
    const picture = (await layoutShareImage(card)).nodes.find((n) => n.type === "img")!;
    await expectWhole(await renderShareImage(card), { ...poster, top: picture.top * 2 });
  });
});

describe("/api/players/:id/og.png", () => {
  it("is the player's 1200 x 630 preview with photo or initials, 404 for unknown players", async () => {
    for (const id of [ids.player, ids.longPlayer]) {
      const response = (await caught(
        playerOgLoader(args(new Request(`http://localhost:3000/api/players/${id}/og.png`), { id: String(id) })),
      )) as Response;
      expect(response.status).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(png.length).toBeLessThan(300 * 1024);
    }
    expect(
      statusOf(await caught(playerOgLoader(args(new Request("http://localhost:3000/api/players/999999/og.png"), { id: "999999" })))),
    ).toBe(404);
  });
});

// A draw page's link preview: 1200 x 630 with every text inside the canvas for short and very long
// titles and 64 pairs; the knockout from the quarter-finals on while it is played, the groups' leaders
// before the knockout, the podium once the final has a result; 404 unless the draw is published.
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, statusOf, useAppDb, SITE_URL } from "./helpers/app-env";

configureTestEnv();
const sharp = (await import("sharp")).default;
const { and, eq, isNull, isNotNull } = await import("drizzle-orm");
const s = await import("../../db/schema");
const f = await import("./factories");
const { createDrawRows } = await import("./play-factories");
const { layoutShareImage } = await import("~/server/infra/share-image.server");
const { drawOgImage } = await import("~/server/share/draw-og.server");
const { setMatchResult } = await import("~/server/play/draw-results.server");
const { loader } = await import("~/routes/tournament-draw-og");
const { meta } = await import("~/routes/tournament-draw");
const { tournamentSlug } = await import("~/domain/slugs");

const handle = useAppDb();
const LONG_TITLE =
  "Gran Torneo Internacional de Pádel Angelópolis Primavera Edición Aniversario de Campeones Superlativísimamenteextraordinariocampeonato 2026";
const LONG_NAME = "Maximiliano Fernández de la Garza Villaseñor Superlativísimamenteextraordinario";

const photo = f.createStoredPhoto;

/** 64 pairs (seed 1: a very long name with a photo, and 'Luis Ortega'), Varonil 3ra. */
async function drawOf64(title: string, format: "elimination" | "groups" = "elimination") {
  const db = handle.db;
  const tournament = await f.createTournament(db, { title });
  const players = [
    await f.createPlayer(db, { name: LONG_NAME, image: await photo("#3366ff") }),
    await f.createPlayer(db, { name: "Luis Ortega" }),
    await f.createPlayer(db, { name: "Carlos Núñez" }),
    await f.createPlayer(db, { name: "Diego Paz" }),
  ];
  for (let i = players.length; i < 128; i++) players.push(await f.createPlayer(db, { name: `Jugador ${i + 1} Prueba` }));
  const rows = await createDrawRows(db, { tournamentId: tournament.id, pairs: 64, format, players });
  const params = { name: tournamentSlug(title), id: String(tournament.id), categoria: "varonil-3ra" };
  const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
  const seedOf = new Map(rows.entries.map((entry, i) => [entry.id, i + 1]));
  return { tournament, rows, params, key, seedOf };
}

/** Plays the main draw's matches of rounds up to `lastRound` (every one won by the better seed). */
async function playMain(d: Awaited<ReturnType<typeof drawOf64>>, lastRound: number) {
  const admin = await f.createAdmin(handle.db);
  for (;;) {
    const ready = await handle.db
      .select()
      .from(s.drawMatch)
      .where(
        and(
          eq(s.drawMatch.drawId, d.rows.draw.id),
          eq(s.drawMatch.stage, "main"),
          eq(s.drawMatch.bye, false),
          isNull(s.drawMatch.winner),
          isNotNull(s.drawMatch.entryAId),
          isNotNull(s.drawMatch.entryBId),
        ),
      );
    const next = ready.filter((m) => m.round <= lastRound);
    if (next.length === 0) return;
    for (const m of next) {
      const aWins = d.seedOf.get(m.entryAId!)! < d.seedOf.get(m.entryBId!)!;
      const outcome = await setMatchResult(admin, d.key, { matchId: m.id, score: aWins ? "6-3 6-4" : "3-6 4-6" });
      expect(outcome.ok).toBe(true);
    }
  }
}

/** The image's texts, each checked to lie inside the canvas and above the footer with the domain. */
async function texts(params: Record<string, string>) {
  const image = await drawOgImage(params);
  const rendered = await image!.render();
  const layout = await layoutShareImage(rendered);
  expect([layout.width, layout.height]).toEqual([1200, 630]);
  const boxes = layout.nodes.filter((n) => n.textContent);
  const footer = boxes.find((n) => n.textContent === "localhost:3000")!;
  expect(footer.top + footer.height).toBeLessThanOrEqual(630);
  for (const n of boxes.filter((box) => box !== footer)) {
    const where = `'${n.textContent}' at ${n.left},${n.top} ${n.width}x${n.height}`;
    expect(n.left, where).toBeGreaterThanOrEqual(0);
    expect(n.left + n.width, where).toBeLessThanOrEqual(1200);
    expect(n.top, where).toBeGreaterThanOrEqual(0);
    expect(n.top + n.height, where).toBeLessThanOrEqual(footer.top);
  }
  return boxes.map((n) => n.textContent);
}

async function get(params: Record<string, string>, headers: Record<string, string> = {}) {
  const url = `${SITE_URL}/torneos-padel-puebla/${params.name}/${params.id}/cuadros/${params.categoria}/og.png`;
  return (await caught(loader(args(new Request(url, { headers }), params)))) as Response;
}

describe("a draw's Open Graph image", () => {
  it("shows the knockout from the quarter-finals on while it is played, for short and very long titles", async () => {
    for (const title of ["Copa Cholula", LONG_TITLE]) {
      const d = await drawOf64(title);
      const before = await texts(d.params);
      expect(before).toEqual(expect.arrayContaining(["CUARTOS DE FINAL", "SEMIFINAL", "FINAL", "Varonil 3ra Fuerza", "Por definir"]));
      expect(before).not.toContain("OCTAVOS DE FINAL");

      await playMain(d, 5);
      const later = await texts(d.params);
      // The semifinals played: seed 1 beat seed 4, seed 2 beat seed 3.
      expect(later).toEqual(expect.arrayContaining(["Fernández / Ortega", "6-3 6-4", "Cuadro", "localhost:3000"]));
      expect(later).not.toContain("Por definir");
      expect(later).not.toContain("CAMPEONES");
    }
  });

  it("shows the podium with the players' names once the final has a result", async () => {
    const d = await drawOf64(LONG_TITLE);
    await playMain(d, 6);
    const shown = await texts(d.params);
    expect(shown).toEqual(
      expect.arrayContaining([
        "Resultados",
        "CAMPEONES",
        `${LONG_NAME} / Luis Ortega`,
        "SUBCAMPEONES",
        "Carlos Núñez / Diego Paz",
        "SEMIFINALISTAS",
        "Jugador 5 Prueba / Jugador 6 Prueba",
        "Jugador 7 Prueba / Jugador 8 Prueba",
      ]),
    );
    expect(shown.filter((t) => t === "SEMIFINALISTAS")).toHaveLength(2);
  });

  it("shows the groups' leaders before the knockout has its pairs", async () => {
    const d = await drawOf64("Copa Grupos", "groups");
    const shown = await texts(d.params);
    // 64 pairs in 16 groups of 4: eight shown.
    expect(shown).toEqual(expect.arrayContaining(["LÍDERES DE GRUPO", "Grupo A", "Grupo H", "0 ganados · 0 perdidos", "y 8 grupos más"]));
    expect(shown).not.toContain("Grupo I");
  });

  it("answers a published draw's PNG with an ETag, 404 for drafts, unknown categories and junk", async () => {
    const d = await drawOf64("Copa Publicada");
    const response = await get(d.params);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300 * 1024);
    const etag = response.headers.get("ETag")!;
    expect((await get(d.params, { "If-None-Match": etag })).status).toBe(304);

    await handle.db.update(s.draw).set({ status: "draft" }).where(eq(s.draw.id, d.rows.draw.id));
    expect(statusOf(await get(d.params))).toBe(404);
    await handle.db.update(s.draw).set({ status: "published" }).where(eq(s.draw.id, d.rows.draw.id));
    await handle.db.update(s.tournament).set({ approved: false }).where(eq(s.tournament.id, d.tournament.id));
    expect(statusOf(await get(d.params))).toBe(404);

    for (const junk of [
      { ...d.params, categoria: "varonil-9na" },
      { ...d.params, categoria: "femenil-3ra" },
      { ...d.params, id: "999999", name: "nada" },
      { name: "x", id: "abc", categoria: "<script>" },
    ]) {
      expect(statusOf(await get(junk)), JSON.stringify(junk)).toBe(404);
    }
  });

  it("is the page's og:image only once the draw is published", () => {
    const path = "/torneos-padel-puebla/copa/7/cuadros/varonil-3ra";
    const data = (status: string) =>
      ({
        title: "Cuadro Varonil 3ra Fuerza | Copa",
        description: "Cuadro",
        siteUrl: SITE_URL,
        path,
        tournament: { id: 7, title: "Copa", href: "/torneos-padel-puebla/copa/7" },
        category: { label: "Varonil 3ra Fuerza" },
        draw: { status },
      }) as never;
    const tags = (status: string) => meta({ data: data(status), error: undefined } as never) as Record<string, string>[];
    expect(tags("published")).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: `${SITE_URL}${path}/og.png` },
        { property: "og:image:alt", content: "Cuadro Varonil 3ra Fuerza del torneo Copa" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
    expect(tags("draft").some((tag) => tag.property === "og:image")).toBe(false);
  });
});

// Levels where players are listed (issue 35): the tournament's registered pairs show each player's
// 'Nivel 4.3' (with 'Provisional' while it is not reliable yet), and the player pickers say so too.
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { addEntry } = await import("~/server/play/draw-entries.server");
const { generateDraw } = await import("~/server/play/draws.server");
const { ratingOfLevel } = await import("~/domain/levels");
const { tournamentSlug } = await import("~/domain/slugs");
const { loader: tournamentLoader } = await import("~/routes/tournament");
const { loader: searchLoader } = await import("~/routes/api.players.search");
const { visitorParts } = await import("~/server/tournaments/visitor-parts.server");

const handle = useAppDb();

async function rate(playerId: number, level: number, matches: number) {
  await handle.db
    .insert(s.playerLevel)
    .values({ playerId, rating: ratingOfLevel(level), rd: matches >= 10 ? 80 : 200, volatility: 0.04, matches, lastPlayedAt: new Date() });
}

describe("levels in lists", () => {
  it("the registered pairs show each player's level, 'Provisional' while it is", async () => {
    const db = handle.db;
    const admin = await f.createAdmin(db);
    const tournament = await f.createTournament(db, { title: `Copa Listas ${f.uniqueSuffix()}` });
    const registrant = await f.createUser(db, { name: "Rita Registrada" });
    const own = await f.createPlayer(db, { name: "Rita Registrada", userId: registrant.id });
    const partner = await f.createPlayer(db, { name: "Paola Pareja" });
    await rate(own.id, 4.3, 14);
    await rate(partner.id, 3.86, 3);
    await f.createRegistration(db, {
      tournamentId: tournament.id,
      userId: registrant.id,
      partnerPlayerId: partner.id,
      status: "confirmada",
    });
    const loner = await f.createUser(db, { name: "Luis Sinnivel" });
    await f.createRegistration(db, { tournamentId: tournament.id, userId: loner.id, category: "4ta", status: "confirmada" });
    const key = { tournamentId: tournament.id, categoryType: "Femenil" as const, category: "2da" };
    const one = await f.createPlayer(db, { name: "Ana Cuadro", gender: "Femenil" });
    const two = await f.createPlayer(db, { name: "Bea Cuadro", gender: "Femenil" });
    const three = await f.createPlayer(db, { name: "Cris Cuadro", gender: "Femenil" });
    const four = await f.createPlayer(db, { name: "Dora Cuadro", gender: "Femenil" });
    await rate(one.id, 5.04, 22);
    await rate(three.id, 1.2, 1);
    await addEntry(admin, key, [one.id, two.id]);
    await addEntry(admin, key, [three.id, four.id]);
    expect((await generateDraw(admin, key)).ok).toBe(true);

    const params = { name: tournamentSlug(tournament.title), id: String(tournament.id) };
    const page = dataOf<{
      registrations: { userName: string; partner: { name: string } | null; levels: { first: unknown; partner: unknown } }[];
    }>(await tournamentLoader(routeArgs(pageRequest(`/torneos-padel-puebla/${params.name}/${params.id}`), params)));
    const rows = page.registrations
      .map((row) => [row.userName, row.levels.first, row.partner?.name ?? null, row.levels.partner])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(rows).toEqual([
      ["Ana Cuadro", { text: "Nivel 5.0", provisional: false }, "Bea Cuadro", null],
      ["Cris Cuadro", { text: "Nivel 1.2", provisional: true }, "Dora Cuadro", null],
      ["Luis Sinnivel", null, null, null],
      ["Rita Registrada", { text: "Nivel 4.3", provisional: false }, "Paola Pareja", { text: "Nivel 3.9", provisional: true }],
    ]);
  });

  it("the pickers' search says 'Provisional' beside a level that is not reliable yet", async () => {
    const db = handle.db;
    const tag = `Picker${f.uniqueSuffix()}`;
    const settled = await f.createPlayer(db, { name: `${tag} Firme` });
    const fresh = await f.createPlayer(db, { name: `${tag} Nuevo` });
    await f.createPlayer(db, { name: `${tag} Sin` });
    await rate(settled.id, 4.6, 15);
    await rate(fresh.id, 2.7, 2);
    const found = dataOf<{ players: { name: string; level: string | null; provisional: boolean }[] }>(
      await searchLoader(routeArgs(pageRequest(`/api/players/search?q=${tag}`))),
    );
    expect(found.players.map(({ name, level, provisional }) => [name, level, provisional]).sort()).toEqual([
      [`${tag} Firme`, "Nivel 4.6", false],
      [`${tag} Nuevo`, "Nivel 2.7", true],
      [`${tag} Sin`, null, false],
    ]);
    // The registration's warning compares numbers: the pickers carry the level as one too.
    expect(found.players.map((player) => (player as unknown as { levelValue: number | null }).levelValue).sort()).toEqual([2.7, 4.6, null]);
  });

  it("the registration sheet knows the registrant's level (its warning of a category far below it)", async () => {
    const db = handle.db;
    const tournament = await f.createTournament(db, { title: `Copa Perfil ${f.uniqueSuffix()}` });
    const rated = await f.createUser(db, { name: "Rosa Nivelada" });
    await rate((await f.createPlayer(db, { name: "Rosa Nivelada", userId: rated.id })).id, 4.76, 12);
    const unrated = await f.createUser(db, { name: "Nora Nueva" });
    const params = { name: tournamentSlug(tournament.title), id: String(tournament.id) };
    const profileOf = async (who: { id: string }) =>
      dataOf<{ profile: { name: string; level: number | null } }>(
        await tournamentLoader(
          routeArgs(
            pageRequest(`/torneos-padel-puebla/${params.name}/${params.id}`, { cookie: await directSessionCookie(db, who) }),
            params,
          ),
        ),
      ).profile;
    expect(await profileOf(rated)).toMatchObject({ name: "Rosa Nivelada", level: 4.8 });
    expect(await profileOf(unrated)).toMatchObject({ name: "Nora Nueva", level: null });
    expect((await visitorParts({ ...rated, role: "user" } as never)).profile).toMatchObject({ level: 4.8 });
  });
});

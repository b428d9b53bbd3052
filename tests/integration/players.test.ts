import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";

configureTestEnv();

const { action: favoriteAction } = await import("~/routes/api.players.$id.favorite");
const { action: playerAction, loader: playerLoader } = await import("~/routes/player");
const { action: playerByIdAction, loader: playerByIdLoader } = await import("~/routes/player");
const { loader: playersLoader } = await import("~/routes/players");
const { getToast } = await import("~/server/infra/toast.server");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

/** The toast a redirect carries to the next page. */
async function toastOf(response: Response) {
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
  return toast;
}

type Role = "anonymous" | "player" | "organiser" | "club admin" | "administrator";
const ROLES: Role[] = ["anonymous", "player", "organiser", "club admin", "administrator"];

/** Session cookie of a fresh user with `role` (undefined for anonymous). */
async function cookieFor(role: Role): Promise<{ cookie?: string; userId?: string }> {
  const db = handle.db;
  if (role === "anonymous") return {};
  const user = role === "administrator" ? await f.createAdmin(db) : await f.createUser(db);
  if (role === "organiser") await f.createTournamentOrganizer(db, { userId: user.id });
  if (role === "club admin") await f.createClubAdmin(db, { userId: user.id });
  return { cookie: await sessionCookie(db, user), userId: user.id };
}

async function favoritesOf(playerId: number) {
  return handle.db.select().from(s.favorite).where(eq(s.favorite.playerId, playerId));
}

describe("favourite toggle action", () => {
  for (const role of ROLES) {
    it(`${role}: ${role === "anonymous" ? "is told to sign in and nothing is written" : "follows and unfollows with the spec's toasts"}`, async () => {
      const target = await f.createPlayer(handle.db);
      const { cookie, userId } = await cookieFor(role);
      const post = () =>
        // React Router answers a returned and a thrown redirect alike.
        caught(
          favoriteAction(
            args(pageRequest(`/api/players/${target.id}/favorite`, { cookie, form: { redirectTo: "/jugadores-padel-puebla?search=x" } }), {
              id: String(target.id),
            }),
          ),
        ) as Promise<Response>;
      const first = await post();
      expect(first.status).toBe(302);
      if (role === "anonymous") {
        expect(first.headers.get("location")).toBe("/auth?redirect=%2Fjugadores-padel-puebla%3Fsearch%3Dx");
        expect(await toastOf(first)).toMatchObject({ type: "error", title: "Necesitas iniciar sesión para guardar jugadores favoritos" });
        expect(await favoritesOf(target.id)).toEqual([]);
        return;
      }
      expect(first.headers.get("location")).toBe("/jugadores-padel-puebla?search=x");
      expect(await toastOf(first)).toMatchObject({ type: "success", title: "Añadido a favoritos" });
      expect((await favoritesOf(target.id)).map((row) => row.userId)).toEqual([userId]);
      const second = await post();
      expect(await toastOf(second)).toMatchObject({ type: "success", title: "Eliminado de favoritos" });
      expect(await favoritesOf(target.id)).toEqual([]);
    });
  }

  it("answers 404 for an unknown player and never redirects off the site", async () => {
    const { cookie } = await cookieFor("player");
    const missing = (await caught(
      favoriteAction(args(pageRequest("/api/players/987654/favorite", { cookie, form: {} }), { id: "987654" })),
    )) as { init: { status: number } };
    expect(missing.init.status).toBe(404);
    const target = await f.createPlayer(handle.db);
    const response = (await favoriteAction(
      args(pageRequest(`/api/players/${target.id}/favorite`, { cookie, form: { redirectTo: "https://evil.example/" } }), {
        id: String(target.id),
      }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/");
  });

  it("the players list shows exact counts and the viewer's hearts", async () => {
    const db = handle.db;
    const star = await f.createPlayer(db, { name: "Zacarías Favorito Único" });
    for (let i = 0; i < 3; i++) await f.createFavorite(db, { playerId: star.id });
    const { cookie, userId } = await cookieFor("player");
    await f.createFavorite(db, { playerId: star.id, userId: userId! });
    const list = (await playersLoader(args(pageRequest("/jugadores-padel-puebla?search=zacarias favorito", { cookie })))) as Awaited<
      ReturnType<typeof playersLoader>
    >;
    expect(list.players).toEqual([expect.objectContaining({ id: star.id, favorites: 4, isFavorite: true, titles: 0 })]);
    const anonymous = (await playersLoader(args(pageRequest("/jugadores-padel-puebla?search=ZACARÍAS")))) as Awaited<
      ReturnType<typeof playersLoader>
    >;
    expect(anonymous.players[0]).toMatchObject({ id: star.id, isFavorite: false });
  });
});

describe("player edit action", () => {
  const form = (overrides: Record<string, string> = {}) => ({
    intent: "edit-player",
    name: "Nombre Editado",
    handle: "@Editado.Handle",
    gender: "Femenil",
    ...overrides,
  });

  for (const role of ROLES.filter((r) => r !== "administrator")) {
    it(`${role}: refused, nothing changes`, async () => {
      const target = await f.createPlayer(handle.db);
      const { cookie } = await cookieFor(role);
      const thrown = (await caught(
        playerAction(
          args(pageRequest(`/padel/${target.handle}`, { cookie, form: form({ handle: `h${target.id}` }) }), { username: target.handle! }),
        ),
      )) as { init: { status: number } };
      expect(thrown.init.status).toBe(role === "anonymous" ? 401 : 403);
      const [row] = await handle.db.select().from(s.player).where(eq(s.player.id, target.id));
      expect(row).toMatchObject({ name: target.name, handle: target.handle, gender: target.gender });
    });
  }

  it("administrator: saves, audits and goes to the new canonical address", async () => {
    const db = handle.db;
    const target = await f.createPlayer(db, { handle: null });
    const { cookie, userId } = await cookieFor("administrator");
    const handleValue = `editado_${target.id}`;
    const response = (await playerByIdAction(
      args(pageRequest(`/jugador/id/${target.id}`, { cookie, form: form({ handle: `@${handleValue.toUpperCase()}` }) }), {
        id: String(target.id),
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/padel/${handleValue}`);
    expect(await toastOf(response)).toMatchObject({ title: "Jugador actualizado" });
    const [row] = await db.select().from(s.player).where(eq(s.player.id, target.id));
    expect(row).toMatchObject({ name: "Nombre Editado", handle: handleValue, gender: "Femenil" });
    const audit = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityType, "player"), eq(s.auditLog.entityId, String(target.id))));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: userId, action: "player.update" })]);
  });

  it("administrator: the gender may be Varonil, Femenil or Mixto (as in the seed)", async () => {
    const target = await f.createPlayer(handle.db);
    const { cookie } = await cookieFor("administrator");
    const response = (await playerAction(
      args(pageRequest(`/padel/${target.handle}`, { cookie, form: form({ handle: target.handle!, gender: "Mixto" }) }), {
        username: target.handle!,
      }),
    )) as Response;
    expect(response.status).toBe(302);
    const [row] = await handle.db.select().from(s.player).where(eq(s.player.id, target.id));
    expect(row?.gender).toBe("Mixto");
  });

  it("administrator: invalid input gets 400 with the spec's messages, any other gender included, and nothing is written", async () => {
    const db = handle.db;
    const target = await f.createPlayer(db);
    const other = await f.createPlayer(db);
    const { cookie } = await cookieFor("administrator");
    const post = (values: Record<string, string>) =>
      playerAction(args(pageRequest(`/padel/${target.handle}`, { cookie, form: form(values) }), { username: target.handle! })) as Promise<{
        data: { result: { error: Record<string, string[]> } };
        init: { status: number };
      }>;
    const blank = await post({ name: "  ", gender: "Otro" });
    expect(blank.init.status).toBe(400);
    expect(blank.data.result.error.name).toEqual(["El nombre del jugador es requerido"]);
    expect(blank.data.result.error.gender).toEqual(["El género es requerido"]);
    const taken = await post({ handle: other.handle! });
    expect(taken.init.status).toBe(400);
    expect(taken.data.result.error.handle?.[0]).toMatch(/ya pertenece/);
    const [row] = await db.select().from(s.player).where(eq(s.player.id, target.id));
    expect(row).toMatchObject({ name: target.name, handle: target.handle, gender: target.gender });
  });
});

describe("player profile loader", () => {
  it("shows titles with the favourite partner first, 6 per page, and 404 for unknown players", async () => {
    const db = handle.db;
    const me = await f.createPlayer(db, { name: "Perfil Probado" });
    const partner = await f.createPlayer(db, { name: "Pareja Frecuente" });
    const other = await f.createPlayer(db, { name: "Pareja Ocasional" });
    for (let i = 0; i < 7; i++) {
      const tournament = await f.createTournament(db, { startDate: `2025-0${i + 1}-01`, endDate: `2025-0${i + 1}-02`, featured: i === 0 });
      await f.createResult(db, { tournamentId: tournament.id, player1Id: me.id, player2Id: i === 6 ? other.id : partner.id });
    }
    const page1 = (await playerLoader(args(pageRequest(`/padel/${me.handle}`), { username: me.handle! }))) as Awaited<
      ReturnType<typeof playerLoader>
    >;
    expect(page1.titles).toBe(7);
    expect(page1.favoritePartner).toMatchObject({ id: partner.id, count: 6 });
    expect(page1.otherPartners).toEqual([expect.objectContaining({ id: other.id, count: 1 })]);
    expect(page1.history.items).toHaveLength(6);
    expect(page1.history.items[0]).toMatchObject({ featured: true, endDate: "2025-01-02" });
    expect(page1.history.items[1]?.endDate).toBe("2025-07-02");
    expect(page1.viewer).toEqual({ signedIn: false, isAdmin: false, isMe: false, claimedByOther: false });
    const page2 = (await playerLoader(args(pageRequest(`/padel/${me.handle}?pagina=2`), { username: me.handle! }))) as Awaited<
      ReturnType<typeof playerLoader>
    >;
    expect(page2.history).toMatchObject({ page: 2, pageCount: 2 });
    expect(page2.history.items).toHaveLength(1);

    const missing = (await caught(playerLoader(args(pageRequest("/padel/no_existe_jamas"), { username: "no_existe_jamas" })))) as {
      init: { status: number };
    };
    expect(missing.init.status).toBe(404);
    const byId = (await caught(playerByIdLoader(args(pageRequest(`/jugador/id/${me.id}`), { id: String(me.id) })))) as Response;
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/padel/${me.handle}`);
  });

  it("marks the signed-in user's own player", async () => {
    const db = handle.db;
    const user = await f.createUser(db);
    const mine = await f.createPlayer(db, { userId: user.id, handle: null });
    const cookie = await sessionCookie(db, user);
    const page = (await playerByIdLoader(args(pageRequest(`/jugador/id/${mine.id}`, { cookie }), { id: String(mine.id) }))) as Awaited<
      ReturnType<typeof playerByIdLoader>
    >;
    expect(page.viewer).toEqual({ signedIn: true, isAdmin: false, isMe: true, claimedByOther: false });
  });

  it("tells another visitor that the profile is already claimed", async () => {
    const db = handle.db;
    const owner = await f.createUser(db);
    const visitor = await f.createUser(db);
    const claimed = await f.createPlayer(db, { userId: owner.id, handle: null });
    const cookie = await sessionCookie(db, visitor);
    const page = (await playerByIdLoader(
      args(pageRequest(`/jugador/id/${claimed.id}`, { cookie }), { id: String(claimed.id) }),
    )) as Awaited<ReturnType<typeof playerByIdLoader>>;
    expect(page.viewer).toEqual({ signedIn: true, isAdmin: false, isMe: false, claimedByOther: true });
    const anonymous = (await playerByIdLoader(args(pageRequest(`/jugador/id/${claimed.id}`), { id: String(claimed.id) }))) as Awaited<
      ReturnType<typeof playerByIdLoader>
    >;
    expect(anonymous.viewer.claimedByOther).toBe(true);
  });
});

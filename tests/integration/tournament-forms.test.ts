// The tournament registration form (/torneos-padel-puebla/registrar), the winners dialog's
// 'Añadir nuevo jugador', the organiser search and the share card with embedded images.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInRoles } from "./helpers/roles";
import { caught, configureTestEnv, dataOf, statusOf, routeArgs as args, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";

configureTestEnv();

const { loader: registerLoader, action: registerAction } = await import("~/routes/tournament-register");
const { loader: listLoader } = await import("~/routes/tournaments");
const { action: detailAction } = await import("~/routes/tournament");
const { loader: usersLoader } = await import("~/routes/api.users.search");
const { loader: filesLoader } = await import("~/routes/tournament-files");
const { storeImage } = await import("~/server/infra/uploads.server");
const { TOURNAMENTS_PER_DAY } = await import("~/server/tournaments/tournament-create.server");
const { tournamentPath } = await import("~/domain/slugs");
const sharp = (await import("sharp")).default;
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

const body = dataOf;
type Reply = { result: { error?: Record<string, string[] | null> } };
const fieldErrors = (value: unknown) => body<Reply>(value).result.error ?? {};

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#1e40af" } })
    .png()
    .toBuffer();

const PATH = "/torneos-padel-puebla/registrar";
function validForm(title: string, extra: [string, string][] = []) {
  const form = new URLSearchParams({
    intent: "register-tournament",
    title,
    clubName: "Club Formulario",
    description: "Torneo abierto para toda la comunidad de Puebla.",
    startDate: "2026-12-10",
    endDate: "2026-12-12",
    fee: "800",
    varonil: "on",
    femenil: "on",
  });
  for (const [k, v] of extra) form.append(k, v);
  return form;
}
const post = (form: URLSearchParams | FormData, cookie?: string) => caught(registerAction(args(pageRequest(PATH, { cookie, form }))));
const byTitle = (title: string) => handle.db.select().from(s.tournament).where(eq(s.tournament.title, title));

describe("tournament registration form: who may use it", () => {
  it("shows anonymous visitors a sign-in prompt and refuses their post with 401, writing nothing", async () => {
    const page = body<{ signedIn: boolean; signInTo: string }>(await registerLoader(args(pageRequest(PATH))));
    expect(page.signedIn).toBe(false);
    expect(page.signInTo).toBe(`/auth?redirect=${encodeURIComponent(PATH)}`);
    const title = `Anónimo ${f.uniqueSuffix()}`;
    expect(statusOf(await post(validForm(title)))).toBe(401);
    expect(await byTitle(title)).toEqual([]);
  });

  it("lets a player, an organiser, a club admin and an admin publish; the author (not an admin) becomes organiser", async () => {
    const db = handle.db;
    const roles = await signedInRoles(db);
    for (const role of ["player", "organiser", "clubAdmin", "admin"] as const) {
      const { cookie, userId } = roles[role];
      expect(body<{ signedIn: boolean }>(await registerLoader(args(pageRequest(PATH, { cookie })))).signedIn).toBe(true);
      const title = `Copa ${role} ${f.uniqueSuffix()}`;
      const done = (await post(validForm(title), cookie)) as Response;
      expect(done.status, role).toBe(302);
      const [row] = await byTitle(title);
      expect(done.headers.get("Location")).toBe(`/torneos-padel-puebla/${row!.slug}/${row!.id}`);
      expect(row).toMatchObject({ approved: true, createdBy: userId, fee: "$800 por persona" });
      const organisers = await db.select().from(s.tournamentOrganizer).where(eq(s.tournamentOrganizer.tournamentId, row!.id));
      expect(organisers.map((o) => o.userId)).toEqual(role === "admin" ? [] : [userId]);
    }
  });
});

describe("tournament registration form: what it saves", () => {
  it("saves the toggles (on with nothing = Todas, off = empty), organisers and extra images; the tournament is listed", async () => {
    const db = handle.db;
    const author = await f.createUser(db);
    const coOrganiser = await f.createUser(db);
    const club = await f.createClub(db, { name: `Club Sede ${f.uniqueSuffix()}` });
    const stored = await storeImage(await png(), "tournaments");
    const extra = await storeImage(await png(), "tournaments");
    const title = `Copa Completa ${f.uniqueSuffix()}`;
    const form = validForm(title, [
      ["categoriesVaronil", "3ra"],
      ["categoriesVaronil", "Open"],
      ["categoriesMixed", "B"],
      ["organizerIds", coOrganiser.id],
      ["image", stored],
      ["extraImages", extra],
      ["extraImages", "https://example.com/x.jpg"],
      ["femepa", "on"],
    ]);
    form.set("clubName", club.name.toUpperCase());
    form.set("startDate", f.isoDate(20));
    form.set("endDate", f.isoDate(21));
    const done = (await post(form, await sessionCookie(db, author))) as Response;
    expect(done.status).toBe(302);
    const [row] = await byTitle(title);
    expect(row).toMatchObject({
      clubId: club.id,
      femepa: true,
      image: stored,
      categoriesVaronil: ["3ra", "Open"],
      categoriesFemenil: ["Todas"],
      categoriesMixed: [],
    });
    const organisers = await db.select().from(s.tournamentOrganizer).where(eq(s.tournamentOrganizer.tournamentId, row!.id));
    expect(organisers.map((o) => o.userId).sort()).toEqual([author.id, coOrganiser.id].sort());
    const images = await db.select().from(s.tournamentImage).where(eq(s.tournamentImage.tournamentId, row!.id));
    expect(images.map((i) => i.image)).toEqual([extra]);
    const [log] = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, "tournament.create"), eq(s.auditLog.entityId, String(row!.id))));
    expect(log!.actorUserId).toBe(author.id);
    const list = body<{ tab: string; cards: { id: number }[] }>(
      await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${encodeURIComponent(title)}`))),
    );
    expect(list.tab).toBe("proximos");
    expect(list.cards.map((t) => t.id)).toEqual([row!.id]);
  });

  it("answers bad input with the spec's Spanish messages and writes nothing", async () => {
    const db = handle.db;
    const cookie = await sessionCookie(db, await f.createUser(db));
    const before = await db.select().from(s.tournament);
    const bad = await post(
      new URLSearchParams({
        intent: "register-tournament",
        title: "A",
        clubName: "",
        description: "corta",
        startDate: "2023-12-31",
        endDate: "2023-12-30",
        fee: "-5",
        categoriesVaronil: "Todas",
      }),
      cookie,
    );
    expect(statusOf(bad)).toBe(400);
    const errors = fieldErrors(bad);
    expect(errors.title).toEqual(["El título es obligatorio"]);
    expect(errors.clubName).toEqual(["El nombre del club es obligatorio"]);
    expect(errors.description).toEqual(["La descripción debe tener al menos 10 caracteres"]);
    expect(errors.startDate).toEqual(["La fecha de inicio debe ser a partir de 2024"]);
    expect(errors.endDate).toContain("La fecha de fin debe ser a partir de 2024");
    expect(errors.fee).toEqual(["La inscripción debe ser un número positivo"]);
    expect(errors.categoriesVaronil).toEqual(["Selecciona solo categorías de la lista"]);

    const reversed = validForm("Copa Fechas", [["categoriesMixed", "3ra"]]);
    reversed.set("endDate", "2026-12-09");
    const order = await post(reversed, cookie);
    expect(fieldErrors(order).endDate).toEqual(["La fecha de fin no puede ser anterior a la fecha de inicio"]);
    expect(fieldErrors(order).categoriesMixed).toEqual(["Selecciona solo categorías de la lista"]);

    const late = validForm("Copa Tardía");
    late.set("endDate", "2031-01-01");
    expect(fieldErrors(await post(late, cookie)).endDate).toEqual(["La fecha debe ser anterior a 2031"]);

    const ghost = await post(validForm("Copa Fantasma", [["organizerIds", "no-existe"]]), cookie);
    expect(statusOf(ghost)).toBe(400);
    expect(fieldErrors(ghost).organizerIds).toEqual(["Selecciona organizadores de la lista"]);
    expect(await db.select().from(s.tournament)).toHaveLength(before.length);
  });

  it("stores files posted without JavaScript; refuses a main 'image' that is not one by content; skips bad extras", async () => {
    const db = handle.db;
    const cookie = await sessionCookie(db, await f.createUser(db));
    const multipart = async (title: string, main: Blob) => {
      const form = new FormData();
      for (const [k, v] of validForm(title)) form.append(k, v);
      form.append("imageFile", main, "principal.png");
      form.append(
        "extraImageFiles",
        new Blob([new Uint8Array(Buffer.from("no soy imagen, solo texto"))], { type: "image/png" }),
        "falsa.png",
      );
      form.append("extraImageFiles", new Blob([new Uint8Array(await png())], { type: "image/png" }), "extra.png");
      return form;
    };
    const fake = `Copa Falsa ${f.uniqueSuffix()}`;
    const refused = await post(await multipart(fake, new Blob([new Uint8Array(Buffer.from("GIF? no"))], { type: "image/gif" })), cookie);
    expect(statusOf(refused)).toBe(400);
    expect(fieldErrors(refused).image).toEqual(["Solo se permiten archivos de imagen"]);
    expect(await byTitle(fake)).toEqual([]);

    const title = `Copa Sin JS ${f.uniqueSuffix()}`;
    const done = (await post(await multipart(title, new Blob([new Uint8Array(await png())], { type: "image/png" })), cookie)) as Response;
    expect(done.status).toBe(302);
    const [row] = await byTitle(title);
    expect(row!.image).toMatch(/^\/img\/tournaments\/[a-z0-9-]+\.webp$/);
    const images = await db.select().from(s.tournamentImage).where(eq(s.tournamentImage.tournamentId, row!.id));
    expect(images).toHaveLength(1);
  });

  it(`allows ${TOURNAMENTS_PER_DAY} tournaments a day per user (not for admins), then 429 and nothing written`, async () => {
    const db = handle.db;
    const u = await f.createUser(db);
    const cookie = await sessionCookie(db, u);
    const tag = `Límite ${f.uniqueSuffix()}`;
    for (let i = 0; i < TOURNAMENTS_PER_DAY; i++) expect(statusOf(await post(validForm(`${tag} ${i}`), cookie))).toBe(302);
    const refused = await post(validForm(`${tag} extra`), cookie);
    expect(statusOf(refused)).toBe(429);
    expect(
      await db
        .select()
        .from(s.tournament)
        .where(like(s.tournament.title, `${tag}%`)),
    ).toHaveLength(TOURNAMENTS_PER_DAY);
  });
});

describe("edit dialog and types not offered", () => {
  it("keeps a type switched off as an empty list; switching it on with nothing chosen saves Todas", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { categoriesMixed: [] });
    const admin = await sessionCookie(db, await f.createAdmin(db));
    const path = tournamentPath(t);
    const edit = (extra: Record<string, string>) =>
      caught(
        detailAction(
          args(
            pageRequest(path, {
              cookie: admin,
              form: {
                intent: "update",
                title: t.title,
                clubName: "Club Editado",
                startDate: "2026-12-10",
                endDate: "2026-12-12",
                ...extra,
              },
            }),
            {
              name: path.split("/")[2]!,
              id: String(t.id),
            },
          ),
        ),
      );
    expect(statusOf(await edit({ offersMixed: "0", categoriesMixed: "B", offersVaronil: "1" }))).toBe(302);
    const [off] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect({ mixed: off!.categoriesMixed, varonil: off!.categoriesVaronil }).toEqual({ mixed: [], varonil: ["Todas"] });
    expect(statusOf(await edit({ offersMixed: "1" }))).toBe(302);
    const [on] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(on!.categoriesMixed).toEqual(["Todas"]);
  });
});

describe("organiser search", () => {
  it("is for signed-in users only and answers names and pictures, never e-mails", async () => {
    const db = handle.db;
    const tag = `Zúñiga${f.uniqueSuffix()}`;
    const wanted = await f.createUser(db, { name: `Ana ${tag}` });
    const url = `/api/users/search?q=${encodeURIComponent(tag.replace("ú", "u").toLowerCase())}`;
    expect(statusOf(await caught(usersLoader(args(pageRequest(url)))))).toBe(401);
    const cookie = await sessionCookie(db, await f.createUser(db));
    const found = body<{ users: Record<string, unknown>[] }>(await usersLoader(args(pageRequest(url, { cookie })))).users;
    expect(found).toEqual([{ id: wanted.id, name: wanted.name, image: null }]);
    expect(body<{ users: unknown[] }>(await usersLoader(args(pageRequest("/api/users/search?q=a", { cookie })))).users).toEqual([]);
  });
});

describe("'Añadir nuevo jugador' in the winners dialog", () => {
  it("only editors add players; validation messages; the player is stored with photo and can be recorded as winner", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: f.isoDate(-3), endDate: f.isoDate(-2) });
    const path = tournamentPath(t);
    const run = (fields: Record<string, string>, cookie?: string) =>
      caught(detailAction(args(pageRequest(path, { cookie, form: fields }), { name: path.split("/")[2]!, id: String(t.id) })));
    const player = await f.createUser(db);
    const otherOrganiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
    const clubAdmin = await f.createUser(db);
    await f.createClubAdmin(db, { userId: clubAdmin.id });
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
    const admin = await f.createAdmin(db);
    const photo = await storeImage(await png(), "players");
    const handleName = `nuevo.${f.uniqueSuffix()}`.toLowerCase();
    const fields = { intent: "add-player", name: "Jugador Nuevo", handle: `@${handleName}`, gender: "Femenil", image: photo };

    expect(statusOf(await run(fields))).toBe(401);
    for (const cookie of [player, otherOrganiser, clubAdmin].map((u) => sessionCookie(db, u)))
      expect(statusOf(await run(fields, await cookie))).toBe(403);
    const organiserCookie = await sessionCookie(db, organiser);
    const bad = await run({ intent: "add-player", name: "Al", gender: "", image: "https://example.com/x.png" }, organiserCookie);
    expect(statusOf(bad)).toBe(400);
    const errors = body<{ result: { error: Record<string, string[]> } }>(bad).result.error;
    expect(errors.name).toEqual(["El nombre debe tener al menos 3 caracteres"]);
    expect(errors.gender).toEqual(["Selecciona el género del jugador"]);
    expect(errors.image).toBeTruthy();
    expect(await db.select().from(s.player).where(eq(s.player.handle, handleName))).toEqual([]);

    const added = body<{ ok: boolean; data: { id: number; name: string; handle: string; image: string } }>(
      await run(fields, organiserCookie),
    );
    expect(added.ok).toBe(true);
    expect(added.data).toMatchObject({ name: "Jugador Nuevo", handle: handleName, image: photo, gender: "Femenil" });
    const [row] = await db.select().from(s.player).where(eq(s.player.id, added.data.id));
    expect(row).toMatchObject({ createdBy: organiser.id, image: photo });
    const taken = await run(fields, await sessionCookie(db, admin));
    expect(body<{ result: { error: Record<string, string[]> } }>(taken).result.error.handle).toEqual([
      "Ese usuario de Instagram ya pertenece a otro jugador",
    ]);
    const noHandle = body<{ ok: boolean }>(
      await run({ intent: "add-player", name: "Sin Instagram", gender: "Varonil" }, await sessionCookie(db, admin)),
    );
    expect(noHandle.ok).toBe(true);

    const winner = await run(
      { intent: "add-result", player1Id: String(added.data.id), categoryType: "Femenil", category: "4ta" },
      organiserCookie,
    );
    expect(body<{ ok: boolean }>(winner).ok).toBe(true);
  });
});

describe("share card with the tournament's and the club's images", () => {
  it("embeds the stored images (taller card, still 1200 px wide) and falls back when a file is missing", async () => {
    const db = handle.db;
    const get = async (t: { id: number; title: string }) => {
      const path = `${tournamentPath(t)}/compartir.png`;
      const response = (await filesLoader(
        args(pageRequest(path), { name: path.split("/")[2]!, id: String(t.id), file: "compartir.png" }),
      )) as Response;
      expect(response.headers.get("Content-Type")).toBe("image/png");
      return sharp(Buffer.from(await response.arrayBuffer())).metadata();
    };
    const club = await f.createClub(db, { image: await storeImage(await png(200, 200), "clubs") });
    const plain = await get(await f.createTournament(db, { title: "Copa Sin Imagen" }));
    const withImage = await get(
      await f.createTournament(db, {
        title: "Copa Con Imagen",
        clubId: club.id,
        clubName: club.name,
        image: await storeImage(await png(800, 450), "tournaments"),
      }),
    );
    const missing = await get(
      await f.createTournament(db, { title: "Copa Imagen Perdida", image: "/img/tournaments/00000000-0000-0000-0000-000000000000.webp" }),
    );
    for (const meta of [plain, withImage, missing]) {
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(1200);
    }
    expect(withImage.height).toBeGreaterThan(plain.height!);
    expect(missing.height).toBe(plain.height);
  });
});

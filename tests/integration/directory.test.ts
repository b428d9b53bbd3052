// Clubs (issue 6): every loader and action of the club pages and the club registration form, for each
// role: anonymous, player, tournament organiser, club administrator, administrator.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, useAppDb, sessionCookie } from "./helpers/app-env";
import { type Answer, get, post, roles, statusOf } from "./helpers/directory";

configureTestEnv();

const clubRoute = await import("~/routes/club");
const clubsRoute = await import("~/routes/clubs");
const clubRegisterRoute = await import("~/routes/club-register");
const { clubPath } = await import("~/domain/slugs");
const { mexicoToday, addDays, addMonths } = await import("~/domain/calendar");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

const validClubEdit = (overrides: Record<string, string | string[]> = {}) => ({
  intent: "update-club",
  name: "Club Editado",
  state: "Puebla",
  description: "Nueva descripción del club",
  whatsapp: "2221234567",
  courts: "6",
  hourlyCost: "500",
  specialHoursCost: "650",
  mapsUrl: "https://maps.google.com/?q=club",
  ...overrides,
});

describe("club edit (001 §5, §6: administrators and the club's own administrators)", () => {
  it("lets only administrators and this club's administrators open the edit mode", async () => {
    const club = await f.createClub(handle.db);
    const r = await roles(handle.db, club);
    const path = `${clubPath(club)}?editar=1`;
    const params = { nombre: clubPath(club).split("/")[2]!, id: String(club.id) };
    const anonymous = await caught(clubRoute.loader(args(get(path), params)));
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get("location")).toMatch(/^\/auth\?redirect=/);
    for (const cookie of [r.player, r.organiser, r.otherClubAdmin]) {
      expect(statusOf(await caught(clubRoute.loader(args(get(path, cookie), params))))).toBe(403);
    }
    for (const cookie of [r.clubAdmin, r.admin]) {
      const page = (await clubRoute.loader(args(get(path, cookie), params))) as { editing: boolean; amenityOptions: unknown[] };
      expect(page.editing).toBe(true);
    }
  });

  it("refuses the update to everyone else, and saves it for the club's administrator without letting them feature it", async () => {
    const db = handle.db;
    const club = await f.createClub(db, { featured: false });
    const amenity = await f.createAmenity(db);
    const r = await roles(handle.db, club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    expect(statusOf(await caught(clubRoute.action(args(post(path, validClubEdit()), params))))).toBe(401);
    for (const cookie of [r.player, r.organiser, r.otherClubAdmin]) {
      expect(statusOf(await caught(clubRoute.action(args(post(path, validClubEdit(), { cookie }), params))))).toBe(403);
    }
    const [unchanged] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(unchanged?.name).toBe(club.name);

    const saved = (await clubRoute.action(
      args(post(path, validClubEdit({ featured: "on", covered: "on", amenityIds: [String(amenity.id)] }), { cookie: r.clubAdmin }), params),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(clubPath({ id: club.id, name: "Club Editado" }));
    const [row] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(row).toMatchObject({
      name: "Club Editado",
      courts: 6,
      covered: true,
      featured: false,
      hourlyCost: "500",
      specialHoursCost: "650",
    });
    const links = await db.select().from(s.clubAmenity).where(eq(s.clubAmenity.clubId, club.id));
    expect(links.map((l) => l.amenityId)).toEqual([amenity.id]);
    const audit = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityType, "club"), eq(s.auditLog.entityId, String(club.id))));
    expect(audit.map((a) => a.action)).toContain("club.update");

    await clubRoute.action(args(post(path, validClubEdit({ featured: "on" }), { cookie: r.admin }), params));
    const [featured] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(featured?.featured).toBe(true);
  });

  it("answers 400 with the spec's messages and writes nothing when the edit is invalid", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const r = await roles(handle.db, club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    const result = (await clubRoute.action(
      args(
        post(path, validClubEdit({ name: "AB", state: "P", courts: "-1", mapsUrl: "no es url", whatsapp: "123" }), { cookie: r.admin }),
        params,
      ),
    )) as Answer;
    expect(result.init.status).toBe(400);
    expect(result.data.result?.error).toMatchObject({
      name: ["El nombre del club debe tener al menos 3 caracteres"],
      state: ["Por favor ingresa un estado válido"],
      courts: ["El número de canchas no puede ser negativo"],
      mapsUrl: ["Por favor ingresa una URL válida"],
      whatsapp: ["Por favor, ingresa un número de WhatsApp válido (10 dígitos)"],
    });
    const [row] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(row?.name).toBe(club.name);
  });

  it("adds and deletes gallery images for the club's administrator only, never another club's image", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const foreign = await f.createClubImage(db);
    const r = await roles(handle.db, club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    const add = { intent: "add-image", galleryImage: "/img/clubs/0f8fad5b-d9cb-469f-a165-70867728950e.webp" };
    expect(statusOf(await caught(clubRoute.action(args(post(path, add), params))))).toBe(401);
    expect(statusOf(await caught(clubRoute.action(args(post(path, add, { cookie: r.player }), params))))).toBe(403);
    expect(statusOf(await clubRoute.action(args(post(path, add, { cookie: r.clubAdmin }), params)))).toBe(200);
    expect(
      statusOf(
        await clubRoute.action(
          args(post(path, { intent: "add-image", galleryImage: "https://evil.example/x.png" }, { cookie: r.clubAdmin }), params),
        ),
      ),
    ).toBe(400);
    const images = await db.select().from(s.clubImage).where(eq(s.clubImage.clubId, club.id));
    expect(images.map((i) => i.image)).toEqual([add.galleryImage]);

    expect(
      statusOf(
        await clubRoute.action(args(post(path, { intent: "delete-image", imageId: String(foreign.id) }, { cookie: r.clubAdmin }), params)),
      ),
    ).toBe(404);
    expect(await db.select().from(s.clubImage).where(eq(s.clubImage.id, foreign.id))).toHaveLength(1);
    expect(
      statusOf(
        await caught(
          clubRoute.action(args(post(path, { intent: "delete-image", imageId: String(images[0]!.id) }, { cookie: r.organiser }), params)),
        ),
      ),
    ).toBe(403);
    expect(
      statusOf(
        await clubRoute.action(
          args(post(path, { intent: "delete-image", imageId: String(images[0]!.id) }, { cookie: r.clubAdmin }), params),
        ),
      ),
    ).toBe(200);
    expect(await db.select().from(s.clubImage).where(eq(s.clubImage.clubId, club.id))).toEqual([]);
  });

  it("lets only an administrator delete a club", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const r = await roles(handle.db, club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    for (const cookie of [r.player, r.organiser, r.clubAdmin]) {
      expect(statusOf(await caught(clubRoute.action(args(post(path, { intent: "delete-club" }, { cookie }), params))))).toBe(403);
    }
    const deleted = (await clubRoute.action(args(post(path, { intent: "delete-club" }, { cookie: r.admin }), params))) as Response;
    expect(deleted.headers.get("location")).toBe("/clubs-padel-puebla");
    expect(await db.select().from(s.club).where(eq(s.club.id, club.id))).toEqual([]);
  });
});

describe("club page and list", () => {
  it("redirects to the canonical address, 404s unknown clubs, and lists upcoming then last-12-months tournaments", async () => {
    const db = handle.db;
    const club = await f.createClub(db, { name: "Pádel Ñandú 40/30" });
    const today = mexicoToday();
    const later = await f.createTournament(db, { clubId: club.id, startDate: addDays(today, 20), endDate: addDays(today, 21) });
    const sooner = await f.createTournament(db, { clubId: club.id, startDate: addDays(today, 5), endDate: addDays(today, 6) });
    const recent = await f.createTournament(db, { clubId: club.id, startDate: addDays(today, -10), endDate: addDays(today, -9) });
    const older = await f.createTournament(db, { clubId: club.id, startDate: addDays(today, -100), endDate: addDays(today, -99) });
    await f.createTournament(db, { clubId: club.id, startDate: addMonths(today, -13), endDate: addMonths(today, -13) });
    await f.createTournament(db, { clubId: club.id, approved: false, startDate: addDays(today, 3), endDate: addDays(today, 3) });

    const byName = (await caught(
      clubRoute.loader(args(get("/clubs-padel-puebla/padel-nandu-40-30"), { nombre: "padel-nandu-40-30" })),
    )) as Response;
    expect(byName.status).toBe(301);
    expect(byName.headers.get("location")).toBe(`/clubs-padel-puebla/padel-nandu-40-30/${club.id}`);
    const wrongSlug = (await caught(
      clubRoute.loader(args(get(`/clubs-padel-puebla/otro/${club.id}`), { nombre: "otro", id: String(club.id) })),
    )) as Response;
    expect(wrongSlug.headers.get("location")).toBe(clubPath(club));
    expect(statusOf(await caught(clubRoute.loader(args(get("/clubs-padel-puebla/x/99999999"), { nombre: "x", id: "99999999" }))))).toBe(
      404,
    );
    expect(statusOf(await caught(clubRoute.loader(args(get("/clubs-padel-puebla/x/abc"), { nombre: "x", id: "abc" }))))).toBe(404);

    const page = (await clubRoute.loader(args(get(clubPath(club)), { nombre: "padel-nandu-40-30", id: String(club.id) }))) as {
      tournaments: { upcoming: { id: number }[]; past: { id: number }[] };
      canEdit: boolean;
    };
    expect(page.tournaments.upcoming.map((t) => t.id)).toEqual([sooner.id, later.id]);
    expect(page.tournaments.past.map((t) => t.id)).toEqual([recent.id, older.id]);
    expect(page.canEdit).toBe(false);
  });

  it("filters by name or state from the URL, featured first then courts, with totals of every club", async () => {
    const db = handle.db;
    const tag = f.uniqueSuffix();
    const small = await f.createClub(db, { name: `Zeta ${tag}`, state: "Tlaxcala", courts: 2, featured: false });
    const big = await f.createClub(db, { name: `Alfa ${tag}`, state: "Tlaxcala", courts: 9, featured: false });
    const featured = await f.createClub(db, { name: `Beta ${tag}`, state: "Oaxaca", courts: 1, featured: true });
    const all = (await clubsRoute.loader(args(get(`/clubs-padel-puebla?q=${tag}`)))) as {
      clubs: { id: number }[];
      totals: { clubs: number; courts: number };
      states: string[];
    };
    expect(all.clubs.map((c) => c.id)).toEqual([featured.id, big.id, small.id]);
    expect(all.totals.clubs).toBeGreaterThanOrEqual(3);
    expect(all.states).toEqual(expect.arrayContaining(["Oaxaca", "Tlaxcala"]));
    const tlaxcala = (await clubsRoute.loader(args(get(`/clubs-padel-puebla?q=${tag}&estado=Tlaxcala`)))) as { clubs: { id: number }[] };
    expect(tlaxcala.clubs.map((c) => c.id)).toEqual([big.id, small.id]);
    const accent = (await clubsRoute.loader(args(get(`/clubs-padel-puebla?q=${encodeURIComponent(`ALFA ${tag}`)}`)))) as {
      clubs: { id: number }[];
    };
    expect(accent.clubs.map((c) => c.id)).toEqual([big.id]);
  });
});

describe("club registration (/clubes/registrar)", () => {
  const valid = {
    intent: "register-club",
    name: "Club Nuevo",
    state: "Puebla",
    description: "Un club nuevo con seis canchas.",
    whatsapp: "2229876543",
    courts: "6",
    hourlyCost: "450",
    covered: "on",
  };

  it("needs a signed-in user", async () => {
    expect(statusOf(await caught(clubRegisterRoute.action(args(post("/clubes/registrar", valid)))))).toBe(401);
    const page = (await clubRegisterRoute.loader(args(get("/clubes/registrar")))) as { signedIn: boolean; signInTo: string };
    expect(page).toMatchObject({ signedIn: false, signInTo: "/auth?redirect=%2Fclubes%2Fregistrar" });
  });

  it("answers 400 with the spec's messages, then creates the club recorded with its creator, who administers it", async () => {
    const db = handle.db;
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    const invalid = (await clubRegisterRoute.action(
      args(
        post(
          "/clubes/registrar",
          {
            intent: "register-club",
            name: "A",
            state: "",
            description: "corta",
            whatsapp: "12",
            courts: "0",
            hourlyCost: "-5",
            mapsUrl: "maps",
          },
          { cookie },
        ),
      ),
    )) as Answer;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.result?.error).toMatchObject({
      state: ["El estado es obligatorio"],
      description: ["Por favor, añade una descripción detallada"],
      mapsUrl: ["Por favor, ingresa un enlace de Google Maps válido"],
      whatsapp: ["Por favor, ingresa un número de WhatsApp válido (10 dígitos)"],
      courts: ["Debe haber al menos una cancha"],
      hourlyCost: ["Por favor, ingresa un precio válido por hora"],
    });
    expect(await db.select().from(s.club).where(eq(s.club.createdBy, user.id))).toEqual([]);

    const done = (await clubRegisterRoute.action(args(post("/clubes/registrar", valid, { cookie })))) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/clubs");
    const [created] = await db.select().from(s.club).where(eq(s.club.createdBy, user.id));
    expect(created).toMatchObject({ name: "Club Nuevo", courts: 6, covered: true, featured: false, hourlyCost: "450" });
    const admins = await db.select().from(s.clubAdmin).where(eq(s.clubAdmin.clubId, created!.id));
    expect(admins.map((a) => a.userId)).toEqual([user.id]);

    // The administrator sees who registered it in the edit mode; the creator (a club admin) does not.
    const admin = await sessionCookie(db, await f.createAdmin(db));
    const path = clubPath(created!);
    const params = { nombre: path.split("/")[2]!, id: String(created!.id) };
    const adminView = (await clubRoute.loader(args(get(`${path}?editar=1`, admin), params))) as { registeredBy: { email: string } | null };
    expect(adminView.registeredBy?.email).toBe(user.email);
    const ownView = (await clubRoute.loader(args(get(`${path}?editar=1`, cookie), params))) as { registeredBy: unknown; editing: boolean };
    expect(ownView).toMatchObject({ editing: true, registeredBy: null });
  });
});

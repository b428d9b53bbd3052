// Clubs and coaches (issue 6): every loader and action of the club and coach pages and registration
// forms, for each role: anonymous, player, tournament organiser, club administrator, administrator.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, openAppDb, SITE_URL, sessionCookie } from "./helpers/app-env";

configureTestEnv();

const clubRoute = await import("~/routes/club");
const clubsRoute = await import("~/routes/clubs");
const clubRegisterRoute = await import("~/routes/club-register");
const coachRoute = await import("~/routes/coach");
const coachesRoute = await import("~/routes/coaches");
const coachRegisterRoute = await import("~/routes/coach-register");
const { CLASS_REQUEST_LIMIT } = await import("~/server/coaches.server");
const { clubPath, coachPath, coachSlug } = await import("~/domain/slugs");
const { mexicoToday, addDays, addMonths } = await import("~/domain/calendar");
const f = await import("./factories");
const s = await import("../../db/schema");

type Handle = Awaited<ReturnType<typeof openAppDb>>;
let handle: Handle;

beforeAll(async () => {
  handle = await openAppDb();
});

afterAll(async () => {
  await handle?.close();
});



/** A form post with repeated fields (checkbox groups) as a browser sends it. */
function post(pathname: string, form: Record<string, string | string[]>, init: { cookie?: string; ip?: string } = {}) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
  const headers = new Headers({ origin: SITE_URL, "content-type": "application/x-www-form-urlencoded" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.ip) headers.set("x-client-ip", init.ip);
  return new Request(`${SITE_URL}${pathname}`, { method: "POST", headers, body });
}

function get(pathname: string, cookie?: string) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE_URL}${pathname}`, { headers });
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  return (outcome as { init?: { status?: number } | null })?.init?.status ?? 200;
}

type Answer = { data: { result?: { error?: Record<string, string[]> }; toast?: { title: string } | null; ok?: boolean }; init: { status: number } };

/** One signed-in user of each role, with the club `club` administered by `clubAdmin`. */
async function roles(club: { id: number }) {
  const db = handle.db;
  const player = await f.createUser(db);
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { userId: organiser.id });
  const clubAdmin = await f.createUser(db);
  await f.createClubAdmin(db, { clubId: club.id, userId: clubAdmin.id });
  const otherClubAdmin = await f.createUser(db);
  await f.createClubAdmin(db, { userId: otherClubAdmin.id });
  const admin = await f.createAdmin(db);
  return {
    player: await sessionCookie(db, player),
    organiser: await sessionCookie(db, organiser),
    clubAdmin: await sessionCookie(db, clubAdmin),
    otherClubAdmin: await sessionCookie(db, otherClubAdmin),
    admin: await sessionCookie(db, admin),
    adminId: admin.id,
    clubAdminId: clubAdmin.id,
    playerId: player.id,
  };
}

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
    const r = await roles(club);
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
    const r = await roles(club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    expect(statusOf(await caught(clubRoute.action(args(post(path, validClubEdit()), params))))).toBe(401);
    for (const cookie of [r.player, r.organiser, r.otherClubAdmin]) {
      expect(statusOf(await caught(clubRoute.action(args(post(path, validClubEdit(), { cookie }), params))))).toBe(403);
    }
    const [unchanged] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(unchanged?.name).toBe(club.name);

    const saved = (await clubRoute.action(args(post(path, validClubEdit({ featured: "on", covered: "on", amenityIds: [String(amenity.id)] }), { cookie: r.clubAdmin }), params))) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(clubPath({ id: club.id, name: "Club Editado" }));
    const [row] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(row).toMatchObject({ name: "Club Editado", courts: 6, covered: true, featured: false, hourlyCost: "500", specialHoursCost: "650" });
    const links = await db.select().from(s.clubAmenity).where(eq(s.clubAmenity.clubId, club.id));
    expect(links.map((l) => l.amenityId)).toEqual([amenity.id]);
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.entityType, "club"), eq(s.auditLog.entityId, String(club.id))));
    expect(audit.map((a) => a.action)).toContain("club.update");

    await clubRoute.action(args(post(path, validClubEdit({ featured: "on" }), { cookie: r.admin }), params));
    const [featured] = await db.select().from(s.club).where(eq(s.club.id, club.id));
    expect(featured?.featured).toBe(true);
  });

  it("answers 400 with the spec's messages and writes nothing when the edit is invalid", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const r = await roles(club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    const result = (await clubRoute.action(
      args(post(path, validClubEdit({ name: "AB", state: "P", courts: "-1", mapsUrl: "no es url", whatsapp: "123" }), { cookie: r.admin }), params),
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
    const r = await roles(club);
    const path = clubPath(club);
    const params = { nombre: path.split("/")[2]!, id: String(club.id) };
    const add = { intent: "add-image", galleryImage: "/img/clubs/0f8fad5b-d9cb-469f-a165-70867728950e.webp" };
    expect(statusOf(await caught(clubRoute.action(args(post(path, add), params))))).toBe(401);
    expect(statusOf(await caught(clubRoute.action(args(post(path, add, { cookie: r.player }), params))))).toBe(403);
    expect(statusOf(await clubRoute.action(args(post(path, add, { cookie: r.clubAdmin }), params)))).toBe(200);
    expect(statusOf(await clubRoute.action(args(post(path, { intent: "add-image", galleryImage: "https://evil.example/x.png" }, { cookie: r.clubAdmin }), params)))).toBe(400);
    const images = await db.select().from(s.clubImage).where(eq(s.clubImage.clubId, club.id));
    expect(images.map((i) => i.image)).toEqual([add.galleryImage]);

    expect(statusOf(await clubRoute.action(args(post(path, { intent: "delete-image", imageId: String(foreign.id) }, { cookie: r.clubAdmin }), params)))).toBe(404);
    expect(await db.select().from(s.clubImage).where(eq(s.clubImage.id, foreign.id))).toHaveLength(1);
    expect(statusOf(await caught(clubRoute.action(args(post(path, { intent: "delete-image", imageId: String(images[0]!.id) }, { cookie: r.organiser }), params))))).toBe(403);
    expect(statusOf(await clubRoute.action(args(post(path, { intent: "delete-image", imageId: String(images[0]!.id) }, { cookie: r.clubAdmin }), params)))).toBe(200);
    expect(await db.select().from(s.clubImage).where(eq(s.clubImage.clubId, club.id))).toEqual([]);
  });

  it("lets only an administrator delete a club", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const r = await roles(club);
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

    const byName = (await caught(clubRoute.loader(args(get("/clubs-padel-puebla/padel-nandu-40-30"), { nombre: "padel-nandu-40-30" })))) as Response;
    expect(byName.status).toBe(301);
    expect(byName.headers.get("location")).toBe(`/clubs-padel-puebla/padel-nandu-40-30/${club.id}`);
    const wrongSlug = (await caught(clubRoute.loader(args(get(`/clubs-padel-puebla/otro/${club.id}`), { nombre: "otro", id: String(club.id) })))) as Response;
    expect(wrongSlug.headers.get("location")).toBe(clubPath(club));
    expect(statusOf(await caught(clubRoute.loader(args(get("/clubs-padel-puebla/x/99999999"), { nombre: "x", id: "99999999" }))))).toBe(404);
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
    const accent = (await clubsRoute.loader(args(get(`/clubs-padel-puebla?q=${encodeURIComponent(`ALFA ${tag}`)}`)))) as { clubs: { id: number }[] };
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
      args(post("/clubes/registrar", { intent: "register-club", name: "A", state: "", description: "corta", whatsapp: "12", courts: "0", hourlyCost: "-5", mapsUrl: "maps" }, { cookie })),
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

describe("coaches", () => {
  const validCoach = (clubId: number, overrides: Record<string, string | string[]> = {}) => ({
    intent: "register-coach",
    name: "Laura Méndez",
    description: "Entrenadora con diez años de experiencia.",
    classCost: "400",
    whatsapp: "2221112233",
    experience: "1ra",
    clubIds: [String(clubId)],
    ...overrides,
  });

  it("registration needs a user, validates with the spec's messages and records the creator", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    expect(statusOf(await caught(coachRegisterRoute.action(args(post("/entrenadores/registrar", validCoach(club.id))))))).toBe(401);
    const invalid = (await coachRegisterRoute.action(
      args(post("/entrenadores/registrar", { intent: "register-coach", name: "L", description: "corta", classCost: "-1", whatsapp: "abc", experience: "" }, { cookie })),
    )) as Answer;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.result?.error).toMatchObject({
      name: ["El nombre es obligatorio"],
      description: ["Por favor, añade una descripción detallada"],
      classCost: ["El costo debe ser un número positivo"],
      whatsapp: ["Por favor, ingresa un número de WhatsApp válido (10 dígitos)"],
      clubIds: ["Por favor, selecciona al menos un club"],
      experience: ["Por favor, selecciona tu categoría"],
    });
    const unknownClub = (await coachRegisterRoute.action(args(post("/entrenadores/registrar", validCoach(99999999), { cookie })))) as Answer;
    expect(unknownClub.init.status).toBe(400);
    expect(await db.select().from(s.coach).where(eq(s.coach.userId, user.id))).toEqual([]);

    const done = (await coachRegisterRoute.action(args(post("/entrenadores/registrar", validCoach(club.id), { cookie })))) as Response;
    expect(done.headers.get("location")).toBe("/entrenadores-padel-puebla");
    const [created] = await db.select().from(s.coach).where(eq(s.coach.userId, user.id));
    expect(created).toMatchObject({ name: "Laura Méndez", classCost: 400, experience: "1ra", featured: false });
    const links = await db.select().from(s.coachClub).where(eq(s.coachClub.coachId, created!.id));
    expect(links.map((l) => l.clubId)).toEqual([club.id]);
  });

  it("lets only an administrator edit (featured switch) or delete a coach", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const r = await roles(club);
    const coach = await f.createCoach(db, { name: `Coach Editable ${f.uniqueSuffix()}` });
    await f.createCoachClub(db, { coachId: coach.id, clubId: club.id });
    const path = coachPath(coach);
    const params = { nombre: coachSlug(coach.name) };
    const edit = validCoach(club.id, { intent: "update-coach", name: coach.name, featured: "on" });
    expect(statusOf(await caught(coachRoute.action(args(post(path, edit), params))))).toBe(401);
    for (const cookie of [r.player, r.organiser, r.clubAdmin]) {
      expect(statusOf(await caught(coachRoute.action(args(post(path, edit, { cookie }), params))))).toBe(403);
      expect(statusOf(await caught(coachRoute.action(args(post(path, { intent: "delete-coach" }, { cookie }), params))))).toBe(403);
      expect(statusOf(await caught(coachRoute.loader(args(get(`${path}?editar=1`, cookie), params))))).toBe(403);
    }
    const saved = (await coachRoute.action(args(post(path, edit, { cookie: r.admin }), params))) as Response;
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(s.coach).where(eq(s.coach.id, coach.id));
    expect(row).toMatchObject({ featured: true, experience: "1ra", classCost: 400 });
    const removed = (await coachRoute.action(args(post(path, { intent: "delete-coach" }, { cookie: r.admin }), params))) as Response;
    expect(removed.headers.get("location")).toBe("/entrenadores-padel-puebla");
    expect(await db.select().from(s.coach).where(eq(s.coach.id, coach.id))).toEqual([]);
  });

  it("rewrites an id address to the name slug and 404s unknown coaches", async () => {
    const db = handle.db;
    const coach = await f.createCoach(db, { name: `José Pérez ${f.uniqueSuffix()}` });
    const byId = (await caught(coachRoute.loader(args(get(`/entrenadores-padel-puebla/${coach.id}`), { nombre: String(coach.id) })))) as Response;
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(coachPath(coach));
    const both = (await caught(coachRoute.loader(args(get(`/entrenadores-padel-puebla/x/${coach.id}`), { nombre: "x", id: String(coach.id) })))) as Response;
    expect(both.headers.get("location")).toBe(coachPath(coach));
    expect(statusOf(await caught(coachRoute.loader(args(get("/entrenadores-padel-puebla/nadie-asi"), { nombre: "nadie-asi" }))))).toBe(404);
    const page = (await coachRoute.loader(args(get(coachPath(coach)), { nombre: coachSlug(coach.name) }))) as { coach: { id: number }; isAdmin: boolean };
    expect(page.coach.id).toBe(coach.id);
    expect(page.isAdmin).toBe(false);
  });

  it("gives a coach whose name slug is taken an address with its id", async () => {
    const db = handle.db;
    const name = `Mismo Nombre ${f.uniqueSuffix()}`;
    const first = await f.createCoach(db, { name });
    const second = await f.createCoach(db, { name });
    const slug = coachSlug(name);
    const bySlug = (await coachRoute.loader(args(get(`/entrenadores-padel-puebla/${slug}`), { nombre: slug }))) as { coach: { id: number } };
    expect(bySlug.coach.id).toBe(first.id);
    const own = `/entrenadores-padel-puebla/${slug}/${second.id}`;
    const page = (await coachRoute.loader(args(get(own), { nombre: slug, id: String(second.id) }))) as { coach: { id: number }; canonicalPath: string };
    expect(page).toMatchObject({ coach: { id: second.id }, canonicalPath: own });
    const byId = (await caught(coachRoute.loader(args(get(`/entrenadores-padel-puebla/${second.id}`), { nombre: String(second.id) })))) as Response;
    expect(byId.headers.get("location")).toBe(own);
  });

  it("lists coaches featured first, then by experience, then by higher class cost, with search", async () => {
    const db = handle.db;
    const tag = f.uniqueSuffix();
    const cheap = await f.createCoach(db, { name: `Ana ${tag}`, experience: "1ra", classCost: 200 });
    const pricey = await f.createCoach(db, { name: `Bea ${tag}`, experience: "1ra", classCost: 600 });
    const open = await f.createCoach(db, { name: `Caro ${tag}`, experience: "Open", classCost: 100 });
    const star = await f.createCoach(db, { name: `Dani ${tag}`, experience: "5ta", classCost: 50, featured: true });
    const list = (await coachesRoute.loader(args(get(`/entrenadores-padel-puebla?q=${tag}`)))) as { coaches: { id: number }[] };
    expect(list.coaches.map((c) => c.id)).toEqual([star.id, open.id, pricey.id, cheap.id]);
    const none = (await coachesRoute.loader(args(get(`/entrenadores-padel-puebla?q=nadie${tag}`)))) as { coaches: unknown[] };
    expect(none.coaches).toEqual([]);
  });

  it("stores a class request as a solicitud for anyone, with coach, club and user, and rate-limits each client", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const otherClub = await f.createClub(db);
    const coach = await f.createCoach(db, { name: `Clases ${f.uniqueSuffix()}` });
    await f.createCoachClub(db, { coachId: coach.id, clubId: club.id });
    const path = coachPath(coach);
    const params = { nombre: coachSlug(coach.name) };
    const form = { intent: "class-request", name: "Pedro", phone: "2225550000", level: "4ta", clubId: String(club.id), message: "Hola" };

    const missing = (await coachRoute.action(args(post(path, { intent: "class-request", name: "", phone: "" }, { ip: "10.9.0.1" }), params))) as Answer;
    expect(missing.init.status).toBe(400);
    expect(missing.data.result?.error?.name).toEqual(["Por favor completa los campos obligatorios (nombre y teléfono)"]);

    const anonymous = (await coachRoute.action(args(post(path, form, { ip: "10.9.0.2" }), params))) as Answer;
    expect(anonymous.init.status).toBe(200);
    expect(anonymous.data.ok).toBe(true);
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    await coachRoute.action(args(post(path, { ...form, clubId: String(otherClub.id) }, { cookie, ip: "10.9.0.3" }), params));
    const rows = await db.select().from(s.request).where(and(eq(s.request.type, "entrenador"), eq(s.request.entityId, coach.id)));
    expect(rows).toHaveLength(2);
    const anon = rows.find((row) => row.userId === null);
    expect(anon).toMatchObject({ name: "Pedro", phone: "2225550000", category: "4ta", clubId: club.id, status: "pendiente", message: "Hola" });
    expect(anon?.metadata).toMatchObject({ trainer_name: coach.name });
    // A club the coach does not teach at is not recorded.
    expect(rows.find((row) => row.userId === user.id)?.clubId).toBeNull();

    for (let i = 1; i < CLASS_REQUEST_LIMIT; i++) {
      expect(statusOf(await coachRoute.action(args(post(path, form, { ip: "10.9.0.2" }), params)))).toBe(200);
    }
    const limited = (await coachRoute.action(args(post(path, form, { ip: "10.9.0.2" }), params))) as Answer;
    expect(limited.init.status).toBe(429);
    expect(statusOf(await coachRoute.action(args(post(path, form, { ip: "10.9.0.4" }), params)))).toBe(200);
  });
});

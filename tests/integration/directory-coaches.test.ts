// Coaches (issue 6): every loader and action of the coach pages and the coach registration form, for
// each role: anonymous, player, tournament organiser, club administrator, administrator.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, useAppDb, sessionCookie } from "./helpers/app-env";
import { type Answer, get, post, roles, statusOf } from "./helpers/directory";

configureTestEnv();

const coachRoute = await import("~/routes/coach");
const coachesRoute = await import("~/routes/coaches");
const coachRegisterRoute = await import("~/routes/coach-register");
const { CLASS_REQUEST_LIMIT } = await import("~/server/directory/coaches.server");
const { coachPath, coachSlug } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

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
      args(
        post(
          "/entrenadores/registrar",
          { intent: "register-coach", name: "L", description: "corta", classCost: "-1", whatsapp: "abc", experience: "" },
          { cookie },
        ),
      ),
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
    const unknownClub = (await coachRegisterRoute.action(
      args(post("/entrenadores/registrar", validCoach(99999999), { cookie })),
    )) as Answer;
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
    const r = await roles(handle.db, club);
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
    const byId = (await caught(
      coachRoute.loader(args(get(`/entrenadores-padel-puebla/${coach.id}`), { nombre: String(coach.id) })),
    )) as Response;
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(coachPath(coach));
    const both = (await caught(
      coachRoute.loader(args(get(`/entrenadores-padel-puebla/x/${coach.id}`), { nombre: "x", id: String(coach.id) })),
    )) as Response;
    expect(both.headers.get("location")).toBe(coachPath(coach));
    expect(statusOf(await caught(coachRoute.loader(args(get("/entrenadores-padel-puebla/nadie-asi"), { nombre: "nadie-asi" }))))).toBe(404);
    const page = (await coachRoute.loader(args(get(coachPath(coach)), { nombre: coachSlug(coach.name) }))) as {
      coach: { id: number };
      isAdmin: boolean;
    };
    expect(page.coach.id).toBe(coach.id);
    expect(page.isAdmin).toBe(false);
  });

  it("gives a coach whose name slug is taken an address with its id", async () => {
    const db = handle.db;
    const name = `Mismo Nombre ${f.uniqueSuffix()}`;
    const first = await f.createCoach(db, { name });
    const second = await f.createCoach(db, { name });
    const slug = coachSlug(name);
    const bySlug = (await coachRoute.loader(args(get(`/entrenadores-padel-puebla/${slug}`), { nombre: slug }))) as {
      coach: { id: number };
    };
    expect(bySlug.coach.id).toBe(first.id);
    const own = `/entrenadores-padel-puebla/${slug}/${second.id}`;
    const page = (await coachRoute.loader(args(get(own), { nombre: slug, id: String(second.id) }))) as {
      coach: { id: number };
      canonicalPath: string;
    };
    expect(page).toMatchObject({ coach: { id: second.id }, canonicalPath: own });
    const byId = (await caught(
      coachRoute.loader(args(get(`/entrenadores-padel-puebla/${second.id}`), { nombre: String(second.id) })),
    )) as Response;
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

    const missing = (await coachRoute.action(
      args(post(path, { intent: "class-request", name: "", phone: "" }, { ip: "10.9.0.1" }), params),
    )) as Answer;
    expect(missing.init.status).toBe(400);
    expect(missing.data.result?.error?.name).toEqual(["Por favor completa los campos obligatorios (nombre y teléfono)"]);

    const anonymous = (await coachRoute.action(args(post(path, form, { ip: "10.9.0.2" }), params))) as Answer;
    expect(anonymous.init.status).toBe(200);
    expect(anonymous.data.ok).toBe(true);
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    await coachRoute.action(args(post(path, { ...form, clubId: String(otherClub.id) }, { cookie, ip: "10.9.0.3" }), params));
    const rows = await db
      .select()
      .from(s.request)
      .where(and(eq(s.request.type, "entrenador"), eq(s.request.entityId, coach.id)));
    expect(rows).toHaveLength(2);
    const anon = rows.find((row) => row.userId === null);
    expect(anon).toMatchObject({
      name: "Pedro",
      phone: "2225550000",
      category: "4ta",
      clubId: club.id,
      status: "pendiente",
      message: "Hola",
    });
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

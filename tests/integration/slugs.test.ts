// The stored slugs (migration 0005): written by the one slug rule (app/domain/slugs.ts) on create and
// rename, backfilled by the migration with the same rule in SQL, and used by the page lookups, which keep
// their old behaviours (older spellings, a mistyped address one or two letters off, ids in slugs).
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, openAppDb, pageRequest, sessionCookie } from "./helpers/app-env";
import { invoke } from "./helpers/invoke";

configureTestEnv();

const clubRoute = await import("~/routes/club");
const clubRegisterRoute = await import("~/routes/club-register");
const coachRoute = await import("~/routes/coach");
const coachRegisterRoute = await import("~/routes/coach-register");
const tournamentRoute = await import("~/routes/tournament");
const tournamentRegisterRoute = await import("~/routes/tournament-register");
const f = await import("./factories");
const s = await import("../../db/schema");

type Handle = Awaited<ReturnType<typeof openAppDb>>;
let handle: Handle;
let admin: string;

beforeAll(async () => {
  handle = await openAppDb();
  admin = await sessionCookie(handle.db, await f.createAdmin(handle.db));
});

afterAll(async () => {
  await handle?.close();
});

const post = (path: string, form: Record<string, string>, cookie: string) => pageRequest(path, { cookie, form });
const clubPage = (nombre: string, id?: number) =>
  invoke(clubRoute.loader, pageRequest(`/clubs-padel-puebla/${nombre}${id ? `/${id}` : ""}`), id ? { nombre, id: String(id) } : { nombre });
const coachPage = (nombre: string) => invoke(coachRoute.loader, pageRequest(`/entrenadores-padel-puebla/${nombre}`), { nombre });
const tournamentPage = (name: string) => invoke(tournamentRoute.loader, pageRequest(`/torneos-padel-puebla/${name}`), { name });

describe("club slugs", () => {
  it("finds a registered club by its slug, and after a rename by the new one only", async () => {
    await invoke(
      clubRegisterRoute.action,
      post(
        "/clubes/registrar",
        {
          intent: "register-club",
          name: "Pádel Ñandú 40/30",
          state: "Puebla",
          description: "Un club nuevo con seis canchas.",
          whatsapp: "2229876543",
          courts: "6",
          hourlyCost: "450",
        },
        admin,
      ),
      {},
    );
    const [created] = await handle.db.select().from(s.club).where(eq(s.club.name, "Pádel Ñandú 40/30"));
    expect(created?.slug).toBe("padel-nandu-40-30");
    expect(await clubPage("padel-nandu-40-30")).toMatchObject({
      status: 301,
      location: `/clubs-padel-puebla/padel-nandu-40-30/${created!.id}`,
    });
    // The original site's older spelling leads to the same club.
    expect(await clubPage("pádel-ñandú-40-30")).toMatchObject({
      status: 301,
      location: `/clubs-padel-puebla/padel-nandu-40-30/${created!.id}`,
    });

    const rename = {
      intent: "update-club",
      name: "Club Río Atoyac",
      state: "Puebla",
      description: "Nueva descripción del club",
      whatsapp: "2221234567",
      courts: "6",
      hourlyCost: "500",
    };
    const saved = await invoke(clubRoute.action, post(`/clubs-padel-puebla/padel-nandu-40-30/${created!.id}`, rename, admin), {
      nombre: "padel-nandu-40-30",
      id: String(created!.id),
    });
    expect(saved).toMatchObject({ status: 302, location: `/clubs-padel-puebla/club-rio-atoyac/${created!.id}` });
    const [renamed] = await handle.db.select().from(s.club).where(eq(s.club.id, created!.id));
    expect(renamed?.slug).toBe("club-rio-atoyac");
    expect(await clubPage("club-rio-atoyac")).toMatchObject({
      status: 301,
      location: `/clubs-padel-puebla/club-rio-atoyac/${created!.id}`,
    });
    expect(await clubPage("padel-nandu-40-30")).toMatchObject({ status: 404 });
    // A typo one or two letters off the new name leads there too.
    expect(await clubPage("club-rio-atoyak")).toMatchObject({
      status: 301,
      location: `/clubs-padel-puebla/club-rio-atoyac/${created!.id}`,
    });
    // An id in the address still wins over the name in it.
    expect(await clubPage("nombre-viejo", created!.id)).toMatchObject({
      status: 301,
      location: `/clubs-padel-puebla/club-rio-atoyac/${created!.id}`,
    });
  });

  it("gives a shared slug to the oldest club", async () => {
    const first = await f.createClub(handle.db, { name: "Club Gemelo" });
    await f.createClub(handle.db, { name: "CLUB  gemelo" });
    expect(await clubPage("club-gemelo")).toMatchObject({ status: 301, location: `/clubs-padel-puebla/club-gemelo/${first.id}` });
  });
});

describe("coach slugs", () => {
  it("finds a registered coach by slug, and after a rename by the new one", async () => {
    const club = await f.createClub(handle.db);
    await invoke(
      coachRegisterRoute.action,
      post(
        "/entrenadores/registrar",
        {
          intent: "register-coach",
          name: "Laura Méndez Ortiz",
          description: "Entrenadora con diez años de experiencia.",
          classCost: "400",
          whatsapp: "2221112233",
          experience: "1ra",
          clubIds: String(club.id),
        },
        admin,
      ),
      {},
    );
    const [created] = await handle.db.select().from(s.coach).where(eq(s.coach.name, "Laura Méndez Ortiz"));
    expect(created?.slug).toBe("laura-mendez-ortiz");
    expect(await coachPage("laura-mendez-ortiz")).toMatchObject({ status: 200 });
    expect(await coachPage("laura-mendes-ortiz")).toMatchObject({ status: 301, location: "/entrenadores-padel-puebla/laura-mendez-ortiz" });

    const rename = {
      intent: "update-coach",
      name: "Laura Ortiz",
      description: "Entrenadora con diez años de experiencia.",
      classCost: "400",
      whatsapp: "2221112233",
      experience: "1ra",
      clubIds: String(club.id),
    };
    const saved = await invoke(coachRoute.action, post("/entrenadores-padel-puebla/laura-mendez-ortiz", rename, admin), {
      nombre: "laura-mendez-ortiz",
    });
    expect(saved).toMatchObject({ status: 302, location: "/entrenadores-padel-puebla/laura-ortiz" });
    const [renamed] = await handle.db.select().from(s.coach).where(eq(s.coach.id, created!.id));
    expect(renamed?.slug).toBe("laura-ortiz");
    expect(await coachPage("laura-ortiz")).toMatchObject({ status: 200 });
    expect(await coachPage("laura-mendez-ortiz")).toMatchObject({ status: 404 });
  });
});

describe("tournament slugs", () => {
  it("finds a published tournament by slug, and after a rename by the new one", async () => {
    const form = {
      intent: "register-tournament",
      title: "Copa Ñandú 2027",
      clubName: "Club Formulario",
      description: "Torneo abierto para toda la comunidad de Puebla.",
      startDate: "2026-12-10",
      endDate: "2026-12-12",
      fee: "800",
      varonil: "on",
    };
    const registered = await invoke(tournamentRegisterRoute.action, post("/torneos-padel-puebla/registrar", form, admin), {});
    const [created] = await handle.db.select().from(s.tournament).where(eq(s.tournament.title, "Copa Ñandú 2027"));
    expect(created?.slug).toBe("copa-nandu-2027");
    // The author lands on the new tournament's page.
    expect(registered).toMatchObject({ status: 302, location: `/torneos-padel-puebla/copa-nandu-2027/${created!.id}` });
    expect(await tournamentPage("copa-nandu-2027")).toMatchObject({
      status: 301,
      location: `/torneos-padel-puebla/copa-nandu-2027/${created!.id}`,
    });
    // An older address with the id at the end ('slug-id') still works.
    expect(await tournamentPage(`copa-vieja-${created!.id}`)).toMatchObject({
      status: 301,
      location: `/torneos-padel-puebla/copa-nandu-2027/${created!.id}`,
    });

    const path = `/torneos-padel-puebla/copa-nandu-2027/${created!.id}`;
    const update = {
      intent: "update",
      title: "Copa Atoyac 2027",
      clubName: "Club Formulario",
      startDate: "2026-12-10",
      endDate: "2026-12-12",
      fee: "$800",
      description: "Torneo.",
      approved: "on",
    };
    const saved = await invoke(tournamentRoute.action, post(path, update, admin), { name: "copa-nandu-2027", id: String(created!.id) });
    expect(saved.status).toBe(302);
    const [renamed] = await handle.db.select().from(s.tournament).where(eq(s.tournament.id, created!.id));
    expect(renamed?.slug).toBe("copa-atoyac-2027");
    expect(await tournamentPage("copa-atoyac-2027")).toMatchObject({
      status: 301,
      location: `/torneos-padel-puebla/copa-atoyac-2027/${created!.id}`,
    });
    expect(await tournamentPage("copa-nandu-2027")).toMatchObject({ status: 404 });
  });
});

describe("the migration's backfill", () => {
  // Names with accents, '/', symbols, runs of spaces and hyphens, JavaScript-only whitespace (no-break
  // space, tab, newline), letters outside ASCII, and nothing usable at all.
  const names = [
    "Pádel Ñandú 40/30",
    "  Club  --  Puebla  ",
    "Club #1 ¿Qué?",
    "ÁÉÍÓÚ üñ",
    "José\u00a0Pérez",
    "Copa\tAtlixco\nOpen 2026",
    "!!!",
    "Straße İstanbul",
    "Ｆｕｌｌ",
    "a/b c_d",
  ];
  const expected = {
    club: [
      "padel-nandu-40-30",
      "club-puebla",
      "club-1-que",
      "aeiou-un",
      "jose-perez",
      "copa-atlixco-open-2026",
      "club",
      "strae-istanbul",
      "club",
      "a-b-c_d",
    ],
    coach: [
      "padel-nandu-4030",
      "club-puebla",
      "club-1-que",
      "aeiou-un",
      "jose-perez",
      "copa-atlixco-open-2026",
      "entrenador",
      "strae-istanbul",
      "entrenador",
      "ab-c_d",
    ],
    tournament: [
      "padel-nandu-4030",
      "club-puebla",
      "club-1-que",
      "aeiou-un",
      "jose-perez",
      "copa-atlixco-open-2026",
      "torneo",
      "strae-istanbul",
      "torneo",
      "ab-c_d",
    ],
  };
  const backfill = readFileSync("db/migrations/0005_slug_columns.sql", "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => statement.startsWith("UPDATE"));

  it("writes the slugs the app's rule writes, for every table", async () => {
    expect(backfill).toHaveLength(3);
    const db = handle.db;
    const clubs = await Promise.all(names.map((name) => f.createClub(db, { name })));
    const coaches = await Promise.all(names.map((name) => f.createCoach(db, { name })));
    const tournaments = await Promise.all(names.map((title) => f.createTournament(db, { title })));
    expect(clubs.map((c) => c.slug)).toEqual(expected.club);
    await db.execute(sql`update club set slug = 'x'`);
    await db.execute(sql`update coach set slug = 'x'`);
    await db.execute(sql`update tournament set slug = 'x'`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const slugOf = async (table: typeof s.club | typeof s.coach | typeof s.tournament, ids: number[]) => {
      const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
      return ids.map((id) => rows.find((r) => r.id === id)?.slug);
    };
    expect(
      await slugOf(
        s.club,
        clubs.map((c) => c.id),
      ),
    ).toEqual(expected.club);
    expect(
      await slugOf(
        s.coach,
        coaches.map((c) => c.id),
      ),
    ).toEqual(expected.coach);
    expect(
      await slugOf(
        s.tournament,
        tournaments.map((t) => t.id),
      ),
    ).toEqual(expected.tournament);
  });
});

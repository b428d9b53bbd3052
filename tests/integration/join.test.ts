// The /unete-dagos join form (issue 7): every role may join, bad input writes nothing, the
// upsert-by-Instagram rules of docs/product.md §3.3 and the welcome job queued in the same transaction.
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { configureTestEnv, pageRequest, routeArgs } from "./helpers/app-env";
import { appDbWithRoles } from "./helpers/roles";

configureTestEnv();

const joinRoute = await import("~/routes/unete-dagos");
const { queueWelcome, SKIPPED_NO_PHONE, WELCOME_AUTOMATION, WELCOME_JOB } = await import("~/server/whatsapp/automations.server");
const { addMonths, addDays, mexicoToday } = await import("~/domain/calendar");
const { JOIN_LIMIT, JOIN_WINDOW_MINUTES, saveJoinSignup } = await import("~/server/players/join.server");
const f = await import("./factories");
const s = await import("../../db/schema");

const ctx = appDbWithRoles();
beforeEach(async () => {
  await ctx.handle.db.delete(s.joinSignup);
  await ctx.handle.db.delete(s.job);
  await ctx.handle.db.delete(s.automationLog);
  await ctx.handle.db.delete(s.automationSetting);
});

type Answer = {
  data: {
    intent: string;
    result: { error?: Record<string, string[]> };
    toast: { title: string; description: string } | null;
    done?: boolean;
  };
  init: { status: number } | null;
};

const statusOf = (a: Answer) => a.init?.status ?? 200;
const rows = () => ctx.handle.db.select().from(s.joinSignup);
const jobs = () => ctx.handle.db.select().from(s.job);

const validJoin = (overrides: Record<string, string> = {}) => ({
  name: "Lucía Hernández",
  phone: "222 123 4567",
  instagram: "@Lucia.Padel",
  gender: "Femenil",
  birthDate: "1996-04-12",
  category: "4ta",
  acceptsTournaments: "on",
  acceptsTerms: "on",
  ...overrides,
});

function join(form: Record<string, string>, cookie?: string): Promise<Answer> {
  return joinRoute.action(routeArgs(pageRequest("/unete-dagos", { cookie, form }))) as unknown as Promise<Answer>;
}

describe("joining", () => {
  it("saves an anonymous visitor's row, says the Instagram entry was created and queues the welcome", async () => {
    const club = await f.createClub(ctx.handle.db, { name: "Club Angelópolis" });
    const answer = await join(validJoin({ clubId: String(club.id) }));
    expect(statusOf(answer)).toBe(200);
    expect(answer.data.toast).toEqual({
      type: "success",
      title: "¡Datos guardados!",
      description: "Creamos tu registro con el Instagram @lucia.padel.",
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Lucía Hernández",
      phone: "2221234567",
      instagram: "lucia.padel",
      gender: "Femenil",
      birthDate: "1996-04-12",
      category: "4ta",
      clubId: club.id,
      clubName: "Club Angelópolis",
      acceptsTournaments: true,
      acceptsDiscounts: false,
      acceptsTerms: true,
      userId: null,
    });
    const queued = await jobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: WELCOME_JOB, payload: { to: "522221234567", name: "Lucía Hernández" }, status: "pending" });
  });

  it.each(["player", "organiser", "clubAdmin", "admin"] as const)("lets a %s join, linked to the account", async (role) => {
    const answer = await join(validJoin({ instagram: `ig_${role.toLowerCase()}` }), ctx.roles[role].cookie);
    expect(statusOf(answer)).toBe(200);
    const [row] = await rows();
    expect(row?.userId).toBe(ctx.roles[role].userId);
  });

  it("updates the row of a handle that joins again instead of adding one", async () => {
    await join(validJoin());
    const again = await join(
      validJoin({ name: "Lucía H. Ramos", instagram: "lucia.padel", category: "3ra", phone: "2229876543" }),
      ctx.roles.player.cookie,
    );
    expect(again.data.toast?.description).toBe("Actualizamos tu registro con el Instagram @lucia.padel.");
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ name: "Lucía H. Ramos", category: "3ra", phone: "2229876543", userId: ctx.roles.player.userId });
    // An anonymous save later keeps the account link.
    await join(validJoin());
    expect((await rows())[0]?.userId).toBe(ctx.roles.player.userId);
    expect(await jobs()).toHaveLength(3);
  });

  it("inserts a new row each time for joins without Instagram", async () => {
    const first = await join(validJoin({ instagram: "" }));
    await join(validJoin({ instagram: "" }));
    expect(first.data.toast?.description).toBe("Gracias por compartir tus datos de jugador.");
    expect(await rows()).toHaveLength(2);
  });

  it("leaves one row when the same handle joins twice at the same time", async () => {
    const answers = await Promise.all([join(validJoin({ name: "Primera" })), join(validJoin({ name: "Segunda" }))]);
    expect(answers.map(statusOf)).toEqual([200, 200]);
    expect(answers.map((a) => a.data.toast?.description).sort()).toEqual([
      "Actualizamos tu registro con el Instagram @lucia.padel.",
      "Creamos tu registro con el Instagram @lucia.padel.",
    ]);
    const [{ n }] = (await ctx.handle.db.select({ n: count() }).from(s.joinSignup).where(eq(s.joinSignup.instagram, "lucia.padel"))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it("still saves when the welcome automation is off, without queueing", async () => {
    await ctx.handle.db.insert(s.automationSetting).values({ key: WELCOME_AUTOMATION, enabled: false });
    expect(statusOf(await join(validJoin()))).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(await jobs()).toHaveLength(0);
  });
});

describe("bad input", () => {
  const today = mexicoToday();
  it.each([
    [{ name: "" }, "name", "El nombre es requerido"],
    [{ phone: "22212" }, "phone", "El teléfono debe tener al menos 10 dígitos"],
    [{ phone: "1234567890123456" }, "phone", "El teléfono debe tener como máximo 15 dígitos"],
    [{ gender: "Mixto" }, "gender", "El género es requerido"],
    [{ category: "" }, "category", "La categoría es requerida"],
    [{ birthDate: "" }, "birthDate", "La fecha de nacimiento es requerida"],
    [{ birthDate: "2001-02-30" }, "birthDate", "Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026"],
    [{ birthDate: "31/02/2001" }, "birthDate", "Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026"],
    [{ birthDate: "02/31/2001" }, "birthDate", "Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026"],
    [{ birthDate: addDays(today, 1) }, "birthDate", "La fecha de nacimiento no puede ser en el futuro"],
    [{ birthDate: "1939-12-31" }, "birthDate", "El año de nacimiento debe ser a partir de 1940"],
    [{ instagram: "con espacios y ñ" }, "instagram", "Escribe tu usuario de Instagram sin @ (letras, números, punto y guion bajo)"],
    [{ acceptsTerms: "" }, "acceptsTerms", "Debes aceptar los términos y condiciones"],
  ])("answers 400 with the Spanish message and writes nothing (%#)", async (override, field, message) => {
    const answer = await join(validJoin(override as Record<string, string>));
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.result.error?.[field]).toEqual([message]);
    expect(await rows()).toHaveLength(0);
    expect(await jobs()).toHaveLength(0);
  });

  it("accepts today and 1 January 1940 as birth dates", async () => {
    expect(statusOf(await join(validJoin({ birthDate: today, instagram: "a1" })))).toBe(200);
    expect(statusOf(await join(validJoin({ birthDate: "1940-01-01", instagram: "a2" })))).toBe(200);
  });

  it("reads a birth date typed dd/mm/aaaa (the form's format) day first", async () => {
    expect(statusOf(await join(validJoin({ birthDate: "12/04/1996", instagram: "a3" })))).toBe(200);
    expect((await rows()).map((row) => row.birthDate)).toEqual(["1996-04-12"]);
  });

  it("ignores a club id that does not exist", async () => {
    expect(statusOf(await join(validJoin({ clubId: "999999" })))).toBe(200);
    expect((await rows())[0]).toMatchObject({ clubId: null, clubName: null });
  });
});

describe("the join page", () => {
  it("prefills the form from the signed-in user's profile and defaults the birth date to 18 years ago", async () => {
    const club = await f.createClub(ctx.handle.db);
    const user = await f.createUser(ctx.handle.db, {
      firstName: "Mario",
      lastName: "Ortega",
      phone: "2225550000",
      gender: "Varonil",
      category: "2da",
      preferredClubId: club.id,
    });
    await f.createPlayer(ctx.handle.db, { userId: user.id, handle: "mario.ortega" });
    const { sessionCookie } = await import("./helpers/app-env");
    const page = await joinRoute.loader(routeArgs(pageRequest("/unete-dagos", { cookie: await sessionCookie(ctx.handle.db, user) })));
    expect(page.defaults).toEqual({
      name: "Mario Ortega",
      phone: "2225550000",
      instagram: "mario.ortega",
      gender: "Varonil",
      category: "2da",
      clubId: String(club.id),
    });
    expect(page.birthDate).toBe(addMonths(mexicoToday(), -216));
    expect((await page.clubs).some((c) => c.id === club.id)).toBe(true);
    const anonymous = await joinRoute.loader(routeArgs(pageRequest("/unete-dagos")));
    expect(anonymous.defaults.name).toBe("");
  });
});

describe("rate limit", () => {
  const input = (n: number) => ({
    name: `Jugador ${n}`,
    phone: "2221112233",
    instagram: null,
    gender: "Varonil" as const,
    birthDate: "1990-01-01",
    category: "4ta" as const,
    acceptsTournaments: false,
    acceptsDiscounts: false,
    acceptsTerms: true,
  });

  it(`refuses a client's save beyond ${JOIN_LIMIT} in the window without writing, and counts clients apart`, async () => {
    const client = { clientKey: `ip:test-${Date.now()}` };
    for (let n = 0; n < JOIN_LIMIT; n++)
      expect(await saveJoinSignup(input(n), null, client)).toEqual({ ok: true, value: { kind: "saved", instagram: null } });
    expect(await saveJoinSignup(input(99), null, client)).toEqual({
      ok: false,
      message: "Demasiados registros desde este dispositivo. Inténtalo de nuevo en unos minutos.",
      status: 429,
    });
    expect(await rows()).toHaveLength(JOIN_LIMIT);
    expect(await jobs()).toHaveLength(JOIN_LIMIT);
    expect(await saveJoinSignup(input(100), null, { clientKey: `${client.clientKey}-other` })).toEqual({
      ok: true,
      value: { kind: "saved", instagram: null },
    });
    // Once the window has passed the client may save again.
    await ctx.handle.db
      .update(s.rateLimit)
      .set({ lastRequest: Date.now() - (JOIN_WINDOW_MINUTES + 1) * 60_000 })
      .where(eq(s.rateLimit.key, `join:${client.clientKey}`));
    expect(await saveJoinSignup(input(101), null, client)).toEqual({ ok: true, value: { kind: "saved", instagram: null } });
  });
});

describe("queueWelcome", () => {
  it("logs 'Saltado: sin teléfono' and queues nothing when there is no phone", async () => {
    await queueWelcome(ctx.handle.db, { name: "Sin Teléfono", phone: "" });
    await queueWelcome(ctx.handle.db, { name: "Sin Teléfono", phone: null });
    expect(await jobs()).toHaveLength(0);
    const logs = await ctx.handle.db.select().from(s.automationLog);
    expect(logs.map((l) => l.message)).toEqual([SKIPPED_NO_PHONE, SKIPPED_NO_PHONE]);
  });
});

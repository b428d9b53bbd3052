// Editing a tournament from its page, per role: the edit form, deleting, recording winners, and the
// registrations panel.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  caught,
  configureTestEnv,
  dataOf,
  dataOf as body,
  statusOf,
  routeArgs as args,
  useAppDb,
  pageRequest,
  sessionCookie,
} from "./helpers/app-env";
import { shown } from "./helpers/invoke";

configureTestEnv();

const { action: detailAction } = await import("~/routes/tournament");
const { mexicoToday: today, addDays } = await import("~/domain/calendar");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const p = await import("./play-factories");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("editor actions: permissions per role", () => {
  async function roles(tournamentId: number) {
    const db = handle.db;
    const player = await f.createUser(db);
    const otherOrganiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId, userId: organiser.id });
    const admin = await f.createAdmin(db);
    return {
      player: await sessionCookie(db, player),
      otherOrganiser: await sessionCookie(db, otherOrganiser),
      organiser: await sessionCookie(db, organiser),
      admin: await sessionCookie(db, admin),
    };
  }
  const run = (t: { id: number; title: string }, fields: Record<string, string>, cookie?: string) => {
    const path = tournamentPath(t);
    return caught(detailAction(args(pageRequest(path, { cookie, form: fields }), { name: path.split("/")[2]!, id: String(t.id) })));
  };
  const editForm = (overrides: Record<string, string> = {}) => ({
    intent: "update",
    title: "Copa Editada",
    clubName: "Club Editado",
    startDate: "2026-12-10",
    endDate: "2026-12-12",
    fee: "$900",
    approved: "on",
    ...overrides,
  });

  it("edit: anonymous 401, player 403, organiser of another tournament 403; organiser and admin save and land on the new slug", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const cookies = await roles(t.id);
    expect(statusOf(await run(t, editForm()))).toBe(401);
    expect(statusOf(await run(t, editForm(), cookies.player))).toBe(403);
    expect(statusOf(await run(t, editForm(), cookies.otherOrganiser))).toBe(403);
    const [unchanged] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(unchanged!.title).toBe(t.title);

    const saved = (await run(t, editForm({ categoriesVaronil: "3ra" }), cookies.organiser)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/torneos-padel-puebla/copa-editada/${t.id}`);
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row).toMatchObject({
      title: "Copa Editada",
      clubName: "Club Editado",
      fee: "$900",
      approved: true,
      femepa: false,
      categoriesVaronil: ["3ra"],
      categoriesFemenil: ["Todas"],
    });
    const logs = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityType, "tournament"), eq(s.auditLog.entityId, String(t.id))));
    expect(logs.map((l) => l.action)).toEqual(["tournament.update"]);

    const byAdmin = (await run({ id: t.id, title: "Copa Editada" }, editForm({ title: "Copa Admin" }), cookies.admin)) as Response;
    expect(byAdmin.status).toBe(302);
  });

  it("edit: new dates that leave the order of play outside them warn first, then move it with the start or keep it (issue 31)", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: "2026-12-05", endDate: "2026-12-06" });
    const { organiser } = await roles(t.id);
    await p.createScheduleSettings(db, {
      tournamentId: t.id,
      courts: ["Cancha 1"],
      days: [
        { date: "2026-12-05", start: "08:00", end: "22:00" },
        { date: "2026-12-06", start: "08:00", end: "22:00" },
      ],
    });
    const draw = await p.createDrawRows(db, { tournamentId: t.id, pairs: 2 });
    const final = draw.matches.get("P1-1")!;
    await db.update(s.drawMatch).set({ day: "2026-12-06", startTime: "10:00" }).where(eq(s.drawMatch.id, final.id));
    const dates = { startDate: "2026-12-12", endDate: "2026-12-13" };

    const warned = await run(t, editForm(dates), organiser);
    expect(statusOf(warned)).toBe(409);
    expect(body<{ result: { error: Record<string, string[]> } }>(warned).result.error).toEqual({
      schedule: [
        "El orden de juego tiene días de juego el sábado 5 de diciembre y domingo 6 de diciembre, fuera de las nuevas fechas. Elige si lo movemos 7 días después, con las fechas, o lo dejamos donde está.",
      ],
    });
    const [unchanged] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(unchanged).toMatchObject({ startDate: "2026-12-05", endDate: "2026-12-06" });

    expect(statusOf(await run(t, editForm({ ...dates, schedule: "move" }), organiser))).toBe(302);
    const [moved] = await db.select().from(s.playSchedule).where(eq(s.playSchedule.tournamentId, t.id));
    expect(moved!.days.map((d) => d.date)).toEqual(["2026-12-12", "2026-12-13"]);
    const [match] = await db.select().from(s.drawMatch).where(eq(s.drawMatch.id, final.id));
    expect(match).toMatchObject({ day: "2026-12-13", startTime: "10:00" });

    // Back a week, keeping the schedule where it is: saved, the order of play stays on the 12th and 13th.
    const back = { startDate: "2026-12-05", endDate: "2026-12-06" };
    expect(statusOf(await run({ id: t.id, title: "Copa Editada" }, editForm(back), organiser))).toBe(409);
    expect(statusOf(await run({ id: t.id, title: "Copa Editada" }, editForm({ ...back, schedule: "keep" }), organiser))).toBe(302);
    const [kept] = await db.select().from(s.drawMatch).where(eq(s.drawMatch.id, final.id));
    expect(kept!.day).toBe("2026-12-13");
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row).toMatchObject(back);
  });

  it("edit: invalid input answers 400 with Spanish field errors and writes nothing", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const { admin } = await roles(t.id);
    const bad = await run(t, editForm({ title: "ab", clubName: "x", startDate: "2026-12-10", endDate: "2026-12-01" }), admin);
    expect(statusOf(bad)).toBe(400);
    const errors = body<{ result: { error: Record<string, string[]> } }>(bad).result.error;
    expect(errors.title).toEqual(["El título debe tener al menos 3 caracteres"]);
    expect(errors.clubName).toEqual(["Por favor ingresa un club válido"]);
    expect(errors.endDate).toEqual(["La fecha de fin no puede ser anterior a la fecha de inicio"]);
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row!.title).toBe(t.title);
  });

  it("edit: categories come from the type's ladder ('Todas' included); anything else is refused and nothing is written", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const { admin } = await roles(t.id);
    for (const [field, value] of [
      ["categoriesVaronil", "<b>x</b>🎾"],
      ["categoriesFemenil", "7ma"],
      ["categoriesMixed", "3ra"],
      ["categoriesVaronil", "Todas las categorías"],
    ] as const) {
      const refused = await run(t, editForm({ [field]: value }), admin);
      expect(statusOf(refused), value).toBe(400);
      expect(body<{ result: { error: Record<string, string[]> } }>(refused).result.error[field]).toEqual([
        "Selecciona solo categorías de la lista",
      ]);
    }
    const [unchanged] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(unchanged!.title).toBe(t.title);

    const saved = (await run(
      t,
      editForm({ categoriesVaronil: "50+", categoriesFemenil: "Todas", categoriesMixed: "c" }),
      admin,
    )) as Response;
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row).toMatchObject({ categoriesVaronil: ["50+"], categoriesFemenil: ["Todas"], categoriesMixed: ["C"] });
  });

  it("delete: refused to players, done by the organiser with registrations and results in one go", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    await f.createRegistration(db, { tournamentId: t.id });
    await f.createResult(db, { tournamentId: t.id });
    const cookies = await roles(t.id);
    expect(statusOf(await run(t, { intent: "delete" }, cookies.player))).toBe(403);
    expect(statusOf(await run(t, { intent: "delete" }, cookies.otherOrganiser))).toBe(403);
    const done = (await run(t, { intent: "delete" }, cookies.organiser)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/torneos-padel-puebla");
    expect(await db.select().from(s.tournament).where(eq(s.tournament.id, t.id))).toEqual([]);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
    expect(await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).toEqual([]);
    const logs = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, "tournament.delete"), eq(s.auditLog.entityId, String(t.id))));
    expect(logs[0]!.data).toMatchObject({ registrations: 1, results: 1 });
  });

  it("winners: only editors record and remove results; validation messages; placement stored", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(today(), -3), endDate: addDays(today(), -2) });
    const [p1, p2] = [await f.createPlayer(db), await f.createPlayer(db)];
    const cookies = await roles(t.id);
    const winner = {
      intent: "add-result",
      player1Id: String(p1.id),
      player2Id: String(p2.id),
      categoryType: "Varonil",
      category: "3ra",
      placement: "runner_up",
    };
    expect(statusOf(await run(t, winner))).toBe(401);
    expect(statusOf(await run(t, winner, cookies.player))).toBe(403);
    expect(statusOf(await run(t, winner, cookies.otherOrganiser))).toBe(403);
    const missing = await run(t, { intent: "add-result", categoryType: "Varonil" }, cookies.organiser);
    expect(statusOf(missing)).toBe(400);
    expect(shown(dataOf(missing)).message).toBe("Por favor selecciona al menos un jugador, el tipo de categoría y la categoría");
    const ghost = await run(t, { ...winner, player1Id: "99999999", player2Id: "" }, cookies.organiser);
    expect(shown(dataOf(ghost)).message).toBe("El jugador seleccionado no tiene un ID válido. Por favor selecciona otro jugador.");
    expect(statusOf(await run(t, { ...winner, category: "B" }, cookies.organiser))).toBe(400);

    expect(body<{ ok: boolean }>(await run(t, winner, cookies.organiser)).ok).toBe(true);
    const [row] = await db.select().from(s.result).where(eq(s.result.tournamentId, t.id));
    expect(row).toMatchObject({ player1Id: p1.id, player2Id: p2.id, placement: "runner_up", categoryType: "Varonil", category: "3ra" });

    expect(statusOf(await run(t, { intent: "delete-result", resultId: String(row!.id) }, cookies.player))).toBe(403);
    const other = await f.createResult(db);
    expect(statusOf(await run(t, { intent: "delete-result", resultId: String(other.id) }, cookies.admin))).toBe(404);
    expect(body<{ ok: boolean }>(await run(t, { intent: "delete-result", resultId: String(row!.id) }, cookies.admin)).ok).toBe(true);
    expect(await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).toEqual([]);
  });

  it("registrations panel: editors confirm and mark paid; players cannot", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const reg = await f.createRegistration(db, { tournamentId: t.id });
    const cookies = await roles(t.id);
    const confirm = { intent: "registration", registrationId: String(reg.id), status: "confirmada" };
    expect(statusOf(await run(t, confirm))).toBe(401);
    expect(statusOf(await run(t, confirm, cookies.player))).toBe(403);
    expect(statusOf(await run(t, confirm, cookies.otherOrganiser))).toBe(403);
    expect(body<{ ok: boolean }>(await run(t, confirm, cookies.organiser)).ok).toBe(true);
    expect(
      body<{ ok: boolean }>(
        await run(t, { intent: "registration", registrationId: String(reg.id), paymentMethod: "pagado" }, cookies.admin),
      ).ok,
    ).toBe(true);
    const [row] = await db.select().from(s.registration).where(eq(s.registration.id, reg.id));
    expect({ status: row!.status, paymentMethod: row!.paymentMethod }).toEqual({ status: "confirmada", paymentMethod: "pagado" });
  });
});

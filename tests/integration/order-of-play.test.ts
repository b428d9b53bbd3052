// The order of play (issue 19) against the real database: the settings form, the automatic schedule,
// moving a match with its conflicts, clearing, the page's loader per viewer, and permissions.
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { action, loader } = await import("~/routes/order-of-play");
const { minutesOfDay } = await import("~/domain/schedule");
const { tournamentSlug } = await import("~/domain/slugs");
const f = await import("./factories");
const p = await import("./play-factories");
const s = await import("../../db/schema");

const handle = useAppDb();

type Reply = {
  ok: boolean;
  intent: string;
  toast: { title: string; description?: string } | null;
  result?: { error?: Record<string, string[]> };
  data?: unknown;
};

const DAYS = { startDate: "2026-12-05", endDate: "2026-12-06" };

async function setup(options: { approved?: boolean } = {}) {
  const db = handle.db;
  const t = await f.createTournament(db, { ...DAYS, title: `Copa Orden ${f.uniqueSuffix()}`, approved: options.approved ?? true });
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
  const otherOrganiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
  const player = await f.createUser(db);
  const admin = await f.createAdmin(db);
  const cookies = {
    organiser: await directSessionCookie(db, organiser),
    otherOrganiser: await directSessionCookie(db, otherOrganiser),
    player: await directSessionCookie(db, player),
    admin: await directSessionCookie(db, admin),
  };
  const params = { name: tournamentSlug(t.title), id: String(t.id) };
  const path = `/torneos-padel-puebla/${params.name}/${params.id}/orden-de-juego`;
  const post = async (form: Record<string, string>, cookie: string | undefined = cookies.organiser) => {
    const answer = await caught(action(routeArgs(pageRequest(path, { cookie, form }), params)));
    return { status: statusOf(answer), body: dataOf<Reply>(answer) };
  };
  const load = async (cookie?: string) =>
    dataOf<Awaited<ReturnType<typeof loader>>>(await loader(routeArgs(pageRequest(path, { cookie }), params)));
  return { t, params, path, cookies, post, load, player, organiser };
}

const settingsForm = (overrides: Record<string, string> = {}) => ({
  intent: "schedule-settings",
  courts: "Cancha Central\nCancha 2",
  "days[0].date": "05/12/2026",
  "days[0].start": "08:00",
  "days[0].end": "22:00",
  matchMinutes: "75",
  restMinutes: "60",
  ...overrides,
});

async function matchRows(drawId: number) {
  return handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.drawId, drawId));
}

describe("settings", () => {
  it("saves courts in order, the days sorted and the timing", async () => {
    const { t, post } = await setup();
    const { status, body } = await post(
      settingsForm({
        "days[0].date": "06/12/2026",
        "days[1].date": "2026-12-05",
        "days[1].start": "9:00",
        "days[1].end": "14:00",
        matchMinutes: "60",
        restMinutes: "30",
      }),
    );
    expect(status).toBe(200);
    expect(body.toast?.title).toBe("Ajustes guardados");
    const courts = await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id)).orderBy(s.court.position);
    expect(courts.map((c) => [c.name, c.position])).toEqual([
      ["Cancha Central", 0],
      ["Cancha 2", 1],
    ]);
    const [row] = await handle.db.select().from(s.playSchedule).where(eq(s.playSchedule.tournamentId, t.id));
    expect(row).toMatchObject({
      days: [
        { date: "2026-12-05", start: "09:00", end: "14:00" },
        { date: "2026-12-06", start: "08:00", end: "22:00" },
      ],
      matchMinutes: 60,
      restMinutes: 30,
    });
  });

  it("refuses bad input with Spanish messages under each field and writes nothing", async () => {
    const { t, post } = await setup();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ courts: "  \n " }, { courts: ["Escribe al menos una cancha, una por línea"] }],
      [{ courts: "Cancha 1\ncancha 1" }, { courts: ["Cada cancha debe tener un nombre distinto"] }],
      [{ "days[0].start": "8 am" }, { "days[0].start": ["Escribe la hora como HH:mm, por ejemplo 08:00"] }],
      [{ "days[0].end": "07:00" }, { "days[0].end": ["La hora de fin debe ser posterior a la de inicio"] }],
      [{ "days[0].end": "09:00" }, { "days[0].end": ["El horario no alcanza para un partido"] }],
      [{ "days[0].date": "31/02/2026" }, { "days[0].date": ["Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026"] }],
      [{ matchMinutes: "5" }, { matchMinutes: ["La duración debe ser de 15 a 300 minutos"] }],
      [{ restMinutes: "-1" }, { restMinutes: ["El descanso debe ser de 0 a 600 minutos"] }],
      [{ "days[0].date": "", "days[0].start": "", "days[0].end": "" }, { days: ["Agrega al menos un día de juego"] }],
      [
        { "days[1].date": "05/12/2026", "days[1].start": "08:00", "days[1].end": "12:00" },
        { "days[1].date": ["Ese día ya está en la lista"] },
      ],
      // A week around the tournament's dates (5-6 Dec) at most.
      [{ "days[0].date": "20/12/2026" }, { "days[0].date": ["El día de juego debe estar entre el 28/11/2026 y el 13/12/2026"] }],
    ];
    for (const [fields, errors] of cases) {
      const { status, body } = await post(settingsForm(fields));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.result?.error).toEqual(errors);
    }
    expect(await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id))).toEqual([]);
    expect(await handle.db.select().from(s.playSchedule).where(eq(s.playSchedule.tournamentId, t.id))).toEqual([]);
  });

  it("renames courts in place (matches keep their court), and a removed court or day takes its unplayed matches off the schedule", async () => {
    const { t, post } = await setup();
    await post(settingsForm({ courts: "A\nB\nC", "days[1].date": "06/12/2026", "days[1].start": "08:00", "days[1].end": "22:00" }));
    const draw = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 8 });
    expect((await post({ intent: "generate-schedule" })).status).toBe(200);
    const before = await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id)).orderBy(s.court.position);
    // Swap A and B's names: unique per tournament, still saved.
    await post(settingsForm({ courts: "B\nA\nC", "days[1].date": "06/12/2026", "days[1].start": "08:00", "days[1].end": "22:00" }));
    const after = await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id)).orderBy(s.court.position);
    expect(after.map((c) => [c.id, c.name])).toEqual([
      [before[0]!.id, "B"],
      [before[1]!.id, "A"],
      [before[2]!.id, "C"],
    ]);
    const onC = (await matchRows(draw.draw.id)).filter((m) => m.courtId === before[2]!.id);
    expect(onC.length).toBeGreaterThan(0);
    // Court C and 6 Dec removed: their matches lose their slots; the others keep theirs.
    await post(settingsForm({ courts: "B\nA" }));
    const rows = await matchRows(draw.draw.id);
    for (const m of onC) expect(rows.find((r) => r.id === m.id)).toMatchObject({ courtId: null, day: null, startTime: null });
    expect(rows.filter((r) => r.day === "2026-12-06")).toEqual([]);
    expect(rows.filter((r) => r.day !== null).every((r) => r.courtId === before[0]!.id || r.courtId === before[1]!.id)).toBe(true);
  });
});

/** Checks the rules of the order of play on stored rows with this test's own arithmetic. */
function expectValidSchedule(rows: (typeof s.drawMatch.$inferSelect)[], length: number, rest: number) {
  const at = (r: typeof s.drawMatch.$inferSelect) => Date.parse(`${r.day}T00:00:00Z`) / 60_000 + minutesOfDay(r.startTime!);
  const placed = rows.filter((r) => r.day !== null);
  for (const x of placed) {
    for (const y of placed) {
      if (x.id >= y.id) continue;
      const gap = Math.abs(at(x) - at(y));
      if (x.courtId === y.courtId) expect(gap, `court ${x.code} ${y.code}`).toBeGreaterThanOrEqual(length);
      const shared = [x.entryAId, x.entryBId].some((e) => e !== null && (e === y.entryAId || e === y.entryBId));
      if (shared) expect(gap, `pair ${x.code} ${y.code}`).toBeGreaterThanOrEqual(length + rest);
    }
    for (const code of x.feeders) {
      const feeder = placed.find((r) => r.code === code && r.drawId === x.drawId);
      if (feeder) expect(at(x) - at(feeder), `feeder ${feeder.code} -> ${x.code}`).toBeGreaterThanOrEqual(length + rest);
    }
  }
}

describe("automatic schedule", () => {
  it("places every match of every draw (drafts too, byes never) with no overlap, rests and feeders first; the same again when run twice", async () => {
    const { t, post } = await setup();
    await post(settingsForm());
    const elimination = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 6 });
    const groups = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 6, format: "groups", category: "4ta", status: "draft" });
    const { status, body } = await post({ intent: "generate-schedule" });
    expect(status).toBe(200);
    // 6 pairs: 2 byes, 3 played first-round matches... P1 has 4 matches of which 2 byes; 2 semis, 1 final = 5; groups 3+3 (3 each) + final = 7.
    expect(body.data).toEqual({ placed: 12, total: 12, unplaced: [], message: null });
    expect(body.toast).toEqual({ type: "success", title: "Orden de juego generado", description: "12 partidos programados." });
    const rows = [...(await matchRows(elimination.draw.id)), ...(await matchRows(groups.draw.id))];
    expect(rows.filter((r) => r.bye).every((r) => r.day === null)).toBe(true);
    expect(rows.filter((r) => !r.bye).every((r) => r.day === "2026-12-05" && r.courtId !== null && !r.slotFixed)).toBe(true);
    expectValidSchedule(rows, 75, 60);
    const first = rows.map((r) => [r.id, r.courtId, r.startTime]).sort();
    await post({ intent: "generate-schedule" });
    const again = [...(await matchRows(elimination.draw.id)), ...(await matchRows(groups.draw.id))]
      .map((r) => [r.id, r.courtId, r.startTime])
      .sort();
    expect(again).toEqual(first);
  });

  it("keeps played matches and matches moved by hand where they are", async () => {
    const { t, post } = await setup();
    const courts = await p.createScheduleSettings(handle.db, {
      tournamentId: t.id,
      courts: ["Cancha 1", "Cancha 2"],
      days: [{ date: "2026-12-05", start: "08:00", end: "22:00" }],
    });
    const draw = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 8 });
    const played = draw.matches.get("P1-1")!;
    const moved = draw.matches.get("P1-4")!;
    await handle.db
      .update(s.drawMatch)
      .set({ courtId: courts[1]!.id, day: "2026-12-05", startTime: "08:00" })
      .where(eq(s.drawMatch.id, played.id));
    await p.setResult(handle.db, played.id, "a");
    await handle.db
      .update(s.drawMatch)
      .set({ courtId: courts[0]!.id, day: "2026-12-05", startTime: "14:00", slotFixed: true })
      .where(eq(s.drawMatch.id, moved.id));
    const { body } = await post({ intent: "generate-schedule" });
    expect(body.data).toMatchObject({ placed: 5, total: 5, unplaced: [] });
    const rows = await matchRows(draw.draw.id);
    expect(rows.find((r) => r.id === played.id)).toMatchObject({ courtId: courts[1]!.id, startTime: "08:00" });
    expect(rows.find((r) => r.id === moved.id)).toMatchObject({ courtId: courts[0]!.id, startTime: "14:00", slotFixed: true });
    expectValidSchedule(rows, 75, 60);
    // The quarter-final fed by the moved match comes after it: 18:00 + 75 + 60 min.
    const semi = rows.find((r) => r.code === "P2-2")!;
    expect(minutesOfDay(semi.startTime!)).toBeGreaterThanOrEqual(minutesOfDay("14:00") + 135);
  });

  it("says what does not fit, in Spanish, and leaves those matches without a slot", async () => {
    const { t, post } = await setup();
    await post(settingsForm({ courts: "Única", "days[0].end": "10:30" }));
    const draw = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 8 });
    const { status, body } = await post({ intent: "generate-schedule" });
    expect(status).toBe(200);
    const data = body.data as { placed: number; unplaced: { label: string; reason: string }[]; message: string };
    expect(data.placed).toBe(2);
    expect(data.message).toBe("No caben 5 de 7 partidos: agrega canchas, días u horas, o acorta la duración de los partidos");
    expect(data.unplaced[0]).toEqual({
      label: "Varonil 3ra · Cuartos de final 3",
      reason: "No quedan canchas libres en los días y horarios configurados",
    });
    expect(data.unplaced.at(-1)).toEqual({
      label: "Varonil 3ra · Final",
      reason: "Depende del partido Varonil 3ra · Semifinal 1, que no se pudo programar",
    });
    expect(body.toast).toEqual({ type: "error", title: "Orden de juego incompleto", description: data.message });
    expect((await matchRows(draw.draw.id)).filter((r) => r.day !== null)).toHaveLength(2);
  });

  it("asks for courts and days first, and for drawn matches", async () => {
    const { t, post } = await setup();
    let answer = await post({ intent: "generate-schedule" });
    expect(answer.status).toBe(409);
    expect(answer.body.result?.error).toEqual({ "": ["Primero guarda las canchas y los días de juego del torneo"] });
    await post(settingsForm());
    answer = await post({ intent: "generate-schedule" });
    expect(answer.body.result?.error).toEqual({
      "": ["Aún no hay partidos por programar: el orden de juego se arma con los cuadros sorteados"],
    });
    expect(
      await handle.db
        .select()
        .from(s.auditLog)
        .where(and(eq(s.auditLog.entityId, String(t.id)), eq(s.auditLog.action, "schedule.generate"))),
    ).toEqual([]);
  });
});

describe("moving a match", () => {
  async function scheduled() {
    const ctx = await setup();
    const courts = await p.createScheduleSettings(handle.db, {
      tournamentId: ctx.t.id,
      courts: ["Cancha 1", "Cancha 2"],
      days: [{ date: "2026-12-05", start: "08:00", end: "22:00" }],
    });
    const draw = await p.createDrawRows(handle.db, { tournamentId: ctx.t.id, pairs: 4 });
    const place = (code: string, court: number, start: string) =>
      handle.db
        .update(s.drawMatch)
        .set({ courtId: courts[court]!.id, day: "2026-12-05", startTime: start })
        .where(eq(s.drawMatch.id, draw.matches.get(code)!.id));
    await place("P1-1", 0, "08:00");
    await place("P1-2", 1, "08:00");
    await place("P2-1", 0, "10:30");
    return { ...ctx, courts, draw };
  }

  it("shows the conflicts and refuses the move until confirmed, then keeps it fixed", async () => {
    const { post, courts, draw } = await scheduled();
    const final = draw.matches.get("P2-1")!;
    const [a, b] = draw.entries.map((e) => `${e.players[0].name} / ${e.players[1].name}`);
    const move = { intent: "move-match", matchId: String(final.id), courtId: String(courts[1]!.id), day: "2026-12-05", start: "08:30" };
    const refused = await post(move);
    expect(refused.status).toBe(409);
    expect(refused.body.result?.error?.[""]).toEqual([
      "La cancha Cancha 2 está ocupada por el partido Varonil 3ra · Semifinal 2 de 08:00 a 09:15",
      "Debe empezar al menos 135 min después del partido Varonil 3ra · Semifinal 1 (08:00), del que sale una de sus parejas",
      "Debe empezar al menos 135 min después del partido Varonil 3ra · Semifinal 2 (08:00), del que sale una de sus parejas",
    ]);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    let [row] = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.id, final.id));
    expect(row).toMatchObject({ courtId: courts[0]!.id, startTime: "10:30", slotFixed: false });

    const done = await post({ ...move, confirm: "1" });
    expect(done.status).toBe(200);
    expect(done.body.toast).toEqual({
      type: "success",
      title: "Partido movido",
      description: "Varonil 3ra · Final: guardado con 3 conflicto(s) aceptados.",
    });
    [row] = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.id, final.id));
    expect(row).toMatchObject({ courtId: courts[1]!.id, day: "2026-12-05", startTime: "08:30", slotFixed: true });
  });

  it("moves at once when nothing clashes", async () => {
    const { post, courts, draw } = await scheduled();
    const semi = draw.matches.get("P1-2")!;
    const clean = await post({
      intent: "move-match",
      matchId: String(semi.id),
      courtId: String(courts[1]!.id),
      day: "2026-12-05",
      start: "08:15",
    });
    expect(clean.status).toBe(200);
    expect(clean.body.toast).toEqual({ type: "success", title: "Partido movido", description: "Varonil 3ra · Semifinal 2" });
  });

  it("refuses a court, day or match of another tournament, and a bye", async () => {
    const { post, draw, t } = await scheduled();
    const other = await setup();
    const otherCourts = await p.createScheduleSettings(handle.db, {
      tournamentId: other.t.id,
      courts: ["Cancha X"],
      days: [{ date: "2026-12-05", start: "08:00", end: "22:00" }],
    });
    const otherDraw = await p.createDrawRows(handle.db, { tournamentId: other.t.id, pairs: 2 });
    const final = draw.matches.get("P2-1")!;
    const base = { intent: "move-match", matchId: String(final.id), day: "2026-12-05", start: "12:00" };
    const ownCourt = (await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id)))[0]!.id;
    expect((await post({ ...base, courtId: String(otherCourts[0]!.id) })).body.result?.error).toEqual({
      courtId: ["Esa cancha no es del torneo"],
    });
    expect((await post({ ...base, courtId: String(ownCourt), day: "2026-12-06" })).body.result?.error).toEqual({
      day: ["Ese día no es de juego en el torneo"],
    });
    const foreign = await post({ ...base, courtId: String(ownCourt), matchId: String(otherDraw.matches.get("P1-1")!.id) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.result?.error).toEqual({ "": ["Ese partido no es de este torneo"] });
    const withBye = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 3, category: "5ta" });
    const bye = [...withBye.matches.values()].find((m) => m.bye)!;
    const byeAnswer = await post({ ...base, courtId: String(ownCourt), matchId: String(bye.id) });
    expect(byeAnswer.body.result?.error).toEqual({ "": ["Un pase directo no se juega: no tiene horario"] });
  });

  it("takes one match off the schedule, and clears every unplayed one", async () => {
    const { post, draw } = await scheduled();
    const semi1 = draw.matches.get("P1-1")!;
    expect((await post({ intent: "unschedule-match", matchId: String(semi1.id) })).status).toBe(200);
    let rows = await matchRows(draw.draw.id);
    expect(rows.find((r) => r.id === semi1.id)).toMatchObject({ courtId: null, day: null, startTime: null });
    await p.setResult(handle.db, draw.matches.get("P1-2")!.id, "b");
    const cleared = await post({ intent: "clear-schedule" });
    expect(cleared.body.toast).toEqual({
      type: "success",
      title: "Orden de juego borrado",
      description: "1 partidos sin horario; los jugados conservan el suyo.",
    });
    rows = await matchRows(draw.draw.id);
    expect(rows.filter((r) => r.day !== null).map((r) => r.code)).toEqual(["P1-2"]);
  });
});

describe("permissions", () => {
  it("anonymous 401, players and other organisers 403 with nothing written; organiser and administrator may", async () => {
    const { t, post, cookies } = await setup();
    expect((await post(settingsForm(), "")).status).toBe(401);
    expect((await post(settingsForm(), cookies.player)).status).toBe(403);
    expect((await post(settingsForm(), cookies.otherOrganiser)).status).toBe(403);
    expect(await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id))).toEqual([]);
    expect((await post(settingsForm(), cookies.admin)).status).toBe(200);
    expect((await post(settingsForm({ courts: "C1" }), cookies.organiser)).status).toBe(200);
    const unknown = await post({ intent: "nada" });
    expect(unknown.status).toBe(400);
  });
});

describe("the page's loader", () => {
  it("shows published draws' matches per day, time and court to everyone; drafts and the tools to editors only", async () => {
    const { t, load, cookies, post } = await setup();
    await post(settingsForm());
    const published = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 4 });
    await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 4, category: "4ta", status: "draft" });
    await post({ intent: "generate-schedule" });
    await p.setResult(handle.db, published.matches.get("P1-1")!.id, "a");

    const anonymous = await load();
    expect(anonymous.editor).toBeNull();
    expect(anonymous.categories.map((c) => c.name)).toEqual(["Varonil 3ra"]);
    expect(anonymous.courts.map((c) => c.name)).toEqual(["Cancha Central", "Cancha 2"]);
    expect(anonymous.days.map((d) => d.label)).toEqual(["Sábado 5 de diciembre"]);
    const cards = anonymous.days.flatMap((d) => d.rows.flatMap((r) => r.cells.flatMap((c) => c.matches)));
    expect(cards.map((m) => m.label).sort()).toEqual(["Final", "Semifinal 1", "Semifinal 2"]);
    const semi = cards.find((m) => m.label === "Semifinal 1")!;
    expect(semi.score).toBe("6-3 6-4");
    expect(semi.winner).toBe("a");
    expect(semi.drawHref).toBe(`/torneos-padel-puebla/${tournamentSlug(t.title)}/${t.id}/cuadros/varonil-3ra`);
    expect(semi.a?.players.map((pl) => pl.href)).toEqual(published.entries[0]!.players.map((pl) => `/padel/${pl.handle}`));
    expect(cards.find((m) => m.label === "Final")!.a).toBeNull();

    const editor = await load(cookies.organiser);
    expect(editor.editor?.settings).toMatchObject({ courts: "Cancha Central\nCancha 2", matchMinutes: 75, restMinutes: 60, saved: true });
    expect(editor.categories.map((c) => c.name)).toEqual(["Varonil 3ra", "Varonil 4ta"]);
    const drafts = editor.days.flatMap((d) => d.rows.flatMap((r) => r.cells.flatMap((c) => c.matches))).filter((m) => m.draft);
    expect(drafts).toHaveLength(3);
  });

  it("answers 404 for an unknown or unapproved tournament (to non-editors) and 301 to the canonical address", async () => {
    const { params, path } = await setup({ approved: false });
    expect(statusOf(await caught(loader(routeArgs(pageRequest(path), params))))).toBe(404);
    const missing = { name: "no-existe", id: "999999" };
    expect(statusOf(await caught(loader(routeArgs(pageRequest("/torneos-padel-puebla/no-existe/999999/orden-de-juego"), missing))))).toBe(
      404,
    );
    const other = await setup();
    const wrong = (await caught(
      loader(
        routeArgs(pageRequest(`/torneos-padel-puebla/otro-nombre/${other.t.id}/orden-de-juego`), {
          name: "otro-nombre",
          id: String(other.t.id),
        }),
      ),
    )) as Response;
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("Location")).toBe(other.path);
  });

  it("'Mis partidos': a signed-in player of the tournament sees their matches, the next one first", async () => {
    const { t, load, post } = await setup();
    const me = await f.createUser(handle.db);
    const mine = await f.createPlayer(handle.db, { userId: me.id, name: "Mía Tester" });
    const partner = await f.createPlayer(handle.db);
    await post(settingsForm({ "days[1].date": "06/12/2026", "days[1].start": "08:00", "days[1].end": "22:00" }));
    const draw = await p.createDrawRows(handle.db, { tournamentId: t.id, pairs: 4, players: [mine, partner] });
    await post({ intent: "generate-schedule" });
    const cookie = await directSessionCookie(handle.db, me);
    const data = await load(cookie);
    const semi = draw.matches.get("P1-1")!;
    expect(data.mine?.next?.id).toBe(semi.id);
    expect(data.mine?.next?.start).toBe("08:00");
    expect(data.mine?.calendarHref).toBe(`/jugador/id/${mine.id}/partidos.ics`);
    // The final is theirs too once they win: not yet known, so not listed.
    expect(data.mine?.others).toEqual([]);
    // Someone who does not play sees no 'Mis partidos'.
    expect((await load()).mine).toBeNull();
  });
});

it("writes the schedule's changes to the audit log", async () => {
  const { t, post } = await setup();
  await post(settingsForm());
  const rows = await handle.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entityId, String(t.id)), isNotNull(s.auditLog.actorUserId)));
  expect(rows.map((r) => r.action)).toEqual(["schedule.settings"]);
});

describe("schedule control (issue 31)", () => {
  /** Two days; a draw of 8 (quarterfinals, semifinals, final). */
  async function weekend() {
    const ctx = await setup();
    await ctx.post(settingsForm({ "days[1].date": "06/12/2026", "days[1].start": "08:00", "days[1].end": "22:00" }));
    const draw = await p.createDrawRows(handle.db, { tournamentId: ctx.t.id, pairs: 8 });
    return { ...ctx, draw };
  }
  /** 'Fases por día' as the form posts them: phases [quarterfinal, semifinal, final] per day. */
  const phasesForm = (rules: Record<string, [allowed: boolean, notBefore: string][]>) => {
    const form: Record<string, string> = { intent: "generate-schedule-phases" };
    Object.entries(rules).forEach(([date, dayRules], d) => {
      form[`phases[${d}].date`] = date;
      ["quarterfinal", "semifinal", "final"].forEach((phase, i) => {
        form[`phases[${d}].rules[${i}].phase`] = phase;
        if (dayRules[i]![0]) form[`phases[${d}].rules[${i}].allowed`] = "on";
        form[`phases[${d}].rules[${i}].notBefore`] = dayRules[i]![1];
      });
    });
    return form;
  };

  it("'Fases por día': semifinals and the final only on Sunday from 10:00; saved, shown in the form and kept by the settings", async () => {
    const { t, post, load, cookies, draw } = await weekend();
    const free = await post({ intent: "generate-schedule" });
    expect(free.status).toBe(200);
    expect((await matchRows(draw.draw.id)).find((r) => r.code === "P3-1")).toMatchObject({ day: "2026-12-05" });

    const { status, body } = await post(
      phasesForm({
        "2026-12-05": [
          [true, ""],
          [false, ""],
          [false, ""],
        ],
        "2026-12-06": [
          [false, ""],
          [true, "10:00"],
          [true, "10:00"],
        ],
      }),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ placed: 7, total: 7, unplaced: [], message: null });
    const rows = await matchRows(draw.draw.id);
    const at = (code: string) => {
      const row = rows.find((r) => r.code === code)!;
      return `${row.day} ${row.startTime}`;
    };
    expect(["P1-1", "P1-2", "P1-3", "P1-4"].map(at).every((slot) => slot.startsWith("2026-12-05"))).toBe(true);
    expect([at("P2-1"), at("P2-2"), at("P3-1")]).toEqual(["2026-12-06 10:00", "2026-12-06 10:00", "2026-12-06 12:30"]);

    const sunday = [
      { phase: "quarterfinal", allowed: false, notBefore: null },
      { phase: "semifinal", allowed: true, notBefore: "10:00" },
      { phase: "final", allowed: true, notBefore: "10:00" },
    ];
    const editor = (await load(cookies.organiser)).editor!;
    expect(editor.phases).toEqual([
      { phase: "quarterfinal", label: "Cuartos de final" },
      { phase: "semifinal", label: "Semifinales" },
      { phase: "final", label: "Finales" },
    ]);
    expect(editor.days.map((d) => d.phases)).toEqual([
      [
        { phase: "semifinal", allowed: false, notBefore: null },
        { phase: "final", allowed: false, notBefore: null },
      ],
      sunday,
    ]);
    // Saving the courts and hours again keeps each day's phases; generating without phases uses the saved ones.
    await post(settingsForm({ "days[1].date": "06/12/2026", "days[1].start": "08:00", "days[1].end": "22:00" }));
    const [saved] = await handle.db.select().from(s.playSchedule).where(eq(s.playSchedule.tournamentId, t.id));
    expect(saved!.days[1]!.phases).toEqual(sunday);
    await post({ intent: "generate-schedule" });
    expect((await matchRows(draw.draw.id)).find((r) => r.code === "P3-1")).toMatchObject({ day: "2026-12-06", startTime: "12:30" });
  });

  it("'Fases por día': a phase no day plays is listed with its reason; a bad time is refused under its field", async () => {
    const { post, draw } = await weekend();
    const closed = await post(
      phasesForm({
        "2026-12-05": [
          [true, ""],
          [true, ""],
          [false, ""],
        ],
        "2026-12-06": [
          [true, ""],
          [true, ""],
          [false, ""],
        ],
      }),
    );
    expect(closed.body.data).toMatchObject({
      placed: 6,
      unplaced: [
        {
          label: "Varonil 3ra · Final",
          reason: "Ningún día de juego admite la fase Finales en sus horarios: revisa 'Fases por día'",
        },
      ],
    });
    const bad = await post(
      phasesForm({
        "2026-12-05": [
          [true, ""],
          [true, "diez"],
          [true, ""],
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result?.error).toEqual({ "phases[0].rules[1].notBefore": ["Escribe la hora como HH:mm, por ejemplo 08:00"] });
    expect((await matchRows(draw.draw.id)).find((r) => r.code === "P3-1")!.day).toBeNull();
  });

  it("a conflict accepted with 'Mover de todos modos' stays marked for organisers only, until a move resolves it; a double booking is named", async () => {
    const { post, load, cookies, draw, t } = await weekend();
    await post({ intent: "generate-schedule" });
    const courts = await handle.db.select().from(s.court).where(eq(s.court.tournamentId, t.id)).orderBy(s.court.position);
    const rows = await matchRows(draw.draw.id);
    const at = (code: string) => rows.find((r) => r.code === code)!;
    const q1 = at("P1-1");
    const pair = `${draw.entries[0]!.players[0].name} / ${draw.entries[0]!.players[1].name}`;
    // Seed 1 won its quarterfinal and is in the semifinal: that semifinal at the quarterfinal's time is a double booking.
    await handle.db
      .update(s.drawMatch)
      .set({ entryAId: draw.entries[0]!.id })
      .where(eq(s.drawMatch.id, at("P2-1").id));
    const otherCourt = courts.find((c) => c.id !== q1.courtId)!.id;
    const doubled = await post({
      intent: "move-match",
      matchId: String(at("P2-1").id),
      courtId: String(otherCourt),
      day: q1.day!,
      start: q1.startTime!,
    });
    expect(doubled.status).toBe(409);
    expect(doubled.body.result?.error?.[""]).toContain(
      `Doble reserva: ${pair} juega dos partidos a la misma hora (el partido Varonil 3ra · Cuartos de final 1 a las ${q1.startTime})`,
    );

    // Cuartos 4 moved onto Cuartos 3's court and time, accepted.
    const [q3, q4] = [at("P1-3"), at("P1-4")];
    const move = { intent: "move-match", matchId: String(q4.id), courtId: String(q3.courtId), day: q3.day!, start: q3.startTime! };
    expect((await post(move)).status).toBe(409);
    expect((await post({ ...move, confirm: "1" })).status).toBe(200);
    const cardsOf = (data: Awaited<ReturnType<typeof load>>) =>
      data.days.flatMap((d) => d.rows.flatMap((r) => r.cells.flatMap((c) => c.matches)));
    const marked = cardsOf(await load(cookies.organiser)).filter((m) => m.conflicts.length > 0);
    expect(marked.map((m) => [m.label, m.conflicts])).toEqual([
      ["Cuartos de final 3", ["La cancha Cancha Central está ocupada por el partido Varonil 3ra · Cuartos de final 4 de 09:15 a 10:30"]],
      ["Cuartos de final 4", ["La cancha Cancha Central está ocupada por el partido Varonil 3ra · Cuartos de final 3 de 09:15 a 10:30"]],
    ]);
    expect(cardsOf(await load()).every((m) => m.conflicts.length === 0)).toBe(true);
    expect(cardsOf(await load(cookies.player)).every((m) => m.conflicts.length === 0)).toBe(true);

    // Moved back where the schedule had it: the mark goes.
    const back = await post({ ...move, courtId: String(q4.courtId), day: q4.day!, start: q4.startTime! });
    expect(back.body.toast?.description).toBe("Varonil 3ra · Cuartos de final 4");
    expect(cardsOf(await load(cookies.organiser)).filter((m) => m.conflicts.length > 0)).toEqual([]);
  });
});

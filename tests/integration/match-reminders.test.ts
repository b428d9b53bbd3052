// WhatsApp match reminders (issue 20, ADR 0029) against the real database and a local server speaking
// the Graph API, with the clock passed to the reconcile and to the job worker: when a reminder goes out,
// once, what cancels or moves it, who never gets one, the draw-published notice, retries, the opt-out
// link and the profile switch.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { caught, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v21.0");

const { runDueJobs } = await import("~/server/background.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const { reconcileReminders } = await import("~/server/play/match-reminders.server");
const { moveMatch, unscheduleMatch } = await import("~/server/play/schedule.server");
const { publishDraw, generateDraw } = await import("~/server/play/draws.server");
const { setMatchResult } = await import("~/server/play/draw-results.server");
const { optOutToken } = await import("~/server/play/reminder-token.server");
const optOutRoute = await import("~/routes/match-reminders-opt-out");
const profileRoute = await import("~/routes/profile");
const orderOfPlayRoute = await import("~/routes/order-of-play");
const f = await import("./factories");
const p = await import("./play-factories");

const handle = useAppDb();
useWhatsAppAdmin(handle, { accessToken: "EAAG-recordatorios-1", phoneNumberId: "5550001111", appSecret: "secreto-de-app" });

const DAY = "2030-03-09"; // a Saturday; Mexico City is UTC-6 all year
const at = (iso: string) => new Date(iso);
const REMINDER_JOB = "whatsapp.match-reminder";

type Template = { name: string; language: { code: string }; components: { type: string; parameters: { text: string }[] }[] };
const sentTemplates = () =>
  fake.requests
    .filter((r) => r.method === "POST")
    .map((r) => {
      const body = r.body as { to: string; template: Template };
      return { to: body.to, name: body.template.name, params: body.template.components[0]!.parameters.map((x) => x.text) };
    });

/**
 * A published final of two pairs: Ana Reyes (phone, reminders on) with Bruno Sol (no phone), against
 * Carla Díaz (phone, reminders off) with Dario Luna (no account). Two courts, one playing day.
 */
async function setup(title = `Copa Recordatorio ${f.uniqueSuffix()}`) {
  const db = handle.db;
  const t = await f.createTournament(db, { title, startDate: DAY, endDate: DAY, approved: true });
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
  const ana = await f.createUser(db, { name: "Ana Reyes", firstName: "Ana", lastName: "Reyes", phone: "2225550101" });
  const bruno = await f.createUser(db, { name: "Bruno Sol", phone: null });
  const carla = await f.createUser(db, { name: "Carla Díaz", phone: "2225550303", matchReminders: false });
  const players = [
    await f.createPlayer(db, { name: "Ana Reyes", userId: ana.id }),
    await f.createPlayer(db, { name: "Bruno Sol", userId: bruno.id }),
    await f.createPlayer(db, { name: "Carla Díaz", userId: carla.id }),
    await f.createPlayer(db, { name: "Dario Luna" }),
  ];
  const courts = await p.createScheduleSettings(db, {
    tournamentId: t.id,
    courts: ["Cancha Central", "Cancha 2"],
    days: [{ date: DAY, start: "08:00", end: "22:00" }],
  });
  const drawRows = await p.createDrawRows(db, { tournamentId: t.id, pairs: 2, players, status: "published" });
  const final = [...drawRows.matches.values()][0]!;
  const key = { tournamentId: t.id, categoryType: "Varonil" as const, category: "3ra" };
  // A move and what it set off once committed (the reminders' reconcile, at the time of the move).
  const move = (start: string, court = courts[0]!) =>
    moveMatch(t.id, { matchId: final.id, courtId: court.id, day: DAY, start, confirm: true }, organiser.id).then(async (outcome) => {
      await settleChanges();
      return outcome;
    });
  // Once what the last write set off (the reminders' reconcile) has finished.
  const jobs = () =>
    settleChanges().then(() =>
      db
        .select()
        .from(s.job)
        .where(eq(s.job.kind, REMINDER_JOB))
        .then((rows) => rows.filter((row) => row.payload.tournamentId === t.id).sort((x, y) => x.id - y.id)),
    );
  return { db, t, organiser, ana, carla, players, courts, final, key, move, jobs, drawRows };
}

const logMessages = async () =>
  (
    await handle.db.select().from(s.automationLog).where(eq(s.automationLog.automationKey, "match-reminders")).orderBy(s.automationLog.id)
  ).map((row) => row.message);

describe("match reminders", () => {
  it("go out 30 minutes before the match, once, to the one player with a phone who wants them", async () => {
    const { move, jobs, players } = await setup("Copa Recordatorios 2030");
    await move("10:00");
    const queued = await jobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: "pending", runAt: at("2030-03-09T15:30:00Z") });
    expect(queued[0]!.payload).toMatchObject({ playerId: players[0]!.id, day: DAY, start: "10:00" });

    expect(await runDueJobs({ now: at("2030-03-09T15:29:00Z") })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(sentTemplates()).toEqual([]);

    // Two worker processes wake up at the due time together.
    const due = at("2030-03-09T15:30:00Z");
    const [first, second] = await Promise.all([runDueJobs({ now: due }), runDueJobs({ now: due })]);
    expect(first.done + second.done).toBe(1);
    expect(await runDueJobs({ now: at("2030-03-09T15:45:00Z") })).toEqual({ done: 0, retry: 0, failed: 0 });

    const sent = sentTemplates();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("522225550101");
    expect(sent[0]!.name).toBe("recordatorio_partido");
    expect(sent[0]!.params.slice(0, 5)).toEqual([
      "Ana Reyes",
      "sábado, 9 de marzo a las 10:00",
      "Cancha Central",
      "Carla Díaz / Dario Luna",
      "Copa Recordatorios 2030",
    ]);
    expect(sent[0]!.params[5]).toMatch(/^http:\/\/localhost:3000\/recordatorios\/baja\/[\w-]+\.[\w-]{43}$/);
    expect((fake.requests[0]!.body as { template: Template }).template.language.code).toBe("es_MX");
    const [message] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.templateName, "recordatorio_partido"));
    expect(message).toMatchObject({ toPhone: "522225550101", status: "sent" });
    expect((await logMessages()).filter((m) => m.startsWith("Recordatorio enviado"))).toEqual([
      expect.stringMatching(/^Recordatorio enviado a 522225550101 \(Ana Reyes\): Varonil 3ra, sábado, 9 de marzo a las 10:00 · id /),
    ]);
  });

  it("is cancelled when the match moves and queued again for the new slot", async () => {
    const { move, jobs, courts } = await setup();
    await move("10:00");
    await move("12:00", courts[1]);
    const [old, fresh] = await jobs();
    expect(old).toMatchObject({ status: "cancelled" });
    expect(fresh).toMatchObject({ status: "pending", runAt: at("2030-03-09T17:30:00Z") });
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 10:00): el partido cambió de horario o de cancha",
    );

    expect(await runDueJobs({ now: at("2030-03-09T15:30:00Z") })).toEqual({ done: 0, retry: 0, failed: 0 });
    await runDueJobs({ now: at("2030-03-09T17:30:00Z") });
    expect(sentTemplates().map((m) => m.params.slice(1, 3))).toEqual([["sábado, 9 de marzo a las 12:00", "Cancha 2"]]);

    // Back to the first slot: the cancelled reminder is pending again, not a second row.
    await move("10:00");
    const rows = await jobs();
    expect(rows.map((row) => row.status)).toEqual(["pending", "done"]);
  });

  it("is cancelled when the match is taken off the order of play, gets a result, or the draw is made again", async () => {
    const taken = await setup();
    await taken.move("10:00");
    await unscheduleMatch(taken.t.id, taken.final.id, taken.organiser.id);
    expect((await taken.jobs()).map((row) => row.status)).toEqual(["cancelled"]);
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 10:00): el partido salió del orden de juego",
    );

    const played = await setup();
    await played.move("11:00");
    const outcome = await setMatchResult({ id: played.organiser.id }, played.key, {
      matchId: played.final.id,
      score: "6-3 6-4",
      winner: "a",
    });
    expect(outcome.ok).toBe(true);
    expect((await played.jobs()).map((row) => row.status)).toEqual(["cancelled"]);
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 11:00): el partido ya tiene resultado",
    );

    const redrawn = await setup();
    await redrawn.move("13:00");
    expect((await generateDraw({ id: redrawn.organiser.id }, redrawn.key, handle.db, 7)).ok).toBe(true);
    expect((await redrawn.jobs()).map((row) => row.status)).toEqual(["cancelled"]);
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 13:00): el partido ya no existe (el cuadro se volvió a sortear)",
    );
    await runDueJobs({ now: at("2030-03-09T19:00:00Z") });
    expect(sentTemplates()).toEqual([]);
  });

  it("goes out at once for a match closer than the lead time, and never for a match that has started", async () => {
    const { t, jobs, final, courts } = await setup();
    // Put on the order of play at 09:50 in Puebla for 10:00 (written directly: the reconcile runs with this clock).
    await handle.db.update(s.drawMatch).set({ courtId: courts[0]!.id, day: DAY, startTime: "10:00" }).where(eq(s.drawMatch.id, final.id));
    const close = at("2030-03-09T15:50:00Z");
    await reconcileReminders(t.id, close);
    expect((await jobs())[0]).toMatchObject({ status: "pending", runAt: close });
    // A later change does not push a due reminder back.
    await reconcileReminders(t.id, at("2030-03-09T15:55:00Z"));
    expect((await jobs())[0]).toMatchObject({ status: "pending", runAt: close });
    expect(await runDueJobs({ now: close })).toMatchObject({ done: 1 });
    expect(sentTemplates()).toHaveLength(1);

    const late = await setup();
    await late.move("10:00");
    await reconcileReminders(late.t.id, at("2030-03-09T16:01:00Z"));
    expect((await late.jobs()).map((row) => row.status)).toEqual(["cancelled"]);
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 10:00): el partido ya empezó",
    );
  });

  it("sends nothing when a queued reminder is stale at its time, and says why", async () => {
    const { move, jobs, final } = await setup();
    await move("10:00");
    // The match moved without the reconcile having run (another process died in between).
    await handle.db.update(s.drawMatch).set({ startTime: "18:00" }).where(eq(s.drawMatch.id, final.id));
    expect(await runDueJobs({ now: at("2030-03-09T15:30:00Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(sentTemplates()).toEqual([]);
    expect((await jobs())[0]).toMatchObject({ status: "done" });
    expect(await logMessages()).toContainEqual(
      "Recordatorio no enviado a Ana Reyes (sábado, 9 de marzo a las 10:00): el partido cambió de horario o de cancha",
    );
  });

  it("is retried with backoff when the Graph API fails", async () => {
    const { move, jobs } = await setup();
    await move("10:00");
    fake.failNext({ status: 500, code: 2, message: "Service temporarily unavailable" });
    const due = at("2030-03-09T15:30:00Z");
    expect(await runDueJobs({ now: due })).toEqual({ done: 0, retry: 1, failed: 0 });
    expect((await jobs())[0]).toMatchObject({ status: "pending", attempts: 1, runAt: at("2030-03-09T15:30:30Z") });
    expect(await logMessages()).toContainEqual(
      expect.stringMatching(/^Error al enviar recordatorio de Ana Reyes a 2225550101: .*\(intento 1 de 8, se reintentará\)$/),
    );
    expect(await runDueJobs({ now: at("2030-03-09T15:30:29Z") })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await runDueJobs({ now: at("2030-03-09T15:30:30Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(fake.requests).toHaveLength(2);
    expect((await jobs())[0]).toMatchObject({ status: "done", attempts: 2 });
  });

  it("follows the lead time set in the order of play's settings", async () => {
    const { t, move, jobs, organiser } = await setup();
    await move("10:00");
    const path = `/torneos-padel-puebla/${t.slug}/${t.id}/orden-de-juego`;
    const params = { name: t.slug, id: String(t.id) };
    const form = {
      intent: "schedule-settings",
      courts: "Cancha Central\nCancha 2",
      "days[0].date": "09/03/2030",
      "days[0].start": "08:00",
      "days[0].end": "22:00",
      matchMinutes: "75",
      restMinutes: "60",
    };
    const cookie = await directSessionCookie(handle.db, organiser);
    const post = async (extra: Record<string, string>) =>
      caught(orderOfPlayRoute.action(routeArgs(pageRequest(path, { cookie, form: { ...form, ...extra } }), params)));
    const refused = await post({ reminderMinutes: "2" });
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error.reminderMinutes).toEqual([
      "El recordatorio debe ser de 5 a 1440 minutos antes",
    ]);
    expect(statusOf(await post({ reminderMinutes: "60" }))).toBe(200);
    const [row] = await handle.db.select().from(s.playSchedule).where(eq(s.playSchedule.tournamentId, t.id));
    expect(row?.reminderMinutes).toBe(60);
    expect((await jobs())[0]).toMatchObject({ status: "pending", runAt: at("2030-03-09T15:00:00Z") });
  });

  it("are not sent while the automation is switched off in the admin", async () => {
    const { move, jobs } = await setup();
    await handle.db.insert(s.automationSetting).values({ key: "match-reminders", enabled: false });
    try {
      await move("10:00");
      expect(await jobs()).toEqual([]);
    } finally {
      await handle.db.delete(s.automationSetting).where(eq(s.automationSetting.key, "match-reminders"));
    }
  });
});

describe("draw published notice", () => {
  it("is queued for each player with a phone who wants reminders and names the draw's page", async () => {
    const { t, key, organiser, drawRows } = await setup("Copa Cuadro Publicado");
    await handle.db.update(s.draw).set({ status: "draft" }).where(eq(s.draw.id, drawRows.draw.id));
    expect((await publishDraw({ id: organiser.id }, key, handle.db)).ok).toBe(true);
    // Publishing again sends nothing more.
    expect((await publishDraw({ id: organiser.id }, key, handle.db)).ok).toBe(true);
    expect(await runDueJobs()).toMatchObject({ done: 1 });
    const sent = sentTemplates();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("522225550101");
    expect(sent[0]!.name).toBe("cuadro_publicado");
    expect(sent[0]!.params.slice(0, 4)).toEqual([
      "Ana Reyes",
      "Copa Cuadro Publicado",
      "Varonil 3ra",
      `http://localhost:3000/torneos-padel-puebla/copa-cuadro-publicado/${t.id}/cuadros/varonil-3ra`,
    ]);
    expect(await logMessages()).toContainEqual(
      "Cuadro publicado (Varonil 3ra): 1 avisos en cola; 3 jugadores sin teléfono o sin recordatorios",
    );
  });
});

describe("opting out", () => {
  it("through the link in the message: a confirmation page, then a post that stops the reminders, signed out", async () => {
    const { ana, move, jobs } = await setup();
    await move("10:00");
    const token = optOutToken(ana.id);
    const path = `/recordatorios/baja/${token}`;
    const page = dataOf<{ valid: boolean; firstName: string; enabled: boolean }>(
      await optOutRoute.loader(routeArgs(pageRequest(path), { token })),
    );
    expect(page).toEqual({ valid: true, firstName: "Ana", enabled: true });

    const answer = await caught(optOutRoute.action(routeArgs(pageRequest(path, { form: { intent: "baja" } }), { token })));
    expect(statusOf(answer)).toBe(200);
    expect(dataOf<{ toast: { title: string } }>(answer).toast.title).toBe("Recordatorios desactivados");
    const [row] = await handle.db.select().from(s.user).where(eq(s.user.id, ana.id));
    expect(row?.matchReminders).toBe(false);
    expect((await jobs()).map((job) => job.status)).toEqual(["cancelled"]);
    expect(await logMessages()).toContainEqual(
      "Recordatorio cancelado para Ana Reyes (sábado, 9 de marzo a las 10:00): el jugador no quiere recordatorios",
    );
  });

  it("refuses a link that was altered: 404, nothing changes", async () => {
    const { ana, carla } = await setup();
    const [id, mac] = optOutToken(ana.id).split(".");
    const tampered = [
      `${id}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`,
      `${optOutToken(carla.id).split(".")[0]}.${mac}`,
      "nada",
    ];
    for (const token of tampered) {
      const path = `/recordatorios/baja/${token}`;
      const page = await caught(optOutRoute.loader(routeArgs(pageRequest(path), { token })));
      expect(statusOf(page)).toBe(404);
      expect(dataOf<{ valid: boolean }>(page).valid).toBe(false);
      const answer = await caught(optOutRoute.action(routeArgs(pageRequest(path, { form: { intent: "baja" } }), { token })));
      expect(statusOf(answer)).toBe(404);
    }
    const [row] = await handle.db.select().from(s.user).where(eq(s.user.id, ana.id));
    expect(row?.matchReminders).toBe(true);
  });

  it("and back in through Mi Perfil's switch, which queues the reminders again", async () => {
    const { ana, move, jobs } = await setup();
    await move("10:00");
    const cookie = await directSessionCookie(handle.db, ana);
    const toggle = async (enabled: string) => {
      const answer = await caught(
        profileRoute.action(routeArgs(pageRequest("/profile", { cookie, form: { intent: "match-reminders", enabled } }))),
      );
      return { status: statusOf(answer), title: dataOf<{ toast: { title: string } | null }>(answer).toast?.title };
    };
    expect(await toggle("false")).toEqual({ status: 200, title: "Recordatorios desactivados" });
    expect((await jobs()).map((job) => job.status)).toEqual(["cancelled"]);
    const profile = dataOf<{ profile: { matchReminders: boolean } }>(
      await profileRoute.loader(routeArgs(pageRequest("/profile", { cookie }))),
    );
    expect(profile.profile.matchReminders).toBe(false);

    expect(await toggle("true")).toEqual({ status: 200, title: "Recordatorios activados" });
    expect((await jobs()).map((job) => job.status)).toEqual(["pending"]);
    expect((await toggle("tal vez")).status).toBe(400);
  });
});

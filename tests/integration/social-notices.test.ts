// WhatsApp notices of social events (issue 32) against a local server speaking the Graph API: signing up
// queues a notice after commit (a place, or the waiting list's), moving up from the waiting list sends a
// new one, and a player with a place gets a reminder the day before; leaving cancels what is pending, and
// players without a phone or with reminders off get nothing.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { caught, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v21.0");

const { runDueJobs } = await import("~/server/background.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const social = await import("~/server/social");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const profileRoute = await import("~/routes/profile");

const handle = useAppDb();
useWhatsAppAdmin(handle, { accessToken: "EAAG-eventos-1", phoneNumberId: "5550002222", appSecret: "secreto-de-app" });

type Actor = Parameters<typeof social.signUp>[0];
const actor = (u: { id: string; name: string }) => u as unknown as Actor;
const at = (iso: string) => new Date(iso);
type Template = { name: string; components: { parameters: { text: string }[] }[] };
const sent = () =>
  fake.requests
    .filter((r) => r.method === "POST")
    .map((r) => {
      const body = r.body as { to: string; template: Template };
      return [body.to, body.template.name, ...body.template.components[0]!.parameters.map((x) => x.text).slice(0, -1)];
    });

async function member(name: string, phone: string | null, matchReminders = true) {
  const user = await f.createUser(handle.db, { name, phone, matchReminders });
  await f.createPlayer(handle.db, { name, userId: user.id });
  return user;
}

describe("social event notices", () => {
  it("a sign-up, the move up from the waiting list and the day-before reminder go out once each, to who wants them", async () => {
    const db = handle.db;
    const club = await f.createClub(db, { name: "Club Sol" });
    // Thursday 14 March 2030 at 19:30 in Puebla: 01:30 UTC on the 15th; the reminder is due a day before.
    const event = await f.createSocialEvent(db, {
      title: "Americano del jueves",
      clubId: club.id,
      date: "2030-03-14",
      startTime: "19:30",
      playerCap: 4,
    });
    const ana = await member("Ana Reyes", "2225550101");
    const carla = await member("Carla Díaz", "2225550303", false);
    const bruno = await member("Bruno Sol", null);
    const eva = await member("Eva Luna", null);
    const diego = await member("Diego Paz", "2225550404");
    for (const who of [ana, carla, bruno, eva, diego]) expect((await social.signUp(actor(who), event.id, null)).ok).toBe(true);
    await settleChanges();

    const jobs = async () =>
      (
        await db
          .select()
          .from(s.job)
          .where(inArray(s.job.kind, ["whatsapp.social-sign-up", "whatsapp.social-reminder"]))
          .orderBy(s.job.id)
      ).map((j) => [
        j.dedupeKey!.replace(/:\d+:/, ":E:").replace(/:\d+(:|$)/, ":P$1"),
        j.status,
        j.kind === "whatsapp.social-reminder" ? j.runAt.toISOString() : "ya",
      ]);
    expect(await jobs()).toEqual([
      ["evento-inscripcion:E:P:lugar", "pending", "ya"],
      ["evento-recordatorio:E:P:2030-03-14T19:30", "pending", "2030-03-14T01:30:00.000Z"],
      ["evento-inscripcion:E:P:espera", "pending", "ya"],
    ]);

    const link = `http://localhost:3000${socialEventPath(event)}`;
    expect(await runDueJobs({ now: at("2030-03-10T12:00:00Z") })).toEqual({ done: 2, retry: 0, failed: 0 });
    expect(sent()).toEqual([
      [
        "522225550101",
        "evento_inscripcion",
        "Ana Reyes",
        "Americano del jueves",
        "jueves, 14 de marzo a las 19:30",
        "Club Sol",
        "Tienes lugar",
        link,
      ],
      [
        "522225550404",
        "evento_inscripcion",
        "Diego Paz",
        "Americano del jueves",
        "jueves, 14 de marzo a las 19:30",
        "Club Sol",
        "Estás en la lista de espera (lugar 1); te avisamos si se libera un lugar",
        link,
      ],
    ]);

    // Ana leaves: her reminder is cancelled, Diego moves up and is told, and gets the reminder instead.
    expect((await social.leaveEvent(actor(ana), event.id)).ok).toBe(true);
    await settleChanges();
    expect(await jobs()).toEqual([
      ["evento-inscripcion:E:P:lugar", "done", "ya"],
      ["evento-recordatorio:E:P:2030-03-14T19:30", "cancelled", "2030-03-14T01:30:00.000Z"],
      ["evento-inscripcion:E:P:espera", "done", "ya"],
      ["evento-inscripcion:E:P:lugar", "pending", "ya"],
      ["evento-recordatorio:E:P:2030-03-14T19:30", "pending", "2030-03-14T01:30:00.000Z"],
    ]);
    fake.reset();
    expect(await runDueJobs({ now: at("2030-03-14T01:29:00Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(sent()).toEqual([
      [
        "522225550404",
        "evento_inscripcion",
        "Diego Paz",
        "Americano del jueves",
        "jueves, 14 de marzo a las 19:30",
        "Club Sol",
        "Tienes lugar",
        link,
      ],
    ]);
    expect(await runDueJobs({ now: at("2030-03-14T01:30:00Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await runDueJobs({ now: at("2030-03-14T02:30:00Z") })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(sent().slice(1)).toEqual([
      ["522225550404", "recordatorio_evento", "Diego Paz", "Americano del jueves", "jueves, 14 de marzo a las 19:30", "Club Sol", link],
    ]);
    const log = await db
      .select({ message: s.automationLog.message })
      .from(s.automationLog)
      .where(eq(s.automationLog.automationKey, "match-reminders"));
    expect(log.map((row) => row.message)).toContain(
      "Recordatorio de evento en cola para Diego Paz: Americano del jueves, jueves, 14 de marzo a las 19:30",
    );
  });

  it("follow Mi Perfil's reminders switch: turned on, the notice and the reminder are queued; off, cancelled", async () => {
    const db = handle.db;
    const event = await f.createSocialEvent(db, { title: "Mexicano del viernes", date: "2030-03-15", startTime: "20:00" });
    const carla = await member("Carla Díaz", "2225550303", false);
    expect((await social.signUp(actor(carla), event.id, null)).ok).toBe(true);
    await settleChanges();
    const statuses = async () =>
      (
        await db
          .select({ kind: s.job.kind, status: s.job.status, eventId: s.job.payload })
          .from(s.job)
          .where(inArray(s.job.kind, ["whatsapp.social-sign-up", "whatsapp.social-reminder"]))
          .orderBy(s.job.id)
      )
        .filter((j) => (j.eventId as { eventId: number }).eventId === event.id)
        .map((j) => `${j.kind} ${j.status}`);
    expect(await statuses()).toEqual([]);
    const cookie = await directSessionCookie(db, carla);
    const toggle = async (enabled: string) => {
      const answer = await caught(
        profileRoute.action(routeArgs(pageRequest("/profile", { cookie, form: { intent: "match-reminders", enabled } }))),
      );
      await settleChanges();
      return statusOf(answer);
    };
    expect(await toggle("true")).toBe(200);
    expect(await statuses()).toEqual(["whatsapp.social-sign-up pending", "whatsapp.social-reminder pending"]);
    expect(await toggle("false")).toBe(200);
    expect(await statuses()).toEqual(["whatsapp.social-sign-up cancelled", "whatsapp.social-reminder cancelled"]);
  });
});

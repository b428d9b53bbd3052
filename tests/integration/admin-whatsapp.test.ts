// Every loader and action of the chat, WhatsApp config and automations tabs (and the inbox stream)
// is refused on the server to anyone but an administrator; then the automations tab itself.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startFakeGraphApi } from "../support/fake-graph-api";
import { caught, configureTestEnv, dataOf, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";
import { shown } from "./helpers/invoke";
import { throughMiddleware } from "./helpers/middleware";

const fake = await startFakeGraphApi();
configureTestEnv({ GRAPH_API_URL: fake.url });

const chat = await import("~/routes/admin._index");
const config = await import("~/routes/admin.whatsapp");
const automations = await import("~/routes/admin.automatizaciones");
const stream = await import("~/routes/api.whatsapp.stream");
const { saveWhatsAppConfig } = await import("~/server/whatsapp/whatsapp-config.server");
const { isAutomationEnabled, queueWelcome, logAutomation } = await import("~/server/whatsapp/automations.server");
const factories = await import("./factories");

const handle = useAppDb();
const cookies: Record<"anonymous" | "player" | "organiser" | "clubAdmin" | "admin", string | undefined> = {
  anonymous: undefined,
  player: undefined,
  organiser: undefined,
  clubAdmin: undefined,
  admin: undefined,
};
let adminId: string;

beforeAll(async () => {
  const db = handle.db;
  const [admin, player, organiser, clubAdmin] = await Promise.all([
    factories.createAdmin(db),
    factories.createUser(db),
    factories.createUser(db),
    factories.createUser(db),
  ]);
  adminId = admin.id;
  const tournament = await factories.createTournament(db);
  await factories.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organiser.id });
  const club = await factories.createClub(db);
  await factories.createClubAdmin(db, { clubId: club.id, userId: clubAdmin.id });
  cookies.admin = await sessionCookie(db, admin);
  cookies.player = await sessionCookie(db, player);
  cookies.organiser = await sessionCookie(db, organiser);
  cookies.clubAdmin = await sessionCookie(db, clubAdmin);
  await factories.createConversation(db, { phone: "5212225550001" });
});

afterAll(async () => {
  await fake.close();
});

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && "init" in result) return (result as { init: { status: number } }).init.status;
  return 200;
}

type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
const routes: [string, string, Module, Record<string, string>][] = [
  ["chat", "/admin", chat, { intent: "add-tag", contact: "5212225550001", tag: "intruso" }],
  ["chat send", "/admin", chat, { intent: "send", contact: "5212225550001", message: "hola" }],
  ["whatsapp config", "/admin/whatsapp", config, { intent: "save", accessToken: "robado", phoneNumberId: "1" }],
  ["whatsapp test", "/admin/whatsapp", config, { intent: "test" }],
  ["automations", "/admin/automatizaciones", automations, { intent: "toggle", enabled: "false" }],
  ["automations test send", "/admin/automatizaciones", automations, { intent: "test", phone: "2225550002", name: "X" }],
  ["automations clear", "/admin/automatizaciones", automations, { intent: "clear" }],
  ["inbox stream", "/api/whatsapp/stream", stream, {}],
];

describe.each(routes)("%s", (_name, path, module, form) => {
  it.each([
    // Pages under /admin answer 401 with 'Acceso Restringido', and so does the API (the inbox's event
    // stream); elsewhere an anonymous GET is sent to /auth.
    ["anonymous", path.startsWith("/admin") || path.startsWith("/api/") ? 401 : 302, 401],
    ["player", 403, 403],
    ["organiser", 403, 403],
    ["clubAdmin", 403, 403],
  ] as const)("refuses %s (loader %i, action %i)", async (role, loaderStatus, actionStatus) => {
    const cookie = cookies[role];
    expect(statusOf(await caught(Promise.resolve(throughMiddleware(module.loader, pageRequest(path, { cookie })))))).toBe(loaderStatus);
    if (module.action) {
      expect(statusOf(await caught(Promise.resolve(throughMiddleware(module.action, pageRequest(path, { cookie, form })))))).toBe(
        actionStatus,
      );
    }
  });
});

describe("refused actions change nothing", () => {
  it("left no tag, no config, no switch change, no message and no Graph API call", async () => {
    const [conversation] = await handle.db.select().from(s.whatsappConversation).where(eq(s.whatsappConversation.phone, "5212225550001"));
    expect(conversation?.tags).toEqual([]);
    expect(await handle.db.select().from(s.whatsappConfig)).toEqual([]);
    expect(await handle.db.select().from(s.whatsappMessage)).toEqual([]);
    expect(await isAutomationEnabled(handle.db, "welcome")).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it("lets an administrator in", async () => {
    const data = await throughMiddleware(chat.loader, pageRequest("/admin", { cookie: cookies.admin }));
    expect(data.conversations.map((c) => c.phone)).toContain("5212225550001");
  });
});

describe("automations tab", () => {
  const answer = (form: Record<string, string>) =>
    throughMiddleware(automations.action, pageRequest("/admin/automatizaciones", { cookie: cookies.admin, form }));
  const post = async (form: Record<string, string>) => shown(dataOf(await answer(form)));
  const load = () => throughMiddleware(automations.loader, pageRequest("/admin/automatizaciones", { cookie: cookies.admin }));

  it("starts on with an empty log, and lists the templates to create in Meta's manager", async () => {
    const page = await load();
    expect(page).toMatchObject({ welcomeEnabled: true, remindersEnabled: true, paymentNoticesEnabled: true, log: [] });
    expect(page.templates.map((t) => [t.name, t.variables.length])).toEqual([
      ["dagos_intro", 1],
      ["recordatorio_partido", 6],
      ["cuadro_publicado", 5],
      ["evento_inscripcion", 7],
      ["recordatorio_evento", 6],
      ["pago_aprobado", 4],
      ["pago_por_vencer", 6],
    ]);
  });

  it("turns the match reminders off and on, logged under their own automation", async () => {
    await post({ intent: "toggle", automation: "match-reminders", enabled: "false" });
    expect(await load()).toMatchObject({ welcomeEnabled: true, remindersEnabled: false });
    await post({ intent: "toggle", automation: "match-reminders", enabled: "true" });
    expect(await load()).toMatchObject({ welcomeEnabled: true, remindersEnabled: true });
    const log = (await load()).log.map((l) => l.message);
    expect(log.slice(0, 2)).toEqual(["Recordatorios de partidos activados", "Recordatorios de partidos desactivados"]);
    expect(statusOf(await answer({ intent: "toggle", automation: "otra", enabled: "true" }))).toBe(400);
  });

  it("turns the payment notices off and on, logged under their own automation", async () => {
    await post({ intent: "toggle", automation: "payment-notices", enabled: "false" });
    expect(await load()).toMatchObject({ remindersEnabled: true, paymentNoticesEnabled: false });
    await post({ intent: "toggle", automation: "payment-notices", enabled: "true" });
    expect(await load()).toMatchObject({ paymentNoticesEnabled: true });
    const log = (await load()).log.map((l) => l.message);
    expect(log.slice(0, 2)).toEqual(["Avisos de pago activados", "Avisos de pago desactivados"]);
  });

  it("turns the welcome off (nothing is queued then) and on again", async () => {
    await post({ intent: "toggle", enabled: "false" });
    expect((await load()).welcomeEnabled).toBe(false);
    await queueWelcome(handle.db, { name: "Nadie", phone: "2225550003" });
    expect(await handle.db.select().from(s.job)).toEqual([]);
    await post({ intent: "toggle", enabled: "true" });
    expect((await load()).welcomeEnabled).toBe(true);
    await queueWelcome(handle.db, { name: "Sin teléfono", phone: "" });
    const log = (await load()).log.map((l) => l.message);
    expect(log.slice(0, 3)).toEqual(["Saltado: sin teléfono", "Bienvenida automática activada", "Bienvenida automática desactivada"]);
  });

  it("sends a test welcome through the Graph API and logs the result", async () => {
    const refused = await answer({ intent: "test", phone: "123", name: "Prueba" });
    expect(statusOf(refused)).toBe(400);
    expect(shown(dataOf(refused))).toMatchObject({ ok: false, message: "Ingresa un número de WhatsApp válido (10 dígitos)" });
    const notConfigured = await post({ intent: "test", phone: "2225550004", name: "Prueba" });
    expect(notConfigured.ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
    await saveWhatsAppConfig(
      { accessToken: "tok", phoneNumberId: "99", isActive: true, verifyToken: "", appSecret: "", appId: "" },
      adminId,
    );
    const sent = await post({ intent: "test", phone: "222 555 0004", name: "Prueba" });
    expect(sent).toMatchObject({ ok: true, message: expect.stringMatching(/^Prueba enviada a 522225550004 \(Prueba\)/) });
    expect(fake.requests.at(-1)?.body).toMatchObject({ to: "522225550004", type: "template", template: { name: "dagos_intro" } });
    expect((await load()).log[0]?.message).toBe(sent.message);
  });

  it("shows at most 200 lines, newest first, and clears them", async () => {
    for (let i = 0; i < 205; i++) await logAutomation(handle.db, "welcome", `línea ${i}`);
    const { log } = await load();
    expect(log).toHaveLength(200);
    expect(log[0]?.message).toBe("línea 204");
    await post({ intent: "clear" });
    expect((await load()).log).toEqual([]);
  });
});

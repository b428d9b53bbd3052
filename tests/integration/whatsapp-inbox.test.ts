// The WhatsApp integration against a real local server speaking the Graph API: configuration at
// rest, the webhook (handshake, signature, idempotency), sending, the 24-hour window, the chat tab.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { FAKE_DISPLAY_NUMBER } from "../support/fake-graph-api";
import { inboundMessagePayload, statusPayload } from "../support/whatsapp-payloads";
import { dataOf, useAppDb, pageRequest, routeArgs, sessionCookie, SITE_URL } from "./helpers/app-env";
import { shown } from "./helpers/invoke";
import { throughMiddleware } from "./helpers/middleware";
import { postSignedWebhook, useFakeGraphApi } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v18.0");

const configRoute = await import("~/routes/admin.whatsapp");
const chatRoute = await import("~/routes/admin._index");
const webhook = await import("~/routes/api.whatsapp.webhook");
const stream = await import("~/routes/api.whatsapp.stream");
const { loadWhatsAppCredentials } = await import("~/server/whatsapp/whatsapp-config.server");
const { TAG_REQUIRED } = await import("~/server/whatsapp/whatsapp.server");
const { TEMPLATE_NEEDED, graphErrorMessage } = await import("~/domain/whatsapp");
const { createAdmin, createConversation, createMessage } = await import("./factories");

const TOKEN = "EAAG-token-de-prueba-123";
const APP_SECRET = "app-secret-de-prueba";
const VERIFY = "verify-de-prueba";

const handle = useAppDb();
let admin: string;

async function act(route: { action: (args: never) => unknown }, form: Record<string, string>, path: string) {
  return shown(dataOf(await throughMiddleware(route.action, pageRequest(path, { cookie: admin, form }))));
}

const postWebhook = (payload: unknown, secret = APP_SECRET) => postSignedWebhook(payload, secret);

beforeAll(async () => {
  admin = await sessionCookie(handle.db, await createAdmin(handle.db));
});

describe("configuration", () => {
  it("needs credentials before a connection test and the access token and phone number id to save", async () => {
    expect(await act(configRoute, { intent: "test" }, "/admin/whatsapp")).toMatchObject({
      ok: false,
      message: "Faltan credenciales para probar la conexión",
    });
    expect(fake.requests).toHaveLength(0);
    expect(await act(configRoute, { intent: "save", accessToken: "", phoneNumberId: "123" }, "/admin/whatsapp")).toMatchObject({
      ok: false,
      field: "accessToken",
    });
    expect(await act(configRoute, { intent: "save", accessToken: TOKEN, phoneNumberId: "" }, "/admin/whatsapp")).toMatchObject({
      ok: false,
      field: "phoneNumberId",
    });
    const [row] = await handle.db.select().from(s.whatsappConfig);
    expect(row).toBeUndefined();
  });

  it("flags every missing required field of an empty save at once (issue 34)", async () => {
    const reply = dataOf(
      await throughMiddleware(
        configRoute.action,
        pageRequest("/admin/whatsapp", { cookie: admin, form: { intent: "save", accessToken: "", phoneNumberId: "" } }),
      ),
    ) as { ok: boolean; result: { error: Record<string, string[]> } };
    expect(reply.ok).toBe(false);
    expect(reply.result.error).toEqual({
      accessToken: ["El Access Token es obligatorio"],
      phoneNumberId: ["El Phone Number ID es obligatorio"],
    });
  });

  it("stores tokens encrypted, never returns them to the browser, and keeps them when the field is left blank", async () => {
    const saved = await act(
      configRoute,
      {
        intent: "save",
        accessToken: TOKEN,
        phoneNumberId: "1234567890",
        appId: "555",
        appSecret: APP_SECRET,
        verifyToken: VERIFY,
        isActive: "on",
      },
      "/admin/whatsapp",
    );
    expect(saved).toEqual({ intent: "save", ok: true, message: "Configuración guardada exitosamente" });
    // The reply does not echo the posted secrets either.
    const form = {
      intent: "save",
      accessToken: TOKEN,
      phoneNumberId: "1234567890",
      appId: "555",
      appSecret: APP_SECRET,
      verifyToken: VERIFY,
      isActive: "on",
    };
    const reply = JSON.stringify(
      dataOf(await throughMiddleware(configRoute.action, pageRequest("/admin/whatsapp", { cookie: admin, form }))),
    );
    for (const secret of [TOKEN, APP_SECRET, VERIFY]) expect(reply).not.toContain(secret);
    const [row] = await handle.db.select().from(s.whatsappConfig);
    const stored = JSON.stringify(row);
    for (const secret of [TOKEN, APP_SECRET, VERIFY]) expect(stored).not.toContain(secret);
    expect(row?.accessTokenEncrypted).toMatch(/^v1\./);

    const data = await throughMiddleware(configRoute.loader, pageRequest("/admin/whatsapp", { cookie: admin }));
    const json = JSON.stringify(data);
    for (const secret of [TOKEN, APP_SECRET, VERIFY, row!.accessTokenEncrypted!]) expect(json).not.toContain(secret);
    expect(data.config).toMatchObject({
      hasAccessToken: true,
      hasVerifyToken: true,
      hasAppSecret: true,
      phoneNumberId: "1234567890",
      isActive: true,
    });

    // Saving again with blank secrets (as the form does) keeps them.
    await act(
      configRoute,
      { intent: "save", accessToken: "", phoneNumberId: "1234567890", appId: "555", isActive: "on" },
      "/admin/whatsapp",
    );
    expect(await loadWhatsAppCredentials()).toMatchObject({ accessToken: TOKEN, appSecret: APP_SECRET, verifyToken: VERIFY, appId: "555" });
  });

  it("tests the connection against the Graph API with the stored token", async () => {
    expect(await act(configRoute, { intent: "test" }, "/admin/whatsapp")).toEqual({
      intent: "test",
      ok: true,
      message: `Conexión exitosa. Número: ${FAKE_DISPLAY_NUMBER}`,
    });
    expect(fake.requests[0]).toMatchObject({ method: "GET", path: "/v18.0/1234567890", authorization: `Bearer ${TOKEN}` });
    fake.failNext({ status: 401, code: 190, message: "Error validating access token" });
    expect(await act(configRoute, { intent: "test" }, "/admin/whatsapp")).toEqual({
      intent: "test",
      ok: false,
      message: "Error de conexión: Error validating access token",
    });
    fake.failNext({ code: 0, message: "", drop: true });
    const network = await act(configRoute, { intent: "test" }, "/admin/whatsapp");
    expect(network).toMatchObject({ ok: false, message: expect.stringMatching(/^Error de red: \S/) });
  });
});

describe("webhook", () => {
  it("answers Meta's verification only with the right token", async () => {
    const get = (token: string) =>
      webhook.loader(
        routeArgs(new Request(`${SITE_URL}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`)),
      ) as Promise<Response>;
    const ok = await get(VERIFY);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await get("otro")).status).toBe(403);
    expect((await get("")).status).toBe(403);
  });

  it("stores a correctly signed message once even when Meta delivers it twice, with the contact's name", async () => {
    const payload = inboundMessagePayload({ from: "5212225551111", name: "Ana Torres", id: "wamid.IN-1", text: "Hola, info del torneo" });
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await postWebhook(payload)).status).toBe(200);
    const rows = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.waMessageId, "wamid.IN-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ direction: "inbound", body: "Hola, info del torneo", fromPhone: "5212225551111", status: "received" });
    const [conversation] = await handle.db.select().from(s.whatsappConversation).where(eq(s.whatsappConversation.phone, "5212225551111"));
    expect(conversation?.displayName).toBe("Ana Torres");
  });

  it("stores a message whose text or sender holds NUL characters without them, and answers 200 (Meta would retry a 5xx forever)", async () => {
    const payload = inboundMessagePayload({
      from: "52122255\u00003333",
      name: "Lu\u0000is",
      id: "wamid.NUL-1",
      text: "Hola\u0000 mundo\u0000",
    });
    expect((await postWebhook(payload)).status).toBe(200);
    const rows = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.waMessageId, "wamid.NUL-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ body: "Hola mundo", fromPhone: "521222553333" });
  });

  it("refuses a badly signed or unsigned POST and stores nothing", async () => {
    const payload = inboundMessagePayload({ from: "5212225552222", id: "wamid.FORGED", text: "falso" });
    expect((await postWebhook(payload, "otro-secreto")).status).toBe(401);
    const unsigned = await webhook.action(
      routeArgs(new Request(`${SITE_URL}/api/whatsapp/webhook`, { method: "POST", body: JSON.stringify(payload) })),
    );
    expect((unsigned as Response).status).toBe(401);
    const rows = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.waMessageId, "wamid.FORGED"));
    expect(rows).toHaveLength(0);
  });

  it("refuses an oversized body", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    const response = (await webhook.action(
      routeArgs(
        new Request(`${SITE_URL}/api/whatsapp/webhook`, { method: "POST", headers: { "x-hub-signature-256": "sha256=00" }, body: big }),
      ),
    )) as Response;
    expect(response.status).toBe(413);
  });

  it("tells a live admin viewer about a new message", async () => {
    const abort = new AbortController();
    const response = (await stream.loader(
      routeArgs(new Request(`${SITE_URL}/api/whatsapp/stream`, { headers: { cookie: admin }, signal: abort.signal })),
    )) as Response;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    await postWebhook(inboundMessagePayload({ from: "5212225553333", id: "wamid.LIVE", text: "en vivo" }));
    let text = "";
    while (!text.includes("event: inbox")) text += decoder.decode((await reader.read()).value, { stream: true });
    abort.abort();
    expect(text).toContain("event: inbox");
  });
});

describe("sending", () => {
  it("sends a reply inside the 24-hour window and stores it with its wamid; a status update moves it forward", async () => {
    const result = await act(
      chatRoute,
      { intent: "send", contact: "5212225551111", message: "  ¡Hola Ana!  " },
      "/admin?tel=5212225551111",
    );
    expect(result).toEqual({ intent: "send", ok: true, message: "Mensaje enviado a WhatsApp" });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/v18.0/1234567890/messages",
      authorization: `Bearer ${TOKEN}`,
      body: { messaging_product: "whatsapp", to: "5212225551111", type: "text", text: { body: "¡Hola Ana!" } },
    });
    const [sent] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.body, "¡Hola Ana!"));
    expect(sent).toMatchObject({ direction: "outbound", status: "sent", toPhone: "5212225551111" });
    expect(sent?.waMessageId).toMatch(/^wamid\.FAKE/);

    await postWebhook(statusPayload({ id: sent!.waMessageId!, status: "read", recipient: "5212225551111" }));
    await postWebhook(statusPayload({ id: sent!.waMessageId!, status: "delivered", recipient: "5212225551111" }));
    const [after] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.id, sent!.id));
    expect(after?.status).toBe("read");
  });

  it("shows a Graph API error in Spanish and records the failed message", async () => {
    fake.failNext({ code: 131056, message: "(#131056) (Business Account, Consumer Account) pair rate limit hit" });
    const result = await act(chatRoute, { intent: "send", contact: "5212225551111", message: "otra vez" }, "/admin");
    expect(result).toEqual({ intent: "send", ok: false, message: graphErrorMessage({ code: 131056 }) });
    expect(result.message).toMatch(/Demasiados mensajes/);
    const [failed] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.body, "otra vez"));
    expect(failed).toMatchObject({ status: "failed", errorCode: "131056", waMessageId: null });
  });

  it("refuses a free-form message outside the 24-hour window without calling the Graph API", async () => {
    const conversation = await createConversation(handle.db, { phone: "5212225554444" });
    await createMessage(handle.db, {
      conversationId: conversation.id,
      fromPhone: conversation.phone!,
      createdAt: new Date(Date.now() - 25 * 3600_000),
    });
    const result = await act(chatRoute, { intent: "send", contact: "5212225554444", message: "¿Sigues ahí?" }, "/admin");
    expect(result).toEqual({ intent: "send", ok: false, message: TEMPLATE_NEEDED });
    expect(fake.requests).toHaveLength(0);
    const data = await throughMiddleware(chatRoute.loader, pageRequest("/admin?tel=5212225554444", { cookie: admin }));
    expect(data.selected?.canReply).toBe(false);
  });

  it("refuses a blank message and an unknown conversation", async () => {
    expect(await act(chatRoute, { intent: "send", contact: "5212225551111", message: "   " }, "/admin")).toMatchObject({
      ok: false,
      message: "Escribe un mensaje",
    });
    expect(await act(chatRoute, { intent: "send", contact: "5299999", message: "hola" }, "/admin")).toMatchObject({ ok: false });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("chat tab", () => {
  it("lists conversations with counts, tags them, filters by tag and searches by name or phone", async () => {
    expect(await act(chatRoute, { intent: "add-tag", contact: "5212225551111", tag: "  torneo  " }, "/admin")).toMatchObject({ ok: true });
    expect(await act(chatRoute, { intent: "add-tag", contact: "5212225551111", tag: "torneo" }, "/admin")).toMatchObject({ ok: true });
    expect(await act(chatRoute, { intent: "add-tag", contact: "5212225551111", tag: "   " }, "/admin")).toMatchObject({ ok: false });
    expect(await act(chatRoute, { intent: "remove-tag", contact: "5212225551111", tag: "   " }, "/admin")).toMatchObject({
      ok: false,
      message: TAG_REQUIRED,
    });
    const load = (q: string) => throughMiddleware(chatRoute.loader, pageRequest(`/admin${q}`, { cookie: admin }));
    const all = await load("");
    expect(all.tags).toEqual(["torneo"]);
    const ana = all.conversations.find((c) => c.phone === "5212225551111");
    expect(ana).toMatchObject({ displayName: "Ana Torres", tags: ["torneo"], recent: true });
    expect(ana).toMatchObject({ messageCount: 3, lastMessage: "otra vez" });
    expect(all.conversations.find((c) => c.phone === "5212225554444")).toMatchObject({
      messageCount: 1,
      lastMessage: "Hola, quiero información del torneo",
      recent: false,
    });
    expect(all.stats.messages).toBe(all.conversations.reduce((sum, c) => sum + c.messageCount, 0));
    expect(all.stats.conversations).toBe(all.conversations.length);
    expect((await load("?tag=torneo")).conversations.map((c) => c.phone)).toEqual(["5212225551111"]);
    expect((await load("?q=ana%20tor")).conversations.map((c) => c.phone)).toEqual(["5212225551111"]);
    expect((await load("?q=2225554444")).conversations.map((c) => c.phone)).toEqual(["5212225554444"]);
    await act(chatRoute, { intent: "remove-tag", contact: "5212225551111", tag: "torneo" }, "/admin");
    expect((await load("")).tags).toEqual([]);
  });
});

// Meta's webhook payloads (tests/support/whatsapp-corpus.ts) posted signed to the real webhook route,
// each followed by what the admin inbox then shows; identity by business-scoped user ID (BSUID) with
// phone and username optional; sending to a BSUID against the local Graph API server.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startFakeGraphApi } from "../support/fake-graph-api";
import {
  ANA,
  envelope,
  inbound,
  INBOUND_CORPUS,
  LUIS,
  META,
  SHEENA,
  statusEntry,
  contactEntry,
  sender,
  unixSeconds,
} from "../support/whatsapp-corpus";
import { signedBody } from "../support/whatsapp-payloads";
import { configureTestEnv, dataOf, useAppDb, pageRequest, routeArgs, sessionCookie, SITE_URL } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";

const fake = await startFakeGraphApi();
configureTestEnv({ GRAPH_API_URL: fake.url, GRAPH_API_VERSION: "v23.0" });

const configRoute = await import("~/routes/admin.whatsapp");
const chatRoute = await import("~/routes/admin._index");
const webhook = await import("~/routes/api.whatsapp.webhook");
const { runDueJobs } = await import("~/server/infra/job-handlers.server");
const { sendWelcome } = await import("~/server/admin/whatsapp.server");
const { conversationSubtitle, conversationTitle } = await import("~/domain/whatsapp");
const { createAdmin, createConversation, createMessage } = await import("./factories");

const TOKEN = "EAAG-corpus-token";
const APP_SECRET = "corpus-app-secret";

const handle = useAppDb();
let admin: string;

function post(payload: unknown) {
  const { body, signature } = signedBody(payload, APP_SECRET);
  return webhook.action(
    routeArgs(
      new Request(`${SITE_URL}/api/whatsapp/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        body,
      }),
    ),
  ) as Promise<Response>;
}

async function postOk(payload: unknown) {
  const response = await post(payload);
  expect(response.status).toBe(200);
}

/** The inbox as the admin page loads it (list, and the open conversation when `chat` is given). */
function inbox(query = "") {
  return throughMiddleware(chatRoute.loader, pageRequest(`/admin${query}`, { cookie: admin }));
}

async function openChat(key: string) {
  const data = await inbox(`?chat=${encodeURIComponent(key)}`);
  expect(data.selected).not.toBeNull();
  return data.selected!;
}

async function act(form: Record<string, string>) {
  return dataOf<{ ok: boolean; message: string }>(
    await throughMiddleware(chatRoute.action, pageRequest("/admin", { cookie: admin, form })),
  );
}

beforeAll(async () => {
  admin = await sessionCookie(handle.db, await createAdmin(handle.db));
  const saved = await dataOf<{ ok: boolean }>(
    await throughMiddleware(
      configRoute.action,
      pageRequest("/admin/whatsapp", {
        cookie: admin,
        form: {
          intent: "save",
          accessToken: TOKEN,
          phoneNumberId: META.phoneNumberId,
          appId: "1",
          appSecret: APP_SECRET,
          verifyToken: "v",
          isActive: "on",
        },
      }),
    ),
  );
  expect(saved.ok).toBe(true);
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => fake.reset());

describe("every inbound message type Meta documents", () => {
  it("stores each with its readable Spanish text, in order, in Sheena's conversation keyed by her BSUID", async () => {
    const start = Date.now() - 60 * 60_000;
    for (const [i, entry] of INBOUND_CORPUS.entries()) {
      await postOk(inbound(SHEENA, { id: entry.id, ...entry.message }, new Date(start + i * 60_000)));
    }
    const chat = await openChat(SHEENA.userId);
    expect(chat.messages.map((m) => m.body)).toEqual(INBOUND_CORPUS.map((e) => e.shows));
    expect(chat.messages.map((m) => m.kind)).toEqual([
      "text",
      "reaction",
      "reaction",
      "image",
      "sticker",
      "audio",
      "video",
      "document",
      "location",
      "contacts",
      "interactive",
      "interactive",
      "button",
      "unsupported",
    ]);
    expect({ title: conversationTitle(chat), subtitle: conversationSubtitle(chat), key: chat.key }).toEqual({
      title: "Sheena Nelson",
      subtitle: "16505551234",
      key: "US.13491208655302741918",
    });
    // The older phone links still open it.
    expect((await inbox("?tel=16505551234")).selected?.key).toBe("US.13491208655302741918");
  });

  it("downloads a received picture through the Graph API into storage, so the inbox shows it; other media keep their label", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();
    fake.addMedia("1003383421387256", jpeg, "image/jpeg");
    const webp = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#2980b9" } })
      .webp()
      .toBuffer();
    fake.addMedia("1390916078811428", webp, "image/webp");
    await runDueJobs();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /__media/1003383421387256",
      "GET /__media/1390916078811428",
      "GET /v23.0/1003383421387256",
      "GET /v23.0/1390916078811428",
    ]);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const chat = await openChat(SHEENA.userId);
    const pictures = chat.messages.filter((m) => m.mediaUrl);
    expect(pictures.map((m) => m.kind)).toEqual(["image", "sticker"]);
    for (const m of pictures) expect(m.mediaUrl).toMatch(/^\/img\/whatsapp\/[0-9a-f-]{36}\.webp$/);
    const img = await import("~/routes/img.$");
    const served = (await throughMiddleware(img.loader, new Request(`${SITE_URL}${pictures[0]!.mediaUrl}?w=400`), {
      "*": pictures[0]!.mediaUrl!.slice(5),
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });

  it("refuses to store a received file that is not a picture or is larger than uploads may be", async () => {
    const at = new Date();
    fake.addMedia("5550001", new TextEncoder().encode("%PDF-1.4 no es imagen"), "image/jpeg");
    fake.addMedia("5550002", new Uint8Array(5 * 1024 * 1024 + 1), "image/png");
    await postOk(inbound(LUIS, { id: "wamid.FAKEPIC", type: "image", image: { mime_type: "image/jpeg", sha256: "x", id: "5550001" } }, at));
    await postOk(inbound(LUIS, { id: "wamid.BIGPIC", type: "image", image: { mime_type: "image/png", sha256: "y", id: "5550002" } }, at));
    await runDueJobs();
    const rows = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.fromPhone, LUIS.phone!));
    expect(rows.map((r) => [r.waMessageId, r.body, r.mediaUrl])).toEqual([
      ["wamid.FAKEPIC", "📷 Imagen", null],
      ["wamid.BIGPIC", "📷 Imagen", null],
    ]);
    // The too-large one is refused from Meta's declared size, before downloading.
    expect(fake.requests.map((r) => r.path)).not.toContain("/__media/5550002");
    const jobs = await handle.db.select().from(s.job).where(eq(s.job.kind, "whatsapp.media"));
    expect(
      jobs
        .filter((j) => j.lastError)
        .map((j) => j.lastError)
        .sort(),
    ).toEqual(["La imagen recibida supera 5MB", "Solo se permiten archivos de imagen"]);
  });
});

describe("identity: business-scoped user IDs, phones and usernames", () => {
  it("stores a username-only user without a phone and shows the name and the username", async () => {
    await postOk(inbound(ANA, { id: "wamid.ANA-1", type: "text", text: { body: "Hola, ¿hay clases para principiantes?" } }));
    const data = await inbox("?q=ana.padel");
    expect(data.conversations.map((c) => [conversationTitle(c), conversationSubtitle(c), c.phone, c.key])).toEqual([
      ["Ana Torres", "@ana.padel", null, "MX.1502576394655843"],
    ]);
    // Search by any of them: username with or without '@', name, BSUID.
    for (const q of ["@ana.padel", "Ana Torres", "MX.1502576394655843"]) {
      expect((await inbox(`?q=${encodeURIComponent(q)}`)).conversations.map((c) => c.key)).toEqual(["MX.1502576394655843"]);
    }
    const [row] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.waMessageId, "wamid.ANA-1"));
    expect(row).toMatchObject({ fromPhone: "MX.1502576394655843", body: "Hola, ¿hay clases para principiantes?" });
  });

  it("replies to a user without phone through the BSUID (recipient), and a status by recipient_user_id moves the reply forward", async () => {
    const result = await act({ intent: "send", contact: ANA.userId, message: "¡Sí! Martes y jueves a las 7 pm." });
    expect(result).toMatchObject({ ok: true, message: "Mensaje enviado a WhatsApp" });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: `/v23.0/${META.phoneNumberId}/messages`,
      authorization: `Bearer ${TOKEN}`,
    });
    expect(fake.requests[0]!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      recipient: "MX.1502576394655843",
      type: "text",
      text: { body: "¡Sí! Martes y jueves a las 7 pm." },
    });
    const chat = await openChat(ANA.userId);
    const reply = chat.messages.at(-1)!;
    expect(reply).toMatchObject({ direction: "outbound", body: "¡Sí! Martes y jueves a las 7 pm.", status: "sent" });
    const [stored] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.id, reply.id));
    for (const status of ["delivered", "read"] as const) {
      await postOk(statusEntry({ id: stored!.waMessageId!, status, to: ANA, sentTo: "bsuid" }));
      expect((await openChat(ANA.userId)).messages.at(-1)?.status).toBe(status);
    }
    expect(stored!.toPhone).toBe("MX.1502576394655843");
  });

  it("sends the welcome template to a BSUID when no phone is known", async () => {
    const result = await sendWelcome(ANA.userId, "Ana");
    expect(result).toMatchObject({ ok: true, to: "MX.1502576394655843" });
    expect(fake.requests[0]!.body).toMatchObject({
      recipient: "MX.1502576394655843",
      type: "template",
      template: { name: "dagos_intro", language: { code: "es_MX" } },
    });
    expect(fake.requests[0]!.body).not.toHaveProperty("to");
  });

  it("keeps a delivery mixing a BSUID-only user and a phone user apart, one conversation each", async () => {
    const at = new Date();
    const mixed = envelope({
      contacts: [contactEntry(ANA), contactEntry(LUIS)],
      messages: [
        { ...sender(ANA), id: "wamid.MIX-ANA", timestamp: unixSeconds(at), type: "text", text: { body: "Yo también voy" } },
        { ...sender(LUIS), id: "wamid.MIX-LUIS", timestamp: unixSeconds(at), type: "text", text: { body: "Apúntame al torneo" } },
      ],
    });
    await postOk(mixed);
    expect((await openChat(ANA.userId)).messages.map((m) => m.body)).toContain("Yo también voy");
    const luis = await openChat(LUIS.userId);
    expect(luis.messages.at(-1)?.body).toBe("Apúntame al torneo");
    expect({ title: conversationTitle(luis), subtitle: conversationSubtitle(luis) }).toEqual({
      title: "Luis Pérez",
      subtitle: "5212225557788",
    });
  });

  it("merges a phone-only conversation from before BSUIDs into its BSUID when a delivery carries both, keeping history and tags", async () => {
    const old = await createConversation(handle.db, { phone: "5212225559900", displayName: "Marta", tags: ["torneo"] });
    await createMessage(handle.db, {
      conversationId: old.id,
      fromPhone: "5212225559900",
      body: "Mensaje de antes",
      createdAt: new Date(Date.now() - 3600_000),
    });
    const marta = { userId: "MX.77001122334455", phone: "5212225559900", name: "Marta Ruiz" };
    await postOk(inbound(marta, { id: "wamid.MARTA-2", type: "text", text: { body: "Ya tengo pareja" } }));
    const rows = await handle.db.select().from(s.whatsappConversation).where(eq(s.whatsappConversation.phone, "5212225559900"));
    expect(rows.map((r) => [r.id, r.userId, r.displayName, r.tags])).toEqual([[old.id, "MX.77001122334455", "Marta Ruiz", ["torneo"]]]);
    expect((await openChat("MX.77001122334455")).messages.map((m) => m.body)).toEqual(["Mensaje de antes", "Ya tengo pareja"]);
  });

  it("merges two conversations of one person (one by phone, one by BSUID) when a status reveals both", async () => {
    const byPhone = await createConversation(handle.db, { phone: "5212225550077", tags: ["clases"] });
    const sent = await createMessage(handle.db, {
      conversationId: byPhone.id,
      direction: "outbound",
      fromPhone: META.phoneNumberId,
      toPhone: "5212225550077",
      status: "sent",
      body: "Tu clase es mañana",
    });
    const pedro = { userId: "MX.99887766", phone: "5212225550077", name: "Pedro" };
    const byBsuid = await createConversation(handle.db, { phone: null, userId: pedro.userId, tags: ["vip"] });
    await createMessage(handle.db, { conversationId: byBsuid.id, fromPhone: pedro.userId, body: "Hola desde mi usuario" });
    await postOk(statusEntry({ id: sent.waMessageId!, status: "delivered", to: pedro, sentTo: "phone" }));
    const rows = await handle.db.select().from(s.whatsappConversation).where(eq(s.whatsappConversation.userId, pedro.userId));
    expect(rows.map((r) => [r.id, r.phone, r.tags])).toEqual([[byBsuid.id, "5212225550077", ["clases", "vip"]]]);
    const chat = await openChat(pedro.userId);
    expect(chat.messages.map((m) => [m.body, m.status])).toEqual([
      ["Tu clase es mañana", "delivered"],
      ["Hola desde mi usuario", "received"],
    ]);
  });

  it("follows a contact whose phone changes: the conversation takes the new phone and BSUID, and later messages land in it", async () => {
    const before = { userId: "MX.11112222", phone: "5212225551010", name: "Carla" };
    await postOk(inbound(before, { id: "wamid.CARLA-1", type: "text", text: { body: "Hola" } }));
    // Meta's system message: no contacts array; `from` is the old number.
    await postOk(
      envelope({
        messages: [
          {
            ...sender(before),
            id: "wamid.CARLA-SYS",
            timestamp: unixSeconds(new Date()),
            type: "system",
            system: {
              body: "User Carla changed from 5212225551010 to 5212225552020",
              wa_id: "5212225552020",
              user_id: "MX.33334444",
              previous_user_id: "MX.11112222",
              type: "user_changed_number",
            },
          },
        ],
      }),
    );
    const after = { userId: "MX.33334444", phone: "5212225552020", name: "Carla" };
    await postOk(inbound(after, { id: "wamid.CARLA-2", type: "text", text: { body: "Este es mi nuevo número" } }));
    const chat = await openChat("MX.33334444");
    expect({ phone: chat.phone, subtitle: conversationSubtitle(chat) }).toEqual({ phone: "5212225552020", subtitle: "5212225552020" });
    expect(chat.messages.map((m) => m.body)).toEqual(["Hola", "ℹ️ El contacto cambió su número de WhatsApp", "Este es mi nuevo número"]);
    expect((await inbox("?q=5212225551010")).conversations).toEqual([]);
  });
});

describe("statuses", () => {
  it("moves a message sent to a phone through sent, delivered and read, learns the BSUID from recipient_user_id, and records a failure's reason", async () => {
    const nora = { userId: "MX.5566778899", phone: "5212225553030", name: "Nora" };
    const conversation = await createConversation(handle.db, { phone: nora.phone, displayName: "Nora" });
    const first = await createMessage(handle.db, {
      conversationId: conversation.id,
      direction: "outbound",
      fromPhone: META.phoneNumberId,
      toPhone: nora.phone,
      status: "sent",
      body: "Confirmamos tu inscripción",
    });
    const second = await createMessage(handle.db, {
      conversationId: conversation.id,
      direction: "outbound",
      fromPhone: META.phoneNumberId,
      toPhone: nora.phone,
      status: "sent",
      body: "Recordatorio",
    });
    for (const status of ["sent", "delivered", "read"] as const)
      await postOk(statusEntry({ id: first.waMessageId!, status, to: nora, sentTo: "phone" }));
    // A late 'delivered' never overwrites 'read'.
    await postOk(statusEntry({ id: first.waMessageId!, status: "delivered", to: nora, sentTo: "phone" }));
    await postOk(
      statusEntry({
        id: second.waMessageId!,
        status: "failed",
        to: nora,
        sentTo: "phone",
        errors: [
          {
            code: 131047,
            title: "Re-engagement message",
            message: "Re-engagement message",
            details: "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
          },
        ],
      }),
    );
    const chat = await openChat(nora.userId);
    expect(chat.key).toBe("MX.5566778899");
    expect(chat.messages.map((m) => [m.body, m.status, m.errorMessage])).toEqual([
      ["Confirmamos tu inscripción", "read", null],
      [
        "Recordatorio",
        "failed",
        "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
      ],
    ]);
  });
});

describe("one unexpected message never drops a delivery's valid ones", () => {
  it("stores the valid messages and statuses, skips the broken ones, and answers 200", async () => {
    const at = new Date();
    const delivery = envelope({
      contacts: [contactEntry(LUIS), { profile: "roto" }],
      messages: [
        { ...sender(LUIS), id: "wamid.OK-1", timestamp: unixSeconds(at), type: "text", text: { body: "Primero" } },
        { id: "wamid.NO-SENDER", timestamp: unixSeconds(at), type: "text", text: { body: "¿De quién?" } },
        { ...sender(LUIS), id: "wamid.NO-BODY", timestamp: unixSeconds(at), type: "text" },
        { ...sender(LUIS), id: 12345, type: "text", text: { body: "id numérico" } },
        "no es un objeto",
        { ...sender(LUIS), id: "wamid.NEW-TYPE", timestamp: unixSeconds(at), type: "poll", poll: { question: "¿Jugamos?" } },
        { ...sender(LUIS), id: "wamid.OK-2", timestamp: unixSeconds(at), type: "text", text: { body: "Segundo" } },
      ],
      statuses: [{ status: "read" }, null],
    });
    await postOk(delivery);
    const chat = await openChat(LUIS.userId);
    const bodies = chat.messages.map((m) => m.body);
    expect(bodies).toContain("Primero");
    expect(bodies).toContain("Segundo");
    expect(bodies).toContain(
      "⚠️ Mensaje no compatible (poll): WhatsApp no permite mostrarlo aquí; ábrelo en el teléfono del negocio o pide al usuario que lo envíe de otra forma.",
    );
    const stored = await handle.db.select({ wa: s.whatsappMessage.waMessageId }).from(s.whatsappMessage);
    const ids = stored.map((r) => r.wa);
    for (const skipped of ["wamid.NO-SENDER", "wamid.NO-BODY"]) expect(ids).not.toContain(skipped);
  });

  it("answers 200 to a delivery with no usable part at all, and stores nothing", async () => {
    const count = async () => (await handle.db.select({ id: s.whatsappMessage.id }).from(s.whatsappMessage)).length;
    const before = await count();
    for (const payload of [
      { entry: "x" },
      { entry: [{ changes: [{ value: 3 }] }] },
      [],
      "texto",
      { object: "whatsapp_business_account", entry: [{ changes: [{ value: { messages: [{}] } }] }] },
    ]) {
      await postOk(payload);
    }
    expect(await count()).toBe(before);
  });
});

// Meta's webhook payloads (tests/support/whatsapp-corpus.ts) posted signed to the real webhook route,
// each followed by what the admin inbox then shows: every inbound message type, received pictures
// downloaded through the local Graph API server, and deliveries with broken parts.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { contactEntry, envelope, inbound, INBOUND_CORPUS, LUIS, META, SHEENA, sender, unixSeconds } from "../support/whatsapp-corpus";
import { useAppDb, SITE_URL } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v23.0");

const { runDueJobs } = await import("~/server/background.server");
const { conversationSubtitle, conversationTitle } = await import("~/domain/whatsapp");

const TOKEN = "EAAG-corpus-token";
const APP_SECRET = "corpus-app-secret";

const handle = useAppDb();
const { postOk, inbox, openChat } = useWhatsAppAdmin(handle, {
  accessToken: TOKEN,
  phoneNumberId: META.phoneNumberId,
  appSecret: APP_SECRET,
});

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

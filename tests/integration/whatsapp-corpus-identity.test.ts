// Meta's webhook payloads (tests/support/whatsapp-corpus.ts) posted signed to the real webhook route:
// identity by business-scoped user ID (BSUID) with phone and username optional, sending to a BSUID
// against the local Graph API server, conversations merged when Meta reveals they are one person, and
// message statuses.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { ANA, contactEntry, envelope, inbound, LUIS, META, sender, statusEntry, unixSeconds } from "../support/whatsapp-corpus";
import { useAppDb } from "./helpers/app-env";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v23.0");

const { sendWelcome } = await import("~/server/whatsapp/whatsapp.server");
const { conversationSubtitle, conversationTitle } = await import("~/domain/whatsapp");
const { createConversation, createMessage } = await import("./factories");

const TOKEN = "EAAG-corpus-token";
const APP_SECRET = "corpus-app-secret";

const handle = useAppDb();
const { postOk, inbox, openChat, act } = useWhatsAppAdmin(handle, {
  accessToken: TOKEN,
  phoneNumberId: META.phoneNumberId,
  appSecret: APP_SECRET,
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

  it("shows a username that arrives with its '@' once: '@sofi.padel', never '@@sofi.padel' (issue 34)", async () => {
    const sofi = { userId: "MX.7300000000000001", name: "", username: "@sofi.padel" };
    await postOk(inbound(sofi, { id: "wamid.SOFI-1", type: "text", text: { body: "Hola" } }));
    const data = await inbox("?q=sofi");
    expect(data.conversations.map((c) => [c.username, conversationTitle(c), conversationSubtitle(c)])).toEqual([
      ["sofi.padel", "@sofi.padel", "Sin teléfono (usuario con nombre de usuario)"],
    ]);
    // A row stored with the '@' before this fix shows the same.
    expect(conversationTitle({ displayName: null, username: "@sofi.padel", phone: null })).toBe("@sofi.padel");
    expect(conversationSubtitle({ displayName: "Sofía", username: "@sofi.padel", phone: null })).toBe("@sofi.padel");
  });

  it("stores and shows inbound text up to Meta's 4,096 characters, and marks longer text as cut (issue 34)", async () => {
    const exact = "ñ".repeat(4096);
    await postOk(inbound(ANA, { id: "wamid.LONG-1", type: "text", text: { body: exact } }));
    await postOk(inbound(ANA, { id: "wamid.LONG-2", type: "text", text: { body: `${"a".repeat(4095)}🎾🎾${"b".repeat(20_000)}` } }));
    const messages = (await openChat(ANA.userId)).messages.filter((m) => m.body.length > 1000);
    expect(messages.map((m) => m.body)).toEqual([
      exact,
      `${"a".repeat(4095)}🎾\n[Mensaje recortado: WhatsApp admite hasta 4096 caracteres]`,
    ]);
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

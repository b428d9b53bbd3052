// The WhatsApp inbox of /admin (001 §2.12): conversations, messages, tags, sending, and the live
// notification that a conversation changed.
import { and, arrayContains, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { whatsappConversation as conversation, whatsappMessage as message } from "../../db/schema";
import {
  isWithinServiceWindow,
  MAX_MESSAGE_LENGTH,
  normalizeTag,
  TEMPLATE_NEEDED,
  welcomeTemplateName,
} from "~/domain/whatsapp";
import { normalizePhoneForWhatsApp } from "~/domain/phone";
import { getConfig } from "./config.server";
import { getDb, type Db, type Tx } from "./db.server";
import { sendTemplateMessage, sendTextMessage, type GraphResult, type Sent } from "./graph-api.server";
import { createBroker } from "./live.server";
import { loadWhatsAppCredentials } from "./whatsapp-config.server";

export const INBOX_KEY = "inbox";
/** Every change to the inbox (new message, status, tags) is announced here; viewers reload. */
export const inboxBroker = createBroker<{ at: number }>("whatsapp_inbox", async () => ({ at: Date.now() }));

export function announceInboxChange(): Promise<void> {
  return inboxBroker.publish(INBOX_KEY).catch(() => undefined);
}

const CONVERSATION_LIMIT = 300;
const MESSAGE_LIMIT = 300;

export type ConversationSummary = {
  id: number;
  phone: string;
  displayName: string | null;
  tags: string[];
  lastMessageAt: string | null;
  lastMessage: string;
  messageCount: number;
};

export async function listConversations(filters: { search?: string; tag?: string }): Promise<ConversationSummary[]> {
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(conversation.phone, pattern), ilike(conversation.displayName, pattern))!);
  }
  if (filters.tag) conditions.push(arrayContains(conversation.tags, [filters.tag]));
  const rows = await getDb()
    .select({
      id: conversation.id,
      phone: conversation.phone,
      displayName: conversation.displayName,
      tags: conversation.tags,
      lastMessageAt: conversation.lastMessageAt,
      // Spelled out with an alias: Drizzle leaves column names unqualified in a one-table select,
      // and an unqualified "id" inside the subquery would be the message's.
      lastMessage: sql<string | null>`(select m.body from whatsapp_message m where m.conversation_id = whatsapp_conversation.id order by m.created_at desc, m.id desc limit 1)`,
      messageCount: sql<number>`(select count(*)::int from whatsapp_message m where m.conversation_id = whatsapp_conversation.id)`,
    })
    .from(conversation)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${conversation.lastMessageAt} desc nulls last`, desc(conversation.id))
    .limit(CONVERSATION_LIMIT);
  return rows.map((r) => ({
    ...r,
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    lastMessage: r.lastMessage ?? "",
    messageCount: Number(r.messageCount),
  }));
}

export async function inboxStats(): Promise<{ conversations: number; users: number; messages: number }> {
  const { rows } = await getDb().execute<{ conversations: number; users: number; messages: number }>(sql`
    select (select count(*)::int from ${conversation}) as conversations,
           (select count(distinct ${conversation.phone})::int from ${conversation}) as users,
           (select count(*)::int from ${message}) as messages`);
  const r = rows[0];
  return { conversations: Number(r?.conversations ?? 0), users: Number(r?.users ?? 0), messages: Number(r?.messages ?? 0) };
}

export async function tagsInUse(): Promise<string[]> {
  const { rows } = await getDb().execute<{ tag: string }>(
    sql`select distinct unnest(${conversation.tags}) as tag from ${conversation} order by 1`,
  );
  return rows.map((r) => r.tag);
}

export type ChatMessage = {
  id: number;
  direction: "inbound" | "outbound";
  body: string;
  templateName: string | null;
  status: string;
  errorMessage: string | null;
  createdAt: string;
};

export type ConversationDetail = {
  id: number;
  phone: string;
  displayName: string | null;
  tags: string[];
  messages: ChatMessage[];
  lastInboundAt: string | null;
};

async function findConversation(db: Db | Tx, phone: string) {
  const [row] = await db.select().from(conversation).where(eq(conversation.phone, phone));
  return row;
}

async function lastInboundAt(db: Db | Tx, conversationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: message.createdAt })
    .from(message)
    .where(and(eq(message.conversationId, conversationId), eq(message.direction, "inbound")))
    .orderBy(desc(message.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function conversationDetail(phone: string): Promise<ConversationDetail | null> {
  const db = getDb();
  const row = await findConversation(db, phone);
  if (!row) return null;
  const recent = await db
    .select()
    .from(message)
    .where(eq(message.conversationId, row.id))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(MESSAGE_LIMIT);
  const inbound = await lastInboundAt(db, row.id);
  return {
    id: row.id,
    phone: row.phone,
    displayName: row.displayName,
    tags: row.tags,
    lastInboundAt: inbound?.toISOString() ?? null,
    messages: recent.reverse().map((m) => ({
      id: m.id,
      direction: m.direction as ChatMessage["direction"],
      body: m.body,
      templateName: m.templateName,
      status: m.status,
      errorMessage: m.errorMessage,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

export const CONVERSATION_NOT_FOUND = "La conversación no existe.";
export const TAG_REQUIRED = "Escribe una etiqueta (máximo 40 caracteres).";

export async function addTag(phone: string, rawTag: string): Promise<ActionResult> {
  const tag = normalizeTag(rawTag);
  if (!tag) return { ok: false, message: TAG_REQUIRED };
  const updated = await getDb()
    .update(conversation)
    .set({
      tags: sql`case when ${tag} = any(${conversation.tags}) then ${conversation.tags} else array_append(${conversation.tags}, ${tag}) end`,
      updatedAt: new Date(),
    })
    .where(eq(conversation.phone, phone))
    .returning({ id: conversation.id });
  if (!updated.length) return { ok: false, message: CONVERSATION_NOT_FOUND };
  await announceInboxChange();
  return { ok: true, message: `Etiqueta "${tag}" añadida` };
}

export async function removeTag(phone: string, rawTag: string): Promise<ActionResult> {
  const tag = normalizeTag(rawTag);
  if (!tag) return { ok: false, message: TAG_REQUIRED };
  const updated = await getDb()
    .update(conversation)
    .set({ tags: sql`array_remove(${conversation.tags}, ${tag})`, updatedAt: new Date() })
    .where(eq(conversation.phone, phone))
    .returning({ id: conversation.id });
  if (!updated.length) return { ok: false, message: CONVERSATION_NOT_FOUND };
  await announceInboxChange();
  return { ok: true, message: `Etiqueta "${tag}" eliminada` };
}

/**
 * The conversation of `phone`, created on first contact. The contact's WhatsApp profile name
 * (`overwriteName`) replaces the stored one; any other name only fills a missing one.
 */
export async function upsertConversation(
  db: Db | Tx,
  phone: string,
  displayName: string | null,
  at: Date,
  overwriteName = false,
): Promise<number> {
  const [row] = await db
    .insert(conversation)
    .values({ phone, displayName, lastMessageAt: at })
    .onConflictDoUpdate({
      target: conversation.phone,
      set: {
        displayName: overwriteName
          ? sql`coalesce(excluded.display_name, ${conversation.displayName})`
          : sql`coalesce(${conversation.displayName}, excluded.display_name)`,
        lastMessageAt: sql`greatest(${conversation.lastMessageAt}, excluded.last_message_at)`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: conversation.id });
  return row!.id;
}

async function businessPhone(): Promise<string> {
  return (await loadWhatsAppCredentials()).phoneNumberId ?? "business";
}

async function recordOutbound(input: {
  to: string;
  body: string;
  templateName?: string;
  displayName?: string | null;
  result: GraphResult<Sent>;
  sentBy: string | null;
}): Promise<void> {
  const from = await businessPhone();
  const now = new Date();
  await getDb().transaction(async (tx) => {
    const conversationId = await upsertConversation(tx, input.to, input.displayName ?? null, now);
    await tx.insert(message).values({
      conversationId,
      waMessageId: input.result.ok ? input.result.value.messageId : null,
      direction: "outbound",
      fromPhone: from,
      toPhone: input.to,
      body: input.body,
      templateName: input.templateName ?? null,
      status: input.result.ok ? "sent" : "failed",
      errorCode: input.result.ok ? null : input.result.code !== undefined ? String(input.result.code) : null,
      errorMessage: input.result.ok ? null : input.result.message,
      sentBy: input.sentBy,
      createdAt: now,
      updatedAt: now,
    });
  });
  await announceInboxChange();
}

export const MESSAGE_REQUIRED = "Escribe un mensaje";
export const MESSAGE_TOO_LONG = `El mensaje no puede tener más de ${MAX_MESSAGE_LENGTH} caracteres`;

/**
 * A free-form admin reply (001 §4 send flow). Refused before calling the Graph API when the contact
 * has not written in the last 24 hours: only a template may be sent then.
 */
export async function sendAdminMessage(phone: string, rawText: string, userId: string): Promise<ActionResult> {
  const text = rawText.trim();
  if (!text) return { ok: false, message: MESSAGE_REQUIRED };
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, message: MESSAGE_TOO_LONG };
  const db = getDb();
  const row = await findConversation(db, phone);
  if (!row) return { ok: false, message: CONVERSATION_NOT_FOUND };
  if (!isWithinServiceWindow(await lastInboundAt(db, row.id))) return { ok: false, message: TEMPLATE_NEEDED };
  const result = await sendTextMessage(phone, text);
  await recordOutbound({ to: phone, body: text, result, sentBy: userId });
  return result.ok ? { ok: true, message: "Mensaje enviado a WhatsApp" } : { ok: false, message: result.message };
}

/** The welcome template `{product}_intro` with the player's name (automation and its test send). */
export async function sendWelcome(rawPhone: string, name: string, sentBy: string | null = null): Promise<GraphResult<Sent> & { to: string | null }> {
  const to = normalizePhoneForWhatsApp(rawPhone);
  if (!to) return { ok: false, message: "Saltado: sin teléfono", to: null };
  const templateName = welcomeTemplateName(getConfig().SITE_NAME);
  const result = await sendTemplateMessage(to, { name: templateName, bodyParameters: [name] });
  // Failures are logged by the caller (automation log); retries must not fill the chat with copies.
  if (result.ok) await recordOutbound({ to, body: `Plantilla ${templateName}: ${name}`, templateName, displayName: name || null, result, sentBy });
  return { ...result, to };
}

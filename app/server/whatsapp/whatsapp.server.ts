// The WhatsApp inbox of /admin (docs/product.md §11.2): conversations, messages, tags, sending, and the live
// notification that a conversation changed.
import { and, arrayContains, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { whatsappConversation as conversation, whatsappMessage as message } from "../../../db/schema";
import {
  isWithinServiceWindow,
  MAX_MESSAGE_LENGTH,
  normalizeTag,
  plainUsername,
  TEMPLATE_NEEDED,
  welcomeTemplateName,
} from "~/domain/whatsapp";
import { normalizePhoneForWhatsApp } from "~/domain/phone";
import { contactKey, parseContactKey } from "~/domain/whatsapp-messages";
import { getConfig } from "../infra/config.server";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { done, refused, type Result } from "~/domain/result";
import { type Recipient, sendTemplateMessage, sendTextMessage, type GraphResult, type Sent } from "./graph-api.server";
import { createBroker } from "../infra/live.server";
import { loadWhatsAppCredentials } from "./whatsapp-config.server";

export const INBOX_KEY = "inbox";
/** Every change to the inbox (new message, status, tags) is announced here; viewers reload. */
export const inboxBroker = createBroker<{ at: number }>("whatsapp_inbox", async () => ({ at: Date.now() }));

export function announceInboxChange(): Promise<void> {
  return inboxBroker.publish(INBOX_KEY).catch(() => undefined);
}

const CONVERSATION_LIMIT = 300;
const MESSAGE_LIMIT = 300;

/** Who a conversation is with: BSUID, phone and username as far as known (ADR 0010). */
export type ContactFields = {
  key: string;
  userId: string | null;
  phone: string | null;
  username: string | null;
  displayName: string | null;
};

export type ConversationSummary = ContactFields & {
  id: number;
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
    conditions.push(
      or(
        ilike(conversation.phone, pattern),
        ilike(conversation.displayName, pattern),
        ilike(conversation.username, pattern.replace(/^%@/, "%")),
        ilike(conversation.userId, pattern),
      )!,
    );
  }
  if (filters.tag) conditions.push(arrayContains(conversation.tags, [filters.tag]));
  const rows = await getDb()
    .select({
      id: conversation.id,
      userId: conversation.userId,
      phone: conversation.phone,
      username: conversation.username,
      displayName: conversation.displayName,
      tags: conversation.tags,
      lastMessageAt: conversation.lastMessageAt,
      // Spelled out with an alias: Drizzle leaves column names unqualified in a one-table select,
      // and an unqualified "id" inside the subquery would be the message's.
      lastMessage: sql<
        string | null
      >`(select m.body from whatsapp_message m where m.conversation_id = whatsapp_conversation.id order by m.created_at desc, m.id desc limit 1)`,
      messageCount: sql<number>`(select count(*)::int from whatsapp_message m where m.conversation_id = whatsapp_conversation.id)`,
    })
    .from(conversation)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${conversation.lastMessageAt} desc nulls last`, desc(conversation.id))
    .limit(CONVERSATION_LIMIT);
  return rows.map((r) => ({
    ...r,
    key: contactKey(r),
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    lastMessage: r.lastMessage ?? "",
    messageCount: Number(r.messageCount),
  }));
}

export async function inboxStats(): Promise<{ conversations: number; users: number; messages: number }> {
  const { rows } = await getDb().execute<{ conversations: number; users: number; messages: number }>(sql`
    select (select count(*)::int from ${conversation}) as conversations,
           (select count(distinct coalesce(${conversation.userId}, ${conversation.phone}))::int from ${conversation}) as users,
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
  kind: string;
  body: string;
  mediaUrl: string | null;
  templateName: string | null;
  status: string;
  errorMessage: string | null;
  createdAt: string;
};

export type ConversationDetail = ContactFields & {
  id: number;
  tags: string[];
  messages: ChatMessage[];
  lastInboundAt: string | null;
};

/** The condition selecting the conversation of a key (a BSUID, or a phone number's digits), or null. */
function keyCondition(key: string): SQL | null {
  const parsed = parseContactKey(key);
  if (!parsed) return null;
  return "userId" in parsed ? eq(conversation.userId, parsed.userId) : eq(conversation.phone, parsed.phone);
}

async function findConversation(db: Db | Tx, key: string) {
  const where = keyCondition(key);
  if (!where) return undefined;
  const [row] = await db.select().from(conversation).where(where);
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

export async function conversationDetail(key: string): Promise<ConversationDetail | null> {
  const db = getDb();
  const row = await findConversation(db, key);
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
    key: contactKey(row),
    userId: row.userId,
    phone: row.phone,
    username: row.username,
    displayName: row.displayName,
    tags: row.tags,
    lastInboundAt: inbound?.toISOString() ?? null,
    messages: recent.reverse().map((m) => ({
      id: m.id,
      direction: m.direction as ChatMessage["direction"],
      kind: m.kind,
      body: m.body,
      mediaUrl: m.mediaUrl,
      templateName: m.templateName,
      status: m.status,
      errorMessage: m.errorMessage,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export const CONVERSATION_NOT_FOUND = "La conversación no existe.";
export const TAG_REQUIRED = "Escribe una etiqueta (máximo 40 caracteres).";

/** Done with the message the admin sees. */
export async function addTag(key: string, rawTag: string): Promise<Result<string>> {
  const tag = normalizeTag(rawTag);
  if (!tag) return refused(TAG_REQUIRED);
  const where = keyCondition(key);
  if (!where) return refused(CONVERSATION_NOT_FOUND);
  const updated = await getDb()
    .update(conversation)
    .set({
      tags: sql`case when ${tag} = any(${conversation.tags}) then ${conversation.tags} else array_append(${conversation.tags}, ${tag}) end`,
      updatedAt: new Date(),
    })
    .where(where)
    .returning({ id: conversation.id });
  if (!updated.length) return refused(CONVERSATION_NOT_FOUND);
  await announceInboxChange();
  return done(`Etiqueta "${tag}" añadida`);
}

export async function removeTag(key: string, rawTag: string): Promise<Result<string>> {
  const tag = normalizeTag(rawTag);
  if (!tag) return refused(TAG_REQUIRED);
  const where = keyCondition(key);
  if (!where) return refused(CONVERSATION_NOT_FOUND);
  const updated = await getDb()
    .update(conversation)
    .set({ tags: sql`array_remove(${conversation.tags}, ${tag})`, updatedAt: new Date() })
    .where(where)
    .returning({ id: conversation.id });
  if (!updated.length) return refused(CONVERSATION_NOT_FOUND);
  await announceInboxChange();
  return done(`Etiqueta "${tag}" eliminada`);
}

/** What a delivery or a send tells about a contact; every field optional (Meta omits the phone of username users). */
export type ContactIdentity = { userId?: string | null; phone?: string | null; username?: string | null; displayName?: string | null };

type ConversationRow = typeof conversation.$inferSelect;

/** Moves `from`'s messages and tags into conversation `keepId` and deletes `from`. */
async function mergeInto(tx: Tx, keepId: number, from: ConversationRow): Promise<void> {
  const other = sql`(select o.tags from whatsapp_conversation o where o.id = ${from.id})`;
  await tx
    .update(conversation)
    .set({
      tags: sql`array(select distinct t from unnest(${conversation.tags} || ${other}) as t order by t)`,
      displayName: sql`coalesce(${conversation.displayName}, ${from.displayName})`,
      username: sql`coalesce(${conversation.username}, ${from.username})`,
      lastMessageAt: sql`greatest(${conversation.lastMessageAt}, ${from.lastMessageAt})`,
    })
    .where(eq(conversation.id, keepId));
  await tx.update(message).set({ conversationId: keepId }).where(eq(message.conversationId, from.id));
  await tx.delete(conversation).where(eq(conversation.id, from.id));
}

/**
 * The conversation of a contact, created on first contact. Keyed by the BSUID when there is one: a
 * phone-only conversation from before merges into it (or simply gets it) when both arrive together.
 * A phone already held by another BSUID moves to this contact (Meta recycles numbers; each number
 * change gives a new BSUID). The WhatsApp profile name (`overwriteName`) replaces the stored one; any
 * other name only fills a missing one.
 */
export async function resolveConversation(tx: Tx, who: ContactIdentity, at: Date | null, overwriteName = false): Promise<number> {
  const userId = who.userId || null;
  const phone = who.phone || null;
  if (!userId && !phone) throw new Error("A WhatsApp contact needs a BSUID or a phone number");
  const matches = await tx
    .select()
    .from(conversation)
    .where(or(userId ? eq(conversation.userId, userId) : undefined, phone ? eq(conversation.phone, phone) : undefined))
    .for("update");
  const byUser = userId ? matches.find((r) => r.userId === userId) : undefined;
  let byPhone = phone ? matches.find((r) => r.phone === phone) : undefined;
  if (byPhone && byPhone.id !== byUser?.id && byPhone.userId && userId) {
    // The number belongs now to another BSUID: the old conversation keeps its history, not the number.
    await tx.update(conversation).set({ phone: null }).where(eq(conversation.id, byPhone.id));
    byPhone = undefined;
  }
  const keep = byUser ?? byPhone;
  if (byUser && byPhone && byPhone.id !== byUser.id) await mergeInto(tx, byUser.id, byPhone);
  const name = who.displayName?.trim() || null;
  const username = plainUsername(who.username);
  if (!keep) {
    const [row] = await tx
      .insert(conversation)
      .values({ userId, phone, username, displayName: name, lastMessageAt: at })
      .returning({ id: conversation.id });
    return row!.id;
  }
  await tx
    .update(conversation)
    .set({
      userId: sql`coalesce(${conversation.userId}, ${userId})`,
      phone: phone ?? sql`${conversation.phone}`,
      username: username ?? sql`${conversation.username}`,
      displayName: overwriteName
        ? sql`coalesce(${name}, ${conversation.displayName})`
        : sql`coalesce(${conversation.displayName}, ${name})`,
      lastMessageAt: at ? sql`greatest(${conversation.lastMessageAt}, ${at})` : sql`${conversation.lastMessageAt}`,
      updatedAt: new Date(),
    })
    .where(eq(conversation.id, keep.id));
  return keep.id;
}

/**
 * A contact changed number (Meta's 'user_changed_number' system message): conversation `id` takes the
 * new phone and BSUID, absorbing any conversation that already had them.
 */
export async function reassignIdentity(tx: Tx, id: number, next: { userId?: string | null; phone?: string | null }): Promise<void> {
  const userId = next.userId || null;
  const phone = next.phone || null;
  if (!userId && !phone) return;
  const others = await tx
    .select()
    .from(conversation)
    .where(or(userId ? eq(conversation.userId, userId) : undefined, phone ? eq(conversation.phone, phone) : undefined));
  for (const other of others) if (other.id !== id) await mergeInto(tx, id, other);
  await tx
    .update(conversation)
    .set({ ...(userId ? { userId } : {}), ...(phone ? { phone } : {}), updatedAt: new Date() })
    .where(eq(conversation.id, id));
}

/** Conversation ids of messages by their wamid (status updates, reactions). */
export async function messagesByWaId(tx: Tx, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: message.id, wa: message.waMessageId, status: message.status, conversationId: message.conversationId, body: message.body })
    .from(message)
    .where(inArray(message.waMessageId, ids));
}

async function businessPhone(): Promise<string> {
  return (await loadWhatsAppCredentials()).phoneNumberId ?? "business";
}

async function recordOutbound(input: {
  to: Recipient;
  body: string;
  templateName?: string;
  displayName?: string | null;
  result: GraphResult<Sent>;
  sentBy: string | null;
}): Promise<void> {
  const from = await businessPhone();
  const now = new Date();
  await getDb().transaction(async (tx) => {
    const conversationId = await resolveConversation(tx, { ...input.to, displayName: input.displayName }, now);
    await tx.insert(message).values({
      conversationId,
      waMessageId: input.result.ok ? input.result.value.messageId : null,
      direction: "outbound",
      fromPhone: from,
      toPhone: input.to.phone || input.to.userId || "",
      body: input.body,
      kind: input.templateName ? "template" : "text",
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
 * A free-form admin reply (docs/product.md §11.2). Refused before calling the Graph API when the contact
 * has not written in the last 24 hours: only a template may be sent then.
 */
export async function sendAdminMessage(key: string, rawText: string, userId: string): Promise<Result<string>> {
  const text = rawText.trim();
  if (!text) return refused(MESSAGE_REQUIRED);
  if (text.length > MAX_MESSAGE_LENGTH) return refused(MESSAGE_TOO_LONG);
  const db = getDb();
  const row = await findConversation(db, key);
  if (!row) return refused(CONVERSATION_NOT_FOUND);
  if (!isWithinServiceWindow(await lastInboundAt(db, row.id))) return refused(TEMPLATE_NEEDED);
  const to = { phone: row.phone, userId: row.userId };
  const result = await sendTextMessage(to, text);
  await recordOutbound({ to, body: text, result, sentBy: userId });
  return result.ok ? done("Mensaje enviado a WhatsApp") : refused(result.message);
}

/**
 * A template message sent by an automation (the welcome, match reminders), to the phone number or to
 * the BSUID when no phone is known (`rawTo` may be either); a sent one is kept in the inbox's chat.
 */
export async function sendAutomatedTemplate(
  rawTo: string,
  template: { name: string; bodyParameters: string[] },
  displayName: string,
  sentBy: string | null = null,
): Promise<GraphResult<Sent> & { to: string | null }> {
  const key = parseContactKey(rawTo);
  const recipient: Recipient | null =
    key && "userId" in key ? { userId: key.userId } : normalizePhoneForWhatsApp(rawTo) ? { phone: normalizePhoneForWhatsApp(rawTo) } : null;
  if (!recipient) return { ok: false, message: "Saltado: sin teléfono", to: null };
  const to = recipient.phone ?? recipient.userId!;
  const result = await sendTemplateMessage(recipient, template);
  // Failures are logged by the caller (automation log); retries must not fill the chat with copies.
  if (result.ok)
    await recordOutbound({
      to: recipient,
      body: `Plantilla ${template.name}: ${template.bodyParameters.join(" · ")}`,
      templateName: template.name,
      displayName: displayName || null,
      result,
      sentBy,
    });
  return { ...result, to };
}

/** The welcome template `{product}_intro` with the player's name (automation and its test send). */
export function sendWelcome(rawTo: string, name: string, sentBy: string | null = null): Promise<GraphResult<Sent> & { to: string | null }> {
  return sendAutomatedTemplate(rawTo, { name: welcomeTemplateName(getConfig().SITE_NAME), bodyParameters: [name] }, name, sentBy);
}

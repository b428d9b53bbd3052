// The WhatsApp Cloud API webhook: Meta's verification handshake, the X-Hub-Signature-256 check over
// the raw body, and idempotent storage of incoming messages and status updates (Meta delivers at
// least once, so every row is keyed by its wamid). Senders are identified by business-scoped user ID
// (`from_user_id`, `contacts[].user_id`) with the phone (`from`, `wa_id`) and username optional.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { whatsappMessage as message } from "../../../db/schema";
import { capInboundText } from "~/domain/whatsapp";
import { inboundKind, inboundText, isBsuid, isMediaType } from "~/domain/whatsapp-messages";
import { getDb, type Tx } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import { getLogger } from "../infra/logger.server";
import { loadWhatsAppCredentials } from "./whatsapp-config.server";
import { MEDIA_JOB } from "./whatsapp-media.server";
import { announceInboxChange, type ContactIdentity, messagesByWaId, reassignIdentity, resolveConversation } from "./whatsapp.server";

export { MAX_WEBHOOK_BYTES } from "../../lib/request-limits";

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** GET handshake: the challenge when mode is subscribe and the token matches the stored one, else null. */
export async function verifySubscription(params: URLSearchParams): Promise<string | null> {
  const { verifyToken } = await loadWhatsAppCredentials();
  const mode = params.get("hub.mode");
  const token = params.get("hub.verify_token") ?? "";
  const challenge = params.get("hub.challenge");
  if (mode !== "subscribe" || !verifyToken || challenge === null || !sameSecret(token, verifyToken)) return null;
  return challenge;
}

/** HMAC-SHA256 of the raw body with the app secret, as Meta sends it: "sha256=<hex>". */
export function signatureFor(body: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

export function isValidSignature(body: Uint8Array, header: string | null, appSecret: string | null): boolean {
  if (!header || !appSecret) return false;
  return sameSecret(header, signatureFor(body, appSecret));
}

const Text = z.string().max(100_000);
const MediaSchema = z.looseObject({
  id: Text.optional(),
  caption: Text.optional(),
  filename: Text.optional(),
  mime_type: Text.optional(),
  voice: z.boolean().optional(),
  animated: z.boolean().optional(),
});
const Coordinate = z.union([z.number(), z.string().max(40)]);
const ContactCardSchema = z.looseObject({
  name: z.looseObject({ formatted_name: Text.optional(), first_name: Text.optional(), last_name: Text.optional() }).optional(),
  phones: z.array(z.looseObject({ phone: Text.optional(), wa_id: Text.optional() })).optional(),
});
const ErrorsSchema = z.array(
  z.looseObject({
    code: z.number().optional(),
    title: Text.optional(),
    message: Text.optional(),
    error_data: z.looseObject({ details: Text.optional() }).optional(),
  }),
);
/** Types whose content object must be present for the message to mean anything. */
const NEEDS_CONTENT = [
  "text",
  "reaction",
  "image",
  "sticker",
  "audio",
  "video",
  "document",
  "location",
  "contacts",
  "interactive",
  "button",
] as const;

/** One inbound message of Meta's messages webhook (field names from Meta's reference). */
const MessageSchema = z
  .looseObject({
    id: z.string().min(1).max(500),
    from: Text.optional(),
    from_user_id: Text.optional(),
    timestamp: Text.optional(),
    type: z.string().max(100).default("unsupported"),
    text: z.looseObject({ body: Text }).optional(),
    reaction: z.looseObject({ message_id: Text, emoji: Text.optional() }).optional(),
    image: MediaSchema.optional(),
    sticker: MediaSchema.optional(),
    audio: MediaSchema.optional(),
    video: MediaSchema.optional(),
    document: MediaSchema.optional(),
    location: z
      .looseObject({ latitude: Coordinate, longitude: Coordinate, name: Text.optional(), address: Text.optional(), url: Text.optional() })
      .optional(),
    contacts: z.array(ContactCardSchema).optional(),
    interactive: z
      .looseObject({
        type: Text.optional(),
        button_reply: z.looseObject({ id: Text.optional(), title: Text }).optional(),
        list_reply: z.looseObject({ id: Text.optional(), title: Text, description: Text.optional() }).optional(),
        nfm_reply: z.looseObject({ name: Text.optional(), body: Text.optional() }).optional(),
        call_permission_reply: z.looseObject({ response: Text.optional() }).optional(),
      })
      .optional(),
    button: z.looseObject({ text: Text.optional(), payload: Text.optional() }).optional(),
    order: z.looseObject({ product_items: z.array(z.unknown()).optional(), text: Text.optional() }).optional(),
    system: z
      .looseObject({
        type: Text.optional(),
        body: Text.optional(),
        wa_id: Text.optional(),
        user_id: Text.optional(),
        previous_user_id: Text.optional(),
      })
      .optional(),
    unsupported: z.looseObject({ type: Text.optional() }).optional(),
    errors: ErrorsSchema.optional(),
  })
  .refine((m) => m.from || m.from_user_id, "Mensaje sin remitente (from ni from_user_id)")
  .refine(
    (m) => !(NEEDS_CONTENT as readonly string[]).includes(m.type) || m[m.type as (typeof NEEDS_CONTENT)[number]] !== undefined,
    "Mensaje sin el contenido de su tipo",
  );

/** An entry of `contacts`: the sender of the messages, or the recipient of the statuses, of a change. */
const ContactSchema = z.looseObject({
  wa_id: Text.optional(),
  user_id: Text.optional(),
  profile: z.looseObject({ name: Text.optional(), username: Text.optional() }).optional(),
});

const StatusSchema = z.looseObject({
  id: z.string().min(1).max(500),
  status: z.string().max(50),
  recipient_id: Text.optional(),
  recipient_type: Text.optional(),
  recipient_user_id: Text.optional(),
  errors: ErrorsSchema.optional(),
});

/** The envelope only: each contact, message and status is checked on its own below. */
const ChangeSchema = z.looseObject({
  value: z.looseObject({
    metadata: z.looseObject({ display_phone_number: Text.optional(), phone_number_id: Text.optional() }).optional(),
    contacts: z.array(z.unknown()).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  }),
});
const EntrySchema = z.looseObject({ changes: z.array(z.unknown()).optional() });
const PayloadSchema = z.looseObject({ entry: z.array(z.unknown()).optional() });

type Inbound = z.infer<typeof MessageSchema>;
type Contact = z.infer<typeof ContactSchema>;
type Status = z.infer<typeof StatusSchema>;

/** The items of `list` that match `schema`; the others are logged (with their id when they have one) and skipped. */
function valid<T>(list: unknown[] | undefined, schema: z.ZodType<T>, what: string): T[] {
  const out: T[] = [];
  for (const item of list ?? []) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else {
      const id = typeof item === "object" && item && "id" in item ? String((item as { id: unknown }).id).slice(0, 200) : undefined;
      getLogger().warn({ what, id, issues: parsed.error.issues.slice(0, 3) }, "WhatsApp webhook item not stored");
    }
  }
  return out;
}

function timestampOf(seconds: string | undefined): Date {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : new Date();
}

/** A phone number as digits, or null; a BSUID where a phone was expected goes to `userId`. */
function phoneDigits(value: string | undefined): string | null {
  if (!value || isBsuid(value)) return null;
  const digits = value.replace(/\D/g, "").slice(0, 20);
  return digits || null;
}

function bsuidOf(...values: (string | undefined)[]): string | null {
  return values.find((v): v is string => !!v && isBsuid(v)) ?? null;
}

/** The contact entry of a sender or recipient: by BSUID, else by phone, else the only one. */
function contactFor(contacts: Contact[], userId: string | null, phone: string | null): Contact | undefined {
  return (
    contacts.find((c) => userId && c.user_id === userId) ??
    contacts.find((c) => phone && phoneDigits(c.wa_id) === phone) ??
    (contacts.length === 1 && !contacts[0]!.user_id && !contacts[0]!.wa_id ? contacts[0] : undefined)
  );
}

function identityOf(m: Inbound, contacts: Contact[]): ContactIdentity {
  const userId = bsuidOf(m.from_user_id, m.from);
  const phone = phoneDigits(m.from);
  const contact = contactFor(contacts, userId, phone);
  return {
    userId: userId ?? bsuidOf(contact?.user_id),
    phone: phone ?? phoneDigits(contact?.wa_id),
    username: contact?.profile?.username?.trim() || null,
    displayName: contact?.profile?.name ?? null,
  };
}

/**
 * Statuses only move forward: a late 'delivered' never overwrites 'read'. 'failed' follows 'sent'
 * (Meta accepts a message, then fails to deliver it) but never undoes a delivery.
 */
const STATUS_RANK: Record<string, number> = { pending: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

export type IngestResult = { messages: number; statuses: number; skipped: number };

async function storeMessage(tx: Tx, m: Inbound, contacts: Contact[], business: string): Promise<boolean> {
  const who = identityOf(m, contacts);
  const at = timestampOf(m.timestamp);
  const conversationId = await resolveConversation(tx, who, at, true);
  const referenced = m.reaction ? (await messagesByWaId(tx, [m.reaction.message_id]))[0]?.body : null;
  const kind = inboundKind(m.type);
  const media = isMediaType(m.type) ? m[m.type] : undefined;
  const [row] = await tx
    .insert(message)
    .values({
      conversationId,
      waMessageId: m.id,
      direction: "inbound",
      fromPhone: who.phone ?? who.userId!,
      toPhone: business,
      // At most Meta's 4,096 characters, marked when cut (docs/product.md §11.2).
      body: capInboundText(inboundText(m, referenced)),
      kind,
      mediaId: media?.id ?? null,
      status: "received",
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: message.waMessageId })
    .returning({ id: message.id });
  if (!row) return false;
  if ((m.type === "image" || m.type === "sticker") && media?.id) {
    await enqueueJob(tx, {
      kind: MEDIA_JOB,
      payload: { messageId: row.id, mediaId: media.id },
      dedupeKey: `${MEDIA_JOB}:${m.id}`,
      maxAttempts: 5,
    });
  }
  if (m.type === "system" && (m.system?.type === "user_changed_number" || m.system?.type === "user_changed_user_id")) {
    await reassignIdentity(tx, conversationId, { userId: bsuidOf(m.system.user_id), phone: phoneDigits(m.system.wa_id) });
  }
  return true;
}

async function storeStatus(tx: Tx, s: Status, contacts: Contact[]): Promise<boolean> {
  const [row] = await messagesByWaId(tx, [s.id]);
  if (!row) return false;
  // Statuses tell the recipient's BSUID (recipient_user_id) even for messages sent to a phone number.
  const userId = bsuidOf(s.recipient_user_id);
  const phone = s.recipient_type === "group" ? null : phoneDigits(s.recipient_id);
  const contact = contactFor(contacts, userId, phone);
  const who = {
    userId: userId ?? bsuidOf(contact?.user_id),
    phone: phone ?? phoneDigits(contact?.wa_id),
    username: contact?.profile?.username || null,
  };
  if (who.userId) await resolveConversation(tx, who, null);
  const rank = STATUS_RANK[s.status];
  if (rank === undefined || rank <= (STATUS_RANK[row.status] ?? 0)) return false;
  const error = s.errors?.[0];
  await tx
    .update(message)
    .set({
      status: s.status,
      updatedAt: new Date(),
      ...(error
        ? {
            errorCode: error.code !== undefined ? String(error.code) : null,
            errorMessage: error.error_data?.details ?? error.message ?? error.title ?? null,
          }
        : {}),
    })
    .where(eq(message.id, row.id));
  return true;
}

/**
 * Stores what a verified webhook POST carries. Every message and status is validated and stored on
 * its own (a savepoint each): one that is unexpected or cannot be stored is logged and skipped, the
 * others are kept, and Meta gets its 200 so it does not deliver the good ones again.
 */
export async function ingestWebhook(payload: unknown): Promise<IngestResult> {
  const result: IngestResult = { messages: 0, statuses: 0, skipped: 0 };
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success) {
    getLogger().warn({ issues: parsed.error.issues.slice(0, 3) }, "Unrecognised WhatsApp webhook payload");
    return result;
  }
  const entries = valid(parsed.data.entry, EntrySchema, "entry");
  const values = entries.flatMap((e) => valid(e.changes, ChangeSchema, "change")).map((c) => c.value);
  await getDb().transaction(async (tx) => {
    for (const value of values) {
      const business = value.metadata?.display_phone_number ?? value.metadata?.phone_number_id ?? "business";
      const contacts = valid(value.contacts, ContactSchema, "contact");
      const messages = valid(value.messages, MessageSchema, "message");
      const statuses = valid(value.statuses, StatusSchema, "status");
      result.skipped += (value.messages?.length ?? 0) - messages.length + (value.statuses?.length ?? 0) - statuses.length;
      for (const m of messages) {
        try {
          if (await tx.transaction((sp) => storeMessage(sp, m, contacts, business))) result.messages += 1;
        } catch (error) {
          result.skipped += 1;
          getLogger().error({ err: error, id: m.id, type: m.type }, "WhatsApp message could not be stored");
        }
      }
      for (const s of statuses) {
        try {
          if (await tx.transaction((sp) => storeStatus(sp, s, contacts))) result.statuses += 1;
        } catch (error) {
          result.skipped += 1;
          getLogger().error({ err: error, id: s.id, status: s.status }, "WhatsApp status could not be stored");
        }
      }
    }
  });
  if (result.messages || result.statuses) await announceInboxChange();
  return result;
}

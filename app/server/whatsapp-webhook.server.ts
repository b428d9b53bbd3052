// The WhatsApp Cloud API webhook: Meta's verification handshake, the X-Hub-Signature-256 check over
// the raw body, and idempotent storage of incoming messages and status updates (Meta delivers at
// least once, so every row is keyed by its wamid).
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { whatsappMessage as message } from "../../db/schema";
import { getDb } from "./db.server";
import { getLogger } from "./logger.server";
import { loadWhatsAppCredentials } from "./whatsapp-config.server";
import { announceInboxChange, upsertConversation } from "./whatsapp.server";

export { MAX_WEBHOOK_BYTES } from "../lib/request-limits";

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

const TextSchema = z.object({ body: z.string() }).partial();
const MediaSchema = z.object({ caption: z.string() }).partial();
const InboundSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string().optional(),
  text: TextSchema.optional(),
  image: MediaSchema.optional(),
  video: MediaSchema.optional(),
  document: MediaSchema.optional(),
  button: z.object({ text: z.string() }).partial().optional(),
  interactive: z.unknown().optional(),
});
const StatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const PayloadSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  metadata: z.object({ display_phone_number: z.string().optional(), phone_number_id: z.string().optional() }).partial().optional(),
                  contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial().optional() })).optional(),
                  messages: z.array(InboundSchema).optional(),
                  statuses: z.array(StatusSchema).optional(),
                })
                .partial(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

type Inbound = z.infer<typeof InboundSchema>;

function inboundText(m: Inbound): string {
  const text = m.text?.body ?? m.button?.text ?? m.image?.caption ?? m.video?.caption ?? m.document?.caption;
  return text ?? `[${m.type ?? "mensaje"}]`;
}

function timestampOf(seconds: string | undefined): Date {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : new Date();
}

/** Statuses only move forward: a late 'delivered' never overwrites 'read'. */
const STATUS_RANK: Record<string, number> = { pending: 0, failed: 1, sent: 2, delivered: 3, read: 4 };

export type IngestResult = { messages: number; statuses: number };

/** Stores what a verified webhook POST carries. Unknown shapes are ignored (Meta sends other fields too). */
export async function ingestWebhook(payload: unknown): Promise<IngestResult> {
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success) {
    getLogger().warn({ issues: parsed.error.issues.slice(0, 3) }, "Unrecognised WhatsApp webhook payload");
    return { messages: 0, statuses: 0 };
  }
  const values = parsed.data.entry.flatMap((e) => e.changes.map((c) => c.value));
  const result: IngestResult = { messages: 0, statuses: 0 };
  await getDb().transaction(async (tx) => {
    for (const value of values) {
      const business = value.metadata?.display_phone_number ?? value.metadata?.phone_number_id ?? "business";
      const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
      for (const m of value.messages ?? []) {
        const at = timestampOf(m.timestamp);
        const conversationId = await upsertConversation(tx, m.from, names.get(m.from) ?? null, at, true);
        const inserted = await tx
          .insert(message)
          .values({
            conversationId,
            waMessageId: m.id,
            direction: "inbound",
            fromPhone: m.from,
            toPhone: business,
            body: inboundText(m),
            status: "received",
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: message.waMessageId })
          .returning({ id: message.id });
        result.messages += inserted.length;
      }
      const statuses = value.statuses ?? [];
      if (!statuses.length) continue;
      const known = await tx
        .select({ id: message.id, wa: message.waMessageId, status: message.status })
        .from(message)
        .where(inArray(message.waMessageId, statuses.map((s) => s.id)));
      for (const s of statuses) {
        const row = known.find((k) => k.wa === s.id);
        const rank = STATUS_RANK[s.status];
        if (!row || rank === undefined || rank <= (STATUS_RANK[row.status] ?? 0)) continue;
        const error = s.errors?.[0];
        await tx
          .update(message)
          .set({
            status: s.status,
            updatedAt: new Date(),
            ...(error ? { errorCode: error.code !== undefined ? String(error.code) : null, errorMessage: error.message ?? error.title ?? null } : {}),
          })
          .where(eq(message.id, row.id));
        row.status = s.status;
        result.statuses += 1;
      }
    }
  });
  if (result.messages || result.statuses) await announceInboxChange();
  return result;
}

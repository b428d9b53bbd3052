import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, timestamps, updatedAt } from "./columns";
import { MESSAGE_KINDS } from "../../app/domain/whatsapp-messages";
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES } from "./constants";

/**
 * One conversation per WhatsApp user: keyed by the business-scoped user ID (BSUID, Meta's `user_id`,
 * e.g. 'MX.1502576394655843') when known, with the phone number (digits with country code) and the
 * WhatsApp username as optional attributes. Conversations from before BSUIDs have only a phone; they
 * get their BSUID (or merge into its conversation) when a delivery carries both (ADR 0010).
 */
export const whatsappConversation = pgTable(
  "whatsapp_conversation",
  {
    id: id(),
    /** Business-scoped user ID. */
    userId: text("user_id").unique(),
    phone: text("phone").unique(),
    username: text("username"),
    displayName: text("display_name"),
    tags: text("tags")
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("whatsapp_conversation_contact_check", sql`${t.userId} is not null or ${t.phone} is not null`),
    index("whatsapp_conversation_last_message_at_idx").on(t.lastMessageAt.desc().nullsLast()),
    index("whatsapp_conversation_tags_idx").using("gin", t.tags),
  ],
);

export const whatsappMessage = pgTable(
  "whatsapp_message",
  {
    id: id(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => whatsappConversation.id, { onDelete: "cascade" }),
    /** Meta's message id (wamid). Unique: webhooks are delivered at least once. */
    waMessageId: text("wa_message_id").unique(),
    direction: text("direction").notNull(),
    /** Sender and recipient addresses: a phone number, or the contact's BSUID when no phone is known. */
    fromPhone: text("from_phone").notNull(),
    toPhone: text("to_phone").notNull(),
    /** The readable Spanish text of the message, whatever its kind. */
    body: text("body").default("").notNull(),
    kind: text("kind").default("text").notNull(),
    /** Meta's media id of an inbound image, sticker, audio, video or document. */
    mediaId: text("media_id"),
    /** The stored copy of an inbound picture ('/img/whatsapp/<uuid>.webp'), once downloaded. */
    mediaUrl: text("media_url"),
    /** Set for template messages (e.g. the welcome template). */
    templateName: text("template_name"),
    status: text("status").notNull(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** The admin who sent an outbound message; null for automations and inbound messages. */
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("whatsapp_message_direction_check", inList(t.direction, MESSAGE_DIRECTIONS)),
    check("whatsapp_message_status_check", inList(t.status, MESSAGE_STATUSES)),
    check("whatsapp_message_kind_check", inList(t.kind, MESSAGE_KINDS)),
    index("whatsapp_message_conversation_id_created_at_idx").on(t.conversationId, t.createdAt),
    index("whatsapp_message_created_at_idx").on(t.createdAt.desc()),
    index("whatsapp_message_sent_by_idx").on(t.sentBy),
  ],
);

/**
 * WhatsApp Business credentials: a single row (id = 1). Secrets are encrypted by the application
 * with a key from the environment before they reach this table.
 */
export const whatsappConfig = pgTable(
  "whatsapp_config",
  {
    id: integer("id").primaryKey().default(1),
    accessTokenEncrypted: text("access_token_encrypted"),
    verifyTokenEncrypted: text("verify_token_encrypted"),
    appSecretEncrypted: text("app_secret_encrypted"),
    phoneNumberId: text("phone_number_id"),
    appId: text("app_id"),
    isActive: boolean("is_active").default(false).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("whatsapp_config_single_row_check", sql`${t.id} = 1`), index("whatsapp_config_updated_by_idx").on(t.updatedBy)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { club } from "./club";
import { id, inList, timestamps } from "./columns";
import { REQUEST_TYPES, REVIEW_STATUSES } from "../../app/domain/requests";

/** The original site's solicitudes (class requests to coaches, and club/tournament requests). */
export const request = pgTable(
  "request",
  {
    id: id(),
    type: text("type").notNull(),
    status: text("status").default("pendiente").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    instagram: text("instagram"),
    category: text("category"),
    message: text("message"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().default({}).notNull(),
    /** Id of the entity the request is about (e.g. the coach for a class request); type-dependent. */
    entityId: integer("entity_id"),
    clubId: integer("club_id").references(() => club.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("request_type_check", inList(t.type, REQUEST_TYPES)),
    check("request_status_check", inList(t.status, REVIEW_STATUSES)),
    check("request_name_check", sql`char_length(btrim(${t.name})) > 0`),
    index("request_status_idx").on(t.status),
    index("request_type_idx").on(t.type),
    index("request_created_at_idx").on(t.createdAt.desc()),
    index("request_club_id_idx").on(t.clubId),
    index("request_user_id_idx").on(t.userId),
    index("request_type_entity_id_idx").on(t.type, t.entityId),
  ],
);

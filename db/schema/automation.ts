import { boolean, check, index, pgTable, text, jsonb } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, timestamps } from "./columns";
import { LOG_LEVELS } from "./constants";

/** On/off switches of automations, e.g. key 'welcome' (automatic WhatsApp welcome, default on). */
export const automationSetting = pgTable(
  "automation_setting",
  {
    key: text("key").primaryKey(),
    enabled: boolean("enabled").default(true).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("automation_setting_updated_by_idx").on(t.updatedBy)],
);

export const automationLog = pgTable(
  "automation_log",
  {
    id: id(),
    automationKey: text("automation_key").notNull(),
    level: text("level").default("info").notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("automation_log_level_check", inList(t.level, LOG_LEVELS)),
    index("automation_log_created_at_idx").on(t.createdAt.desc()),
    index("automation_log_key_created_at_idx").on(t.automationKey, t.createdAt.desc()),
  ],
);

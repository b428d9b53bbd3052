import { desc, eq } from "drizzle-orm";
import { automationLog, automationSetting } from "../../../db/schema";
import type { LogLevel } from "../../../db/schema";
import { normalizePhoneForWhatsApp } from "~/domain/phone";
import type { Db, Tx } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";

export const WELCOME_AUTOMATION = "welcome";
export const WELCOME_JOB = "whatsapp.welcome";
export const SKIPPED_NO_PHONE = "Saltado: sin teléfono";

/** A switch of /admin/automatizaciones; every automation is on until an admin turns it off. */
export async function isAutomationEnabled(db: Db | Tx, key: string): Promise<boolean> {
  const [row] = await db.select({ enabled: automationSetting.enabled }).from(automationSetting).where(eq(automationSetting.key, key));
  return row?.enabled ?? true;
}

export async function logAutomation(
  db: Db | Tx,
  key: string,
  message: string,
  options: { level?: LogLevel; data?: Record<string, unknown> } = {},
): Promise<void> {
  await db.insert(automationLog).values({ automationKey: key, message, level: options.level ?? "info", data: options.data });
}

/**
 * The welcome automation (docs/product.md §11.5): called whenever a join-form row is created or updated. Queues
 * the welcome template for the normalised phone, or logs that it was skipped. Never throws because
 * WhatsApp is unavailable: sending happens later, from the queue.
 */
export async function queueWelcome(db: Db | Tx, player: { name: string; phone: string | null | undefined }): Promise<void> {
  if (!(await isAutomationEnabled(db, WELCOME_AUTOMATION))) return;
  const to = normalizePhoneForWhatsApp(player.phone);
  if (!to) {
    await logAutomation(db, WELCOME_AUTOMATION, SKIPPED_NO_PHONE, { level: "warn", data: { name: player.name } });
    return;
  }
  await enqueueJob(db, { kind: WELCOME_JOB, payload: { to, name: player.name } });
  await logAutomation(db, WELCOME_AUTOMATION, `Bienvenida en cola para ${to}`, { data: { to, name: player.name } });
}

/** The automation log panel holds at most this many lines (docs/product.md §11.5). */
export const AUTOMATION_LOG_LIMIT = 200;

export async function setAutomationEnabled(db: Db | Tx, key: string, enabled: boolean, userId: string): Promise<void> {
  await db
    .insert(automationSetting)
    .values({ key, enabled, updatedBy: userId })
    .onConflictDoUpdate({ target: automationSetting.key, set: { enabled, updatedBy: userId, updatedAt: new Date() } });
}

export type AutomationLogLine = { id: number; level: string; message: string; createdAt: string };

/** Newest first. */
export async function recentAutomationLog(db: Db | Tx, limit = AUTOMATION_LOG_LIMIT): Promise<AutomationLogLine[]> {
  const rows = await db
    .select({ id: automationLog.id, level: automationLog.level, message: automationLog.message, createdAt: automationLog.createdAt })
    .from(automationLog)
    .orderBy(desc(automationLog.createdAt), desc(automationLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function clearAutomationLog(db: Db | Tx): Promise<void> {
  await db.delete(automationLog);
}

// The welcome automation's sending side: the queued job (retried by the worker) and the admin's test send.
import { localPhoneDigits, normalizePhoneForWhatsApp } from "~/domain/phone";
import { logAutomation, WELCOME_AUTOMATION } from "./automations.server";
import { getDb } from "../infra/db.server";
import { type JobContext, PermanentJobError } from "../infra/job-worker.server";
import { sendWelcome } from "./whatsapp.server";

/** Graph API codes that no retry can fix: invalid parameter, number not on WhatsApp, unknown template. */
const PERMANENT_CODES = new Set([100, 131026, 132001]);

/** Job 'whatsapp.welcome' (payload {to, name}): throws so the worker retries, unless retrying cannot help. */
export async function deliverWelcome(payload: Record<string, unknown>, { attempt, maxAttempts }: JobContext): Promise<void> {
  const to = typeof payload.to === "string" ? payload.to : "";
  const name = typeof payload.name === "string" ? payload.name : "";
  const result = await sendWelcome(to, name);
  const db = getDb();
  if (result.ok) {
    await logAutomation(db, WELCOME_AUTOMATION, `Bienvenida enviada a ${result.to} (${name}) · id ${result.value.messageId}`, {
      data: { to: result.to, name, messageId: result.value.messageId },
    });
    return;
  }
  const permanent = result.to === null || (result.code !== undefined && PERMANENT_CODES.has(result.code));
  const final = permanent || attempt >= maxAttempts;
  await logAutomation(
    db,
    WELCOME_AUTOMATION,
    `Error al enviar bienvenida a ${to}: ${result.message} (intento ${attempt} de ${maxAttempts}${final ? ", sin más reintentos" : ", se reintentará"})`,
    { level: final ? "error" : "warn", data: { to, name, code: result.code } },
  );
  throw permanent ? new PermanentJobError(result.message) : new Error(result.message);
}

export const TEST_PHONE_INVALID = "Ingresa un número de WhatsApp válido (10 dígitos)";
export const TEST_NAME_REQUIRED = "El nombre es requerido";
export const TEST_NAME_TOO_LONG = "El nombre es demasiado largo (máximo 100 caracteres)";

/**
 * 'Enviar prueba' of /admin/automatizaciones: sends the welcome template now and logs the result.
 * `invalid` marks refused input (nothing sent, nothing logged), unlike a send that failed.
 */
export async function sendTestWelcome(
  rawPhone: string,
  rawName: string,
  userId: string,
): Promise<{ ok: boolean; message: string; invalid?: true }> {
  const name = rawName.trim();
  if (!localPhoneDigits(rawPhone)) return { ok: false, message: TEST_PHONE_INVALID, invalid: true };
  if (!name) return { ok: false, message: TEST_NAME_REQUIRED, invalid: true };
  if (name.length > 100) return { ok: false, message: TEST_NAME_TOO_LONG, invalid: true };
  const to = normalizePhoneForWhatsApp(rawPhone)!;
  const result = await sendWelcome(to, name, userId);
  const message = result.ok
    ? `Prueba enviada a ${to} (${name}) · id ${result.value.messageId}`
    : `Error en la prueba a ${to}: ${result.message}`;
  await logAutomation(getDb(), WELCOME_AUTOMATION, message, { level: result.ok ? "info" : "error", data: { to, name, test: true } });
  return { ok: result.ok, message };
}

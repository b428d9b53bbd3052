// The welcome automation's sending side: the queued job (retried by the worker) and the admin's test send.
import { done, refused, type Result } from "~/domain/result";
import { localPhoneDigits, normalizePhoneForWhatsApp } from "~/domain/phone";
import { logAutomation, WELCOME_AUTOMATION } from "./automations.server";
import { getDb } from "../infra/db.server";
import { type JobContext, PermanentJobError } from "../infra/job-worker.server";
import { sendWelcome } from "./whatsapp.server";

/** Graph API codes that no retry can fix: invalid parameter, number not on WhatsApp, unknown template. */
const PERMANENT_CODES = new Set([100, 131026, 132001]);

/**
 * A queued send that failed: logs it under the automation (`what` names the message, e.g. 'bienvenida')
 * and throws so the worker retries, or fails the job at once when retrying cannot help.
 */
export async function failQueuedSend(
  automation: string,
  what: string,
  to: string,
  result: { to: string | null; message: string; code?: number },
  { attempt, maxAttempts }: JobContext,
  data: Record<string, unknown> = {},
): Promise<never> {
  const permanent = result.to === null || (result.code !== undefined && PERMANENT_CODES.has(result.code));
  const final = permanent || attempt >= maxAttempts;
  await logAutomation(
    getDb(),
    automation,
    `Error al enviar ${what} a ${to}: ${result.message} (intento ${attempt} de ${maxAttempts}${final ? ", sin más reintentos" : ", se reintentará"})`,
    { level: final ? "error" : "warn", data: { ...data, to, code: result.code } },
  );
  throw permanent ? new PermanentJobError(result.message) : new Error(result.message);
}

/** Job 'whatsapp.welcome' (payload {to, name}): throws so the worker retries, unless retrying cannot help. */
export async function deliverWelcome(payload: Record<string, unknown>, context: JobContext): Promise<void> {
  const to = typeof payload.to === "string" ? payload.to : "";
  const name = typeof payload.name === "string" ? payload.name : "";
  const result = await sendWelcome(to, name);
  if (!result.ok) return failQueuedSend(WELCOME_AUTOMATION, "bienvenida", to, result, context, { name });
  await logAutomation(getDb(), WELCOME_AUTOMATION, `Bienvenida enviada a ${result.to} (${name}) · id ${result.value.messageId}`, {
    data: { to: result.to, name, messageId: result.value.messageId },
  });
}

export const TEST_PHONE_INVALID = "Ingresa un número de WhatsApp válido (10 dígitos)";
export const TEST_NAME_REQUIRED = "El nombre es requerido";
export const TEST_NAME_TOO_LONG = "El nombre es demasiado largo (máximo 100 caracteres)";

/**
 * 'Enviar prueba' of /admin/automatizaciones: sends the welcome template now and logs the result.
 * Refused input (nothing sent, nothing logged) is a 400; a send that failed was still attempted and
 * logged, so its refusal is a 200 (the page's log reloads).
 */
export async function sendTestWelcome(rawPhone: string, rawName: string, userId: string): Promise<Result<string>> {
  const name = rawName.trim();
  if (!localPhoneDigits(rawPhone)) return refused(TEST_PHONE_INVALID, 400);
  if (!name) return refused(TEST_NAME_REQUIRED, 400);
  if (name.length > 100) return refused(TEST_NAME_TOO_LONG, 400);
  const to = normalizePhoneForWhatsApp(rawPhone)!;
  const result = await sendWelcome(to, name, userId);
  const message = result.ok
    ? `Prueba enviada a ${to} (${name}) · id ${result.value.messageId}`
    : `Error en la prueba a ${to}: ${result.message}`;
  await logAutomation(getDb(), WELCOME_AUTOMATION, message, { level: result.ok ? "info" : "error", data: { to, name, test: true } });
  return result.ok ? done(message) : refused(message, 200);
}

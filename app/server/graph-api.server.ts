// A small client of the WhatsApp Cloud API (Graph API): text and template messages and the phone
// number lookup used by 'Probar conexión'. The base URL and version come from the configuration.
import { type GraphError, graphErrorMessage, networkErrorMessage, TEMPLATE_LANGUAGE } from "~/domain/whatsapp";
import { getConfig } from "./config.server";
import { loadWhatsAppCredentials, type WhatsAppCredentials } from "./whatsapp-config.server";

const TIMEOUT_MS = 15_000;

export const NOT_CONFIGURED = "WhatsApp no está configurado: guarda el Access Token y el Phone Number ID en la configuración.";
export const NOT_ACTIVE = "La integración de WhatsApp está desactivada en la configuración.";
export const MISSING_CREDENTIALS = "Faltan credenciales para probar la conexión";

/** A failure carries the Spanish message to show and, for Graph API errors, Meta's code and own text. */
export type GraphResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; code?: number; graphMessage?: string; network?: boolean };

type GraphErrorBody = { error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string } };

function graphUrl(path: string): string {
  const c = getConfig();
  return `${c.GRAPH_API_URL.replace(/\/+$/, "")}/${c.GRAPH_API_VERSION}/${path}`;
}

async function graphFetch<T>(path: string, token: string, init: { method: "GET" } | { method: "POST"; body: unknown }): Promise<GraphResult<T>> {
  let response: Response;
  try {
    response = await fetch(graphUrl(path), {
      method: init.method,
      headers: { authorization: `Bearer ${token}`, ...(init.method === "POST" ? { "content-type": "application/json" } : {}) },
      body: init.method === "POST" ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { ok: false, message: networkErrorMessage(cause), network: true };
  }
  const json = (await response.json().catch(() => null)) as (T & GraphErrorBody) | null;
  if (response.ok && json && !json.error) return { ok: true, value: json };
  const error: GraphError = { code: json?.error?.code, subcode: json?.error?.error_subcode, message: json?.error?.message };
  return { ok: false, message: graphErrorMessage(error), code: error.code, graphMessage: error.message };
}

type SendAnswer = { messaging_product: string; contacts?: { input: string; wa_id: string }[]; messages?: { id: string }[] };

export type Sent = { messageId: string };

async function sendPayload(payload: Record<string, unknown>, credentials?: WhatsAppCredentials): Promise<GraphResult<Sent>> {
  const c = credentials ?? (await loadWhatsAppCredentials());
  if (!c.accessToken || !c.phoneNumberId) return { ok: false, message: NOT_CONFIGURED };
  if (!c.isActive) return { ok: false, message: NOT_ACTIVE };
  const result = await graphFetch<SendAnswer>(`${encodeURIComponent(c.phoneNumberId)}/messages`, c.accessToken, {
    method: "POST",
    body: { messaging_product: "whatsapp", recipient_type: "individual", ...payload },
  });
  if (!result.ok) return result;
  const messageId = result.value.messages?.[0]?.id;
  if (!messageId) return { ok: false, message: "Error desconocido al enviar mensaje" };
  return { ok: true, value: { messageId } };
}

export function sendTextMessage(to: string, body: string): Promise<GraphResult<Sent>> {
  return sendPayload({ to, type: "text", text: { preview_url: false, body } });
}

export function sendTemplateMessage(to: string, template: { name: string; bodyParameters: string[] }): Promise<GraphResult<Sent>> {
  return sendPayload({
    to,
    type: "template",
    template: {
      name: template.name,
      language: { code: TEMPLATE_LANGUAGE },
      components: [{ type: "body", parameters: template.bodyParameters.map((text) => ({ type: "text", text })) }],
    },
  });
}

/** 'Probar conexión' (001 §7): GET /{phone_number_id} with the stored token. */
export async function testConnection(): Promise<{ ok: boolean; message: string }> {
  const c = await loadWhatsAppCredentials();
  if (!c.accessToken || !c.phoneNumberId) return { ok: false, message: MISSING_CREDENTIALS };
  const result = await graphFetch<{ display_phone_number?: string }>(encodeURIComponent(c.phoneNumberId), c.accessToken, { method: "GET" });
  if (result.ok) return { ok: true, message: `Conexión exitosa. Número: ${result.value.display_phone_number ?? "N/A"}` };
  if (result.network) return { ok: false, message: result.message };
  return { ok: false, message: `Error de conexión: ${result.graphMessage ?? "Error desconocido"}` };
}

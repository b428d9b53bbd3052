// The WhatsApp Cloud API (Graph API) through whatsapp-api-js (ADR 0010): text and template messages to
// a phone number or a business-scoped user ID, media lookups and downloads, and the phone number
// lookup of 'Probar conexión'. The library writes Meta's host into its URLs; our fetch sends them to
// GRAPH_API_URL instead (tests run a local server speaking the protocol) and bounds every call in time.
import { WhatsAppAPI } from "whatsapp-api-js";
import { BodyComponent, BodyParameter, Language, Template } from "whatsapp-api-js/messages/template";
import { Text } from "whatsapp-api-js/messages/text";
import type { ClientMessage, ServerMediaRetrieveResponse, ServerMessageResponse } from "whatsapp-api-js/types";
import { type GraphError, graphErrorMessage, networkErrorMessage, TEMPLATE_LANGUAGE } from "~/domain/whatsapp";
import { done, refused, type Refusal, type Result } from "~/domain/result";
import { getConfig } from "../infra/config.server";
import { loadWhatsAppCredentials, type WhatsAppCredentials } from "./whatsapp-config.server";

const TIMEOUT_MS = 15_000;
const META_GRAPH = "https://graph.facebook.com/";

export const NOT_CONFIGURED = "WhatsApp no está configurado: guarda el Access Token y el Phone Number ID en la configuración.";
export const NOT_ACTIVE = "La integración de WhatsApp está desactivada en la configuración.";
export const MISSING_CREDENTIALS = "Faltan credenciales para probar la conexión";

/** A failure carries the Spanish message to show and, for Graph API errors, Meta's code and own text. */
export type GraphResult<T> = Result<T, Refusal & { code?: number; graphMessage?: string; network?: boolean }>;

/** Who a message goes to: the phone number when known (Meta gives it precedence), else the BSUID. */
export type Recipient = { phone?: string | null; userId?: string | null };

type GraphErrorBody = { error?: { message?: string; code?: number; error_subcode?: number } };

/** Meta's URLs, sent to the configured Graph API base instead; other URLs (media downloads) as they are. */
function graphFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const c = getConfig();
  const target = url.startsWith(META_GRAPH) ? `${c.GRAPH_API_URL.replace(/\/+$/, "")}/${url.slice(META_GRAPH.length)}` : url;
  return fetch(target, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
}

function client(accessToken: string): WhatsAppAPI {
  // Signatures are checked by the webhook route over the raw bytes (whatsapp-webhook.server.ts).
  return new WhatsAppAPI({ token: accessToken, secure: false, v: getConfig().GRAPH_API_VERSION, ponyfill: { fetch: graphFetch } });
}

function failure(body: GraphErrorBody | null): GraphResult<never> {
  const error: GraphError = { code: body?.error?.code, subcode: body?.error?.error_subcode, message: body?.error?.message };
  return { ok: false, message: graphErrorMessage(error), code: error.code, graphMessage: error.message };
}

/** Runs one library call: network failures and unreadable answers become Spanish messages. */
async function call<T extends object>(run: () => Promise<T | GraphErrorBody>): Promise<GraphResult<T>> {
  let answer: T | GraphErrorBody;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof SyntaxError) return failure(null);
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { ok: false, message: networkErrorMessage(cause), network: true };
  }
  if ("error" in answer && answer.error) return failure(answer);
  return done(answer as T);
}

export type Sent = { messageId: string };

async function ready(credentials?: WhatsAppCredentials): Promise<GraphResult<{ api: WhatsAppAPI; phoneNumberId: string }>> {
  const c = credentials ?? (await loadWhatsAppCredentials());
  if (!c.accessToken || !c.phoneNumberId) return { ok: false, message: NOT_CONFIGURED };
  if (!c.isActive) return { ok: false, message: NOT_ACTIVE };
  return { ok: true, value: { api: client(c.accessToken), phoneNumberId: c.phoneNumberId } };
}

async function send(to: Recipient, message: ClientMessage): Promise<GraphResult<Sent>> {
  const phone = to.phone || undefined;
  const bsuid = to.userId || undefined;
  if (!phone && !bsuid) return { ok: false, message: "Saltado: sin teléfono ni identificador de WhatsApp" };
  const setup = await ready();
  if (!setup.ok) return setup;
  const { api, phoneNumberId } = setup.value;
  const result = await call<Extract<ServerMessageResponse, { messages: unknown }>>(
    // A string is read by the library as a BSUID when it looks like one ('MX.…'), else as a phone number.
    () => api.sendMessage(phoneNumberId, (phone ?? bsuid)!, message),
  );
  if (!result.ok) return result;
  const messageId = result.value.messages?.[0]?.id;
  if (!messageId) return { ok: false, message: "Error desconocido al enviar mensaje" };
  return { ok: true, value: { messageId } };
}

export function sendTextMessage(to: Recipient, body: string): Promise<GraphResult<Sent>> {
  return send(to, new Text(body));
}

export function sendTemplateMessage(to: Recipient, template: { name: string; bodyParameters: string[] }): Promise<GraphResult<Sent>> {
  const [first, ...rest] = template.bodyParameters.map((text) => new BodyParameter(text));
  const components = first ? [new BodyComponent(first, ...rest)] : [];
  return send(to, new Template(template.name, new Language(TEMPLATE_LANGUAGE), ...components));
}

export type MediaInfo = { url: string; mimeType: string; fileSize: number | null };

/** GET /{media_id}: where Meta keeps an inbound file (the URL needs the access token and expires in minutes). */
export async function mediaInfo(mediaId: string): Promise<GraphResult<MediaInfo & { download: () => Promise<Response> }>> {
  const setup = await ready();
  if (!setup.ok) return setup;
  const { api, phoneNumberId } = setup.value;
  const result = await call<Extract<ServerMediaRetrieveResponse, { url: string }>>(() => api.retrieveMedia(mediaId, phoneNumberId));
  if (!result.ok) return result;
  const { url, mime_type, file_size } = result.value;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) return { ok: false, message: "WhatsApp no devolvió la dirección del archivo" };
  const size = Number(file_size);
  return {
    ok: true,
    value: { url, mimeType: String(mime_type ?? ""), fileSize: Number.isFinite(size) ? size : null, download: () => api.fetchMedia(url) },
  };
}

/** 'Probar conexión' (docs/product.md §11.3): GET /{phone_number_id} with the stored token. */
export async function testConnection(): Promise<Result<string>> {
  const c = await loadWhatsAppCredentials();
  if (!c.accessToken || !c.phoneNumberId) return refused(MISSING_CREDENTIALS);
  const api = client(c.accessToken);
  const url = `${META_GRAPH}${getConfig().GRAPH_API_VERSION}/${encodeURIComponent(c.phoneNumberId)}`;
  // The library has no call for the phone number's own fields: its authenticated fetch is the documented way.
  const result = await call<{ display_phone_number?: string }>(
    async () => (await api.$$apiFetch$$(url)).json() as Promise<{ display_phone_number?: string }>,
  );
  if (result.ok) return done(`Conexión exitosa. Número: ${result.value.display_phone_number ?? "N/A"}`);
  if (result.network) return refused(result.message);
  return refused(`Error de conexión: ${result.graphMessage ?? "Error desconocido"}`);
}

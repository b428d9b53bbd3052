// Pure WhatsApp rules (docs/product.md §11.2, §11.5): the 24-hour customer-service window, conversation
// list details, tags, the welcome template name and the Spanish text of Graph API errors.

/** Meta lets a business send free-form text only within 24 h of the customer's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PREVIEW_LENGTH = 50;
export const MAX_MESSAGE_LENGTH = 4096;
export const MAX_TAG_LENGTH = 40;
export const TEMPLATE_LANGUAGE = "es_MX";

export const TEMPLATE_NEEDED =
  "Fuera de la ventana de 24 horas: WhatsApp solo permite enviar una plantilla aprobada hasta que el usuario vuelva a escribir.";

/** Whether a free-form message may be sent: the contact wrote within the last 24 hours. */
export function isWithinServiceWindow(lastInboundAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!lastInboundAt) return false;
  const at = new Date(lastInboundAt).getTime();
  return now.getTime() - at < SERVICE_WINDOW_MS;
}

/** The green dot of the list: the conversation's last message is under 24 h old. */
export const isRecent = isWithinServiceWindow;

/** The note after an inbound text that was cut at Meta's limit (docs/product.md §11.2). */
export const INBOUND_CUT_NOTE = "[Mensaje recortado: WhatsApp admite hasta 4096 caracteres]";

/**
 * An inbound message's text as stored and shown: at most Meta's own 4,096 characters (counted as
 * characters, so an emoji is never split), followed by a note when it was longer, so one message
 * cannot flood the inbox and nothing is cut without saying so.
 */
export function capInboundText(text: string): string {
  if (text.length <= MAX_MESSAGE_LENGTH) return text;
  const chars = Array.from(text);
  if (chars.length <= MAX_MESSAGE_LENGTH) return text;
  return `${chars.slice(0, MAX_MESSAGE_LENGTH).join("")}\n${INBOUND_CUT_NOTE}`;
}

/** A WhatsApp username without the '@' it sometimes arrives with (shown as '@sofi.padel'), or null. */
export function plainUsername(raw: string | null | undefined): string | null {
  return raw?.trim().replace(/^@+/, "").trim() || null;
}

type Contact = { displayName: string | null; username: string | null; phone: string | null };

/** The inbox's name for a contact: WhatsApp profile name, else username, else the phone number. */
export function conversationTitle(c: Contact): string {
  const name = c.displayName?.trim();
  if (name) return name;
  const username = plainUsername(c.username);
  if (username) return `@${username}`;
  return c.phone ? `Usuario ${c.phone}` : "Usuario de WhatsApp";
}

/** The line under the name: the username (when not already the title) and the phone, as far as known. */
export function conversationSubtitle(c: Contact): string {
  const title = conversationTitle(c);
  const username = plainUsername(c.username);
  const parts = [username && title !== `@${username}` ? `@${username}` : null, c.phone && title !== `Usuario ${c.phone}` ? c.phone : null];
  const known = parts.filter(Boolean).join(" · ");
  return known || (c.phone ? "" : "Sin teléfono (usuario con nombre de usuario)");
}

export function messagePreview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

const BADGES = ["Torneo", "Entrenador", "Club"] as const;
export type ConversationBadge = (typeof BADGES)[number];

/** Torneo / Entrenador / Club when the last message mentions them (any case). */
export function messageBadges(text: string): ConversationBadge[] {
  const lower = text.toLocaleLowerCase("es-MX");
  return BADGES.filter((badge) => lower.includes(badge.toLocaleLowerCase("es-MX")));
}

/** A tag as stored: trimmed, inner spaces collapsed; null when blank or too long. */
export function normalizeTag(raw: string | null | undefined): string | null {
  const tag = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!tag || tag.length > MAX_TAG_LENGTH) return null;
  return tag;
}

/**
 * The welcome template `{product}_intro` (docs/product.md §11.5), the product being the first word of the site's
 * name without accents: 'Dagos Pádel Puebla' -> 'dagos_intro'.
 */
export function welcomeTemplateName(siteName: string): string {
  const product = siteName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .find(Boolean);
  return `${product ?? "padel"}_intro`;
}

export type GraphError = { code?: number; subcode?: number; message?: string };

/** The Spanish text shown for an error answered by the Graph API. */
export function graphErrorMessage(error: GraphError): string {
  switch (error.code) {
    case 131047:
      return "Han pasado más de 24 horas desde el último mensaje del usuario: envía una plantilla aprobada.";
    case 131056:
      return "Demasiados mensajes a este número en poco tiempo. Espera un momento e inténtalo de nuevo.";
    case 131026:
      return "El número no puede recibir mensajes de WhatsApp.";
    case 132001:
      return "La plantilla no existe o no está aprobada en este idioma.";
    case 190:
      return "El token de acceso de WhatsApp no es válido o expiró. Actualízalo en la configuración.";
    case 100:
      return `Parámetro inválido en la petición a WhatsApp: ${error.message ?? "Error desconocido"}`;
    case 4:
    case 80007:
    case 130429:
      return "Se alcanzó el límite de envíos de WhatsApp. Inténtalo más tarde.";
    default:
      return `Error al enviar mensaje: ${error.message ?? "Error desconocido al enviar mensaje"}`;
  }
}

export function networkErrorMessage(message: string): string {
  return `Error de red: ${message}`;
}

/** Delay before retry number `attempt` (1-based) of a queued job: 30 s doubling, at most 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

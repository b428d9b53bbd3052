// The readable Spanish text of every inbound WhatsApp message type Meta documents (Cloud API
// "messages" webhook), and the identity rules of a contact (business-scoped user ID, phone, username).
// Pure: the webhook module validates the payload and passes the parts here.

/** What a stored WhatsApp message is: Meta's message types, plus 'template' for our outbound templates. */
export const MESSAGE_KINDS = [
  "text",
  "reaction",
  "image",
  "sticker",
  "audio",
  "video",
  "document",
  "location",
  "contacts",
  "interactive",
  "button",
  "order",
  "system",
  "request_welcome",
  "unsupported",
  "template",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A business-scoped user ID: two letters, a period, then Meta's identifier ('MX.1502576394655843', 'US.ENT.118…'). */
const BSUID = /^[A-Z]{2}\.[A-Za-z0-9.]{1,160}$/;

export function isBsuid(value: string): boolean {
  return BSUID.test(value);
}

/** The key of a conversation in URLs and forms: its BSUID when known, else its phone number. */
export function contactKey(contact: { userId: string | null; phone: string | null }): string {
  return contact.userId ?? contact.phone ?? "";
}

/** A contact key from a URL or form: a BSUID as is, otherwise the digits of a phone number. */
export function parseContactKey(raw: string): { userId: string } | { phone: string } | null {
  const value = raw.trim().slice(0, 200);
  if (isBsuid(value)) return { userId: value };
  const digits = value.replace(/\D/g, "").slice(0, 20);
  return digits ? { phone: digits } : null;
}

export type MediaPart = { id?: string; caption?: string; filename?: string; mime_type?: string; voice?: boolean; animated?: boolean };

/** The parts of an inbound message the text depends on (Meta's field names). */
export type InboundContent = {
  type: string;
  text?: { body?: string };
  reaction?: { message_id?: string; emoji?: string };
  image?: MediaPart;
  sticker?: MediaPart;
  audio?: MediaPart;
  video?: MediaPart;
  document?: MediaPart;
  location?: { latitude?: number | string; longitude?: number | string; name?: string; address?: string; url?: string };
  contacts?: {
    name?: { formatted_name?: string; first_name?: string; last_name?: string };
    phones?: { phone?: string; wa_id?: string }[];
  }[];
  interactive?: {
    type?: string;
    button_reply?: { id?: string; title?: string };
    list_reply?: { id?: string; title?: string; description?: string };
    nfm_reply?: { name?: string; body?: string };
    call_permission_reply?: { response?: string };
  };
  button?: { text?: string; payload?: string };
  order?: { product_items?: unknown[]; text?: string };
  system?: { type?: string; body?: string };
  unsupported?: { type?: string };
  errors?: { code?: number; title?: string; message?: string }[];
};

export const MEDIA_TYPES = ["image", "sticker", "audio", "video", "document"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export function isMediaType(type: string): type is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

/** The kinds the inbox stores; anything else Meta may add is stored as 'unsupported' with a note. */
const KNOWN = new Set<string>(MESSAGE_KINDS.filter((k) => k !== "template"));

export function inboundKind(type: string): MessageKind {
  if (type === "unknown") return "unsupported";
  return KNOWN.has(type) ? (type as MessageKind) : "unsupported";
}

const QUOTE_LENGTH = 60;

function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `"${line.length > QUOTE_LENGTH ? `${line.slice(0, QUOTE_LENGTH)}…` : line}"`;
}

function withCaption(label: string, caption: string | undefined): string {
  const c = caption?.trim();
  return c ? `${label}: ${c}` : label;
}

/** A link that opens the point on a map (works in every browser, on phones it opens the maps app). */
export function mapLink(latitude: number | string, longitude: number | string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

function mediaText(type: MediaType, media: MediaPart | undefined): string {
  switch (type) {
    case "image":
      return withCaption("📷 Imagen", media?.caption);
    case "sticker":
      return media?.animated ? "🏷️ Sticker animado" : "🏷️ Sticker";
    case "audio":
      return media?.voice ? "🎤 Nota de voz" : "🎵 Audio";
    case "video":
      return withCaption("🎬 Video", media?.caption);
    case "document": {
      const name = media?.filename?.trim();
      return withCaption(name ? `📄 Documento «${name}»` : "📄 Documento", media?.caption);
    }
  }
}

function contactLine(c: NonNullable<InboundContent["contacts"]>[number]): string {
  const name = c.name?.formatted_name?.trim() || [c.name?.first_name, c.name?.last_name].filter(Boolean).join(" ") || "Sin nombre";
  const phones = (c.phones ?? []).map((p) => p.phone ?? p.wa_id).filter(Boolean);
  return phones.length ? `${name} (${phones.join(", ")})` : name;
}

function interactiveText(i: NonNullable<InboundContent["interactive"]>): string {
  if (i.button_reply?.title !== undefined) return `Eligió el botón ${quote(i.button_reply.title)}`;
  if (i.list_reply?.title !== undefined) return `Eligió de la lista ${quote(i.list_reply.title)}`;
  if (i.nfm_reply) return "📝 Respondió un formulario";
  if (i.call_permission_reply) {
    return i.call_permission_reply.response === "accept" ? "📞 Aceptó recibir llamadas" : "📞 Rechazó recibir llamadas";
  }
  return "Respondió a un mensaje interactivo";
}

function systemText(s: NonNullable<InboundContent["system"]>): string {
  switch (s.type) {
    case "user_changed_number":
    case "customer_changed_number":
      return "ℹ️ El contacto cambió su número de WhatsApp";
    case "user_changed_user_id":
      return "ℹ️ El identificador de WhatsApp del contacto cambió";
    case "customer_identity_changed":
      return "ℹ️ El código de seguridad del contacto cambió";
    default:
      return s.body?.trim() ? `ℹ️ Aviso de WhatsApp: ${s.body.trim()}` : "ℹ️ Aviso de WhatsApp";
  }
}

/**
 * The text the inbox shows for an inbound message. `referenced` is the text of the message a
 * reaction refers to, when the inbox has it.
 */
export function inboundText(m: InboundContent, referenced?: string | null): string {
  const type = m.type;
  if (type === "text") return m.text?.body ?? "";
  if (type === "reaction") {
    const target = referenced ? `a ${quote(referenced)}` : "a un mensaje";
    const emoji = m.reaction?.emoji?.trim();
    return emoji ? `Reaccionó con ${emoji} ${target}` : `Quitó su reacción ${target}`;
  }
  if (isMediaType(type)) return mediaText(type, m[type]);
  if (type === "location") {
    const l = m.location;
    const place = [l?.name, l?.address]
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(", ");
    const link = l?.latitude !== undefined && l?.longitude !== undefined ? mapLink(l.latitude, l.longitude) : null;
    return [place ? `📍 Ubicación: ${place}` : "📍 Ubicación", link].filter(Boolean).join("\n");
  }
  if (type === "contacts") {
    const list = m.contacts ?? [];
    return `👤 ${list.length === 1 ? "Contacto compartido" : "Contactos compartidos"}: ${list.map(contactLine).join("; ") || "sin datos"}`;
  }
  if (type === "interactive") return interactiveText(m.interactive ?? {});
  if (type === "button") return `Tocó el botón ${quote(m.button?.text ?? m.button?.payload ?? "")}`;
  if (type === "order") {
    const count = m.order?.product_items?.length ?? 0;
    return withCaption(`🛒 Pedido de ${count} ${count === 1 ? "producto" : "productos"}`, m.order?.text);
  }
  if (type === "system") return systemText(m.system ?? {});
  if (type === "request_welcome") return "👋 El usuario abrió el chat por primera vez";
  const shown = m.unsupported?.type ?? (type === "unsupported" || type === "unknown" ? null : type);
  return `⚠️ Mensaje no compatible${shown ? ` (${shown})` : ""}: WhatsApp no permite mostrarlo aquí; ábrelo en el teléfono del negocio o pide al usuario que lo envíe de otra forma.`;
}

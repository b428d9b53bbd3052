// Webhook payloads as Meta documents them (WhatsApp Cloud API "messages" webhook reference and the
// business-scoped user ID guide): the envelope, field names and example ids (WABA 102290129340398,
// phone number id 106540352242922, display number 15550783881, user 16505551234 "Sheena Nelson",
// BSUID 'US.13491208655302741918'), with message texts in Spanish. Each inbound entry carries the
// text the inbox must show for it.

export const META = {
  wabaId: "102290129340398",
  displayPhoneNumber: "15550783881",
  phoneNumberId: "106540352242922",
};

/** A contact as Meta sends it in `contacts`: BSUID always, phone unless the user has a username and withheld it. */
export type CorpusContact = { userId: string; phone?: string; name: string; username?: string };

export const SHEENA: CorpusContact = { userId: "US.13491208655302741918", phone: "16505551234", name: "Sheena Nelson" };
/** A user who adopted a WhatsApp username: the phone number is withheld from the webhook. */
export const ANA: CorpusContact = { userId: "MX.1502576394655843", name: "Ana Torres", username: "ana.padel" };
/** A phone user of Puebla (conversation started before BSUIDs existed). */
export const LUIS: CorpusContact = { userId: "MX.88120455301934", phone: "5212225557788", name: "Luis Pérez" };

export const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

export function envelope(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: META.wabaId,
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: META.displayPhoneNumber, phone_number_id: META.phoneNumberId },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

export function contactEntry(c: CorpusContact) {
  return {
    profile: { name: c.name, ...(c.username ? { username: c.username } : {}) },
    ...(c.phone ? { wa_id: c.phone } : {}),
    user_id: c.userId,
  };
}

/** The sender fields of a message: `from` (phone) only when Meta shares it, `from_user_id` always. */
export function sender(c: CorpusContact) {
  return { ...(c.phone ? { from: c.phone } : {}), from_user_id: c.userId };
}

/** One inbound message from `c` (its `contacts` entry included, as Meta sends it). */
export function inbound(c: CorpusContact, message: Record<string, unknown>, at: Date = new Date()) {
  return envelope({ contacts: [contactEntry(c)], messages: [{ ...sender(c), timestamp: unixSeconds(at), ...message }] });
}

export type CorpusMessage = { name: string; id: string; message: Record<string, unknown>; shows: string };

/**
 * Every inbound message type, from Sheena, in order (the reactions refer to the first text). The
 * media ids are registered in the fake Graph API by the tests that download them.
 */
export const INBOUND_CORPUS: CorpusMessage[] = [
  {
    name: "text",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=",
    message: { type: "text", text: { body: "¿A qué hora abre la cancha el sábado?" } },
    shows: "¿A qué hora abre la cancha el sábado?",
  },
  {
    name: "reaction",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUNCNjk5RDUwNUZGMUZEM0VBRAA=",
    message: { type: "reaction", reaction: { message_id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=", emoji: "👍" } },
    shows: 'Reaccionó con 👍 a "¿A qué hora abre la cancha el sábado?"',
  },
  {
    name: "reaction removed (emoji omitted)",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUNCNjk5RDUwNUZGMUZEM0VBRQA=",
    message: { type: "reaction", reaction: { message_id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=" } },
    shows: 'Quitó su reacción a "¿A qué hora abre la cancha el sábado?"',
  },
  {
    name: "image",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzYAA=",
    message: {
      type: "image",
      image: {
        caption: "Mi raqueta nueva",
        mime_type: "image/jpeg",
        sha256: "I2MpDyhcEe6WR5oIUf1ZzZ8yDbYHUHCPyVxVDSkhYbA=",
        id: "1003383421387256",
        url: "https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&source=webhook&ext=1739321024",
      },
    },
    shows: "📷 Imagen: Mi raqueta nueva",
  },
  {
    name: "sticker",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzcAA=",
    message: {
      type: "sticker",
      sticker: { mime_type: "image/webp", sha256: "kdRdSxlsdmhqDn5J8dD8rYDplmdhZf5XvOFvoU8AJPA=", id: "1390916078811428", animated: false },
    },
    shows: "🏷️ Sticker",
  },
  {
    name: "audio (voice note)",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzgAA=",
    message: {
      type: "audio",
      audio: {
        mime_type: "audio/ogg; codecs=opus",
        sha256: "Rz2pYLH+K2b8Q2hG1gPg5oLA4oYN8bJRXlQxjLPV0iY=",
        id: "1003383421387257",
        voice: true,
      },
    },
    shows: "🎤 Nota de voz",
  },
  {
    name: "video",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzkAA=",
    message: {
      type: "video",
      video: {
        caption: "Punto de oro en la final",
        mime_type: "video/mp4",
        sha256: "xAGe1h7kq8wVfTQpBq1S8iDlfZk6sA1XKcqlV0Rjzws=",
        id: "1003383421387258",
      },
    },
    shows: "🎬 Video: Punto de oro en la final",
  },
  {
    name: "document",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzAAA=",
    message: {
      type: "document",
      document: {
        caption: "Reglamento del torneo",
        filename: "reglamento.pdf",
        mime_type: "application/pdf",
        sha256: "o2mpcHsLSbTqNYKMZz1HkhLE6Qz8bTgx8Hq4Ghw4yq4=",
        id: "1003383421387259",
      },
    },
    shows: "📄 Documento «reglamento.pdf»: Reglamento del torneo",
  },
  {
    name: "location",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzEAA=",
    message: {
      type: "location",
      location: { address: "Blvd. del Niño Poblano 2901, Puebla", latitude: 19.0326, longitude: -98.2325, name: "Club Pádel Angelópolis" },
    },
    shows:
      "📍 Ubicación: Club Pádel Angelópolis, Blvd. del Niño Poblano 2901, Puebla\nhttps://www.google.com/maps/search/?api=1&query=19.0326%2C-98.2325",
  },
  {
    name: "contacts",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzIAA=",
    message: {
      type: "contacts",
      contacts: [
        {
          name: { first_name: "Barbara", last_name: "Johnson", formatted_name: "Barbara J. Johnson" },
          phones: [{ phone: "+1 (940) 555-1234", wa_id: "19405551234", type: "HOME" }],
          emails: [{ email: "bjohnson@example.com", type: "HOME" }],
        },
      ],
    },
    shows: "👤 Contacto compartido: Barbara J. Johnson (+1 (940) 555-1234)",
  },
  {
    name: "interactive button reply",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzMAA=",
    message: {
      context: { from: META.displayPhoneNumber, id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3QjNCODY4QjE2NUE0NEFGOTQA" },
      type: "interactive",
      interactive: { type: "button_reply", button_reply: { id: "inscribirme", title: "Sí, me inscribo" } },
    },
    shows: 'Eligió el botón "Sí, me inscribo"',
  },
  {
    name: "interactive list reply",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzQAA=",
    message: {
      context: { from: META.displayPhoneNumber, id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3QjNCODY4QjE2NUE0NEFGOTUA" },
      type: "interactive",
      interactive: { type: "list_reply", list_reply: { id: "cuarta-varonil", title: "Cuarta Fuerza Varonil", description: "Sábado 9:00" } },
    },
    shows: 'Eligió de la lista "Cuarta Fuerza Varonil"',
  },
  {
    name: "template quick-reply button",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzUAA=",
    message: {
      context: { from: META.displayPhoneNumber, id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3QjNCODY4QjE2NUE0NEFGOTYA" },
      type: "button",
      button: { payload: "Dejar de recibir", text: "Dejar de recibir" },
    },
    shows: 'Tocó el botón "Dejar de recibir"',
  },
  {
    name: "unsupported",
    id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZBRjNBRjQ5MzVFNUYzQzYBA=",
    message: {
      type: "unsupported",
      errors: [
        {
          code: 131051,
          title: "Message type unknown",
          message: "Message type unknown",
          error_data: { details: "Message type is currently not supported." },
        },
      ],
      unsupported: { type: "edit" },
    },
    shows:
      "⚠️ Mensaje no compatible (edit): WhatsApp no permite mostrarlo aquí; ábrelo en el teléfono del negocio o pide al usuario que lo envíe de otra forma.",
  },
];

/** A status webhook for a message we sent (Meta includes `contacts`, except on failed statuses). */
export function statusEntry(s: {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  to: CorpusContact;
  sentTo: "phone" | "bsuid";
  at?: Date;
  errors?: { code: number; title: string; message: string; details: string }[];
}) {
  const status = {
    id: s.id,
    status: s.status,
    timestamp: unixSeconds(s.at ?? new Date()),
    ...(s.sentTo === "phone" && s.to.phone ? { recipient_id: s.to.phone } : {}),
    // Always set, except on a failed status of a message sent to a phone number.
    ...(s.status === "failed" && s.sentTo === "phone" ? {} : { recipient_user_id: s.to.userId }),
    ...(s.errors
      ? {
          errors: s.errors.map((e) => ({
            code: e.code,
            title: e.title,
            message: e.message,
            error_data: { details: e.details },
            href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
          })),
        }
      : {
          pricing: { billable: true, pricing_model: "PMP", category: "service", type: "free_customer_service" },
        }),
  };
  const contacts =
    s.status === "failed"
      ? {}
      : { contacts: [{ ...contactEntry(s.to), profile: s.status === "sent" ? { name: s.to.name } : contactEntry(s.to).profile }] };
  return envelope({ ...contacts, statuses: [status] });
}

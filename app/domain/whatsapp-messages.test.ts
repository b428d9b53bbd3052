import { describe, expect, it } from "vitest";
import { contactKey, inboundKind, inboundText, isBsuid, mapLink, parseContactKey } from "./whatsapp-messages";

describe("business-scoped user IDs", () => {
  it("recognises Meta's BSUID and parent BSUID formats, not phone numbers", () => {
    expect(isBsuid("MX.1502576394655843")).toBe(true);
    expect(isBsuid("US.ENT.11815799212886844830")).toBe(true);
    expect(isBsuid("5212221234567")).toBe(false);
    expect(isBsuid("mx.123")).toBe(false);
    expect(isBsuid("MX.")).toBe(false);
    expect(isBsuid("MX.12 34")).toBe(false);
  });

  it("keys a conversation by its BSUID, else its phone, and reads keys back from URLs and forms", () => {
    expect(contactKey({ userId: "MX.1", phone: "52222" })).toBe("MX.1");
    expect(contactKey({ userId: null, phone: "52222" })).toBe("52222");
    expect(parseContactKey(" MX.1502576394655843 ")).toEqual({ userId: "MX.1502576394655843" });
    expect(parseContactKey("+52 222 555 1234")).toEqual({ phone: "522225551234" });
    expect(parseContactKey("abc")).toBeNull();
    expect(parseContactKey("")).toBeNull();
  });
});

describe("the Spanish text of inbound messages", () => {
  it("names a reaction's message when the inbox has it, and a removed reaction", () => {
    expect(
      inboundText(
        { type: "reaction", reaction: { message_id: "w", emoji: "❤️" } },
        "Nos vemos el sábado en la cancha 3 del club, lleva pelotas nuevas",
      ),
    ).toBe('Reaccionó con ❤️ a "Nos vemos el sábado en la cancha 3 del club, lleva pelotas n…"');
    expect(inboundText({ type: "reaction", reaction: { message_id: "w", emoji: "👍" } }, null)).toBe("Reaccionó con 👍 a un mensaje");
    expect(inboundText({ type: "reaction", reaction: { message_id: "w" } }, null)).toBe("Quitó su reacción a un mensaje");
  });

  it("labels media with and without caption", () => {
    expect(inboundText({ type: "image", image: {} })).toBe("📷 Imagen");
    expect(inboundText({ type: "sticker", sticker: { animated: true } })).toBe("🏷️ Sticker animado");
    expect(inboundText({ type: "audio", audio: { voice: false } })).toBe("🎵 Audio");
    expect(inboundText({ type: "video", video: { caption: "  " } })).toBe("🎬 Video");
    expect(inboundText({ type: "document", document: {} })).toBe("📄 Documento");
  });

  it("gives a location without a name its map link only", () => {
    expect(inboundText({ type: "location", location: { latitude: "19.04", longitude: "-98.2" } })).toBe(
      "📍 Ubicación\nhttps://www.google.com/maps/search/?api=1&query=19.04%2C-98.2",
    );
    expect(mapLink(19.0326, -98.2325)).toBe("https://www.google.com/maps/search/?api=1&query=19.0326%2C-98.2325");
  });

  it("lists several shared contacts and their phones", () => {
    expect(
      inboundText({
        type: "contacts",
        contacts: [
          { name: { formatted_name: "Ana" }, phones: [{ phone: "+52 222 111" }, { wa_id: "52222222" }] },
          { name: { first_name: "Beto", last_name: "Ruiz" } },
        ],
      }),
    ).toBe("👤 Contactos compartidos: Ana (+52 222 111, 52222222); Beto Ruiz");
  });

  it("explains system messages, new message types and unsupported ones", () => {
    expect(inboundText({ type: "system", system: { type: "customer_identity_changed", body: "x" } })).toBe(
      "ℹ️ El código de seguridad del contacto cambió",
    );
    expect(inboundText({ type: "system", system: { type: "otra", body: "Algo pasó" } })).toBe("ℹ️ Aviso de WhatsApp: Algo pasó");
    expect(inboundText({ type: "request_welcome" })).toBe("👋 El usuario abrió el chat por primera vez");
    expect(inboundText({ type: "interactive", interactive: { type: "nfm_reply", nfm_reply: { name: "flow" } } })).toBe(
      "📝 Respondió un formulario",
    );
    expect(inboundText({ type: "order", order: { product_items: [{}, {}] } })).toBe("🛒 Pedido de 2 productos");
    expect(inboundText({ type: "unknown" })).toBe(
      "⚠️ Mensaje no compatible: WhatsApp no permite mostrarlo aquí; ábrelo en el teléfono del negocio o pide al usuario que lo envíe de otra forma.",
    );
    expect(inboundKind("poll")).toBe("unsupported");
    expect(inboundKind("unknown")).toBe("unsupported");
    expect(inboundKind("sticker")).toBe("sticker");
  });
});

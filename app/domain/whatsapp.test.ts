import { describe, expect, it } from "vitest";
import {
  conversationSubtitle,
  conversationTitle,
  graphErrorMessage,
  isWithinServiceWindow,
  messageBadges,
  messagePreview,
  networkErrorMessage,
  normalizeTag,
  retryDelayMs,
  welcomeTemplateName,
} from "./whatsapp";

const now = new Date("2026-11-22T12:00:00Z");

describe("24-hour customer-service window", () => {
  it("is open for under 24 hours after the contact's last message", () => {
    expect(isWithinServiceWindow(new Date("2026-11-21T12:00:01Z"), now)).toBe(true);
    expect(isWithinServiceWindow("2026-11-21T12:00:00Z", now)).toBe(false);
    expect(isWithinServiceWindow(null, now)).toBe(false);
  });
});

describe("conversation list", () => {
  it("falls back to 'Usuario {phone}' and truncates previews at 50 characters", () => {
    expect(conversationTitle({ displayName: null, username: null, phone: "5212221234567" })).toBe("Usuario 5212221234567");
    expect(conversationTitle({ displayName: "  ", username: null, phone: "52" })).toBe("Usuario 52");
    expect(conversationTitle({ displayName: "Ana", username: "ana.padel", phone: "52" })).toBe("Ana");
    expect(conversationTitle({ displayName: null, username: "ana.padel", phone: null })).toBe("@ana.padel");
    expect(conversationTitle({ displayName: null, username: null, phone: null })).toBe("Usuario de WhatsApp");
  });

  it("shows the username and the phone under the name as far as they are known", () => {
    expect(conversationSubtitle({ displayName: "Ana", username: "ana.padel", phone: "5212221234567" })).toBe("@ana.padel · 5212221234567");
    expect(conversationSubtitle({ displayName: "Ana", username: null, phone: "5212221234567" })).toBe("5212221234567");
    expect(conversationSubtitle({ displayName: null, username: null, phone: "5212221234567" })).toBe("");
    expect(conversationSubtitle({ displayName: null, username: "ana.padel", phone: null })).toBe(
      "Sin teléfono (usuario con nombre de usuario)",
    );
    expect(messagePreview("a".repeat(50))).toBe("a".repeat(50));
    expect(messagePreview("a".repeat(51))).toBe(`${"a".repeat(50)}...`);
  });

  it("badges Torneo, Entrenador and Club in any case", () => {
    expect(messageBadges("Busco ENTRENADOR en un club para el torneo")).toEqual(["Torneo", "Entrenador", "Club"]);
    expect(messageBadges("hola")).toEqual([]);
  });

  it("trims tags and refuses blank or long ones", () => {
    expect(normalizeTag("  torneo   diciembre ")).toBe("torneo diciembre");
    expect(normalizeTag("   ")).toBeNull();
    expect(normalizeTag("x".repeat(41))).toBeNull();
  });
});

describe("template and errors", () => {
  it("names the welcome template after the product", () => {
    expect(welcomeTemplateName("Dagos Pádel Puebla")).toBe("dagos_intro");
    expect(welcomeTemplateName("Pádel Club")).toBe("padel_intro");
  });

  it("maps Graph API errors to Spanish", () => {
    expect(graphErrorMessage({ code: 131047 })).toMatch(/24 horas/);
    expect(graphErrorMessage({ code: 131056 })).toMatch(/Demasiados mensajes/);
    expect(graphErrorMessage({ code: 190 })).toMatch(/token de acceso/);
    expect(graphErrorMessage({ code: 999, message: "boom" })).toBe("Error al enviar mensaje: boom");
    expect(graphErrorMessage({})).toBe("Error al enviar mensaje: Error desconocido al enviar mensaje");
    expect(networkErrorMessage("ECONNREFUSED")).toBe("Error de red: ECONNREFUSED");
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

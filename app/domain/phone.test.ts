import { describe, expect, it } from "vitest";
import {
  PHONE_DIGITS_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  isLocalPhone,
  localPhoneDigits,
  normalizePhoneForWhatsApp,
  validateLocalPhone,
  whatsappUrl,
} from "./phone";

describe("normalizePhoneForWhatsApp", () => {
  it("prefixes 52 to a 10-digit number, stripping formatting", () => {
    expect(normalizePhoneForWhatsApp("2221234567")).toBe("522221234567");
    expect(normalizePhoneForWhatsApp("(222) 123-45-67")).toBe("522221234567");
  });

  it("keeps numbers that already start with 52", () => {
    expect(normalizePhoneForWhatsApp("+52 222 123 4567")).toBe("522221234567");
    expect(normalizePhoneForWhatsApp("5212221234567")).toBe("5212221234567");
    // The rule (docs/product.md §8.3) checks the prefix before the length, so a local number starting with 52 is kept as is.
    expect(normalizePhoneForWhatsApp("5212345678")).toBe("5212345678");
  });

  it("keeps other lengths unchanged", () => {
    expect(normalizePhoneForWhatsApp("12345")).toBe("12345");
    expect(normalizePhoneForWhatsApp("+1 415 555 0100")).toBe("14155550100");
  });

  it("returns null when no digit is left", () => {
    expect(normalizePhoneForWhatsApp("")).toBeNull();
    expect(normalizePhoneForWhatsApp("sin teléfono")).toBeNull();
    expect(normalizePhoneForWhatsApp(null)).toBeNull();
    expect(normalizePhoneForWhatsApp(undefined)).toBeNull();
  });
});

describe("validateLocalPhone", () => {
  it("accepts blank (optional field) and exactly 10 digits", () => {
    expect(validateLocalPhone("")).toBeNull();
    expect(validateLocalPhone("   ")).toBeNull();
    expect(validateLocalPhone(null)).toBeNull();
    expect(validateLocalPhone(undefined)).toBeNull();
    expect(validateLocalPhone("2221234567")).toBeNull();
    expect(validateLocalPhone(" 2221234567 ")).toBeNull();
  });

  it("reports non-digits before length", () => {
    expect(PHONE_DIGITS_MESSAGE).toBe("El teléfono solo debe contener números");
    expect(validateLocalPhone("222-123-4567")).toBe(PHONE_DIGITS_MESSAGE);
    expect(validateLocalPhone("abc")).toBe(PHONE_DIGITS_MESSAGE);
    expect(validateLocalPhone("+522221234567")).toBe(PHONE_DIGITS_MESSAGE);
    expect(validateLocalPhone("222 123 4567")).toBe(PHONE_DIGITS_MESSAGE);
  });

  it("reports a wrong length", () => {
    expect(PHONE_LENGTH_MESSAGE).toBe("El teléfono debe tener 10 dígitos");
    expect(validateLocalPhone("222123456")).toBe(PHONE_LENGTH_MESSAGE);
    expect(validateLocalPhone("22212345678")).toBe(PHONE_LENGTH_MESSAGE);
  });
});

describe("isLocalPhone / localPhoneDigits", () => {
  it("isLocalPhone wants exactly 10 digits", () => {
    expect(isLocalPhone("2221234567")).toBe(true);
    expect(isLocalPhone("222123456")).toBe(false);
    expect(isLocalPhone("222-123-4567")).toBe(false);
    expect(isLocalPhone(null)).toBe(false);
  });

  it("localPhoneDigits finds the local number in local or international forms", () => {
    expect(localPhoneDigits("222 123 4567")).toBe("2221234567");
    expect(localPhoneDigits("+52 222 123 4567")).toBe("2221234567");
    expect(localPhoneDigits("5212221234567")).toBe("2221234567");
    expect(localPhoneDigits("12345")).toBeNull();
    expect(localPhoneDigits("14155550100")).toBeNull();
    expect(localPhoneDigits("")).toBeNull();
  });
});

describe("whatsappUrl", () => {
  it("builds the wa.me link with 521 and the 10 digits", () => {
    expect(whatsappUrl("2221234567")).toBe("https://wa.me/5212221234567");
    expect(whatsappUrl("(222) 123 4567")).toBe("https://wa.me/5212221234567");
    expect(whatsappUrl("+52 222 123 4567")).toBe("https://wa.me/5212221234567");
  });

  it("returns null without a Mexican number", () => {
    expect(whatsappUrl("")).toBeNull();
    expect(whatsappUrl("12345")).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });
});

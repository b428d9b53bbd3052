export const LOCAL_PHONE_DIGITS = 10;
export const MEXICO_COUNTRY_CODE = "52";

export const PHONE_LENGTH_MESSAGE = "El teléfono debe tener 10 dígitos";
export const PHONE_DIGITS_MESSAGE = "El teléfono solo debe contener números";

function digitsOf(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\D/g, "");
}

/**
 * Number for the WhatsApp API (docs/product.md §8.3): non-digits stripped; kept as is when it starts with 52;
 * 52 prefixed when it has 10 digits; otherwise kept; null when no digit is left.
 */
export function normalizePhoneForWhatsApp(raw: string | null | undefined): string | null {
  const digits = digitsOf(raw);
  if (!digits) return null;
  if (digits.startsWith(MEXICO_COUNTRY_CODE)) return digits;
  if (digits.length === LOCAL_PHONE_DIGITS) return MEXICO_COUNTRY_CODE + digits;
  return digits;
}

/**
 * Optional profile phone (docs/product.md §8.2): null when valid or blank, else the error to show. A value with any
 * non-digit is reported as such first, since telling the user to type 10 digits would not help.
 */
export function validateLocalPhone(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) return PHONE_DIGITS_MESSAGE;
  if (value.length !== LOCAL_PHONE_DIGITS) return PHONE_LENGTH_MESSAGE;
  return null;
}

/** Exactly 10 digits and nothing else (coach and club WhatsApp numbers). */
export function isLocalPhone(raw: string | null | undefined): boolean {
  return new RegExp(`^\\d{${LOCAL_PHONE_DIGITS}}$`).test((raw ?? "").trim());
}

/** The 10-digit local number inside a local or international (52 / 521) number, or null. */
export function localPhoneDigits(raw: string | null | undefined): string | null {
  const digits = digitsOf(raw);
  if (digits.length === LOCAL_PHONE_DIGITS) return digits;
  if (digits.length === 12 && digits.startsWith("52")) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith("521")) return digits.slice(3);
  return null;
}

/** Click-to-chat link stored on clubs (docs/product.md §8.3: prefix, then 521, then the local number); null if not a Mexican number. */
export function whatsappUrl(localNumber: string | null | undefined): string | null {
  const local = localPhoneDigits(localNumber);
  return local ? `https://wa.me/521${local}` : null;
}

import { mexicoStartOfDay, type IsoDate } from "./calendar";

/**
 * Base price from the free-text fee ('$1,200 por persona' -> 1200): every character that is not a digit
 * or a dot is removed, then the rest is parsed; missing or unparseable gives 0.
 */
export function parseBasePrice(inscripcion: string | number | null | undefined): number {
  if (typeof inscripcion === "number") return Number.isFinite(inscripcion) && inscripcion > 0 ? inscripcion : 0;
  const parsed = Number.parseFloat((inscripcion ?? "").replace(/[^\d.]/g, ""));
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** 7 days: the tournament must start strictly more than this after the moment of registration. */
export const EARLY_DISCOUNT_MS = 604_800_000;
export const EARLY_DISCOUNT_PERCENT = 10;

export interface PriceQuote {
  /** Base price. */
  price: number;
  discount: number;
  /** price - discount, never below 0. */
  finalPrice: number;
  early: boolean;
}

export function isEarlyRegistration(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > EARLY_DISCOUNT_MS;
}

/** Early-registration discount (docs/product.md §4.4): 10% of the base price, rounded, when early. */
export function earlyDiscount(input: { basePrice: number; startsAt: Date; now: Date }): PriceQuote {
  const price = Number.isFinite(input.basePrice) && input.basePrice > 0 ? input.basePrice : 0;
  const early = isEarlyRegistration(input.startsAt, input.now);
  const discount = early ? Math.round((price * EARLY_DISCOUNT_PERCENT) / 100) : 0;
  return { price, discount, finalPrice: Math.max(0, price - discount), early };
}

/**
 * Quote for a tournament registration. The tournament starts at midnight of its start date in Mexico
 * City; that instant is compared with the moment of registration.
 */
export function registrationQuote(input: { inscripcion: string | number | null | undefined; startDate: IsoDate; now: Date }): PriceQuote {
  return earlyDiscount({
    basePrice: parseBasePrice(input.inscripcion),
    startsAt: mexicoStartOfDay(input.startDate),
    now: input.now,
  });
}

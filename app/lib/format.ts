import { format, startOfWeek } from "date-fns";
import { es } from "date-fns/locale";
import { TZDate } from "@date-fns/tz";
import { MEXICO_TIME_ZONE, formatIsoDate, parseIsoDate, type IsoDate } from "~/domain/calendar";

/** A calendar date 'yyyy-MM-dd', an instant as a Date, epoch milliseconds, or an ISO timestamp. */
export type DateInput = IsoDate | Date | number;

/** The week starts on Monday (000 §1). */
export const WEEK_STARTS_ON = 1;

/**
 * Date-only strings are calendar dates: they are placed at midnight in Mexico City so they never show
 * as the previous day (new Date('2026-11-22') would be 18:00 on the 21st there). Anything else is an
 * instant, shown in Mexico City.
 */
function toMexicoDate(value: DateInput): TZDate {
  if (typeof value === "string") {
    const calendar = parseIsoDate(value);
    if (calendar) return new TZDate(calendar.year, calendar.month - 1, calendar.day, MEXICO_TIME_ZONE);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return new TZDate(instant.getTime(), MEXICO_TIME_ZONE);
}

function formatMx(value: DateInput, pattern: string): string {
  return format(toMexicoDate(value), pattern, { locale: es });
}

/** '22 nov' */
export function formatShortDate(value: DateInput): string {
  return formatMx(value, "dd MMM");
}

/** '22 noviembre 2026' (the spec's dd MMMM yyyy) */
export function formatLongDate(value: DateInput): string {
  return formatMx(value, "dd MMMM yyyy");
}

/**
 * '05 dic - 07 dic 2026'; one date when both are the same day; both years when they differ
 * ('28 dic 2026 - 03 ene 2027'), otherwise the start would read as the wrong year.
 */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const startDate = toMexicoDate(start);
  const endDate = toMexicoDate(end);
  const endText = format(endDate, "dd MMM yyyy", { locale: es });
  const startPattern = startDate.getFullYear() === endDate.getFullYear() ? "dd MMM" : "dd MMM yyyy";
  const startText = format(startDate, startPattern, { locale: es });
  return format(startDate, "yyyy-MM-dd") === format(endDate, "yyyy-MM-dd") ? endText : `${startText} - ${endText}`;
}

/** '22/11 14:05' */
export function formatDateTimeShort(value: DateInput): string {
  return formatMx(value, "dd/MM HH:mm");
}

/** '22/11/2026 14:05' */
export function formatDateTimeLong(value: DateInput): string {
  return formatMx(value, "dd/MM/yyyy HH:mm");
}

/** '14:05' */
export function formatTime(value: DateInput): string {
  return formatMx(value, "HH:mm");
}

/** The Monday (as 'yyyy-MM-dd') of the week containing the date, weeks as lived in Mexico City. */
export function startOfWeekMx(value: DateInput): IsoDate {
  const monday = startOfWeek(toMexicoDate(value), { weekStartsOn: WEEK_STARTS_ON });
  return formatIsoDate({ year: monday.getFullYear(), month: monday.getMonth() + 1, day: monday.getDate() });
}

const mxnWhole = new Intl.NumberFormat("es-MX", {
  style: "currency",
  currency: "MXN",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const mxnCents = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" });

/** '$1,200' for whole pesos, '$1,200.50' otherwise; non-finite amounts show as '$0'. */
export function formatMXN(amount: number): string {
  if (!Number.isFinite(amount)) return mxnWhole.format(0);
  return Math.round(amount * 100) % 100 === 0 ? mxnWhole.format(amount) : mxnCents.format(amount);
}

/** Up to two initials of a name ('Club Padel Puebla' -> 'CP'), '?' when it has none. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return letters || "?";
}

import { formatIsoDate, mexicoClockOf, parseIsoDate, type IsoDate, type MexicoClock } from "~/domain/calendar";

// Built on Intl rather than date-fns: these run in the browser on every list and detail page, and
// date-fns with its Spanish locale was about 9 KB gzip of each page's JavaScript (issue 10 budget).

/** A calendar date 'yyyy-MM-dd', an instant as a Date, epoch milliseconds, or an ISO timestamp. */
export type DateInput = IsoDate | Date | number;

/** The week starts on Monday (docs/product.md §1.1). */
export const WEEK_STARTS_ON = 1;

/** Month names in es-MX, January first. */
export const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const MONTHS_SHORT = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"];

/**
 * Date-only strings are calendar dates: shown as that day, never the previous one (new
 * Date('2026-11-22') would be 18:00 on the 21st in Mexico City). Anything else is an instant, shown on
 * Mexico City's clock.
 */
function toMexicoClock(value: DateInput): MexicoClock {
  if (typeof value === "string") {
    const calendar = parseIsoDate(value);
    if (calendar) return { ...calendar, hour: 0, minute: 0 };
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return mexicoClockOf(instant);
}

const pad = (n: number) => String(n).padStart(2, "0");
const shortDay = (d: MexicoClock) => `${pad(d.day)} ${MONTHS_SHORT[d.month - 1]}`;
const clock = (d: MexicoClock) => `${pad(d.hour)}:${pad(d.minute)}`;

/** '22 nov' */
export function formatShortDate(value: DateInput): string {
  return shortDay(toMexicoClock(value));
}

/** '22 noviembre 2026' (dd MMMM yyyy, docs/product.md §1.1) */
export function formatLongDate(value: DateInput): string {
  const d = toMexicoClock(value);
  return `${pad(d.day)} ${MONTHS[d.month - 1]} ${d.year}`;
}

/**
 * '05 dic - 07 dic 2026'; one date when both are the same day; both years when they differ
 * ('28 dic 2026 - 03 ene 2027'), otherwise the start would read as the wrong year.
 */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const startDate = toMexicoClock(start);
  const endDate = toMexicoClock(end);
  const endText = `${shortDay(endDate)} ${endDate.year}`;
  const startText = startDate.year === endDate.year ? shortDay(startDate) : `${shortDay(startDate)} ${startDate.year}`;
  return formatIsoDate(startDate) === formatIsoDate(endDate) ? endText : `${startText} - ${endText}`;
}

/** '22/11 14:05' */
export function formatDateTimeShort(value: DateInput): string {
  const d = toMexicoClock(value);
  return `${pad(d.day)}/${pad(d.month)} ${clock(d)}`;
}

/** '22/11/2026 14:05' */
export function formatDateTimeLong(value: DateInput): string {
  const d = toMexicoClock(value);
  return `${pad(d.day)}/${pad(d.month)}/${d.year} ${clock(d)}`;
}

/** '14:05' */
export function formatTime(value: DateInput): string {
  return clock(toMexicoClock(value));
}

/** The Monday (as 'yyyy-MM-dd') of the week containing the date, weeks as lived in Mexico City. */
export function startOfWeekMx(value: DateInput): IsoDate {
  const { year, month, day } = toMexicoClock(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() - WEEK_STARTS_ON + 7) % 7));
  return formatIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

// Created on first use: building the first currency formatter loads locale data, a long task at page
// start on a phone, and most pages that import this module never show a price.
let mxnWhole: Intl.NumberFormat | undefined;
let mxnCents: Intl.NumberFormat | undefined;

/**
 * '$1,200' for whole pesos, '$1,200.50' otherwise; non-finite amounts show as '$0'. With `code`,
 * '$1,200 MXN': a club's or a coach's price in the directory and on a coach's share card (the spec's
 * 'in MXN'); the home's '$450/hr', the club share card's 'Desde $450 por hora' and tournament prices go without.
 */
/**
 * A count and its noun in the right number: '1 inscripción', '0 inscripciones', '2 mensajes' (one helper
 * for every count the site shows; Spanish uses the singular for exactly 1).
 */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatMXN(amount: number, { code = false }: { code?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  let text: string;
  if (Math.round(value * 100) % 100 === 0) {
    mxnWhole ??= new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", minimumFractionDigits: 0, maximumFractionDigits: 0 });
    text = mxnWhole.format(value);
  } else {
    mxnCents ??= new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" });
    text = mxnCents.format(value);
  }
  return code ? `${text} MXN` : text;
}

const WEEKDAYS = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"];

/** 'Sábado 5 de diciembre': a playing day's heading in the order of play. */
export function formatPlayDay(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${parsed.day} de ${MONTHS[parsed.month - 1]}`;
}

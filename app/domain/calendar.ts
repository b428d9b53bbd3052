import { TZDate } from "@date-fns/tz";

/** Every "today", every tournament date and every displayed time is in this zone. */
export const MEXICO_TIME_ZONE = "America/Mexico_City";

/** A calendar date without time or zone, written 'yyyy-MM-dd' (how Postgres `date` columns come back). */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'yyyy-MM-dd'; null when the text is not a real calendar date (e.g. '2026-02-30'). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999, so compare against the probe rather than trusting it.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && parseIsoDate(value) !== null;
}

function requireIsoDate(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not a 'yyyy-MM-dd' calendar date: ${JSON.stringify(value)}`);
  return parsed;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar date that an instant falls on in Mexico City. */
export function mexicoDateOf(instant: Date): IsoDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  const zoned = new TZDate(time, MEXICO_TIME_ZONE);
  return formatIsoDate({ year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() });
}

/** Today's date in Mexico City, e.g. 2026-11-23T03:00Z is still '2026-11-22' there. */
export function mexicoToday(now: Date = new Date()): IsoDate {
  return mexicoDateOf(now);
}

/** Midnight at the start of a calendar date in Mexico City, as an instant. */
export function mexicoStartOfDay(date: IsoDate): Date {
  const { year, month, day } = requireIsoDate(date);
  return new Date(new TZDate(year, month - 1, day, MEXICO_TIME_ZONE).getTime());
}

/** Pure calendar arithmetic (done in UTC so no zone or DST can shift the result). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Calendar month arithmetic; the day is clamped to the target month's length (2024-02-29 - 12 months = 2023-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const daysInTarget = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return formatIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInTarget) });
}

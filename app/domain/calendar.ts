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

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * How people in Mexico write a date, 'dd/MM/yyyy' (the date fields' text, issue 16), read as 'yyyy-MM-dd';
 * one-digit days and months are accepted ('5/3/2026'). An ISO date passes through unchanged (links and
 * older pages post those). Null when the text is neither or not a real calendar day ('31/02/2026').
 */
export function parseDisplayDate(text: string): IsoDate | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = DISPLAY_DATE.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'yyyy-MM-dd' written as the date fields show it, 'dd/MM/yyyy'; other text is returned as it is. */
export function formatDisplayDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : value;
}

/** A wall-clock date and time in Mexico City. */
export type MexicoClock = CalendarDate & { hour: number; minute: number };

let mexicoFormat: Intl.DateTimeFormat | undefined;

/** What a clock in Mexico City shows at an instant (Intl, so no time-zone library reaches the browser). */
export function mexicoClockOf(instant: Date): MexicoClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid Date");
  mexicoFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: MEXICO_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const parts: MexicoClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const { type, value } of mexicoFormat.formatToParts(instant)) if (type in parts) parts[type as keyof MexicoClock] = Number(value);
  return parts;
}

/** The calendar date that an instant falls on in Mexico City. */
export function mexicoDateOf(instant: Date): IsoDate {
  return formatIsoDate(mexicoClockOf(instant));
}

/** Today's date in Mexico City, e.g. 2026-11-23T03:00Z is still '2026-11-22' there. */
export function mexicoToday(now: Date = new Date()): IsoDate {
  return mexicoDateOf(now);
}

/** Midnight at the start of a calendar date in Mexico City, as an instant. */
export function mexicoStartOfDay(date: IsoDate): Date {
  const { year, month, day } = requireIsoDate(date);
  const wallTime = Date.UTC(year, month - 1, day);
  // Mexico City's offset at an instant; measured twice in case the first guess falls across a change.
  const offsetAt = (time: number) => {
    const c = mexicoClockOf(new Date(time));
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - time;
  };
  const first = wallTime - offsetAt(wallTime);
  return new Date(wallTime - offsetAt(first));
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

/** 'yyyy-MM-ddTHH:mm' on Mexico City's clock at `instant`. */
export function mexicoMinute(instant: Date): string {
  const clock = mexicoClockOf(instant);
  return `${formatIsoDate(clock)}T${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
}

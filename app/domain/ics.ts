// iCalendar files (RFC 5545) for the site's events: the tournament's calendar file today, a player's
// matches later. Lines are folded at 75 octets (never inside a UTF-8 character); events with a time
// are written in America/Mexico_City with its VTIMEZONE, all-day events as dates.

export const ICS_TIME_ZONE = "America/Mexico_City";

/** A day ('2026-12-05') or a wall-clock time in Mexico City ('2026-12-05T09:30'). */
export type IcsMoment = { date: string } | { dateTime: string };

export type IcsEvent = {
  uid: string;
  summary: string;
  start: IcsMoment;
  /** Exclusive for all-day events (the day after the last day), as RFC 5545 says. */
  end: IcsMoment;
  location?: string | null;
  description?: string | null;
  url?: string | null;
};

// Mexico City has kept UTC-6 all year since October 2022 (no daylight saving time).
const MEXICO_CITY_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const encoder = new TextEncoder();

/** Splits a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldIcsLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? 75 : 74; // the leading space of a continuation counts
    if (octets + size > limit) {
      lines.push(lines.length === 0 ? current : ` ${current}`);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(lines.length === 0 ? current : ` ${current}`);
  return lines;
}

export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function moment(name: "DTSTART" | "DTEND", value: IcsMoment): string {
  if ("date" in value) return `${name};VALUE=DATE:${value.date.replace(/-/g, "")}`;
  const [day, time = "00:00"] = value.dateTime.split("T");
  const [hh = "00", mm = "00", ss = "00"] = time.split(":");
  return `${name};TZID=${ICS_TIME_ZONE}:${day!.replace(/-/g, "")}T${hh}${mm}${ss.slice(0, 2)}`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A whole VCALENDAR with `events`, CRLF line ends, folded lines. */
export function icsCalendar({ name, events, now }: { name: string; events: IcsEvent[]; now: Date }): string {
  const timed = events.some((e) => "dateTime" in e.start || "dateTime" in e.end);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Padel Puebla//Calendario//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    ...(timed ? [`X-WR-TIMEZONE:${ICS_TIME_ZONE}`, ...MEXICO_CITY_VTIMEZONE] : []),
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      moment("DTSTART", e.start),
      moment("DTEND", e.end),
      `SUMMARY:${escapeIcsText(e.summary)}`,
      ...(e.location ? [`LOCATION:${escapeIcsText(e.location)}`] : []),
      ...(e.description ? [`DESCRIPTION:${escapeIcsText(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.flatMap(foldIcsLine).join("\r\n")}\r\n`;
}

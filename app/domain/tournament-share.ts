import { ALL_CATEGORIES } from "./tournament-categories";

type TournamentCategories = { categoriesVaronil: string[]; categoriesFemenil: string[]; categoriesMixed: string[] };

/** A tournament's categories per type ('Todas' reads 'Todas las categorías'); types not offered are left out. */
export function categorySummary(t: TournamentCategories): { type: string; text: string }[] {
  const columns = [
    ["Varonil", t.categoriesVaronil],
    ["Femenil", t.categoriesFemenil],
    ["Mixto", t.categoriesMixed],
  ] as const;
  return columns
    .filter(([, list]) => list.length > 0)
    .map(([type, list]) => ({ type, text: list.length === 1 && list[0] === ALL_CATEGORIES ? "Todas las categorías" : list.join(", ") }));
}

/** 'Varonil: 3ra, 4ta' lines of a tournament's categories. */
export function categorySummaryLines(t: TournamentCategories): string[] {
  return categorySummary(t).map(({ type, text }) => `${type}: ${text}`);
}

/** An all-day iCalendar event for a tournament (RFC 5545; DTEND is exclusive, so the day after the end). */
export function tournamentIcs(input: { id: number; title: string; description?: string | null; location: string; startDate: string; endDate: string; url: string; now: Date }): string {
  const day = (iso: string) => iso.replace(/-/g, "");
  const next = new Date(`${input.endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
  const stamp = input.now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Padel Puebla//Torneos//ES",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:torneo-${input.id}@${new URL(input.url).host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(input.startDate)}`,
    `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, "")}`,
    `SUMMARY:${escape(input.title)}`,
    `LOCATION:${escape(input.location)}`,
    ...(input.description ? [`DESCRIPTION:${escape(input.description)}`] : []),
    `URL:${input.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

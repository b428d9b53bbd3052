import { icsCalendar } from "./ics";
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

/** A tournament as an all-day iCalendar event (DTEND is exclusive, so the day after the last day). */
export function tournamentIcs(input: {
  id: number;
  title: string;
  description?: string | null;
  location: string;
  startDate: string;
  endDate: string;
  url: string;
  now: Date;
}): string {
  const next = new Date(`${input.endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return icsCalendar({
    name: input.title,
    now: input.now,
    events: [
      {
        uid: `torneo-${input.id}@${new URL(input.url).host}`,
        summary: input.title,
        start: { date: input.startDate },
        end: { date: next.toISOString().slice(0, 10) },
        location: input.location,
        description: input.description,
        url: input.url,
      },
    ],
  });
}

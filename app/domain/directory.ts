import { parseBasePrice } from "./pricing";

const spanish = new Intl.Collator("es", { sensitivity: "base" });

/** Money stored as a number or as text such as '$400' or '400 por hora'; null when there is none. */
function amount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === "number" ? value : parseBasePrice(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** Coach list order key for experience (docs/product.md §7.3); anything else sorts last. */
export const COACH_EXPERIENCE_ORDER: Readonly<Record<string, number>> = {
  Open: 0,
  "1ra": 1,
  "2da": 2,
  "3ra": 3,
  "4ta": 4,
  "5ta": 5,
};
export const UNKNOWN_EXPERIENCE_ORDER = 999;

export function coachExperienceOrder(experience: string | null | undefined): number {
  const wanted = experience?.trim().toLowerCase();
  const match = Object.entries(COACH_EXPERIENCE_ORDER).find(([name]) => name.toLowerCase() === wanted);
  return match ? match[1] : UNKNOWN_EXPERIENCE_ORDER;
}

export interface SortableCoach {
  featured?: boolean | null;
  experience?: string | null;
  classCost?: number | string | null;
  name?: string | null;
}

/** Featured first, then experience (Open, 1ra ... 5ta, others), then higher class cost, then name. */
export function compareCoaches(a: SortableCoach, b: SortableCoach): number {
  return (
    Number(Boolean(b.featured)) - Number(Boolean(a.featured)) ||
    coachExperienceOrder(a.experience) - coachExperienceOrder(b.experience) ||
    (amount(b.classCost) ?? 0) - (amount(a.classCost) ?? 0) ||
    spanish.compare(a.name ?? "", b.name ?? "")
  );
}

export interface SortableClub {
  featured?: boolean | null;
  totalCourts?: number | null;
  name?: string | null;
}

/** Featured first, then more courts first, then name. */
export function compareClubs(a: SortableClub, b: SortableClub): number {
  return (
    Number(Boolean(b.featured)) - Number(Boolean(a.featured)) ||
    (b.totalCourts ?? 0) - (a.totalCourts ?? 0) ||
    spanish.compare(a.name ?? "", b.name ?? "")
  );
}

/**
 * Cost per hour shown for a club: the regular cost, or the special-hours cost when the regular one is
 * missing. Text is parsed like a tournament fee; 0 counts as missing (it is what a blank text parses to).
 */
export function clubHourlyCost(club: { hourlyCost?: number | string | null; specialHourlyCost?: number | string | null }): number | null {
  return amount(club.hourlyCost) ?? amount(club.specialHourlyCost);
}

/** Cards per page of the clubs and coaches lists (a multiple of the grid's 1, 2 and 3 columns). */
export const DIRECTORY_PER_PAGE = 24;

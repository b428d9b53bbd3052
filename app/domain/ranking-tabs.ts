// The rankings' tabs and query parameters (?category=, ?gender=). Apart from `categories.ts` so the other
// pages that show categories load none of it.
import { type Gender, normalizeGender, type RankingCategory } from "./categories";

export type RankingCategoryParam = "open" | "1ra" | "2da" | "3ra" | "4ta" | "5ta" | "6ta";

export interface RankingTab {
  /** Value of the `category` query parameter. */
  param: RankingCategoryParam;
  category: RankingCategory;
  /** Tab label. */
  label: string;
  /** Card heading prefix: '{fuerza} - Rankings'. */
  fuerza: string;
}

/** Rankings tabs in display order (Primera ... Sexta, then Open). */
export const RANKING_TABS: readonly RankingTab[] = [
  { param: "1ra", category: "1ra", label: "Primera", fuerza: "1ra Fuerza" },
  { param: "2da", category: "2da", label: "Segunda", fuerza: "2da Fuerza" },
  { param: "3ra", category: "3ra", label: "Tercera", fuerza: "3ra Fuerza" },
  { param: "4ta", category: "4ta", label: "Cuarta", fuerza: "4ta Fuerza" },
  { param: "5ta", category: "5ta", label: "Quinta", fuerza: "5ta Fuerza" },
  { param: "6ta", category: "6ta", label: "Sexta", fuerza: "6ta Fuerza" },
  { param: "open", category: "Open", label: "Open", fuerza: "Open" },
];

export const DEFAULT_RANKING_CATEGORY: RankingCategory = "1ra";
export const DEFAULT_RANKING_GENDER: Gender = "Varonil";

/** `category` query parameter to a ranking category; '1ra' when missing or unknown. */
export function parseRankingCategory(query: string | null | undefined): RankingCategory {
  const wanted = query?.trim().toLowerCase();
  return RANKING_TABS.find((tab) => tab.param === wanted)?.category ?? DEFAULT_RANKING_CATEGORY;
}

export function rankingTabFor(category: RankingCategory): RankingTab {
  const tab = RANKING_TABS.find((candidate) => candidate.category === category);
  if (!tab) throw new RangeError(`No ranking tab for ${category}`);
  return tab;
}

/** `gender` query parameter to a gender; 'Varonil' when missing or unknown. */
export function parseGender(query: string | null | undefined): Gender {
  return normalizeGender(query) ?? DEFAULT_RANKING_GENDER;
}

import type { Gender } from "~/domain/categories";
import type { RankingCategoryParam } from "~/domain/ranking-tabs";

export const RANKING_PATH = "/ranking-padel-puebla";
export type RankingView = { category: RankingCategoryParam; gender: Gender; search: string; page?: number };

/** URL of a ranking view (category and gender always; a blank search and page 1 left out). */
export function rankingHref({ category, gender, search, page }: RankingView): string {
  const params = new URLSearchParams();
  params.set("category", category);
  params.set("gender", gender);
  if (search) params.set("search", search);
  if (page && page > 1) params.set("pagina", String(page));
  return `${RANKING_PATH}?${params}`;
}

/** URL of the ranking by level (issue 35): its gender, and the page when past the first. */
export function levelRankingHref({ gender, page }: { gender: Gender; page?: number }): string {
  const params = new URLSearchParams({ vista: "nivel", gender });
  if (page && page > 1) params.set("pagina", String(page));
  return `${RANKING_PATH}?${params}`;
}

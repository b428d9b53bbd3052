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

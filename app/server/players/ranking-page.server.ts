// The ranking page (/ranking-padel-puebla): one category and gender, searched, 50 rows a page.
import { parseGender, parseRankingCategory, rankingTabFor } from "~/domain/ranking-tabs";
import type { RankingView } from "~/lib/ranking-links";
import type { Gender, RankingCategory } from "~/domain/categories";
import { publicRanking, publicRankingPage, type RankingRow } from "./rankings.server";

const ROWS_PER_PAGE = 50;

export async function loadRankingPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const tab = rankingTabFor(parseRankingCategory(params.get("category")));
  const gender = parseGender(params.get("gender"));
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const requested = Math.min(Math.max(Number.parseInt(params.get("pagina") ?? "1", 10) || 1, 1), 1_000_000);
  const { total, rows } = search
    ? searchedPage(await publicRanking({ category: tab.category, gender, search }), requested)
    : await rankingPage(tab.category, gender, requested);
  const pageCount = Math.max(1, Math.ceil(total / ROWS_PER_PAGE));
  return {
    view: { category: tab.param, gender, search, page: Math.min(requested, pageCount) } satisfies RankingView,
    total,
    pageCount,
    rows,
  };
}

/** A page past the last shows the last. */
async function rankingPage(category: RankingCategory, gender: Gender, page: number) {
  const first = await publicRankingPage({ category, gender }, (page - 1) * ROWS_PER_PAGE, ROWS_PER_PAGE);
  const pageCount = Math.max(1, Math.ceil(first.total / ROWS_PER_PAGE));
  return page <= pageCount ? first : publicRankingPage({ category, gender }, (pageCount - 1) * ROWS_PER_PAGE, ROWS_PER_PAGE);
}

/** A search filters the whole ranking, so its rows keep their positions in it. */
function searchedPage(rows: RankingRow[], requested: number) {
  const page = Math.min(requested, Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE)));
  return { total: rows.length, rows: rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE) };
}

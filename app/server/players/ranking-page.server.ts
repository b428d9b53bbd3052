// The ranking page (/ranking-padel-puebla): one category and gender, searched, 50 rows a page.
import { parseGender, parseRankingCategory, rankingTabFor } from "~/domain/ranking-tabs";
import type { RankingView } from "~/lib/ranking-links";
import { publicRanking } from "./rankings.server";

const ROWS_PER_PAGE = 50;

export async function loadRankingPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const tab = rankingTabFor(parseRankingCategory(params.get("category")));
  const gender = parseGender(params.get("gender"));
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const rows = await publicRanking({ category: tab.category, gender, search });
  const pageCount = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const page = Math.min(Math.max(Number.parseInt(params.get("pagina") ?? "1", 10) || 1, 1), pageCount);
  return {
    view: { category: tab.param, gender, search, page } satisfies RankingView,
    total: rows.length,
    pageCount,
    rows: rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE),
  };
}

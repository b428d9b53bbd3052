// Rankings, derived from `result` (DESIGN.md: never a hand-maintained table): pages read the totals the
// database keeps from `result` (`ranking_total`, ADR 0039), rankingFor() computes them from `result`
// itself; and the top players by titles (`player.titles`, counted from `result` by the database's
// triggers, migration 0016). The ranking query mirrors rankPlayers() in app/domain/ranking.ts; tests
// compare all three on the same data.
import { sql } from "drizzle-orm";
import { mexicoToday, type IsoDate } from "~/domain/calendar";
import type { Gender, RankingCategory } from "~/domain/categories";
import { compareRankedPlayers, FEMEPA_MULTIPLIER, PLACEMENT_POINTS, rankingWindowStart, type RankedPlayer } from "~/domain/ranking";
import { foldSearchTerm } from "../../../db/schema";
import { getDb, type Db } from "../infra/db.server";
import { publicDataMemo } from "../infra/public-data.server";

export type TopPlayer = {
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
  /** Tournaments won (champion results), all-time, approved tournaments only. */
  titles: number;
};

/**
 * One row per (result, player): the pair's two players each get the result. One pass over `result`
 * (a lateral pair instead of a union of two scans): filters on the outer query still reach the index.
 */
const RESULT_PLAYERS = sql`(
  select r.id as result_id, r.tournament_id, r.category_type, r.category, r.placement, v.player_id
  from result r cross join lateral (values (r.player1_id), (r.player2_id)) v(player_id)
  where v.player_id is not null
)`;

/**
 * Players with the most titles (home top players: 5, tournaments page: 10). `player.titles` is kept by the
 * database on every result and approval write (migration 0014); the order is the player_titles_name_idx index.
 */
export async function topPlayersByTitles(limit: number, db: Db = getDb()): Promise<TopPlayer[]> {
  const safeLimit = Math.min(Math.max(Math.trunc(limit) || 1, 1), 100);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    handle: string | null;
    image: string | null;
    gender: string | null;
    titles: number | string;
  }>(sql`
    select p.id, p.name, p.handle, p.image, p.gender, p.titles
    from player p
    where p.titles > 0
    order by p.titles desc nulls last, lower(p.name) asc, p.id asc
    limit ${safeLimit}`);
  return rows.map((row) => ({ ...row, id: Number(row.id), titles: Number(row.titles) }));
}

export type RankingFilter = {
  category: RankingCategory;
  gender: Gender;
  /** Name or handle, accent- and case-insensitive; filters rows but keeps the overall positions. */
  search?: string | null;
  /** Defaults to today in Mexico City. */
  today?: IsoDate;
};

export type RankingRow = RankedPlayer & {
  handle: string | null;
  image: string | null;
  gender: string | null;
};

/** Points of a placement in SQL, from the same constants as resultPoints(). */
const POINTS_SQL = sql.raw(
  `(case rp.placement ${Object.entries(PLACEMENT_POINTS)
    .map(([placement, points]) => `when '${placement}' then ${points}`)
    .join(" ")} else 0 end) * (case when tr.femepa then ${FEMEPA_MULTIPLIER} else 1 end)`,
);

/** Points, wins and results per player of one category ranking: a subquery (player_id, points, wins, results). */
function categoryTotals(filter: Pick<RankingFilter, "category" | "gender">, windowStart: IsoDate, today: IsoDate) {
  return sql`(
    select rp.player_id,
      sum(${POINTS_SQL})::int as points,
      count(*) filter (where rp.placement = 'champion')::int as wins,
      count(*)::int as results
    from tournament tr
    join ${RESULT_PLAYERS} rp on rp.tournament_id = tr.id
    where tr.approved
      and tr.end_date >= ${windowStart}::date and tr.end_date <= ${today}::date
      and rp.category_type = ${filter.gender}
      and lower(trim(rp.category)) = ${filter.category.toLowerCase()}
    group by rp.player_id
  )`;
}

/** A ranked player's row as the ranking statements return it. */
type TotalsRow = {
  player_id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
  points: number | string;
  wins: number | string;
  results: number | string;
};

function unranked(row: TotalsRow): Omit<RankingRow, "position"> {
  return {
    playerId: Number(row.player_id),
    name: row.name,
    handle: row.handle,
    image: row.image,
    gender: row.gender,
    points: Number(row.points),
    wins: Number(row.wins),
    results: Number(row.results),
  };
}

/** Positions of every ranked player of one category and gender, best first (no search). */
async function computeRanking(filter: Pick<RankingFilter, "category" | "gender">, today: IsoDate, db: Db): Promise<RankingRow[]> {
  const { rows } = await db.execute<TotalsRow>(sql`
    select p.id as player_id, p.name, p.handle, p.image, p.gender, s.points, s.wins, s.results
    from ${categoryTotals(filter, rankingWindowStart(today), today)} s
    join player p on p.id = s.player_id`);
  return rows
    .map(unranked)
    .sort(compareRankedPlayers)
    .map((row, index) => ({ position: index + 1, ...row }));
}

export type RankingPage = { total: number; rows: RankingRow[] };

const storedKey = (filter: Pick<RankingFilter, "category" | "gender">, alias: string) =>
  sql`${sql.raw(alias)}.category_type = ${filter.gender} and ${sql.raw(alias)}.category = ${filter.category.toLowerCase()}`;

/**
 * Every ranked player of one category from the stored totals (`ranking_total`, ADR 0039), best first;
 * null when they count up to another day than `today` (the daily pass has not run yet).
 */
async function storedRanking(filter: Pick<RankingFilter, "category" | "gender">, today: IsoDate, db: Db): Promise<RankingRow[] | null> {
  const { rows } = await db.execute<TotalsRow & { current: boolean | null }>(sql`
    select (select day = ${today}::date from ranking_total_day where id = 1) as current, x.*
    from (select 1) one
    left join (
      select t.player_id, p.name, p.handle, p.image, p.gender, t.points, t.wins, t.results
      from ranking_total t join player p on p.id = t.player_id
      where ${storedKey(filter, "t")}
    ) x on true`);
  if (rows[0]?.current !== true) return null;
  return rows
    .filter((row) => row.player_id !== null)
    .map(unranked)
    .sort(compareRankedPlayers)
    .map((row, index) => ({ position: index + 1, ...row }));
}

/**
 * Rows `offset + 1 .. offset + limit` of one category's ranking (no search) and the count of ranked
 * players, from the stored totals; null when they count up to another day than `today`. The page's
 * (points, wins) bounds come from the `ranking_total_order_idx` range at the offset; every player between
 * them is read (a tie group crossing the page's edge whole) and put in compareRankedPlayers() order here,
 * so the name tie-break stays the domain's (Intl.Collator, which no SQL collation of PGlite reproduces);
 * the first of them is numbered from the count of players with more (points, wins). The count of ranked
 * players is kept in `ranking_count`.
 */
async function storedRankingPage(
  filter: Pick<RankingFilter, "category" | "gender">,
  today: IsoDate,
  offset: number,
  limit: number,
  db: Db,
): Promise<RankingPage | null> {
  // One row with a null player_id when the page is empty (the day and the total still come).
  const { rows } = await db.execute<TotalsRow & { current: boolean | null; total: number | string; first: number | string }>(sql`
    with page as (
      select t.points, t.wins from ranking_total t
      where ${storedKey(filter, "t")}
      order by t.points desc, t.wins desc
      offset ${offset} limit ${limit}
    ),
    hi as (select points, wins from page order by points desc, wins desc limit 1),
    lo as (select points, wins from page order by points, wins limit 1),
    better as (
      select count(*)::int as n from ranking_total t, hi
      where ${storedKey(filter, "t")} and (t.points, t.wins) > (hi.points, hi.wins)
    )
    select (select day = ${today}::date from ranking_total_day where id = 1) as current,
      coalesce((select c.players from ranking_count c where ${storedKey(filter, "c")}), 0) as total, x.*
    from (select 1) one
    left join (
      select t.player_id, p.name, p.handle, p.image, p.gender, t.points, t.wins, t.results, better.n + 1 as first
      from hi, lo, better, ranking_total t join player p on p.id = t.player_id
      where ${storedKey(filter, "t")} and (t.points, t.wins) <= (hi.points, hi.wins) and (t.points, t.wins) >= (lo.points, lo.wins)
    ) x on true`);
  if (rows[0]?.current !== true) return null;
  const read = rows.filter((row) => row.player_id !== null);
  const first = Number(read[0]?.first ?? 1);
  const ranked = read
    .map(unranked)
    .sort(compareRankedPlayers)
    .map((row, index) => ({ position: first + index, ...row }))
    .filter((row) => row.position > offset && row.position <= offset + limit);
  return { total: Number(rows[0].total), rows: ranked };
}

/** A category's ranking: the stored totals when they count up to `today`, else computed from `result`. */
async function categoryRanking(filter: Pick<RankingFilter, "category" | "gender">, today: IsoDate, db: Db): Promise<RankingRow[]> {
  return (await storedRanking(filter, today, db)) ?? computeRanking(filter, today, db);
}

/** One page of it, the same way. */
async function categoryRankingPage(
  filter: Pick<RankingFilter, "category" | "gender">,
  today: IsoDate,
  offset: number,
  limit: number,
  db: Db,
): Promise<RankingPage> {
  const stored = await storedRankingPage(filter, today, offset, limit, db);
  if (stored) return stored;
  const all = await computeRanking(filter, today, db);
  return { total: all.length, rows: all.slice(offset, offset + limit) };
}

/** Rows whose name or handle contains `search` (accent- and case-insensitive); all rows without one. */
function searchRows(rows: readonly RankingRow[], search: string | null | undefined): RankingRow[] {
  const term = search?.trim().replace(/^@+/, "");
  if (!term) return [...rows];
  const folded = foldSearchTerm(term);
  return rows.filter((row) => foldSearchTerm(row.name).includes(folded) || (row.handle ?? "").toLowerCase().includes(folded));
}

/**
 * The ranking of one category and gender (DESIGN.md rule): results of approved tournaments that ended
 * in rankingWindowStart(today)..today whose category is `category` and whose category type is `gender`.
 * Positions count every ranked player of the category; `search` only hides rows. Always computed from
 * `result` in `db` (a transaction sees its own writes): the reference the stored totals are tested
 * against. Pages use publicRanking() and publicRankingPage().
 */
export async function rankingFor(filter: RankingFilter, db: Db = getDb()): Promise<RankingRow[]> {
  return searchRows(await computeRanking(filter, filter.today ?? mexicoToday(), db), filter.search);
}

// A category's whole ranking reads all its ranked players (7,500 for Varonil 1ra at ten times the large
// seed); the pages that show it (a search, a profile's position) reuse it until public data changes
// (ADR 0032). 16 keys: the 14 rankings of a day and room for the day's change.
const memo = publicDataMemo<readonly RankingRow[]>(16);

/**
 * One page of a category's ranking (no search) and its count of ranked players: rankingFor(filter).slice(offset, offset + limit),
 * read from the stored totals when they count up to the same day.
 */
export async function rankingPageFor(
  filter: Omit<RankingFilter, "search">,
  offset: number,
  limit: number,
  db: Db = getDb(),
): Promise<RankingPage> {
  return categoryRankingPage(filter, filter.today ?? mexicoToday(), offset, limit, db);
}

// Pages of the rankings (the first pages and the share images' top 3 are most of them), same rule as `memo`.
const pageMemo = publicDataMemo<RankingPage>(64);

/** rankingPageFor() as the public pages show it, computed once per change of the public data in this process. */
export async function publicRankingPage(
  filter: Omit<RankingFilter, "today" | "search">,
  offset: number,
  limit: number,
): Promise<RankingPage> {
  const today = mexicoToday();
  return pageMemo(`${today}|${filter.gender}|${filter.category}|${offset}|${limit}`, () =>
    categoryRankingPage(filter, today, offset, limit, getDb()),
  );
}

/** rankingFor() as the public pages show it, computed once per change of the public data in this process. */
export async function publicRanking(filter: Omit<RankingFilter, "today">): Promise<RankingRow[]> {
  const today = mexicoToday();
  const all = await memo(`${today}|${filter.gender}|${filter.category}`, () => categoryRanking(filter, today, getDb()));
  return searchRows(all, filter.search);
}

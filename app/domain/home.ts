// Rules of the home page (docs/product.md §3.1).

/** Upcoming tournaments fetched for the home page, and how many show per page. */
export const HOME_TOURNAMENTS_FETCHED = 20;
export const HOME_TOURNAMENTS_PER_PAGE = 4;
export const HOME_TOP_PLAYERS = 5;
export const HOME_FEATURED = 5;
export const HOME_SEARCH_RESULTS = 8;

/** Featured first, then by start date (earliest first); ties by id so the order is stable. */
export function compareHomeTournaments(
  a: { featured: boolean; startDate: string; id: number },
  b: { featured: boolean; startDate: string; id: number },
): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? -1 : 1;
  return a.id - b.id;
}

/** The page number from the URL: a positive integer, 1 when missing or invalid. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** One page of `items`; a page past the end shows the last page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}

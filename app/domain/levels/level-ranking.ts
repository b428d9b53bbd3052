// The ranking by level (issue 35): a second view of the ranking page, per gender. Only players with enough
// rated matches are listed, so a lucky first match does not top it.
export const LEVEL_RANKING_MIN_MATCHES = 5;
export const LEVEL_RANKING_PER_PAGE = 24;

/** The page asked for (?pagina=N), kept within 1..pageCount. */
export function pageWithin(asked: string | null, total: number, perPage: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(Number.parseInt(asked ?? "1", 10) || 1, 1), pageCount);
  return { page, pageCount };
}

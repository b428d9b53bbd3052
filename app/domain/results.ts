import { tournamentSlug } from "./slugs";

/** Category order inside a category type on the results panel (docs/product.md §4.5). */
export const RESULT_CATEGORY_ORDER = ["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta", "A", "B", "C", "D", "E"] as const;

export const ALL_RESULTS_FILTER = "Todos";

const spanish = new Intl.Collator("es", { sensitivity: "base", numeric: true });

function orderIndex(category: string): number {
  const wanted = category.trim().toLowerCase();
  return RESULT_CATEGORY_ORDER.findIndex((known) => known.toLowerCase() === wanted);
}

/** Known categories first in RESULT_CATEGORY_ORDER, then unknown ones alphabetically. */
export function compareResultCategories(a: string, b: string): number {
  const ia = orderIndex(a);
  const ib = orderIndex(b);
  if (ia !== -1 && ib !== -1) return ia - ib;
  if (ia !== -1) return -1;
  if (ib !== -1) return 1;
  return spanish.compare(a, b);
}

export function resultGroupKey(categoryType: string, category: string): string {
  return `${categoryType} - ${category}`;
}

export interface ResultGroup<T> {
  /** '{categoryType} - {category}', e.g. 'Varonil - 1ra'. */
  key: string;
  categoryType: string;
  category: string;
  /** Rows of the group in input order. */
  entries: T[];
}

/** Groups result rows by type and category; groups sorted by type alphabetically, then category order. */
export function groupResults<T extends { categoryType: string; category: string }>(rows: readonly T[]): ResultGroup<T>[] {
  const groups = new Map<string, ResultGroup<T>>();
  for (const row of rows) {
    const key = resultGroupKey(row.categoryType, row.category);
    let group = groups.get(key);
    if (!group) {
      group = { key, categoryType: row.categoryType, category: row.category, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(row);
  }
  return [...groups.values()].sort(
    (a, b) => spanish.compare(a.categoryType, b.categoryType) || compareResultCategories(a.category, b.category),
  );
}

function groupOfKey(key: string): string {
  const separator = key.indexOf(" - ");
  return separator === -1 ? key : key.slice(0, separator);
}

/** Filter options: 'Todos', then each distinct text before ' - ' in the keys, in key order. */
export function resultGroupFilterOptions(keys: readonly string[]): string[] {
  return [ALL_RESULTS_FILTER, ...new Set(keys.map(groupOfKey))];
}

export function filterResultGroups<G extends { key: string }>(groups: readonly G[], filter: string): G[] {
  if (filter === ALL_RESULTS_FILTER) return [...groups];
  return groups.filter((group) => groupOfKey(group.key) === filter);
}

/** Placeholder players recorded as 'unknown' are never shown. */
export function isUnknownPlayerName(name: string | null | undefined): boolean {
  return (name ?? "").trim().toLowerCase() === "unknown";
}

export function visiblePlayers<P extends { name: string | null | undefined }>(players: readonly P[]): P[] {
  return players.filter((player) => !isUnknownPlayerName(player.name));
}

/** Download name of the results image, without extension: 'resultados-{slug}' or 'resultados-torneo'. */
export function resultsImageFileName(tournamentTitle: string | null | undefined): string {
  return `resultados-${tournamentSlug(tournamentTitle)}`;
}

// Pure rules of the player profile (docs/product.md §6.2): favourite partner, category summary, title history order.

/** A championship of the player: the pair as recorded, with the tournament it was won in. */
export interface WonTournament {
  resultId: number;
  tournamentId: number;
  tournamentTitle: string;
  endDate: string;
  clubName: string;
  featured: boolean;
  categoryType: string;
  category: string;
  player1: { id: number; name: string; handle: string | null; image: string | null };
  player2: { id: number; name: string; handle: string | null; image: string | null } | null;
}

export interface Partner {
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  /** Titles won together. */
  count: number;
}

const nameCollator = new Intl.Collator("es", { sensitivity: "base" });

/** Partners of `playerId` in its wins, most frequent first (then by name): [0] is 'Pareja favorita'. */
export function partnersOf(playerId: number, wins: readonly WonTournament[]): Partner[] {
  const partners = new Map<number, Partner>();
  for (const win of wins) {
    const partner = win.player1.id === playerId ? win.player2 : win.player2?.id === playerId ? win.player1 : null;
    if (!partner) continue;
    const entry = partners.get(partner.id) ?? { ...partner, count: 0 };
    entry.count += 1;
    partners.set(partner.id, entry);
  }
  return [...partners.values()].sort((a, b) => b.count - a.count || nameCollator.compare(a.name, b.name) || a.id - b.id);
}

export interface CategorySummaryRow {
  /** 'Varonil 3ra', 'Mixto B'... */
  label: string;
  count: number;
  /** Whole percentage of all wins (rounded). */
  percentage: number;
}

/** 'Resumen por Categoría': wins per category type and category, most first. */
export function categorySummary(wins: readonly Pick<WonTournament, "categoryType" | "category">[]): CategorySummaryRow[] {
  const counts = new Map<string, number>();
  for (const win of wins) {
    const label = `${win.categoryType} ${win.category.trim()}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const total = wins.length;
  return [...counts.entries()]
    .map(([label, count]) => ({ label, count, percentage: total ? Math.round((count / total) * 100) : 0 }))
    .sort((a, b) => b.count - a.count || nameCollator.compare(a.label, b.label));
}

/** Title history order: featured tournaments first ('Destacado'), then newest end date. */
export function compareWonTournaments(a: WonTournament, b: WonTournament): number {
  return Number(b.featured) - Number(a.featured) || b.endDate.localeCompare(a.endDate) || b.resultId - a.resultId;
}

export const TITLES_PER_PAGE = 6;

/** Page `page` (1-based, clamped to the available pages) of the sorted history. */
export function historyPage<T>(items: readonly T[], page: number, perPage = TITLES_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1), pageCount);
  return { page: current, pageCount, items: items.slice((current - 1) * perPage, current * perPage) };
}

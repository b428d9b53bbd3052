// The tournament page's 'Cuadros' section: which categories have a draw to link to, and for the
// tournament's editors every category that could have one.
import { and, eq, ne } from "drizzle-orm";
import { draw, registration } from "../../../db/schema";
import {
  CATEGORY_TYPES,
  type CategoryType,
  categoriesForType,
  categoryTypeFromRegistration,
  type RegistrationCategoryType,
} from "~/domain/categories";
import { categorySlug, drawPath, type DrawStatus } from "~/domain/play";
import { compareResultCategories } from "~/domain/results";
import { categoryLabel } from "~/domain/score-rules";
import { ALL_CATEGORIES, sameCategory } from "~/domain/tournament-categories";
import { getDb, type Db } from "../infra/db.server";

const DRAW_STATUS_LABELS: Record<DrawStatus | "none", string> = {
  none: "Sin cuadro",
  entries: "Inscripciones",
  draft: "Borrador (solo organizadores)",
  published: "Publicado",
};

type TournamentCategories = {
  id: number;
  title: string;
  categoriesVaronil: string[];
  categoriesFemenil: string[];
  categoriesMixed: string[];
};

/**
 * The tournament page's 'Cuadros' links: the published draws; for its editors every category that has
 * a draw, a registration or is offered by name, with its draw's state.
 */
export async function tournamentDrawLinks(tournament: TournamentCategories, canEdit: boolean, db: Db = getDb()) {
  const draws = await db
    .select({ categoryType: draw.categoryType, category: draw.category, status: draw.status })
    .from(draw)
    .where(eq(draw.tournamentId, tournament.id));
  const found = new Map<string, { categoryType: CategoryType; category: string; status: DrawStatus | "none" }>();
  const add = (categoryType: CategoryType, category: string, status: DrawStatus | "none") => {
    const known = categoriesForType(categoryType).find((c) => sameCategory(c, category));
    const slug = known ? categorySlug(categoryType, known) : null;
    if (slug && !found.has(slug)) found.set(slug, { categoryType, category: known!, status });
  };
  for (const row of draws) add(row.categoryType as CategoryType, row.category, row.status as DrawStatus);
  if (canEdit) {
    const registered = await db
      .selectDistinct({ categoryType: registration.categoryType, category: registration.category })
      .from(registration)
      .where(and(eq(registration.tournamentId, tournament.id), ne(registration.status, "cancelada")));
    for (const row of registered) add(categoryTypeFromRegistration(row.categoryType as RegistrationCategoryType), row.category, "none");
    const offered = [
      ["Varonil", tournament.categoriesVaronil],
      ["Femenil", tournament.categoriesFemenil],
      ["Mixto", tournament.categoriesMixed],
    ] as const;
    for (const [type, list] of offered) for (const category of list) if (category !== ALL_CATEGORIES) add(type, category, "none");
  }
  return [...found.values()]
    .filter((row) => canEdit || row.status === "published")
    .sort(
      (x, y) =>
        CATEGORY_TYPES.indexOf(x.categoryType) - CATEGORY_TYPES.indexOf(y.categoryType) || compareResultCategories(x.category, y.category),
    )
    .map((row) => ({
      label: `${row.categoryType} ${categoryLabel(row.category)}`,
      href: drawPath(tournament, row.categoryType, row.category),
      status: DRAW_STATUS_LABELS[row.status],
    }));
}
export type DrawLink = Awaited<ReturnType<typeof tournamentDrawLinks>>[number];

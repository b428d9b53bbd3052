// A tournament's category lists ('Todas' or specific categories per type) and the registration's category
// checks. Apart from `categories.ts` so the pages that only show categories (rankings, players, Padel
// Score) load none of it.
import { categoriesForType, type CategoryType, normalizeGender, type RegistrationCategoryType } from "./categories";
import { compareResultCategories } from "./results";

/** Stored in a tournament's category list, it means every category of that type. */
export const ALL_CATEGORIES = "Todas";

/** Category names compare trimmed and case-insensitively ('open' is 'Open'). */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function isAllCategories(value: string): boolean {
  return sameCategory(value, ALL_CATEGORIES);
}

/**
 * Clean list for display and editing: trimmed, no blanks, no duplicates, and ['Todas'] when empty.
 * A list that contains 'Todas' next to specific categories becomes ['Todas'], because 'Todas' already
 * allows them all and normalising must never narrow what a tournament accepts.
 */
export function normalizeCategoryList(list: readonly string[] | null | undefined): string[] {
  const result: string[] = [];
  for (const raw of list ?? []) {
    const category = raw.trim();
    if (!category) continue;
    if (isAllCategories(category)) return [ALL_CATEGORIES];
    if (!result.some((existing) => sameCategory(existing, category))) result.push(category);
  }
  return result.length > 0 ? result : [ALL_CATEGORIES];
}

/**
 * What the registration form saves for one category type (docs/product.md §4.7): the type's toggle off gives an
 * empty list (the type is not offered), on with nothing chosen gives ['Todas'].
 */
export function offeredCategoryList(enabled: boolean, chosen: readonly string[]): string[] {
  return enabled ? normalizeCategoryList(chosen) : [];
}

/**
 * Adding the first specific category replaces 'Todas'; adding 'Todas' resets to it. The list keeps the
 * ladder's order (Open, 1ra ... 6ta; A ... E; others after them), whatever the order of adding.
 */
export function addCategory(list: readonly string[] | null | undefined, category: string): string[] {
  const current = normalizeCategoryList(list);
  const added = category.trim();
  if (!added) return current;
  if (isAllCategories(added)) return [ALL_CATEGORIES];
  if (current.length === 1 && current[0] === ALL_CATEGORIES) return [added];
  if (current.some((existing) => sameCategory(existing, added))) return current;
  return [...current, added].sort(compareResultCategories);
}

/** Removing the last category restores ['Todas']. */
export function removeCategory(list: readonly string[] | null | undefined, category: string): string[] {
  return normalizeCategoryList(normalizeCategoryList(list).filter((existing) => !sameCategory(existing, category)));
}

/**
 * Whether a tournament's list for one category type accepts `category`.
 * An empty list means the tournament does not offer that type at all. 'Todas' accepts any category;
 * when `type` is given, only categories of that type's ladder (or letter list for Mixto).
 */
export function isCategoryAllowed(
  tournamentList: readonly string[] | null | undefined,
  category: string,
  type?: CategoryType | RegistrationCategoryType,
): boolean {
  const wanted = category.trim();
  if (!wanted || isAllCategories(wanted)) return false;
  const list = (tournamentList ?? []).map((entry) => entry.trim()).filter(Boolean);
  if (list.some(isAllCategories)) {
    return type === undefined || categoriesForType(type).some((known) => sameCategory(known, wanted));
  }
  return list.some((entry) => sameCategory(entry, wanted));
}

/** Rank order used by the lower-category warning (docs/product.md §5.1). 'E' and '50+' have no rank. */
export const CATEGORY_RANK = {
  "6ta": 1,
  "5ta": 2,
  "4ta": 3,
  "3ra": 4,
  "2da": 5,
  "1ra": 6,
  Open: 7,
  A: 8,
  B: 9,
  C: 10,
  D: 11,
} as const satisfies Record<string, number>;

/** Rank of a category, or undefined when it has none (unknown, blank, 'E', '50+'). */
export function categoryRank(category: string | null | undefined): number | undefined {
  if (!category) return undefined;
  const entry = Object.entries(CATEGORY_RANK).find(([name]) => sameCategory(name, category));
  return entry?.[1];
}

/** True only when both categories have a rank and the chosen one ranks below the current one. */
export function isLowerCategory(chosen: string | null | undefined, current: string | null | undefined): boolean {
  const chosenRank = categoryRank(chosen);
  const currentRank = categoryRank(current);
  return chosenRank !== undefined && currentRank !== undefined && chosenRank < currentRank;
}

/** Soft, non-blocking warning shown in the registration sheet. */
export function lowerCategoryWarning(chosen: string | null | undefined, current: string | null | undefined): string | null {
  if (!chosen || !current || !isLowerCategory(chosen, current)) return null;
  return `¡Atención! Estás intentando inscribirte en una categoría inferior (${chosen.trim()}) a tu categoría actual (${current.trim()}).`;
}

export type RegistrationMode = "individual" | "partner";

/**
 * Category type preselected when registering (docs/product.md §4.3): the user's own gender type, or mixto when the
 * partner is of the other gender. Null when the user's gender is unknown (the user must choose).
 */
export function registrationTypeFor(input: {
  userGender: string | null | undefined;
  partnerGender?: string | null;
  mode: RegistrationMode;
}): RegistrationCategoryType | null {
  const user = normalizeGender(input.userGender);
  if (!user) return null;
  const own: RegistrationCategoryType = user === "Varonil" ? "varonil" : "femenil";
  if (input.mode === "individual") return own;
  const partner = normalizeGender(input.partnerGender);
  return partner && partner !== user ? "mixto" : own;
}

const TYPE_GENDER = { varonil: "Varonil", femenil: "Femenil" } as const;
export const MIXED_NEEDS_PARTNER = "Para inscribirte en Mixto elige a tu pareja.";
const TYPE_NAME: Record<RegistrationCategoryType, string> = { varonil: "Varonil", femenil: "Femenil", mixto: "Mixto" };

/**
 * Why a registration may not use category type `type` (docs/product.md §4.3: the type follows the player's gender and
 * the partner's), or null when it may. Varonil and Femenil need every known gender to match; Mixto needs a
 * partner, a man and a woman (alone, a player registers in their own gender's type). An unknown gender
 * constrains nothing: the server cannot know it.
 */
export function registrationTypeProblem(input: {
  type: RegistrationCategoryType;
  userGender: string | null | undefined;
  partnerGender?: string | null;
  mode: RegistrationMode;
}): string | null {
  const user = normalizeGender(input.userGender);
  const partner = input.mode === "partner" ? normalizeGender(input.partnerGender) : null;
  const name = TYPE_NAME[input.type];
  if (input.type === "mixto") {
    if (input.mode === "individual") return MIXED_NEEDS_PARTNER;
    return user && partner && user === partner ? "La categoría Mixto es para parejas de un hombre y una mujer." : null;
  }
  const wanted = TYPE_GENDER[input.type];
  if (user && user !== wanted) return `No puedes inscribirte en la categoría ${name}: no corresponde a tu género (${user}).`;
  if (partner && partner !== wanted)
    return `No puedes inscribirte en la categoría ${name}: no corresponde al género de tu pareja (${partner}).`;
  return null;
}

/** The category types a registration may use, in the order varonil, femenil, mixto. */
export function allowedRegistrationTypes(input: {
  userGender: string | null | undefined;
  partnerGender?: string | null;
  mode: RegistrationMode;
}) {
  return (["varonil", "femenil", "mixto"] as const).filter((type) => registrationTypeProblem({ ...input, type }) === null);
}

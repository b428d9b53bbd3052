export const GENDERS = ["Varonil", "Femenil"] as const;
export type Gender = (typeof GENDERS)[number];
/** A known player's gender as an editor sets it (the seed's values): the genders, or Mixto. */
export const PLAYER_GENDERS = [...GENDERS, "Mixto"] as const;
export type PlayerGender = (typeof PLAYER_GENDERS)[number];

export const CATEGORY_TYPES = ["Varonil", "Femenil", "Mixto"] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** Registrations store the category type lower-cased; winners store it capitalised. */
export const REGISTRATION_CATEGORY_TYPES = ["varonil", "femenil", "mixto"] as const;
export type RegistrationCategoryType = (typeof REGISTRATION_CATEGORY_TYPES)[number];

export function registrationCategoryType(type: CategoryType): RegistrationCategoryType {
  switch (type) {
    case "Varonil":
      return "varonil";
    case "Femenil":
      return "femenil";
    case "Mixto":
      return "mixto";
  }
}

export function categoryTypeFromRegistration(type: RegistrationCategoryType): CategoryType {
  switch (type) {
    case "varonil":
      return "Varonil";
    case "femenil":
      return "Femenil";
    case "mixto":
      return "Mixto";
  }
}

/** Accepts either spelling, any case, surrounding blanks; null for anything else. */
export function parseCategoryType(value: string | null | undefined): CategoryType | null {
  const wanted = value?.trim().toLowerCase();
  return CATEGORY_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

/** Display name of a category type in either spelling ('varonil' -> 'Varonil'); unknown types as they are. */
export function categoryTypeLabel(type: string): string {
  return parseCategoryType(type) ?? type;
}

/** Category ladder for Varonil and Femenil (winners dialog, tournament categories). */
export const LADDER_CATEGORIES = ["6ta", "5ta", "4ta", "3ra", "2da", "1ra", "Open", "50+"] as const;
export type LadderCategory = (typeof LADDER_CATEGORIES)[number];

export const MIXED_CATEGORIES = ["A", "B", "C", "D", "E"] as const;
export type MixedCategory = (typeof MIXED_CATEGORIES)[number];

/** The categories a person holds (user, player, join signup, coach level aside) and ranks in: rankings, registration forms, profiles. */
export const RANKING_CATEGORIES = ["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta"] as const;
export type RankingCategory = (typeof RANKING_CATEGORIES)[number];

export type Category = LadderCategory | MixedCategory;

export function categoriesForType(type: CategoryType | RegistrationCategoryType): readonly LadderCategory[] | readonly MixedCategory[] {
  return type === "Mixto" || type === "mixto" ? MIXED_CATEGORIES : LADDER_CATEGORIES;
}

/** Category shown on the players list, from the number of tournaments won (docs/product.md §5.1). */
export function categoryFromWins(totalCount: number): RankingCategory {
  if (!(totalCount > 0)) return "6ta";
  if (totalCount > 20) return "1ra";
  if (totalCount > 15) return "2da";
  if (totalCount > 10) return "3ra";
  if (totalCount > 5) return "4ta";
  return "5ta";
}

/** Player genders are Varonil/Femenil; accounts used Masculino/Femenino. Any case; null when unknown. */
export function normalizeGender(value: string | null | undefined): Gender | null {
  switch (value?.trim().toLowerCase()) {
    case "varonil":
    case "masculino":
      return "Varonil";
    case "femenil":
    case "femenino":
      return "Femenil";
    default:
      return null;
  }
}

/** Levels offered in a class request (docs/product.md §7.5). */
export const CLASS_LEVELS = ["Iniciante", "5ta", "4ta", "3ra", "2da", "1ra", "Open"] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];

/** Experience options of a coach profile (docs/product.md §7.4). */
export const COACH_EXPERIENCES = ["Open", "1ra", "2da", "3ra", "4ta", "5ta"] as const;
export type CoachExperience = (typeof COACH_EXPERIENCES)[number];

// The warning when a pair registers far below its level (issue 35): 'Tu nivel corresponde a 2da'. A warning,
// never a refusal: the organiser places pairs, and a level can be wrong (few matches, a long break).
import { MIXED_CATEGORIES, RANKING_CATEGORIES } from "../categories";
import { categoryForLevel } from "./scale";

/** Categories below the pair's level from which the warning shows. */
export const WARN_FROM_STEPS = 2;

/** The pair's level: the mean of its players' shown levels (those who have one), to one decimal; null for none. */
export function pairLevel(levels: readonly (number | null | undefined)[]): number | null {
  const known = levels.filter((level): level is number => typeof level === "number" && Number.isFinite(level));
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, level) => sum + level, 0) / known.length) * 10) / 10;
}

/**
 * 'Tu nivel corresponde a 2da' when the pair's level corresponds to a category WARN_FROM_STEPS or more steps
 * above the chosen one (Mixto: its letters, A the highest); null otherwise, and for categories off the
 * ladder ('50+' is an age).
 */
export function levelCategoryWarning(input: {
  levels: readonly (number | null | undefined)[];
  chosen: string | null | undefined;
  type: string | null | undefined;
}): string | null {
  const level = pairLevel(input.levels);
  const chosen = input.chosen?.trim().toLowerCase();
  if (level === null || !chosen) return null;
  const mixed = input.type?.toLowerCase() === "mixto";
  const ladder: readonly string[] = mixed ? MIXED_CATEGORIES : RANKING_CATEGORIES;
  const chosenAt = ladder.findIndex((category) => category.toLowerCase() === chosen);
  if (chosenAt < 0) return null;
  const fits = categoryForLevel(level, mixed ? "Mixto" : "Varonil");
  const fitsAt = ladder.indexOf(fits);
  return chosenAt - fitsAt >= WARN_FROM_STEPS ? `Tu nivel corresponde a ${fits}` : null;
}

// A social match's score (issue 32): points of each side. Played to points, the two must add up to the
// points per match (24: 13-11 yes, 13-10 no; 12-12 is a draw); played by time, any two whole numbers.
import { done, refused, type Result } from "../result";
import type { SocialScore } from "./types";

/** Points per match the organiser may pick, or 'tiempo' (played by time). */
export const POINTS_PER_MATCH = [16, 21, 24, 32] as const;

export type PointsPerMatch = number | "tiempo";

// Far above any real match by time; keeps nonsense out of the standings.
const MAX_POINTS_BY_TIME = 999;

export function validateSocialScore(points: readonly [unknown, unknown], pointsPerMatch: PointsPerMatch): Result<SocialScore> {
  const [a, b] = points;
  if (!isPoints(a) || !isPoints(b)) return refused("Los puntos deben ser números enteros de 0 o más.");
  if (pointsPerMatch === "tiempo") {
    if (a > MAX_POINTS_BY_TIME || b > MAX_POINTS_BY_TIME) return refused(`Máximo ${MAX_POINTS_BY_TIME} puntos por pareja.`);
    return done([a, b] as const);
  }
  if (a + b !== pointsPerMatch) return refused(`El marcador debe sumar ${pointsPerMatch} puntos`);
  return done([a, b] as const);
}

function isPoints(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

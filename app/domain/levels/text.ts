// One match's effect in words, from the player's side: 'Ganaste 6-3 6-4 a una pareja de nivel 4.6: +0.08'.
import { formatMatchScore, mirrorScore } from "../result-text";
import type { LevelScore } from "./margin";
import type { LevelChange } from "./rating";
import { formatLevel, levelOfRating, shownLevel } from "./scale";

/** The level change of a match, unrounded (rating points over 200). */
export function levelChange(change: Pick<LevelChange, "before" | "after">): number {
  return levelOfRating(change.after.rating) - levelOfRating(change.before.rating);
}

/** '+0.08', '-0.05', '0.00': two decimals, because a match moves a level by hundredths. */
export function formatLevelChange(delta: number): string {
  const hundredths = Math.round(Math.abs(delta) * 100);
  if (hundredths === 0) return delta > 0 ? "+0.00" : delta < 0 ? "-0.00" : "0.00";
  return `${delta > 0 ? "+" : "-"}${(hundredths / 100).toFixed(2)}`;
}

/** The score with the player's pair first: '6-3 6-4', 'por W.O.', '6-4 2-1 ret.', '16-8' (points). */
function scoreFromSide(score: LevelScore, team: LevelChange["team"]): string {
  if (score.kind === "points") {
    const { team1, team2 } = score.points;
    return team === "team1" ? `${team1}-${team2}` : `${team2}-${team1}`;
  }
  if (score.kind === "walkover") return "por W.O.";
  return formatMatchScore(team === "team1" ? score : mirrorScore(score));
}

export function matchEffectText(change: LevelChange, score: LevelScore): string {
  const opponents = `una pareja de nivel ${formatLevel(shownLevel(change.opponentsRating))}`;
  const played = scoreFromSide(score, change.team);
  const effect = formatLevelChange(levelChange(change));
  switch (change.result) {
    case "won":
      return `Ganaste ${played} a ${opponents}: ${effect}`;
    case "lost":
      return `Perdiste ${played} ante ${opponents}: ${effect}`;
    case "drew":
      return `Empataste ${played} con ${opponents}: ${effect}`;
  }
}

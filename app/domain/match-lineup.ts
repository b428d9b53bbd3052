// The players of a Padel Score match and their word on its result (issue 35, docs/product.md §9.4): the
// owner links four players, and the match counts for levels once a player of each side confirmed the
// result and nobody disputed it.
import { done, refused, type Result } from "./result";

export type LineupTeam = 1 | 2;
export type LineupSlot = { team: LineupTeam; position: 1 | 2; playerId: number };
export type Verdict = "confirmed" | "disputed";
export type Answer = { team: LineupTeam; verdict: Verdict };

/** The form's four places in order: team 1's two players, then team 2's. */
export const LINEUP_PLACES = [
  { team: 1, position: 1 },
  { team: 1, position: 2 },
  { team: 2, position: 1 },
  { team: 2, position: 2 },
] as const;

export const LINEUP_MESSAGES = {
  repeated: "Un jugador no puede estar dos veces en el partido",
  tournament: "Este partido es de un torneo: cuenta por su cuadro, sin confirmación",
  notOwner: "Solo quien creó el partido puede elegir a sus jugadores",
  signIn: "Inicia sesión para elegir a los jugadores del partido",
  unknownPlayer: "Alguno de los jugadores elegidos no existe",
  notFinished: "El partido aún no termina",
  incomplete: "El partido necesita a sus cuatro jugadores para confirmarse",
  notPlayer: "Solo los cuatro jugadores del partido pueden confirmar su resultado",
} as const;

/** The lineup the form's four places give (empty places stay empty), or why it cannot be. */
export function lineupOf(ids: readonly (number | null | undefined)[]): Result<LineupSlot[]> {
  const slots = LINEUP_PLACES.flatMap((place, index): LineupSlot[] => {
    const playerId = ids[index];
    return playerId ? [{ ...place, playerId }] : [];
  });
  if (new Set(slots.map((slot) => slot.playerId)).size !== slots.length) return refused(LINEUP_MESSAGES.repeated, 400);
  return done(slots);
}

/** Whether the answers make the result certain: a confirmation from each side, and no dispute. */
export function resultConfirmed(answers: readonly Answer[]): boolean {
  if (answers.some((answer) => answer.verdict === "disputed")) return false;
  const sides = new Set(answers.filter((answer) => answer.verdict === "confirmed").map((answer) => answer.team));
  return sides.has(1) && sides.has(2);
}

/** Where a match's confirmation stands, as its page and 'Mis partidos' say it. */
export function confirmationStatus(answers: readonly Answer[]): "confirmed" | "disputed" | "pending" {
  if (answers.some((answer) => answer.verdict === "disputed")) return "disputed";
  return resultConfirmed(answers) ? "confirmed" : "pending";
}

import { z } from "zod";
import { idField } from "./zod-locale";

/** The four places of the lineup form, in LINEUP_PLACES' order (app/domain/match-lineup.ts). */
export const LINEUP_FIELDS = ["team1Player1", "team1Player2", "team2Player1", "team2Player2"] as const;

/** 'Guardar jugadores': each place a player id, or empty (not linked). */
export const MatchLineupSchema = z.object(
  Object.fromEntries(LINEUP_FIELDS.map((name) => [name, idField().optional()])) as Record<
    (typeof LINEUP_FIELDS)[number],
    z.ZodOptional<ReturnType<typeof idField>>
  >,
);

/** 'Confirmar' or 'No es correcto'. */
export const MatchAnswerSchema = z.object({ verdict: z.enum(["confirmed", "disputed"]) });

// Admin player edit 'Editar información de jugador' (001 §2.6, §5), shared by the dialog and the action.
import { z } from "zod";
import { GENDERS } from "~/domain/categories";
import { isValidHandle, normalizeHandle } from "~/domain/slugs";
import { UPLOADED_IMAGE } from "./account";
import "./zod-locale";

export const PLAYER_NAME_REQUIRED = "El nombre del jugador es requerido";
export const PLAYER_GENDER_REQUIRED = "El género es requerido";

export const PlayerEditSchema = z.object({
  name: z.string({ error: PLAYER_NAME_REQUIRED }).trim().min(1, PLAYER_NAME_REQUIRED).max(120, "Máximo 120 caracteres"),
  handle: z
    .string()
    .optional()
    .transform((v) => normalizeHandle(v))
    .refine((v) => v === null || isValidHandle(v), "Usa solo letras, números, puntos y guiones bajos, sin @"),
  // The database allows only Varonil and Femenil for players.
  gender: z.enum(GENDERS, { error: PLAYER_GENDER_REQUIRED }),
  image: z.string().regex(UPLOADED_IMAGE, "No se pudo subir la imagen").optional(),
});

// Admin player edit 'Editar información de jugador' (docs/product.md §6.4), shared by the dialog and the action.
import { z } from "zod";
import { GENDERS, PLAYER_GENDERS } from "~/domain/categories";
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
  gender: z.enum(PLAYER_GENDERS, { error: PLAYER_GENDER_REQUIRED }),
  image: z.string().regex(UPLOADED_IMAGE, "No se pudo subir la imagen").optional(),
});

// 'Añadir nuevo jugador' in the winners dialog (docs/product.md §4.5): the same fields with that form's messages.
export const NEW_PLAYER_NAME_TOO_SHORT = "El nombre debe tener al menos 3 caracteres";
export const NEW_PLAYER_GENDER_REQUIRED = "Selecciona el género del jugador";

export const NewPlayerSchema = PlayerEditSchema.extend({
  name: z.string({ error: NEW_PLAYER_NAME_TOO_SHORT }).trim().min(3, NEW_PLAYER_NAME_TOO_SHORT).max(120, "Máximo 120 caracteres"),
  gender: z.enum(GENDERS, { error: NEW_PLAYER_GENDER_REQUIRED }),
});
export type NewPlayerValues = z.infer<typeof NewPlayerSchema>;

// The registration sheet's 'Añadir pareja' (docs/product.md §4.3): only the name is required; gender Varonil by default.
export const PARTNER_NAME_REQUIRED = "El nombre es obligatorio";

export const NewPartnerSchema = PlayerEditSchema.extend({
  name: z.string({ error: PARTNER_NAME_REQUIRED }).trim().min(1, PARTNER_NAME_REQUIRED).max(120, "Máximo 120 caracteres"),
  gender: z.enum(GENDERS, { error: PLAYER_GENDER_REQUIRED }).default("Varonil"),
});

// 'Este perfil no es mío' (docs/product.md §6.3): what the administrator reads.
export const PLAYER_REPORT_MAX = 500;
export const REPORT_MESSAGE_REQUIRED = "Cuéntale al administrador qué pasa con este perfil";
export const PlayerReportSchema = z.object({
  message: z
    .string({ error: REPORT_MESSAGE_REQUIRED })
    .trim()
    .min(1, REPORT_MESSAGE_REQUIRED)
    .max(PLAYER_REPORT_MAX, `El mensaje admite hasta ${PLAYER_REPORT_MAX} caracteres.`),
  redirectTo: z.string().optional(),
});

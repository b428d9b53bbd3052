// The player join form of /unete-dagos (docs/product.md §3.3), shared by the form and the action.
import { z } from "zod";
import { GENDERS, RANKING_CATEGORIES } from "~/domain/categories";
import { mexicoToday } from "~/domain/calendar";
import { FIRST_BIRTH_DATE } from "~/domain/join";
import { isValidHandle, normalizeHandle } from "~/domain/slugs";
import { dateField, idField } from "./zod-locale";

export const JOIN_MESSAGES = {
  name: "El nombre es requerido",
  birthDate: "La fecha de nacimiento es requerida",
  birthDateFuture: "La fecha de nacimiento no puede ser en el futuro",
  birthDateTooOld: "El año de nacimiento debe ser a partir de 1940",
  category: "La categoría es requerida",
  phone: "El teléfono debe tener al menos 10 dígitos",
  phoneTooLong: "El teléfono debe tener como máximo 15 dígitos",
  gender: "El género es requerido",
  instagram: "Escribe tu usuario de Instagram sin @ (letras, números, punto y guion bajo)",
  terms: "Debes aceptar los términos y condiciones",
} as const;

export const JoinSchema = z.object({
  name: z.string({ error: JOIN_MESSAGES.name }).trim().min(1, JOIN_MESSAGES.name).max(120, "Máximo 120 caracteres"),
  birthDate: dateField(JOIN_MESSAGES.birthDate)
    .refine((v) => v >= FIRST_BIRTH_DATE, JOIN_MESSAGES.birthDateTooOld)
    .refine((v) => v <= mexicoToday(), JOIN_MESSAGES.birthDateFuture),
  category: z.enum(RANKING_CATEGORIES, { error: JOIN_MESSAGES.category }),
  // Spaces, dashes and a leading + are accepted and removed: the number is stored as digits.
  phone: z
    .string({ error: JOIN_MESSAGES.phone })
    .transform((v) => v.replace(/\D/g, ""))
    .refine((v) => v.length >= 10, JOIN_MESSAGES.phone)
    .refine((v) => v.length <= 15, JOIN_MESSAGES.phoneTooLong),
  gender: z.enum(GENDERS, { error: JOIN_MESSAGES.gender }),
  instagram: z
    .string()
    .max(200)
    .optional()
    .transform((v) => normalizeHandle(v))
    .refine((v) => v === null || isValidHandle(v), JOIN_MESSAGES.instagram),
  clubId: idField().optional(),
  acceptsTournaments: z.boolean().default(false),
  acceptsDiscounts: z.boolean().default(false),
  acceptsTerms: z.boolean({ error: JOIN_MESSAGES.terms }).refine((v) => v, JOIN_MESSAGES.terms),
});
export type JoinInput = z.infer<typeof JoinSchema>;

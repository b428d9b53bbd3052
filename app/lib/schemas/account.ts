// Zod schemas of the account forms (docs/product.md §8), shared by the forms (loaded on first focus, app/lib/form.ts) and the actions (Conform).
import { z } from "zod";
import { validateLocalPhone } from "~/domain/phone";
import { isValidHandle, normalizeHandle } from "~/domain/slugs";
import { idField } from "./zod-locale";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const FILL_ALL_FIELDS = "Por favor completa todos los campos.";
export const PASSWORD_TOO_SHORT = "La contraseña debe tener al menos 6 caracteres.";
export const PASSWORDS_DIFFER = "Las contraseñas no coinciden.";
export const INVALID_EMAIL = "Correo electrónico inválido";
export const EMAIL_REQUIRED = "El correo electrónico es requerido";

/** Required text, trimmed; `message` when missing or blank. */
const requiredText = (message: string, max = 80) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }));

const password = z
  .string({ error: FILL_ALL_FIELDS })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, "La contraseña es demasiado larga.");

export const SignInSchema = z.object({
  email: email(FILL_ALL_FIELDS),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(PASSWORD_MAX_LENGTH, FILL_ALL_FIELDS),
});

export const SignUpSchema = z.object({
  firstName: requiredText(FILL_ALL_FIELDS, 60),
  lastName: requiredText(FILL_ALL_FIELDS, 60),
  email: email(FILL_ALL_FIELDS),
  password,
});

export const RequestResetSchema = z.object({ email: email(FILL_ALL_FIELDS) });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "El enlace no es válido o ha expirado. Solicita uno nuevo." }).max(500),
    password,
    confirmPassword: z.string({ error: FILL_ALL_FIELDS }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });

/** An image uploaded through /api/uploads: '/img/<folder>/<name>.webp'. */
export const UPLOADED_IMAGE = /^\/img\/[a-z]+\/[a-z0-9-]+\.webp$/;

export const ProfileSchema = z.object({
  firstName: requiredText("El nombre es requerido", 60),
  lastName: requiredText("El apellido es requerido", 60),
  email: email(EMAIL_REQUIRED),
  phone: z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const message = validateLocalPhone(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  instagram: z
    .string()
    .optional()
    .transform((v) => normalizeHandle(v))
    .refine((v) => v === null || isValidHandle(v), "Usa solo letras, números, puntos y guiones bajos, sin @"),
  image: z.string().regex(UPLOADED_IMAGE, "No se pudo subir la imagen").optional(),
});

export const ChangeEmailSchema = z.object({ email: email(EMAIL_REQUIRED) });

export const PlayerIdSchema = z.object({ playerId: idField() });

/** 'Recordatorios de partidos por WhatsApp' of Mi Perfil: on or off. */
export const MatchRemindersSchema = z.object({ enabled: z.enum(["true", "false"]).transform((v) => v === "true") });

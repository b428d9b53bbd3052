// Zod schemas of the club and coach forms (docs/product.md §7), shared by the forms (loaded on first focus, app/lib/form.ts) and the actions (Conform).
import { z } from "zod";
import { COACH_EXPERIENCES } from "~/domain/categories";
import { isLocalPhone } from "~/domain/phone";
import { UPLOADED_IMAGE } from "./account";
import { CLASS_LEVELS, CLASS_REQUEST_MESSAGE_MAX } from "./form-options";
import { idField } from "./zod-locale";

export const WHATSAPP_INVALID = "Por favor, ingresa un número de WhatsApp válido (10 dígitos)";
export const DESCRIPTION_TOO_SHORT = "Por favor, añade una descripción detallada";
export const CLASS_REQUEST_REQUIRED = "Por favor completa los campos obligatorios (nombre y teléfono)";

export { CLASS_LEVELS };

const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`);
const requiredMin = (min: number, message: string, max = 120) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Máximo ${max} caracteres`);

const whatsapp = z
  .string({ error: WHATSAPP_INVALID })
  .trim()
  .refine((v) => isLocalPhone(v), WHATSAPP_INVALID);

const optionalWhatsapp = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isLocalPhone(v), WHATSAPP_INVALID)
  .transform((v) => v || null);

/** A URL (http or https) or nothing. */
const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), message)
    .transform((v) => v || null);

const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => v || null);

const uploadedImage = z.string().regex(UPLOADED_IMAGE, "No se pudo subir la imagen").optional();

const ids = z.array(idField()).max(50).default([]);

const cost = (message: string) => z.coerce.number({ error: message }).min(0, message).max(1_000_000, message);

// ----- coaches -----

const coachFields = {
  name: requiredMin(2, "El nombre es obligatorio", 80),
  description: requiredMin(10, DESCRIPTION_TOO_SHORT, 2000),
  classCost: cost("El costo debe ser un número positivo"),
  whatsapp,
  instagram: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v?.replace(/^@+/, "") || null),
  clubIds: z.array(idField()).min(1, "Por favor, selecciona al menos un club").max(20),
  experience: z.enum(COACH_EXPERIENCES, { error: "Por favor, selecciona tu categoría" }),
  image: uploadedImage,
};

export const CoachRegisterSchema = z.object(coachFields);
export type CoachInput = z.infer<typeof CoachRegisterSchema>;

/** Admin edit of a coach: the registration fields plus the featured switch. */
export const CoachEditSchema = z.object({ ...coachFields, featured: z.boolean().default(false) });
export type CoachEditInput = z.infer<typeof CoachEditSchema>;

export const ClassRequestSchema = z.object({
  name: requiredMin(1, CLASS_REQUEST_REQUIRED, 80),
  phone: z
    .string({ error: CLASS_REQUEST_REQUIRED })
    .trim()
    .min(1, CLASS_REQUEST_REQUIRED)
    .max(20, "El teléfono debe tener 10 dígitos")
    .refine((v) => !v || /^[\d\s()+-]+$/.test(v), "El teléfono solo debe contener números"),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .refine((v) => !v || z.email().safeParse(v).success, "Correo electrónico inválido")
    .transform((v) => v || null),
  instagram: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v?.replace(/^@+/, "") || null),
  level: z.enum(CLASS_LEVELS, { error: "Selecciona un nivel" }).optional(),
  clubId: idField().optional(),
  message: optionalText(CLASS_REQUEST_MESSAGE_MAX),
});
export type ClassRequestInput = z.infer<typeof ClassRequestSchema>;

// ----- clubs -----

export const ClubRegisterSchema = z.object({
  name: requiredMin(2, "El nombre del club es obligatorio"),
  state: requiredMin(2, "El estado es obligatorio", 60),
  description: requiredMin(10, DESCRIPTION_TOO_SHORT, 2000),
  mapsUrl: optionalUrl("Por favor, ingresa un enlace de Google Maps válido"),
  whatsapp,
  courts: z.coerce
    .number({ error: "Debe haber al menos una cancha" })
    .int("Debe haber al menos una cancha")
    .min(1, "Debe haber al menos una cancha")
    .max(200, "Máximo 200 canchas"),
  hourlyCost: cost("Por favor, ingresa un precio válido por hora"),
  covered: z.boolean().default(false),
  instagramUrl: optionalUrl("Por favor ingresa una URL válida"),
  amenityIds: ids,
  image: uploadedImage,
});
export type ClubRegisterInput = z.infer<typeof ClubRegisterSchema>;

export const ClubEditSchema = z.object({
  name: requiredMin(3, "El nombre del club debe tener al menos 3 caracteres"),
  state: requiredMin(2, "Por favor ingresa un estado válido", 60),
  description: optionalText(2000),
  mapsUrl: optionalUrl("Por favor ingresa una URL válida"),
  whatsapp: optionalWhatsapp,
  courts: z.coerce
    .number({ error: "El número de canchas no puede ser negativo" })
    .int("El número de canchas no puede ser negativo")
    .min(0, "El número de canchas no puede ser negativo")
    .max(200, "Máximo 200 canchas"),
  hourlyCost: optionalText(60),
  specialHoursCost: optionalText(60),
  covered: z.boolean().default(false),
  /** Only a global administrator may change it; the action ignores it for club administrators. */
  featured: z.boolean().default(false),
  instagramUrl: optionalUrl("Por favor ingresa una URL válida"),
  amenityIds: ids,
  image: uploadedImage,
});
export type ClubEditInput = z.infer<typeof ClubEditSchema>;

/** 'Subir imagen' of the gallery: an uploaded image's address, or a file posted with the form (galleryImageFile). */
export const GalleryImageSchema = z.object({
  galleryImage: z.string().regex(UPLOADED_IMAGE, "No se pudo subir la imagen").optional(),
});
export const ImageIdSchema = z.object({ imageId: idField() });

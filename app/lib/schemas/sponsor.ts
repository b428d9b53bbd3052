// The sponsor request form (docs/product.md §2.2, §11.7) and the administrator's sponsor edit, shared by the forms and
// the actions.
import { z } from "zod";
import { UPLOADED_IMAGE } from "./account";
import { idField } from "./zod-locale";

export const SPONSOR_TITLE_REQUIRED = "El nombre de la marca es obligatorio";
export const SPONSOR_DESCRIPTION_REQUIRED = "La descripción es obligatoria";
export const SPONSOR_URL_INVALID = "Ingresa una URL válida (por ejemplo https://tumarca.com)";

const targetUrl = z
  .string()
  .trim()
  .max(500, SPONSOR_URL_INVALID)
  .optional()
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, SPONSOR_URL_INVALID)
  .transform((v) => v || null);

export const SponsorRequestSchema = z.object({
  title: z.string({ error: SPONSOR_TITLE_REQUIRED }).trim().min(1, SPONSOR_TITLE_REQUIRED).max(80, "Máximo 80 caracteres"),
  description: z
    .string({ error: SPONSOR_DESCRIPTION_REQUIRED })
    .trim()
    .min(1, SPONSOR_DESCRIPTION_REQUIRED)
    .max(500, "Máximo 500 caracteres"),
  targetUrl,
  image: z
    .string()
    .regex(UPLOADED_IMAGE, "No se pudo subir la imagen")
    .optional()
    .transform((v) => v || null),
});
export type SponsorInput = z.infer<typeof SponsorRequestSchema>;

/** The administrator's edit: the request's fields plus 'Activo'. */
export const SponsorEditSchema = SponsorRequestSchema.extend({
  id: idField(),
  active: z.boolean().default(false),
});
export type SponsorEditInput = z.infer<typeof SponsorEditSchema>;

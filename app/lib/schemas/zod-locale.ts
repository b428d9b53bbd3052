// Zod's own messages (wrong type, too big, ...) in Spanish: a form field the UI never sends wrong still
// gets a Spanish answer when a client sends it wrong. z.config is global, so importing this module
// once from any schema file sets it for the whole process and the browser bundle.
import { z } from "zod";
import { es } from "zod/locales";
import { parseDisplayDate } from "../../domain/calendar";
import { MAX_DB_ID } from "../../domain/slugs";

z.config(es());

export { MAX_DB_ID };

/** A row id posted in a form. */
export const idField = () => z.coerce.number().int().positive().max(MAX_DB_ID);

/** An optional text of at most `max` characters, trimmed; empty is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .transform((v) => (v ? v : null));

/** The schema of an intent that posts nothing besides its name (delete, unlink, clear...). */
export const NoFieldsSchema = z.object({});

export const DATE_FORMAT = "Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026";

/**
 * A date field: typed 'dd/MM/yyyy' (or picked in the calendar, which writes the same), an ISO date also
 * accepted; the output is 'yyyy-MM-dd'. Empty answers `required`; any other text that is not a real day
 * ('31/02/2026') answers DATE_FORMAT.
 */
export const dateField = (required: string) =>
  z.string({ error: required }).transform((text, ctx) => {
    const iso = parseDisplayDate(text);
    if (iso) return iso;
    ctx.addIssue({ code: "custom", message: text.trim() ? DATE_FORMAT : required });
    return z.NEVER;
  });

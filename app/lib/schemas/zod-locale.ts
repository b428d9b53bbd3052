// Zod's own messages (wrong type, too big, ...) in Spanish: a form field the UI never sends wrong still
// gets a Spanish answer when a client sends it wrong. z.config is global, so importing this module
// once from any schema file sets it for the whole process and the browser bundle.
import { z } from "zod";
import { es } from "zod/locales";
import { MAX_DB_ID } from "../../domain/slugs";

z.config(es());

export { MAX_DB_ID };

/** A row id posted in a form. */
export const idField = () => z.coerce.number().int().positive().max(MAX_DB_ID);

/** The schema of an intent that posts nothing besides its name (delete, unlink, clear...). */
export const NoFieldsSchema = z.object({});

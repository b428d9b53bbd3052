import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";

/**
 * Client-side validation with a form's Zod schema, typed by the values the form posts (strings,
 * string lists, booleans) rather than by what the schema coerces them to.
 */
export function validateWith<Values extends Record<string, unknown>>(schema: ZodType) {
  return ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema }) as unknown as Submission<Values, string[], unknown>;
}

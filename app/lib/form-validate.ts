// Loaded by app/lib/form.ts with a form's schema, on the first interaction with the form: the
// client checks a submission exactly as the action does (Conform's parseWithZod), so both give the
// same Spanish messages.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";

/** The errors of each field (and '' for the form) of this submission; empty when it is valid. */
export function errorsOf(schema: ZodType, formData: FormData): Record<string, string[]> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return {};
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

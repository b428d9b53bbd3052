// The one answer of every form action (ADR 0015): which intent it answers, whether it was done,
// Conform's result (errors per field, '' for the whole form; the posted values; a reset), a toast,
// and the data a reply carries on success (the player just created, a registration's summary).
// Type-only imports and small readers: safe for the browser bundle.
import type { SubmissionResult } from "@conform-to/react";

export type FormToast = { type: "success" | "error" | "info"; title: string; description?: string };

export type FormReply<Data = unknown> = {
  intent: string;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  toast: FormToast | null;
  data?: Data;
};

function isReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && typeof (value as FormReply).intent === "string";
}

/** The reply when it answers `intent` (a page with several forms shows each its own answer). */
export function replyFor<Data = unknown>(value: unknown, intent: string): FormReply<Data> | undefined {
  return isReply(value) && value.intent === intent ? (value as FormReply<Data>) : undefined;
}

/** Conform's lastResult for the form of `intent`. */
export function resultFor(value: unknown, intent: string): SubmissionResult<string[]> | undefined {
  return replyFor(value, intent)?.result;
}

/** The first error of each field. */
export function fieldErrors(reply: FormReply | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.result?.error ?? {})) if (name && messages?.[0]) out[name] = messages[0];
  return out;
}

/** The error of the whole form, e.g. 'Correo electrónico o contraseña incorrectos.' */
export function formError(reply: FormReply | undefined): string | undefined {
  return reply?.result?.error?.[""]?.[0] ?? undefined;
}

/** The one line that tells how it went: the form's or a field's error, else the toast. */
export function replyMessage(reply: FormReply | undefined): string | undefined {
  return formError(reply) ?? Object.values(fieldErrors(reply))[0] ?? reply?.toast?.description ?? reply?.toast?.title;
}

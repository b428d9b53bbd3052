// Small helpers for reading request bodies in actions and resource routes.
import { data } from "react-router";

/**
 * The request body as bytes, refusing (null) once it grows past `maxBytes`, so an oversized body is
 * never buffered whole.
 */
export async function readLimitedBytes(
  request: Pick<Request, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The request's form; a malformed body is the client's mistake (400), not a server error. */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("El formulario no es válido.", { status: 400 });
  }
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the query (a 500).
  for (const [, value] of form) {
    if (typeof value === "string" && value.includes("\u0000")) throw data(INVALID_CHARACTERS, { status: 400 });
  }
  return form;
}

const INVALID_CHARACTERS = "El formulario contiene caracteres no válidos.";

/** Whether a parsed JSON value holds a NUL character in any string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

/** A JSON error answer: `{ error }` plus any extra fields. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status });
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** Parses a JSON body of at most `maxBytes`; a Spanish 413 or 400 otherwise. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const bytes = await readLimitedBytes(request, maxBytes).catch(() => null);
  if (!bytes) return { ok: false, response: jsonError(413, "La petición es demasiado grande.") };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: jsonError(400, "La petición no es JSON válido.") };
  }
  if (containsNul(value)) return { ok: false, response: jsonError(400, "La petición contiene caracteres no válidos.") };
  return { ok: true, value };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

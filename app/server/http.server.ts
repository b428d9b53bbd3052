// Small helpers for reading request bodies in actions and resource routes.
import { data } from "react-router";

/**
 * The request body as bytes, refusing (null) once it grows past `maxBytes`, so an oversized body is
 * never buffered whole.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
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
  try {
    return await request.formData();
  } catch {
    throw data("El formulario no es válido.", { status: 400 });
  }
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
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: jsonError(400, "La petición no es JSON válido.") };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

// Small helpers for reading request bodies in actions and resource routes.
import { data } from "react-router";
import { done, type Result } from "~/domain/result";

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
    const type = request.headers.get("content-type") ?? "";
    const bytes = new Uint8Array(await request.arrayBuffer());
    // Browsers send forms as UTF-8; anything else would be stored as replacement characters.
    if (!isUtf8Form(bytes, type)) throw data(INVALID_CHARACTERS, { status: 400 });
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch (error) {
    if (isDataWithStatus(error)) throw error;
    throw data("El formulario no es válido.", { status: 400 });
  }
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the query (a 500).
  for (const [, value] of form) {
    if (typeof value === "string" && value.includes("\u0000")) throw data(INVALID_CHARACTERS, { status: 400 });
  }
  return form;
}

const INVALID_CHARACTERS = "El formulario contiene caracteres no válidos.";

const isDataWithStatus = (e: unknown) => typeof e === "object" && e !== null && (e as { type?: unknown }).type === "DataWithResponseInit";

const utf8 = new TextDecoder("utf-8", { fatal: true });
function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The bytes a urlencoded body stands for ('%C3%B1' -> C3 B1, '+' -> space). */
function percentDecoded(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let n = 0;
  const hex = (b: number | undefined) =>
    b === undefined ? -1 : b >= 48 && b <= 57 ? b - 48 : (b | 32) >= 97 && (b | 32) <= 102 ? (b | 32) - 87 : -1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const hi = b === 37 ? hex(bytes[i + 1]) : -1;
    const lo = b === 37 ? hex(bytes[i + 2]) : -1;
    if (hi >= 0 && lo >= 0) {
      out[n++] = hi * 16 + lo;
      i += 2;
    } else out[n++] = b === 43 ? 32 : b;
  }
  return out.subarray(0, n);
}

/**
 * Whether every text in a form body is valid UTF-8: the whole urlencoded body once percent-decoded,
 * or each multipart part that is not a file. Other bodies are left to their parser.
 */
export function isUtf8Form(bytes: Uint8Array, contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return isUtf8(percentDecoded(bytes));
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!type.startsWith("multipart/form-data") || !boundary) return true;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    const part = body.subarray(start + delimiter.length, next === -1 ? body.length : next);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString("latin1");
      if (!/filename\*?=/i.test(headers) && !isUtf8(part.subarray(headerEnd + 4, Math.max(headerEnd + 4, part.length - 2)))) return false;
    }
    start = next;
  }
  return true;
}

/** Deeper JSON than any form or API of the site sends (Padel Score's sync is 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays/objects deeper than `max` (strings skipped), without parsing it. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** Whether a parsed JSON value holds a NUL character in any string or key (iterative: no deep recursion). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * JSON from another server that we must accept whole (the WhatsApp webhook): NUL characters, which
 * PostgreSQL text cannot hold, are removed from every string instead of failing the delivery.
 */
export function parseJsonWithoutNul(text: string): unknown {
  if (jsonTooDeep(text)) throw new SyntaxError("JSON nested too deep");
  return JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : value));
}

/** A JSON error answer: `{ error }` plus any extra fields. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status });
}

export type JsonBody = Result<unknown, { response: Response }>;

/** Parses a JSON body of at most `maxBytes`; a Spanish 413 or 400 otherwise. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const bytes = await readLimitedBytes(request, maxBytes).catch(() => null);
  if (!bytes) return { ok: false, response: jsonError(413, "La petición es demasiado grande.") };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, response: jsonError(400, "La petición contiene caracteres no válidos.") };
  }
  if (jsonTooDeep(text)) return { ok: false, response: jsonError(400, "La petición tiene demasiados niveles anidados.") };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "La petición no es JSON válido.") };
  }
  if (containsNul(value)) return { ok: false, response: jsonError(400, "La petición contiene caracteres no válidos.") };
  return done(value);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

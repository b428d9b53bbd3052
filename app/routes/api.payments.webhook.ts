import { parseJsonWithoutNul, readLimitedBytes } from "~/server/infra/http.server";
import { MAX_FORM_BYTES } from "~/lib/request-limits";
import { receiveNotification } from "~/server/payments";
import { writesNoPublicData } from "~/server/infra/changes.server";
import type { Route } from "./+types/api.payments.webhook";

const ANSWERS = { 200: "OK", 400: "Notificación inválida", 401: "Firma inválida" } as const;

/**
 * POST /api/payments/webhook: Mercado Pago's payment notifications (ADR 0040). The x-signature covers the
 * data.id of the query string, the x-request-id and a timestamp; once it checks out the event is stored and
 * a job applies it, so the answer is quick and a retried delivery changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Only the event is stored here; the job that applies it announces what it changes.
  writesNoPublicData(context);
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const bytes = await readLimitedBytes(request, MAX_FORM_BYTES).catch(() => null);
  if (!bytes) return new Response("Petición demasiado grande", { status: 413 });
  let body: unknown = null;
  try {
    const text = new TextDecoder().decode(bytes);
    body = text ? parseJsonWithoutNul(text) : null;
  } catch {
    body = null;
  }
  const url = new URL(request.url);
  const status = await receiveNotification({
    signature: request.headers.get("x-signature"),
    requestId: request.headers.get("x-request-id"),
    // Mercado Pago puts data.id in the query; the body's copy is the fallback (the signature binds either).
    dataId: url.searchParams.get("data.id") ?? bodyDataId(body),
    body,
  });
  return new Response(ANSWERS[status], { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function bodyDataId(body: unknown): string | null {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : null;
  const id = data && typeof data === "object" ? (data as { id?: unknown }).id : null;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** GET answers 405: nothing to read here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

import { parseJsonWithoutNul, readLimitedBytes } from "~/server/infra/http.server";
import { loadWhatsAppCredentials } from "~/server/whatsapp";
import { ingestWebhook, isValidSignature, MAX_WEBHOOK_BYTES, verifySubscription } from "~/server/whatsapp";
import type { Route } from "./+types/api.whatsapp.webhook";
import { writesNoPublicData } from "~/server/infra/changes.server";

/** GET /api/whatsapp/webhook: Meta's subscription handshake (hub.mode, hub.verify_token, hub.challenge). */
export async function loader({ request }: Route.LoaderArgs) {
  const challenge = await verifySubscription(new URL(request.url).searchParams);
  if (challenge === null) return new Response("Token de verificación inválido", { status: 403 });
  return new Response(challenge, { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * POST /api/whatsapp/webhook: messages and status updates. The signature is checked over the raw
 * bytes (the Fetch Request body is the unparsed stream: Express parses no bodies here).
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Messages reach the admin inbox only: no public page shows them.
  writesNoPublicData(context);
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "GET, POST" } });
  const body = await readLimitedBytes(request, MAX_WEBHOOK_BYTES).catch(() => null);
  if (!body) return new Response("Petición demasiado grande", { status: 413 });
  const { appSecret } = await loadWhatsAppCredentials();
  if (!isValidSignature(body, request.headers.get("x-hub-signature-256"), appSecret)) {
    return new Response("Firma inválida", { status: 401 });
  }
  let payload: unknown;
  try {
    payload = parseJsonWithoutNul(new TextDecoder().decode(body));
  } catch {
    return new Response("JSON inválido", { status: 400 });
  }
  await ingestWebhook(payload);
  return new Response("OK", { status: 200 });
}

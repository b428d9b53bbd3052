// The local Graph API server of the e2e run (started in global setup) and signed webhook posts.
import type { APIRequestContext } from "@playwright/test";
import type { GraphRequest } from "../support/fake-graph-api";
import { signedBody } from "../support/whatsapp-payloads";

const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The app's GRAPH_API_URL points here (playwright.config.ts). */
export const GRAPH_PORT = Number(process.env.E2E_GRAPH_PORT ?? APP_PORT + 1100);
const GRAPH_URL = `http://127.0.0.1:${GRAPH_PORT}`;

/** What the e2e spec saves in /admin/whatsapp; the webhook posts are signed with this app secret. */
export const E2E_WHATSAPP = {
  accessToken: "EAAG-e2e-token",
  phoneNumberId: "1098765432",
  appId: "4455",
  appSecret: "e2e-app-secret",
  verifyToken: "e2e-verify",
};

export async function graphRequests(request: APIRequestContext): Promise<GraphRequest[]> {
  return (await (await request.get(`${GRAPH_URL}/__fake/requests`)).json()) as GraphRequest[];
}

export async function postSignedWebhook(request: APIRequestContext, payload: unknown, appSecret = E2E_WHATSAPP.appSecret) {
  const { body, signature } = signedBody(payload, appSecret);
  return request.post("/api/whatsapp/webhook", {
    data: body,
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
  });
}

/** A file a user sent: the local Graph API describes it at GET /{version}/{id} and serves it for download. */
export async function addGraphMedia(request: APIRequestContext, id: string, bytes: Uint8Array, mimeType: string) {
  await request.post(`${GRAPH_URL}/__fake/media`, { data: { id, base64: Buffer.from(bytes).toString("base64"), mimeType } });
}

// The setup of the WhatsApp test files: the local Graph API server the app talks to, signed webhook
// posts, and an administrator who saved the Graph API settings and reads the admin inbox.
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { type FakeGraphApi, startFakeGraphApi } from "../../support/fake-graph-api";
import { signedBody } from "../../support/whatsapp-payloads";
import { createAdmin } from "../factories";
import { configureTestEnv, dataOf, pageRequest, routeArgs, sessionCookie, SITE_URL } from "./app-env";
import type { TestDbHandle } from "./db";
import { throughMiddleware } from "./middleware";
import { shown } from "./invoke";

// Route modules are imported when first used: after configureTestEnv has set the environment.
const chatRoute = () => import("../../../app/routes/admin._index");

/**
 * Starts the fake Graph API and sets the environment to use it (call at the top level instead of
 * configureTestEnv, before importing the app's modules); its requests are cleared before each test and
 * the server closes after the file.
 */
export async function useFakeGraphApi(version: string): Promise<FakeGraphApi> {
  const fake = await startFakeGraphApi();
  configureTestEnv({ GRAPH_API_URL: fake.url, GRAPH_API_VERSION: version });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());
  return fake;
}

/** Posts `payload` to the webhook route signed with `appSecret`, as Meta does. */
export async function postSignedWebhook(payload: unknown, appSecret: string): Promise<Response> {
  const webhook = await import("../../../app/routes/api.whatsapp.webhook");
  const { body, signature } = signedBody(payload, appSecret);
  return webhook.action(
    routeArgs(
      new Request(`${SITE_URL}/api/whatsapp/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        body,
      }),
    ),
  ) as Promise<Response>;
}

/**
 * An administrator, signed in before the file's tests, who saves these Graph API settings through the
 * WhatsApp settings page; and what that admin does in the inbox. Call at the top level after useAppDb.
 */
export function useWhatsAppAdmin(handle: TestDbHandle, settings: { accessToken: string; phoneNumberId: string; appSecret: string }) {
  let admin: string;

  beforeAll(async () => {
    const configRoute = await import("../../../app/routes/admin.whatsapp");
    admin = await sessionCookie(handle.db, await createAdmin(handle.db));
    const saved = dataOf<{ ok: boolean }>(
      await throughMiddleware(
        configRoute.action,
        pageRequest("/admin/whatsapp", {
          cookie: admin,
          form: {
            intent: "save",
            accessToken: settings.accessToken,
            phoneNumberId: settings.phoneNumberId,
            appId: "1",
            appSecret: settings.appSecret,
            verifyToken: "v",
            isActive: "on",
          },
        }),
      ),
    );
    expect(saved.ok).toBe(true);
  });

  /** Posts a signed webhook delivery and expects Meta's 200. */
  async function postOk(payload: unknown) {
    const response = await postSignedWebhook(payload, settings.appSecret);
    expect(response.status).toBe(200);
  }

  /** The inbox as the admin page loads it (list, and the open conversation when `chat` is given). */
  async function inbox(query = "") {
    return throughMiddleware((await chatRoute()).loader, pageRequest(`/admin${query}`, { cookie: admin }));
  }

  async function openChat(key: string) {
    const data = await inbox(`?chat=${encodeURIComponent(key)}`);
    expect(data.selected).not.toBeNull();
    return data.selected!;
  }

  /** Posts `form` to the inbox's action as the admin. */
  async function act(form: Record<string, string>) {
    return shown(dataOf(await throughMiddleware((await chatRoute()).action, pageRequest("/admin", { cookie: admin, form }))));
  }

  return { postOk, inbox, openChat, act };
}

import express from "express";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, givePassword, openAppDb, SITE_URL, TEST_PASSWORD } from "./helpers/app-env";

configureTestEnv({ RATE_LIMIT: "on" });

const { getAuth } = await import("~/server/auth.server");
const { action: authAction } = await import("~/routes/auth");
const { originCheck } = await import("../../server/origin-check");
const { createUser } = await import("./factories");
const schema = await import("../../db/schema");

type Handle = Awaited<ReturnType<typeof openAppDb>>;
let handle: Handle;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  handle = await openAppDb();
  user = await createUser(handle.db);
  await givePassword(handle.db, user.id);
});

afterAll(async () => {
  await handle?.close();
});

function signInRequest(ip: string, { origin = SITE_URL, password = "equivocada-123", cookie }: { origin?: string; password?: string; cookie?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", origin, "x-client-ip": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: user.email, password }),
  });
}

describe("rate limiting", () => {
  it("answers 429 after 5 sign-in attempts a minute from one client IP, and not to another IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await getAuth().handler(signInRequest("203.0.113.7"))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const response = await getAuth().handler(signInRequest("203.0.113.8", { password: TEST_PASSWORD }));
    expect(response.status).toBe(200);
  });

  it("also limits the sign-in form of /auth (same pipeline, same client IP)", async () => {
    const post = () =>
      authAction({
        request: new Request(`${SITE_URL}/auth`, {
          method: "POST",
          headers: { origin: SITE_URL, "x-client-ip": "198.51.100.4", "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "sign-in", email: user.email, password: "equivocada-123" }),
        }),
        params: {},
        context: { cspNonce: "" },
      } as never) as Promise<{ init: { status: number } | null }>;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post()).init?.status ?? 200);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("cross-origin requests", () => {
  it("better-auth refuses a forged cross-origin sign-in", async () => {
    const signIn = await getAuth().handler(signInRequest("192.0.2.1", { origin: "https://evil.example", password: TEST_PASSWORD, cookie: "x=1" }));
    expect(signIn.status).toBe(403);
    const sessions = await handle.db.select().from(schema.session).where(eq(schema.session.userId, user.id));
    // Only the sign-in of the rate-limit test above (from another IP) created a session.
    expect(sessions.every((s) => s.ipAddress !== "192.0.2.1")).toBe(true);
  });

  it("the /auth form action refuses a post from another origin", async () => {
    const result = (await authAction({
      request: new Request(`${SITE_URL}/auth`, {
        method: "POST",
        headers: { origin: "https://evil.example", "x-client-ip": "192.0.2.2", cookie: "x=1", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sign-in", email: user.email, password: TEST_PASSWORD }),
      }),
      params: {},
      context: { cspNonce: "" },
    } as never)) as { init: { status: number } | null };
    expect(result.init?.status).toBe(403);
  });

  it("the server refuses every cross-origin mutation before any action runs", async () => {
    const app = express();
    let reached = 0;
    app.use(originCheck({ siteUrl: SITE_URL }));
    app.all("/{*splat}", (_req, res) => {
      reached += 1;
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const post = (headers: Record<string, string>) => fetch(`${base}/profile`, { method: "POST", headers, body: "intent=unlink" }).then((r) => r.status);
      expect(await post({ origin: "https://evil.example" })).toBe(403);
      expect(await post({ origin: "null" })).toBe(403);
      expect(await post({ origin: SITE_URL, "sec-fetch-site": "cross-site" })).toBe(403);
      expect(reached).toBe(0);
      expect(await post({ origin: SITE_URL, "sec-fetch-site": "same-origin" })).toBe(200);
      expect(await post({ origin: base })).toBe(200);
      expect(await fetch(`${base}/profile`, { headers: { origin: "https://evil.example" } }).then((r) => r.status)).toBe(200);
      expect(reached).toBe(3);
    } finally {
      server.close();
    }
  });
});

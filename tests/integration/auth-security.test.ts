import express from "express";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, givePassword, useAppDb, SITE_URL, TEST_PASSWORD } from "./helpers/app-env";

configureTestEnv({ RATE_LIMIT: "on" });

const { getAuth } = await import("~/server/accounts/auth.server");
const { action: authAction } = await import("~/routes/auth");
const { originCheck } = await import("../../server/origin-check");
const { useClientAddress } = await import("../../server/client-address");
const { parseConfig } = await import("~/server/infra/config.server");
const { createUser } = await import("./factories");
const schema = await import("../../db/schema");

const handle = useAppDb();
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  user = await createUser(handle.db);
  await givePassword(handle.db, user.id);
});

function signInRequest(
  ip: string,
  { origin = SITE_URL, password = "equivocada-123", cookie }: { origin?: string; password?: string; cookie?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/json", origin, "x-client-ip": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: user.email, password }),
  });
}

describe("rate limiting", () => {
  it("answers 429 after 5 sign-in attempts a minute from one client IP; another IP still waits out the account's delay", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await getAuth().handler(signInRequest("203.0.113.7"))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await getAuth().handler(signInRequest("203.0.113.8", { password: TEST_PASSWORD }))).status).toBe(429);
    await endDelay(user.email);
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

/** Moves the account's sign-in delay into the past (as if its seconds had gone by). */
async function endDelay(email: string) {
  await handle.db
    .update(schema.signInFailure)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(eq(schema.signInFailure.email, email));
}

describe("per-account sign-in delay (kept in the database)", () => {
  it("a changing client address does not help: after 5 wrong passwords even the right one waits, then the delay doubles", async () => {
    const victim = await createUser(handle.db);
    await givePassword(handle.db, victim.id);
    const attempt = (i: number, password = "equivocada-123") =>
      getAuth()
        .handler(
          new Request(`${SITE_URL}/api/auth/sign-in/email`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: SITE_URL, "x-client-ip": `198.18.${i}.${i}` },
            body: JSON.stringify({ email: victim.email.toUpperCase(), password }),
          }),
        )
        .then(async (r) => ({ status: r.status, message: ((await r.json()) as { message?: string }).message }));
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await attempt(8, TEST_PASSWORD)).toEqual({
      status: 429,
      message: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
    });
    const [row] = await handle.db.select().from(schema.signInFailure).where(eq(schema.signInFailure.email, victim.email));
    // Refused attempts are not counted: the account waits 5 s after its fifth failure, not longer.
    expect(row?.failures).toBe(5);
    const wait = (row!.blockedUntil!.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(3);
    expect(wait).toBeLessThanOrEqual(5);
    await endDelay(victim.email);
    expect((await attempt(9)).status).toBe(401);
    const [after] = await handle.db.select().from(schema.signInFailure).where(eq(schema.signInFailure.email, victim.email));
    expect(after?.failures).toBe(6);
    expect((after!.blockedUntil!.getTime() - Date.now()) / 1000).toBeGreaterThan(8);
    await endDelay(victim.email);
    expect((await attempt(10, TEST_PASSWORD)).status).toBe(200);
    expect(await handle.db.select().from(schema.signInFailure).where(eq(schema.signInFailure.email, victim.email))).toEqual([]);
  });
});

describe("TRUST_PROXY", () => {
  async function clientIpSeen(trustProxy: false | number | string[], forwardedFor: string) {
    const app = express();
    useClientAddress(app, trustProxy);
    app.get("/", (req, res) => void res.send(req.headers["x-client-ip"]));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return await fetch(base, { headers: { "x-forwarded-for": forwardedFor, "x-client-ip": "1.2.3.4" } }).then((r) => r.text());
    } finally {
      server.close();
    }
  }

  it("is off by default: a client talking to the server directly cannot pick its own address", async () => {
    const config = parseConfig({ DATA_DIR: process.env.DATA_DIR });
    expect(config.TRUST_PROXY).toBe(false);
    expect(await clientIpSeen(config.TRUST_PROXY, "203.0.113.50")).toBe("127.0.0.1");
  });

  it("believes the forwarded address only from the configured proxies (hop count or addresses)", async () => {
    const env = (v: string) => parseConfig({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: v }).TRUST_PROXY;
    expect(env("1")).toBe(1);
    expect(env("127.0.0.1, 10.0.0.0/8")).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(await clientIpSeen(env("1"), "203.0.113.50")).toBe("203.0.113.50");
    expect(await clientIpSeen(env("127.0.0.1"), "198.51.100.1, 203.0.113.50")).toBe("203.0.113.50");
    expect(await clientIpSeen(env("10.0.0.1"), "203.0.113.50")).toBe("127.0.0.1");
    expect(() => env("proxy.example")).toThrow(/TRUST_PROXY/);
    expect(() => env("10.0.0.1/99x")).toThrow(/TRUST_PROXY/);
  });
});

describe("cross-origin requests", () => {
  it("better-auth refuses a forged cross-origin sign-in", async () => {
    const signIn = await getAuth().handler(
      signInRequest("192.0.2.1", { origin: "https://evil.example", password: TEST_PASSWORD, cookie: "x=1" }),
    );
    expect(signIn.status).toBe(403);
    const sessions = await handle.db.select().from(schema.session).where(eq(schema.session.userId, user.id));
    // Only the sign-in of the rate-limit test above (from another IP) created a session.
    expect(sessions.every((s) => s.ipAddress !== "192.0.2.1")).toBe(true);
  });

  it("the /auth form action refuses a post from another origin", async () => {
    const result = (await authAction({
      request: new Request(`${SITE_URL}/auth`, {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          "x-client-ip": "192.0.2.2",
          cookie: "x=1",
          "content-type": "application/x-www-form-urlencoded",
        },
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
      const post = (headers: Record<string, string>) =>
        fetch(`${base}/profile`, { method: "POST", headers, body: "intent=unlink" }).then((r) => r.status);
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

// Test environment of the app's server modules: config from a temporary DATA_DIR and a fresh database
// installed with setDb. Import this before anything that calls getConfig().
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { account, session } from "../../../db/schema";
import { hashPassword } from "../../../app/server/accounts/password.server";
import { RouterContextProvider } from "react-router";
import { getAuth } from "../../../app/server/accounts/auth.server";
import { provideSession } from "../../../app/server/accounts/request-context.server";
import { getConfig } from "../../../app/server/infra/config.server";
import { setDb } from "../../../app/server/infra/db.server";
import type { Db } from "../../../db/client";
import { afterAll, beforeAll } from "vitest";
import { createTestDb, type TestDbHandle } from "./db";

export const SITE_URL = "http://localhost:3000";
export const TEST_PASSWORD = "clave-de-prueba";

/** Sets the environment (call at module top level, before getConfig runs). */
export function configureTestEnv(env: Record<string, string> = {}) {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "padel-it-"));
  process.env.SITE_URL = SITE_URL;
  process.env.LOG_LEVEL = "silent";
  delete process.env.SMTP_URL;
  Object.assign(process.env, env);
}

export async function openAppDb(): Promise<TestDbHandle> {
  const handle = await createTestDb();
  setDb(handle);
  return handle;
}

/**
 * The app database of one test file: call once at the top level, after configureTestEnv. A beforeAll
 * hook fills the returned handle (a fresh migrated database, installed with setDb) and afterAll closes
 * it; hooks the file adds later run after it, so they can use `handle.db`.
 */
export function useAppDb(): TestDbHandle {
  const handle = {} as TestDbHandle;
  beforeAll(async () => {
    Object.assign(handle, await openAppDb());
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** Gives `userId` the password TEST_PASSWORD (argon2id, as the app stores it). */
export async function givePassword(db: Db, userId: string) {
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: await hashPassword(TEST_PASSWORD),
  });
}

/** Signs `email` in through better-auth and returns the Cookie header of the session. */
export async function sessionCookie(db: Db, user: { id: string; email: string }): Promise<string> {
  await givePassword(db, user.id);
  const response = await getAuth().handler(
    new Request(`${SITE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE_URL,
        "x-client-ip": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    }),
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A session of `user` written straight into the session table, with the signed cookie better-auth
 * would set (HMAC-SHA256 of the token with BETTER_AUTH_SECRET): no password hashing, so tests that
 * need many sessions stay cheap. The sign-in path itself is covered by the auth tests.
 */
export async function directSessionCookie(db: Db, user: { id: string }): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(session).values({ id: randomUUID(), token, userId: user.id, expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000) });
  const signature = createHmac("sha256", getConfig().BETTER_AUTH_SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A page request (GET) or form post as the browser would send it. */
export function pageRequest(
  pathname: string,
  init: { cookie?: string; method?: string; form?: Record<string, string> | URLSearchParams | FormData; origin?: string } = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set("cookie", init.cookie);
  const method = init.method ?? (init.form ? "POST" : "GET");
  if (method !== "GET") headers.set("origin", init.origin ?? SITE_URL);
  // FormData posts as multipart (file uploads); the others as a urlencoded form.
  const body = init.form instanceof FormData ? init.form : init.form ? new URLSearchParams(init.form) : undefined;
  return new Request(`${SITE_URL}${pathname}`, { method, headers, body });
}

/**
 * The argument a route module's loader or action receives, with the root middleware's session lookup
 * in its context. Nothing else of the middleware runs: call admin-area routes through
 * `throughMiddleware` (helpers/middleware.ts), whose guard is their layout's middleware.
 */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  provideSession(context, request);
  return { request, params, context } as never;
}

/** What a loader or action returned or threw (React Router answers redirects and errors by throwing). */
export async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

/** The body of what a loader or action answered: unwraps `data()` results and plain objects alike. */
export function dataOf<T = Record<string, unknown>>(value: unknown): T {
  const v = value as { type?: string; data?: unknown };
  return (v && v.type === "DataWithResponseInit" ? v.data : value) as T;
}

/** The HTTP status of what a loader or action answered or threw (a Response or a `data()` result). */
export function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  const v = value as { type?: string; init?: { status?: number } | null };
  return v?.type === "DataWithResponseInit" ? (v.init?.status ?? 200) : 200;
}

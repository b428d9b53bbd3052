// Starts the production server (tsx server/index.ts) as a child process on its own port and DATA_DIR,
// for the specs that must kill, restart or signal it (crash safety, clean shutdown).
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import type { Db } from "../../db/client";
import { account, user } from "../../db/schema";
import { hashPassword } from "../../app/server/accounts/password.server";

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
};

export function freshDataDir(prefix = "padel-proc-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Starts the server and waits until GET / answers 200 (a first start on an empty folder seeds the demo). */
export async function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      SITE_URL: url,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    if (done) throw new Error(`server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, exited, output: () => output };
}

/** Stops a spec's own server (SIGTERM) and waits for it to exit; nothing when it never started. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** Signs in through the real auth endpoint and returns the Cookie header. */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs a browser context of a test in as `email` on `server` (a spec's own server, not the suite's). */
export async function signInContext(context: BrowserContext, server: ServerProcess, email: string, password: string) {
  const cookie = await signInCookie(server.url, email, password);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    }),
  );
}

/** Creates an account through the real sign-up endpoint; returns its Cookie header (or throws). */
export async function signUpCookie(url: string, email: string, password: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password, name }),
  });
  if (response.status !== 200) throw new Error(`sign-up ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Posts a urlencoded form to a page the way a browser without JavaScript does. */
export function postForm(url: string, pathname: string, form: Record<string, string>, cookie: string, signal?: AbortSignal) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, cookie },
    body: new URLSearchParams(form),
    redirect: "manual",
    signal,
  });
}

/** Adds `count` verified accounts with `password` straight into a stopped server's database. */
export async function addAccounts(db: Db, prefix: string, count: number, password: string): Promise<{ id: string; email: string }[]> {
  const hash = await hashPassword(password);
  const users = [];
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${i}-${randomUUID().slice(0, 8)}`;
    users.push({ id, email: `${id}@example.com` });
    await db.insert(user).values({ id, name: `${prefix} ${i}`, email: `${id}@example.com`, emailVerified: true });
    await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  }
  return users;
}

// Cookie flags of the session and toast cookies on an HTTPS deployment (issue 10): HttpOnly,
// SameSite=Lax and Secure. (Over plain http, Secure is absent: tests/e2e/security-headers.spec.ts.)
import { expect, it } from "vitest";
import { configureTestEnv, givePassword, useAppDb, TEST_PASSWORD } from "./helpers/app-env";

const SITE = "https://padel.example";
configureTestEnv({
  SITE_URL: SITE,
  BETTER_AUTH_SECRET: "s".repeat(40),
  DATA_ENCRYPTION_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
  NODE_ENV: "production",
});

const { getAuth } = await import("~/server/accounts/auth.server");
const { toastHeaders } = await import("~/server/infra/toast.server");
const { createUser } = await import("./factories");

const handle = useAppDb();

function flags(setCookie: string) {
  const parts = setCookie.split(";").map((p) => p.trim().toLowerCase());
  return {
    name: setCookie.split("=")[0],
    httpOnly: parts.includes("httponly"),
    secure: parts.includes("secure"),
    sameSite: parts.find((p) => p.startsWith("samesite=")),
  };
}

it("the session cookie is HttpOnly, SameSite=Lax and Secure behind HTTPS", async () => {
  const user = await createUser(handle.db);
  await givePassword(handle.db, user.id);
  const response = await getAuth().handler(
    new Request(`${SITE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, "x-client-ip": "10.1.2.3" },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie().map(flags);
  const session = cookies.find((c) => c.name?.includes("session_token"));
  expect(session, JSON.stringify(cookies)).toBeDefined();
  for (const c of cookies) expect(c).toMatchObject({ httpOnly: true, secure: true, sameSite: "samesite=lax" });
  // The __Secure- prefix: browsers refuse it from an insecure origin.
  expect(session!.name).toMatch(/^__Secure-/);
});

it("the toast cookie is HttpOnly, SameSite=Lax and Secure behind HTTPS", async () => {
  const headers = await toastHeaders({ title: "Hola" });
  const cookie = flags(headers.get("set-cookie") ?? "");
  expect(cookie).toMatchObject({ name: "padel_toast", httpOnly: true, secure: true, sameSite: "samesite=lax" });
});

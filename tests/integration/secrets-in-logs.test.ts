// Issue 34, item 11: with NODE_ENV=production and no SMTP server, the verification and reset e-mails
// are not sent and their links (secrets: whoever has one verifies the account or sets its password) are
// never written to the log; development keeps logging them (mail.server.ts's unsentMailLog).
import { afterAll, expect, it, vi } from "vitest";
import { configureTestEnv, givePassword, routeArgs, SITE_URL, useAppDb } from "./helpers/app-env";

configureTestEnv({ NODE_ENV: "production", RATE_LIMIT: "off" });

const { action: apiAuth } = await import("~/routes/api.auth");
const { getLogger } = await import("~/server/infra/logger.server");
const { unsentMailLog } = await import("~/server/infra/mail.server");
const { createUser } = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
const logged: unknown[][] = [];
const levels = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
for (const level of levels) {
  vi.spyOn(getLogger(), level).mockImplementation(((...args: unknown[]) => void logged.push([level, ...args])) as never);
}
afterAll(() => vi.restoreAllMocks());

async function api(path: string, body: unknown) {
  const headers = new Headers({ "content-type": "application/json", origin: SITE_URL, "x-client-ip": "192.0.2.80" });
  const response = (await apiAuth(
    routeArgs(new Request(`${SITE_URL}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }), {}),
  )) as Response;
  return response.status;
}

/** The log lines about unsent e-mails, once `count` of them are in (the mails go out after the answer). */
async function unsentMails(count: number) {
  await vi.waitFor(() => expect(logged.filter((l) => String(l[2]).startsWith("E-mail")).length).toBe(count));
  return logged.filter((l) => String(l[2]).startsWith("E-mail"));
}

it("never logs a verification or reset link in production without SMTP, only that the mail was not sent", async () => {
  expect(await api("/sign-up/email", { name: "Itzel Romero", email: "itzel@correo.mx", password: "saque-de-revés" })).toBe(200);
  const user = await createUser(handle.db, { email: "marisol@correo.mx", emailVerified: true });
  await givePassword(handle.db, user.id);
  expect(await api("/request-password-reset", { email: "marisol@correo.mx", redirectTo: "/auth/reset-password" })).toBe(200);

  expect(await unsentMails(2)).toEqual([
    [
      "warn",
      { to: "itzel@correo.mx", subject: "Confirma tu correo electrónico" },
      "E-mail not sent: SMTP_URL is not set (its text and links are not logged in production)",
    ],
    [
      "warn",
      { to: "marisol@correo.mx", subject: "Restablece tu contraseña" },
      "E-mail not sent: SMTP_URL is not set (its text and links are not logged in production)",
    ],
  ]);
  // Neither the reset token nor any link is anywhere in the log.
  const tokens = (await handle.db.select().from(s.verification)).map((v) => v.identifier.replace(/^reset-password:/, ""));
  expect(tokens.length).toBeGreaterThan(0);
  const text = JSON.stringify(logged);
  expect(tokens.filter((t) => text.includes(t))).toEqual([]);
  expect(text).not.toContain("/api/auth/");
});

it("keeps the links in the development log, where a developer follows them", () => {
  const message = { to: "ana@correo.mx", subject: "Confirma", text: "Confirmar: http://localhost:3000/api/auth/verify-email?token=abc" };
  expect(unsentMailLog(message, "development")).toEqual({
    level: "info",
    fields: { ...message, links: ["http://localhost:3000/api/auth/verify-email?token=abc"] },
    text: "E-mail (SMTP_URL is not set, so it was only logged)",
  });
  expect(unsentMailLog(message, "production").fields).toEqual({ to: "ana@correo.mx", subject: "Confirma" });
});

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, markSignedIn, test } from "./fixtures";
import { linkIn, readMail } from "./mail";

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/**
 * Creates an account through the real sign-up endpoint and verifies it through the link of the mail
 * it receives, which also signs the page's browser context in.
 */
export async function registerVerifiedUser(page: Page, { firstName = "Prueba", lastName = "Jugadora", password = "secreto-123" } = {}) {
  const email = uniqueEmail();
  const origin = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, callbackURL: "/auth/callback" },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  const verify = await page.request.get(linkIn(await readMail(email, "Confirma tu correo electrónico")));
  expect(verify.ok()).toBe(true);
  markSignedIn(page.context(), email);
  return { email, password, firstName, lastName };
}

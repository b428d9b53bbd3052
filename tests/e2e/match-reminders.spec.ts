import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { registerVerifiedUser } from "./accounts";

/**
 * The link a reminder carries: the account id and its HMAC-SHA256 under the server's secret (the e2e
 * server keeps a generated one in its data folder), as ADR 0029 specifies it.
 */
function optOutPath(userId: string): string {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? ".e2e-data", "auth-secret"), "utf8").trim();
  const mac = createHmac("sha256", secret).update(`match-reminders-opt-out:${userId}`).digest("base64url");
  return `/recordatorios/baja/${Buffer.from(userId).toString("base64url")}.${mac}`;
}

test("WhatsApp match reminders: the switch of Mi Perfil, and the opt-out link of a message opened signed out", async ({
  page,
  browser,
}) => {
  await registerVerifiedUser(page, { firstName: "Rocío", lastName: "Aguilar" });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Recordatorios de partidos por WhatsApp" })).toBeVisible();
  // The account has no phone yet: the page says the reminders need one.
  const state = (text: string) => page.getByText(new RegExp(`^${text}`));
  await expect(state("Activados")).toHaveText("Activados: agrega tu teléfono para recibirlos.");
  await page.getByRole("button", { name: "Desactivar recordatorios" }).click();
  await expect(page.getByText("Ya no te enviaremos recordatorios de partidos por WhatsApp.")).toBeVisible();
  await expect(state("Desactivados")).toBeVisible();
  await page.getByRole("button", { name: "Activar recordatorios" }).click();
  await expect(state("Activados")).toBeVisible();

  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  const link = optOutPath(session.user.id);

  // The player opens the link from WhatsApp on a phone where they are not signed in.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const visitor = await phone.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Recordatorios de partidos por WhatsApp" })).toBeVisible();
    await expect(visitor.getByText("Rocío, ¿quieres dejar de recibir por WhatsApp")).toBeVisible();
    await visitor.getByRole("button", { name: "Dejar de recibir recordatorios" }).click();
    await expect(visitor.getByText("Listo: ya no te enviaremos recordatorios de partidos por WhatsApp.").first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Dejar de recibir recordatorios" })).toHaveCount(0);

    const tampered = await visitor.goto(`${link.slice(0, -2)}xx`);
    expect(tampered?.status()).toBe(404);
    await expect(
      visitor.getByRole("alert").filter({ hasText: "Este enlace para dejar de recibir recordatorios no es válido" }),
    ).toBeVisible();
  } finally {
    await phone.close();
  }

  await page.reload();
  await expect(state("Desactivados")).toBeVisible();
  await expect(page.getByRole("button", { name: "Activar recordatorios" })).toBeVisible();
});

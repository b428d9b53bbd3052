// Issue 34, items 4 and 6: a form never fails silently nor in two rounds, and a length limit shows its
// count and its message instead of cutting the text: the class request with a 3,000-character message, the
// registration sheet's comment past 500, and the club registration form's errors all on the first submit.
import type { Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { createTournament } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

const LONG = "Quiero mejorar mi bandeja y mi víbora. ".repeat(80).slice(0, 3000);

async function firstCoach(page: Page): Promise<void> {
  await page.goto("/entrenadores-padel-puebla");
  await page
    .getByRole("region", { name: "Entrenadores" })
    .getByRole("listitem")
    .first()
    .getByRole("link", { name: /Ver Perfil/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("'Solicitar clase' with a 3,000-character message counts it and says why it is not sent", async ({ page }) => {
  await firstCoach(page);
  await page.getByRole("button", { name: "Solicitar clase" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nombre *").fill("Mariana Prueba");
  await dialog.getByLabel("Teléfono *").fill("2221234567");
  const message = dialog.getByLabel("Mensaje (opcional)");
  await message.fill(LONG);
  await expect(dialog.getByText("3000/1000")).toBeVisible();
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(dialog.getByText("Máximo 1000 caracteres")).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  // Nothing was cut: the whole text is still there to shorten.
  expect((await message.inputValue()).length).toBe(3000);
  await expect(dialog.getByText("¡Solicitud enviada!")).toHaveCount(0);
});

test("the registration sheet's comment is never cut: past 500 characters it is counted and refused with its message", async ({ page }) => {
  await signInAs(page, DEMO.playerWoman);
  const { path } = await createTournament({ author: DEMO.admin, fee: "1200" });
  await page.goto(path);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption("femenil");
  await sheet.locator('input[name="category"]').first().check({ force: true });
  const comments = sheet.getByLabel("Comentarios (opcional)");
  await comments.fill(LONG);
  expect((await comments.inputValue()).length).toBe(3000);
  await expect(sheet.getByText("3000/500")).toBeVisible();
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByText("Máximo 500 caracteres")).toBeVisible();
  await expect(sheet.getByTestId("registration-confirmation")).toHaveCount(0);
  await comments.fill("Llego a las 9.");
  await expect(sheet.getByText("14/500")).toBeVisible();
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toBeVisible();
});

test("the club registration form shows every error on the first submit, state and courts included", async ({ page }) => {
  await registerVerifiedUser(page);
  await page.goto("/clubes/registrar");
  await page.getByLabel("Estado").fill("");
  await page.getByLabel("Número de canchas").fill("");
  await page.getByRole("button", { name: "Registrar club" }).click();
  for (const message of [
    "El nombre del club es obligatorio",
    "El estado es obligatorio",
    "Por favor, añade una descripción detallada",
    "Por favor, ingresa un número de WhatsApp válido (10 dígitos)",
    "Debe haber al menos una cancha",
    "Por favor, ingresa un precio válido por hora",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

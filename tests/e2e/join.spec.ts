import { randomBytes } from "node:crypto";
import { expect, signInAs, test } from "./fixtures";

test("the join form shows its errors, saves, and updates the same Instagram entry the second time", async ({ page }) => {
  const handle = `e2e_${randomBytes(4).toString("hex")}`;
  await page.goto("/unete-dagos");
  await expect(page.getByRole("heading", { level: 1, name: /Únete a/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Marcas de la comunidad" })).toContainText(/dagos/i);
  await expect(page.getByRole("region", { name: "Beneficios de unirte" }).getByRole("listitem")).toHaveCount(6);
  for (const name of ["Torneos", "Clubs", "Entrenadores", "Ranking"]) {
    await expect(page.getByRole("navigation", { name: "Explora la comunidad" }).getByRole("link", { name })).toBeVisible();
  }
  const birth = page.getByLabel("Fecha de nacimiento");
  const year = new Date().getFullYear();
  // Typed and shown day first whatever the browser's language (issue 16).
  await expect(birth).toHaveValue(new RegExp(`^\\d{2}/\\d{2}/${year - 18}$`));
  await expect(birth).toHaveAttribute("placeholder", "dd/mm/aaaa");

  await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
  for (const message of [
    "El nombre es requerido",
    "El teléfono debe tener al menos 10 dígitos",
    "El género es requerido",
    "La categoría es requerida",
    "Debes aceptar los términos y condiciones",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByLabel("Nombre completo").fill("Prueba Uno");
  await page.getByLabel("Teléfono (WhatsApp)").fill("222 555 0101");
  await page.getByLabel("Instagram (opcional)").fill(`@${handle}`);
  await page.getByLabel("Género").selectOption("Femenil");
  await page.getByLabel("Categoría").selectOption("4ta");
  const club = page.getByLabel("Club (opcional)");
  await expect(club.locator("option").nth(1)).toBeAttached();
  await club.selectOption({ index: 1 });
  await page.getByLabel("Acepto los términos y condiciones").check();
  await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
  const saved = page.getByTestId("join-saved");
  await expect(saved).toContainText("¡Datos guardados!");
  await expect(saved).toContainText(`Creamos tu registro con el Instagram @${handle}.`);

  await page.getByLabel("Nombre completo").fill("Prueba Uno Actualizada");
  await page.getByLabel("Teléfono (WhatsApp)").fill("2225550102");
  await page.getByLabel("Instagram (opcional)").fill(handle.toUpperCase());
  await page.getByLabel("Género").selectOption("Femenil");
  await page.getByLabel("Categoría").selectOption("3ra");
  await page.getByLabel("Acepto los términos y condiciones").check();
  await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
  await expect(saved).toContainText(`Actualizamos tu registro con el Instagram @${handle}.`);
});

test("a future birth date is refused", async ({ page }) => {
  await page.goto("/unete-dagos");
  const [y, m, d] = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).split("-");
  const next = `${d}/${m}/${y}`;
  await page.getByLabel("Nombre completo").fill("Prueba Futuro");
  await page.getByLabel("Fecha de nacimiento").fill(next);
  await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
  await expect(page.getByText("La fecha de nacimiento no puede ser en el futuro")).toBeVisible();
});

test("the form is prefilled from the signed-in user's profile", async ({ page }) => {
  await signInAs(page, "jugador@padelpuebla.mx");
  await page.goto("/unete-dagos");
  await expect(page.getByLabel("Nombre completo")).toHaveValue("Diego Hernández");
  await expect(page.getByLabel("Teléfono (WhatsApp)")).toHaveValue("2221000004");
  await expect(page.getByLabel("Instagram (opcional)")).toHaveValue("diegohdz");
});

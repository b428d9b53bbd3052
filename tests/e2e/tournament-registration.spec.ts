// Registering for a tournament: signed out, with a partner at the listed price, alone, and confirmed by
// an editor. Each test registers into a tournament it creates (a registration changes the tournament).
import type { Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { createTournament } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

/**
 * A new upcoming tournament (March 2030: registering now is early) with a $1,200 fee, opened. Published
 * by the administrator, who has no daily limit of new tournaments (the organiser has).
 */
async function openNewTournament(page: Page): Promise<{ path: string }> {
  const { path } = await createTournament({ author: DEMO.admin, fee: "1200" });
  await page.goto(path);
  return { path };
}

test("an anonymous visitor is asked to sign in to register", async ({ page }) => {
  const { path } = await openNewTournament(page);
  await expect(page.getByText("Debes iniciar sesión para inscribirte a este torneo.")).toBeVisible();
  await page.getByRole("link", { name: "Inicia sesión" }).last().click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === path);
});

test("register with a partner at the listed price less the early discount, then the button changes and a second registration is refused", async ({
  page,
}) => {
  await registerVerifiedUser(page);
  const { path } = await openNewTournament(page);

  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await expect(sheet).toBeVisible();
  const picker = sheet.getByRole("combobox", { name: "Pareja" });
  // The pointer, still where 'Inscribirme al torneo' was, may end up over the list and pick the option under it.
  await page.mouse.move(0, 0);
  await picker.fill("die");
  // Wait for the listbox and for the keyboard to move the active option, never for a fixed time.
  const options = sheet.getByRole("listbox", { name: "Pareja" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await picker.press("Enter");
  await expect(sheet.getByTestId("picked-player")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Cambiar" })).toBeVisible();
  const continueButton = sheet.getByRole("button", { name: "Continuar" });
  await expect(continueButton).toBeDisabled();
  await sheet.getByRole("combobox", { name: "Tipo de categoría" }).selectOption({ index: 1 });
  const chip = sheet.locator('input[name="category"]').first();
  await chip.check({ force: true });
  const chosen = {
    categoryType: await sheet.getByRole("combobox", { name: "Tipo de categoría" }).inputValue(),
    category: await chip.inputValue(),
  };

  // $1,200 a person, 10% off when registering more than 7 days before the start.
  const summary = sheet.getByTestId("price-summary");
  await expect(summary.getByText("Precio de inscripción").locator("..")).toHaveText(/Precio de inscripción\s*\$1,200$/);
  await expect(summary.getByText("Descuento por inscripción anticipada").locator("..")).toHaveText(/anticipada\s*-\$120$/);
  await expect(summary.getByText("Total").locator("..")).toHaveText(/Total\s*\$1,080$/);

  await continueButton.click();
  await expect(sheet.getByTestId("registration-confirmation")).toBeVisible();
  await expect(page.getByText("¡Inscripción exitosa!").first()).toBeVisible();
  await sheet.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page.getByText("Redirección a plataforma de pago")).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeDisabled();

  // A second registration (another tab, a replayed form) is refused by the server.
  const origin = new URL(page.url()).origin;
  const replay = await page.request.post(path, {
    form: { intent: "register", registrationType: "individual", ...chosen },
    headers: { Origin: origin },
  });
  expect(replay.status()).toBe(409);
});

test("register alone: the individual type follows the user's own gender", async ({ page }) => {
  await signInAs(page, "jugadora@padelpuebla.mx");
  await openNewTournament(page);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  await expect(sheet.getByRole("combobox", { name: "Pareja" })).toHaveCount(0);
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption("femenil");
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText("Sin pareja");
  await sheet.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeVisible();
});

test("an editor confirms a registration and the player appears under 'Jugadores Inscritos'; CSV export", async ({ page }) => {
  const { firstName, lastName } = await registerVerifiedUser(page, { firstName: "Confirmada", lastName: `Prueba${Date.now() % 100000}` });
  const { path } = await openNewTournament(page);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption({ index: 1 });
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toBeVisible();

  await signInAs(page, "admin@padelpuebla.mx");
  await page.goto(path);
  const name = `${firstName} ${lastName}`;
  await expect(page.getByTestId("registered-players").getByText(name)).toHaveCount(0);
  await page.getByRole("button", { name: `Confirmar: ${name}` }).click();
  await expect(page.getByTestId("registered-players").getByText(name).first()).toBeVisible();

  const csv = await page.request.get(`${path}/inscripciones.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(name);
});

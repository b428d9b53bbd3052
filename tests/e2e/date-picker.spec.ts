// Dates are typed and shown day first, dd/mm/aaaa, with a Spanish calendar whose weeks start on Monday,
// whatever the browser's language (issue 16: the native date input showed mm/dd/yyyy in English).
import { createTournament } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test.use({ locale: "en-US" });

test("a date picked in the Spanish calendar of 'Editar Torneo' is saved, in an English browser", async ({ page }) => {
  const tournament = await createTournament({
    title: "Copa Calendario",
    author: DEMO.admin,
    startDate: "2030-03-10",
    endDate: "2030-03-11",
  });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  const start = dialog.getByLabel("Fecha de inicio");
  const end = dialog.getByLabel("Fecha de fin");
  await expect(start).toHaveValue("10/03/2030");
  await expect(end).toHaveValue("11/03/2030");

  await start.locator("..").getByRole("button", { name: "Abrir calendario" }).click();
  const calendar = page.getByRole("dialog", { name: "Calendario" });
  await expect(calendar.getByRole("combobox", { name: "Mes" })).toHaveValue("3");
  await expect(calendar.getByRole("button", { name: "10 de marzo de 2030" })).toHaveAttribute("aria-pressed", "true");
  await calendar.getByRole("button", { name: "Mes siguiente" }).click();
  await expect(calendar.getByRole("combobox", { name: "Mes" })).toHaveValue("4");
  await expect(calendar.getByRole("columnheader")).toHaveText(["lu", "ma", "mi", "ju", "vi", "sá", "do"]);
  // 1 April 2030 is a Monday: the first cell of the first week.
  await expect(calendar.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("1");
  await calendar.getByRole("button", { name: "14 de abril de 2030" }).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue("14/04/2030");

  // The keyboard: the end date's calendar opens on its date; Page Down goes a month on, arrows a day.
  await end.locator("..").getByRole("button", { name: "Abrir calendario" }).click();
  await expect(calendar.getByRole("button", { name: "11 de marzo de 2030" })).toBeFocused();
  await page.keyboard.press("PageDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(calendar.getByRole("button", { name: "13 de abril de 2030" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(end).toHaveValue("14/04/2030");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Torneo actualizado")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("14 abr 2030");
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  await expect(page.getByRole("dialog", { name: "Editar Torneo" }).getByLabel("Fecha de inicio")).toHaveValue("14/04/2030");
});

test("a birth date typed dd/mm/aaaa is read day first without JavaScript; a day that does not exist is refused", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US", baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/unete-dagos");
    await expect(page.getByRole("button", { name: "Abrir calendario" })).toBeHidden();
    await page.getByLabel("Nombre completo").fill("Prueba Sin Script");
    await page.getByLabel("Teléfono (WhatsApp)").fill("222 555 0199");
    await page.getByLabel("Género").selectOption("Varonil");
    await page.getByLabel("Categoría").selectOption("4ta");
    await page.getByLabel("Acepto los términos y condiciones").check();
    await page.getByLabel("Fecha de nacimiento").fill("31/02/1990");
    await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
    await expect(page.getByText("Escribe la fecha como dd/mm/aaaa, por ejemplo 05/03/2026")).toBeVisible();
    await expect(page.getByLabel("Fecha de nacimiento")).toHaveValue("31/02/1990");

    await page.getByLabel("Fecha de nacimiento").fill("12/04/1996");
    await page.getByLabel("Acepto los términos y condiciones").check();
    await page.getByRole("button", { name: "Unirme a la comunidad" }).click();
    await expect(page.getByTestId("join-saved")).toContainText("¡Datos guardados!");
  } finally {
    await context.close();
  }
});

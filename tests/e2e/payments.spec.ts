// Registration fees paid online (issue 33) against the local Mercado Pago of the run: an administrator
// configures the provider, the organiser switches 'Cobrar inscripciones en línea' on, a player registers,
// pays by card on the fake checkout and comes back to 'Pago aprobado' (the webhook confirmed it, not the
// return), and the organiser's panel shows the registration paid.
import { createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";
import { E2E_PAYMENTS } from "./payments";

test("a player pays by card on the checkout, comes back to 'Pago aprobado', and the organiser sees it paid", async ({ page }) => {
  test.slow(); // Three accounts, the provider's checkout and its webhook through the job queue.
  await signInAs(page, DEMO.admin);
  const saved = await page.request.post("/admin/pagos", {
    form: { intent: "save", ...E2E_PAYMENTS, publicKey: "APP_USR-e2e-publica", isActive: "on" },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const tournament = await createTournament({
    title: "Copa Pago en Línea",
    fee: "800",
    author: DEMO.admin,
    organizerId: DEMO_ORGANISER_ID,
  });

  // The organiser switches online payment on in the registrations panel.
  await signInAs(page, DEMO.organiser);
  await page.goto(tournament.path);
  const panel = page.getByTestId("registrations-panel");
  await panel.getByRole("radio", { name: "Sí, un pago por la inscripción completa" }).check();
  await panel.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cobro en línea actualizado").first()).toBeVisible();

  // The player registers alone and goes to pay.
  await signInAs(page, DEMO.player);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption("varonil");
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText("$720");
  await sheet.getByRole("button", { name: "Ir a pagar" }).click();

  // Mercado Pago's checkout (the local one): the registration's final price, early discount applied.
  await expect(page.getByRole("heading", { name: "Pagar $720.00 MXN" })).toBeVisible();
  await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
  await expect(page).toHaveURL(/\/mis-inscripciones\?/);
  const card = page.getByRole("listitem").filter({ hasText: tournament.title });
  // The webhook's job may still be on its way when the browser is back: the page is read again until it has run.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("payment-state")).toHaveText("Pago aprobado", { timeout: 1000 });
  }).toPass();
  await expect(card.getByText("Confirmada", { exact: true })).toBeVisible();

  // The organiser's panel: paid online, by card.
  await signInAs(page, DEMO.organiser);
  await page.goto(tournament.path);
  const row = page
    .getByTestId("registrations-panel")
    .getByRole("listitem")
    .filter({ has: page.getByTestId("registration-payment") });
  await expect(row.getByTestId("registration-payment")).toHaveText("Pagado en línea $720 · Tarjeta");
  await expect(row.getByText("Pagado", { exact: true })).toBeVisible();
  await expect(page.getByTestId("category-totals")).toContainText("$720");
});

// The steps the payments specs share (issue 33): a tournament taking fees online, a player registering and
// going to the local Mercado Pago's checkout, and the provider's side of an OXXO ticket.
import type { Page } from "@playwright/test";
import { createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";
import { E2E_PAYMENTS, PAYMENTS_PORT } from "./payments";

/**
 * The administrator configures the provider, and the organiser switches 'Cobrar inscripciones en línea' on
 * for a new tournament of 800 (720 with the early discount). Leaves the page signed in as the organiser.
 */
export async function tournamentTakingPayments(page: Page, title: string) {
  await signInAs(page, DEMO.admin);
  const saved = await page.request.post("/admin/pagos", {
    form: { intent: "save", ...E2E_PAYMENTS, publicKey: "APP_USR-e2e-publica", isActive: "on" },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const tournament = await createTournament({ title, fee: "800", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  await signInAs(page, DEMO.organiser);
  await page.goto(tournament.path);
  const panel = page.getByTestId("registrations-panel");
  await panel.getByRole("radio", { name: "Sí, un pago por la inscripción completa" }).check();
  await panel.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cobro en línea actualizado").first()).toBeVisible();
  return tournament;
}

/** The demo player registers alone; the sheet stays open on its summary, with 'Ir a pagar'. */
export async function registerAlone(page: Page, tournamentPath: string) {
  await signInAs(page, DEMO.player);
  await page.goto(tournamentPath);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption("varonil");
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText("$720");
  return sheet;
}

/** The demo player registers alone and follows 'Ir a pagar' to the (local) provider's checkout. */
export async function registerAndGoToPay(page: Page, tournamentPath: string) {
  const sheet = await registerAlone(page, tournamentPath);
  await sheet.getByRole("button", { name: "Ir a pagar" }).click();
  // Mercado Pago's checkout (the local one): the registration's final price, early discount applied.
  await expect(page.getByRole("heading", { name: "Pagar $720.00 MXN" })).toBeVisible();
}

/**
 * Reads 'Mis inscripciones' again until the registration's payment line says `text`: the webhook's job may
 * still be on its way when the browser is back.
 */
export async function expectPaymentState(page: Page, tournamentTitle: string, text: string | RegExp) {
  const card = page.getByRole("listitem").filter({ hasText: tournamentTitle });
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("payment-state")).toHaveText(text, { timeout: 1000 });
  }).toPass();
  return card;
}

/** The provider's side: an OXXO ticket is paid at the store, and Mercado Pago notifies (signed) as it does. */
export async function payAtOxxo(page: Page, paymentId: string) {
  const answer = await page.request.post(`http://127.0.0.1:${PAYMENTS_PORT}/__fake/settle`, {
    data: { paymentId: Number(paymentId), status: "approved" },
  });
  expect(answer.status()).toBe(200);
}

/** The provider's side: a payment of `amount` on the checkout `preferenceId` (another amount than asked, say). */
export async function payOnProvider(page: Page, preferenceId: string, amount: number) {
  const answer = await page.request.post(`http://127.0.0.1:${PAYMENTS_PORT}/__fake/pay`, {
    data: { preferenceId, method: "card", amount },
  });
  expect(answer.status()).toBe(200);
}

/** The organiser's registrations panel on the tournament page: the registration with an online payment. */
export async function organiserPaymentRow(page: Page, tournamentPath: string) {
  await signInAs(page, DEMO.organiser);
  await page.goto(tournamentPath);
  return page
    .getByTestId("registrations-panel")
    .getByRole("listitem")
    .filter({ has: page.getByTestId("registration-payment") });
}

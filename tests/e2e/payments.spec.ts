// Registration fees paid online (issue 33) against the local Mercado Pago of the run: an administrator
// configures the provider, the organiser switches 'Cobrar inscripciones en línea' on, a player registers and
// pays on the fake checkout. Only the provider's signed webhook confirms a payment, never the return page:
// by card at once; at OXXO once the ticket is paid at the store. A withdrawn player's payment is refunded
// from the registrations panel, in part and then whole.
import { DEMO, expect, signInAs, test } from "./fixtures";
import {
  expectPaymentState,
  organiserPaymentRow,
  payAtOxxo,
  payOnProvider,
  registerAlone,
  registerAndGoToPay,
  tournamentTakingPayments,
} from "./payments-flow";

test("a player pays by card on the checkout, comes back to 'Pago aprobado', and the organiser sees it paid", async ({ page }) => {
  test.slow(); // Three accounts, the provider's checkout and its webhook through the job queue.
  const tournament = await tournamentTakingPayments(page, "Copa Pago en Línea");
  await registerAndGoToPay(page, tournament.path);
  await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
  await expect(page).toHaveURL(/\/mis-inscripciones\?/);
  const card = await expectPaymentState(page, tournament.title, "Pago aprobado");
  await expect(card.getByText("Confirmada", { exact: true })).toBeVisible();

  // The organiser's panel: paid online, by card.
  const row = await organiserPaymentRow(page, tournament.path);
  await expect(row.getByTestId("registration-payment")).toHaveText("Pagado en línea $720 · Tarjeta");
  await expect(row.getByText("Pagado", { exact: true })).toBeVisible();
  await expect(page.getByTestId("category-totals")).toContainText("$720");
});

test("an OXXO payment stays pending with its reference, then the store payment confirms it", async ({ page }) => {
  test.slow();
  const tournament = await tournamentTakingPayments(page, "Copa Pago en OXXO");
  await registerAndGoToPay(page, tournament.path);
  await page.getByRole("button", { name: "Pagar en OXXO" }).click();
  await expect(page).toHaveURL(/\/mis-inscripciones\?.*status=pending/);
  const paymentId = new URL(page.url()).searchParams.get("payment_id")!;

  // Back from the checkout: the ticket's deadline and reference, no 'Ir a pagar', the registration still pending.
  const card = await expectPaymentState(
    page,
    tournament.title,
    new RegExp(`^Pago pendiente: paga en OXXO antes del \\d{1,2} de [a-z]+ a las \\d{2}:\\d{2} \\(referencia 9800${paymentId}\\)$`),
  );
  await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Ver ficha de pago" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Ir a pagar" })).toHaveCount(0);

  // The player pays at the store; Mercado Pago notifies the webhook, which confirms the registration.
  await payAtOxxo(page, paymentId);
  await expectPaymentState(page, tournament.title, "Pago aprobado");
  await expect(card.getByText("Confirmada", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Ver ficha de pago" })).toHaveCount(0);
  await expect(card.getByTestId("payment-receipt")).toHaveText(`Comprobante: $720 con OXXO · operación de Mercado Pago ${paymentId}`);

  const row = await organiserPaymentRow(page, tournament.path);
  await expect(row.getByTestId("registration-payment")).toHaveText(`Pagado en línea $720 · OXXO · ref. 9800${paymentId}`);
  await expect(row.getByText("Pagado", { exact: true })).toBeVisible();
  await expect(row.getByText("Confirmada", { exact: true })).toBeVisible();
});

test("a withdrawn player's payment is refunded from the registrations panel, in part and then whole", async ({ page }) => {
  test.slow();
  const tournament = await tournamentTakingPayments(page, "Copa Reembolso");
  await registerAndGoToPay(page, tournament.path);
  await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
  await expectPaymentState(page, tournament.title, "Pago aprobado");

  const row = await organiserPaymentRow(page, tournament.path);
  const payment = row.getByTestId("registration-payment");
  const totals = page.getByTestId("category-totals");
  await expect(totals).toContainText("$720 (en línea $720, en el club $0)");
  // No refund while the player is still registered.
  await expect(row.getByRole("button", { name: "Reembolsar" })).toHaveCount(0);

  // The player withdrew: the organiser cancels the registration, then refunds $200 of the $720.
  await row.getByRole("button", { name: /^Cancelar: / }).click();
  await expect(row.getByText("Cancelada", { exact: true })).toBeVisible();
  await expect(row.getByRole("textbox", { name: /^Monto a reembolsar a / })).toHaveAttribute("placeholder", "Todo: $720");
  await row.getByRole("textbox", { name: /^Monto a reembolsar a / }).fill("200");
  await row.getByRole("button", { name: "Reembolsar" }).click();
  await expect(page.getByText("Reembolso solicitado a Mercado Pago").first()).toBeVisible();
  await expect(payment).toContainText("Pagado en línea $720 · Tarjeta · reembolsado $200");
  await expect(totals).toContainText("$520 (en línea $520, en el club $0)");

  // The rest: an empty amount refunds everything left.
  await expect(row.getByRole("textbox", { name: /^Monto a reembolsar a / })).toHaveAttribute("placeholder", "Todo: $520");
  await row.getByRole("button", { name: "Reembolsar" }).click();
  await expect(payment).toHaveText("Reembolsado $720 · Tarjeta");
  // Nothing collected any more: the category leaves 'Cobrado por categoría'.
  await expect(totals).toHaveCount(0);
});

test("without JavaScript, 'Ir a pagar' on 'Mis inscripciones' comes back with a link 'Continuar al pago' to the checkout", async ({
  page,
  browser,
}) => {
  test.slow();
  const tournament = await tournamentTakingPayments(page, "Copa Sin JavaScript");
  await registerAlone(page, tournament.path);

  // CSP form-action 'self' refuses a form's redirect to the provider: the plain form's post answers a page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const plain = await context.newPage();
  await signInAs(plain, DEMO.player);
  await plain.goto("/mis-inscripciones");
  const card = plain.getByRole("listitem").filter({ hasText: tournament.title });
  await card.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(plain).toHaveURL(/\/mis-inscripciones$/);
  await expect(card.getByRole("button", { name: "Ir a pagar" })).toHaveCount(0);
  await card.getByRole("link", { name: "Continuar al pago" }).click();
  await expect(plain.getByRole("heading", { name: "Pagar $720.00 MXN" })).toBeVisible();
  await context.close();
});

test("a payment of another amount is held for the organiser, who accepts it after checking it", async ({ page }) => {
  test.slow();
  const tournament = await tournamentTakingPayments(page, "Copa Pago en Revisión");
  await registerAndGoToPay(page, tournament.path);
  // Mercado Pago reports $700 paid on the $720 checkout.
  await payOnProvider(page, new URL(page.url()).searchParams.get("pref_id")!, 700);
  await page.goto("/mis-inscripciones");
  await expectPaymentState(page, tournament.title, "Pago en revisión: el organizador lo revisará");

  const row = await organiserPaymentRow(page, tournament.path);
  await expect(row.getByTestId("registration-payment")).toContainText(
    "Pago en revisión: El monto pagado no corresponde al precio de la inscripción (pagado $700, se pidió $720)",
  );
  await expect(row.getByRole("button", { name: "Reembolsar" })).toBeVisible();
  await row.getByRole("button", { name: /^Aceptar el pago de / }).click();
  await expect(page.getByText("Pago aceptado: la inscripción queda pagada").first()).toBeVisible();
  await expect(row.getByTestId("registration-payment")).toHaveText("Pagado en línea $700 · Tarjeta");
  await expect(row.getByText("Confirmada", { exact: true })).toBeVisible();
  await expect(page.getByTestId("category-totals")).toContainText("$700 (en línea $700, en el club $0)");
});

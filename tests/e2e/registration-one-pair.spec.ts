// One player, one pair per category (issue 31, docs/product.md §4.3): a player registering with a partner
// who is already in another pair of the category is refused, with a Spanish message naming that pair.
import { registerVerifiedUser } from "./accounts";
import { createPlayer, createTournament } from "./factories";
import { DEMO, expect, test } from "./fixtures";

test("registering with a partner already in a pair of the category is refused, naming the other pair", async ({ page, browser }) => {
  test.slow(); // Two accounts sign up (with their e-mail).
  const tournament = await createTournament({ title: "Copa Una Pareja", fee: "800", author: DEMO.admin });
  const hugo = await createPlayer({ name: "Hugo Ramos" });

  // Tomás registers first, with Hugo.
  const context = await browser.newContext();
  let tomas = "";
  try {
    const first = await context.newPage();
    const { firstName, lastName } = await registerVerifiedUser(first, { firstName: "Tomás", lastName: "Salinas" });
    tomas = `${firstName} ${lastName}`;
    const response = await first.request.post(tournament.path, {
      form: { intent: "register", registrationType: "partner", partnerId: String(hugo.id), categoryType: "varonil", category: "3ra" },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }

  // Iván picks Hugo too, in the same category.
  await registerVerifiedUser(page, { firstName: "Iván", lastName: "Ortega" });
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  const picker = sheet.getByRole("combobox", { name: "Pareja" });
  await page.mouse.move(0, 0);
  await picker.fill(hugo.handle);
  const option = sheet.getByRole("listbox", { name: "Pareja" }).getByRole("option").first();
  await expect(option).toContainText(hugo.name);
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(sheet.getByTestId("picked-player")).toContainText(hugo.name);
  await sheet.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("varonil");
  await sheet.locator('input[name="category"][value="3ra"]').check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();

  const message = `${hugo.name} ya está inscrito con ${tomas} en Varonil 3ra`;
  await expect(sheet.getByText(message).first()).toBeVisible();
  await expect(sheet.getByTestId("registration-confirmation")).toHaveCount(0);
  // Nothing was written: the button still offers to register.
  await page.reload();
  await expect(page.getByRole("button", { name: "Inscribirme al torneo" })).toBeVisible();
});

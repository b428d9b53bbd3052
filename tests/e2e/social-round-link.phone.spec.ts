// A round's score link (issue 32): the organiser opens the round's link on the event's page, a player on the
// court opens it on a phone without an account, enters 21-15, and the organiser's page and the club screen
// show it without reloading.
import { createSocialEvent } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("a player scores 21-15 through the round's link and the organiser's page shows it", async ({ page, browser }) => {
  const { path } = await createSocialEvent({ author: DEMO.admin, players: 4, courts: "Central" });
  await signInAs(page, DEMO.admin);
  await page.goto(path);
  const round1 = page.getByRole("listitem", { name: "Ronda 1" });
  await round1.getByText("Enlace para anotar la ronda 1").click();
  await expect(round1.getByRole("img", { name: "Código QR para anotar la ronda 1" })).toBeVisible();
  const url = (await round1.getByTestId("social-score-url").textContent())!.trim();
  expect(new URL(url).pathname).toMatch(new RegExp(`^${path}/anotar/[\\w-]{43}$`));

  // The player's phone: signed out, a context of its own.
  const context = await browser.newContext({ ...test.info().project.use });
  try {
    const phone = await context.newPage();
    await phone.goto(new URL(url).pathname);
    await expect(phone.getByRole("heading", { name: "Anotar la ronda 1" })).toBeVisible();
    const match = phone.getByTestId("social-match");
    await expect(match).toHaveCount(1);
    await match.getByRole("textbox").first().fill("21");
    await match.getByRole("textbox").nth(1).fill("15");
    await match.getByRole("button", { name: "Guardar" }).click();
    await expect(phone.getByText("Marcador guardado")).toBeVisible();
    await expect(match.getByRole("button", { name: "Corregir" })).toBeVisible();
  } finally {
    await context.close();
  }

  // The organiser's page, not reloaded, shows it; so does the club screen.
  const scored = page.getByTestId("social-match").first();
  await expect(scored.getByText("21", { exact: true })).toBeVisible();
  await expect(scored.getByText("15", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Pantalla del club" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/pantalla$`));
  await expect(page.getByRole("heading", { name: "Ronda 2", exact: true })).toBeVisible();
  await expect(page.getByTestId("screen-standings").locator("li").first()).toContainText("21");
});

// ADR 0036, a social event's page: members (the event's own organiser among them, when they organise no
// tournament) get the page every member shares, with nobody's entry or tools in its HTML; once it is live
// the organiser gets the organisers' tools and a player their own entry, from the event's /yo endpoint.
import { registerVerifiedUser } from "./accounts";
import { createSocialEvent } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("a member's social event: the shared page gets the organiser's tools and a player's entry once live", async ({ page, browser }) => {
  // jugadora@ organises no tournament: a member, and this event's organiser.
  const { path } = await createSocialEvent({ author: DEMO.playerWoman, players: 0, start: false });
  await signInAs(page, DEMO.playerWoman);

  // The HTML as sent: a member's menu, no tools, no entry (the same bytes every member gets).
  const html = await (await page.request.get(path)).text();
  expect(html).toContain("Cerrar sesión");
  expect(html).not.toContain("Editar evento");
  expect(html).not.toContain("Empezar evento");
  expect(html).not.toContain(DEMO.playerWoman);

  await page.goto(path);
  await expect(page.getByRole("link", { name: "Editar evento" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Empezar evento" })).toBeVisible();

  // A player on their own phone: no tools; signs up and sees their entry on the shared page.
  const context = await browser.newContext({ ...test.info().project.use });
  const phone = await context.newPage();
  await registerVerifiedUser(phone, { firstName: "Pablo", lastName: "Socio" });
  await phone.goto(path);
  await phone.getByRole("button", { name: "Anotarme" }).click();
  await expect(phone.getByText("¡Listo! Ya estás anotado.")).toBeVisible();
  await expect(phone.getByTestId("own-entry")).toContainText("Estás anotado en este evento.");
  await phone.reload();
  await expect(phone.getByTestId("own-entry")).toContainText("Estás anotado en este evento.");
  await expect(phone.getByRole("link", { name: "Editar evento" })).toHaveCount(0);
  await expect(phone.getByRole("button", { name: "Empezar evento" })).toHaveCount(0);
  await context.close();

  // The organiser's page follows: the new player in the list, still with the tools.
  await page.reload();
  await expect(page.getByTestId("social-count")).toHaveText("1 de 4 jugadores");
  await expect(page.getByRole("button", { name: "Empezar evento" })).toBeVisible();
});

test("without JavaScript a member signs up from the shared page's form and comes back to their entry", async ({ browser }) => {
  const { path } = await createSocialEvent({ players: 0, start: false });
  const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
  const phone = await context.newPage();
  await registerVerifiedUser(phone, { firstName: "Nora", lastName: "Sinscript" });
  await phone.goto(path);
  // The page every member shares: the form posts as it is.
  await expect(phone.getByTestId("own-entry")).toHaveCount(0);
  await phone.getByRole("button", { name: "Anotarme" }).click();
  await expect(phone).toHaveURL(new RegExp(`${path}$`));
  await expect(phone.getByTestId("own-entry")).toContainText("Estás anotado en este evento.");
  await expect(phone.getByTestId("social-count")).toHaveText("1 de 4 jugadores");
  await context.close();
});

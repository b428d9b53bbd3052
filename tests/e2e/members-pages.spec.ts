// ADR 0036: a signed-in player gets the page every member shares (kept by the page cache, nobody's name in
// it) with a signed-in menu from the first paint, and their own parts once the page is live; someone who
// edits gets their page rendered for them, edit buttons included.
import { createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

const DIEGO = "/padel/diegohdz";

test("a player's page arrives with a signed-in menu and nobody's name; their own profile says so once it is live", async ({ page }) => {
  // The HTML as the server sends it to a plain member, before any script: a member's menu, no sign-in link,
  // nothing personal. (jugador@ creates a tournament in tournament-create.spec.ts, and from then on edits.)
  await signInAs(page, DEMO.playerWoman);
  const html = await (await page.request.get(DIEGO)).text();
  expect(html).toContain("Cerrar sesión");
  expect(html).not.toContain('href="/auth"');
  expect(html).not.toContain("Este eres tú");
  expect(html).not.toContain(DEMO.playerWoman);

  await signInAs(page, DEMO.player);
  await page.goto(DIEGO);
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Mi Perfil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  await expect(page.getByText("Este eres tú")).toBeVisible();
  await expect(page.getByRole("button", { name: "¿Eres tú?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /favoritos/ })).toBeEnabled();

  // The same shared page for another player: not theirs.
  await signInAs(page, DEMO.playerWoman);
  await page.goto(DIEGO);
  await expect(page.getByRole("button", { name: /favoritos/ })).toBeEnabled();
  await expect(page.getByText("Este eres tú")).toHaveCount(0);
  await expect(page.getByTestId("claimed")).toBeVisible();
});

test("an organiser gets the edit button on their tournament, a player does not and may register", async ({ page }) => {
  const { path } = await createTournament({ author: DEMO.admin, organizerId: DEMO_ORGANISER_ID, fee: "800" });
  await signInAs(page, DEMO.organiser);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Editar Torneo" })).toBeVisible();

  await signInAs(page, DEMO.player);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Inscribirme al torneo" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Editar Torneo" })).toHaveCount(0);
});

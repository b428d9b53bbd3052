// A scorer link ends with its match (issue 31): a stranger with the organiser's link scores a semifinal
// without an account; the moment the match has a result, that phone cannot undo it (the sync is refused and
// says why) and the link no longer takes the match over, while the draw keeps the result, read from the
// winner's side.
import type { Page } from "@playwright/test";
import { createPlayer, createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

async function post(page: Page, url: string, form: Record<string, string>) {
  const response = await page.request.post(url, { form });
  expect(response.status(), `${form.intent}: ${(await response.text()).slice(0, 300)}`).toBe(200);
}

const ENDED = "Este enlace de anotador ya no sirve: el partido ya tiene resultado.";

test("a scorer link stops working once its match has a result", async ({ page, browser }) => {
  test.slow(); // eight players and a draw made first, then two dozen taps
  const tournament = await createTournament({ title: "Copa Enlace", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  const players = [];
  for (const name of ["Ana", "Bea", "Cris", "Dani", "Eli", "Fer", "Gabo", "Hugo"]) players.push(await createPlayer({ name }));
  await signInAs(page, DEMO.organiser);
  const drawUrl = `${tournament.path}/cuadros/varonil-3ra`;
  await post(page, drawUrl, { intent: "settings", format: "elimination", numberOfSets: "1", deuceRule: "golden" });
  for (let i = 0; i < 8; i += 2) {
    await post(page, drawUrl, { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) });
  }
  await post(page, drawUrl, { intent: "generate", seedBy: "points" });
  await post(page, drawUrl, { intent: "publish" });

  // The organiser opens the first semifinal from the draw and makes its scorer link.
  await page.goto(drawUrl);
  await page.locator('[data-testid="draw-match"][data-code="P1-1"]').getByRole("link", { name: "Anotar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varonil 3ra Fuerza · Semifinal 1");
  const [pairA, pairB] = (await page.getByTestId("match-pairs").locator("p.text-lg").allTextContents()).map((t) => t.trim());
  await page.getByRole("button", { name: "Crear enlace de anotador" }).click();
  const link = (await page.getByTestId("scorer-link").textContent())!.trim();
  const path = new URL(link).pathname + new URL(link).search;

  // A stranger's phone (no account) takes the match with the link and gives it to slot b, 6-0.
  const stranger = await browser.newContext();
  const phone = await stranger.newPage();
  await phone.goto(path);
  await phone.getByRole("button", { name: "Anotar este partido" }).click();
  await phone
    .getByRole("dialog", { name: "¿Qué equipo saca primero?" })
    .getByRole("button", { name: `Saca ${pairA}` })
    .click();
  const pointB = phone.getByRole("button", { name: `Punto para ${pairB}` });
  for (let i = 0; i < 24; i++) await pointB.click();
  // Read from the winners' side: they are the subject, their games first.
  await expect(phone.getByTestId("final-result")).toHaveText(`${pairB} ganan a ${pairA} 6-0`);
  await expect(phone.getByTestId("sync-status")).toHaveText("Marcador al día en el servidor.");

  // The draw has the result (the winner in the final) before the phone tries anything else.
  await page.goto(drawUrl);
  await expect(page.locator('[data-testid="draw-match"][data-code="P1-1"]').getByTestId("match-result")).toContainText("6-0");
  await expect(page.locator('[data-testid="draw-match"][data-code="P2-1"]')).toContainText(pairB!.split(" / ")[0]!);

  // The link's phone undoes the last point: the server refuses and the phone says why.
  await phone.getByRole("button", { name: "Deshacer" }).click();
  await expect(phone.getByTestId("sync-status")).toContainText(ENDED);

  // Another phone with the same link: no 'Anotar', the reason instead.
  const second = await stranger.newPage();
  await second.goto(path);
  await expect(second.getByTestId("link-ended").first()).toContainText(ENDED);
  await expect(second.getByRole("button", { name: "Anotar este partido" })).toHaveCount(0);
  await stranger.close();

  // The draw still holds 6-0 for slot b; the organiser may still correct it in the draw editor.
  await page.reload();
  await expect(page.locator('[data-testid="draw-match"][data-code="P1-1"]').getByTestId("match-result")).toContainText("6-0");
  await expect(page.locator('[data-testid="draw-match"][data-code="P2-1"]')).toContainText(pairB!.split(" / ")[0]!);
});

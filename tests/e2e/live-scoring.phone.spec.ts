// Scoring a tournament match with Padel Score on a phone (issue 20): the organiser opens a match from the
// order of play, Padel Score starts prefilled (no setup screen), the connection drops mid-game and the
// points scored offline sync when it returns, and the finished match is the draw's result with the winner
// in the final. A visitor in a second browser watches the draw follow every point without a reload.
import type { Page } from "@playwright/test";
import { createPlayer, createTournament } from "./factories";
import { DEMO, expect, expectAccessible, signInAs, test } from "./fixtures";

async function post(page: Page, url: string, form: Record<string, string>) {
  const response = await page.request.post(url, { form });
  expect(response.status(), `${form.intent}: ${(await response.text()).slice(0, 300)}`).toBe(200);
}

/** A published draw of four pairs (one set, golden point) in Varonil 3ra, on the order of play. */
async function scheduledDraw(page: Page) {
  const tournament = await createTournament({ title: "Copa Marcador", author: DEMO.organiser });
  const names = ["Ana", "Bea", "Cris", "Dani", "Eli", "Fer", "Gabo", "Hugo"];
  const players = [];
  for (const name of names) players.push(await createPlayer({ name }));
  await signInAs(page, DEMO.organiser);
  const drawUrl = `${tournament.path}/cuadros/varonil-3ra`;
  await post(page, drawUrl, { intent: "settings", format: "elimination", numberOfSets: "1", deuceRule: "golden" });
  for (let i = 0; i < 8; i += 2) {
    await post(page, drawUrl, { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) });
  }
  await post(page, drawUrl, { intent: "generate", seedBy: "points" });
  await post(page, drawUrl, { intent: "publish" });
  const orderUrl = `${tournament.path}/orden-de-juego`;
  await post(page, orderUrl, {
    intent: "schedule-settings",
    courts: "Cancha 1\nCancha 2",
    "days[0].date": "10/03/2030",
    "days[0].start": "09:00",
    "days[0].end": "20:00",
    matchMinutes: "75",
    restMinutes: "60",
  });
  await post(page, orderUrl, { intent: "generate-schedule" });
  return { drawUrl, orderUrl };
}

test("an organiser scores a tournament match on a phone from the order of play, offline mid-game, and the result moves the winner on", async ({
  page,
  browser,
}) => {
  test.slow(); // eight players, a draw and a schedule made first, then two dozen taps
  const { drawUrl, orderUrl } = await scheduledDraw(page);

  await page.goto(orderUrl);
  const semifinal = page.getByTestId("match").filter({ hasText: "Semifinal 1" });
  await semifinal.getByRole("link", { name: "Anotar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varonil 3ra Fuerza · Semifinal 1");
  const pairA = (await page.getByTestId("match-pairs").locator("p").first().textContent())!;

  // The organiser can hand the match over: the link and its QR code (SVG from the server).
  await page.getByRole("button", { name: "Crear enlace de anotador" }).click();
  await expect(page.getByTestId("scorer-link")).toContainText("/padel-score/partido/");
  await expect(page.getByTestId("scorer-link")).toContainText("?clave=");
  await expect(page.getByRole("img", { name: "Código QR del enlace de anotador" }).locator("svg")).toBeVisible();
  await expectAccessible(page);

  // A visitor (another browser, not signed in) has the draw open; a reload would lose the mark.
  const visitor = await browser.newContext();
  const watch = await visitor.newPage();
  await watch.goto(new URL(drawUrl, page.url()).href);
  await watch.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const watched = (code: string) => watch.locator(`[data-testid="draw-match"][data-code="${code}"]`);

  await page.getByRole("button", { name: "Anotar este partido" }).click();
  // No setup screen: straight to who serves first, with the pairs' names.
  const serve = page.getByRole("dialog", { name: "¿Qué equipo saca primero?" });
  await serve.getByRole("button", { name: `Saca ${pairA}` }).click();
  await expect(serve).toBeHidden();
  const pointA = page.getByRole("button", { name: `Punto para ${pairA}` });
  const status = page.getByTestId("sync-status");

  // Point by point on the visitor's draw: games · points.
  for (const shown of ["0-0 · 15-0", "0-0 · 30-0", "0-0 · 40-0", "1-0 · 0-0", "1-0 · 15-0", "1-0 · 30-0"]) {
    await pointA.click();
    await expect(watched("P1-1").getByTestId("live-score")).toHaveText(new RegExp(`En juego\\s*${shown}$`));
  }
  await expect(page.getByTestId("team1-games")).toHaveText("1");
  await expect(page.getByTestId("team1-points")).toHaveText("30");
  await expect(status).toHaveText("Marcador al día en el servidor.");

  await page.context().setOffline(true);
  for (let i = 0; i < 6; i++) await pointA.click(); // 3-0, 0-0
  await expect(status).toContainText("Sin conexión");
  await expect(page.getByTestId("team1-games")).toHaveText("3");
  await page.context().setOffline(false);
  await expect(status).toHaveText("Marcador al día en el servidor.");
  // The six points scored offline reach the visitor together.
  await expect(watched("P1-1").getByTestId("live-score")).toHaveText(/En juego\s*3-0 · 0-0$/);

  for (let i = 0; i < 12; i++) await pointA.click(); // 6-0
  await expect(page.getByTestId("final-result")).toContainText(`${pairA} gana`);
  await expect(status).toHaveText("Marcador al día en el servidor.");

  // The visitor's draw shows the result and the winner in the final, without a reload.
  await expect(watched("P1-1")).toContainText("6-0");
  await expect(watched("P2-1")).toContainText(pairA);
  expect(await watch.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)).toBe(true);
  await visitor.close();

  // The organiser's draw too, without anyone typing the result.
  await page.goto(drawUrl);
  await expect(page.locator('[data-testid="draw-match"][data-code="P1-1"]')).toContainText("6-0");
  await expect(page.locator('[data-testid="draw-match"][data-code="P2-1"]')).toContainText(pairA);
});

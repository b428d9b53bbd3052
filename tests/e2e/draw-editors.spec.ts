// Two organisers on one draw at once (issue 31, docs/product.md §10.2), in two browsers: the organiser's
// result form, open on a quarterfinal with a score typed, keeps its match and what was typed while the
// administrator's results reach the page live (another match's, then this one's); its save on the match
// that changed meanwhile is refused with 'Este partido cambió mientras lo editabas' and the result now, and
// saving again, having seen it, replaces it.
import type { Locator, Page } from "@playwright/test";
import { createPlayer, createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

/** The editor's 'Resultados' card. */
const resultsOf = (page: Page) =>
  page
    .getByTestId("draw-editor")
    .getByRole("heading", { name: "Resultados" })
    .locator("xpath=ancestor::div[contains(@class,'rounded')][1]");

/** Opens the draw page and waits for its editor's code (the match picker is React's once the page is live). */
async function openDraw(page: Page, drawPath: string) {
  await page.goto(drawPath);
  await expect(resultsOf(page).getByRole("button", { name: "Guardar resultado" })).toHaveAttribute("data-live", "");
}

async function pick(results: Locator, label: string) {
  const option = results.getByLabel("Partido").locator("option", { hasText: `${label}:` });
  await results.getByLabel("Partido").selectOption((await option.getAttribute("value"))!);
}

async function save(page: Page, label: string, score: string) {
  const results = resultsOf(page);
  await pick(results, label);
  await results.getByLabel("Resultado", { exact: true }).fill(score);
  await results.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(page.getByText("Resultado guardado", { exact: true }).first()).toBeVisible();
}

test("two organisers at once: a live update never resets the open result form, and a stale save is refused", async ({ page, browser }) => {
  test.slow(); // Sixteen players are created before the organisers start.
  const tournament = await createTournament({ title: "Copa Dos Editores", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  const drawPath = `${tournament.path}/cuadros/varonil-3ra`;
  await signInAs(page, DEMO.organiser);
  const players = [];
  for (let i = 0; i < 16; i += 4) {
    players.push(...(await Promise.all([0, 1, 2, 3].map((j) => createPlayer({ name: `Editor ${i + j + 1}` })))));
  }
  for (let i = 0; i < 8; i++) {
    const added = await page.request.post(drawPath, {
      form: { intent: "add-entry", player1Id: String(players[i * 2]!.id), player2Id: String(players[i * 2 + 1]!.id) },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  for (const form of [{ intent: "generate", seedBy: "points" }, { intent: "publish" }] as Record<string, string>[]) {
    const made = await page.request.post(drawPath, { form });
    expect(made.status(), await made.text()).toBe(200);
  }

  // The organiser opens Cuartos de final 3 and types a score, without saving.
  await openDraw(page, drawPath);
  const mine = resultsOf(page);
  await pick(mine, "Cuartos de final 3");
  await mine.getByLabel("Resultado", { exact: true }).fill("6-4 6-4");
  await mine.getByLabel("Ganadora (W.O. o retiro)").selectOption({ index: 1 });
  const winnerPicked = await mine.getByLabel("Ganadora (W.O. o retiro)").inputValue();

  // The administrator, in another browser, enters another match's result: it reaches the organiser's draw
  // live, and the organiser's form stays on its match with what was typed.
  const other = await browser.newContext();
  const admin = await other.newPage();
  await signInAs(admin, DEMO.admin);
  await openDraw(admin, drawPath);
  await save(admin, "Cuartos de final 1", "6-1 6-1");
  const quarter = (code: string) => page.locator(`[data-testid="draw-match"][data-code="${code}"]`);
  await expect(quarter("P1-1").getByText("6-1 6-1", { exact: true })).toBeVisible();
  await expect(mine.getByLabel("Partido").locator("option:checked")).toHaveText(/^Cuartos de final 3:/);
  await expect(mine.getByLabel("Resultado", { exact: true })).toHaveValue("6-4 6-4");
  await expect(mine.getByLabel("Ganadora (W.O. o retiro)")).toHaveValue(winnerPicked);

  // The administrator enters Cuartos de final 3's result: the organiser's form shows it, and keeps what was typed.
  await save(admin, "Cuartos de final 3", "6-3 6-2");
  await expect(quarter("P1-3").getByText("6-3 6-2", { exact: true })).toBeVisible();
  await expect(mine.getByTestId("result-now")).toContainText("6-3 6-2");
  await expect(mine.getByTestId("result-now")).toContainText("Cambió mientras editabas");
  await expect(mine.getByLabel("Partido").locator("option:checked")).toHaveText(/^Cuartos de final 3:/);
  await expect(mine.getByLabel("Resultado", { exact: true })).toHaveValue("6-4 6-4");

  // The organiser's save, made on the match as it was, is refused with the result now; nothing typed is lost.
  await mine.getByRole("button", { name: "Guardar resultado" }).click();
  const refusal = mine.getByRole("alert");
  await expect(refusal).toContainText("Este partido cambió mientras lo editabas. Ahora: ");
  await expect(refusal).toContainText("6-3 6-2");
  // The form goes on from the match as it was shown: no longer marked changed.
  await expect(mine.getByTestId("result-now")).not.toContainText("Cambió mientras editabas");
  await expect(mine.getByLabel("Resultado", { exact: true })).toHaveValue("6-4 6-4");
  await expect(quarter("P1-3").getByText("6-3 6-2", { exact: true })).toBeVisible();
  await expect(admin.locator('[data-testid="draw-match"][data-code="P1-3"]').getByText("6-3 6-2", { exact: true })).toBeVisible();

  // Having seen it, the organiser saves again: the result typed replaces it, on both screens.
  await mine.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(quarter("P1-3").getByText("6-4 6-4", { exact: true })).toBeVisible();
  await expect(admin.locator('[data-testid="draw-match"][data-code="P1-3"]').getByText("6-4 6-4", { exact: true })).toBeVisible();
  await other.close();
});

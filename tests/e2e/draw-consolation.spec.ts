// Elimination with consolation and byes (issue 31): 11 pairs in a draw of 16, played through the organiser's
// editor to both finals. Every first-round loser that played reaches the consolation draw, no match is 'Pase
// directo vs Pase directo', nothing is left 'Por definir', and both finals have a winner, on the organiser's
// page and on everyone's.
import type { Locator } from "@playwright/test";
import { categoryWithPairs } from "./draws-flow";
import { expect, test } from "./fixtures";

/** The match cards of the page whose two slots are both byes: there must be none. */
async function byeAgainstBye(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((all) =>
    all.filter((card) => (card.textContent ?? "").split("Pase directo").length > 2).map((card) => card.getAttribute("data-code") ?? ""),
  );
}

test("11 pairs with consolation are played through the editor to both finals", async ({ page }) => {
  test.slow(); // 22 players are created, then 12 results entered one by one
  const drawPath = await categoryWithPairs(page, { title: "Copa Consolación", name: "Consuelo", pairs: 11 });

  await page.goto(drawPath);
  const editor = page.getByTestId("draw-editor");
  await expect(editor.getByRole("heading", { name: "Parejas inscritas (11)" })).toBeVisible();
  await editor.getByText("Cuadro de consolación", { exact: true }).click();
  await editor.getByRole("button", { name: "Guardar formato" }).click();
  await expect(page.getByText("Formato guardado").first()).toBeVisible();
  await editor.getByRole("button", { name: "Generar cuadro" }).click();
  await editor.getByRole("button", { name: "Publicar cuadro" }).click();
  await expect(editor.getByText("El cuadro está publicado: todos lo pueden ver.", { exact: false })).toBeVisible();

  // At 1280 px, beside the editor, the main draw's four rounds fit its card: the final's column is in view.
  expect(page.viewportSize()!.width).toBe(1280);
  const bracket = page.getByTestId("bracket").first();
  expect(await bracket.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const [box, finalBox] = [await bracket.boundingBox(), await page.locator('[data-testid="draw-match"][data-code="P4-1"]').boundingBox()];
  expect(finalBox!.x + finalBox!.width).toBeLessThanOrEqual(box!.x + box!.width);

  const cards = page.getByTestId("draw-match");
  // Seeds 1 to 5 have byes: three first-round matches are played, and the consolation draw of 4 waits for
  // their losers.
  await expect(page.getByRole("heading", { name: "Cuadro de consolación" })).toBeVisible();
  expect(await byeAgainstBye(cards)).toEqual([]);

  // Each saved result moves the form on to the next match to play; slot a wins every match.
  const results = editor.getByRole("heading", { name: "Resultados" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const chosen = results.getByLabel("Partido").locator("option:checked");
  const played = [
    "Octavos de final 2",
    "Octavos de final 6",
    "Octavos de final 8",
    "Cuartos de final 1",
    "Cuartos de final 2",
    "Cuartos de final 3",
    "Cuartos de final 4",
    "Semifinal 1",
    "Semifinal 2",
    "Final",
    "Consolación: Semifinal 2",
    "Consolación: Final",
  ];
  for (const label of played) {
    await expect(chosen).toHaveText(new RegExp(`^${label}: .+ vs .+$`));
    await results.getByLabel("Resultado", { exact: true }).fill("6-4 6-4");
    await results.getByRole("button", { name: "Guardar resultado" }).click();
    await expect(chosen).not.toHaveText(new RegExp(`^${label}: .+ vs .+$`));
  }
  // Nothing is left to play: every match with two pairs has its result.
  await expect(results.getByLabel("Partido").locator("option", { hasText: / vs / })).toHaveCount(0);

  const final = page.locator('[data-testid="draw-match"][data-code="P4-1"]');
  const consolationFinal = page.locator('[data-testid="draw-match"][data-code="C2-1"]');
  const champion = (await final.locator("span.font-semibold a").first().innerText()).trim();
  const consolationChampion = (await consolationFinal.locator("span.font-semibold a").first().innerText()).trim();
  expect(champion).toMatch(/^Consuelo \d+A /);
  expect(consolationChampion).toMatch(/^Consuelo \d+A /);

  // Everyone sees both finals decided, from the winner's side, and no pair still to be known.
  await page.context().clearCookies();
  await page.goto(drawPath);
  for (const [card, winner] of [
    [final, champion],
    [consolationFinal, consolationChampion],
  ] as const) {
    await expect(card.getByText("6-4 6-4", { exact: true })).toBeVisible();
    await expect(card.getByTestId("match-result")).toContainText(new RegExp(`^6-4 6-4${winner} / .+ ganan a .+ 6-4 6-4$`));
  }
  await expect(page.getByText("Por definir")).toHaveCount(0);
  expect(await byeAgainstBye(cards)).toEqual([]);
  // The consolation's first round: the three first-round losers that played, one of them against the bye.
  const consolationFirst = page.locator('[data-testid="draw-match"][data-code^="C1-"]');
  await expect(consolationFirst).toHaveCount(2);
  await expect(consolationFirst.getByText("Pase directo", { exact: true })).toHaveCount(1);
  await expect(consolationFirst.getByRole("link")).toHaveCount(6);
});

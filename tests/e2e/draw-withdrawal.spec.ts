// Withdrawals as organisers run them (issue 31, docs/product.md §10.1): after the draw is published, 'Retirar'
// says what follows and asks for confirmation; the pair's pending match becomes a W.O. for its rival, who
// moves on; the result already played stays; the draw stays published and everyone sees the pair withdrawn.
import { categoryWithPairs } from "./draws-flow";
import { expect, test } from "./fixtures";

test("a pair withdraws after the draw is published: its pending match is a W.O., the played result stays", async ({ page }) => {
  test.slow(); // Eight players are created before the organiser starts.
  const drawPath = await categoryWithPairs(page, { title: "Copa Retiros", name: "Retiro", pairs: 4 });

  await page.goto(drawPath);
  const editor = page.getByTestId("draw-editor");
  await editor.getByRole("button", { name: "Generar cuadro" }).click();
  await editor.getByRole("button", { name: "Publicar cuadro" }).click();
  await expect(editor.getByRole("button", { name: "Despublicar cuadro" })).toBeVisible();

  // Semifinal 1 is played.
  const results = editor.getByRole("heading", { name: "Resultados" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  await expect(results.getByLabel("Partido")).toContainText("Semifinal 1");
  await results.getByLabel("Resultado", { exact: true }).fill("6-4 6-3");
  await results.getByRole("button", { name: "Guardar resultado" }).click();
  const semifinal1 = page.locator('[data-testid="draw-match"][data-code="P1-1"]');
  const semifinal2 = page.locator('[data-testid="draw-match"][data-code="P1-2"]');
  await expect(semifinal1.getByText("6-4 6-3", { exact: true })).toBeVisible();
  // A draw with a result can no longer be unpublished.
  await expect(editor.getByRole("button", { name: "Despublicar cuadro" })).toHaveCount(0);

  // The pair in Semifinal 2's slot a withdraws.
  const leaving = (await semifinal2.getByRole("link").first().innerText()).trim();
  const rival = (await semifinal2.getByRole("link").nth(2).innerText()).trim();
  // The row that starts with the pair's seed and name (the others' notes may name it as a rival).
  const row = editor
    .getByTestId("draw-entries")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^\\[\\d+\\]${leaving}`) });
  await row.getByText("Retirar", { exact: true }).click();
  const confirmation = row.getByTestId("withdraw");
  await expect(confirmation).toContainText("Sus partidos pendientes quedan W.O. a favor de la pareja rival: Semifinal 2 contra");
  await expect(confirmation).toContainText(rival);
  await expect(confirmation).toContainText("Los resultados ya jugados se mantienen");
  await confirmation.getByRole("button", { name: "Sí, retirar pareja" }).click();

  await expect(page.getByText("1 partido quedó W.O. a favor de la pareja rival.").first()).toBeVisible();
  await expect(semifinal2.getByText("W.O.", { exact: true })).toBeVisible();
  await expect(semifinal1.getByText("6-4 6-3", { exact: true })).toBeVisible();
  await expect(row.getByText("Retirada")).toBeVisible();
  // The rival is in the final, against Semifinal 1's winner.
  const final = page.locator('[data-testid="draw-match"][data-code="P2-1"]');
  await expect(final.getByRole("link", { name: rival })).toBeVisible();

  // Everyone sees the published draw with the pair withdrawn.
  await page.context().clearCookies();
  await page.goto(drawPath);
  await expect(semifinal2.getByText("W.O.", { exact: true })).toBeVisible();
  await expect(semifinal2.getByText("(retirada)")).toBeVisible();
  await expect(final.getByRole("link", { name: rival })).toBeVisible();
});

// Levels (issue 35): a result the organiser saves rates its four players at once; the winner's profile
// shows the level, its reliability, the chart of its evolution and the match's effect, and links to the
// page that explains the level with the engine's own worked example.
import { categoryWithPairs } from "./draws-flow";
import { expect, test } from "./fixtures";

test("a saved result gives the winner a level, a chart and the match's effect on the profile", async ({ page }) => {
  test.slow(); // Eight players are created before the organiser starts.
  const drawPath = await categoryWithPairs(page, { title: "Copa Niveles", name: "Nivel", pairs: 4 });
  await page.goto(drawPath);
  const editor = page.getByTestId("draw-editor");
  await editor.getByRole("button", { name: "Generar cuadro" }).click();
  await editor.getByRole("button", { name: "Publicar cuadro" }).click();
  await expect(editor.getByRole("button", { name: "Despublicar cuadro" })).toBeVisible();

  const results = editor.getByRole("heading", { name: "Resultados" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  await expect(results.getByLabel("Partido")).toContainText("Semifinal 1");
  await results.getByLabel("Resultado", { exact: true }).fill("6-3 6-4");
  await results.getByRole("button", { name: "Guardar resultado" }).click();
  const semifinal1 = page.locator('[data-testid="draw-match"][data-code="P1-1"]');
  await expect(semifinal1.getByText("6-3 6-4", { exact: true })).toBeVisible();

  // The first player of slot a won: new players in 3ra start at 4.0, and beating an equal pair 6-3 6-4 adds 0.07.
  await semifinal1.getByRole("link").first().click();
  const level = page.getByTestId("player-level");
  await expect(level.getByText("Nivel 4.1 · juega como 3ra", { exact: true })).toBeVisible();
  await expect(level.getByText("Provisional", { exact: true })).toBeVisible();
  await expect(level.getByRole("img", { name: "Evolución del nivel" })).toBeVisible();
  await expect(level.getByText("Ganaste 6-3 6-4 a una pareja de nivel 4.0: +0.07", { exact: true })).toBeVisible();

  await level.getByRole("link", { name: "Cómo se calcula el nivel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cómo se calcula el nivel" })).toBeVisible();
  await expect(page.getByTestId("example-effect")).toHaveText("Ganaste 6-3 6-4 a una pareja de nivel 4.6: +0.10");
});

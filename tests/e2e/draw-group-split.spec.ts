// The organiser chooses the number of groups (issue 31 item 6): 10 pairs, '3 grupos' in 'Formato y reglas',
// the draw is made in groups A, B and C of 4, 3 and 3 pairs, and the choice stays chosen.
import { categoryWithPairs } from "./draws-flow";
import { expect, test } from "./fixtures";

test("the organiser picks 3 groups for 10 pairs and the draw has groups A, B and C of 4, 3 and 3 pairs", async ({ page }) => {
  test.slow(); // 20 players are created before the organiser starts.
  const drawPath = await categoryWithPairs(page, { title: "Copa Grupos", name: "Grupal", pairs: 10 });

  await page.goto(drawPath);
  const editor = page.getByTestId("draw-editor");
  await expect(editor.getByRole("heading", { name: "Parejas inscritas (10)" })).toBeVisible();
  // The 'Grupos' select shows once the format is groups: the editor must be live (hydrated) first.
  await expect(editor.getByRole("button", { name: "Guardar formato" })).toHaveAttribute("data-live", "");
  await editor.getByLabel("Formato", { exact: true }).selectOption({ label: "Grupos + eliminatoria" });
  const split = editor.getByLabel("Grupos", { exact: true });
  await expect(split).toHaveValue("auto");
  await expect(editor.getByText("Con 10 parejas quedan 3 grupos de 4, 3 y 3 parejas.")).toBeVisible();
  await split.selectOption({ label: "2 grupos" });
  await expect(editor.getByText("Con 10 parejas quedan 2 grupos de 5 parejas.")).toBeVisible();
  await split.selectOption({ label: "3 grupos" });
  await expect(editor.getByText("Con 10 parejas quedan 3 grupos de 4, 3 y 3 parejas.")).toBeVisible();
  // Only what 10 pairs can make is offered.
  await expect(split.getByRole("option")).toHaveText([
    "Automático (grupos de 4 si se puede)",
    "2 grupos",
    "3 grupos",
    "Grupos de 3",
    "Grupos de 4",
    "Grupos de 5",
  ]);
  await editor.getByRole("button", { name: "Guardar formato" }).click();
  await expect(page.getByText("Formato guardado").first()).toBeVisible();

  await editor.getByRole("button", { name: "Generar cuadro" }).click();
  await expect(editor.getByRole("button", { name: "Publicar cuadro" })).toBeVisible();
  const groupTable = (name: string) =>
    page.getByRole("heading", { name, exact: true }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]").locator("tbody tr");
  await expect(groupTable("Grupo A")).toHaveCount(4);
  await expect(groupTable("Grupo B")).toHaveCount(3);
  await expect(groupTable("Grupo C")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Grupo D", exact: true })).toHaveCount(0);

  // The choice stays chosen on the next visit.
  await page.reload();
  await expect(editor.getByLabel("Grupos", { exact: true })).toHaveValue("count:3");
});

// The organiser chooses the number of groups (issue 31 item 6): 10 pairs, '3 grupos' in 'Formato y reglas',
// the draw is made in groups A, B and C of 4, 3 and 3 pairs, and the choice stays chosen.
import { createPlayer, createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("the organiser picks 3 groups for 10 pairs and the draw has groups A, B and C of 4, 3 and 3 pairs", async ({ page }) => {
  test.slow(); // 20 players are created before the organiser starts.
  const tournament = await createTournament({ title: "Copa Grupos", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  const drawPath = `${tournament.path}/cuadros/varonil-3ra`;
  await signInAs(page, DEMO.organiser);
  const players = await Promise.all(
    Array.from({ length: 20 }, (_, i) => createPlayer({ name: `Grupal ${Math.floor(i / 2) + 1}${i % 2 === 0 ? "A" : "B"}` })),
  );
  for (let i = 0; i < 20; i += 2) {
    const added = await page.request.post(drawPath, {
      form: { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) },
    });
    expect(added.status(), await added.text()).toBe(200);
  }

  await page.goto(drawPath);
  const editor = page.getByTestId("draw-editor");
  await expect(editor.getByRole("heading", { name: "Parejas inscritas (10)" })).toBeVisible();
  await editor.getByLabel("Formato", { exact: true }).selectOption({ label: "Fase de grupos + eliminatoria" });
  const split = editor.getByLabel("Grupos", { exact: true });
  await expect(split).toHaveValue("auto");
  await expect(editor.getByText("Con 10 parejas: 3 grupos: 4, 3 y 3 parejas.")).toBeVisible();
  await split.selectOption({ label: "2 grupos" });
  await expect(editor.getByText("Con 10 parejas: 2 grupos de 5 parejas.")).toBeVisible();
  await split.selectOption({ label: "3 grupos" });
  await expect(editor.getByText("Con 10 parejas: 3 grupos: 4, 3 y 3 parejas.")).toBeVisible();
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

// Levels used where they help (issue 35): the ranking page's second view, by level, and the warning when a
// pair registers in a category far below its level (a warning: the registration still goes through).
import { registerVerifiedUser } from "./accounts";
import { createPlayer, createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("the ranking by level: its own address per gender, the minimum of matches stated, points still the default", async ({ page }) => {
  await page.goto("/ranking-padel-puebla");
  await expect(page.getByRole("link", { name: "Por puntos" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Por nivel" }).click();
  await expect(page).toHaveURL(/\/ranking-padel-puebla\?vista=nivel&gender=Varonil$/);
  await expect(page.getByRole("heading", { level: 2, name: /Ranking por nivel - Varonil/ })).toBeVisible();
  await expect(page.getByTestId("level-ranking-minimum")).toContainText("Con al menos 5 partidos.");
  // The demo seed's past draws give many players five matches or more: the view lists them with their level.
  await expect(page.getByText(/· juega como /).first()).toBeVisible();
  await expect(page.getByText("Todavía no hay jugadores con al menos 5 partidos.")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Categorías" })).toHaveCount(0);

  await page.getByLabel("Género").getByRole("link", { name: "Femenil" }).click();
  await expect(page).toHaveURL(/\/ranking-padel-puebla\?vista=nivel&gender=Femenil$/);
  await expect(page.getByRole("heading", { level: 2, name: /Ranking por nivel - Femenil/ })).toBeVisible();
  await page.getByRole("link", { name: "Por puntos" }).click();
  await expect(page).toHaveURL(/\/ranking-padel-puebla\?category=1ra&gender=Femenil$/);
  await expect(page.getByRole("navigation", { name: "Categorías" })).toBeVisible();
  await expect(page.getByTestId("level-ranking-minimum")).toHaveCount(0);
});

test("registering far below the pair's level warns 'Tu nivel corresponde a 3ra', and still registers", async ({ page, browser }) => {
  test.slow(); // Four players are created and a result is saved before the registration.
  // A final between two new pairs in Varonil 3ra: all four start at 4.0 and end at 3.9 or 4.1, both 3ra.
  const played = await createTournament({ title: "Copa Nivel Previo", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  const drawPath = `${played.path}/cuadros/varonil-3ra`;
  const players = [];
  for (let i = 0; i < 4; i++) players.push(await createPlayer({ name: `Aviso ${i + 1}` }));
  const context = await browser.newContext();
  try {
    const organiser = await context.newPage();
    await signInAs(organiser, DEMO.organiser);
    for (let i = 0; i < 4; i += 2) {
      const added = await organiser.request.post(drawPath, {
        form: { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) },
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    await organiser.goto(drawPath);
    const editor = organiser.getByTestId("draw-editor");
    await editor.getByRole("button", { name: "Generar cuadro" }).click();
    await editor.getByRole("button", { name: "Publicar cuadro" }).click();
    await expect(editor.getByRole("button", { name: "Despublicar cuadro" })).toBeVisible();
    const results = editor.getByRole("heading", { name: "Resultados" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
    await results.getByLabel("Resultado", { exact: true }).fill("6-3 6-4");
    await results.getByRole("button", { name: "Guardar resultado" }).click();
    await expect(organiser.getByText("6-3 6-4", { exact: true }).first()).toBeVisible();
  } finally {
    await context.close();
  }

  const open = await createTournament({ title: "Copa Aviso Nivel", fee: "800", author: DEMO.admin });
  await registerVerifiedUser(page, { firstName: "Óscar", lastName: "Abajo" });
  await page.goto(open.path);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  const picker = sheet.getByRole("combobox", { name: "Pareja" });
  await page.mouse.move(0, 0);
  await picker.fill(players[0]!.handle);
  const option = sheet.getByRole("listbox", { name: "Pareja" }).getByRole("option").first();
  await expect(option).toContainText(/Nivel (3\.9|4\.1) · Provisional/);
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(sheet.getByTestId("picked-player")).toContainText(players[0]!.name);
  await sheet.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("varonil");
  // One category below the level's: nothing to say.
  await sheet.locator('input[name="category"][value="4ta"]').check({ force: true });
  await expect(sheet.getByTestId("level-category-warning")).toHaveCount(0);
  await sheet.locator('input[name="category"][value="5ta"]').check({ force: true });
  await expect(sheet.getByTestId("level-category-warning")).toHaveText("Tu nivel corresponde a 3ra. Puedes inscribirte de todos modos.");
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText("Varonil - 5ta");
});

// An editor at work on a tournament's page: winners recorded and removed, a new player as winner, the
// tournament edited and deleted, and the editors' code loaded only for them.
import { createTournament, pngFile } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("record winners with placement, then remove a winner", async ({ page }) => {
  // A past tournament of its own: a retry never finds the winner a failed try left behind.
  const tournament = await createTournament({
    title: "Copa Resultados",
    author: DEMO.admin,
    startDate: "2025-02-01",
    endDate: "2025-02-02",
  });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Por favor selecciona al menos un jugador, el tipo de categoría y la categoría")).toBeVisible();
  for (const [label, index] of [
    ["Jugador 1", 0],
    ["Jugador 2 (opcional)", 1],
  ] as const) {
    const picker = dialog.getByRole("combobox", { name: label });
    await picker.fill("ma");
    const option = dialog.getByRole("listbox", { name: label }).getByRole("option").nth(index);
    await expect(option).toBeVisible();
    // A real mouse click (not a synthetic event): the list must sit above the dialog's content.
    await option.click();
    await expect(dialog.getByRole("combobox", { name: label })).toHaveCount(0);
  }
  const names = await dialog.getByTestId("picked-player").allTextContents();
  await dialog.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("Varonil");
  await dialog.getByRole("combobox", { name: "Categoría", exact: true }).selectOption("50+");
  await dialog.getByRole("combobox", { name: "Resultado" }).selectOption("runner_up");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("¡Ganadores registrados exitosamente!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId("results-panel");
  const group = panel.locator("section", { has: page.getByRole("heading", { name: "Varonil - 50+" }) });
  await expect(group).toContainText("Subcampeón");
  const player1 = names[0]!.replace("Cambiar", "").trim();
  await expect(group).toContainText(player1);

  await group
    .getByRole("button", { name: /Eliminar ganador/ })
    .first()
    .click();
  const confirm = page.getByRole("dialog", { name: "¿Eliminar ganador?" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Ganador eliminado correctamente")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Varonil - 50+" })).toHaveCount(0);
});

test("edit a tournament (new slug) and delete it", async ({ page }) => {
  // A tournament of its own: deleting a listed one pulled it from under the tests that had opened it.
  const tournament = await createTournament({ author: DEMO.admin });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  const title = `Copa Editada ${Date.now() % 100000}`;
  await dialog.getByLabel("Título").fill("ab");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("El título debe tener al menos 3 caracteres")).toBeVisible();
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByLabel("Título").fill(title);
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByRole("switch", { name: "FEMEPA" }).click();
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Torneo actualizado")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/torneos-padel-puebla/${title.toLowerCase().replace(/ /g, "-")}/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const path = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Editar Torneo" }).click();
  await page.getByRole("button", { name: "Eliminar Torneo" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Estás seguro de eliminar este torneo?" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await expect(page.getByText("Torneo eliminado")).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

test("an anonymous visitor sees the results; an editor landing on the page edits", async ({ page }) => {
  await page.goto("/torneos-padel-puebla?tab=pasados");
  const path = (await page.getByRole("link", { name: "Ver resultados" }).first().getAttribute("href"))!;
  await page.goto(path);
  await expect(page.getByTestId("results-panel")).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar Torneo" })).toHaveCount(0);

  await signInAs(page, "admin@padelpuebla.mx");
  // A click before the editors' code has arrived is held and replayed once the button is live.
  await page.goto(path);
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  await dialog.getByLabel("Título").fill("ab");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("El título debe tener al menos 3 caracteres")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  await expect(page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" })).toBeVisible();
});

test("'Añadir nuevo jugador': a new player with a photo is picked at once and recorded as winner", async ({ page }) => {
  const tournament = await createTournament({
    title: "Copa Jugador Nuevo",
    author: DEMO.admin,
    startDate: "2025-02-08",
    endDate: "2025-02-09",
  });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" });
  await dialog.getByRole("button", { name: "Añadir nuevo jugador" }).click();
  const sheet = page.getByRole("dialog", { name: "Añadir nuevo jugador" });
  await sheet.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(sheet.getByText("El nombre debe tener al menos 3 caracteres")).toBeVisible();
  await expect(sheet.getByText("Selecciona el género del jugador")).toBeVisible();

  const name = `Jugadora Nueva ${Date.now() % 1_000_000}`;
  await sheet.getByLabel("Nombre completo").fill(name);
  await sheet.getByLabel(/Instagram/).fill(`@nueva.${Date.now() % 1_000_000}`);
  await sheet.getByRole("combobox", { name: "Género" }).selectOption("Femenil");
  await sheet.getByLabel("Foto del jugador (opcional)").setInputFiles(await pngFile("foto.png", "#f59e0b", 200, 200));
  await expect(sheet.getByRole("img", { name: "Foto del nuevo jugador" })).toBeVisible();
  await sheet.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(page.getByText("Jugador añadido correctamente")).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(dialog.getByTestId("picked-player").first()).toContainText(name);

  await dialog.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("Femenil");
  await dialog.getByRole("combobox", { name: "Categoría", exact: true }).selectOption("6ta");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("¡Ganadores registrados exitosamente!")).toBeVisible();
  const group = page.getByTestId("results-panel").locator("section", { has: page.getByRole("heading", { name: "Femenil - 6ta" }) });
  await expect(group).toContainText(name);
  // The new player is searchable right away (their photo is served from our image route).
  const found = await (await page.request.get(`/api/players/search?q=${encodeURIComponent(name)}`)).json();
  expect(found.players[0].image).toMatch(/^\/img\/players\//);
});

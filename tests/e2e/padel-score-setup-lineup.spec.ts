// Padel Score's setup form links the players' profiles (issue 35): a signed-in scorer picks a player from the
// player search, the place's name is written with it, and the match reaches the server with its players
// linked (its page lists them).
import { createPlayer } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("a signed-in scorer links players in the setup form and the match's page lists them", async ({ page }) => {
  const linked = await createPlayer({ name: "Enlazada Desde Inicio" });
  await signInAs(page, DEMO.admin);
  await page.goto("/padel-score");
  const card = page
    .getByRole("heading", { name: "Jugadores del partido (opcional)" })
    .locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  await card.getByRole("combobox", { name: "Equipo 2 · jugador 1" }).fill(linked.name);
  await card.getByRole("option", { name: new RegExp(linked.name) }).click();
  await expect(card.getByTestId("picked-player")).toHaveText(new RegExp(linked.name));

  const teams = page.getByRole("form", { name: "Configuración del partido" });
  await expect(teams.getByLabel("Jugador 1").nth(1)).toHaveValue(linked.name);
  for (const [index, name] of [
    [0, "Ana"],
    [1, "Bea"],
    [3, "Dora"],
  ] as const) {
    await teams
      .getByLabel(index % 2 === 0 ? "Jugador 1" : "Jugador 2")
      .nth(index < 2 ? 0 : 1)
      .fill(name);
  }
  await page.getByLabel("Club").selectOption({ index: 1 });
  await page.getByRole("switch", { name: "Compartir marcador en vivo" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Saca Equipo 1" }).click();
  await page.getByRole("button", { name: "Punto para Equipo 1" }).click();

  // The match reached the server with its linked player: its page lists her under her pair.
  await expect(async () => {
    const id = await page.evaluate(() => {
      const stored = Object.keys(localStorage)
        .map((key) => localStorage.getItem(key) ?? "")
        .find((value) => value.includes('"secret"'));
      return stored ? (JSON.parse(stored) as { id: string }).id : null;
    });
    expect(id).not.toBeNull();
    const response = await page.request.get(`/padel-score/en-vivo/${id}`);
    expect(await response.text()).toContain(linked.name);
  }).toPass({ timeout: 15_000 });
});

// Padel Score on a desktop: a signed-in scorer's matches are kept and listed; unknown live pages are 404s.
import { unique } from "./factories";
import { expect, signInAs, test } from "./fixtures";

test("a signed-in scorer finds the match they scored under 'Tus partidos'", async ({ page }) => {
  await signInAs(page, "jugador@padelpuebla.mx");
  await page.goto("/padel-score");
  await expect(page.getByRole("heading", { name: "Tus partidos" })).toBeVisible();
  const form = page.getByRole("form", { name: "Configuración del partido" });
  // Names of its own: the demo scorer's list keeps the matches of earlier tries and runs.
  const suffix = unique();
  const [team1, team2] = [`Rojos ${suffix}`, `Azules ${suffix}`];
  const teamNames = form.getByLabel("Nombre del equipo");
  await teamNames.nth(0).fill(team1);
  await teamNames.nth(1).fill(team2);
  for (const [i, name] of ["Ana", "Luz", "Eva", "Sol"].entries()) {
    await form
      .getByLabel(`Jugador ${(i % 2) + 1}`)
      .nth(Math.floor(i / 2))
      .fill(name);
  }
  await form.getByLabel("Club").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: `Saca ${team1}` }).click();
  await page.getByRole("button", { name: `Punto para ${team2}` }).click();
  // Not shared live, but kept for the signed-in scorer.
  await expect(page.getByTestId("sync-status")).toHaveText("Marcador al día en el servidor.");
  await page.getByRole("button", { name: "Nuevo partido" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Nuevo partido" }).click();
  const list = page.getByRole("listitem").filter({ hasText: `${team1} vs ${team2}` });
  await expect(list).toBeVisible();
  await expect(list).toContainText("En juego");
  await expect(list).toContainText("Ana / Luz vs Eva / Sol");
  await expect(list.getByRole("link", { name: "Ver marcador en vivo" })).toHaveCount(0);
  // Its page, where its owner picks its players (issue 35).
  await expect(list.getByRole("link", { name: "Ver partido y jugadores" })).toBeVisible();
});

test("the live page of an unknown or malformed match id is a 404", async ({ page }) => {
  for (const id of ["5f0c3c86-8f3e-4a55-9b8a-2d5a1f9f0c11", "no-es-un-id"]) {
    const response = await page.goto(`/padel-score/en-vivo/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  const stream = await page.request.get("/api/matches/5f0c3c86-8f3e-4a55-9b8a-2d5a1f9f0c11/stream");
  expect(stream.status()).toBe(404);
});

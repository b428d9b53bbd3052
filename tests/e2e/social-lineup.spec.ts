// Issue 32: an Americano por equipos in play takes a late pair and a pair that leaves from the event's page
// (both players from the shared search), and a mixed Americano puts one man and one woman on every side.
import type { Page } from "@playwright/test";
import { createPlayer, createSocialEvent } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

async function pick(page: Page, label: string, player: { name: string; handle: string }) {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(player.handle);
  await page
    .getByRole("listbox", { name: label })
    .getByRole("option", { name: new RegExp(player.name) })
    .click();
}

test("a late pair joins an Americano por equipos from the next round and a pair leaves", async ({ page }) => {
  const { path } = await createSocialEvent({ format: "americano-equipos", players: 8, courts: "Cancha 1, Cancha 2", rounds: "4" });
  const [late1, late2] = [await createPlayer({ name: "Tarde Uno" }), await createPlayer({ name: "Tarde Dos" })];
  await signInAs(page, DEMO.admin);
  await page.goto(path);
  const players = page.getByRole("region", { name: "Parejas anotadas" });
  await expect(players.getByRole("heading", { name: "Añadir pareja a partir de la siguiente ronda" })).toBeVisible();
  await pick(page, "Jugador 1", late1);
  await pick(page, "Jugador 2", late2);
  await players.getByRole("button", { name: "Añadir pareja a partir de la ronda 1" }).click();
  await expect(page.getByText("Pareja añadida a partir de la ronda 1")).toBeVisible();
  await expect(players.getByTestId("social-entry")).toHaveCount(10);
  // Five pairs on two courts: one pair rests each round, the late pair plays.
  const rounds = page.getByTestId("social-round");
  await expect(rounds.first().getByText(late1.name)).toBeVisible();

  await players.getByRole("button", { name: /^Retirar del evento a la pareja de Social 1 / }).click();
  await expect(page.getByText("Pareja retirada a partir de la ronda 1")).toBeVisible();
  await expect(players.getByText("Se retiró en la ronda 1")).toHaveCount(2);
  await expect(rounds.getByText(/^Social 1 /)).toHaveCount(0);
  await expect(rounds.getByText(/^Social 2 /)).toHaveCount(0);
});

test("a mixed Americano puts one man and one woman on every side", async ({ page }) => {
  const { path } = await createSocialEvent({ genderMix: "mixto", players: 8, courts: "Cancha 1, Cancha 2", rounds: "3" });
  await page.goto(path);
  const matches = page.getByTestId("social-match");
  await expect(matches).toHaveCount(6);
  // Odd-numbered players are men, even-numbered women: every side is one odd and one even.
  const sides = (await matches.allInnerTexts()).flatMap((text) => text.split("\n").filter((line) => line.includes("Social")));
  expect(sides).toHaveLength(12);
  for (const side of sides) expect([...side.matchAll(/Social (\d+)/g)].map((m) => Number(m[1]) % 2).sort()).toEqual([0, 1]);
});

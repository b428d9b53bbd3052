// Padel Score matches count for levels (issue 35): the owner links four players to an ended match on its
// page, a player of each side confirms the result in their own session ('Mis partidos' and the match page),
// and the winner's profile then shows the match's effect.
import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { friendlyMatchSettings, games, start } from "../support/score-events";
import { registerVerifiedUser } from "./accounts";
import { createPlayer } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

type Player = Awaited<ReturnType<typeof createPlayer>>;

/** A new account in a browser context of its own, linked to `player` ('Vincular' of the profile). */
async function playerSession(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerVerifiedUser(page, { firstName: player.name.split(" ")[0]!, lastName: "Jugador" });
  const linked = await page.request.post("/profile", { form: { intent: "link", playerId: String(player.id) } });
  expect(linked.status(), await linked.text()).toBeLessThan(400);
  return page;
}

/** The owner's phone syncs a whole match, team 1 winning 6-3 6-4 (not shared live). */
async function endedMatch(page: Page): Promise<string> {
  const id = randomUUID();
  const settings = friendlyMatchSettings(1, { numberOfSets: 3, category: "3ra", categoryType: "Varonil", shareLive: false });
  const set = (lost: number) => [
    ...games(...Array<"team1">(lost).fill("team1")),
    ...games(...Array<"team2">(lost).fill("team2")),
    ...games(...Array<"team1">(6 - lost).fill("team1")),
  ];
  const events = [start(), ...set(3), ...set(4)];
  const origin = test.info().project.use.baseURL ?? "";
  const response = await page.request.post(`/api/matches/${id}/sync`, {
    data: { settings, from: 0, events, sentAt: Date.now() },
    headers: { authorization: `Bearer ${randomBytes(32).toString("base64url")}`, origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

test("the owner links four players, a player of each side confirms, and the winner's profile shows the match", async ({
  page,
  browser,
}) => {
  test.slow(); // Four players, two accounts with their mails, three sessions.
  const players = [
    await createPlayer({ name: "Confirma" }),
    await createPlayer({ name: "Pareja" }),
    await createPlayer({ name: "Rival" }),
    await createPlayer({ name: "Contrario" }),
  ];
  await signInAs(page, DEMO.admin);
  const matchId = await endedMatch(page);

  await page.goto(`/padel-score/en-vivo/${matchId}`);
  const lineup = page.getByRole("heading", { name: "Jugadores del partido" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const places = ["Pareja 1 · jugador 1", "Pareja 1 · jugador 2", "Pareja 2 · jugador 1", "Pareja 2 · jugador 2"];
  for (const [index, label] of places.entries()) {
    await lineup.getByRole("combobox", { name: label }).fill(players[index]!.handle);
    await lineup.getByRole("option", { name: new RegExp(players[index]!.name) }).click();
  }
  await lineup.getByRole("button", { name: "Guardar jugadores" }).click();
  await expect(page.getByText("Jugadores guardados").first()).toBeVisible();

  // Team 1's first player confirms from 'Mis partidos' of Padel Score.
  const winner = await playerSession(browser, players[0]!);
  await winner.goto("/padel-score");
  const mine = winner.getByRole("heading", { name: "Mis partidos" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const prompt = mine.getByTestId("result-prompt");
  await expect(prompt.getByText("¿Confirmas este resultado? 6-3 6-4", { exact: true })).toBeVisible();
  await prompt.getByRole("button", { name: "Confirmar" }).click();
  await expect(prompt.getByText("Confirmaste el resultado 6-3 6-4", { exact: true })).toBeVisible();
  await expect(prompt.getByText("Cuenta para el nivel cuando un jugador de cada pareja confirme el resultado.")).toBeVisible();

  // Team 2's first player confirms on the match's page.
  const rival = await playerSession(browser, players[2]!);
  await rival.goto(`/padel-score/en-vivo/${matchId}`);
  const rivalPrompt = rival.getByTestId("result-prompt");
  await expect(rivalPrompt.getByText("¿Confirmas este resultado? 6-3 6-4", { exact: true })).toBeVisible();
  await rivalPrompt.getByRole("button", { name: "Confirmar" }).click();
  await expect(rivalPrompt.getByText("Resultado confirmado: cuenta para el nivel de los cuatro jugadores.")).toBeVisible();

  // New players of 3ra start at 4.0; beating an equal pair 6-3 6-4 adds 0.07.
  await page.goto(`/padel/${players[0]!.handle}`);
  const level = page.getByTestId("player-level");
  await expect(level.getByText("Ganaste 6-3 6-4 a una pareja de nivel 4.0: +0.07", { exact: true })).toBeVisible();

  await winner.context().close();
  await rival.context().close();
});

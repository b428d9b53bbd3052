// Social events (issue 32) from phones: an organiser creates a 10-player Americano on 2 courts, players sign
// up, the 11th goes to the waiting list, one leaves and the 11th moves in; the organiser starts it and enters
// a score, which a player's phone shows without reloading. Then the whole night: two organiser phones score
// every match side by side (one correction), an anonymous spectator's leaderboard follows without reload,
// and once finished the 'Clasificación' puts the winner first.
import type { Browser, Locator, Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { unique } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new verified account on a phone of its own (a browser context), on the event's page. */
async function playerPhone(browser: Browser, path: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await registerVerifiedUser(page, { firstName, lastName: "Social" });
  await page.goto(path);
  return page;
}

/** Every match won by Jugador1's side 20-4, every other one 13-11 to side 1: Jugador1 wins the night. */
const WINNER = "Jugador1 Social";
const POINTS = 24;

/** Enters a match's score on an organiser's phone (a correction when it has another one) and waits for it. */
async function scoreMatch(match: Locator) {
  const [side1, side2] = [match.getByRole("textbox").first(), match.getByRole("textbox").nth(1)];
  const winnerSide1 = (await side1.getAttribute("aria-label"))!.includes(WINNER);
  const winnerSide2 = (await side2.getAttribute("aria-label"))!.includes(WINNER);
  const points1 = winnerSide1 ? 20 : winnerSide2 ? 4 : 13;
  if ((await side1.inputValue()) === String(points1)) return;
  await side1.fill(String(points1));
  await expect(side2).toHaveValue(String(POINTS - points1));
  await match.getByRole("button", { name: /^(Guardar|Corregir)$/ }).click();
  await expect(match.getByText(String(points1), { exact: true })).toBeVisible();
  await expect(match.getByText(String(POINTS - points1), { exact: true })).toBeVisible();
  await expect(match.getByRole("button", { name: "Corregir" })).toBeVisible();
}

/** The night after the first score: two organiser phones, a spectator, every round scored, finished. */
async function playTheNight(browser: Browser, organiser: Page, path: string, phones: Page[]) {
  // The players' phones are done; three phones keep the machine's load down.
  for (const phone of phones.splice(0)) await phone.context().close();
  const use = test.info().project.use;
  const second = await (await browser.newContext({ ...use })).newPage();
  phones.push(second);
  await signInAs(second, DEMO.organiser);
  await second.goto(path);
  const spectator = await (await browser.newContext({ ...use })).newPage();
  phones.push(spectator);
  await spectator.goto(path);
  await expect(spectator.getByTestId("social-round")).toHaveCount(7);
  await expect(spectator.getByRole("textbox")).toHaveCount(0);

  for (let round = 0; round < 7; round++) {
    const match = (phone: Page, index: number) => phone.getByTestId("social-round").nth(round).getByTestId("social-match").nth(index);
    // Both organisers at once, one court each.
    await Promise.all([scoreMatch(match(organiser, 0)), scoreMatch(match(second, 1))]);
    // Each organiser's phone shows the other's score without reloading, and so does the spectator's.
    for (const [name, phone] of [
      ["organiser", organiser],
      ["second organiser", second],
      ["spectator", spectator],
    ] as const) {
      for (const index of [0, 1]) {
        await expect(match(phone, index).getByText("–", { exact: true }), `${name}: round ${round + 1}, match ${index + 1}`).toHaveCount(0);
      }
    }
    if (round === 0) {
      // The schedule is drawn from the event's id: when Jugador1 sits round 1 out, a 13-11 winner leads.
      const winnerPlays = (await match(spectator, 0).or(match(spectator, 1)).filter({ hasText: WINNER }).count()) > 0;
      const leader = spectator.getByTestId("social-standings").locator("tbody tr").first();
      await expect(leader).toContainText(winnerPlays ? WINNER : "13");
      await expect(leader).toContainText(winnerPlays ? "+16" : "+2");
    }
  }

  await organiser.getByRole("button", { name: "Terminar evento" }).click();
  await expect(organiser.getByRole("button", { name: "Terminar evento" })).toHaveCount(0);
  await expect(organiser.getByRole("button", { name: /^(Guardar|Corregir)$/ })).toHaveCount(0);
  for (const phone of [organiser, spectator]) {
    await expect(phone.getByText("Terminado", { exact: true }).first()).toBeVisible();
    const standings = phone.getByRole("region", { name: "Clasificación" }).getByTestId("social-standings");
    await expect(standings.locator("tbody tr")).toHaveCount(10);
    // Seven rounds at 20 points: played, or a sit-out compensated with the player's average.
    await expect(standings.locator("tbody tr").first()).toContainText(WINNER);
    await expect(standings.locator("tbody tr").first()).toContainText("140");
  }
}

test("an organiser's 10-player Americano fills up, the 11th waits and moves in, is played from two phones live and finishes with its winner first", async ({
  page,
  browser,
}) => {
  // Eleven accounts sign up, each with its e-mail, then 14 matches are scored: a whole night's journey.
  test.setTimeout(240_000);
  const title = `Americano jueves ${unique()}`;

  // The organiser creates it from the menu's 'Eventos'.
  await signInAs(page, DEMO.organiser);
  await page.goto("/eventos-padel-puebla");
  await expect(page.getByRole("heading", { name: "Eventos de Pádel en Puebla" })).toBeVisible();
  await page.getByRole("link", { name: "Crear evento" }).first().click();
  await expect(page.getByRole("heading", { name: "Crear evento" })).toBeVisible();
  await page.getByLabel("Título del evento", { exact: true }).fill(title);
  const club = page.getByRole("combobox", { name: "Club" });
  await club.selectOption({ index: 1 });
  const clubName = (await club.locator("option:checked").textContent())!.trim();
  await page.getByLabel("Fecha", { exact: true }).fill(inDays(6));
  await page.getByLabel("Hora de inicio", { exact: true }).fill("19:30");
  await page.getByLabel("Canchas", { exact: true }).fill("Cancha Central, Cancha 2");
  await page.getByLabel("Cupo de jugadores", { exact: true }).fill("10");
  await page.getByLabel("Rondas", { exact: true }).fill("7");
  await page.getByLabel("Precio por persona (opcional)", { exact: true }).fill("$250 por persona");
  await page.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("¡Evento publicado!")).toBeVisible();
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/eventos-padel-puebla\/americano-jueves-[0-9a-f]+-\d+$/);
  await expect(page.getByRole("link", { name: clubName })).toBeVisible();
  await expect(page.getByText("Cancha Central, Cancha 2", { exact: true })).toBeVisible();
  await expect(page.getByTestId("social-count")).toHaveText("0 de 10 jugadores");

  // Ten players sign up from their phones.
  const phones: Page[] = [];
  try {
    for (let i = 1; i <= 10; i++) {
      const phone = await playerPhone(browser, path, `Jugador${i}`);
      phones.push(phone);
      await phone.getByRole("button", { name: "Anotarme" }).click();
      await expect(phone.getByText("¡Listo! Ya estás anotado.")).toBeVisible();
      await expect(phone.getByTestId("own-entry")).toContainText("Estás anotado en este evento.");
    }
    await page.reload();
    await expect(page.getByTestId("social-count")).toHaveText("10 de 10 jugadores");

    // The 11th: the event is full, so the waiting list, place 1.
    const eleventh = await playerPhone(browser, path, "Jugador11");
    phones.push(eleventh);
    await expect(eleventh.getByText("El evento está lleno: puedes anotarte en la lista de espera.")).toBeVisible();
    await eleventh.getByRole("button", { name: "Anotarme en la lista de espera" }).click();
    await expect(eleventh.getByText("Evento lleno: te anotamos en la lista de espera (lugar 1)")).toBeVisible();
    await expect(eleventh.getByTestId("own-entry")).toContainText("Estás en la lista de espera (lugar 1).");
    const waiting = eleventh.getByRole("list", { name: "Lista de espera" });
    await expect(waiting.getByTestId("social-entry")).toHaveCount(1);
    await expect(waiting).toContainText("Jugador11 Social");

    // Jugador3 leaves: Jugador11 moves in, the waiting list is empty.
    const third = phones[2]!;
    await third.reload();
    await third.getByRole("button", { name: "Salir del evento" }).click();
    await expect(third.getByText("Saliste del evento")).toBeVisible();
    await expect(third.getByRole("button", { name: "Anotarme" })).toBeVisible();

    await eleventh.reload();
    await expect(eleventh.getByTestId("own-entry")).toContainText("Estás anotado en este evento.");
    await expect(eleventh.getByText("Nadie está en lista de espera.")).toBeVisible();
    const players = eleventh.getByRole("list", { name: "Jugadores anotados" });
    await expect(players.getByTestId("social-entry")).toHaveCount(10);
    await expect(players).toContainText("Jugador11 Social");
    await expect(players).not.toContainText("Jugador3 Social");
    await expect(eleventh.getByTestId("social-count")).toHaveText("10 de 10 jugadores");

    // The organiser starts it: the whole schedule, 7 rounds of 2 courts, on the spectator's phone too.
    await page.reload();
    await page.getByRole("button", { name: "Empezar evento" }).click();
    await expect(page.getByText("¡El evento empezó!")).toBeVisible();
    await expect(page.getByTestId("social-round")).toHaveCount(7);
    await expect(eleventh.getByTestId("social-round")).toHaveCount(7);
    await expect(eleventh.getByTestId("social-standings").locator("tbody tr")).toHaveCount(10);

    // A score from the organiser's phone: 13 fills in the other side's 11; the spectator sees it without reload.
    const firstMatch = page.getByTestId("social-match").first();
    await firstMatch.getByRole("textbox").first().fill("13");
    await expect(firstMatch.getByRole("textbox").nth(1)).toHaveValue("11");
    await firstMatch.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Marcador guardado")).toBeVisible();
    const seen = eleventh.getByTestId("social-match").first();
    await expect(seen.getByText("13", { exact: true })).toBeVisible();
    await expect(seen.getByText("11", { exact: true })).toBeVisible();
    await expect(eleventh.getByTestId("social-standings").locator("tbody tr").first()).toContainText("13");

    await playTheNight(browser, page, path, phones);
  } finally {
    for (const phone of phones) await phone.context().close();
  }

  // The list shows it, with its count.
  await page.goto("/eventos-padel-puebla");
  const card = page.getByRole("link", { name: new RegExp(title) });
  await expect(card).toContainText("10 de 10 jugadores");
  await expect(card).toContainText("Terminado");
});

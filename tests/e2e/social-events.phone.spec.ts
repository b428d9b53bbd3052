// Social events (issue 32) from phones: an organiser creates a 10-player Americano on 2 courts, players sign
// up, the 11th goes to the waiting list, one leaves and the 11th moves in; the organiser starts it and enters
// a score, which a player's phone shows without reloading.
import type { Browser, Page } from "@playwright/test";
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

test("an organiser's 10-player Americano fills up, the 11th waits and moves in, then it starts and a score shows live", async ({
  page,
  browser,
}) => {
  test.slow(); // Eleven accounts sign up, each with its e-mail.
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
  } finally {
    for (const phone of phones) await phone.context().close();
  }

  // The list shows it, with its count.
  await page.goto("/eventos-padel-puebla");
  const card = page.getByRole("link", { name: new RegExp(title) });
  await expect(card).toContainText("10 de 10 jugadores");
});

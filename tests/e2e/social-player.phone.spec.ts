// A player's social events (issue 32) from phones: the event page offers 'Añadir a mi calendario' (an .ics
// of its date, time and club); once played, the player finds it with their place and points in 'Mis eventos
// sociales' on Padel Score, and their profile counts it.
import type { Browser, Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { unique } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function playerPhone(browser: Browser, path: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await registerVerifiedUser(page, { firstName, lastName: "Evento" });
  await page.goto(path);
  return page;
}

/** Screenshots at 360 and 1280 px for looking at (not compared). */
async function look(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("a played Americano shows in the player's 'Mis eventos sociales' with place and points, and on the profile", async ({
  page,
  browser,
}) => {
  test.slow(); // Four accounts sign up, each with its e-mail.
  const title = `Americano calendario ${unique()}`;
  const day = inDays(5);

  await signInAs(page, DEMO.admin);
  await page.goto("/eventos-padel-puebla/crear");
  await page.getByLabel("Título del evento", { exact: true }).fill(title);
  await page.getByRole("combobox", { name: "Club" }).selectOption({ index: 1 });
  await page.getByLabel("Fecha", { exact: true }).fill(day);
  await page.getByLabel("Hora de inicio", { exact: true }).fill("19:30");
  await page.getByLabel("Canchas", { exact: true }).fill("Central");
  await page.getByLabel("Cupo de jugadores", { exact: true }).fill("4");
  await page.getByLabel("Rondas", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const path = new URL(page.url()).pathname;

  // 'Añadir a mi calendario': the event at 19:30 Puebla time, a quarter of an hour (one round) long.
  const calendarLink = page.getByRole("link", { name: "Añadir a mi calendario" });
  await expect(calendarLink).toHaveAttribute("href", `${path}/calendario.ics`);
  const ics = await page.request.get(`${path}/calendario.ics`);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await ics.text();
  expect(text).toContain(`DTSTART;TZID=America/Mexico_City:${day.replace(/-/g, "")}T193000\r\n`);
  expect(text).toContain(`DTEND;TZID=America/Mexico_City:${day.replace(/-/g, "")}T194500\r\n`);
  await look(page, "social-event");

  const phones: Page[] = [];
  try {
    for (const name of ["Ana", "Bea", "Ceci", "Dora"]) {
      const phone = await playerPhone(browser, path, name);
      phones.push(phone);
      await phone.getByRole("button", { name: "Anotarme" }).click();
      await expect(phone.getByText("¡Listo! Ya estás anotado.")).toBeVisible();
    }
    const ana = phones[0]!;
    // Before it is played, Ana's Padel Score lists it ahead, with its club and link.
    await ana.goto("/padel-score");
    const mine = ana.getByTestId("player-social-events");
    await expect(mine.getByRole("heading", { name: "Mis eventos sociales" })).toBeVisible();
    await expect(mine.getByRole("link", { name: title })).toHaveAttribute("href", path);

    await page.reload();
    await page.getByRole("button", { name: "Empezar evento" }).click();
    await expect(page.getByText("¡El evento empezó!")).toBeVisible();
    const match = page.getByTestId("social-match").first();
    await match.getByRole("textbox").first().fill("13");
    await expect(match.getByRole("textbox").nth(1)).toHaveValue("11");
    await match.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Marcador guardado")).toBeVisible();
    await page.getByRole("button", { name: "Terminar evento" }).click();
    await expect(page.getByText("Evento terminado")).toBeVisible();

    // Ana won 13-11 or lost 11-13: her place of 4 and her points.
    await ana.goto("/padel-score");
    const played = ana.getByTestId("played-social-event");
    await expect(played).toContainText(title);
    await expect(played.getByText(/Lugar \d de 4/)).toHaveText(
      /^(Ganador · Lugar 1 de 4 · 13 puntos|Lugar 2 de 4 · 13 puntos|Lugar [34] de 4 · 11 puntos)$/,
    );
    await look(ana, "padel-score-social");

    await ana.goto(path);
    await ana.getByRole("list", { name: "Jugadores anotados" }).getByRole("link", { name: "Ana Evento" }).click();
    await expect(ana.getByRole("heading", { name: "Ana Evento", level: 1 })).toBeVisible();
    await expect(ana.getByTestId("social-summary")).toHaveText(/^Eventos sociales: 1( · 1 victoria de evento)?$/);
    await expect(ana.getByTestId("player-social-events").getByRole("heading", { name: "Eventos sociales" })).toBeVisible();
    await look(ana, "profile-social");
  } finally {
    for (const phone of phones) await phone.context().close();
  }
});

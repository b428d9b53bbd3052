// The order of play (issue 19) in Chromium: an organiser sets courts and days, generates the order of
// play and moves a match, seeing its conflicts and confirming; a player sees 'Mis partidos'; desktop and
// a 360 px phone. Draws are made by the draws' own pages (another change); here they are written as rows
// into this spec's own server's database while it is stopped, as no-sideways-scroll.phone.spec.ts does.
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { orderOfPlayPath } from "../../app/domain/play";
import { createDb } from "../../db/client";
import { player } from "../../db/schema";
import { createTournament, createTournamentOrganizer, isoDate } from "../integration/factories";
import { createDrawRows } from "../integration/play-factories";
// Plain Playwright test, not ./fixtures: this spec runs its own server (the fixtures sign in on the suite's).
import { DEMO, DEMO_PASSWORD } from "./fixtures";
import { freshDataDir, signInContext, startServer, stopServer, type ServerProcess } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 17;
const DAY = isoDate(2);
const DAY_SHOWN = DAY.split("-").reverse().join("/");

let server: ServerProcess;
let pagePath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = freshDataDir("padel-order-");
  server = await startServer({ port: PORT, dataDir });
  await stopServer(server);
  const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
  const db = handle.db;
  const t = await createTournament(db, { title: "Copa Orden de Juego", approved: true, startDate: DAY, endDate: isoDate(3) });
  await createTournamentOrganizer(db, { tournamentId: t.id, userId: "demo-organizador" });
  // The demo player and a partner are the top seed of a published draw of four pairs.
  const [me] = await db.select().from(player).where(eq(player.userId, "demo-jugador"));
  const others = await db
    .select()
    .from(player)
    .where(eq(player.gender, me!.gender ?? "Varonil"))
    .limit(9);
  await createDrawRows(db, { tournamentId: t.id, pairs: 4, players: [me!, ...others.filter((p) => p.id !== me!.id).slice(0, 7)] });
  await handle.close();
  pagePath = orderOfPlayPath(t);
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(() => stopServer(server));

function signInAs(context: BrowserContext, email: string) {
  return signInContext(context, server, email, DEMO_PASSWORD);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Two courts and the first day from 09:00, with an end time the server refuses ('8'). */
async function saveWithBadEnd(settings: Locator) {
  await settings.getByLabel("Canchas (una por línea, en orden)").fill("Cancha Central\nCancha 2");
  await settings.getByLabel("Día 1").fill(DAY_SHOWN);
  await settings.getByLabel("Inicio").first().fill("09:00");
  await settings.getByLabel("Fin").first().fill("8");
  await settings.getByRole("button", { name: "Guardar canchas y días" }).click();
  await expect(settings.getByText("Escribe la hora como HH:mm, por ejemplo 08:00")).toBeVisible();
}

test("a refused save posted before the page's code runs (or without JavaScript) keeps what the organiser typed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await signInAs(context, DEMO.organiser);
    const page = await context.newPage();
    await page.goto(`${server.url}${pagePath}`);
    const settings = page.getByRole("form", { name: "Canchas y días de juego" });
    await saveWithBadEnd(settings);
    await expect(settings.getByLabel("Canchas (una por línea, en orden)")).toHaveValue("Cancha Central\nCancha 2");
    await expect(settings.getByLabel("Día 1")).toHaveValue(DAY_SHOWN);
    await expect(settings.getByLabel("Inicio").first()).toHaveValue("09:00");
    await expect(settings.getByLabel("Fin").first()).toHaveValue("8");
  } finally {
    await context.close();
  }
});

test("an organiser sets courts and days, generates the order of play and moves a match past its conflicts", async ({ page, context }) => {
  await signInAs(context, DEMO.organiser);
  await page.goto(`${server.url}${pagePath}`);
  await expect(page.getByRole("heading", { name: "Orden de juego", level: 1 })).toBeVisible();
  const tools = page.getByTestId("schedule-tools");
  await expect(tools.getByText("Guarda las canchas y los días para generar el orden de juego.")).toBeVisible();

  const settings = tools.getByRole("form", { name: "Canchas y días de juego" });
  await saveWithBadEnd(settings);
  await settings.getByLabel("Fin").first().fill("20:00");
  await settings.getByRole("button", { name: "Guardar canchas y días" }).click();
  await expect(page.getByText("Ajustes guardados")).toBeVisible();

  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  await expect(tools.getByText("3 partidos programados sin choques.")).toBeVisible();
  // Desktop: courts are columns of the day's grid.
  const day = page.locator("section", { has: page.getByRole("heading", { name: /\d+ de / }) });
  await expect(day.getByText("Cancha Central", { exact: true }).first()).toBeVisible();
  await expect(day.getByTestId("match")).toHaveCount(3);
  await expect(day.getByTestId("time-row").first().getByRole("heading", { name: "09:00" })).toBeVisible();

  // The final onto the first semifinal's court and time: refused with the conflicts, then confirmed.
  const final = day.getByTestId("match").filter({ hasText: /^Varonil 3ra\s*Final/ });
  await final.getByRole("button", { name: "Mover Varonil 3ra · Final" }).click();
  const dialog = page.getByRole("dialog", { name: "Mover partido" });
  await dialog.getByLabel("Cancha").selectOption({ label: "Cancha Central" });
  await dialog.getByLabel("Hora de inicio (HH:mm)").fill("09:00");
  await dialog.getByRole("button", { name: "Mover partido" }).click();
  const conflicts = dialog.getByTestId("move-conflicts");
  await expect(conflicts).toContainText("La cancha Cancha Central está ocupada por el partido Varonil 3ra · Semifinal 1 de 09:00 a 10:15");
  await expect(conflicts).toContainText("Debe empezar al menos 135 min después del partido Varonil 3ra · Semifinal 2 (09:00)");
  await dialog.getByRole("button", { name: "Mover de todos modos" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Varonil 3ra · Final: guardado con 3 conflicto(s) aceptados.")).toBeVisible();
  const moved = day.getByTestId("time-row").first().getByTestId("match").filter({ hasText: "Fijo" });
  await expect(moved).toContainText("Final");
  expect(await sidewaysScroll(page)).toBe(0);

  // Generating again keeps the moved match where the organiser put it.
  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  await expect(tools.getByText("2 partidos programados sin choques.")).toBeVisible();
  await expect(day.getByTestId("time-row").first().getByTestId("match").filter({ hasText: "Fijo" })).toContainText("Final");
});

test("a player sees 'Mis partidos' with the next match on top and its calendar file, on a 360 px phone", async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(context, DEMO.player);
  await page.goto(`${server.url}${pagePath}`);
  const mine = page.getByTestId("own-matches");
  await expect(mine.getByRole("heading", { name: "Mis partidos" })).toBeVisible();
  await expect(mine.getByTestId("next-match")).toContainText("Semifinal 1");
  await expect(mine.getByTestId("next-match")).toContainText("09:00 a 10:15 · Cancha 2");
  const calendar = mine.getByRole("link", { name: "Agregar mis partidos al calendario (.ics)" });
  const response = await page.request.get(`${server.url}${await calendar.getAttribute("href")}`);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await response.text()).replace(/\r\n /g, "")).toContain("SUMMARY:Varonil 3ra · Semifinal 1: ");
  // The phone lists the matches per start time; each card names its court; nothing scrolls sideways.
  await expect(page.getByTestId("time-row").first().getByText("Cancha 2", { exact: true }).first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  // Players get no organiser tools.
  await expect(page.getByTestId("schedule-tools")).toHaveCount(0);
});

test("anonymous visitors see the order of play without tools; an unknown tournament is 404", async ({ page }) => {
  await page.goto(`${server.url}${pagePath}`);
  await expect(page.getByTestId("match")).toHaveCount(3);
  await expect(page.getByTestId("schedule-tools")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Mover/ })).toHaveCount(0);
  const missing = await page.goto(`${server.url}/torneos-padel-puebla/no-existe/999999/orden-de-juego`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Torneo no encontrado" })).toBeVisible();
});

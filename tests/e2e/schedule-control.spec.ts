// Schedule control (issue 31) in Chromium: an organiser says in 'Fases por día' that the semifinals and
// the final are played only on the second day from 10:00, generates, and finds them there; a move
// accepted with 'Mover de todos modos' stays marked 'Conflicto' for the organiser only. Rows are written
// into this spec's own server's database while it is stopped, as order-of-play.spec.ts does.
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { formatPlayDay } from "../../app/lib/format";
import { orderOfPlayPath } from "../../app/domain/play";
import { createDb } from "../../db/client";
import { createTournament, createTournamentOrganizer, isoDate } from "../integration/factories";
import { createDrawRows, createScheduleSettings } from "../integration/play-factories";
import { DEMO, DEMO_PASSWORD } from "./fixtures";
import { freshDataDir, signInContext, startServer, stopServer, type ServerProcess } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 24;
const DAY1 = isoDate(2);
const DAY2 = isoDate(3);

let server: ServerProcess;
let pagePath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = freshDataDir("padel-schedule-control-");
  server = await startServer({ port: PORT, dataDir });
  await stopServer(server);
  const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
  const db = handle.db;
  const t = await createTournament(db, { title: "Copa Fases por Día", approved: true, startDate: DAY1, endDate: DAY2 });
  await createTournamentOrganizer(db, { tournamentId: t.id, userId: "demo-organizador" });
  await createScheduleSettings(db, {
    tournamentId: t.id,
    courts: ["Cancha 1", "Cancha 2"],
    days: [
      { date: DAY1, start: "08:00", end: "22:00" },
      { date: DAY2, start: "08:00", end: "22:00" },
    ],
  });
  await createDrawRows(db, { tournamentId: t.id, pairs: 8 });
  await handle.close();
  pagePath = orderOfPlayPath(t);
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(() => stopServer(server));

const daySection = (page: Page, date: string) => page.locator(`section#dia-${date}`);
/** The page is live (hydrated, its buttons answer through the client router): see settle() in ./fixtures. */
const live = (page: Page) =>
  page.waitForFunction(() => "__reactRouterDataRouter" in window && document.querySelector("[data-live]") !== null);
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("finals on Sunday from 10:00: 'Fases por día' and 'No antes de' in the generation form", async ({ page, context }) => {
  await signInContext(context, server, DEMO.organiser, DEMO_PASSWORD);
  await page.goto(`${server.url}${pagePath}`);
  await live(page);
  const tools = page.getByTestId("schedule-tools");
  const day1 = formatPlayDay(DAY1);
  const day2 = formatPlayDay(DAY2);

  // Without rules the whole draw is played on the first day.
  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  await expect(tools.getByText("7 partidos programados sin choques.")).toBeVisible();
  await expect(daySection(page, DAY1).getByTestId("match")).toHaveCount(7);

  await tools.getByText("Fases por día").click();
  await tools.getByRole("checkbox", { name: `Semifinales el ${day1}`, exact: true }).uncheck();
  await tools.getByRole("checkbox", { name: `Finales el ${day1}`, exact: true }).uncheck();
  await tools.getByRole("checkbox", { name: `Cuartos de final el ${day2}`, exact: true }).uncheck();
  await tools.getByRole("textbox", { name: `Semifinales el ${day2}: no antes de`, exact: true }).fill("10:00");
  await tools.getByRole("textbox", { name: `Finales el ${day2}: no antes de`, exact: true }).fill("10");
  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  await expect(tools.getByText("Escribe la hora como HH:mm, por ejemplo 08:00")).toBeVisible();
  await tools.getByRole("textbox", { name: `Finales el ${day2}: no antes de`, exact: true }).fill("10:00");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/h31s-phases-1280.png", fullPage: true });
  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  await expect(tools.getByText("7 partidos programados sin choques.")).toBeVisible();

  const first = daySection(page, DAY1).getByTestId("match");
  await expect(first).toHaveCount(4);
  for (const label of ["Cuartos de final 1", "Cuartos de final 2", "Cuartos de final 3", "Cuartos de final 4"])
    await expect(first.filter({ hasText: label })).toHaveCount(1);
  const second = daySection(page, DAY2);
  const rows = second.getByTestId("time-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole("heading", { name: "10:00" })).toBeVisible();
  await expect(rows.nth(0).getByTestId("match").filter({ hasText: "Semifinal" })).toHaveCount(2);
  await expect(rows.nth(1).getByRole("heading", { name: "12:30" })).toBeVisible();
  await expect(rows.nth(1).getByTestId("match").filter({ hasText: "Final" })).toHaveCount(1);

  // The rules stay in the form after a reload, and moving the final before 10:00 is a conflict, marked once accepted.
  await page.reload();
  await live(page);
  await expect(tools.getByRole("checkbox", { name: `Finales el ${day1}`, exact: true })).not.toBeChecked();
  await expect(tools.getByRole("textbox", { name: `Finales el ${day2}: no antes de`, exact: true })).toHaveValue("10:00");
  const final = second.getByTestId("match").filter({ hasText: /^Varonil 3ra\s*Final/ });
  await final.getByRole("button", { name: "Mover Varonil 3ra · Final" }).click();
  const dialog = page.getByRole("dialog", { name: "Mover partido" });
  await dialog.getByLabel("Hora de inicio (HH:mm)").fill("08:00");
  await dialog.getByRole("button", { name: "Mover partido" }).click();
  await expect(dialog.getByTestId("move-conflicts")).toContainText("La fase Finales se juega ese día desde las 10:00 (Fases por día)");
  await dialog.getByRole("button", { name: "Mover de todos modos" }).click();
  await expect(dialog).toBeHidden();
  const marked = second.getByTestId("match").filter({ hasText: "Conflicto" });
  // The final, and the two semifinals it now comes before.
  await expect(marked).toHaveCount(3);
  await expect(final.getByTestId("match-conflicts")).toContainText("La fase Finales se juega ese día desde las 10:00 (Fases por día)");
  await page.screenshot({ path: "/tmp/h31s-conflict-1280.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: "/tmp/h31s-360.png", fullPage: true });
});

test("visitors never see the conflict mark", async ({ page }) => {
  await page.goto(`${server.url}${pagePath}`);
  await expect(page.getByTestId("match")).toHaveCount(7);
  await expect(page.getByText("Conflicto")).toHaveCount(0);
  await expect(page.getByTestId("match-conflicts")).toHaveCount(0);
});

test("a generation posted before the page's code is live still shows its answer", async ({ browser }) => {
  // Without JavaScript the form posts as a plain form: what a tap does while the tools' code is on its way.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInContext(context, server, DEMO.organiser, DEMO_PASSWORD);
  const page = await context.newPage();
  await page.goto(`${server.url}${pagePath}`);
  const tools = page.getByTestId("schedule-tools");
  await tools.getByRole("button", { name: "Generar orden de juego" }).click();
  // The final moved by hand in the first test keeps its place: the other six are placed again.
  await expect(tools.getByText("6 partidos programados sin choques.")).toBeVisible();
  await context.close();
});

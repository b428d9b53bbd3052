// The live tournament pages (issue 20) in Chromium: a visitor's open draw, order of play and club screen
// follow the tournament without a reload, when a Padel Score match linked to a draw match syncs a point
// and when the organiser, in another browser, enters a result (the winner appears in the final, the next
// match moves up on its court). The tournament, its draw and order of play are rows written into this
// spec's own server's database while it is stopped, as order-of-play.spec.ts does; the Padel Score match
// is created through the sync API before that and linked to a draw match there.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { clubScreenPath, drawPath, orderOfPlayPath } from "../../app/domain/play";
import { mexicoToday } from "../../app/domain/calendar";
import { createDb } from "../../db/client";
import { drawMatch } from "../../db/schema";
import { createTournament, createTournamentOrganizer } from "../integration/factories";
import { createDrawRows, createScheduleSettings } from "../integration/play-factories";
// Plain Playwright test, not ./fixtures: this spec runs its own server (the fixtures sign in on the suite's).
import { DEMO, DEMO_PASSWORD, expectAccessible } from "./fixtures";
import { freshDataDir, signInContext, startServer, stopServer, type ServerProcess } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 18;

let server: ServerProcess;
const live = { id: randomUUID(), secret: randomBytes(32).toString("base64url"), length: 0, settings: {} as Record<string, unknown> };
const paths = { draw: "", order: "", screen: "" };
/** Names of the pairs: slot a of the first semifinal (who wins it here) and the second semifinal's pairs. */
const names = { semi1A: [] as string[], semi2A: [] as string[] };

test.describe.configure({ mode: "serial" });

/** Sends the scorer's next events to the sync endpoint, as the scorer's phone does. */
async function sync(...events: Record<string, unknown>[]) {
  const response = await fetch(`${server.url}/api/matches/${live.id}/sync`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${live.secret}`, origin: server.url },
    body: JSON.stringify({ settings: live.settings, from: live.length, events, sentAt: Date.now() }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  live.length = ((await response.json()) as { length: number }).length;
}

let clock = Date.now();
const point = (team: "team1" | "team2") => ({ type: "point", team, at: (clock += 1000) });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = freshDataDir("padel-live-");
  server = await startServer({ port: PORT, dataDir });
  // The scorer's phone starts a match shared live (the demo's first club).
  const clubs = await fetch(`${server.url}/padel-score`).then((r) => r.text());
  const clubId = Number(/<option value="(\d+)"/.exec(clubs)?.[1] ?? 1);
  live.settings = {
    team1: { name: "Pareja A", players: ["Uno", "Dos"] },
    team2: { name: "Pareja B", players: ["Tres", "Cuatro"] },
    deuceRule: "golden",
    numberOfSets: 3,
    tieBreak: true,
    superTieBreak: false,
    clubId,
    clubName: "Club",
    category: "3ra",
    categoryType: "Varonil",
    shareLive: true,
  };
  await sync({ type: "start", server: "team1", at: clock });
  await stopServer(server);

  const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
  const db = handle.db;
  const today = mexicoToday();
  const t = await createTournament(db, { title: "Copa En Vivo", approved: true, startDate: today, endDate: today });
  await createTournamentOrganizer(db, { tournamentId: t.id, userId: "demo-organizador" });
  const [court1, court2] = await createScheduleSettings(db, {
    tournamentId: t.id,
    courts: ["Cancha Central", "Cancha 2"],
    days: [{ date: today, start: "08:00", end: "22:00" }],
  });
  const rows = await createDrawRows(db, { tournamentId: t.id, pairs: 4 });
  const place = (code: string, courtId: number, startTime: string) =>
    db
      .update(drawMatch)
      .set({ courtId, day: today, startTime })
      .where(eq(drawMatch.id, rows.matches.get(code)!.id));
  await place("P1-1", court1!.id, "09:00");
  await place("P1-2", court2!.id, "09:00");
  await place("P2-1", court1!.id, "11:00");
  await db
    .update(drawMatch)
    .set({ liveMatchId: live.id })
    .where(eq(drawMatch.id, rows.matches.get("P1-2")!.id));
  const playersOf = (entryId: number | null) => rows.entries.find((entry) => entry.id === entryId)!.players.map((p) => p.name);
  names.semi1A = playersOf(rows.matches.get("P1-1")!.entryAId);
  names.semi2A = playersOf(rows.matches.get("P1-2")!.entryAId);
  await handle.close();
  paths.draw = drawPath(t, "Varonil", "3ra");
  paths.order = orderOfPlayPath(t);
  paths.screen = clubScreenPath(t);
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(() => stopServer(server));

function signInAs(context: BrowserContext, email: string) {
  return signInContext(context, server, email, DEMO_PASSWORD);
}

/** Opens `pathname` and marks the document: a reload would lose the mark. */
async function openMarked(page: Page, pathname: string) {
  await page.goto(`${server.url}${pathname}`);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a visitor's draw, order of play and club screen follow each point and the organiser's result without a reload", async ({
  browser,
}) => {
  test.slow(); // Four pages and two browsers follow a match point by point: 30 s is short on a loaded 2-core machine.
  const viewer = await browser.newContext();
  const draw = await viewer.newPage();
  const order = await viewer.newPage();
  const screen = await viewer.newPage();
  await screen.setViewportSize({ width: 1920, height: 1080 });
  await openMarked(draw, paths.draw);
  await openMarked(order, paths.order);
  await openMarked(screen, paths.screen);

  const drawCard = (code: string) => draw.locator(`[data-testid="draw-match"][data-code="${code}"]`);
  const orderCard = (label: string) => order.getByTestId("match").filter({ hasText: new RegExp(`^Varonil 3ra\\s*${label}`) });
  const court = (name: string) => screen.getByTestId("screen-court").filter({ has: screen.getByRole("heading", { name }) });

  // Server-rendered: the second semifinal is in play, no point yet.
  await expect(drawCard("P1-2").getByTestId("live-score")).toHaveText(/En juego\s*0-0 · 0-0/);
  await expect(orderCard("Semifinal 2").getByTestId("live-score")).toHaveText(/En juego\s*0-0 · 0-0/);
  await expect(court("Cancha 2").getByTestId("screen-current")).toContainText("En juego");
  await expect(court("Cancha Central")).toContainText("Sin partido en juego");
  await expect(court("Cancha Central").getByTestId("screen-upcoming").getByRole("listitem").first()).toContainText("Semifinal 1");
  await expectAccessible(screen);

  // A point synced by the scorer's phone: the score moves in place on every page.
  await sync(point("team1"));
  await expect(drawCard("P1-2").getByTestId("live-score")).toHaveText(/0-0 · 15-0/);
  await expect(orderCard("Semifinal 2").getByTestId("live-score")).toHaveText(/0-0 · 15-0/);
  await expect(
    court("Cancha 2")
      .getByTestId("screen-scoreboard")
      .getByRole("row", { name: new RegExp(names.semi2A[0]!) }),
  ).toContainText("15");
  await sync(point("team1"), point("team2"));
  await expect(drawCard("P1-2").getByTestId("live-score")).toHaveText(/0-0 · 30-15/);
  await expectAccessible(draw);

  // The organiser, in another browser, enters the first semifinal's result.
  const organiser = await browser.newContext();
  await signInAs(organiser, DEMO.organiser);
  const editor = await organiser.newPage();
  await editor.goto(`${server.url}${paths.draw}`);
  const results = editor
    .getByTestId("draw-editor")
    .getByRole("heading", { name: "Resultados" })
    .locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const semifinal1 = results.getByLabel("Partido").locator("option", { hasText: "Semifinal 1" });
  await results.getByLabel("Partido").selectOption((await semifinal1.getAttribute("value"))!);
  await results.getByLabel("Resultado", { exact: true }).fill("6-3 6-4");
  await results.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(editor.locator('[data-testid="draw-match"][data-code="P1-1"]')).toContainText("6-3 6-4");

  // The visitor's pages: the result, the winner in the final, the final first on its court.
  await expect(drawCard("P1-1")).toContainText("6-3 6-4");
  await expect(drawCard("P2-1")).toContainText(names.semi1A[0]!);
  await expect(orderCard("Semifinal 1")).toContainText("6-3 6-4");
  await expect(orderCard("Final")).toContainText(names.semi1A[0]!);
  const next = court("Cancha Central").getByTestId("screen-upcoming").getByRole("listitem").first();
  await expect(next).toContainText("Varonil 3ra · Final");
  await expect(next).toContainText(names.semi1A[0]!);
  // The point still shows: a result elsewhere does not reset the live score.
  await expect(drawCard("P1-2").getByTestId("live-score")).toHaveText(/0-0 · 30-15/);

  for (const page of [draw, order, screen]) expect(await notReloaded(page)).toBe(true);
  await organiser.close();
  await viewer.close();
});

test("the club screen on a 360 px phone, one court alone, and without JavaScript a page that reloads itself", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await phone.newPage();
  await page.goto(`${server.url}${paths.screen}`);
  await expect(page.getByTestId("screen-court")).toHaveCount(2);
  expect(await sidewaysScroll(page)).toBe(0);
  await page.getByRole("link", { name: "Cancha 2" }).click();
  await expect(page).toHaveURL(/\/pantalla\/\d+$/);
  await expect(page.getByTestId("screen-court")).toHaveCount(1);
  await expect(page.getByTestId("screen-current")).toContainText("En juego");
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);
  await phone.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const tv = await noScript.newPage();
  await tv.goto(`${server.url}${paths.screen}`);
  await expect(tv.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "60");
  await expect(tv.getByTestId("screen-court").first()).toBeVisible();
  await noScript.close();

  // With JavaScript the page does not reload itself: the noscript fallback stays inert text.
  const withScript = await browser.newContext();
  const live = await withScript.newPage();
  await live.goto(`${server.url}${paths.screen}`);
  await expect(live.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await withScript.close();
});

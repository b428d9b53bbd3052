// Padel Score on a phone: setup, a whole match, the deuce rules, tie-break, undo, reload, live viewers,
// points scored offline, sharing and the screenshot.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Setup = {
  deuce?: "Punto de oro" | "Ventaja" | "Punto estrella";
  oneSet?: boolean;
  tieBreak?: boolean;
  shareLive?: boolean;
};

const TEAM1 = "Los Tigres";
const TEAM2 = "Las Águilas";

async function setUpMatch(page: Page, options: Setup = {}) {
  await page.goto("/padel-score");
  const form = page.getByRole("form", { name: "Configuración del partido" });
  const continuar = form.getByRole("button", { name: "Continuar" });
  await expect(continuar).toBeDisabled();
  const teamNames = form.getByLabel("Nombre del equipo");
  await teamNames.nth(0).fill(TEAM1);
  await form.getByLabel("Jugador 1").nth(0).fill("Ana");
  await form.getByLabel("Jugador 2").nth(0).fill("Luz");
  await teamNames.nth(1).fill(TEAM2);
  await form.getByLabel("Jugador 1").nth(1).fill("Eva");
  await expect(continuar).toBeDisabled(); // one player and the club missing
  await form.getByLabel("Jugador 2").nth(1).fill("Sol");
  await expect(continuar).toBeDisabled(); // the club is missing
  await form.getByLabel("Club").selectOption({ index: 1 });
  if (options.deuce) await form.getByText(options.deuce, { exact: true }).click();
  if (options.oneSet) await form.getByText("1 set", { exact: true }).click();
  if (options.tieBreak) await form.getByRole("switch", { name: "Tie-break en 6-6" }).click();
  if (options.shareLive) await form.getByRole("switch", { name: "Compartir marcador en vivo" }).click();
  await expect(continuar).toBeEnabled();
  await continuar.click();
  const dialog = page.getByRole("dialog", { name: "¿Qué equipo saca primero?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: `Saca ${TEAM1}` }).click();
  await expect(dialog).toBeHidden();
}

const pointButton = (page: Page, team: "1" | "2") => page.getByRole("button", { name: `Punto para ${team === "1" ? TEAM1 : TEAM2}` });

/** "1" scores for Los Tigres, "2" for Las Águilas; spaces are ignored. */
async function play(page: Page, sequence: string) {
  for (const c of sequence.replaceAll(" ", "")) await pointButton(page, c === "1" ? "1" : "2").click();
}

async function expectPoints(page: Page, team1: string, team2: string) {
  await expect(page.getByTestId("team1-points")).toHaveText(team1);
  await expect(page.getByTestId("team2-points")).toHaveText(team2);
}

async function expectGames(page: Page, team1: number, team2: number) {
  await expect(page.getByTestId("team1-games")).toHaveText(String(team1));
  await expect(page.getByTestId("team2-games")).toHaveText(String(team2));
}

const status = (page: Page) => page.getByTestId("game-status");

test("a full best-of-3 match with golden point, to the end", async ({ page }) => {
  test.slow(); // dozens of taps on a shared machine
  await setUpMatch(page);
  await expectPoints(page, "0", "0");
  await play(page, "1");
  await expectPoints(page, "15", "0");
  await play(page, "1 2");
  await expectPoints(page, "30", "15");
  await play(page, "1");
  await expectPoints(page, "40", "15");
  await play(page, "1");
  await expect(page.getByRole("status").filter({ hasText: `Juego para ${TEAM1}` })).toBeVisible();
  await expectGames(page, 1, 0);
  await expectPoints(page, "0", "0");
  // Golden point at 40-40.
  await play(page, "222 111");
  await expectPoints(page, "40", "40");
  await expect(status(page)).toHaveText("Punto de oro: el siguiente punto gana");
  await play(page, "2");
  await expectGames(page, 1, 1);
  // Set 1 to Los Tigres 6-1, set 2 to Las Águilas 6-0.
  await play(page, "1111".repeat(5));
  await expect(page.getByTestId("sets-history")).toContainText("6-1");
  await play(page, "2222".repeat(6));
  await expect(page.getByTestId("sets-history")).toContainText("0-6"); // sets read Tigres-Águilas
  // Third set: 5-5, then Los Tigres take two games.
  await play(page, "11112222".repeat(5));
  await expectGames(page, 5, 5);
  await play(page, "1111 1111");
  await expect(page.getByRole("status").filter({ hasText: "¡Ana / Luz ganan el partido!" })).toBeVisible();
  await expect(page.getByTestId("final-result")).toHaveText("Ana / Luz ganan a Eva / Sol 6-1 0-6 7-5");
  await expect(pointButton(page, "1")).toBeDisabled();
  const clock = await page.getByTestId("match-clock").textContent();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("match-clock")).toHaveText(clock ?? "");
  // The winner banner goes away after 5 s.
  await expect(page.getByRole("status").filter({ hasText: "ganan el partido!" })).toBeHidden({ timeout: 7000 });
});

test("star point: two advantages, then a deciding point at the third deuce", async ({ page }) => {
  await setUpMatch(page, { deuce: "Punto estrella" });
  await play(page, "111 222");
  await expect(status(page)).toHaveText("Iguales · deuce 1 de 3");
  await play(page, "1");
  await expectPoints(page, "AD", "40");
  await expect(status(page)).toHaveText(`Ventaja ${TEAM1}`);
  await play(page, "2");
  await expect(status(page)).toHaveText("Iguales · deuce 2 de 3");
  await play(page, "2 1");
  await expect(status(page)).toHaveText("Punto estrella: el siguiente punto gana");
  await expectPoints(page, "40", "40");
  await play(page, "2");
  await expectGames(page, 0, 1);
});

test("tie-break at 6-6: numeric points, serve order, and the set recorded 7-6", async ({ page }) => {
  test.slow(); // dozens of taps on a shared machine
  await setUpMatch(page, { oneSet: true, tieBreak: true });
  await play(page, "11112222".repeat(6));
  await expectGames(page, 6, 6);
  await expect(status(page)).toHaveText("Tie-break");
  // Los Tigres served first, so after 12 games they serve the tie-break's first point, then two each.
  const spoken = page.locator("p[aria-live=polite]");
  const servers: string[] = [];
  for (const sequence of ["", "1", "2", "1", "1"]) {
    await play(page, sequence);
    servers.push(((await spoken.textContent()) ?? "").match(/Saca (.+)\.$/)?.[1] ?? "");
  }
  expect(servers).toEqual([TEAM1, TEAM2, TEAM2, TEAM1, TEAM1]);
  await expectPoints(page, "3", "1");
  await play(page, "1111");
  await expect(page.getByTestId("final-result")).toHaveText("Ana / Luz ganan a Eva / Sol 7-6 (7-1)");
});

test("undo takes back points and games, back to the start of the match", async ({ page }) => {
  await setUpMatch(page);
  const undo = page.getByRole("button", { name: "Deshacer" });
  await expect(undo).toBeDisabled();
  await play(page, "1111 22");
  await expectGames(page, 1, 0);
  await expectPoints(page, "0", "30");
  await undo.click();
  await expectPoints(page, "0", "15");
  await undo.click();
  await undo.click();
  await expectGames(page, 0, 0);
  await expectPoints(page, "40", "0");
  for (let i = 0; i < 3; i += 1) await undo.click();
  await expectPoints(page, "0", "0");
  await expect(undo).toBeDisabled();
  // Reset game clears the points; reset match goes back to the first-serve dialog.
  await play(page, "12");
  await page.getByRole("button", { name: "Reiniciar juego" }).click();
  await expectPoints(page, "0", "0");
  await page.getByRole("button", { name: "Reiniciar partido" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reiniciar" }).click();
  await expect(page.getByRole("dialog", { name: "¿Qué equipo saca primero?" })).toBeVisible();
});

test("a reload mid-match resumes the same score and the running timer", async ({ page }) => {
  await setUpMatch(page);
  await play(page, "1111 12");
  // The timer has ticked (a state, not a fixed wait) before the reload.
  await expect(page.getByTestId("match-clock")).not.toHaveText("00:00");
  await page.reload();
  await expectGames(page, 1, 0);
  await expectPoints(page, "15", "15");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("match-clock")).not.toHaveText("00:00");
  await play(page, "1");
  await expectPoints(page, "30", "15");
});

test("after a reload mid-match, the rules and confirmations still open once the connection drops", async ({ page }) => {
  await setUpMatch(page);
  await play(page, "1");
  await page.reload();
  await expectPoints(page, "15", "0");
  // The scorer loads its dialogs after the scoreboard; with the phone offline they must already be there.
  await expect(page.getByRole("button", { name: "Reglas" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Reglas" }).click();
  const rules = page.getByRole("dialog", { name: "Reglas de puntuación" });
  await expect(rules).toContainText("Este partido: mejor de 3 sets, punto de oro.");
  await rules.getByRole("button", { name: "Entendido" }).click();
  await expect(rules).toBeHidden();
  await expect(page.getByRole("button", { name: "Reglas" })).toBeFocused();
  await page.getByRole("button", { name: "Reiniciar partido" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();
  await expectPoints(page, "15", "0");
  await page.context().setOffline(false);
});

test("a first visit shows the setup screen; the next setup starts from the last match's settings", async ({ page }) => {
  await page.goto("/padel-score");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("form", { name: "Configuración del partido" })).toBeVisible();

  await setUpMatch(page, { deuce: "Ventaja", oneSet: true });
  await page.getByRole("button", { name: "Nuevo partido" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Nuevo partido" }).click();
  const form = page.getByRole("form", { name: "Configuración del partido" });
  await expect(form.getByLabel("Nombre del equipo").nth(0)).toHaveValue(TEAM1);
  // Read back from the phone's storage after a reload.
  await page.reload();
  await expect(form.getByLabel("Nombre del equipo").nth(1)).toHaveValue(TEAM2);
  await expect(form.getByLabel("Jugador 2").nth(1)).toHaveValue("Sol");
  await expect(form.getByRole("radio", { name: /^Ventaja/ })).toBeChecked();
  await expect(form.getByRole("radio", { name: "1 set" })).toBeChecked();
  await expect(form.getByRole("button", { name: "Continuar" })).toBeEnabled();
});

test("a corrupt or hostile match on the phone is ignored: the setup starts over", async ({ page }) => {
  await page.goto("/padel-score");
  await expect(page.getByRole("form", { name: "Configuración del partido" })).toBeVisible();
  for (const stored of [
    "{not json",
    JSON.stringify({ id: "x", secret: "y", settings: {}, events: [], synced: 0 }),
    JSON.stringify({ __proto__: { admin: true }, id: "0b6c1f4e-7d5a-4c1b-9e3f-2a8d6c4b1e90", events: "<script>" }),
  ]) {
    await page.evaluate((value) => localStorage.setItem("padel-score:match:v1", value), stored);
    await page.reload();
    await expect(page.getByRole("form", { name: "Configuración del partido" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Punto para/ })).toHaveCount(0);
  }
});

test("the live page follows each point, and points scored offline arrive when the connection returns", async ({ page, browser }) => {
  test.slow(); // dozens of taps on a shared machine
  await setUpMatch(page, { shareLive: true });
  const url = await page.getByTestId("live-url").textContent();
  expect(url).toMatch(/\/padel-score\/en-vivo\/[0-9a-f-]{36}$/);
  const secret = await page.evaluate(() => JSON.parse(localStorage.getItem("padel-score:match:v1") ?? "{}").secret as string);
  expect(secret).toHaveLength(43);
  expect(url).not.toContain(secret);
  await expect(page.getByTestId("sync-status")).toHaveText("Marcador al día en el servidor.");

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(url ?? "");
  expect(await viewer.content()).not.toContain(secret);
  await expect(viewer.getByRole("heading", { level: 1 })).toHaveText(`${TEAM1} vs ${TEAM2}`);
  await expect(viewer.getByTestId("live-badge")).toBeVisible();
  await expect(viewer.getByRole("button", { name: /Punto para/ })).toHaveCount(0);

  for (const [sequence, team1, team2] of [
    ["1", "15", "0"],
    ["2", "15", "15"],
    ["1", "30", "15"],
  ] as const) {
    await play(page, sequence);
    await expectPoints(viewer, team1, team2);
  }

  await page.context().setOffline(true);
  await play(page, "1 1");
  await expect(page.getByTestId("sync-status")).toContainText("Sin conexión");
  await expectPoints(page, "0", "0");
  await expect(viewer.getByTestId("team1-points")).toHaveText("30");
  await page.context().setOffline(false);
  await expectPoints(viewer, "0", "0");
  await expectGames(viewer, 1, 0);
  await expect(page.getByTestId("sync-status")).toHaveText("Marcador al día en el servidor.");
  await viewerContext.close();
});

test("share falls back to copying the result; the screenshot downloads a PNG", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await setUpMatch(page);
  await play(page, "1111");
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect(page.getByText("Resultado copiado")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`🎾 ${TEAM1} vs ${TEAM2}`);
  expect(copied).toContain("Marcador: 1-0 (en juego)");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Guardar captura" }).click();
  expect((await download).suggestedFilename()).toMatch(/^padel-score-\d{4}-\d{2}-\d{2}\.png$/);
  await expect(page.getByText("Captura guardada")).toBeVisible();
});

// A tap must never be lost (issue 16): on a slow phone a visitor taps a button as soon as it shows, before
// its code has arrived. Every script is delayed here; the tap made at once must still open what it opens.
import type { Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { DEMO, expect, signIn, test, tournamentShowing } from "./fixtures";

/** Holds back every script of the site by `ms`, as a slow mobile network would. */
async function slowScripts(page: Page, ms = 1500) {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds every script of the site until `release()`; `held` lists what was asked for meanwhile. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?.*)?$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

test("'Inscribirme al torneo' tapped at once after load opens the registration sheet", async ({ page }) => {
  await registerVerifiedUser(page);
  const path = await tournamentShowing(page, "/torneos-padel-puebla", "Ver detalles", /Inscribirme al torneo/);
  await slowScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  await expect(page.getByRole("dialog", { name: "Inscripción al Torneo" })).toBeVisible({ timeout: 20_000 });
});

for (const [button, dialog] of [
  [/^Eliminar ganador /, "¿Eliminar ganador?"],
  ["Añadir Ganadores", "Registrar Ganadores del Torneo"],
  ["Editar Torneo", "Editar Torneo"],
] as const) {
  test(`the editor's button ${String(button)} tapped at once after load opens '${dialog}'`, async ({ page }) => {
    await signIn(page, "admin@padelpuebla.mx");
    const path = await tournamentShowing(page, "/torneos-padel-puebla?tab=pasados", "Ver resultados", /Eliminar ganador/);
    await slowScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible({ timeout: 20_000 });
  });
}

test("a tap made before any script has run acts once the scripts arrive, and only once", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Counts the clicks that reach the page's own handlers (the held one is stopped before them).
  await page.addInitScript(() => {
    (window as unknown as { menuClicks: number }).menuClicks = 0;
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest("[aria-label='Abrir menú'],[aria-label='Cerrar menú']"))
        (window as unknown as { menuClicks: number }).menuClicks++;
    });
  });
  const { held, release } = await holdScripts(page);
  // Not the fixtures' goto: it waits for the page to load, which the held scripts prevent.
  await page.evaluate((url) => location.assign(url), new URL("/torneos-padel-puebla", test.info().project.use.baseURL).href);
  const menu = page.getByRole("button", { name: "Abrir menú" });
  await menu.click();
  // Nothing has run yet: the main bundle is held, no button is live.
  expect(held.length).toBeGreaterThan(0);
  expect(await page.locator("[data-live]").count()).toBe(0);
  await expect(page.getByRole("navigation", { name: "Menú móvil" })).toHaveCount(0);
  release();
  await expect(page.getByRole("navigation", { name: "Menú móvil" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute("aria-expanded", "true");
  expect(await page.evaluate(() => (window as unknown as { menuClicks: number }).menuClicks)).toBe(1);
});

test("text typed into a server-rendered textarea before its code has run is kept once the page is live", async ({ page }) => {
  // The demo's tournament in progress: its organiser's court list is a textarea the server fills in.
  await signIn(page, DEMO.organiser);
  const tournament = await tournamentShowing(page, "/torneos-padel-puebla", "Ver detalles", /orden-de-juego/);
  const { release } = await holdScripts(page);
  await page.evaluate((url) => location.assign(url), new URL(`${tournament}/orden-de-juego`, test.info().project.use.baseURL).href);
  await page.getByText("Canchas, días y horarios").click();
  const courts = page.getByLabel("Canchas (una por línea, en orden)");
  await expect(courts).toHaveValue(/^Cancha 1\nCancha 2/);
  await courts.fill("Cancha Central\nCancha Techada");
  expect(await page.locator("[data-live]").count()).toBe(0);
  release();
  await expect(courts).toHaveAttribute("data-live", "", { timeout: 20_000 });
  await expect(courts).toHaveValue("Cancha Central\nCancha Techada");
});

test("a visitor who scrolled before the page is live stays where they scrolled", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { held, release } = await holdScripts(page);
  // The bare commit: the held scripts would hold the load event.
  await page.goto("/torneos-padel-puebla", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(held.length).toBeGreaterThan(0);
  release();
  await expect(page.locator("[data-live]").first()).toBeAttached({ timeout: 20_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

for (const [typed, expected] of [
  ["fer.ramirez", "Fernanda Ramírez"],
  ["f", "Escribe al menos 2 caracteres para buscar"],
] as const) {
  test(`'${typed}' typed into the home page's player search before the page is live shows '${expected}' once it is`, async ({ page }) => {
    const { held, release } = await holdScripts(page);
    await page.evaluate((url) => location.assign(url), new URL("/", test.info().project.use.baseURL).href);
    const box = page.getByRole("combobox", { name: "Buscar jugador" });
    await box.click();
    await box.pressSequentially(typed);
    expect(held.length).toBeGreaterThan(0);
    expect(await page.locator("[data-live]").count()).toBe(0);
    const list = page.getByRole("listbox", { name: "Jugadores encontrados" });
    const hint = page.getByText("Escribe al menos 2 caracteres para buscar");
    await expect(list).toHaveCount(0);
    await expect(hint).toHaveCount(0);
    release();
    await expect(typed.length > 1 ? list.getByRole("option").first() : hint).toContainText(expected, { timeout: 20_000 });
    await expect(box).toHaveValue(typed);
    await expect(box).toBeFocused();
  });
}

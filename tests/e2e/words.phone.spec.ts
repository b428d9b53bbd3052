// Issue 34, item 1: on a 360 px phone no visible word of the main pages is broken in the middle ('Pági / na',
// 'Registrars·e', 'Keyword s', 'JUEG·OS'): each text node's words are compared with the lines they are drawn
// on (tests/e2e/broken-words.ts). Only a word longer than its whole line (a URL, a handle) may break.
import type { Page } from "@playwright/test";
import { brokenWords } from "./broken-words";
import { DEMO, expect, signInAs, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 800 } });

/** The first `count` links of a list page one level below `prefix`. */
async function detailLinks(page: Page, listPath: string, prefix: string, count: number): Promise<string[]> {
  await page.goto(listPath);
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(hrefs.filter((h) => h.length > prefix.length && !h.includes("?")))].slice(0, count);
}

/** Every page of `paths` with the words broken on it, for the failure message. */
async function brokenOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const b of await brokenWords(page)) found.push(`${path}: '${b.word}' in <${b.where}> "${b.text}"`);
  }
  return found;
}

test("the public pages break no word in the middle", async ({ page }) => {
  test.slow(); // a dozen first visits, each with its accessibility check
  const details = [
    ...(await detailLinks(page, "/torneos-padel-puebla", "/torneos-padel-puebla/", 1)),
    ...(await detailLinks(page, "/torneos-padel-puebla?tab=pasados", "/torneos-padel-puebla/", 1)),
    ...(await detailLinks(page, "/clubs-padel-puebla", "/clubs-padel-puebla/", 1)),
    ...(await detailLinks(page, "/entrenadores-padel-puebla", "/entrenadores-padel-puebla/", 1)),
  ];
  expect(details).toHaveLength(4);
  const pages = [
    "/",
    "/torneos-padel-puebla",
    "/ranking-padel-puebla",
    "/jugadores-padel-puebla",
    "/padel/fer.ramirez",
    "/clubs-padel-puebla",
    "/entrenadores-padel-puebla",
    ...details,
    "/auth",
    "/auth/register",
    "/auth?tab=reset",
    "/padel-score",
  ];
  expect(await brokenOn(page, pages)).toEqual([]);
});

test("the profile and the SEO page break no word in the middle, and the SEO tabs fit", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  expect(await brokenOn(page, ["/profile", "/admin/seo"])).toEqual([]);
  const tabs = page.getByRole("tablist").first().getByRole("tab");
  await expect(tabs).toHaveText(["Sitemap", "Meta Data", "Keywords", "Backlinks", "Analytics"]);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});

test("Padel Score's scoreboard breaks no word in the middle during a match", async ({ page }) => {
  await page.goto("/padel-score");
  const form = page.getByRole("form", { name: "Configuración del partido" });
  const names = form.getByLabel("Nombre del equipo");
  await names.nth(0).fill("Los Tigres");
  await form.getByLabel("Jugador 1").nth(0).fill("Ana");
  await form.getByLabel("Jugador 2").nth(0).fill("Luz");
  await names.nth(1).fill("Las Águilas");
  await form.getByLabel("Jugador 1").nth(1).fill("Eva");
  await form.getByLabel("Jugador 2").nth(1).fill("Sol");
  await form.getByLabel("Club").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("dialog", { name: "¿Qué equipo saca primero?" }).getByRole("button", { name: "Saca Los Tigres" }).click();
  await page.getByRole("button", { name: "Punto para Los Tigres" }).click();
  await expect(page.getByText("Juegos", { exact: true })).toBeVisible();
  expect((await brokenWords(page)).map((b) => `'${b.word}' in <${b.where}>`)).toEqual([]);
});

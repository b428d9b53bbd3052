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

test("Padel Score's scoreboard shows a pair named by its players once, whole, into the third set at 360 px", async ({ page }) => {
  // As a tournament match names its pairs (issue 31): the team's name is its players.
  const pairs = [
    ["Patricio Pacheco", "Tomás Salinas"],
    ["Maximiliano Hernández", "Bartolomé Ortiz"],
  ] as const;
  await page.goto("/padel-score");
  const form = page.getByRole("form", { name: "Configuración del partido" });
  for (const [i, players] of pairs.entries()) {
    await form.getByLabel("Nombre del equipo").nth(i).fill(players.join(" / "));
    await form.getByLabel("Jugador 1").nth(i).fill(players[0]);
    await form.getByLabel("Jugador 2").nth(i).fill(players[1]);
  }
  await form.getByLabel("Club").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Continuar" }).click();
  const serve = page.getByRole("dialog", { name: "¿Qué equipo saca primero?" });
  await serve.getByRole("button", { name: `Saca ${pairs[0].join(" / ")}` }).click();
  await expect(serve).toBeHidden();
  const rows = pairs.map((players) => page.getByRole("button", { name: `Punto para ${players.join(" / ")}` }));

  const expectWhole = async () => {
    for (const [i, players] of pairs.entries()) {
      // Each player once, on a line of their own; the pair's name is not repeated above them.
      for (const player of players) await expect(rows[i]!.getByText(player, { exact: true })).toHaveCount(1);
      await expect(rows[i]!.getByText(players.join(" / "))).toHaveCount(0);
      await expect(rows[i]!.getByTestId(`team${i + 1}-points`)).toBeInViewport({ ratio: 1 });
      // Nothing cut with an ellipsis: no box narrower than its text.
      const clipped = await rows[i]!.evaluate((row) =>
        [row, ...row.querySelectorAll("*")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
    }
    expect((await brokenWords(page)).map((b) => `'${b.word}' in <${b.where}>`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  };
  await expectWhole();
  // One set each (6-0, 0-6): the third set has the most columns.
  for (let i = 0; i < 24; i++) await rows[0]!.click();
  for (let i = 0; i < 24; i++) await rows[1]!.click();
  await expect(page.getByText("S2", { exact: true })).toBeVisible();
  await expect(page.getByTestId("team1-games")).toHaveText("0");
  await expectWhole();
});

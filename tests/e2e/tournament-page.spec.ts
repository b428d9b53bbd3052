// A tournament's page as a visitor sees it: server HTML whose code loads when used, the registered
// players' tabs, and the share images.
import { expect, test, tournamentShowing } from "./fixtures";

test("an anonymous visit's results filter and links work from the server HTML", async ({ page }) => {
  // A past tournament with results in several categories.
  await page.goto(await tournamentShowing(page, "/torneos-padel-puebla?tab=pasados", "Ver resultados", /Filtrar por categoría/));
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const panel = page.getByTestId("results-panel");
  const groups = panel.locator("section").getByRole("heading");
  await expect(groups.first()).toBeVisible();

  // The category filter, used before its code is in, still filters.
  const filter = panel.getByRole("combobox", { name: "Filtrar por categoría" });
  const category = (await filter.locator("option").nth(1).textContent())!;
  await filter.click();
  await filter.selectOption(category);
  await expect(filter).toHaveValue(category);
  await expect(groups.filter({ hasNotText: new RegExp(`^${category} - `) })).toHaveCount(0);
  await expect(groups.first()).toHaveText(new RegExp(`^${category} - `));

  // A link in the server HTML navigates without reloading the page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const club = page.getByRole("main").locator('a[href^="/clubs-padel-puebla/"]').first();
  const clubHref = (await club.getAttribute("href"))!;
  await club.click();
  await expect(page).toHaveURL((url) => url.pathname === clubHref);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("the registered players' tabs work on an anonymous first visit", async ({ page }) => {
  await page.goto(await tournamentShowing(page, "/torneos-padel-puebla", "Ver detalles", /Jugadores Inscritos/));
  await page.waitForLoadState("networkidle");
  const registered = page.getByTestId("registered-players");
  const tab = registered.getByRole("tab").nth(1);
  const type = (await tab.textContent())!;
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const headings = registered.getByRole("tabpanel").getByRole("heading", { level: 3 });
  await expect(headings.filter({ hasNotText: new RegExp(`^${type} - `) })).toHaveCount(0);
  await expect(headings.first()).toHaveText(new RegExp(`^${type} - `));
});

test("'Compartir Torneo' and 'Compartir Resultados' download PNGs of the right width; the page has its OG image and JSON-LD", async ({
  page,
}) => {
  await page.goto("/torneos-padel-puebla?tab=pasados");
  await page.getByRole("link", { name: "Ver resultados" }).first().click();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\.png$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("SportsEvent");
  // Results first: its link sits next to the results panel's server HTML, and still announces the download.
  for (const [label, name] of [
    ["Compartir Resultados", /^resultados-.+\.png$/],
    ["Compartir Torneo", /^torneo-.+\.png$/],
  ] as const) {
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: label }).click();
    // The last one: the previous link's toast may still be fading out.
    await expect(page.getByText("La imagen se está descargando").last()).toBeVisible();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(name);
    const bytes = await (await import("node:fs/promises")).readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    // PNG IHDR: width is the big-endian integer at byte 16.
    if (label === "Compartir Torneo") expect(bytes.readUInt32BE(16)).toBe(1200);
  }
});

/** A small PNG made on the fly, as a file for an upload field. */

// What Lighthouse flagged on the public pages (bench/lighthouse.mjs), kept fixed: no Content-Security-Policy
// violation while a page loads (Zod's `new Function` probe on pages with forms), and a heading outline
// that never skips a level (h1, then h2 ...).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
}

async function headingLevels(page: Page) {
  return page.evaluate(() => [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
}

async function firstLink(page: Page, list: string, pattern: RegExp) {
  await page.goto(list);
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${list}`).toBeTruthy();
  return href!;
}

test("public pages load without CSP violations and with an ordered heading outline", async ({ page }) => {
  await recordCspViolations(page);
  const tournament = await firstLink(page, "/torneos-padel-puebla", /^\/torneos-padel-puebla\/[^/]+\/\d+$/);
  const player = await firstLink(page, "/jugadores-padel-puebla", /^\/(padel\/|jugador\/id\/)/);
  for (const path of ["/", "/torneos-padel-puebla", tournament, "/ranking-padel-puebla", player, "/clubs-padel-puebla"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, `CSP violations on ${path}`).toEqual([]);
    const levels = await headingLevels(page);
    expect(levels[0], `first heading on ${path}`).toBe(1);
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} -> h${level}`] : []));
    expect(skips, `skipped heading levels on ${path}`).toEqual([]);
  }
});

import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const TOASTS = "[data-sonner-toaster]";

/** Lets finite animations and transitions (a dialog fading in) finish, for up to 2 s: mid-fade colours fail the contrast check. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 2000 },
    )
    .catch(() => {});
}

function expectNoBlockingViolations(results: Awaited<ReturnType<AxeBuilder["analyze"]>>, page: Page) {
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now. Toasts are left out:
 * they come and go while axe runs (loaded lazily, fading in and out); `expectToastAccessible` checks one.
 */
export async function expectAccessible(page: Page) {
  await settle(page);
  expectNoBlockingViolations(await new AxeBuilder({ page }).exclude(TOASTS).analyze(), page);
}

/** The same check on the toast now shown, once it has faded in. */
export async function expectToastAccessible(page: Page) {
  await expect(page.locator(`${TOASTS} [data-sonner-toast]`).first()).toBeVisible();
  await settle(page);
  expectNoBlockingViolations(await new AxeBuilder({ page }).include(TOASTS).analyze(), page);
}

/**
 * Every page a test opens with `page.goto` is checked with axe once it has loaded, and so is the
 * page a test ends on.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForLoadState("load");
      await expectAccessible(page);
      return response;
    };
    await use(page);
    if (!page.isClosed() && page.url().startsWith("http")) await expectAccessible(page);
  },
});

/** Paths of the scripts a page load requests, collected until the network is idle. */
export async function scriptsOfVisit(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const collect = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", collect);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", collect);
  return scripts;
}

export { expect };

export const DEMO_PASSWORD = "padel-demo-2026";

/** Signs the page's browser context in through the real auth endpoint. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const origin = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
}

// The shared fixtures of the end-to-end suite. How a new spec signs in and checks accessibility is
// described in tests/e2e/README.md.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, request, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import axe from "axe-core";

const TOASTS = "[data-sonner-toaster]";
const APP_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * One marker per page kind already checked with axe in this run, shared by the workers (a directory
 * created atomically per kind). Global setup empties it at the start of a run.
 */
export const AXE_DIR = path.join(os.tmpdir(), `padel-e2e-axe-${APP_PORT}`);
/** `E2E_AXE=every` checks every visit again, as the suite did before page kinds (slower). */
const CHECK_EVERY_VISIT = process.env.E2E_AXE === "every";

/**
 * Waits until the page is still: the document loaded, the page live (hydrated), the client router idle (no navigation,
 * revalidation or fetcher in flight) and finite animations (a dialog fading in) finished, up to 5 s.
 * Mid-fade colours fail the contrast check; a check started during a navigation loses its page.
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page
    .waitForFunction(
      () => {
        const router = (
          window as unknown as {
            __reactRouterDataRouter?: {
              state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
            };
          }
        ).__reactRouterDataRouter;
        const idle =
          !router ||
          (router.state.navigation.state === "idle" &&
            router.state.revalidation === "idle" &&
            [...router.state.fetchers.values()].every((f) => f.state === "idle"));
        // The scripts start after the first paint (ADR 0033): the page is live once its buttons are.
        const live =
          !("__reactRouterContext" in window) ||
          (Boolean(router) && (document.querySelector("button") === null || document.querySelector("[data-live]") !== null));
        const still = document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity);
        return live && idle && still;
      },
      null,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => {});
}

type AxeResults = axe.AxeResults;
type AxeScope = { include?: string[][]; exclude?: string[][] };

function expectNoBlockingViolations(results: AxeResults, page: Page) {
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Runs axe-core in the page as it is now (injected once per document; no extra page, unlike
 * @axe-core/playwright's default mode, which opened a blank page for every check). When the page
 * itself moves on to another document while axe runs (a timed redirect), the check is made again on
 * the page it lands on.
 */
async function analyze(page: Page, scope: AxeScope): Promise<AxeResults> {
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    try {
      if (!(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object"))) await page.evaluate(axe.source);
      const context = { include: scope.include ?? [["html"]], exclude: scope.exclude ?? [] };
      return await page.evaluate(
        (context) => (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, { resultTypes: ["violations"] }),
        context,
      );
    } catch (error) {
      const navigated = /Execution context was destroyed|navigation/i.test(String(error));
      if (!navigated || attempt >= 3 || page.isClosed()) throw error;
    }
  }
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now. Toasts are left out:
 * they come and go while axe runs (loaded lazily, fading in and out); `expectToastAccessible` checks one.
 * Always runs, whatever was checked before.
 */
export async function expectAccessible(page: Page) {
  expectNoBlockingViolations(await analyze(page, { exclude: [[TOASTS]] }), page);
}

/** The same check on the toast now shown, once it has faded in. */
export async function expectToastAccessible(page: Page) {
  await expect(page.locator(`${TOASTS} [data-sonner-toast]`).first()).toBeVisible();
  expectNoBlockingViolations(await analyze(page, { include: [[TOASTS]] }), page);
}

/** Who the context is signed in as, when a helper of this file signed it in. */
const contextRole = new WeakMap<BrowserContext, string>();

/**
 * What makes two visits the same page for the accessibility check: the project (viewport), the
 * matched routes (or the error boundary), the HTTP status, the `tab` parameter, who is signed in and
 * the dialogs open. Ids, slugs and other query parameters do not make a new kind.
 */
export async function pageKind(page: Page, status?: number): Promise<string> {
  const inPage = await page
    .evaluate(() => {
      type Match = { route: { id: string } };
      type RouterState = { matches: Match[]; errors: Record<string, unknown> | null };
      const w = window as unknown as {
        __reactRouterDataRouter?: { state: RouterState };
        __reactRouterContext?: { state?: { loaderData?: object; errors?: object | null } };
      };
      const state = w.__reactRouterDataRouter?.state;
      const routes = state ? state.matches.map((m) => m.route.id) : Object.keys(w.__reactRouterContext?.state?.loaderData ?? {});
      const errors = state ? Object.keys(state.errors ?? {}) : Object.keys(w.__reactRouterContext?.state?.errors ?? {});
      const dialogs = [...document.querySelectorAll<HTMLElement>("dialog[open], [role=dialog], [role=alertdialog]")]
        .filter((d) => d.checkVisibility())
        .map((d) =>
          (d.getAttribute("aria-label") ?? document.getElementById(d.getAttribute("aria-labelledby") ?? "")?.textContent ?? "dialog")
            .replace(/\d+/g, "#")
            .slice(0, 60),
        );
      return {
        routes,
        errors,
        tab: new URLSearchParams(location.search).get("tab"),
        dialogs,
        path: routes.length ? "" : location.pathname,
      };
    })
    .catch(() => null);
  if (!inPage) return `unknown:${page.url()}`;
  const cookies = await page.context().cookies();
  const role = contextRole.get(page.context()) ?? (cookies.some((c) => c.name.includes("session_token")) ? "user" : "anonymous");
  return JSON.stringify([test.info().project.name, status ?? null, role, inPage]);
}

/** Claims `kind` for this run; true when no test checked it before. */
function firstOfKind(kind: string): boolean {
  if (CHECK_EVERY_VISIT) return true;
  fs.mkdirSync(AXE_DIR, { recursive: true });
  try {
    fs.mkdirSync(path.join(AXE_DIR, createHash("sha1").update(kind).digest("hex")));
    return true;
  } catch {
    return false;
  }
}

/** Checks the page with axe when no visit of its kind (see `pageKind`) was checked in this run. */
export async function expectAccessibleOnce(page: Page, status?: number) {
  await settle(page);
  if (firstOfKind(await pageKind(page, status))) await expectAccessible(page);
}

/**
 * Every page a test opens with `page.goto`, and the page a test ends on, is checked with axe once
 * per page kind and run (see `pageKind`): the first visit of a kind is checked, later ones are not.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that asks for the bare commit acts before the page has loaded (a tap before its code
      // arrives); the page it ends on is still checked.
      if (options?.waitUntil !== "commit") await expectAccessibleOnce(page, response?.status());
      return response;
    };
    await use(page);
    // Only after a test that passed: after a failure or a timeout the test's own steps may still be
    // running (Playwright does not stop them), and a check racing them loses its page.
    const info = test.info();
    if (info.status === info.expectedStatus && !page.isClosed() && page.url().startsWith("http")) await expectAccessibleOnce(page);
  },
});

export { expect };

export const DEMO_PASSWORD = "padel-demo-2026";

/** Demo accounts of the seed (README): administrator, organiser, club administrator, players. */
export const DEMO = {
  admin: "admin@padelpuebla.mx",
  organiser: "organizador@padelpuebla.mx",
  club: "club@padelpuebla.mx",
  player: "jugador@padelpuebla.mx",
  playerWoman: "jugadora@padelpuebla.mx",
} as const;

const SESSION_COOKIE = /session/;

/**
 * Signs the page's browser context in through the real auth endpoint: a new session of its own.
 * Use it when the test signs out, ends sessions or changes the account; otherwise `signInAs` is quicker.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const origin = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
  markSignedIn(page.context(), email);
}

/** Session cookies per account, signed in once per worker process. */
const sessions = new Map<string, Promise<Cookie[]>>();

/** The session cookies of `email` shared by the tests of this worker (one real sign-in per worker and account). */
export function sessionCookies(email: string, password = DEMO_PASSWORD): Promise<Cookie[]> {
  let cookies = sessions.get(email);
  if (!cookies) {
    cookies = (async () => {
      const baseURL = test.info().project.use.baseURL ?? "";
      const api = await request.newContext({ baseURL });
      try {
        const response = await api.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: baseURL } });
        expect(response.status(), await response.text()).toBe(200);
        return (await api.storageState()).cookies.filter((c) => SESSION_COOKIE.test(c.name));
      } finally {
        await api.dispose();
      }
    })();
    sessions.set(email, cookies);
    cookies.catch(() => sessions.delete(email));
  }
  return cookies;
}

/**
 * Signs the page's browser context in as `email` (a demo account by default password) with a session
 * shared by every test of this worker: one real sign-in per worker and account, then only cookies.
 * The test must leave that session alone: no sign-out, no password or e-mail change (use `signIn`).
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const context = page.context();
  const cookies = await sessionCookies(email, password);
  await context.clearCookies({ name: SESSION_COOKIE });
  await context.addCookies(cookies);
  markSignedIn(context, email);
}

/** Records who a context is signed in as, for `pageKind`: a demo account by name, any other account as "user". */
export function markSignedIn(context: BrowserContext, email: string) {
  contextRole.set(context, (Object.values(DEMO) as string[]).includes(email) ? email : "user");
}

/** The first tournament of a list tab whose server HTML contains `text` (other tests add tournaments of their own). */
export async function tournamentShowing(page: Page, listPath: string, linkName: string, text: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = await page.getByRole("link", { name: linkName }).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) {
    if (text.test(await (await page.request.get(href)).text())) return href;
  }
  throw new Error(`no tournament showing ${text}`);
}

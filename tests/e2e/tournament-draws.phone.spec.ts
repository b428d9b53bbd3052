import { runDrawToTheFinal, tournamentWithRegistrations } from "./draws-flow";
import { expect, test } from "./fixtures";

test("on a phone an organiser runs a draw to the final and the page never scrolls sideways", async ({ page, browser }) => {
  test.slow(); // Four accounts sign up (with their e-mail) before the organiser starts.
  const tournament = await tournamentWithRegistrations(browser);
  const { drawUrl } = await runDrawToTheFinal(page, tournament);
  await page.goto(drawUrl);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

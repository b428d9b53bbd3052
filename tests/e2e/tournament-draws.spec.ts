import { runDrawToTheFinal, tournamentWithRegistrations } from "./draws-flow";
import { expect, test } from "./fixtures";

test("an organiser makes a draw from registrations, enters its results to the final, and the champion is ranked", async ({
  page,
  browser,
}) => {
  test.slow(); // Four accounts sign up (with their e-mail) before the organiser starts.
  const tournament = await tournamentWithRegistrations(browser);
  const { champion, drawUrl } = await runDrawToTheFinal(page, tournament);
  // Everyone sees the published draw, the champion linked to their profile.
  await page.context().clearCookies();
  await page.goto(drawUrl);
  await expect(page.getByRole("link", { name: champion }).first()).toBeVisible();
});

import { expect, test } from "./fixtures";

/** The clubs and coaches pages fit a phone screen: nothing wider than the viewport. */
for (const path of [
  "/clubs-padel-puebla",
  "/clubs-padel-puebla/padel-center-angelopolis/1",
  "/entrenadores-padel-puebla",
  "/entrenadores-padel-puebla/1",
]) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

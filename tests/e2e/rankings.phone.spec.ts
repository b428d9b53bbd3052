import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

for (const path of [
  "/ranking-padel-puebla?category=4ta&gender=Femenil",
  "/jugadores-padel-puebla",
  "/ranking-padel-puebla/como-se-calcula",
]) {
  test(`${path} fits a 375px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a busy player profile fits a 375px phone and the ranking tabs wrap in 3 columns", async ({ page }) => {
  await page.goto("/ranking-padel-puebla");
  const tabs = page.getByRole("navigation", { name: "Categorías" }).getByRole("link");
  const [first, fourth] = [await tabs.nth(0).boundingBox(), await tabs.nth(3).boundingBox()];
  expect(fourth!.y).toBeGreaterThan(first!.y);
  await page.goto("/jugadores-padel-puebla");
  await page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByText("Resumen por Categoría")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

import { expect, signInAs, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

for (const path of ["/admin/solicitudes", "/admin/seo?tab=sitemap&vista=archivos", "/admin/seo?tab=analytics"]) {
  test(`${path} fits a 375px phone`, async ({ page }) => {
    await signInAs(page, "admin@padelpuebla.mx");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Panel de Administración" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The tab bar scrolls inside itself rather than widening the page.
    await expect(page.getByRole("navigation", { name: "Secciones del panel" }).getByRole("link", { name: "Solicitudes" })).toBeAttached();
    await page.screenshot({ path: test.info().outputPath("phone.png"), fullPage: false });
  });
}

test("the solicitud detail dialog fits a 375px phone", async ({ page }) => {
  await signInAs(page, "admin@padelpuebla.mx");
  await page.goto("/admin/solicitudes?estado=pendiente");
  await page
    .getByRole("link", { name: /Ver detalles/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Metadatos" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("dialog.png") });
});

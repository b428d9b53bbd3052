import { expect, test } from "./fixtures";

/** Every page of the route table (001 section 2.1) answers with a page, not a 404. */
const PAGES = [
  "/",
  "/torneos-padel-puebla",
  "/torneos-padel-puebla/registrar",
  "/eventos-padel-puebla",
  "/eventos-padel-puebla/crear",
  "/ranking-padel-puebla",
  "/jugadores-padel-puebla",
  "/entrenadores-padel-puebla",
  "/entrenadores/registrar",
  "/clubs-padel-puebla",
  "/clubes/registrar",
  "/clubs/registrar",
  "/padel-score",
  "/auth",
  "/auth/register",
  "/auth/callback",
  "/auth/reset-password",
  "/unete-dagos",
];

/** The admin area answers anonymous visitors with its own sign-in page (001 §2.12). */
const ADMIN_PAGES = ["/admin", "/admin/seo", "/admin/solicitudes", "/admin/whatsapp", "/admin/automatizaciones", "/admin/patrocinadores"];

test.describe("route table", () => {
  for (const path of PAGES) {
    test(`${path} renders a page inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  for (const path of ADMIN_PAGES) {
    test(`${path} answers anonymous visitors 401 with 'Acceso Restringido' inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(401);
      await expect(page.getByRole("heading", { level: 1, name: "Acceso Restringido" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("/profile sends anonymous visitors to sign in and back", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });
});

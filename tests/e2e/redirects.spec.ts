import { expect, test } from "./fixtures";

const PERMANENT: Array<[string, string]> = [
  ["/rankings", "/ranking-padel-puebla"],
  ["/jugadores", "/jugadores-padel-puebla"],
  ["/torneos", "/torneos-padel-puebla"],
  ["/tournaments", "/torneos-padel-puebla"],
  ["/torneos/registrar", "/torneos-padel-puebla/registrar"],
  ["/torneos/copa-cholula-3", "/torneos-padel-puebla/copa-cholula-3"],
  ["/entrenadores", "/entrenadores-padel-puebla"],
  ["/entrenador/ana-lopez", "/entrenadores-padel-puebla/ana-lopez"],
  ["/clubes", "/clubs-padel-puebla"],
  ["/clubs", "/clubs-padel-puebla"],
  ["/club/padel-center", "/clubs-padel-puebla/padel-center"],
  ["/club/padel-center/4", "/clubs-padel-puebla/padel-center/4"],
  ["/jugador/ana.lopez", "/padel/ana.lopez"],
  ["/player/ana.lopez", "/padel/ana.lopez"],
  ["/admin/sitemap", "/admin/seo"],
  ["/seo-admin", "/admin/seo"],
  ["/torneos?search=copa", "/torneos-padel-puebla?search=copa"],
];

test.describe("redirects of 001 section 2.2", () => {
  for (const [from, to] of PERMANENT) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  test("a browser following /jugadores lands on the players list with the alias replaced in history", async ({ page }) => {
    await page.goto("/");
    await page.goto("/jugadores");
    await expect(page).toHaveURL(/\/jugadores-padel-puebla$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sitemap aliases point at the stored file, appending .xml", async ({ request }) => {
    for (const [from, to] of [
      ["/sitemap.xml", "/sitemaps/sitemap.xml"],
      ["/sitemap-players.xml", "/sitemaps/sitemap-players.xml"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(to);
    }
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain("/sitemaps/sitemap-main.xml</loc>");
    const moved = await request.get("/sitemaps/sitemap-players", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/sitemaps/sitemap-players.xml");
    expect((await request.get("/sitemaps/sitemap-players")).status()).toBe(200);
    expect((await request.get("/sitemaps/sitemap-nada")).status()).toBe(404);
  });

  test("/tournaments/{id} goes to the canonical tournament address", async ({ request }) => {
    const response = await request.get("/tournaments/1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/^\/torneos-padel-puebla\/[a-z0-9-]+\/1$/);
    expect((await request.get("/tournaments/99999999", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("/jugador/id/{id} and /player/id/{id} reach the player's canonical profile", async ({ request }) => {
    const response = await request.get("/player/id/1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = response.headers()["location"]!;
    expect(location).toMatch(/^\/(padel\/[a-z0-9._]+|jugador\/id\/1)$/);
    const canonical = await request.get(location);
    expect(canonical.status()).toBe(200);
    expect((await request.get("/jugador/id/99999999")).status()).toBe(404);
  });
});

test.describe("not found", () => {
  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    await page.goto("/");
    const response = await page.goto("/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Página no encontrada" })).toBeVisible();
    await page.getByRole("button", { name: "Regresar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/otra/ruta/inexistente");
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Página no encontrada");
  });
});

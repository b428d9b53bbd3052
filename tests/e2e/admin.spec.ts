import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

const ADMIN = "admin@padelpuebla.mx";
const PLAYER = "jugador@padelpuebla.mx";
const SCHEMAS = path.resolve("tests/fixtures/sitemap-schema");

test.describe("admin panel states (001 §2.12)", () => {
  test("an anonymous visitor gets 'Acceso Restringido' (401) with a sign-in link back", async ({ page }) => {
    const response = await page.goto("/admin/seo?tab=meta");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: "Acceso Restringido" })).toBeVisible();
    await expect(page.getByText("Necesitas iniciar sesión...")).toBeVisible();
    await expect(page.getByText("Panel de Administración")).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fseo%3Ftab%3Dmeta$/);
  });

  test("a player gets 'Acceso Denegado' (403); the automations page says 'Acceso denegado'", async ({ page }) => {
    await signInAs(page, PLAYER);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Acceso Denegado" })).toBeVisible();
    await expect(page.getByText("No tienes permisos de administrador para acceder a esta página.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Secciones del panel" })).toHaveCount(0);
    const automations = await page.goto("/admin/automatizaciones");
    expect(automations?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Acceso denegado" })).toBeVisible();
  });

  test("an admin sees the panel; tabs are links marking the current one, with 'Verificando permisos...' while one loads", async ({
    page,
  }) => {
    await signInAs(page, ADMIN);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Panel de Administración" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Secciones del panel" });
    await expect(tabs.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Automatizaciones" })).toHaveAttribute("href", "/admin/automatizaciones");

    // Hold the SEO tab's data until the pending state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/seo.data*", async (route) => {
      await held;
      await route.continue();
    });
    await tabs.getByRole("link", { name: "SEO" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Verificando permisos..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/admin\/seo$/);
    await expect(tabs.getByRole("link", { name: "SEO" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Chat" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Verificando permisos...")).toHaveCount(0);
    await page.unroute("**/admin/seo.data*");

    await tabs.getByRole("link", { name: "Solicitudes" }).click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(tabs.getByRole("link", { name: "Solicitudes" })).toHaveAttribute("aria-current", "page");
  });
});

test("a class request reaches the admin, who filters, reads and approves it", async ({ page, browser }) => {
  // A visitor asks a coach for a class (stored as a pending 'entrenador' solicitud).
  const name = `Solicitante E2E ${Date.now()}`;
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/entrenadores-padel-puebla/1");
  const coachName = (await visitorPage.getByRole("heading", { level: 1 }).textContent())!.trim();
  await visitorPage.getByRole("button", { name: "Solicitar clase" }).click();
  const form = visitorPage.getByRole("dialog");
  await form.getByLabel("Nombre *").fill(name);
  await form.getByLabel("Teléfono *").fill("2225550101");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(form.getByText("¡Solicitud enviada!")).toBeVisible();
  await visitor.close();

  await signInAs(page, ADMIN);
  await page.goto("/admin/solicitudes");
  await page.getByLabel("Estado").selectOption("pendiente");
  await expect(page).toHaveURL(/estado=pendiente/);
  await page.getByLabel("Tipo").selectOption("entrenador");
  await expect(page).toHaveURL(/estado=pendiente&tipo=entrenador/);
  await expect(page.getByText(/^\d+ solicitud(es)?$/)).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pendiente")).toBeVisible();
  await expect(card.getByText("Entrenador")).toBeVisible();
  await expect(card.getByText("2225550101")).toBeVisible();
  // Cards of other types and states are filtered out.
  await expect(page.getByRole("listitem").getByText("Aprobada", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("listitem").getByText("Club", { exact: true })).toHaveCount(0);

  await card.getByRole("link", { name: /Ver detalles/ }).click();
  await expect(page).toHaveURL(/detalle=\d+/);
  const dialog = page.getByRole("dialog", { name: `Solicitud de ${name}` });
  await expect(dialog.getByRole("heading", { name: "Información técnica" })).toBeVisible();
  await expect(dialog.getByLabel("Metadatos en JSON")).toContainText(`"trainer_name": "${coachName}"`);
  await dialog.getByRole("button", { name: `Aprobar solicitud de ${name}` }).click();
  await expect(page.getByText("Solicitud actualizada correctamente")).toBeVisible();
  // No longer pending: gone from this list.
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await page.getByLabel("Estado").selectOption("aprobada");
  await expect(page).toHaveURL(/estado=aprobada/);
  const approved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(approved.getByText("Aprobada")).toBeVisible();
  await expect(approved.getByRole("button", { name: /Aprobar/ })).toHaveCount(0);
});

/** Saves `xml` and validates it with xmllint against one of the sitemap schemas; throws with xmllint's report. */
function validate(xml: string, schema: "siteindex.xsd" | "urlset.xsd") {
  const dir = mkdtempSync(path.join(tmpdir(), "sitemap-e2e-"));
  const file = path.join(dir, "doc.xml");
  writeFileSync(file, xml);
  execFileSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, schema), file], { stdio: "pipe" });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&#38;", "&"));

async function fetchXml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  return response.text();
}

test("an admin generates the sitemap; /sitemap.xml and its files validate and list real pages", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto("/admin/seo");
  await expect(page.getByRole("tab", { name: "Sitemap" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Generar sitemap" }).click();
  await expect(page.getByText("Sitemap generado")).toBeVisible();
  await expect(page.getByText("URLs totales")).toBeVisible();
  await expect(page.getByRole("link", { name: "Enviar a Search Console" })).toHaveAttribute(
    "href",
    `https://search.google.com/search-console/sitemaps?resource_id=${encodeURIComponent(`${new URL(page.url()).origin}/`)}`,
  );
  await page.getByRole("tab", { name: "Detalles" }).click();
  await expect(page).toHaveURL(/vista=detalles/);
  await expect(page.getByRole("row", { name: /Jugadores/ })).toBeVisible();
  await page.getByRole("tab", { name: "Archivos" }).click();
  await expect(page.getByRole("link", { name: /\/sitemaps\/sitemap-players\.xml$/ })).toBeVisible();

  const index = await fetchXml(page.request, "/sitemap.xml");
  validate(index, "siteindex.xsd");
  const files = locs(index);
  expect(files.map((u) => new URL(u).pathname)).toEqual(
    expect.arrayContaining([
      "/sitemaps/sitemap-main.xml",
      "/sitemaps/sitemap-players.xml",
      "/sitemaps/sitemap-tournaments.xml",
      "/sitemaps/sitemap-clubs.xml",
      "/sitemaps/sitemap-trainers.xml",
    ]),
  );
  const pages: string[] = [];
  for (const file of files) {
    const xml = await fetchXml(page.request, new URL(file).pathname);
    validate(xml, "urlset.xsd");
    pages.push(...locs(xml).filter((u) => !u.includes("/img/")));
  }
  // One page of each kind answers 200: the sitemap lists real pages.
  for (const prefix of ["/padel/", "/torneos-padel-puebla/", "/clubs-padel-puebla/", "/entrenadores-padel-puebla/"]) {
    const sample = pages.find((u) => new URL(u).pathname.startsWith(prefix));
    expect(sample, prefix).toBeDefined();
    const response = await page.request.get(new URL(sample!).pathname, { maxRedirects: 0 });
    expect(response.status(), sample).toBe(200);
  }
  // The per-type alias answers with the same file.
  expect(await fetchXml(page.request, "/sitemap-clubs.xml")).toBe(await fetchXml(page.request, "/sitemaps/sitemap-clubs"));
});

test("the informational SEO tabs are reachable by address and open external tools", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto("/admin/seo?tab=backlinks");
  await expect(page.getByRole("tab", { name: "Backlinks" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Enlaces en Search Console" })).toHaveAttribute("target", "_blank");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  await expect(page.getByRole("link", { name: "PageSpeed Insights" })).toBeVisible();
  for (const tab of ["Meta Data", "Keywords"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
  }
});

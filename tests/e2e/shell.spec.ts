import { DEMO_PASSWORD, expect, signIn, test } from "./fixtures";

const PUBLIC_LINKS = ["Inicio", "Rankings", "Torneos", "Eventos", "Clubs", "Entrenadores", "Padel Score"];

async function openNav(page: import("@playwright/test").Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Abrir menú" }).click();
    return page.getByRole("navigation", { name: "Menú móvil" });
  }
  return page.getByRole("navigation", { name: "Principal" });
}

test("signed-out visitors see the public links with icons and 'Iniciar sesión'", async ({ page, isMobile }) => {
  await page.goto("/");
  const nav = await openNav(page, isMobile);
  for (const label of [...PUBLIC_LINKS, "Iniciar sesión"]) {
    const link = nav.getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator("svg")).toHaveCount(1);
  }
  await expect(nav.getByRole("link", { name: "Mi Perfil" })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "Cerrar sesión" })).toHaveCount(0);
});

test("the top bar stays at the top while scrolling", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const box = await page.getByRole("banner").boundingBox();
  expect(box?.y).toBe(0);
});

test("signed-in users get 'Mi Perfil' and can sign out", async ({ page, isMobile }) => {
  await page.goto("/");
  // A session of its own: this test signs it out.
  await signIn(page, "jugador@padelpuebla.mx", DEMO_PASSWORD);
  await page.reload();
  let nav = await openNav(page, isMobile);
  await expect(nav.getByRole("link", { name: "Mi Perfil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  await nav.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByText("Cierre de sesión exitoso")).toBeVisible();
  await expect(page.getByText("Has cerrado sesión correctamente.")).toBeVisible();
  nav = await openNav(page, isMobile);
  await expect(nav.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
});

test("the footer has three columns, the configured contact and social link and this year's copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { level: 2 })).toHaveCount(3);
  await expect(footer.getByRole("link", { name: "contacto@padelpuebla.mx" })).toHaveAttribute("href", "mailto:contacto@padelpuebla.mx");
  await expect(footer.getByRole("link", { name: /Síguenos en Instagram/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/padelpuebla",
  );
  for (const label of ["Inicio", "Rankings", "Torneos", "Entrenadores", "Padel Score"]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Mexico_City" }).format(new Date());
  await expect(footer).toContainText(`© ${year}`);
});

test("choosing a link in the mobile menu navigates and closes the menu; the button toggles it", async ({ page, isMobile }) => {
  await page.goto("/");
  if (!isMobile) {
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeHidden();
    return;
  }
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Abrir menú" });
  await toggle.click();
  await expect(page.getByRole("navigation", { name: "Menú móvil" })).toBeVisible();
  await page.getByRole("button", { name: "Cerrar menú" }).click();
  await expect(page.getByRole("navigation", { name: "Menú móvil" })).toHaveCount(0);
  await toggle.click();
  await page.getByRole("navigation", { name: "Menú móvil" }).getByRole("link", { name: "Torneos" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await expect(page.getByRole("navigation", { name: "Menú móvil" })).toHaveCount(0);
});

test("the page scrolls to the top when the path changes", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Waited for as a state: on a phone the scroll lands a frame later.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Torneos", exact: true }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

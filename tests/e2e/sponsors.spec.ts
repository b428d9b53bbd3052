import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToastAccessible, signInAs, test } from "./fixtures";

const PLAYER = "jugador@padelpuebla.mx";
const ADMIN = "admin@padelpuebla.mx";

// Actions here are a POST, a redirect and a reload of every loader: allow for a loaded test machine.
const AFTER_ACTION = { timeout: 20_000 };

const strip = (page: Page) => page.getByRole("region", { name: "Patrocinadores" });

/** Signs the player in and opens the sponsor request form from the strip of the home page. */
async function openRequestForm(page: Page) {
  await signInAs(page, PLAYER);
  await page.goto("/");
  await strip(page).getByRole("button", { name: "Quiero ser patrocinador" }).click();
  return page.getByRole("dialog", { name: "Solicitud de patrocinio" });
}

/** A second browser signed in as the administrator, on /admin/patrocinadores. */
async function adminSponsorsPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto("/admin/patrocinadores");
  return { admin, context };
}

test("a signed-out visitor is told to sign in and sent to /auth", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  const slides = strip(page).getByTestId("sponsor-slide");
  await expect(slides.first()).toBeVisible();
  await expect(strip(page).getByRole("listitem").first()).toContainText("¿Quieres ser patrocinador?");
  // Seeded sponsors have a link that opens in a new tab.
  await expect(slides.first().getByRole("link").first()).toHaveAttribute("target", "_blank");
  await strip(page).getByRole("link", { name: "Inicia sesión para patrocinar" }).click();
  await expect(page.getByText("Inicio de sesión requerido")).toBeVisible();
  await expectToastAccessible(page);
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftorneos-padel-puebla$/);
});

test("the description's hover card opens after a delay", async ({ page }) => {
  await page.goto("/");
  const description = strip(page).getByTestId("sponsor-slide").first().locator("p.line-clamp-2");
  await description.hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).hover();
  await expect(page.getByRole("tooltip")).toBeHidden();
});

test("a player requests a sponsorship with an image; an administrator activates it and it shows in the strip", async ({
  page,
  browser,
}) => {
  const title = `Marca E2E ${randomBytes(3).toString("hex")}`;
  const dialog = await openRequestForm(page);
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(dialog.getByText("El nombre de la marca es obligatorio")).toBeVisible();
  await expect(dialog.getByText("La descripción es obligatoria")).toBeVisible();
  await dialog.getByLabel("Nombre de la marca").fill(title);
  await dialog.getByLabel("Descripción").fill("Ropa deportiva para jugar pádel en Puebla.");
  await dialog.getByLabel("URL de destino (opcional)").fill("no-es-url");
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(dialog.getByText("Ingresa una URL válida (por ejemplo https://tumarca.com)")).toBeVisible();
  await dialog.getByLabel("URL de destino (opcional)").fill("https://marca-e2e.example");
  const image = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Imagen (opcional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: image });
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Su solicitud de patrocinio ha sido enviada correctamente.")).toBeVisible(AFTER_ACTION);
  await expect(dialog).toBeHidden();
  // Stored inactive: not in the strip yet.
  await page.reload();
  await expect(strip(page).getByTestId("sponsor-slide").first()).toBeVisible();
  await expect(strip(page).getByText(title)).toHaveCount(0);

  const { admin, context: adminContext } = await adminSponsorsPage(browser);
  const card = admin.getByTestId("admin-sponsor").filter({ hasText: title });
  await expect(admin.getByRole("heading", { name: `${title} Pendiente` })).toBeVisible();
  await expect(card.getByRole("img", { name: `Imagen de ${title}` })).toBeVisible();
  await expect(card).toContainText("Diego Hernández");
  await card.getByRole("button", { name: `Activar ${title}` }).click();
  await expect(admin.getByText("Patrocinador activado")).toBeVisible(AFTER_ACTION);
  await expect(admin.getByRole("heading", { name: `${title} Activo` })).toBeVisible();
  // Admin pages show no public sponsors strip (issue 16).
  await expect(admin.getByTestId("sponsors-strip")).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  const slide = strip(page).getByTestId("sponsor-slide").filter({ hasText: title });
  await expect(slide.getByRole("img", { name: title })).toBeVisible();
  await expect(slide.getByRole("link")).toHaveAttribute("href", "https://marca-e2e.example");
});

test("a request is still sent without its image when the upload fails", async ({ page, browser }) => {
  const title = `Sin Imagen ${randomBytes(3).toString("hex")}`;
  const dialog = await openRequestForm(page);
  await dialog.getByLabel("Nombre de la marca").fill(title);
  await dialog.getByLabel("Descripción").fill("Una marca cuya imagen no es una imagen.");
  // Claims to be a PNG; the server checks the content and refuses it.
  await dialog
    .getByLabel("Imagen (opcional)")
    .setInputFiles({ name: "falso.png", mimeType: "image/png", buffer: Buffer.from("esto no es una imagen") });
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Su solicitud de patrocinio ha sido enviada correctamente.")).toBeVisible(AFTER_ACTION);

  const { admin, context: adminContext } = await adminSponsorsPage(browser);
  const card = admin.getByTestId("admin-sponsor").filter({ hasText: title });
  await expect(card.getByText("Sin imagen", { exact: true })).toBeVisible();
  // Edit it, then remove it.
  await card.getByText(`Editar ${title}`).click();
  await card.getByLabel("Descripción").fill("Descripción corregida por el administrador.");
  await card.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(admin.getByText("Patrocinador actualizado")).toBeVisible(AFTER_ACTION);
  const edited = admin.getByTestId("admin-sponsor").filter({ hasText: title });
  await expect(edited).toContainText("Descripción corregida por el administrador.");
  admin.once("dialog", (d) => void d.accept());
  await edited.getByRole("button", { name: `Eliminar ${title}` }).click();
  await expect(admin.getByText("Patrocinador eliminado")).toBeVisible(AFTER_ACTION);
  await expect(admin.getByTestId("admin-sponsor").filter({ hasText: title })).toHaveCount(0);
  await adminContext.close();
});

test("only administrators reach the sponsors admin", async ({ page }) => {
  await signInAs(page, PLAYER);
  const response = await page.goto("/admin/patrocinadores");
  expect(response?.status()).toBe(403);
});

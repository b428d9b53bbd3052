// Publishing a tournament through the registration form, with and without JavaScript.
import sharp from "sharp";
import { pngFile } from "./factories";
import { expect, signInAs, test } from "./fixtures";

test("create a tournament through the form: validation, organiser, images; it is listed and its share card embeds the image", async ({
  page,
}) => {
  await signInAs(page, "jugador@padelpuebla.mx");
  await page.goto("/torneos-padel-puebla");
  await expect(page.getByRole("link", { name: "Registrar Torneo" })).toHaveAttribute("href", "/torneos-padel-puebla/registrar");
  await page.goto("/torneos-padel-puebla/registrar");
  await expect(page.getByRole("heading", { level: 1, name: "Registrar Torneo" })).toBeVisible();
  const form = page.locator("form#register-tournament");

  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  await expect(form.getByText("El título es obligatorio")).toBeVisible();
  await expect(form.getByText("El nombre del club es obligatorio")).toBeVisible();
  await expect(form.getByText("La descripción debe tener al menos 10 caracteres")).toBeVisible();

  const title = `Copa Formulario ${Date.now() % 1_000_000}`;
  await form.getByLabel("Título del torneo").fill(title);
  await form.getByLabel("Club sede").fill("Club Formulario Puebla");
  await form.getByLabel("Descripción").fill("Torneo de prueba abierto a toda la comunidad.");
  await form.getByLabel("Fecha de inicio").fill("2030-05-10");
  await form.getByLabel("Fecha de fin").fill("2030-05-09");
  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  await expect(form.getByText("La fecha de fin no puede ser anterior a la fecha de inicio")).toBeVisible();
  await form.getByLabel("Fecha de fin").fill("2030-05-11");
  await form.getByLabel(/Inscripción por persona/).fill("650");
  await form.getByRole("checkbox", { name: "Varonil 3ra" }).check();
  await form.getByRole("switch", { name: "Mixto" }).check();
  await form.getByRole("checkbox", { name: "Mixto B" }).check();

  const organiser = form.getByRole("combobox", { name: "Organizadores (opcional)" });
  await organiser.fill("Rodrigo Ort");
  await form
    .getByRole("listbox", { name: "Organizadores (opcional)" })
    .getByRole("option", { name: /Rodrigo Ortega/ })
    .click();
  await expect(form.getByRole("list", { name: "Organizadores elegidos" })).toContainText("Rodrigo Ortega");

  await form.getByLabel("Imagen principal (opcional)").setInputFiles(await pngFile("principal.png", "#1d4ed8"));
  await expect(form.getByRole("img", { name: "Imagen principal del torneo" })).toBeVisible();
  await form
    .getByLabel("Imágenes adicionales (opcional)")
    .setInputFiles([await pngFile("a.png", "#16a34a"), await pngFile("b.png", "#dc2626")]);
  await expect(form.getByRole("list", { name: "Imágenes adicionales subidas" }).getByRole("img")).toHaveCount(2);

  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  // The author lands on the new tournament's page.
  await expect(page).toHaveURL(/\/torneos-padel-puebla\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByText("¡Registro exitoso!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto(`/torneos-padel-puebla?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId("tournament-card");
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: "Ver detalles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: title }).first()).toBeVisible();
  // The author and the chosen organiser may edit it.
  await expect(page.getByRole("button", { name: "Editar Torneo" })).toBeVisible();
  await expect(page.getByText("Rodrigo Ortega")).toBeVisible();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Compartir Torneo" }).click();
  const bytes = await (await import("node:fs/promises")).readFile((await (await downloadPromise).path())!);
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("png");
  expect(meta.width).toBe(1200);
  // The tournament image (solid #1d4ed8) is embedded: a large block of exactly that colour.
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let imagePixels = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - 0x1d) < 6 && Math.abs(data[i + 1]! - 0x4e) < 6 && Math.abs(data[i + 2]! - 0xd8) < 6) imagePixels++;
  }
  expect(imagePixels).toBeGreaterThan(200_000);
});

test("without JavaScript the tournament form still validates on the server and posts its image file", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInAs(page, "organizador@padelpuebla.mx");
  await page.goto("/torneos-padel-puebla/registrar");
  const form = page.locator("form#register-tournament");
  await form.getByLabel("Título del torneo").fill("X");
  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  await expect(page.getByText("El título es obligatorio")).toBeVisible();

  const title = `Copa Sin JavaScript ${Date.now() % 1_000_000}`;
  await form.getByLabel("Título del torneo").fill(title);
  await form.getByLabel("Club sede").fill("Club Sin JS");
  await form.getByLabel("Descripción").fill("Publicado desde un navegador sin JavaScript.");
  await form.getByLabel("Fecha de inicio").fill("2030-06-01");
  await form.getByLabel("Fecha de fin").fill("2030-06-02");
  // Mixto on with nothing chosen: every mixed category (the other tests need Varonil and Femenil offered).
  await form.getByRole("switch", { name: "Mixto" }).check();
  await form.getByLabel("Imagen principal (opcional)").setInputFiles(await pngFile("sin-js.png", "#7c3aed"));
  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: title }).first()).toHaveAttribute("src", /^\/img\/tournaments\//);
  await expect(page.locator("dd", { hasText: "Mixto:" })).toHaveText("Mixto: Todas las categorías");
  await context.close();
});

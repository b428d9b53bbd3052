import sharp from "sharp";
import { createClub } from "./factories";
import { expect, signInAs, test } from "./fixtures";

// Demo data: club@ is a club administrator; jugador@ is a plain player.
const CLUB_ADMIN = "club@padelpuebla.mx";
const PLAYER = "jugador@padelpuebla.mx";

async function png(color: string) {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test.describe("registration pages", () => {
  test("an anonymous visit is asked to sign in", async ({ page }) => {
    // Three first visits, each with its accessibility check.
    test.slow();
    for (const path of ["/clubes/registrar", "/entrenadores/registrar", "/torneos-padel-puebla/registrar"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Inicio de sesión requerido" })).toBeVisible();
    }
  });

  test("a signed-in visitor gets the form on a first visit and after a client navigation", async ({ page }) => {
    await signInAs(page, PLAYER);
    await page.goto("/entrenadores/registrar");
    await expect(page.getByLabel("Nombre", { exact: true })).toBeVisible();
    await page.goto("/clubs-padel-puebla");
    await page.getByRole("link", { name: "Registrar mi club" }).click();
    await expect(page).toHaveURL(/\/clubes\/registrar$/);
    await page.getByLabel("Nombre del club").fill("C");
    await page.getByRole("button", { name: "Registrar club" }).click();
    await expect(page.getByText("Por favor, añade una descripción detallada")).toBeVisible();
  });
});

test.describe("clubs list", () => {
  test("searches by name or state and filters by state through the URL", async ({ page }) => {
    await page.goto("/clubs-padel-puebla");
    await expect(page.getByRole("heading", { level: 1, name: "Clubs de Pádel en Puebla" })).toBeVisible();
    expect(Number(await page.getByTestId("total-clubs").textContent())).toBeGreaterThanOrEqual(13);
    const cards = page.getByRole("region", { name: "Clubs" }).getByRole("listitem");
    // Featured first when no filter is active.
    await expect(cards.first().getByText("Destacado")).toBeVisible();

    await page.getByLabel("Estado").selectOption("Tlaxcala");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/estado=Tlaxcala/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading", { name: "Tlaxcala Pádel Arena" })).toBeVisible();

    await page.goto("/clubs-padel-puebla?q=veracruz");
    await expect(cards.first().getByRole("heading", { name: "Xalapa Pádel Club" })).toBeVisible();
    await page.goto("/clubs-padel-puebla?q=no-existe-este-club");
    await expect(page.getByText("No se encontraron clubs que coincidan con tu búsqueda.")).toBeVisible();
  });
});

test.describe("coaches", () => {
  test("searches the list, opens a profile and requests a class", async ({ page }) => {
    await page.goto("/entrenadores-padel-puebla");
    const cards = page.getByRole("region", { name: "Entrenadores" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const name = (await cards.first().getByRole("heading").textContent())!.trim();
    await page.getByRole("searchbox").fill(name);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(cards.first().getByRole("heading", { name })).toBeVisible();
    await page.getByRole("searchbox").fill("zzzz-nadie");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("No se encontraron entrenadores que coincidan con tu búsqueda.")).toBeVisible();

    await page.goto(`/entrenadores-padel-puebla?q=${encodeURIComponent(name)}`);
    await cards
      .first()
      .getByRole("link", { name: /Ver Perfil/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Lunes a Viernes")).toBeVisible();

    await page.getByRole("button", { name: "Solicitar clase" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(dialog.getByText("Por favor completa los campos obligatorios (nombre y teléfono)").first()).toBeVisible();
    await dialog.getByLabel("Nombre *").fill("Mariana Prueba");
    await dialog.getByLabel("Teléfono *").fill("2221234567");
    await dialog.getByLabel("Nivel").selectOption("4ta");
    await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(dialog.getByText("¡Solicitud enviada!")).toBeVisible();
    // The success screen closes itself after 2 s.
    await expect(dialog).toBeHidden({ timeout: 5000 });
  });

  test("an id address is rewritten to the name slug; an unknown coach shows the spec's text", async ({ page }) => {
    await page.goto("/entrenadores-padel-puebla/1");
    await expect(page).toHaveURL(/\/entrenadores-padel-puebla\/[a-z0-9-]+$/);
    expect(page.url()).not.toMatch(/\/1$/);
    const response = await page.goto("/entrenadores-padel-puebla/nadie-con-este-nombre");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No se encontró el entrenador" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver" })).toBeVisible();
  });

  test("registers a coach after fixing the validation errors", async ({ page }) => {
    await signInAs(page, PLAYER);
    await page.goto("/entrenadores/registrar");
    await page.getByRole("button", { name: "Registrar perfil" }).click();
    await expect(page.getByText("El nombre es obligatorio")).toBeVisible();
    await expect(page.getByText("Por favor, selecciona al menos un club")).toBeVisible();
    await expect(page.getByText("Por favor, selecciona tu categoría")).toBeVisible();

    const name = `Entrenadora E2E ${Date.now()}`;
    await page.getByLabel("Foto").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await png("#0b3d91") });
    await page.getByLabel("Nombre").fill(name);
    await page.getByLabel("Descripción").fill("Clases de técnica y táctica para todos los niveles.");
    await page.getByLabel("Costo por clase (MXN)").fill("450");
    await page.getByLabel("Categoría").selectOption("2da");
    await page.getByLabel("WhatsApp").fill("22212");
    await page.getByLabel("Zavaleta Pádel Club").check();
    await page.getByRole("button", { name: "Registrar perfil" }).click();
    await expect(page.getByText("Por favor, ingresa un número de WhatsApp válido (10 dígitos)")).toBeVisible();
    await page.getByLabel("WhatsApp").fill("2221234567");
    await page.getByRole("button", { name: "Registrar perfil" }).click();
    await expect(page).toHaveURL(/\/entrenadores-padel-puebla$/);
    await expect(page.getByText("¡Registro exitoso!")).toBeVisible();
    await expect(page.getByRole("heading", { name })).toBeVisible();
  });
});

test.describe("clubs", () => {
  test("registers a club after fixing the validation errors, ending on the clubs list", async ({ page }) => {
    await signInAs(page, PLAYER);
    await page.goto("/clubs/registrar");
    await page.getByLabel("Nombre del club").fill("C");
    await page.getByLabel("Número de canchas").fill("0");
    await page.getByRole("button", { name: "Registrar club" }).click();
    await expect(page.getByText("Debe haber al menos una cancha")).toBeVisible();
    await expect(page.getByText("Por favor, añade una descripción detallada")).toBeVisible();

    const name = `Club E2E ${Date.now()}`;
    await page.getByLabel("Nombre del club").fill(name);
    await page.getByLabel("Descripción").fill("Cuatro canchas panorámicas y cafetería.");
    await page.getByLabel("WhatsApp").fill("2227654321");
    await page.getByLabel("Número de canchas").fill("4");
    await page.getByLabel("Costo por hora (MXN)").fill("500");
    await page.getByLabel("Canchas techadas").check();
    await page.getByRole("button", { name: "Registrar club" }).click();
    await expect(page).toHaveURL(/\/clubs-padel-puebla$/);
    await expect(page.getByText("¡Registro exitoso!")).toBeVisible();
    await page.goto(`/clubs-padel-puebla?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Ver Club ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // Its creator administers it.
    await expect(page.getByRole("link", { name: "Editar club" })).toBeVisible();
  });

  test("a club administrator edits their club and its gallery; another user gets 403", async ({ page, browser }) => {
    // Seven uploads and a second browser: a long flow, given three times the default timeout.
    test.slow();
    // A club of its own (its creator administers it): a retry or another test never finds photos it did not add.
    const club = await createClub({ owner: CLUB_ADMIN });
    await signInAs(page, CLUB_ADMIN);
    await page.goto(club.path);
    await page.getByRole("link", { name: "Editar club" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Editar club" })).toBeVisible();

    const colors = ["#d62828", "#f77f00", "#fcbf49", "#2a9d8f", "#264653", "#6a4c93", "#1d3557"];
    for (const [i, color] of colors.entries()) {
      await page
        .getByLabel("Añadir foto a la galería")
        .setInputFiles({ name: `foto-${i}.png`, mimeType: "image/png", buffer: await png(color) });
      await expect(page.getByRole("img", { name: "Nueva foto de la galería" })).toBeVisible();
      await page.getByRole("button", { name: "Añadir a la galería" }).click();
      await expect(page.getByRole("button", { name: `Eliminar foto ${i + 1}` })).toBeVisible();
    }
    await page.getByRole("button", { name: "Eliminar foto 7" }).click();
    await expect(page.getByRole("button", { name: "Eliminar foto 7" })).toBeHidden();

    await page.getByLabel("Número de canchas").fill("11");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Club actualizado")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${club.path}$`));
    await expect(page.getByTestId("fact-Canchas")).toHaveText("11");

    // Gallery: 6 photos (the 7th was deleted) = main image + 4 thumbnails, the last one with '+1';
    // the lightbox moves through all of them.
    const gallery = page.getByRole("region", { name: "Galería" });
    await expect(gallery.getByRole("button")).toHaveCount(5);
    await expect(gallery.getByRole("button", { name: "Ver 1 fotos más" })).toContainText("+1");
    await gallery.getByRole("button").nth(2).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox.getByText("Foto 3 de 6")).toBeVisible();
    await lightbox.getByRole("button", { name: "Siguiente" }).click();
    await expect(lightbox.getByText("Foto 4 de 6")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox.getByText("Foto 3 de 6")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    // Another signed-in user may not open the edit mode.
    const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await signInAs(other, PLAYER);
    const denied = await other.goto(`${club.path}?editar=1`);
    expect(denied?.status()).toBe(403);
    await expect(other.getByRole("heading", { name: "Acceso denegado" })).toBeVisible();
    await other.goto(club.path);
    await expect(other.getByRole("link", { name: "Editar club" })).toBeHidden();
    await other.close();
  });

  test("a club page shows its facts and the not-found text for unknown clubs", async ({ page }) => {
    await page.goto("/club/lomas-padel-social/4");
    await expect(page).toHaveURL(/\/clubs-padel-puebla\/lomas-padel-social\/4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lomas Pádel & Social" })).toBeVisible();
    await expect(page.getByText("Reserva con al menos 24 horas de anticipación.")).toBeVisible();
    await expect(page.getByText("Costo por hora")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contactar por WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/521\d{10}$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "SportsActivityLocation", name: "Lomas Pádel & Social" });
    const response = await page.goto("/clubs-padel-puebla/nada/99999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No se encontró el club solicitado" })).toBeVisible();
    // Once its chunk is in, 'Volver' goes back in history (without JavaScript it links to the list).
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Volver" }).click();
    await expect(page).toHaveURL(/\/clubs-padel-puebla\/lomas-padel-social\/4$/);
  });
});

test.describe("before JavaScript loads", () => {
  // A context without JavaScript (axe needs JavaScript, so this page is not the fixture's checked one;
  // the same page with JavaScript is checked above).
  test("the class request works as a plain form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/entrenadores-padel-puebla/1");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("link", { name: "Solicitar clase" }).click();
    await expect(page).toHaveURL(/\?solicitar=1$/);
    const form = page.getByRole("region", { name: `Solicitar clase con ${name}` });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByText("Por favor completa los campos obligatorios (nombre y teléfono)").first()).toBeVisible();
    await form.getByLabel("Nombre *").fill("Sin JavaScript");
    await form.getByLabel("Teléfono *").fill("2229998877");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByText("¡Solicitud enviada!")).toBeVisible();
    await context.close();
  });
});

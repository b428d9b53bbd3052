import type { Page } from "@playwright/test";
import sharp from "sharp";
import { registrationQuote } from "../../app/domain/pricing";
import { registerVerifiedUser } from "./accounts";
import { createTournament } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

// Multi-step journeys on a shared, busy machine: more time than the 30 s default.
test.describe.configure({ timeout: 90_000 });

/** The first upcoming tournament whose registration is open (its page shows the registration button). */
async function openTournament(page: Page): Promise<{ path: string; startDate: string; fee: string }> {
  await page.goto("/torneos-padel-puebla");
  const hrefs = await page.getByRole("link", { name: "Ver detalles" }).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) {
    // Fetched without the browser first (quick); the page with the registration button is then opened.
    const html = await (await page.request.get(href)).text();
    if (!/Inscribirme al torneo|Debes iniciar sesión para inscribirte/.test(html)) continue;
    await page.goto(href);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const fee = (await page.locator("dt", { hasText: "Inscripción" }).locator("xpath=following-sibling::dd").textContent()) ?? "";
    return { path: href, startDate: jsonLd.startDate, fee };
  }
  throw new Error("no tournament with open registration in the seed");
}

function money(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

test("browse and filter the tournaments list; filters live in the URL", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  await expect(page.getByRole("heading", { level: 1, name: "Torneos de Pádel en Puebla" })).toBeVisible();
  const upcomingCount = Number(await page.getByTestId("count-proximos").textContent());
  const pastCount = Number(await page.getByTestId("count-pasados").textContent());
  expect(upcomingCount).toBeGreaterThan(0);
  expect(pastCount).toBeGreaterThan(0);
  await expect(page.getByTestId("tournament-card")).toHaveCount(upcomingCount);
  await expect(page.getByRole("link", { name: "Ver detalles" }).first()).toBeVisible();

  await page.getByRole("link", { name: /Torneos Pasados/ }).click();
  await expect(page).toHaveURL(/tab=pasados/);
  await expect(page.getByTestId("tournament-card")).toHaveCount(pastCount);
  await expect(page.getByRole("link", { name: "Ver resultados" }).first()).toBeVisible();

  // Club filter: every card shown belongs to that club, and the choice survives a reload.
  const club = page.getByRole("combobox", { name: "Club" });
  const firstClub = (await club.locator("option").nth(1).textContent())!;
  await club.selectOption(firstClub);
  await expect(page).toHaveURL(/club=/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Club" })).toHaveValue(firstClub);
  await expect(page.getByRole("link", { name: "Limpiar filtros" })).toBeVisible();
  for (const text of await page.getByTestId("tournament-card").allTextContents()) expect(text).toContain(firstClub);

  // A search nothing matches shows the empty state; the past tab is chosen automatically only when needed.
  await page.goto("/torneos-padel-puebla?search=zzzz-no-existe");
  await expect(page.getByText("No se encontraron torneos próximos o activos.")).toBeVisible();
  await page.getByRole("link", { name: "Limpiar filtros" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);

  // Date order toggle.
  await page.getByRole("link", { name: "Fecha ↑" }).click();
  await expect(page).toHaveURL(/orden=desc/);
  await expect(page.getByRole("link", { name: "Fecha ↓" })).toBeVisible();
});

test("the list's cards, server HTML on a first visit, follow a change of tab", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("tournament-card").first()).toBeVisible();
  await page.getByRole("link", { name: /Torneos Pasados/ }).click();
  await expect(page.getByTestId("tournament-card").first().getByRole("link", { name: "Ver resultados" })).toBeVisible();
  await expect(page.getByTestId("tournament-card")).toHaveCount(Number(await page.getByTestId("count-pasados").textContent()));
});

test("a wrong slug redirects to the canonical address; an unknown id shows 'Torneo no encontrado'", async ({ page, request }) => {
  await page.goto("/torneos-padel-puebla");
  const href = (await page.getByRole("link", { name: "Ver detalles" }).first().getAttribute("href"))!;
  const id = href.split("/").pop();
  const wrong = await request.get(`/torneos-padel-puebla/otro-nombre/${id}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers()["location"]).toBe(href);
  const missing = await page.goto("/torneos-padel-puebla/nada/99999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Torneo no encontrado" })).toBeVisible();
  await page.getByRole("link", { name: "Ver todos los torneos" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
});

test("an anonymous visitor is asked to sign in to register", async ({ page }) => {
  const { path } = await openTournament(page);
  await expect(page.getByText("Debes iniciar sesión para inscribirte a este torneo.")).toBeVisible();
  await page.getByRole("link", { name: "Inicia sesión" }).last().click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === path);
});

test("register with a partner at the server's price, then the button changes and a second registration is refused", async ({ page }) => {
  await registerVerifiedUser(page);
  const { path, startDate, fee } = await openTournament(page);
  const quote = registrationQuote({ inscripcion: fee, startDate, now: new Date() });

  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await expect(sheet).toBeVisible();
  const picker = sheet.getByRole("combobox", { name: "Pareja" });
  await picker.fill("die");
  // Wait for the listbox and for the keyboard to move the active option, never for a fixed time.
  const options = sheet.getByRole("listbox", { name: "Pareja" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await picker.press("Enter");
  await expect(sheet.getByTestId("picked-player")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Cambiar" })).toBeVisible();
  const continueButton = sheet.getByRole("button", { name: "Continuar" });
  await expect(continueButton).toBeDisabled();
  await sheet.getByRole("combobox", { name: "Tipo de categoría" }).selectOption({ index: 1 });
  const chip = sheet.locator('input[name="category"]').first();
  await chip.check({ force: true });
  const chosen = { categoryType: await sheet.getByRole("combobox", { name: "Tipo de categoría" }).inputValue(), category: await chip.inputValue() };

  const summary = sheet.getByTestId("price-summary");
  await expect(summary).toContainText("Total");
  expect(money(await summary.locator("p").last().locator("span").last().textContent())).toBe(quote.finalPrice);

  await continueButton.click();
  await expect(sheet.getByTestId("registration-confirmation")).toBeVisible();
  await expect(page.getByText("¡Inscripción exitosa!").first()).toBeVisible();
  await sheet.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page.getByText("Redirección a plataforma de pago")).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeDisabled();

  // A second registration (another tab, a replayed form) is refused by the server.
  const origin = new URL(page.url()).origin;
  const replay = await page.request.post(path, {
    form: { intent: "register", registrationType: "individual", ...chosen },
    headers: { Origin: origin },
  });
  expect(replay.status()).toBe(409);
});

test("register alone: the individual type follows the user's own gender", async ({ page }) => {
  await signInAs(page, "jugadora@padelpuebla.mx");
  await openTournament(page);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  await expect(sheet.getByRole("combobox", { name: "Pareja" })).toHaveCount(0);
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption("femenil");
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText("Sin pareja");
  await sheet.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(page.getByRole("button", { name: "Ya estás inscrito a este torneo" })).toBeVisible();
});

test("an editor confirms a registration and the player appears under 'Jugadores Inscritos'; CSV export", async ({ page }) => {
  const { firstName, lastName } = await registerVerifiedUser(page, { firstName: "Confirmada", lastName: `Prueba${Date.now() % 100000}` });
  const { path } = await openTournament(page);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await sheet.getByRole("radio", { name: "Individual" }).click();
  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption({ index: 1 });
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toBeVisible();

  await signInAs(page, "admin@padelpuebla.mx");
  await page.goto(path);
  const name = `${firstName} ${lastName}`;
  await expect(page.getByTestId("registered-players").getByText(name)).toHaveCount(0);
  await page.getByRole("button", { name: `Confirmar: ${name}` }).click();
  await expect(page.getByTestId("registered-players").getByText(name).first()).toBeVisible();

  const csv = await page.request.get(`${path}/inscripciones.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(name);
});

test("record winners with placement, then remove a winner", async ({ page }) => {
  // A past tournament of its own: a retry never finds the winner a failed try left behind.
  const tournament = await createTournament({ title: "Copa Resultados", author: DEMO.admin, startDate: "2025-02-01", endDate: "2025-02-02" });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Por favor selecciona al menos un jugador, el tipo de categoría y la categoría")).toBeVisible();
  for (const [label, index] of [["Jugador 1", 0], ["Jugador 2 (opcional)", 1]] as const) {
    const picker = dialog.getByRole("combobox", { name: label });
    await picker.fill("ma");
    const option = dialog.getByRole("listbox", { name: label }).getByRole("option").nth(index);
    await expect(option).toBeVisible();
    // A real mouse click (not a synthetic event): the list must sit above the dialog's content.
    await option.click();
    await expect(dialog.getByRole("combobox", { name: label })).toHaveCount(0);
  }
  const names = await dialog.getByTestId("picked-player").allTextContents();
  await dialog.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("Varonil");
  await dialog.getByRole("combobox", { name: "Categoría", exact: true }).selectOption("50+");
  await dialog.getByRole("combobox", { name: "Resultado" }).selectOption("runner_up");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("¡Ganadores registrados exitosamente!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId("results-panel");
  const group = panel.locator("section", { has: page.getByRole("heading", { name: "Varonil - 50+" }) });
  await expect(group).toContainText("Subcampeón");
  const player1 = names[0]!.replace("Cambiar", "").trim();
  await expect(group).toContainText(player1);

  await group.getByRole("button", { name: /Eliminar ganador/ }).first().click();
  const confirm = page.getByRole("dialog", { name: "¿Eliminar ganador?" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Ganador eliminado correctamente")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Varonil - 50+" })).toHaveCount(0);
});

test("edit a tournament (new slug) and delete it", async ({ page }) => {
  // A tournament of its own: deleting a listed one pulled it from under the tests that had opened it.
  const tournament = await createTournament({ author: DEMO.admin });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  const title = `Copa Editada ${Date.now() % 100000}`;
  await dialog.getByLabel("Título").fill("ab");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("El título debe tener al menos 3 caracteres")).toBeVisible();
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByLabel("Título").fill(title);
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByRole("switch", { name: "FEMEPA" }).click();
  await page.getByRole("dialog", { name: "Editar Torneo" }).getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Torneo actualizado")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/torneos-padel-puebla/${title.toLowerCase().replace(/ /g, "-")}/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const path = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Editar Torneo" }).click();
  await page.getByRole("button", { name: "Eliminar Torneo" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Estás seguro de eliminar este torneo?" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await expect(page.getByText("Torneo eliminado")).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

test("an anonymous visitor sees the results; an editor landing on the page edits", async ({ page }) => {
  await page.goto("/torneos-padel-puebla?tab=pasados");
  const path = (await page.getByRole("link", { name: "Ver resultados" }).first().getAttribute("href"))!;
  await page.goto(path);
  await expect(page.getByTestId("results-panel")).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar Torneo" })).toHaveCount(0);

  await signInAs(page, "admin@padelpuebla.mx");
  // A click before the editors' code has arrived is held and replayed once the button is live.
  await page.goto(path);
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  await dialog.getByLabel("Título").fill("ab");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("El título debe tener al menos 3 caracteres")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  await expect(page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" })).toBeVisible();
});

test("an anonymous visit's results filter and links work from the server HTML", async ({ page }) => {
  await page.goto("/torneos-padel-puebla?tab=pasados");
  const past = (await page.getByRole("link", { name: "Ver resultados" }).first().getAttribute("href"))!;
  await page.goto(past);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const panel = page.getByTestId("results-panel");
  const groups = panel.locator("section").getByRole("heading");
  await expect(groups.first()).toBeVisible();

  // The category filter, used before its code is in, still filters.
  const filter = panel.getByRole("combobox", { name: "Filtrar por categoría" });
  const category = (await filter.locator("option").nth(1).textContent())!;
  await filter.click();
  await filter.selectOption(category);
  await expect(filter).toHaveValue(category);
  await expect(groups.filter({ hasNotText: new RegExp(`^${category} - `) })).toHaveCount(0);
  await expect(groups.first()).toHaveText(new RegExp(`^${category} - `));

  // A link in the server HTML navigates without reloading the page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const club = page.getByRole("main").locator('a[href^="/clubs-padel-puebla/"]').first();
  const clubHref = (await club.getAttribute("href"))!;
  await club.click();
  await expect(page).toHaveURL((url) => url.pathname === clubHref);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("the registered players' tabs work on an anonymous first visit", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  let path = "";
  for (const href of await page.getByRole("link", { name: "Ver detalles" }).evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
    if ((await (await page.request.get(href)).text()).includes("Jugadores Inscritos")) {
      path = href;
      break;
    }
  }
  expect(path).not.toBe("");
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const registered = page.getByTestId("registered-players");
  const tab = registered.getByRole("tab").nth(1);
  const type = (await tab.textContent())!;
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const headings = registered.getByRole("tabpanel").getByRole("heading", { level: 3 });
  await expect(headings.filter({ hasNotText: new RegExp(`^${type} - `) })).toHaveCount(0);
  await expect(headings.first()).toHaveText(new RegExp(`^${type} - `));
});

test("'Compartir Torneo' and 'Compartir Resultados' download PNGs of the right width; the page has its OG image and JSON-LD", async ({ page }) => {
  await page.goto("/torneos-padel-puebla?tab=pasados");
  await page.getByRole("link", { name: "Ver resultados" }).first().click();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\.png$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("SportsEvent");
  // Results first: its link sits next to the results panel's server HTML, and still announces the download.
  for (const [label, name] of [["Compartir Resultados", /^resultados-.+\.png$/], ["Compartir Torneo", /^torneo-.+\.png$/]] as const) {
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: label }).click();
    // The last one: the previous link's toast may still be fading out.
    await expect(page.getByText("La imagen se está descargando").last()).toBeVisible();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(name);
    const bytes = await (await import("node:fs/promises")).readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    // PNG IHDR: width is the big-endian integer at byte 16.
    if (label === "Compartir Torneo") expect(bytes.readUInt32BE(16)).toBe(1200);
  }
});

/** A small PNG made on the fly, as a file for an upload field. */
async function pngFile(name: string, color: string, width = 320, height = 180) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

test("create a tournament through the form: validation, organiser, images; it is listed and its share card embeds the image", async ({ page }) => {
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
  await form.getByRole("listbox", { name: "Organizadores (opcional)" }).getByRole("option", { name: /Rodrigo Ortega/ }).click();
  await expect(form.getByRole("list", { name: "Organizadores elegidos" })).toContainText("Rodrigo Ortega");

  await form.getByLabel("Imagen principal (opcional)").setInputFiles(await pngFile("principal.png", "#1d4ed8"));
  await expect(form.getByRole("img", { name: "Imagen principal del torneo" })).toBeVisible();
  await form.getByLabel("Imágenes adicionales (opcional)").setInputFiles([await pngFile("a.png", "#16a34a"), await pngFile("b.png", "#dc2626")]);
  await expect(form.getByRole("list", { name: "Imágenes adicionales subidas" }).getByRole("img")).toHaveCount(2);

  await form.getByRole("button", { name: "Registrar Torneo" }).click();
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await expect(page.getByText("¡Registro exitoso!")).toBeVisible();

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

test("'Añadir nuevo jugador': a new player with a photo is picked at once and recorded as winner", async ({ page }) => {
  const tournament = await createTournament({ title: "Copa Jugador Nuevo", author: DEMO.admin, startDate: "2025-02-08", endDate: "2025-02-09" });
  await signInAs(page, DEMO.admin);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Añadir Ganadores" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Ganadores del Torneo" });
  await dialog.getByRole("button", { name: "Añadir nuevo jugador" }).click();
  const sheet = page.getByRole("dialog", { name: "Añadir nuevo jugador" });
  await sheet.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(sheet.getByText("El nombre debe tener al menos 3 caracteres")).toBeVisible();
  await expect(sheet.getByText("Selecciona el género del jugador")).toBeVisible();

  const name = `Jugadora Nueva ${Date.now() % 1_000_000}`;
  await sheet.getByLabel("Nombre completo").fill(name);
  await sheet.getByLabel(/Instagram/).fill(`@nueva.${Date.now() % 1_000_000}`);
  await sheet.getByRole("combobox", { name: "Género" }).selectOption("Femenil");
  await sheet.getByLabel("Foto del jugador (opcional)").setInputFiles(await pngFile("foto.png", "#f59e0b", 200, 200));
  await expect(sheet.getByRole("img", { name: "Foto del nuevo jugador" })).toBeVisible();
  await sheet.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(page.getByText("Jugador añadido correctamente")).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(dialog.getByTestId("picked-player").first()).toContainText(name);

  await dialog.getByRole("combobox", { name: "Tipo de categoría" }).selectOption("Femenil");
  await dialog.getByRole("combobox", { name: "Categoría", exact: true }).selectOption("6ta");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("¡Ganadores registrados exitosamente!")).toBeVisible();
  const group = page.getByTestId("results-panel").locator("section", { has: page.getByRole("heading", { name: "Femenil - 6ta" }) });
  await expect(group).toContainText(name);
  // The new player is searchable right away (their photo is served from our image route).
  const found = await (await page.request.get(`/api/players/search?q=${encodeURIComponent(name)}`)).json();
  expect(found.players[0].image).toMatch(/^\/img\/players\//);
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
  await expect(page).toHaveURL(/\/torneos-padel-puebla$/);
  await page.goto(`/torneos-padel-puebla?search=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: "Ver detalles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: title }).first()).toHaveAttribute("src", /^\/img\/tournaments\//);
  await expect(page.locator("dd", { hasText: "Mixto:" })).toHaveText("Mixto: Todas las categorías");
  await context.close();
});

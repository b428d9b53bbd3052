import { createPlayer } from "./factories";
import { expect, signInAs, test } from "./fixtures";

test.describe("rankings", () => {
  test("tabs, gender and search live in the URL, so a view can be shared", async ({ page }) => {
    await page.goto("/ranking-padel-puebla?category=3ra&gender=Femenil");
    await expect(page.getByRole("heading", { level: 1, name: "Ranking de Jugadores Pádel en Puebla" })).toBeVisible();
    await expect(page.getByText("3ra Fuerza - Rankings")).toBeVisible();
    await expect(page.getByRole("link", { name: "Tercera" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Femenil" })).toHaveAttribute("aria-current", "true");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Pos.", "Jugador", "Victorias", "Puntos"]);
    await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("1");

    await page.getByRole("link", { name: "Open", exact: true }).click();
    await expect(page).toHaveURL(/category=open&gender=Femenil/);
    await expect(page.getByText("Open - Rankings")).toBeVisible();
    await page.getByRole("link", { name: "Varonil" }).click();
    await expect(page).toHaveURL(/category=open&gender=Varonil/);

    // Search keeps the player's overall position.
    const second = table.getByRole("row").nth(2);
    const name = (await second.getByRole("link").innerText()).split("\n").pop()!.trim();
    await page.getByLabel("Buscar jugador").fill(
      name
        .split(" ")[0]!
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toUpperCase(),
    );
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(table.getByRole("row").filter({ hasText: name }).getByRole("cell").first()).toHaveText("2");

    await page.goto("/ranking-padel-puebla?category=2da&gender=Varonil&search=zzzz-nadie");
    await expect(page.getByText("No se encontraron jugadores que coincidan con los filtros seleccionados.")).toBeVisible();
    await expect(page.getByLabel("Buscar jugador")).toHaveValue("zzzz-nadie");

    await page.getByRole("link", { name: "¿Cómo se calcula el ranking?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "¿Cómo se calcula el ranking?" })).toBeVisible();
    await expect(page.getByText("FEMEPA")).toBeVisible();
  });

  test("a player's name leads to the profile", async ({ page }) => {
    await page.goto("/ranking-padel-puebla");
    const first = page.getByRole("table").getByRole("row").nth(1).getByRole("link");
    const name = (await first.innerText()).split("\n").pop()!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/(padel\/[^/]+|jugador\/id\/\d+)$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test.describe("players and profiles", () => {
  test("anonymous visitors are asked to register to follow, and told to sign in from the list", async ({ page }) => {
    await page.goto("/jugadores-padel-puebla?pagina=3");
    await expect(page.getByRole("heading", { level: 1, name: "Jugadores de Pádel en Puebla" })).toBeVisible();
    await expect(page.getByText("Página 3 de")).toBeVisible();
    await page
      .getByRole("button", { name: /^Añadir a .* a favoritos$/ })
      .first()
      .click();
    await expect(page.getByText("Necesitas iniciar sesión para guardar jugadores favoritos")).toBeVisible();
    await expect(page).toHaveURL("/auth?redirect=%2Fjugadores-padel-puebla%3Fpagina%3D3");
    await page.goBack();

    await page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").first().getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("link", { name: "Registrarse para seguir jugadores" })).toBeVisible();
    const name = await page.getByRole("heading", { level: 1 }).innerText();
    const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(person).toMatchObject({ "@type": "Person", name, knowsAbout: "Pádel" });
    // The claim dialog's chunk loads on intent; the click opens it.
    await page.getByRole("button", { name: "¿Eres tú?" }).click();
    const claim = page.getByRole("dialog", { name: "¿Eres tú?" });
    await expect(claim.getByText("Necesitas iniciar sesión")).toBeVisible();
    await claim.getByRole("button", { name: "Cerrar" }).click();
    await expect(claim).toBeHidden();
  });

  test("search, follow and unfollow a player and see the count change", async ({ page }) => {
    await signInAs(page, "jugador@padelpuebla.mx");
    await page.goto("/jugadores-padel-puebla?pagina=5");
    const card = page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").nth(2);
    const handle = (await card.getByText(/^@/).innerText()).slice(1);
    await page.getByLabel("Buscar por nombre o Instagram").fill(`@${handle.toUpperCase()}`);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(new RegExp(`search=%40${handle.toUpperCase().replace(".", "\\.")}`));
    await expect(page.getByRole("list", { name: "Jugadores" }).getByRole("listitem")).toHaveCount(1);

    await page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/padel/${handle.replace(".", "\\.")}$`));
    const count = page.getByRole("definition").filter({ hasText: /^\d+$/ }).nth(1);
    const before = Number(await count.innerText());
    await page.getByRole("button", { name: "Añadir a favoritos" }).click();
    await expect(page.getByText("Añadido a favoritos")).toBeVisible();
    await expect(count).toHaveText(String(before + 1));
    await page.getByRole("button", { name: "Quitar de favoritos" }).click();
    await expect(page.getByText("Eliminado de favoritos")).toBeVisible();
    await expect(count).toHaveText(String(before));
  });

  test("the favourite button is only for signed-in visitors, and works when they land on the profile", async ({ page }) => {
    await page.goto("/jugadores-padel-puebla?pagina=4");
    const path = (await page
      .getByRole("list", { name: "Jugadores" })
      .getByRole("listitem")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .getAttribute("href"))!;
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Registrarse para seguir jugadores" })).toBeVisible();

    await signInAs(page, "jugador@padelpuebla.mx");
    await page.goto(path);
    const count = page.getByRole("definition").filter({ hasText: /^\d+$/ }).nth(1);
    const before = Number(await count.innerText());
    const follow = page.getByRole("button", { name: "Añadir a favoritos" }).or(page.getByRole("button", { name: "Quitar de favoritos" }));
    const following = (await follow.innerText()).includes("Quitar");
    await follow.click();
    await expect(page.getByText(following ? "Eliminado de favoritos" : "Añadido a favoritos")).toBeVisible();
    await expect(count).toHaveText(String(before + (following ? -1 : 1)));
  });

  test("the title history pages 6 at a time with the partners and category summary", async ({ page }) => {
    await page.goto("/jugadores-padel-puebla");
    await page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").first().getByRole("heading").getByRole("link").click();
    await expect(page.getByText("Pareja favorita")).toBeVisible();
    await expect(page.getByText("Resumen por Categoría")).toBeVisible();
    const history = page.getByRole("list", { name: "Historial de torneos ganados" });
    await expect(history.getByRole("listitem")).toHaveCount(6);
    await expect(page.getByText("Página 1 de 2")).toBeVisible();
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect(page.getByText("Página 2 de 2")).toBeVisible();
    expect(await history.getByRole("listitem").count()).toBeGreaterThan(0);
  });

  test("an unknown player shows 'Jugador no encontrado' with its links", async ({ page }) => {
    const response = await page.goto("/padel/nadie.existe.aqui");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Jugador no encontrado" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ver rankings" })).toHaveAttribute("href", "/ranking-padel-puebla");
    await expect(page.getByRole("main").getByRole("link", { name: "Ver jugadores" })).toHaveAttribute("href", "/jugadores-padel-puebla");
  });

  test("an administrator edits a player", async ({ page }) => {
    // A player of its own: renaming a listed one moved it under the tests paging through the list.
    const player = await createPlayer({ name: "Jugador Por Editar" });
    await signInAs(page, "admin@padelpuebla.mx");
    await page.goto(`/padel/${player.handle}`);
    await page.getByRole("button", { name: "Editar jugador" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar información de jugador" });
    await dialog.getByLabel("Nombre").fill("");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("El nombre del jugador es requerido")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Jugador Editado Por Admin");
    const handle = `editado.${Date.now()}`;
    await dialog.getByLabel("Usuario de Instagram").fill(`@${handle.toUpperCase()}`);
    await dialog.getByLabel("Género").selectOption("Femenil");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Jugador actualizado")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/padel/${handle.replace(".", "\\.")}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Jugador Editado Por Admin" })).toBeVisible();
    await expect(page.getByText("Femenil", { exact: true })).toBeVisible();
  });

  test("a regular player does not get the edit button", async ({ page }) => {
    await signInAs(page, "jugador@padelpuebla.mx");
    await page.goto("/jugadores-padel-puebla");
    await page.getByRole("list", { name: "Jugadores" }).getByRole("listitem").first().getByRole("heading").getByRole("link").click();
    await expect(
      page.getByRole("button", { name: "Añadir a favoritos" }).or(page.getByRole("button", { name: "Quitar de favoritos" })),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Editar jugador" })).toHaveCount(0);
  });
});

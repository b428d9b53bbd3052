import { expect, signInAs, test } from "./fixtures";

const section = (page: import("@playwright/test").Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home page", () => {
  test("shows every section with the demo data, three columns on a desktop", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(section(page, "Top jugadores").getByRole("listitem")).toHaveCount(5);
    await expect(section(page, "Top jugadores").getByRole("listitem").first()).toContainText(/\d+ títulos?/);
    const rankings = section(page, "Rankings");
    await expect(rankings.getByRole("link")).toHaveCount(14);
    await expect(rankings.getByRole("link", { name: "Ranking 1ra Fuerza Femenil" })).toHaveAttribute(
      "href",
      "/ranking-padel-puebla?category=1ra&gender=Femenil",
    );
    await expect(section(page, "Próximos torneos").getByTestId("tournament-card")).toHaveCount(4);
    await expect(section(page, "Padel Score").getByRole("link", { name: "Abrir Padel Score" })).toHaveAttribute("href", "/padel-score");
    const coaches = section(page, "Entrenadores destacados").getByRole("listitem");
    expect(await coaches.count()).toBeGreaterThan(0);
    expect(await coaches.count()).toBeLessThanOrEqual(5);
    await expect(coaches.first()).toContainText("/hr");
    const clubs = section(page, "Clubs destacados").getByRole("listitem");
    expect(await clubs.count()).toBeGreaterThan(0);
    expect(await clubs.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole("link", { name: "Únete ahora" })).toHaveAttribute("href", "/unete-dagos");
    await expect(page.getByRole("link", { name: "Crear cuenta" })).toBeVisible();
    for (const name of ["Registra tu perfil de entrenador", "Registra tu club", "Publica tu torneo"]) {
      await expect(page.getByRole("link", { name })).toBeVisible();
    }
    // Three columns from 1024 px: the search and the top players share a row.
    const search = (await section(page, "Buscar jugador").boundingBox())!;
    const top = (await section(page, "Top jugadores").boundingBox())!;
    expect(Math.abs(search.y - top.y)).toBeLessThan(2);
    expect(top.x).toBeGreaterThan(search.x + search.width);
  });

  test("the sections' server HTML links navigate within the page", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(section(page, "Top jugadores").getByRole("listitem")).toHaveCount(5);
    await page.getByRole("combobox", { name: "Buscar jugador" }).focus();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await section(page, "Clubs destacados").getByRole("link", { name: "Ver todos los clubs" }).click();
    await expect(page).toHaveURL(/\/clubs-padel-puebla$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("hides the join and sign-up calls to action from signed-in users", async ({ page }) => {
    await signInAs(page, "jugador@padelpuebla.mx");
    await page.goto("/");
    await expect(section(page, "Top jugadores")).toBeVisible();
    await expect(page.getByRole("link", { name: "Únete ahora" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Crear cuenta" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Publica tu torneo" })).toBeVisible();
  });

  test("pages the upcoming tournaments through the URL, disabled at both ends", async ({ page }) => {
    await page.goto("/");
    const tournaments = section(page, "Próximos torneos");
    const pager = tournaments.getByRole("navigation", { name: "Páginas de próximos torneos" });
    await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
    const label = (await pager.getByText(/Página 1 de \d+/).textContent())!;
    expect(Number(/de (\d+)/.exec(label)![1])).toBeGreaterThan(1);
    const firstTitle = await tournaments.getByTestId("tournament-card").first().getByRole("heading").textContent();
    // Other tests add upcoming tournaments meanwhile: the page count is read on each page, and the walk
    // ends where 'Siguiente' turns into a disabled button.
    const lastPage = /^Página (\d+) de \1$/;
    let n = 1;
    while (await pager.getByRole("link", { name: "Siguiente" }).isVisible()) {
      n += 1;
      await pager.getByRole("link", { name: "Siguiente" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?pagina=${n}`));
      await expect(pager.getByText(new RegExp(`^Página ${n} de \\d+$`))).toBeVisible();
    }
    await expect(pager.getByRole("button", { name: "Siguiente" })).toBeDisabled();
    await expect(pager.getByText(lastPage)).toBeVisible();
    const count = await tournaments.getByTestId("tournament-card").count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    await pager.getByRole("link", { name: "Anterior" }).click();
    await expect(pager.getByText(new RegExp(`^Página ${n - 1} de \\d+$`))).toBeVisible();
    await page.goto(`/?pagina=${n + 5}`);
    await expect(pager.getByText(lastPage)).toBeVisible();
    await page.goto("/");
    await expect(tournaments.getByTestId("tournament-card").first().getByRole("heading")).toHaveText(firstTitle!);
  });

  test("the pager works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\?pagina=2/);
    await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
    await context.close();
  });

  test("?openPlayerRegistration=true opens the registration prompt and the address goes back to /", async ({ page }) => {
    await page.goto("/?openPlayerRegistration=true");
    const dialog = page.getByRole("dialog", { name: "Regístrate como jugador" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole("link", { name: "Únete ahora" }).click();
    await expect(page).toHaveURL(/\/unete-dagos$/);
  });
});

test.describe("home player search", () => {
  test("opens from 2 characters, lists players, and is usable with the keyboard", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Buscar jugador" });
    await box.click();
    await box.fill("f");
    await expect(page.getByText("Escribe al menos 2 caracteres para buscar")).toBeVisible();
    await box.fill("fer.ramirez");
    const options = page.getByRole("listbox", { name: "Jugadores encontrados" }).getByRole("option");
    await expect(options.first()).toContainText("Fernanda Ramírez");
    expect(await options.count()).toBeLessThanOrEqual(8);
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/padel\/fer\.ramirez$/);
  });

  test("shows at most 8 players, closes on an outside click, on Escape and on clear, and says when nothing matches", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Buscar jugador" });
    const list = page.getByRole("listbox", { name: "Jugadores encontrados" });
    await box.fill("an");
    await expect(list.getByRole("option").first()).toBeVisible();
    expect(await list.getByRole("option").count()).toBe(8);
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.click();
    await expect(list.getByRole("option").first()).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();

    await box.fill("zzqxw");
    await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(box).toHaveValue("");
    await expect(page.getByText("No se encontraron jugadores")).toBeHidden();

    await box.fill("diegohdz");
    await list.getByRole("option", { name: /Diego Hernández/ }).click();
    await expect(page).toHaveURL(/\/padel\/diegohdz$/);
  });
});

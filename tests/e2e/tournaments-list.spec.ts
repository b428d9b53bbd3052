// The tournaments list: filters in the URL, its server HTML, and the addresses of a tournament.
import { expect, test } from "./fixtures";

// Other specs create tournaments, so a tab may hold more than one page of 24 cards.
const onFirstPage = (count: number) => Math.min(count, 24);

test("browse and filter the tournaments list; filters live in the URL", async ({ page }) => {
  await page.goto("/torneos-padel-puebla");
  await expect(page.getByRole("heading", { level: 1, name: "Torneos de Pádel en Puebla" })).toBeVisible();
  const upcomingCount = Number(await page.getByTestId("count-proximos").textContent());
  const pastCount = Number(await page.getByTestId("count-pasados").textContent());
  expect(upcomingCount).toBeGreaterThan(0);
  expect(pastCount).toBeGreaterThan(0);
  await expect(page.getByTestId("tournament-card")).toHaveCount(onFirstPage(upcomingCount));
  await expect(page.getByRole("link", { name: "Ver detalles" }).first()).toBeVisible();

  await page.getByRole("link", { name: /Torneos Pasados/ }).click();
  await expect(page).toHaveURL(/tab=pasados/);
  await expect(page.getByTestId("tournament-card")).toHaveCount(onFirstPage(pastCount));
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
  await expect(page.getByTestId("tournament-card")).toHaveCount(onFirstPage(Number(await page.getByTestId("count-pasados").textContent())));
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

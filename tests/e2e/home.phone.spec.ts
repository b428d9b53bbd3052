import { expect, test } from "./fixtures";

test("the home page is one column on a phone and fits the screen", async ({ page }) => {
  await page.goto("/");
  const names = [
    "Buscar jugador",
    "Top jugadores",
    "Rankings",
    "Próximos torneos",
    "Padel Score",
    "Entrenadores destacados",
    "Clubs destacados",
  ];
  const boxes = [];
  for (const name of names) boxes.push((await page.getByRole("region", { name, exact: true }).boundingBox())!);
  // Stacked in the spec's order, all at the same left edge.
  for (let i = 1; i < boxes.length; i++) {
    expect(Math.abs(boxes[i]!.x - boxes[0]!.x)).toBeLessThan(2);
    expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // One sponsor slide per view.
  const strip = page.getByRole("region", { name: "Patrocinadores" });
  const slide = (await strip.getByRole("listitem").first().boundingBox())!;
  const track = (await strip.getByRole("list", { name: "Patrocinadores" }).boundingBox())!;
  expect(Math.abs(slide.width - track.width)).toBeLessThan(2);
});

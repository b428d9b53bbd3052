// A finished social event's podium image (1200 x 630): with 3 and 24 players, short and very long names and
// titles, every text lies inside the canvas, above the domain and below the title, nothing overlaps.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

process.env.SITE_URL = "https://padelpuebla.mx";
process.env.LOG_LEVEL = "silent";
const { layoutShareImage, renderShareImage } = await import("../infra/share-image.server");
const { socialPodiumData, socialPodiumImage } = await import("./social-podium-og.server");

const SHORT = { title: "Americano del jueves", clubName: "Club Sol", names: ["Ana", "Luis", "Eva"] };
const LONG = {
  title: "Gran Americano Nocturno de Fin de Año Angelópolis Edición Especial de Campeones Superlativos 2026",
  clubName: "Club Deportivo de Raqueta y Pádel Angelópolis Sur de Puebla Reserva Territorial Atlixcáyotl",
  names: [
    "Maximiliano Fernández de la Garza Villaseñor",
    "María Guadalupe Hernández-Ortiz de Montellano",
    "Juan Pablo Superlativísimamenteextraordinario",
  ],
};

function standings(names: string[], count: number) {
  return Array.from({ length: count }, (_, i) => ({ position: i + 1, name: names[i] ?? `Jugador ${i + 1}`, points: 96.5 - i * 3 }));
}

describe("social event podium image (/og/eventos/{id}.png)", () => {
  it.each([
    ["3 players with short names", SHORT, 3],
    ["24 players with very long names and title", LONG, 24],
  ])("with %s is 1200 x 630, the three places in order, all text inside and apart", async (label, e, count) => {
    const data = socialPodiumData(
      { title: e.title, format: "americano", clubName: e.clubName, date: "2026-11-26" },
      standings(e.names, count),
    );
    const image = socialPodiumImage(data);
    const layout = await layoutShareImage(image);
    expect([layout.width, layout.height]).toEqual([1200, 630]);
    const texts = layout.nodes.filter((n) => n.textContent);
    const find = (text: string) => texts.find((n) => n.textContent === text);
    const domain = find("padelpuebla.mx")!;
    expect(domain).toBeDefined();
    for (const n of texts) {
      const where = `'${n.textContent}' at ${n.left},${n.top} ${n.width}x${n.height}`;
      expect(n.left, where).toBeGreaterThanOrEqual(0);
      expect(n.left + n.width, where).toBeLessThanOrEqual(1200);
      if (n !== domain) expect(n.top + n.height, where).toBeLessThanOrEqual(domain.top);
    }
    expect(find("Americano · Podio")).toBeDefined();
    // 2nd on the left, 1st in the middle, 3rd on the right; the winner's step is the highest.
    const places = ["1º", "2º", "3º"].map((p) => find(p)!);
    expect(places[1]!.left).toBeLessThan(places[0]!.left);
    expect(places[0]!.left).toBeLessThan(places[2]!.left);
    expect(places[0]!.top).toBeLessThan(places[1]!.top);
    expect(places[1]!.top).toBeLessThan(places[2]!.top);
    expect(find("96.5 pts")).toBeDefined();
    expect(find("93.5 pts")).toBeDefined();
    expect(find("90.5 pts")).toBeDefined();
    const subtitle = texts.find((n) => n.textContent?.includes("26 noviembre 2026"))!;
    expect(subtitle.textContent).toContain(`${count} jugadores`);
    const names = e.names.map((name) => texts.find((n) => n.textContent?.startsWith(name.slice(0, 20)))!);
    for (const n of names) {
      expect(n.top, n.textContent!).toBeGreaterThanOrEqual(subtitle.top + subtitle.height);
      // A name stays in its own column, above its step.
      expect(n.width, n.textContent!).toBeLessThanOrEqual(342);
    }
    expect(names[0]!.top + names[0]!.height).toBeLessThanOrEqual(places[0]!.top);

    const png = await renderShareImage(image);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
    expect(png.length).toBeLessThan(300 * 1024);
    if (process.env.SHARE_IMAGE_DIR) await writeFile(`${process.env.SHARE_IMAGE_DIR}/podium-${count}.png`, png);
    expect(label).toBeTruthy();
  });
});

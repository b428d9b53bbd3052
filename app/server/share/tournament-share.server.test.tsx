// The tournament's share images are sized to their content: nothing drawn past the canvas, the footer
// whole at the bottom, no blank tail; for short and very long titles and for a category with many results.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ShareImage } from "../infra/share-image.server";

process.env.SITE_URL = "https://padelpuebla.mx";
process.env.LOG_LEVEL = "silent";
const { BRAND, layoutShareImage, renderShareImage } = await import("../infra/share-image.server");
const { resultsData, resultsImage, tournamentCardData, tournamentCardImage, tournamentOgCard, tournamentOgData } =
  await import("./tournament-share.server");

const SHORT = { title: "Copa Cholula", clubName: "Club Sol" };
const LONG = {
  title:
    "Gran Torneo Internacional de Pádel Angelópolis Primavera Edición Aniversario de Campeones Superlativísimamenteextraordinariocampeonato 2026",
  clubName: "Club Deportivo de Raqueta y Pádel Angelópolis Sur de Puebla Reserva Territorial Atlixcáyotl",
};
const tournament = (names: typeof SHORT) => ({
  id: 7,
  ...names,
  femepa: true,
  clubImage: null,
  image: null,
  startDate: "2026-12-05",
  endDate: "2026-12-07",
  fee: "$800 por pareja",
  categoriesVaronil: ["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta"],
  categoriesFemenil: ["Todas"],
  categoriesMixed: ["A", "B"],
});

const player = (id: number, name: string) => ({ id, name, handle: null, image: null });
function manyResults(count: number) {
  const placements = ["champion", "runner_up", "semifinal", "semifinal"];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    categoryType: "Varonil",
    category: i < count - 2 ? "3ra" : "Open",
    placement: placements[i % 4]!,
    player1: player(i * 2 + 1, i === 0 ? "Maximiliano Fernández de la Garza Villaseñor" : `Jugador ${i + 1}`),
    player2: player(i * 2 + 2, `Compañero Número ${i + 1}`),
  }));
}

type Rgb = [number, number, number];
const hex = (color: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as Rgb;
const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]!) <= 6);

/** Every text box lies inside the canvas; returns the layout. */
async function expectTextInside(image: ShareImage) {
  const layout = await layoutShareImage(image);
  const texts = layout.nodes.filter((n) => n.textContent);
  expect(texts.length).toBeGreaterThan(3);
  for (const n of texts) {
    const where = `'${n.textContent}' at ${n.left},${n.top} ${n.width}x${n.height} on ${layout.width}x${layout.height}`;
    expect(n.left, where).toBeGreaterThanOrEqual(0);
    expect(n.left + n.width, where).toBeLessThanOrEqual(layout.width);
    expect(n.top + n.height, where).toBeLessThanOrEqual(layout.height);
  }
  return layout;
}

/** The PNG's pixels: `at(x, y)` in image pixels. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

/** Nothing is drawn in the right margin: each row's last `margin` pixels are one colour. */
function expectEmptyRightMargin(img: Awaited<ReturnType<typeof pixels>>, margin: number) {
  for (let y = 0; y < img.height; y += 2) {
    const background = img.at(img.width - 1, y);
    for (let x = img.width - margin; x < img.width; x++) expect(near(img.at(x, y), background), `pixel ${x},${y}`).toBe(true);
  }
}

/** The bottom band is the footer's dark blue, and the accent-coloured domain is drawn in it. */
function expectFooterAtBottom(img: Awaited<ReturnType<typeof pixels>>, bandHeight: number) {
  for (let y = img.height - 6; y < img.height; y++)
    for (let x = 0; x < img.width; x += 7) expect(near(img.at(x, y), hex(BRAND.primaryDark)), `pixel ${x},${y}`).toBe(true);
  let accent = 0;
  for (let y = img.height - bandHeight; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (near(img.at(x, y), hex(BRAND.accent))) accent++;
  expect(accent).toBeGreaterThan(200);
}

describe("tournament poster (compartir.png)", () => {
  it.each([
    ["a short title", SHORT],
    ["a very long title and club name", LONG],
  ])("with %s keeps every line inside the canvas and its whole footer at the bottom", async (_label, names) => {
    const image = tournamentCardImage(tournamentCardData(tournament(names)), { image: null, clubImage: null });
    const layout = await expectTextInside(image);
    expect(layout.width).toBe(600);
    const domain = layout.nodes.find((n) => n.textContent === "padelpuebla.mx")!;
    const invite = layout.nodes.find((n) => n.textContent === "Inscríbete y consulta resultados en")!;
    expect(invite.top).toBeLessThan(domain.top);
    // Sized to its content: the footer ends the image (20 px of padding below the domain).
    expect(layout.height - (domain.top + domain.height)).toBe(20);
    for (const text of [
      "Torneo FEMEPA",
      "CATEGORÍAS",
      "Open, 1ra, 2da, 3ra, 4ta, 5ta, 6ta",
      "Todas las categorías",
      "A, B",
      "Inscripción",
      "$800 por pareja",
      names.title,
      names.clubName,
    ]) {
      expect(
        layout.nodes.some((n) => n.textContent === text),
        text,
      ).toBe(true);
    }

    const img = await pixels(await renderShareImage(image));
    expect(img.width).toBe(1200);
    expect(img.height).toBe(layout.height * 2);
    expectEmptyRightMargin(img, 40);
    expectFooterAtBottom(img, 80);
  });

  it("shrinks a long title instead of letting it run on", async () => {
    const size = async (names: typeof SHORT) => {
      const layout = await layoutShareImage(tournamentCardImage(tournamentCardData(tournament(names)), { image: null, clubImage: null }));
      return layout.nodes.find((n) => n.textContent === names.title)!.props.style.fontSize as number;
    };
    expect(await size(SHORT)).toBe(46);
    expect(await size(LONG)).toBe(26);
  });
});

describe("results image (resultados.png)", () => {
  it.each([
    ["a short title and one podium", SHORT, 4],
    ["a very long title and a category with 22 results", LONG, 24],
  ])("with %s ends in the 'Powered by' footer and draws nothing past the canvas", async (_label, names, count) => {
    const data = resultsData({ ...tournament(names) }, manyResults(count));
    const image = resultsImage(data, new Map());
    const layout = await expectTextInside(image);
    const footer = layout.nodes.find((n) => n.textContent === "padelpuebla.mx")!;
    expect(layout.nodes.some((n) => n.textContent === "Powered by")).toBe(true);
    expect(layout.height - (footer.top + footer.height)).toBeLessThanOrEqual(24);
    // Groups in ladder order (Open before 3ra); in each group champions, then runners-up, then semifinalists.
    const labels = layout.nodes
      .filter((n) => ["CAMPEONES", "SUBCAMPEONES", "SEMIFINALISTAS"].includes(n.textContent ?? ""))
      .map((n) => n.textContent);
    const [C, R, S] = ["CAMPEONES", "SUBCAMPEONES", "SEMIFINALISTAS"];
    expect(labels).toEqual(count === 4 ? [S, S, C, R] : [S, S, ...Array(6).fill(C), ...Array(6).fill(R), ...Array(10).fill(S)]);
    expect(layout.nodes.some((n) => n.textContent === "Maximiliano Fernández de la Garza Villaseñor / Compañero Número 1")).toBe(true);

    const img = await pixels(await renderShareImage(image));
    expect(img.width).toBe(1600);
    expectEmptyRightMargin(img, 36);
    expectFooterAtBottom(img, 64);
  });
});

describe("tournament Open Graph image (og.png)", () => {
  it.each([
    ["a short title", SHORT],
    ["a very long title", LONG],
  ])("with %s is 1200 x 630 with the domain inside", async (_label, names) => {
    const image = await tournamentOgCard(tournamentOgData(tournament(names)));
    const layout = await expectTextInside(image);
    expect([layout.width, layout.height]).toEqual([1200, 630]);
    const domain = layout.nodes.find((n) => n.textContent === "padelpuebla.mx")!;
    expect(domain.top + domain.height).toBeLessThanOrEqual(600);
    const png = await renderShareImage(image);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
    expect(png.length).toBeLessThan(300 * 1024);
  });
});

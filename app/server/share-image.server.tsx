// The one renderer behind every shareable PNG card and Open Graph image (DESIGN.md): satori lays out a
// React element (inline styles, flexbox) as SVG with the fonts shipped in the app, resvg rasterises it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori, { type Font } from "satori";

const require = createRequire(import.meta.url);

let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  const load = async (weight: 400 | 700): Promise<Font> => ({
    name: "Inter",
    weight,
    style: "normal",
    data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  });
  fonts ??= Promise.all([load(400), load(700)]);
  return fonts;
}

export type ShareImageOptions = {
  /** Layout width in CSS pixels (e.g. 600 for the tournament card, 1200 for Open Graph). */
  width: number;
  /** Layout height; omitted, the content decides (satori needs it for images; give it when known). */
  height?: number;
  /** Pixel density of the PNG (the spec's cards use 2). */
  scale?: number;
};

/** Renders `element` to a PNG with a white background. */
export async function renderPng(element: ReactNode, { width, height, scale = 2 }: ShareImageOptions): Promise<Buffer> {
  const svg = await satori(element, { width, ...(height ? { height } : {}), fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width * scale }, background: "#ffffff" }).render();
  return png.asPng();
}

/** A PNG response for a share image or an Open Graph image. */
export function pngResponse(png: Buffer, { fileName, maxAge = 300 }: { fileName?: string; maxAge?: number } = {}) {
  const headers = new Headers({ "Content-Type": "image/png", "Cache-Control": `public, max-age=${maxAge}` });
  if (fileName) headers.set("Content-Disposition", `attachment; filename="${fileName}.png"`);
  return new Response(new Uint8Array(png), { headers });
}

// The one renderer behind every shareable PNG card and Open Graph image (DESIGN.md): satori lays out a
// React element (inline styles, flexbox) as SVG with the fonts shipped in the app, resvg rasterises it.
// Rendered images are kept in a bounded in-process cache keyed by a hash of the data they show, and
// answered with that hash as ETag, so an image is drawn again only when what it shows has changed.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import type { ReactElement, ReactNode } from "react";
import satori, { type Font, type SatoriNode } from "satori";
import sharp from "sharp";
import { initials } from "~/lib/initials";
import { getConfig } from "./config.server";
import { getLogger } from "./logger.server";
import { resizedImage, servedWidth } from "./uploads.server";

const require = createRequire(import.meta.url);

/** The site's colours (app/app.css). */
export const BRAND = {
  primary: "#0b3d91",
  primaryDark: "#072a66",
  accent: "#c6f432",
  accentInk: "#14210a",
  ink: "#0f172a",
  muted: "#475569",
  soft: "#e8eef9",
  paleText: "#c7d6f2",
  border: "#e2e8f0",
  white: "#ffffff",
} as const;

let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  const load = async (weight: 400 | 700 | 800): Promise<Font> => ({
    name: "Inter",
    weight,
    style: "normal",
    data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  });
  fonts ??= Promise.all([load(400), load(700), load(800)]);
  return fonts;
}

export type ShareImageOptions = {
  /** Layout width in CSS pixels (e.g. 600 for the tournament card, 1200 for Open Graph). */
  width: number;
  /** Layout height; omitted, the content decides (the poster grows with its categories and results). */
  height?: number;
  /** Pixel density of the PNG (the share cards use 2, docs/product.md §4.8). */
  scale?: number;
};

/** What a share image is before it is drawn: the element and its canvas. */
export type ShareImage = ShareImageOptions & { element: ReactElement };

function svgSize(svg: string): { width: number; height: number } {
  const head = svg.slice(0, 300);
  return { width: Number(/width="([\d.]+)"/.exec(head)?.[1]), height: Number(/height="([\d.]+)"/.exec(head)?.[1]) };
}

/**
 * The laid-out boxes of an image (absolute positions in layout pixels) and its canvas: tests check that
 * no text leaves the canvas and that the footer is inside it.
 */
export async function layoutShareImage({
  element,
  width,
  height,
}: ShareImage): Promise<{ width: number; height: number; nodes: SatoriNode[] }> {
  const nodes: SatoriNode[] = [];
  const svg = await satori(element, {
    width,
    ...(height ? { height } : {}),
    fonts: await loadFonts(),
    onNodeDetected: (node) => nodes.push(node),
  });
  return { ...svgSize(svg), nodes };
}

/** Renders `element` to a PNG with a white background. */
export async function renderPng(element: ReactNode, { width, height, scale = 2 }: ShareImageOptions): Promise<Buffer> {
  const svg = await satori(element, { width, ...(height ? { height } : {}), fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width * scale }, background: "#ffffff" }).render();
  return png.asPng();
}

export function renderShareImage(image: ShareImage): Promise<Buffer> {
  return renderPng(image.element, image);
}

/** The public host name, shown on every image ('Powered by', docs/product.md §4.8). */
export function siteDomain(): string {
  return new URL(getConfig().SITE_URL).host;
}

/**
 * A font size for `text` that keeps it to a few lines: the first size whose character limit the text
 * is within, else the last.
 */
export function fittedFontSize(text: string, steps: ReadonlyArray<readonly [maxChars: number, px: number]>): number {
  return (steps.find(([max]) => text.length <= max) ?? steps[steps.length - 1]!)[1];
}

/** The site's mark (the favicon: a blue ball with a lime core) and its name. */
export function Logo({
  size = 40,
  color = BRAND.white,
  name = getConfig().SITE_NAME,
}: {
  size?: number;
  color?: string;
  name?: string | null;
}) {
  return (
    <div style={{ display: "flex", alignItems: "center" }}>
      <div
        style={{
          display: "flex",
          width: size,
          height: size,
          borderRadius: size / 2,
          backgroundColor: BRAND.accent,
          alignItems: "center",
          justifyContent: "center",
          border: `${Math.round(size / 10)}px solid ${BRAND.white}`,
        }}
      >
        <div style={{ display: "flex", width: size * 0.42, height: size * 0.42, borderRadius: size, backgroundColor: BRAND.primary }} />
      </div>
      {name ? (
        <div style={{ display: "flex", marginLeft: size * 0.3, fontSize: size * 0.55, fontWeight: 800, color, letterSpacing: -0.5 }}>
          {name}
        </div>
      ) : null}
    </div>
  );
}

/** A round photo, or the initials on the brand colour when there is none. */
export function Avatar({ name, image, size, ring = BRAND.white }: { name: string; image: string | null; size: number; ring?: string }) {
  const border = avatarRing(size);
  if (image)
    return (
      <img
        src={image}
        width={size}
        height={size}
        style={{ borderRadius: size / 2, objectFit: "cover", border: `${border}px solid ${ring}` }}
      />
    );
  return (
    <div
      style={{
        display: "flex",
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: BRAND.primary,
        color: BRAND.white,
        alignItems: "center",
        justifyContent: "center",
        fontSize: size * 0.38,
        fontWeight: 700,
        border: `${border}px solid ${ring}`,
      }}
    >
      {initials(name)}
    </div>
  );
}

/**
 * How much of the round photo before it each photo in a row covers: little enough that the widest
 * initials ('WM', 'HÁ') stay whole.
 */
export const AVATAR_OVERLAP = 0.12;

/** The ring around a round photo, drawn outside its `size`. */
const avatarRing = (size: number) => Math.max(2, Math.round(size / 24));

/** The width of a row of `count` overlapping round photos, rings included. */
export function avatarsWidth(count: number, size: number): number {
  const outer = size + 2 * avatarRing(size);
  return count === 0 ? 0 : Math.ceil(outer + (count - 1) * (outer - size * AVATAR_OVERLAP));
}

/** Round photos (or initials) side by side, each a little over the one before (a pair, a group). */
export function Avatars({
  people,
  size,
  ring,
}: {
  people: ReadonlyArray<{ name: string; image: string | null }>;
  size: number;
  ring?: string;
}) {
  return (
    <div style={{ display: "flex", flexShrink: 0 }}>
      {people.map((p, i) => (
        <div key={i} style={{ display: "flex", marginLeft: i === 0 ? 0 : -size * AVATAR_OVERLAP }}>
          <Avatar name={p.name} image={p.image} size={size} ring={ring} />
        </div>
      ))}
    </div>
  );
}

export type InlineImage = { src: string; width: number; height: number };

type Size = { width: number; height: number };

/**
 * A picture whose shape is within this ratio of its box's fills the box (cropping at most ~5% on each
 * side); any other is shown whole.
 */
const ABOUT_SAME_SHAPE = 1.1;

/** Whether a `picture` fills `box` with no more than a sliver cropped (docs/product.md §4.8). */
export function fillsBox(picture: Size, box: Size): boolean {
  const ratio = picture.width / picture.height / (box.width / box.height);
  return Math.max(ratio, 1 / ratio) <= ABOUT_SAME_SHAPE;
}

/** Where `picture` goes to be seen whole in `box`: as large as fits, centred (whole pixels). */
export function containRect(picture: Size, box: Size): Size & { left: number; top: number } {
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  const width = Math.min(box.width, Math.round(picture.width * scale));
  const height = Math.min(box.height, Math.round(picture.height * scale));
  return { left: Math.floor((box.width - width) / 2), top: Math.floor((box.height - height) / 2), width, height };
}

/**
 * `picture` (any format sharp reads) as a JPEG of exactly `box` pixels: cropped to fill it when it is
 * about the box's shape, else whole and centred on a blurred, darkened copy of itself, so words on a
 * poster are never cut.
 */
export async function fitPicture(picture: Buffer, box: Size): Promise<Buffer> {
  const meta = await sharp(picture).metadata();
  const source = () => sharp(picture).rotate().flatten({ background: "#ffffff" });
  const natural = meta.width && meta.height ? { width: meta.width, height: meta.height } : box;
  if (fillsBox(natural, box))
    return source()
      .resize({ ...box, fit: "cover" })
      .jpeg({ quality: 80 })
      .toBuffer();
  const rect = containRect(natural, box);
  // Blurred small, then enlarged: the same look as a large blur for a fraction of the work.
  const small = await source()
    .resize({ width: Math.max(1, Math.round(box.width / 8)), height: Math.max(1, Math.round(box.height / 8)), fit: "cover" })
    .blur(5)
    .modulate({ brightness: 0.55 })
    .toBuffer();
  const whole = await source().resize({ width: rect.width, height: rect.height, fit: "fill" }).toBuffer();
  return sharp(small)
    .resize({ ...box, fit: "fill" })
    .composite([{ input: whole, left: rect.left, top: rect.top }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A stored upload ('/img/...') as a JPEG data URL for satori (which cannot fetch our /img route nor
 * read WebP), `width` layout pixels wide at `density`: `height` high when given, else its own
 * proportions up to `maxHeight`. A photo is cropped to that box; a `whole` picture (a tournament's or
 * club's, which often carries words) is cropped only when it is about the box's shape, else shown whole
 * (`fitPicture`). Null when there is none, it is not ours, or the file is missing.
 */
export async function storedImage(
  url: string | null | undefined,
  width: number,
  {
    height,
    maxHeight = Number.POSITIVE_INFINITY,
    density = 2,
    whole = false,
  }: { height?: number; maxHeight?: number; density?: number; whole?: boolean } = {},
): Promise<InlineImage | null> {
  if (!url?.startsWith("/img/")) return null;
  try {
    const webp = await resizedImage(url.slice("/img/".length), servedWidth(width * density));
    if (!webp) return null;
    const meta = await sharp(webp).metadata();
    const own = meta.width && meta.height ? Math.round((width * meta.height) / meta.width) : width;
    const boxHeight = height ?? Math.min(own, maxHeight);
    const box = { width: width * density, height: boxHeight * density };
    const jpeg = whole
      ? await fitPicture(webp, box)
      : await sharp(webp)
          .flatten({ background: "#ffffff" })
          .resize({ ...box, fit: "cover" })
          .jpeg({ quality: 80 })
          .toBuffer();
    return { src: `data:image/jpeg;base64,${jpeg.toString("base64")}`, width, height: boxHeight };
  } catch (error) {
    getLogger().warn({ err: error, url }, "share image: stored image unreadable");
    return null;
  }
}

/** A square crop of a stored upload (photos in avatars), or null. */
export async function storedPhoto(url: string | null | undefined, size: number): Promise<string | null> {
  return (await storedImage(url, size, { height: size }))?.src ?? null;
}

// Up to ~64 MB of rendered PNGs per process; an entry is found by the hash of the data it shows, so a
// change in the data makes a new key and the old entry ages out.
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (png) => png.length });
const rendering = new Map<string, Promise<Buffer>>();

/** The cache key of an image: its kind and a hash of everything it shows. */
export function shareImageKey(kind: string, data: unknown): string {
  return `${kind}:${createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 27)}`;
}

/** Renders once per key (concurrent requests share one render), then serves from the cache. */
export async function cachedShareImage(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = rendered.get(key);
  if (hit) return hit;
  let pending = rendering.get(key);
  if (!pending) {
    pending = render().then((png) => {
      rendered.set(key, png);
      return png;
    });
    pending.finally(() => rendering.delete(key)).catch(() => {});
    rendering.set(key, pending);
  }
  return pending;
}

/** Forgets every rendered image (tests). */
export function clearShareImageCache() {
  rendered.clear();
}

/**
 * The answer for a share image: 304 when the client holds this version (ETag = the data's hash),
 * else the PNG from the cache or freshly drawn. `data` must hold everything the image shows.
 */
export async function shareImageResponse(
  request: Request,
  {
    kind,
    data,
    render,
    fileName,
    maxAge = 600,
  }: { kind: string; data: unknown; render: () => Promise<ShareImage>; fileName?: string; maxAge?: number },
): Promise<Response> {
  const key = shareImageKey(kind, data);
  const etag = `"${key.slice(key.indexOf(":") + 1)}"`;
  const headers = pngHeaders({ fileName, maxAge });
  headers.set("ETag", etag);
  if ((request.headers.get("If-None-Match") ?? "").split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  const png = await cachedShareImage(key, async () => renderShareImage(await render()));
  return new Response(new Uint8Array(png), { headers });
}

function pngHeaders({ fileName, maxAge }: { fileName?: string; maxAge: number }) {
  const headers = new Headers({ "Content-Type": "image/png", "Cache-Control": `public, max-age=${maxAge}, s-maxage=${maxAge}` });
  if (fileName) headers.set("Content-Disposition", `attachment; filename="${fileName}.png"`);
  return headers;
}

/** A PNG response for a share image or an Open Graph image. */
export function pngResponse(png: Buffer, { fileName, maxAge = 300 }: { fileName?: string; maxAge?: number } = {}) {
  return new Response(new Uint8Array(png), { headers: pngHeaders({ fileName, maxAge }) });
}

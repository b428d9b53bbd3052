// Image uploads (DESIGN.md "shared building blocks"): content checked by magic bytes, size limit,
// re-encoded with sharp (EXIF and other metadata dropped), stored through the storage interface and
// served by /img/<key> as resized WebP.
import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import sharp from "sharp";
import { readFormData, readLimitedBytes } from "./http.server";
import { getLogger } from "./logger.server";
import { getStorage, isStorageKey } from "./storage.server";

import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "../../lib/image";

export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE };

/** Folders an upload may go to, one per kind of picture. */
export const UPLOAD_FOLDERS = ["avatars", "players", "clubs", "tournaments", "coaches", "sponsors"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** Folders only the server writes to: pictures received on WhatsApp. */
export type StoredImageFolder = UploadFolder | "whatsapp";

/** Widths /img serves; other requested widths are rounded up to the next one. */
export const IMAGE_WIDTHS = [400, 600, 800, 1200] as const;
const MAX_STORED_WIDTH = 2400;

/** What a phone photo needs (a 24 MP camera); a 7,000 x 7,000 image is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 25_000_000;
export const IMAGE_TOO_MANY_PIXELS = "La imagen tiene demasiados píxeles: usa una de hasta 25 megapíxeles.";

/**
 * Image work (decoding uploads, making /img variants) runs one job at a time, on one libvips thread:
 * parallel uploads wait their turn instead of taking both CPU cores from page rendering.
 */
export const imageQueue = pLimit(1);
sharp.concurrency(1);

/** The storage (disk or bucket) refused or did not answer: nothing points to the image, so the form can be sent again. */
export const IMAGE_NOT_STORED = "No pudimos guardar la imagen en este momento. Intenta de nuevo en unos minutos.";

export class UploadError extends Error {}

/** The image type of `bytes` from its signature, or null. The file name and declared type are ignored. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "avif" | "heic" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "mif1", "msf1", "hevc"].includes(brand)) return "heic";
  }
  return null;
}

/** Checks and re-encodes an uploaded image; throws UploadError with the Spanish message to show. */
export async function processImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadError(IMAGE_TOO_LARGE);
  if (!sniffImageType(bytes)) throw new UploadError(NOT_AN_IMAGE);
  // The header alone says how big the decoded image would be.
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw new UploadError(IMAGE_TOO_MANY_PIXELS);
  try {
    // rotate() applies the EXIF orientation; metadata is not copied unless asked (withMetadata).
    return await imageQueue(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_WIDTH, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer(),
    );
  } catch {
    throw new UploadError(NOT_AN_IMAGE);
  }
}

/** Stores an uploaded image and returns its public URL path ('/img/avatars/<uuid>.webp'). */
export async function storeImage(bytes: Uint8Array, folder: StoredImageFolder): Promise<string> {
  const encoded = await processImage(bytes);
  const key = `${folder}/${randomUUID()}.webp`;
  // Stored before any row names it: a failed put leaves the caller nothing to write.
  try {
    await getStorage().put(key, encoded);
  } catch (error) {
    getLogger().error({ err: error, key }, "Could not store an uploaded image");
    throw new UploadError(IMAGE_NOT_STORED);
  }
  return `/img/${key}`;
}

/** The smallest served width at least `requested` (the largest when none is). */
export function servedWidth(requested: number | null): number {
  const max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (requested === null || !Number.isFinite(requested)) return max;
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? max;
}

/** WebP bytes of stored image `key` at `width` (made once, then kept next to the original), or null. */
export async function resizedImage(key: string, width: number): Promise<Buffer | null> {
  if (!isStorageKey(key) || key.includes("@")) return null;
  const storage = getStorage();
  const variantKey = key.replace(/\.webp$/, `@${width}.webp`);
  const cached = await storage.get(variantKey);
  if (cached) return cached;
  const original = await storage.get(key);
  if (!original) return null;
  const resized = await imageQueue(() => sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
  await storage.put(variantKey, resized);
  return resized;
}

/**
 * Reads a multipart form with a cap on the body size, so an oversized upload is refused without being
 * buffered whole. Returns null when the body is larger than `maxBytes`; a malformed body is a 400.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const body = await readLimitedBytes(request, maxBytes);
  if (!body) return null;
  return readFormData(new Request(request.url, { method: "POST", headers: request.headers, body }));
}

export { MAX_UPLOAD_REQUEST_BYTES } from "../../lib/request-limits";

/** The file in `formData[field]`, or null when none was chosen. */
export function fileField(formData: FormData, field: string): File | null {
  const value = formData.get(field);
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * The image of a form: a file posted with it (before JavaScript loads) is stored now; otherwise the
 * URL the upload field already got from /api/uploads. An error message when the file is refused.
 */
export async function imageFromForm(
  formData: FormData,
  fileName: string,
  uploaded: string | null | undefined,
  folder: UploadFolder,
): Promise<{ image: string | undefined } | { error: string }> {
  const file = fileField(formData, fileName);
  if (!file) return { image: uploaded ?? undefined };
  try {
    return { image: await storeImage(new Uint8Array(await file.arrayBuffer()), folder) };
  } catch (error) {
    if (error instanceof UploadError) return { error: error.message };
    throw error;
  }
}

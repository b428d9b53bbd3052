/** Upload limits and messages shared by the upload field (browser) and the upload module (server). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "La imagen debe ser menor de 5MB";
export const NOT_AN_IMAGE = "Solo se permiten archivos de imagen";

/** Widths the /img route serves (the server rounds other widths up). */
export type ImageWidth = 400 | 600 | 800 | 1200;

/** The URL to show an image at `width`: our uploads (/img/...) are resized by the server; others as given. */
/**
 * How a list card's photo loads: the first card's is the page's largest paint on a phone, so it is
 * fetched at once and first (ADR 0033); the rest wait until they are near the screen.
 */
export function cardImageLoading(first: boolean) {
  return first ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
}

export function imageSrc(url: string, width: ImageWidth = 1200): string {
  return url.startsWith("/img/") ? `${url}?w=${width}` : url;
}

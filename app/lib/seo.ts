import { imageSrc } from "./image";

/**
 * Title, description, canonical link and Open Graph tags of a public page, for a route's `meta`.
 * `path` is the canonical path; `siteUrl` the configured public origin (absolute URLs are needed by
 * link previews).
 */
export function pageMeta({
  title,
  description,
  siteUrl,
  path,
  image,
  ogImage,
  type = "website",
}: {
  title: string;
  description: string;
  siteUrl: string;
  path: string;
  /** A stored picture ('/img/...') used as the preview when the page has no generated one. */
  image?: string | null;
  /** The page's generated 1200 x 630 preview: its path and what it shows. */
  ogImage?: { path: string; alt: string };
  type?: string;
}) {
  const url = `${siteUrl}${path}`;
  const meta: Array<Record<string, string>> = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "es_MX" },
  ];
  if (ogImage) {
    meta.push(...ogImageMeta(`${siteUrl}${ogImage.path}`, ogImage.alt));
  } else if (image) {
    const src = imageSrc(image, 1200);
    meta.push({ property: "og:image", content: src.startsWith("/") ? `${siteUrl}${src}` : src });
  }
  return meta;
}

/** Shortens text for a meta description at a word boundary. */
export function summary(text: string | null | undefined, max = 160): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** The Open Graph tags of a generated 1200 x 630 preview image at absolute `url`. */
export function ogImageMeta(url: string, alt: string): Array<Record<string, string>> {
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

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
  type = "website",
}: {
  title: string;
  description: string;
  siteUrl: string;
  path: string;
  image?: string | null;
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
  if (image) {
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

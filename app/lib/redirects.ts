/**
 * The fixed redirects of docs/product.md §12.3. Each rule maps a path pattern to its canonical target.
 * `replace` marks the player aliases, which replace the history entry.
 */
type Rule = { pattern: RegExp; to: (m: RegExpMatchArray) => string; replace?: boolean };

const seg = "([^/]+)";
const rules: Rule[] = [
  { pattern: /^\/rankings$/, to: () => "/ranking-padel-puebla" },
  { pattern: /^\/jugadores$/, to: () => "/jugadores-padel-puebla" },
  { pattern: /^\/(?:torneos|tournaments)$/, to: () => "/torneos-padel-puebla" },
  { pattern: /^\/torneos\/registrar$/, to: () => "/torneos-padel-puebla/registrar" },
  { pattern: new RegExp(`^/torneos/${seg}$`), to: (m) => `/torneos-padel-puebla/${m[1]}` },
  { pattern: /^\/entrenadores$/, to: () => "/entrenadores-padel-puebla" },
  { pattern: new RegExp(`^/entrenador/${seg}$`), to: (m) => `/entrenadores-padel-puebla/${m[1]}` },
  { pattern: /^\/(?:clubes|clubs)$/, to: () => "/clubs-padel-puebla" },
  { pattern: new RegExp(`^/club/${seg}$`), to: (m) => `/clubs-padel-puebla/${m[1]}` },
  { pattern: new RegExp(`^/club/${seg}/${seg}$`), to: (m) => `/clubs-padel-puebla/${m[1]}/${m[2]}` },
  { pattern: new RegExp(`^/(?:jugador|player)/${seg}$`), to: (m) => `/padel/${m[1]}`, replace: true },
  { pattern: /^\/(?:admin\/sitemap|seo-admin)$/, to: () => "/admin/seo" },
];

export type RedirectTarget = { to: string; replace: boolean };

/** The target for a redirecting path (query string kept), or null when the path is not an alias. */
export function resolveRedirect(pathname: string, search = ""): RedirectTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const rule of rules) {
    const m = path.match(rule.pattern);
    if (m) return { to: rule.to(m) + search, replace: rule.replace ?? false };
  }
  return null;
}

/** docs/product.md §11.6: sitemap aliases point at a stored file; '.xml' is appended when missing. */
export function sitemapFileName(name: string | undefined): string {
  const n = (name ?? "").trim() || "sitemap.xml";
  return n.endsWith(".xml") ? n : `${n}.xml`;
}

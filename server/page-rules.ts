// What the page cache (page-cache.ts) may keep and how it answers: pure functions of a request's method,
// address and headers, or of a page's HTML. ADR 0030.
import { createHash } from "node:crypto";
import { allowsParam, type CacheParams } from "../app/lib/cache-params";

/** better-auth's session cookies (any prefix): the visitor is, or was, signed in. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?better-auth\.[^=;]*=/;
/** A toast waiting for the next page (app/server/infra/toast.server.ts): that page is the visitor's own. */
const TOAST_COOKIE = /(?:^|;)\s*padel_toast=/;

/** Pages of one visitor or of administrators: never cached, anywhere. */
export function isPrivateRequest(path: string, cookie: string | undefined): boolean {
  return isAdminPath(path) || SESSION_COOKIE.test(cookie ?? "");
}

function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

/** Paths that are never public pages: APIs and streams, images, files, accounts. */
const NOT_PAGES = /^\/(?:api|img|og|assets|auth|profile|sitemaps)(?:[/.]|$)/;
const FILES = /\.(?:txt|xml|png|jpe?g|webp|svg|ico|ics|csv|js|css|json|map|webmanifest)$/i;

/** What the page cache knows of the route table: its ids, and the cacheable parameters of the routes a path matches. */
export type RouteRules = {
  ids: ReadonlySet<string>;
  /** The query parameters the routes matching `path` declare (app/lib/cache-params.ts), merged. */
  paramsOf(path: string): CacheParams;
  /** Whether the page at `path` is one every member shares (its route's handle says `members: "shared"`, ADR 0036). */
  sharedWithMembers(path: string): boolean;
};

/** React Router's own parameters of data requests: which routes' loaders to run (ids of the route table) and index routes. */
const ROUTER_PARAMS: Record<string, (value: string, ids: ReadonlySet<string>) => boolean> = {
  _routes: (v, ids) => v.split(",").every((id) => ids.has(id)),
  index: (v) => v === "",
};

/**
 * The cache key of an anonymous page request (its origin and address), or null when the request may not
 * be served from the cache: not GET/HEAD, signed in, a pending toast, not a page, or a query string
 * with a name its routes do not declare or a value outside their set (free text, tracking parameters,
 * repeated names).
 */
export function pageCacheKey(req: PageRequest, routes: RouteRules): string | null {
  if (isPrivateRequest(req.path, req.cookie)) return null;
  return publicPageKey(req, routes);
}

type PageRequest = {
  method: string;
  path: string;
  originalUrl: string;
  protocol: string;
  host: string | undefined;
  cookie: string | undefined;
};

/**
 * The cache key of the members' copy of a page (ADR 0036), for a request with a session cookie: null
 * when the page is not one members share, or for the reasons `pageCacheKey` gives. Whether the visitor
 * is a member who edits nothing is the caller's to check (it needs the session).
 */
export function memberPageKey(req: PageRequest, routes: RouteRules): string | null {
  if (!SESSION_COOKIE.test(req.cookie ?? "") || isAdminPath(req.path) || !routes.sharedWithMembers(req.path)) return null;
  const key = publicPageKey(req, routes);
  return key === null ? null : `members ${key}`;
}

function publicPageKey(req: PageRequest, routes: RouteRules): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (TOAST_COOKIE.test(req.cookie ?? "")) return null;
  if (NOT_PAGES.test(req.path) || FILES.test(req.path)) return null;
  const query = req.originalUrl.indexOf("?");
  if (query >= 0) {
    const declared = routes.paramsOf(req.path);
    const seen = new Set<string>();
    for (const [name, value] of new URLSearchParams(req.originalUrl.slice(query + 1))) {
      const router = Object.hasOwn(ROUTER_PARAMS, name) ? ROUTER_PARAMS[name] : undefined;
      const allowed = router ? router(value, routes.ids) : allowsParam(declared, name, value);
      if (!allowed || seen.has(name)) return null;
      seen.add(name);
    }
  }
  return `${req.protocol}://${req.host ?? ""}${req.originalUrl}`;
}

/** Content types of pages: HTML documents and React Router's data responses. */
export function isPageType(contentType: unknown): boolean {
  return /^(?:text\/html|text\/x-script)\b/i.test(String(contentType ?? ""));
}

export type Encoding = "br" | "gzip" | "identity";

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A weak entity tag for a body (the same page in every encoding). */
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources ('sha256-...') of a page's inline scripts, in order, without repeats. The browser
 * hashes a script's text as written between its tags (no entity decoding), in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

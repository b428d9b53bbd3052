// The cache of public pages for anonymous visitors (ADR 0030). Two middlewares:
// - `serve`, before compression: answers a cacheable request from memory (precompressed, 304 on a
//   matching If-None-Match), waits for a render of the same page already under way, or marks the
//   request to be captured;
// - `capture`, just before the React Router handler: holds a marked page's body instead of sending it,
//   then keeps it (a CSP of its inline scripts' hashes instead of the nonce, an ETag, gzip and brotli
//   made once) and sends it. Anything that turns out not cacheable (not 200, not a page, a cookie set,
//   a stream, too big) goes out as it would have without the cache.
// It also gives every page response its Cache-Control. What drops the kept pages is the app's own
// announcement of committed changes (app/server/infra/changes.server.ts, ADR 0034).
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { ServerApi } from "./server-api";
import {
  etagMatches,
  inlineScriptHashes,
  isPageType,
  isPrivateRequest,
  memberPageKey,
  negotiateEncoding,
  pageCacheKey,
  type RouteRules,
  weakEtag,
} from "./page-rules";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Browsers revalidate every time (a 304 from the cache); a CDN may keep a page 10 s and serve it stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/**
 * React Router's data requests (client navigations and revalidations) without stale-while-revalidate:
 * browsers honour it too, and would answer a live page's revalidation (a social event's leaderboard) with
 * the copy they kept, for a minute, while fetching the new one only for the next time.
 */
export const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=0, s-maxage=10";
/** Signed-in visitors' and administrators' pages. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** Other anonymous pages (a search, a toast, an error): the browser may keep them for Back, nobody else. */
export const UNCACHED_CACHE_CONTROL = "private, no-cache";
/**
 * The members' copy of a page (ADR 0036): nothing personal in it, but only for signed-in visitors, so no
 * shared cache keeps it (a CDN keyed by Cookie would hold one copy per session anyway).
 */
export const MEMBERS_CACHE_CONTROL = "private, no-cache";
const VARY = "Cookie, Accept-Encoding";
/** A bigger page is sent as it renders and not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** More inline scripts than this would make a CSP header longer than proxies like (8 KB). */
const MAX_SCRIPT_HASHES = 60;
/** Response headers not kept with a page: per response, per encoding, or set by the cache itself. */
const NOT_KEPT = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

type Entry = {
  /** The public data version the page was rendered at. */
  version: number;
  etag: string;
  headers: [string, string | number | string[]][];
  csp: string;
  gzip: Buffer;
  br: Buffer;
};

/** A response method, called with the response as `this` (the originals, below the cache's wrappers). */
type Method = (this: Response, ...args: unknown[]) => unknown;

type Capture = { key: string; version: number; finish: (entry: Entry | null) => void };
type Flight = { version: number; done: Promise<Entry | null> };

export type PageCacheOptions = {
  enabled: boolean;
  /** Longest an entry is served without a data change. */
  maxAgeMs: number;
  /** Bytes the entries may take (both encodings). */
  maxBytes: number;
  maxEntries?: number;
  /** The route table: its ids (React Router's `_routes`) and the query parameters each route declares. */
  routes: RouteRules;
  /** The app's public-data version (app/server/infra/public-data.server.ts), from the build served. */
  publicData: Pick<ServerApi, "hearsOtherProcesses" | "listenForPublicDataChanges" | "onPublicDataChange" | "publicDataVersion">;
  /** Whether a session cookie is a member's who edits nothing (app/server/accounts/visitor-kind.server.ts); none: members' pages are rendered. */
  visitorKind?: ServerApi["visitorKind"];
};

/**
 * Set on `res.locals` when the request is answered with the members' copy of a page (ADR 0036): a
 * render for it must not see the visitor's session (server/request-handler.ts drops the Cookie header)
 * and its shell says "signed in" without saying who.
 */
export const SHARED_MEMBER_PAGE = "sharedMemberPage";

export type PageCache = { serve: RequestHandler; capture: RequestHandler; size: () => { entries: number; bytes: number } };

export function createPageCache(options: PageCacheOptions): PageCache {
  const { hearsOtherProcesses, listenForPublicDataChanges, onPublicDataChange, publicDataVersion } = options.publicData;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.gzip.length + entry.br.length + 512,
    ttl: options.maxAgeMs,
  });
  const flights = new Map<string, Flight>();
  onPublicDataChange(() => entries.clear());
  if (options.enabled) startListening();

  /** The key to answer `req` from: an anonymous visitor's page, a member's shared copy, or none. */
  async function keyOf(req: Request, res: Response): Promise<string | null> {
    const request = {
      method: req.method,
      path: req.path,
      originalUrl: req.originalUrl,
      protocol: req.protocol,
      host: req.get("host"),
      cookie: req.headers.cookie,
    };
    const anonymous = pageCacheKey(request, options.routes);
    if (anonymous !== null || !options.visitorKind) return anonymous;
    const members = memberPageKey(request, options.routes);
    if (members === null || (await options.visitorKind(req.headers.cookie)) !== "member") return null;
    res.locals[SHARED_MEMBER_PAGE] = true;
    return members;
  }

  const serve: RequestHandler = (req, res, next) => {
    if (!options.enabled) return next();
    // Until this process hears the others' changes, nothing is served from memory.
    if (!hearsOtherProcesses()) {
      startListening();
      return next();
    }
    keyOf(req, res).then((key) => (key === null ? next() : serveKey(key, req, res, next)), next);
  };

  function serveKey(key: string, req: Request, res: Response, next: (error?: unknown) => void): void {
    const version = publicDataVersion();
    const entry = entries.get(key);
    if (entry?.version === version) return sendEntry(req, res, entry, "HIT", res.end as Method);
    if (req.method !== "GET") return next();
    // The same page rendering for another visitor since the same version: its answer is this one's too.
    const flight = flights.get(key);
    if (flight?.version === version) {
      flight.done.then((shared) => (shared && !res.headersSent ? sendEntry(req, res, shared, "HIT", res.end as Method) : next()), next);
      return;
    }
    let settle: (entry: Entry | null) => void = () => {};
    const mine: Flight = { version, done: new Promise((resolve) => (settle = resolve)) };
    flights.set(key, mine);
    const finish = (done: Entry | null) => {
      if (flights.get(key) === mine) flights.delete(key);
      settle(done);
    };
    res.on("close", () => finish(null));
    res.locals.pageCapture = { key, version, finish } satisfies Capture;
    next();
  }

  const capture: RequestHandler = (req, res, next) => {
    const members = res.locals[SHARED_MEMBER_PAGE] === true;
    const privateRequest = !members && isPrivateRequest(req.path, req.headers.cookie);
    beforeHeaders(res, () => {
      if (!isPageType(res.getHeader("Content-Type"))) return;
      if (privateRequest) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      else if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", UNCACHED_CACHE_CONTROL);
    });
    const pending = res.locals.pageCapture as Capture | undefined;
    if (pending) holdBody(req, res, pending);
    next();
  };

  /** Replaces the response's write methods until the page is complete; see the module comment. */
  function holdBody(req: Request, res: Response, pending: Capture): void {
    const inner = { write: res.write as Method, end: res.end as Method, flushHeaders: res.flushHeaders as Method };
    const chunks: Buffer[] = [];
    let size = 0;
    let mode = "open" as "open" | "hold" | "pass";
    const restore = () => {
      mode = "pass";
      Object.assign(res, inner);
    };
    /** Not cacheable after all: what was held goes out, and the rest as it comes. */
    const release = () => {
      restore();
      pending.finish(null);
      for (const chunk of chunks.splice(0)) inner.write.call(res, chunk);
    };
    const decide = () => {
      if (mode !== "open") return;
      const keep =
        res.statusCode === 200 &&
        isPageType(res.getHeader("Content-Type")) &&
        !res.hasHeader("Set-Cookie") &&
        !res.hasHeader("Cache-Control") &&
        !res.hasHeader("Content-Encoding");
      if (keep) mode = "hold";
      else release();
    };
    /** Holds a chunk; false when that made the page too big to keep (it has gone out). */
    const take = (chunk: unknown, encoding: BufferEncoding | undefined): boolean => {
      if (chunk === undefined || chunk === null) return true;
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, encoding ?? "utf8")
          : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength);
      chunks.push(bytes);
      size += bytes.length;
      if (size <= MAX_PAGE_BYTES) return true;
      release();
      return false;
    };
    type Callback = (error?: Error | null) => void;
    res.write = function write(chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      decide();
      if (mode === "pass") return inner.write.call(res, chunk, encoding, callback);
      take(chunk, encoding);
      if (callback) process.nextTick(callback);
      return true;
    } as Response["write"];
    res.end = function end(chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
      if (typeof chunk === "function") [callback, chunk] = [chunk as Callback, undefined];
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      decide();
      if (mode === "pass") return inner.end.call(res, chunk, encoding, callback);
      if (!take(chunk, encoding)) return inner.end.call(res, callback);
      restore();
      void complete(req, res, pending, Buffer.concat(chunks), inner.end).then(() => callback?.());
      return res;
    } as Response["end"];
    res.flushHeaders = function flushHeaders() {
      decide();
      if (mode === "pass") inner.flushHeaders.call(res);
    };
  }

  async function complete(req: Request, res: Response, pending: Capture, body: Buffer, end: Method): Promise<void> {
    let entry: Entry | null = null;
    try {
      entry = await makeEntry(res, body, pending.version);
    } catch {
      entry = null;
    }
    pending.finish(entry);
    if (res.destroyed) return;
    if (!entry) {
      end.call(res, body);
      return;
    }
    if (entry.version === publicDataVersion()) entries.set(pending.key, entry);
    sendEntry(req, res, entry, "MISS", end);
  }

  function startListening(): void {
    try {
      void listenForPublicDataChanges();
    } catch {
      // No database yet: the first request starts it.
    }
  }

  return { serve, capture, size: () => ({ entries: entries.size, bytes: entries.calculatedSize }) };
}

/**
 * The entry of a complete page, or null when it cannot be kept: the nonce leaves the page and the CSP,
 * which lists the hashes of the page's inline scripts instead (the same bytes for every visitor).
 */
async function makeEntry(res: Response, body: Buffer, version: number): Promise<Entry | null> {
  const nonce = String(res.locals.cspNonce ?? "");
  const nonceSource = `'nonce-${nonce}'`;
  const policy = String(res.getHeader("Content-Security-Policy") ?? "");
  if (!nonce || !policy.includes(nonceSource)) return null;
  let page = body;
  let hashes: string[] = [];
  if (/^text\/html/i.test(String(res.getHeader("Content-Type")))) {
    const html = body.toString("utf8").split(` nonce="${nonce}"`).join("");
    hashes = inlineScriptHashes(html);
    if (hashes.length > MAX_SCRIPT_HASHES) return null;
    page = Buffer.from(html, "utf8");
  }
  const csp = policy.replace(` ${nonceSource}`, hashes.map((hash) => ` ${hash}`).join(""));
  const [gzipped, brotlied] = await Promise.all([
    gzip(page, { level: 9 }),
    brotli(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length } }),
  ]);
  const headers = Object.entries(res.getHeaders()).filter(
    (header): header is [string, string | number | string[]] => header[1] !== undefined && !NOT_KEPT.has(header[0]),
  );
  return { version, etag: weakEtag(page), headers, csp, gzip: gzipped, br: brotlied };
}

function sendEntry(req: Request, res: Response, entry: Entry, outcome: "HIT" | "MISS", end: Method): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", entry.csp);
  res.setHeader(
    "Cache-Control",
    res.locals[SHARED_MEMBER_PAGE] === true
      ? MEMBERS_CACHE_CONTROL
      : req.path.endsWith(".data")
        ? PUBLIC_DATA_CACHE_CONTROL
        : PUBLIC_CACHE_CONTROL,
  );
  res.setHeader("Vary", VARY);
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Cache", outcome);
  if (etagMatches(req.headers["if-none-match"], entry.etag)) {
    res.removeHeader("Content-Type");
    res.statusCode = 304;
    end.call(res);
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : zlib.gunzipSync(entry.gzip);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  end.call(res, req.method === "HEAD" ? undefined : body);
}

/** Runs `listener` just before the status line and headers go out (what the on-headers package does). */
function beforeHeaders(res: Response, listener: () => void): void {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!fired) {
      fired = true;
      if (typeof args[0] === "number") this.statusCode = args[0];
      listener();
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
}

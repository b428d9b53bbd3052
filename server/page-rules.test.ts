import { describe, expect, it } from "vitest";
import { etagMatches, inlineScriptHashes, negotiateEncoding, pageCacheKey, type RouteRules } from "./page-rules";

// The ranking's declared parameters, as its route module's handle gives them.
const RANKING_PARAMS = {
  pagina: /^[1-9]\d{0,2}$/,
  category: ["1ra", "2da", "3ra", "4ta", "5ta", "6ta", "open"],
  gender: ["varonil", "femenil"],
};
const ROUTES: RouteRules = {
  ids: new Set(["root", "routes/site-layout", "rankings"]),
  paramsOf: (path) => (path.startsWith("/ranking-padel-puebla") ? RANKING_PARAMS : {}),
  sharedWithMembers: (path) => path.startsWith("/ranking-padel-puebla"),
};
const request = (originalUrl: string, cookie?: string, method = "GET") => ({
  method,
  path: originalUrl.split("?")[0]!,
  originalUrl,
  protocol: "https",
  host: "padelpuebla.mx",
  cookie,
});

describe("pageCacheKey", () => {
  it("keys anonymous page requests by origin and address", () => {
    expect(pageCacheKey(request("/ranking-padel-puebla?category=3ra&gender=femenil&pagina=2"), ROUTES)).toBe(
      "https://padelpuebla.mx/ranking-padel-puebla?category=3ra&gender=femenil&pagina=2",
    );
    expect(pageCacheKey(request("/padel/ana.lopez"), ROUTES)).toBe("https://padelpuebla.mx/padel/ana.lopez");
    expect(pageCacheKey(request("/ranking-padel-puebla.data?_routes=root,rankings"), ROUTES)).not.toBeNull();
    expect(pageCacheKey(request("/", "theme=dark; _ga=GA1.1"), ROUTES)).toBe("https://padelpuebla.mx/");
  });

  it("refuses signed-in visitors, pending toasts, admin pages, writes and what is not a page", () => {
    for (const [url, cookie, method] of [
      ["/", "better-auth.session_token=abc.def"],
      ["/", "__Secure-better-auth.session_token=abc"],
      ["/", "padel_toast=xyz"],
      ["/admin"],
      ["/admin/solicitudes"],
      ["/admin.data"],
      ["/api/players/search"],
      ["/img/players/a.webp"],
      ["/sitemap.xml"],
      ["/robots.txt"],
      ["/jugador/id/4/partidos.ics"],
      ["/auth"],
      ["/", undefined, "POST"],
    ] as const) {
      expect(pageCacheKey(request(url, cookie, method), ROUTES), `${method ?? "GET"} ${url} ${cookie ?? ""}`).toBeNull();
    }
  });

  it("refuses query strings it cannot bound: free text, unknown names, repeated names, values out of their set", () => {
    for (const url of [
      "/jugadores-padel-puebla?search=ana",
      "/ranking-padel-puebla?fbclid=IwAR3x",
      "/ranking-padel-puebla?category=septima",
      "/ranking-padel-puebla?pagina=1&pagina=2",
      "/ranking-padel-puebla?pagina=0",
      "/ranking-padel-puebla?pagina=10000",
      "/ranking-padel-puebla.data?_routes=root,routes/admin",
    ]) {
      expect(pageCacheKey(request(url), ROUTES), url).toBeNull();
    }
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text once, in order, and skips scripts with a src", () => {
    const html =
      '<script>window.a = 1;</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="module" async="">import("/assets/y.js");</script><script>window.a = 1;</script>';
    // Values from `printf '%s' '<script text>' | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='",
      "'sha256-NhrxvMTJmH4Pn+LfEcX0Ju6J2qPowhjuncu+YKSTGHo='",
    ]);
  });
});

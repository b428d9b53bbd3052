import { describe, expect, it } from "vitest";
import { resolveRedirect, sitemapFileName } from "./redirects";

describe("resolveRedirect", () => {
  it.each([
    ["/rankings", "/ranking-padel-puebla"],
    ["/jugadores", "/jugadores-padel-puebla"],
    ["/torneos", "/torneos-padel-puebla"],
    ["/tournaments", "/torneos-padel-puebla"],
    ["/torneos/registrar", "/torneos-padel-puebla/registrar"],
    ["/torneos/copa-cholula-12", "/torneos-padel-puebla/copa-cholula-12"],
    ["/entrenadores", "/entrenadores-padel-puebla"],
    ["/entrenador/ana-lopez", "/entrenadores-padel-puebla/ana-lopez"],
    ["/clubes", "/clubs-padel-puebla"],
    ["/clubs", "/clubs-padel-puebla"],
    ["/club/padel-center", "/clubs-padel-puebla/padel-center"],
    ["/club/padel-center/7", "/clubs-padel-puebla/padel-center/7"],
    ["/admin/sitemap", "/admin/seo"],
    ["/seo-admin", "/admin/seo"],
  ])("%s goes to %s permanently", (from, to) => {
    expect(resolveRedirect(from)).toEqual({ to, replace: false });
  });

  it.each([
    ["/jugador/ana.lopez", "/padel/ana.lopez"],
    ["/player/ana.lopez", "/padel/ana.lopez"],
  ])("%s replaces the history entry with %s", (from, to) => {
    expect(resolveRedirect(from)).toEqual({ to, replace: true });
  });

  it("keeps the query string and ignores a trailing slash", () => {
    expect(resolveRedirect("/torneos/", "?search=copa")).toEqual({
      to: "/torneos-padel-puebla?search=copa",
      replace: false,
    });
  });

  it("leaves canonical and unknown paths alone", () => {
    expect(resolveRedirect("/ranking-padel-puebla")).toBeNull();
    expect(resolveRedirect("/jugador/id/4")).toBeNull();
    expect(resolveRedirect("/torneos/a/b")).toBeNull();
    expect(resolveRedirect("/")).toBeNull();
  });
});

describe("sitemapFileName", () => {
  it("appends .xml and defaults to sitemap.xml", () => {
    expect(sitemapFileName("sitemap-players")).toBe("sitemap-players.xml");
    expect(sitemapFileName("sitemap-clubs.xml")).toBe("sitemap-clubs.xml");
    expect(sitemapFileName(undefined)).toBe("sitemap.xml");
    expect(sitemapFileName("  ")).toBe("sitemap.xml");
  });
});

import { describe, expect, it } from "vitest";
import {
  escapeXml,
  newest,
  nextSitemapRun,
  previousSitemapRun,
  searchConsoleUrl,
  sectionFiles,
  sitemapIndexXml,
  urlSetXml,
} from "./sitemap";

const SITE = "https://padel.example";

describe("nextSitemapRun (3:00 and 15:00 in Mexico City, UTC-6 all year since 2022)", () => {
  it.each([
    ["2026-11-22T08:59:59Z", "2026-11-22T09:00:00Z"], // 02:59:59 there -> 03:00 the same day
    ["2026-11-22T09:00:00Z", "2026-11-22T21:00:00Z"], // exactly 03:00 -> 15:00
    ["2026-11-22T12:00:00Z", "2026-11-22T21:00:00Z"],
    ["2026-11-22T21:00:00Z", "2026-11-23T09:00:00Z"], // 15:00 -> next day 03:00
    ["2026-11-23T03:30:00Z", "2026-11-23T09:00:00Z"], // 21:30 on the 22nd there, already the 23rd in UTC
    ["2026-12-31T22:00:00Z", "2027-01-01T09:00:00Z"], // year end
    ["2028-02-28T22:00:00Z", "2028-02-29T09:00:00Z"], // leap day
    // The first Sunday of April and last Sunday of October (the old DST switches) change nothing.
    ["2026-04-05T07:00:00Z", "2026-04-05T09:00:00Z"],
    ["2026-10-25T08:30:00Z", "2026-10-25T09:00:00Z"],
    ["2026-07-01T20:59:00Z", "2026-07-01T21:00:00Z"],
  ])("after %s comes %s", (now, expected) => {
    expect(nextSitemapRun(new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });

  it("previousSitemapRun is the last slot at or before now", () => {
    expect(previousSitemapRun(new Date("2026-11-22T09:00:00Z")).toISOString()).toBe("2026-11-22T09:00:00.000Z");
    expect(previousSitemapRun(new Date("2026-11-22T08:59:00Z")).toISOString()).toBe("2026-11-21T21:00:00.000Z");
    expect(previousSitemapRun(new Date("2027-01-01T01:00:00Z")).toISOString()).toBe("2026-12-31T21:00:00.000Z");
  });

  it("runs every 12 hours over a whole year", () => {
    let at = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 730; i++) {
      const next = nextSitemapRun(at);
      if (i > 0) expect(next.getTime() - at.getTime()).toBe(12 * 3600_000);
      expect([9, 21]).toContain(next.getUTCHours());
      at = next;
    }
  });
});

describe("sitemap XML", () => {
  it("writes loc, lastmod and image entries, escaping the text", () => {
    const xml = urlSetXml(
      [{ path: "/padel/a&b", lastmod: new Date("2026-11-22T10:00:00.123Z"), images: [`${SITE}/img/x.webp?w=1200&q=1`] }, { path: "/" }],
      SITE,
    );
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain("<url><loc>https://padel.example/padel/a&#38;b</loc><lastmod>2026-11-22T10:00:00Z</lastmod>");
    expect(xml).toContain("<image:image><image:loc>https://padel.example/img/x.webp?w=1200&#38;q=1</image:loc></image:image>");
    expect(xml).toContain("<url><loc>https://padel.example/</loc></url>");
  });

  it("splits a section every maxUrls entries and counts URLs with images", () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/p/${i}`, images: i % 2 ? ["https://x/i.png"] : [] }));
    const files = sectionFiles("players", entries, SITE, 2);
    expect(files.map((f) => [f.name, f.urlCount, f.withImages])).toEqual([
      ["sitemap-players.xml", 2, 1],
      ["sitemap-players-2.xml", 2, 1],
      ["sitemap-players-3.xml", 1, 0],
    ]);
    expect(sectionFiles("clubs", [], SITE)).toEqual([]);
  });

  it("indexes files under /sitemaps/", () => {
    const xml = sitemapIndexXml([{ name: "sitemap-main.xml", lastmod: new Date("2026-11-22T10:00:00Z") }], SITE);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain(
      "<sitemap><loc>https://padel.example/sitemaps/sitemap-main.xml</loc><lastmod>2026-11-22T10:00:00Z</lastmod></sitemap>",
    );
  });

  it("escapes every XML special character and picks the newest date", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    expect(newest([null, new Date(1), new Date(3), undefined, new Date(2)])?.getTime()).toBe(3);
    expect(newest([])).toBeNull();
  });
});

describe("searchConsoleUrl", () => {
  it("opens the sitemap report of the site's URL-prefix property", () => {
    expect(searchConsoleUrl(SITE)).toBe("https://search.google.com/search-console/sitemaps?resource_id=https%3A%2F%2Fpadel.example%2F");
  });
});

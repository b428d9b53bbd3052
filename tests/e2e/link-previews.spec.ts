// Every public page previews as a shared link: its tags read by a link-preview client
// (open-graph-scraper, the tags WhatsApp, Facebook and X read), its image fetched as they fetch it.
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { expect, test } from "./fixtures";

const LISTS = [
  { path: "/", jsonLd: null },
  { path: "/torneos-padel-puebla", jsonLd: null },
  { path: "/ranking-padel-puebla?category=1ra&gender=Varonil", jsonLd: "ItemList" },
  { path: "/ranking-padel-puebla?category=open&gender=Femenil", jsonLd: "ItemList" },
  { path: "/jugadores-padel-puebla", jsonLd: null },
  { path: "/clubs-padel-puebla", jsonLd: null },
  { path: "/entrenadores-padel-puebla", jsonLd: null },
];

/** The first detail page a list links to (demo data). */
const DETAILS = [
  { list: "/torneos-padel-puebla?tab=pasados", link: /\/torneos-padel-puebla\/[a-z0-9-]+\/\d+(?=")/, jsonLd: "SportsEvent" },
  { list: "/clubs-padel-puebla", link: /\/clubs-padel-puebla\/[a-z0-9-]+(\/\d+)?(?=")/, jsonLd: "SportsActivityLocation" },
  { list: "/entrenadores-padel-puebla", link: /\/entrenadores-padel-puebla\/[a-z0-9-]+(\/\d+)?(?=")/, jsonLd: "Person" },
  { list: "/jugadores-padel-puebla", link: /\/padel\/[a-z0-9._-]+(?=")/, jsonLd: "Person" },
];

async function expectPreview(url: string, jsonLd: string | null) {
  // The scraper refuses hosts without a public suffix (localhost): it reads the HTML we fetch as it would.
  const page = await fetch(url);
  expect(page.status, url).toBe(200);
  const { error, result } = await ogs({ html: await page.text() });
  expect(error, url).toBe(false);
  expect(result.ogTitle, url).toBeTruthy();
  expect(result.ogDescription, url).toBeTruthy();
  const [image] = result.ogImage ?? [];
  expect(image, `${url} has no og:image`).toBeDefined();
  expect(image!.url, url).toMatch(/^http:\/\/localhost:\d+\/.+\.png$/);
  expect([image!.width, image!.height].map(Number), url).toEqual([1200, 630]);
  const alt = (result as { ogImage?: Array<{ alt?: string }> }).ogImage?.[0]?.alt;
  expect(alt, `${url} og:image:alt`).toBeTruthy();

  const response = await fetch(image!.url);
  expect(response.status, image!.url).toBe(200);
  expect(response.headers.get("content-type"), image!.url).toMatch(/^image\/(png|jpeg)$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length, image!.url).toBeLessThan(300 * 1024);
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height], image!.url).toEqual([1200, 630]);

  if (jsonLd) {
    const types = (result.jsonLD ?? []).map((item) => (item as { "@type"?: string })["@type"]);
    expect(types, `${url} JSON-LD`).toContain(jsonLd);
  }
}

test.describe("link previews", () => {
  for (const { path, jsonLd } of LISTS) {
    test(`${path} has a 1200 x 630 Open Graph image`, async ({ baseURL }) => {
      await expectPreview(`${baseURL}${path}`, jsonLd);
    });
  }

  for (const { list, link, jsonLd } of DETAILS) {
    test(`the first page linked from ${list} has a 1200 x 630 Open Graph image`, async ({ baseURL }) => {
      const html = await (await fetch(`${baseURL}${list}`)).text();
      const path = link.exec(html)?.[0];
      expect(path, `no link like ${link} on ${list}`).toBeDefined();
      await expectPreview(`${baseURL}${path}`, jsonLd);
    });
  }

  test("a published draw linked from a tournament page has a 1200 x 630 Open Graph image", async ({ baseURL }) => {
    const list = await (await fetch(`${baseURL}/torneos-padel-puebla`)).text();
    const tournaments = [...new Set(list.match(/\/torneos-padel-puebla\/[a-z0-9-]+\/\d+(?=")/g) ?? [])];
    let draw: string | undefined;
    for (const path of tournaments) {
      const page = await (await fetch(`${baseURL}${path}`)).text();
      draw = /\/torneos-padel-puebla\/[a-z0-9-]+\/\d+\/cuadros\/[a-z0-9-]+(?=")/.exec(page)?.[0];
      if (draw) break;
    }
    expect(draw, "no draw linked from the tournaments in progress (demo data)").toBeDefined();
    await expectPreview(`${baseURL}${draw}`, null);
  });
});

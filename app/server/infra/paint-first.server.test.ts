import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { PAINT_FIRST_SCRIPT, paintFirst } from "./paint-first.server";

const page = (nonce: string) =>
  '<!DOCTYPE html><html lang="es-MX"><head><title>Pádel en Puebla</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  `<link rel="modulepreload" href="/assets/framework.js"/></head><body><p>Código: <code>&lt;link rel="modulepreload"&gt;</code></p>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("Ñandú");</script></body></html>`;

const held = (nonce: string) =>
  '<!DOCTYPE html><html lang="es-MX"><head><title>Pádel en Puebla</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link data-paint-first="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
  `<link data-paint-first="modulepreload" fetchpriority="low" href="/assets/framework.js"/></head><body><p>Código: <code>&lt;link rel="modulepreload"&gt;</code></p>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="text/x-paint-first">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>` +
  `<script nonce="${nonce}">${PAINT_FIRST_SCRIPT}</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("Ñandú");</script></body></html>`;

/** Streams `html` in pieces of `size` bytes (splitting tags and two-byte characters such as "á"). */
async function rewrite(html: string, size: number, nonce: string): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(paintFirst(nonce)));
}

describe("paintFirst", () => {
  it("holds the head's module preloads and the boot module, and adds the script that starts them after the first frame", async () => {
    expect(await rewrite(page("abc123=="), 64 * 1024, "abc123==")).toBe(held("abc123=="));
  });

  it("gives the same page however the stream is cut, even inside a tag or a character", async () => {
    for (const size of [1, 2, 3, 7, 25, 26, 100, 333])
      expect(await rewrite(page("n0nce"), size, "n0nce"), `pieces of ${size} bytes`).toBe(held("n0nce"));
  });

  it("leaves another request's boot module alone (the nonce must be this response's)", async () => {
    const other = page("other");
    const out = await rewrite(other, 40, "mine");
    expect(out).toContain('<script nonce="other" type="module" async="">');
    expect(out).not.toContain("paintFirst");
  });

  it("passes a document without a head through unchanged", async () => {
    const fragment = '<p>Sin cabecera: <link rel="modulepreload" href="/x.js"/></p>';
    expect(await rewrite(fragment, 5, "n")).toBe(fragment);
  });
});

import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads.server";

const page =
  '<!DOCTYPE html><html lang="es-MX"><head><title>Pádel en Puebla</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/></head><body><p>Código: <code>&lt;link rel="modulepreload"&gt;</code></p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

/** Streams `html` in pieces of `size` bytes (splitting tags and the two-byte "á" and "ó"). */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(lowPriorityModulePreloads()));
}

const expected =
  '<!DOCTYPE html><html lang="es-MX"><head><title>Pádel en Puebla</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/></head><body><p>Código: <code>&lt;link rel="modulepreload"&gt;</code></p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks the head's module preloads low priority and leaves the stylesheet and the body alone", async () => {
    expect(await rewrite(page, 64 * 1024)).toBe(expected);
  });

  it("gives the same page however the stream is cut, even inside a tag or a character", async () => {
    for (const size of [1, 2, 3, 7, 25, 26, 100]) expect(await rewrite(page, size), `pieces of ${size} bytes`).toBe(expected);
  });

  it("passes a document without a head through unchanged", async () => {
    const fragment = '<p>Sin cabecera: <link rel="modulepreload" href="/x.js"/></p>';
    expect(await rewrite(fragment, 5)).toBe(fragment);
  });
});

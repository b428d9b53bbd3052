import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip, gzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coalesceFlush } from "./coalesce-flush";

const card = (i: number) =>
  `<li class="flex flex-col gap-2 rounded-xl border border-border bg-background p-4 shadow-sm"><a href="/torneos-padel-puebla/torneo-${i}/${i}" class="font-semibold text-primary hover:underline">Torneo ${i}</a><span class="text-sm text-muted-foreground">Puebla · ${i} de noviembre</span></li>`;
const FIRST = `<!DOCTYPE html><html lang="es-MX"><body><main><ul>${Array.from({ length: 400 }, (_, i) => card(i)).join("")}</ul></main>`;
const LATE = `<script>window.deferred = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, nombre: `Patrocinador ${i}` })))}</script></body></html>`;

let base = "";
let server: http.Server;
let releaseLate: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(coalesceFlush);
  // The way React Router's Express adapter sends a streamed page: 4 KB pieces, each written and flushed.
  app.get("/page", async (_req, res) => {
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let at = 0; at < FIRST.length; at += 4096) controller.enqueue(encoder.encode(FIRST.slice(at, at + 4096)));
        await late;
        controller.enqueue(encoder.encode(LATE));
        controller.close();
      },
    });
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    await writeReadableStreamToWritable(stream, res);
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("coalesceFlush", () => {
  it("compresses a streamed page as a whole and still streams what comes late", async () => {
    const { wire, text } = await new Promise<{ wire: number; text: string }>((resolve, reject) => {
      http
        .get(`${base}/page`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          let wire = 0;
          let text = "";
          const gunzip = createGunzip();
          res.on("data", (chunk: Buffer) => (wire += chunk.length));
          res.pipe(gunzip);
          gunzip.on("data", (chunk: Buffer) => {
            text += chunk.toString();
            // The late part is only written once the first part has reached the browser.
            if (text.endsWith("</main>")) releaseLate();
          });
          gunzip.on("end", () => resolve({ wire, text }));
          gunzip.on("error", reject);
        })
        .on("error", reject);
    });
    expect(text).toBe(FIRST + LATE);
    // Each burst compressed as a whole (the late part starts a fresh dictionary after the flush).
    const bursts = gzipSync(FIRST).length + gzipSync(LATE).length;
    expect(wire).toBeLessThan(bursts * 1.1);
  });
});

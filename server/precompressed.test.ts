import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const source = `export const greeting = ${JSON.stringify("¡Hola, Puebla! ".repeat(200))};\n`;
let base = "";
let server: ReturnType<express.Express["listen"]>;

/** A raw GET (fetch would decode the body and hide what travelled). */
function get(file: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}/assets/${file}`, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "app-1a2b.js"), source);
  fs.writeFileSync(path.join(dir, "app-1a2b.js.gz"), gzipSync(source, { level: 9 }));
  fs.writeFileSync(path.join(dir, "tiny-3c4d.js"), "export{};\n");
  fs.writeFileSync(path.join(os.tmpdir(), "outside.js.gz"), gzipSync("secret"));
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir, { immutable: true, maxAge: "1y" }));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(os.tmpdir(), "outside.js.gz"), { force: true });
});

describe("precompressedAssets", () => {
  it("sends the .gz written at build time, with the script's type and the year-long cache", async () => {
    const { status, headers, body } = await get("app-1a2b.js", "gzip, deflate, br");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(body.equals(fs.readFileSync(path.join(dir, "app-1a2b.js.gz")))).toBe(true);
    expect(gunzipSync(body).toString()).toBe(source);
  });

  it("sends the plain file to a client that does not accept gzip, and files without a .gz as they are", async () => {
    const plain = await get("app-1a2b.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
    const tiny = await get("tiny-3c4d.js", "gzip");
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe("export{};\n");
  });

  it("never leaves its folder and lets unknown files fall through to a 404", async () => {
    expect((await get("..%2Foutside.js", "gzip")).status).toBe(404);
    expect((await get("missing.js", "gzip")).status).toBe(404);
    const malformed = await get("%E0%A4%A", "gzip");
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});

// Object storage end to end (issue 21): the production server with S3_* set, against a real server
// speaking the S3 protocol. The demo seed's pictures, an upload through /api/uploads and its /img
// variants all live in the bucket; nothing is written under DATA_DIR/uploads. Also /healthz.
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { listKeys, s3Storage } from "../../app/server/infra/storage.server";
import { startS3Server } from "../support/s3-server";
import { freshDataDir, signInCookie, startServer } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 23;

test("with S3 configured, uploads go to the bucket and come back through /img; /healthz answers", async () => {
  test.setTimeout(240_000);
  const s3 = await startS3Server(["padel-e2e"]);
  const dataDir = freshDataDir("padel-s3-");
  const server = await startServer({ port: PORT, dataDir, env: s3.env("padel-e2e") });
  const bucket = s3Storage(s3.settings("padel-e2e"));
  try {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("set-cookie")).toBeNull();
    expect(await health.json()).toEqual({ status: "ok" });

    // The demo's club covers and posters were stored in the bucket at the first start.
    const seeded = await listKeys(bucket);
    expect(seeded.some((key) => key.startsWith("clubs/"))).toBe(true);

    const cookie = await signInCookie(server.url, "jugador@padelpuebla.mx", "padel-demo-2026");
    const form = new FormData();
    form.append("folder", "players");
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#1e40af" } })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
    const upload = await fetch(`${server.url}/api/uploads`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/img\/players\/[0-9a-f-]+\.webp$/);
    const key = url.slice("/img/".length);

    const image = await fetch(`${server.url}${url}?w=600`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(600);

    const keys = await listKeys(bucket);
    expect(keys).toContain(key);
    expect(keys).toContain(key.replace(".webp", "@600.webp"));
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await s3.close();
  }
});

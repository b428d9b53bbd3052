// Object storage (issue 21): the S3 storage against a real server speaking the S3 protocol (s3rver),
// uploads served back through /img, a storage that is down, and the backup and copy commands.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startS3Server } from "../support/s3-server";
import { caught, configureTestEnv, dataOf, pageRequest, routeArgs, sessionCookie, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { listKeys, s3Storage, setStorage } = await import("~/server/infra/storage.server");
const { storeImage } = await import("~/server/infra/uploads.server");
const { loader: imgLoader } = await import("~/routes/img.$");
const { action: uploadAction } = await import("~/routes/api.uploads");
const { action: registerAction } = await import("~/routes/tournament-register");
const { restoreBackup, writeBackup } = await import("../../db/backup");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
const s3 = await startS3Server(["fotos", "respaldo", "copia"]);
afterAll(() => s3.close());
afterEach(() => setStorage(undefined));

const NOT_STORED = "No pudimos guardar la imagen en este momento. Intenta de nuevo en unos minutos.";
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c6f432" } })
    .png()
    .toBuffer();
const widthOf = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).width;
const keysOf = async (bucket: string) => (await listKeys(s3Storage(s3.settings(bucket)))).sort();

/** A loopback port nothing listens on: an S3 server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function uploadForm(folder: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("folder", folder);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  return form;
}

async function serveImg(key: string, width: number) {
  const response = (await imgLoader(routeArgs(pageRequest(`/img/${key}?w=${width}`), { "*": key }))) as Response;
  return { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control"), response };
}

describe("the S3 storage", () => {
  it("puts, gets, lists and deletes objects; a missing object reads as none", async () => {
    const bucket = s3Storage(s3.settings("fotos"));
    const bytes = Buffer.from("una foto de Ana");
    await bucket.put("players/ana-1.webp", bytes);
    expect(await bucket.get("players/ana-1.webp")).toEqual(bytes);
    expect(await keysOf("fotos")).toEqual(["players/ana-1.webp"]);
    expect(await bucket.get("players/nadie.webp")).toBeNull();
    await bucket.delete("players/ana-1.webp");
    expect(await bucket.get("players/ana-1.webp")).toBeNull();
    await bucket.delete("players/ana-1.webp");
    expect(await keysOf("fotos")).toEqual([]);
    await expect(bucket.put("../fuera.webp", bytes)).rejects.toThrow('Invalid storage key "../fuera.webp"');
  });

  it("an upload through /api/uploads lands in the bucket and /img serves its variants, kept in the bucket", async () => {
    setStorage(s3Storage(s3.settings("fotos")));
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db));
    const reply = await uploadAction(routeArgs(pageRequest("/api/uploads", { cookie, form: uploadForm("clubs", await png(1600, 900)) })));
    expect(statusOf(reply)).toBe(200);
    const url = dataOf<{ url: string }>(reply).url;
    expect(url).toMatch(/^\/img\/clubs\/[0-9a-f-]+\.webp$/);
    const key = url.slice("/img/".length);
    expect(await keysOf("fotos")).toEqual([key]);

    const small = await serveImg(key, 400);
    expect(small).toMatchObject({ status: 200, type: "image/webp", cache: "public, max-age=31536000, immutable" });
    expect(await widthOf(new Uint8Array(await small.response.arrayBuffer()))).toBe(400);
    expect(await keysOf("fotos")).toEqual([key, key.replace(".webp", "@400.webp")]);

    // The 400 px variant is read from the bucket: it is served with the original gone, other widths are not.
    await s3Storage(s3.settings("fotos")).delete(key);
    expect((await serveImg(key, 400)).status).toBe(200);
    expect((await serveImg(key, 800)).status).toBe(404);
    expect((await serveImg("clubs/no-existe", 400)).status).toBe(404);
  });
});

describe("the S3 server down", () => {
  it("gives the uploader a Spanish error and writes no row pointing to the lost image", async () => {
    const down = await closedPort();
    setStorage(s3Storage({ ...s3.settings("fotos"), endpoint: `http://127.0.0.1:${down}` }));
    await expect(storeImage(await png(40, 30), "avatars")).rejects.toThrow(NOT_STORED);

    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db));
    const reply = await uploadAction(routeArgs(pageRequest("/api/uploads", { cookie, form: uploadForm("players", await png(40, 30)) })));
    expect(statusOf(reply)).toBe(400);
    expect(dataOf(reply)).toEqual({ error: NOT_STORED });

    // A tournament posted with its poster (no JavaScript): refused whole, no tournament written.
    const title = `Copa Sin Nube ${f.uniqueSuffix()}`;
    const form = new FormData();
    const fields = {
      intent: "register-tournament",
      title,
      clubName: "Club Nube",
      startDate: "2026-12-10",
      endDate: "2026-12-12",
      fee: "800",
    };
    for (const [k, v] of Object.entries({ ...fields, description: "Torneo abierto para toda la comunidad.", varonil: "on" }))
      form.append(k, v);
    form.append("imageFile", new Blob([new Uint8Array(await png(40, 30))], { type: "image/png" }), "cartel.png");
    const refused = await caught(registerAction(routeArgs(pageRequest("/torneos-padel-puebla/registrar", { cookie, form }))));
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error.image).toEqual([NOT_STORED]);
    expect(await handle.db.select().from(s.tournament).where(eq(s.tournament.title, title))).toEqual([]);
  });
});

describe("backups and the copy command with S3", () => {
  // Asynchronous: the S3 server runs in this process and must answer the command meanwhile.
  const cli = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", ...args], {
        env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  it("storage:copy sends DATA_DIR/uploads' originals to the bucket once, and says what it copied", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "padel-copy-"));
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(path.join(uploads, "players"), { recursive: true });
    mkdirSync(path.join(uploads, "clubs"), { recursive: true });
    writeFileSync(path.join(uploads, "players", "ana.webp"), "ana");
    writeFileSync(path.join(uploads, "players", "ana@400.webp"), "ana pequeña");
    writeFileSync(path.join(uploads, "clubs", "sede.webp"), "sede");
    writeFileSync(path.join(uploads, "clubs", "sede.webp.123.tmp"), "a medias");
    const env = { DATA_DIR: dataDir, ...s3.env("copia") };

    const first = await cli(["scripts/storage-copy.ts"], env);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      `copied clubs/sede.webp\ncopied players/ana.webp\nCopied 2 images from ${uploads} to bucket copia; 0 were already there.\n`,
    );
    const again = await cli(["scripts/storage-copy.ts"], env);
    expect(again.stdout).toBe(`Copied 0 images from ${uploads} to bucket copia; 2 were already there.\n`);

    const local = await cli(["scripts/storage-copy.ts"], { DATA_DIR: dataDir });
    expect(local.status).toBe(2);
    expect(local.stderr).toContain("Nothing to copy to: set S3_BUCKET");
    const half = await cli(["scripts/storage-copy.ts"], { DATA_DIR: dataDir, S3_BUCKET: "copia", S3_ACCESS_KEY_ID: "S3RVER" });
    expect(half.status).toBe(1);
    expect(half.stderr).toContain("S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set");
  });

  it("npm run backup takes the bucket's images, and a restore puts exactly those back", async () => {
    const fotos = s3Storage(s3.settings("fotos"));
    for (const key of await listKeys(fotos)) await fotos.delete(key);
    await fotos.put("players/luz.webp", Buffer.from("luz"));
    await fotos.put("players/luz@400.webp", Buffer.from("luz pequeña"));
    await fotos.put("tournaments/copa.webp", Buffer.from("copa"));

    const dir = mkdtempSync(path.join(tmpdir(), "padel-s3-backup-"));
    const file = path.join(dir, "copia.backup.jsonl.gz");
    const made = await cli(["scripts/backup.ts", "backup", file], { DATA_DIR: path.join(dir, "data"), ...s3.env("fotos") });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain(", 2 images (");

    const respaldo = s3Storage(s3.settings("respaldo"));
    await respaldo.put("clubs/vieja.webp", Buffer.from("de antes"));
    const restored = await restoreBackup(handle, respaldo, file);
    expect(restored.files).toBe(2);
    expect(await keysOf("respaldo")).toEqual(["players/luz.webp", "tournaments/copa.webp"]);
    expect((await respaldo.get("tournaments/copa.webp"))?.toString()).toBe("copa");

    // The same in-process, bucket to bucket: a second backup of the restored bucket holds the same images.
    const again = await writeBackup(handle, respaldo, path.join(dir, "otra.backup.jsonl.gz"));
    expect(again.files).toBe(2);
  }, 120_000);
});

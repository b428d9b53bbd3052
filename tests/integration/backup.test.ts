// npm run backup / restore round trip: seed a small data set and an uploaded image into a PGlite
// folder, back up, wipe, restore into a fresh folder, compare every table and the image's bytes.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { restoreBackup, writeBackup } from "../../db/backup";
import { createDb, type DbHandle } from "../../db/client";
import { migrateDb } from "../../db/migrate";
import { player } from "../../db/schema";
import { seed } from "../../db/seed";
import { localDiskStorage } from "../../app/server/infra/storage.server";

const root = mkdtempSync(path.join(tmpdir(), "padel-backup-"));
const dataDir = path.join(root, "data");
const uploads = path.join(dataDir, "uploads");
const file = path.join(root, "copia.backup.jsonl.gz");
const image = new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));
let open: DbHandle | undefined;

afterAll(async () => {
  await open?.close();
  rmSync(root, { recursive: true, force: true });
});

async function tableCounts(handle: DbHandle): Promise<Record<string, number>> {
  const tables = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    out[name] = (await handle.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`))).rows[0]!.n;
  }
  return out;
}

async function contentHash(handle: DbHandle, table: string): Promise<string> {
  return (
    await handle.db.execute<{ h: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`),
    )
  ).rows[0]!.h;
}

describe("backup and restore", () => {
  it("brings back every row and the uploaded images, and refuses while the folder is in use", async () => {
    const source = await createDb({ dataDir: path.join(dataDir, "pglite") });
    open = source;
    await migrateDb(source);
    await seed(source.db, { players: 60, tournaments: 12, seed: 7 });
    mkdirSync(path.join(uploads, "players"), { recursive: true });
    writeFileSync(path.join(uploads, "players", "foto.webp"), image);
    writeFileSync(path.join(uploads, "players", "foto@400.webp"), image.subarray(0, 10));
    const before = await tableCounts(source);
    const hashes = {
      player: await contentHash(source, "player"),
      tournament: await contentHash(source, "tournament"),
      result: await contentHash(source, "result"),
    };
    expect(before.player).toBeGreaterThan(50);

    const written = await writeBackup(source, localDiskStorage(uploads), file);
    expect(written.tables).toEqual(before);
    expect(written.files).toBe(1);

    // While a process holds the folder, the restore command refuses and changes nothing.
    const refused = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", "restore", file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Refusing to restore");
    await source.close();
    open = undefined;

    // Wipe everything, restore into a fresh folder.
    rmSync(dataDir, { recursive: true, force: true });
    const target = await createDb({ dataDir: path.join(dataDir, "pglite") });
    open = target;
    await migrateDb(target);
    const restored = await restoreBackup(target, localDiskStorage(uploads), file);
    expect(restored.files).toBe(1);
    expect(await tableCounts(target)).toEqual(before);
    expect(await contentHash(target, "player")).toBe(hashes.player);
    expect(await contentHash(target, "tournament")).toBe(hashes.tournament);
    expect(await contentHash(target, "result")).toBe(hashes.result);
    expect(new Uint8Array(readFileSync(path.join(uploads, "players", "foto.webp")))).toEqual(image);

    // Ids continue after the restored ones.
    const [added] = await target.db.insert(player).values({ name: "Jugador Nuevo", gender: "Varonil" }).returning({ id: player.id });
    const maxBefore = (await target.db.execute<{ m: number }>(sql`select max(id)::int as m from player where id <> ${added!.id}`)).rows[0]!
      .m;
    expect(added!.id).toBeGreaterThan(maxBefore);
  }, 240_000);

  it("refuses a file that is not a complete backup", async () => {
    const broken = path.join(root, "roto.gz");
    const { gzipSync } = await import("node:zlib");
    writeFileSync(broken, gzipSync('{"manifest":{"format":"padel-backup/1","migrations":[]}}\n'));
    const handle = open ?? (await createDb({ memory: true }));
    await expect(restoreBackup(handle, localDiskStorage(path.join(root, "x")), broken)).rejects.toThrow(/incomplete/);
  });
});

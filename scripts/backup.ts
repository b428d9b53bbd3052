// npm run backup [-- file]      writes the database and the uploaded images to one file
// npm run restore -- <file>     replaces the database and the images with a backup's
// Uses DATABASE_URL when set, else the PGlite folder in DATA_DIR (locked by a running server: stop it
// first; the restore refuses while a server holds the folder); the images of the S3 bucket when
// S3_BUCKET is set, else DATA_DIR/uploads.
// `backup --pglite <folder>` reads a copy of a PGlite folder instead (how a running server backs itself up:
// app/server/backups, ADR 0035).
import path from "node:path";
import { createDb } from "../db/client";
import { BackupError, restoreBackup, writeBackup } from "../db/backup";
import { DataDirLockedError } from "../db/lock";
import { migrateDb } from "../db/migrate";
import { runCli } from "../db/run-cli";
import { ConfigError, readStorageSettings } from "../app/server/infra/config.server";
import { createStorage } from "../app/server/infra/storage.server";

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf("--pglite");
  const pgliteCopy = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [command, file] = args;
  if ((command !== "backup" && command !== "restore") || (command === "restore" && !file)) {
    console.error("Usage: npm run backup [-- [--pglite <folder>] file] | npm run restore -- <file>");
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  let storage;
  try {
    storage = createStorage(readStorageSettings(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let handle;
  try {
    handle = await createDb(
      databaseUrl && !pgliteCopy ? { databaseUrl } : { dataDir: pgliteCopy ? path.resolve(pgliteCopy) : path.join(dataDir, "pglite") },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Refusing to ${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    await migrateDb(handle);
    const started = performance.now();
    if (command === "backup") {
      const target = file ?? path.join("backups", `padel-${stamp()}.backup.jsonl.gz`);
      const stats = await writeBackup(handle, storage, target);
      const rows = Object.values(stats.tables).reduce((a, b) => a + b, 0);
      console.log(
        `Backup written to ${target}: ${rows} rows in ${Object.keys(stats.tables).length} tables, ${stats.files} images (${Math.round(performance.now() - started)} ms).`,
      );
    } else {
      const stats = await restoreBackup(handle, storage, file!);
      const rows = Object.values(stats.tables).reduce((a, b) => a + b, 0);
      console.log(`Restored ${file}: ${rows} rows, ${stats.files} images (${Math.round(performance.now() - started)} ms).`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runCli(main);

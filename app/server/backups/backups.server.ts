// Backups made by the running server (ADR 0035), in the format of `npm run backup` (db/backup.ts), so
// `npm run restore` restores them.
//
// - PGlite in a folder: the folder is copied while the database runs no statement (one PGlite transaction
//   held for the copy: tens of milliseconds on the demo data), which is what a crash would leave on disk;
//   a child process (`scripts/backup.ts backup --pglite <copy>`) opens the copy (PostgreSQL's recovery
//   makes it consistent) and writes the backup, so the server's event loop and database are free meanwhile.
// - PostgreSQL: a repeatable-read snapshot on one pooled connection, in this process; the other
//   connections read and write as usual.
// - PGlite in memory (tests): the same snapshot transaction, which holds the database while it reads.
import { spawn } from "node:child_process";
import { cp, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeBackup } from "../../../db/backup";
import { LOCK_FILE_NAME } from "../../../db/lock";
import { getConfig } from "../infra/config.server";
import { getDbHandle } from "../infra/db.server";
import { getLogger } from "../infra/logger.server";
import { getStorage } from "../infra/storage.server";
import { backupName, backupStore, type BackupEntry, type BackupStore } from "./backup-store.server";

export type BackupMethod = "pglite-copy" | "snapshot-transaction";
export type BackupResult = BackupEntry & {
  /** Whole duration, milliseconds. */
  ms: number;
  /** How long the database answered no other statement (the folder's copy, or the PGlite snapshot transaction). */
  pausedMs: number;
  method: BackupMethod;
};

/** A backup is already being made by this process. */
export class BackupBusyError extends Error {}

/** The command the child process runs, relative to the folder the server runs in (the release). */
const BACKUP_SCRIPT = "scripts/backup.ts";

export function getBackupStore(): BackupStore {
  const config = getConfig();
  return backupStore(config.storage, config.DATA_DIR);
}

export async function listBackups(): Promise<BackupEntry[]> {
  return getBackupStore().list();
}

let running: Promise<BackupResult> | undefined;

/** Whether this process is making a backup now. */
export function isBackupRunning(): boolean {
  return running !== undefined;
}

/**
 * Makes a backup now, then deletes the oldest beyond BACKUP_KEEP. One at a time per process: a second
 * call while one runs throws BackupBusyError (the scheduled job waits for the running one instead).
 */
export function createBackup(reason: "manual" | "schedule"): Promise<BackupResult> {
  if (running) return Promise.reject(new BackupBusyError("A backup is already running"));
  running = makeBackup(reason).finally(() => {
    running = undefined;
  });
  return running;
}

/** Waits for the backup this process is making, if any. */
export async function settleBackup(): Promise<void> {
  await running?.catch(() => undefined);
}

async function makeBackup(reason: string): Promise<BackupResult> {
  const config = getConfig();
  const logger = getLogger();
  const store = getBackupStore();
  const handle = getDbHandle();
  const started = performance.now();
  const work = path.join(path.resolve(config.DATA_DIR), "backup-work", `${process.pid}-${Date.now()}`);
  await mkdir(work, { recursive: true });
  const file = path.join(work, "backup.jsonl.gz");
  let pausedMs = 0;
  let method: BackupMethod;
  try {
    if (handle.kind === "pglite" && handle.dataDir) {
      method = "pglite-copy";
      const copy = path.join(work, "pglite");
      const from = handle.dataDir;
      const pause = performance.now();
      // No statement runs while the folder is copied: every transaction is either committed (its WAL is
      // written) or not begun, as after a crash.
      await handle.raw.transaction(async () => {
        await cp(from, copy, { recursive: true, filter: (source) => path.basename(source) !== LOCK_FILE_NAME });
      });
      pausedMs = performance.now() - pause;
      await runBackupProcess(copy, file);
    } else {
      method = "snapshot-transaction";
      await writeBackup(handle, getStorage(), file, {
        // PostgreSQL's snapshot holds one pooled connection only; PGlite's holds its one session.
        onSnapshot: (ms) => {
          pausedMs = handle.kind === "pglite" ? ms : 0;
        },
      });
    }
    const taken = new Set((await store.list()).map((b) => b.name));
    const now = new Date();
    let name = backupName(now);
    for (let i = 1; taken.has(name); i++) name = backupName(now, i);
    const bytes = (await stat(file)).size;
    await store.add(name, file);
    const result: BackupResult = {
      name,
      bytes,
      createdAt: now,
      ms: Math.round(performance.now() - started),
      pausedMs: Math.round(pausedMs),
      method,
    };
    logger.info({ reason, name, bytes, ms: result.ms, pausedMs: result.pausedMs, method, where: store.where }, "Backup written");
    await pruneBackups(store, config.BACKUP_KEEP);
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes the oldest backups beyond `keep`. */
export async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const old = (await store.list()).slice(keep);
  for (const entry of old) await store.delete(entry.name);
  if (old.length) getLogger().info({ deleted: old.map((b) => b.name), keep }, "Old backups deleted");
  return old.map((b) => b.name);
}

let child: ReturnType<typeof spawn> | undefined;

/** Ends the backup in progress, if any (shutdown): its child process is killed and its files removed. */
export async function stopBackup(): Promise<void> {
  child?.kill("SIGTERM");
  await settleBackup();
}

/** `npm run backup` on the copied folder, in a process of its own (its own event loop and memory). */
function runBackupProcess(copy: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const backupProcess = spawn(process.execPath, ["--import", "tsx", BACKUP_SCRIPT, "backup", "--pglite", copy, file], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child = backupProcess;
    let stderr = "";
    backupProcess.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    backupProcess.on("error", reject);
    backupProcess.on("exit", (code, signal) => {
      child = undefined;
      if (code === 0) resolve();
      else reject(new Error(`The backup process ended with ${signal ?? `code ${code}`}: ${stderr.trim()}`));
    });
  });
}

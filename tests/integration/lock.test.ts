import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "../../db/lock";
import { migrateDb } from "../../db/migrate";
import * as s from "../../db/schema";

const tempDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "padel-lock-"));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a separate Node process that holds the lock on `dir`; resolves once it has it. */
async function holdLockInChild(dir: string): Promise<ChildProcess> {
  const fixture = fileURLToPath(new URL("./fixtures/hold-lock.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", fixture, dir], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("data folder lock", () => {
  it("refuses a second opener in the same process, naming the folder, and accepts after release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toBe(String(process.pid));

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(dir);

    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const again = acquireDataDirLock(dir);
    again.release();
  });

  it("refuses while another live process holds the folder and takes over once it is dead", async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);

    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(child.pid);
    expect((error as Error).message).toContain(`"${dir}"`);

    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    // The child died without cleaning up: its lock file is stale and is taken over.
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.path, "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock file left with garbage or a pid that does not exist", () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    for (const leftover of ["2147483646", "not a pid"]) {
      fs.writeFileSync(file, leftover);
      fs.utimesSync(file, new Date(0), new Date(0));
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(file, "utf8")).toBe(String(process.pid));
      lock.release();
      expect(fs.existsSync(file)).toBe(false);
    }
  });

  it("keeps a persisted PGlite folder to one handle at a time, and keeps the data", { timeout: 120_000 }, async () => {
    const dir = path.join(tempDir(), "pglite");
    const first = await createDb({ dataDir: dir });
    await migrateDb(first);
    await first.db.insert(s.amenity).values({ name: "Estacionamiento" });

    await expect(createDb({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    const second = await createDb({ dataDir: dir });
    try {
      await migrateDb(second);
      const { rows } = await second.db.execute<{ name: string }>(sql`select name from amenity`);
      expect(rows.map((r) => r.name)).toEqual(["Estacionamiento"]);
    } finally {
      await second.close();
    }
  });
});

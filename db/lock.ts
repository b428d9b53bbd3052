import fs from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "server.lock";

export type DataDirLock = {
  /** Absolute path of the lock file. */
  readonly path: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `The database folder "${dataDir}" is already in use by another process (pid ${pid}). ` +
        `Only one server can open a PGlite folder at a time: stop the other process, or set DATABASE_URL ` +
        `to use PostgreSQL. If no server is running, delete "${lockPath}".`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock on a PGlite data folder: a `server.lock` file holding our pid, created
 * with O_EXCL. A lock left by a dead process is taken over; a live holder (including this very
 * process) makes it throw DataDirLockedError. The lock is released by `release()` or at exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  const ownContent = String(process.pid);

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      try {
        fs.writeSync(fd, ownContent);
      } finally {
        fs.closeSync(fd);
      }
      return createHandle(lockPath, ownContent);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }

    const holder = readPid(lockPath);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dir, holder, lockPath);
    // Stale (dead pid) or unreadable/half-written file. Re-check just before removing it, so we do
    // not delete a lock another process has just taken over.
    if (readPid(lockPath) !== holder) continue;
    if (holder === undefined && isFresh(lockPath)) {
      // Possibly another process between openSync and writeSync: give it a moment.
      sleepSync(50);
      continue;
    }
    try {
      fs.unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const holder = readPid(lockPath);
  throw new DataDirLockedError(dir, holder ?? 0, lockPath);
}

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 1000;
  } catch {
    return false;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function createHandle(lockPath: string, ownContent: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (fs.readFileSync(lockPath, "utf8").trim() === ownContent) fs.unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return { path: lockPath, release };
}

import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "./config.server";

/** Where uploaded files live. Keys look like 'avatars/3f2c….webp' (see isStorageKey). */
export interface Storage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z]+\/[a-z0-9-]+(?:@\d+)?\.webp$/;

/** Folder, name, optional '@width' variant suffix, '.webp': nothing that can climb out of the folder. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

function checkKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key "${key}"`);
}

/** Local disk under a root folder (default DATA_DIR/uploads). */
export function localDiskStorage(root: string): Storage {
  const file = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= localDiskStorage(path.join(path.resolve(getConfig().DATA_DIR), "uploads"));
  return storage;
}

/** Replaces the storage (tests; an S3-compatible implementation later). */
export function setStorage(next: Storage | undefined): void {
  storage = next;
}

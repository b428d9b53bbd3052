import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import pLimit from "p-limit";
import { getConfig, type StorageSettings } from "./config.server";

/** Where uploaded files live. Keys look like 'avatars/3f2c….webp' (see isStorageKey). */
export interface Storage {
  /** The object's bytes, or null when there is none under `key`. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, resized variants included, in no particular order. */
  list(): AsyncIterable<string>;
}

const KEY = /^[a-z]+\/[a-z0-9-]+(?:@\d+)?\.webp$/;

/** Folder, name, optional '@width' variant suffix, '.webp': nothing that can climb out of the folder. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A resized copy /img makes again on demand ('x@400.webp'), as opposed to an uploaded original. */
export function isVariantKey(key: string): boolean {
  return key.includes("@");
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
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        // Half-written '.tmp' files and anything else that is not an image key stay out.
        if (isStorageKey(key)) yield key;
      }
    },
  };
}

export type S3Settings = Extract<StorageSettings, { kind: "s3" }>;
export type S3Handle = { client: S3Client; sdk: typeof import("@aws-sdk/client-s3") };

/**
 * The bucket's client, through the official AWS SDK, loaded on first use so that a site on local disk
 * never loads it.
 */
export function s3Client(settings: S3Settings): () => Promise<S3Handle> {
  let ready: Promise<S3Handle> | undefined;
  return () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where S3 demands them: several S3-compatible servers refuse the newer headers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
        // An unreachable server fails the upload within seconds instead of holding the request.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
      }),
    })));
}

/** An S3-compatible bucket. Keys are the object names, at the bucket's root. */
export function s3Storage(settings: S3Settings): Storage {
  const open = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    async get(key) {
      checkKey(key);
      const { client, sdk } = await open();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async put(key, data) {
      checkKey(key);
      const { client, sdk } = await open();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: "image/webp",
          // Keys are random and never reused (see /img): a CDN or browser reading the bucket may keep them.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async delete(key) {
      checkKey(key);
      const { client, sdk } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { client, sdk } = await open();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The storage `settings` describe. */
export function createStorage(settings: StorageSettings): Storage {
  return settings.kind === "s3" ? s3Storage(settings) : localDiskStorage(settings.root);
}

export async function listKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

/**
 * Copies every original image of `from` that `to` does not have yet (variants are made again on
 * demand): running it twice copies nothing the second time. Returns the keys copied and skipped.
 */
export async function copyStorage(from: Storage, to: Storage): Promise<{ copied: string[]; skipped: string[] }> {
  const present = new Set(await listKeys(to));
  const originals = (await listKeys(from)).filter((key) => !isVariantKey(key)).sort();
  const copied: string[] = [];
  const skipped: string[] = [];
  const limit = pLimit(8);
  await Promise.all(
    originals.map((key) =>
      limit(async () => {
        if (present.has(key)) return skipped.push(key);
        const bytes = await from.get(key);
        if (!bytes) return skipped.push(key);
        await to.put(key, bytes);
        copied.push(key);
      }),
    ),
  );
  return { copied: copied.sort(), skipped: skipped.sort() };
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= createStorage(getConfig().storage);
  return storage;
}

/** Replaces the storage (tests). */
export function setStorage(next: Storage | undefined): void {
  storage = next;
}

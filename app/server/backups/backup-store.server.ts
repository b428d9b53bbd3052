// Where the server's backups are kept: DATA_DIR/backups, or the S3 bucket under backups/ when S3_BUCKET
// is set (the same bucket as the images; image keys never start with backups/, see isStorageKey).
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { StorageSettings } from "../infra/config.server";
import { s3Client } from "../infra/storage.server";

/** A backup's name: what `npm run backup` writes, with a counter when two fall in the same second. */
const NAME = /^padel-\d{8}-\d{6}(?:-\d{1,3})?\.backup\.jsonl\.gz$/;
export const S3_PREFIX = "backups/";

export type BackupEntry = { name: string; bytes: number; createdAt: Date };

export interface BackupStore {
  /** Every backup, newest first. */
  list(): Promise<BackupEntry[]>;
  /** Moves a finished local file into the store under `name`. */
  add(name: string, file: string): Promise<void>;
  /** The backup's bytes as a stream, or null when there is no such backup. */
  open(name: string): Promise<{ body: ReadableStream<Uint8Array>; bytes: number } | null>;
  delete(name: string): Promise<void>;
  /** Where backups go, for the admin page and the logs. */
  readonly where: string;
}

export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/** The name of a backup made at `date` (UTC, as `npm run backup` names its files). */
export function backupName(date: Date, counter = 0): string {
  const stamp = date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `padel-${stamp}${counter ? `-${counter}` : ""}.backup.jsonl.gz`;
}

const newestFirst = (a: BackupEntry, b: BackupEntry) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name);

function localStore(root: string): BackupStore {
  const file = (name: string) => {
    if (!isBackupName(name)) throw new Error(`Invalid backup name "${name}"`);
    return path.join(root, name);
  };
  return {
    where: root,
    async list() {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries: BackupEntry[] = [];
      for (const name of names.filter(isBackupName)) {
        const info = await stat(path.join(root, name)).catch(() => null);
        if (info?.isFile()) entries.push({ name, bytes: info.size, createdAt: info.mtime });
      }
      return entries.sort(newestFirst);
    },
    async add(name, source) {
      await mkdir(root, { recursive: true });
      try {
        await rename(source, file(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(source, file(name));
        await rm(source, { force: true });
      }
    },
    async open(name) {
      const target = file(name);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>, bytes: info.size };
    },
    async delete(name) {
      await rm(file(name), { force: true });
    },
  };
}

function s3Store(settings: Extract<StorageSettings, { kind: "s3" }>): BackupStore {
  const open = s3Client(settings);
  const Bucket = settings.bucket;
  const key = (name: string) => {
    if (!isBackupName(name)) throw new Error(`Invalid backup name "${name}"`);
    return `${S3_PREFIX}${name}`;
  };
  return {
    where: `s3://${Bucket}/${S3_PREFIX}`,
    async list() {
      const { client, sdk } = await open();
      const entries: BackupEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: S3_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(S3_PREFIX.length) ?? "";
          if (isBackupName(name)) entries.push({ name, bytes: object.Size ?? 0, createdAt: object.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries.sort(newestFirst);
    },
    async add(name, source) {
      const { client, sdk } = await open();
      // Held in memory for the upload, as the restore holds the whole backup (ADR 0013): a few MB today.
      const body = await readFile(source);
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key(name), Body: body, ContentType: "application/gzip" }));
      await rm(source, { force: true });
    },
    async open(name) {
      const { client, sdk } = await open();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) }));
        if (!out.Body) return null;
        return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, bytes: out.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async delete(name) {
      const { client, sdk } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
  };
}

/** The store the configuration chooses: the bucket when S3_BUCKET is set, else DATA_DIR/backups. */
export function backupStore(settings: StorageSettings, dataDir: string): BackupStore {
  return settings.kind === "s3" ? s3Store(settings) : localStore(path.join(path.resolve(dataDir), "backups"));
}

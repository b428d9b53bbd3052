// Logical backups: every row of every table (read in one repeatable-read snapshot) plus the uploaded
// images (the local uploads folder or the S3 bucket alike), in one gzipped JSON-lines file. The same
// format restores into PGlite or PostgreSQL, and into either storage.
// See docs/decisions/0013-durability-and-backups.md.
import { createReadStream, createWriteStream, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import pLimit from "p-limit";
import { isStorageKey, isVariantKey, listKeys, type Storage } from "../app/server/infra/storage.server";
import type { Db, DbHandle } from "./client";
import { migrationTags } from "./migrate";

export const BACKUP_FORMAT = "padel-backup/1";
const CHUNK = 1000;

type Manifest = { format: string; createdAt: string; database: DbHandle["kind"]; migrations: string[] };
export type BackupStats = { tables: Record<string, number>; files: number; bytes: number };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function publicTables(db: Db): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.rows.map((r) => r.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges.rows) parents.get(e.child)?.add(e.parent);
  const done: string[] = [];
  const visit = (t: string, stack: Set<string>) => {
    if (done.includes(t) || stack.has(t)) return;
    stack.add(t);
    for (const p of parents.get(t) ?? []) visit(p, stack);
    done.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return done;
}

/** Writes the backup to `file` (through a temporary file, renamed when complete). */
export async function writeBackup(
  handle: DbHandle,
  storage: Storage,
  file: string,
  options: { onSnapshot?: (ms: number) => void } = {},
): Promise<BackupStats> {
  const stats: BackupStats = { tables: {}, files: 0, bytes: 0 };
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  const lines = async function* () {
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: handle.kind,
      migrations: migrationTags(),
    };
    yield `${JSON.stringify({ manifest })}\n`;
    // One snapshot for every table: rows written while the backup runs are either all in or all out.
    const chunks: string[] = [];
    const snapshot = performance.now();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      for (const table of await publicTables(tx)) {
        stats.tables[table] = 0;
        await tx.execute(sql.raw(`declare backup_cursor no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`));
        for (;;) {
          const rows = (await tx.execute<{ j: string }>(sql.raw(`fetch ${CHUNK} from backup_cursor`))).rows;
          if (rows.length === 0) break;
          stats.tables[table] += rows.length;
          chunks.push(`{"table":${JSON.stringify(table)},"rows":[${rows.map((r) => r.j).join(",")}]}\n`);
        }
        await tx.execute(sql.raw(`close backup_cursor`));
      }
    });
    options.onSnapshot?.(performance.now() - snapshot);
    yield* chunks;
    // Resized variants ('x@400.webp') are caches /img makes again on demand.
    for (const key of (await listKeys(storage)).filter((k) => !isVariantKey(k)).sort()) {
      const bytes = await storage.get(key);
      if (!bytes) continue;
      stats.files++;
      stats.bytes += bytes.length;
      yield `${JSON.stringify({ file: key, base64: bytes.toString("base64") })}\n`;
    }
    yield `${JSON.stringify({ end: true })}\n`;
  };
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(tmp));
  renameSync(tmp, file);
  return stats;
}

export class BackupError extends Error {}

/**
 * Replaces every row of the (migrated) database and every stored image with the backup's, in one
 * transaction for the database: a failed restore leaves the database as it was.
 */
export async function restoreBackup(handle: DbHandle, storage: Storage, file: string): Promise<BackupStats> {
  const stats: BackupStats = { tables: {}, files: 0, bytes: 0 };
  const rows = new Map<string, string[]>();
  const files: { file: string; base64: string }[] = [];
  let manifest: Manifest | undefined;
  let complete = false;
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of input) {
    if (!line) continue;
    const entry = JSON.parse(line) as {
      manifest?: Manifest;
      table?: string;
      rows?: unknown[];
      file?: string;
      base64?: string;
      end?: boolean;
    };
    if (entry.manifest) manifest = entry.manifest;
    else if (entry.table) {
      const list = rows.get(entry.table) ?? [];
      list.push(JSON.stringify(entry.rows ?? []));
      rows.set(entry.table, list);
      stats.tables[entry.table] = (stats.tables[entry.table] ?? 0) + (entry.rows?.length ?? 0);
    } else if (entry.file !== undefined && entry.base64 !== undefined) files.push({ file: entry.file, base64: entry.base64 });
    else if (entry.end) complete = true;
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (!complete) throw new BackupError(`${file} is incomplete (the backup was interrupted).`);
  const expected = migrationTags();
  if (JSON.stringify(manifest.migrations) !== JSON.stringify(expected)) {
    throw new BackupError(
      `The backup was made with database migrations ${manifest.migrations.join(", ")}; this version has ${expected.join(", ")}. Restore it with the version of the site that made it.`,
    );
  }
  for (const f of files) {
    if (!isStorageKey(f.file)) throw new BackupError(`Unsafe file name in the backup: ${f.file}`);
  }

  await handle.db.transaction(async (tx) => {
    const tables = await publicTables(tx);
    const unknown = [...rows.keys()].filter((t) => !tables.includes(t));
    if (unknown.length) throw new BackupError(`The backup has tables this database does not: ${unknown.join(", ")}`);
    await tx.execute(sql.raw(`truncate table ${tables.map(ident).join(", ")} restart identity cascade`));
    for (const table of await insertOrder(tx, tables)) {
      const columns = (
        await tx.execute<{ name: string }>(
          sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
        )
      ).rows.map((c) => ident(c.name));
      const list = columns.join(", ");
      for (const chunk of rows.get(table) ?? []) {
        await tx.execute(
          sql`insert into ${sql.raw(ident(table))} (${sql.raw(list)}) overriding system value select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(ident(table))}, ${chunk}::json)`,
        );
      }
    }
    // Sequences continue after the restored ids.
    const sequences = await tx.execute<{ table: string; column: string; seq: string }>(sql`
      select table_name as "table", column_name as "column", pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
      from information_schema.columns where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`);
    for (const s of sequences.rows) {
      if (!s.seq) continue;
      await tx.execute(
        sql.raw(
          `select setval('${s.seq.replace(/'/g, "''")}', coalesce((select max(${ident(s.column)}) from ${ident(s.table)}), 0) + 1, false)`,
        ),
      );
    }
  });

  const limit = pLimit(8);
  const restored = new Set(files.map((f) => f.file));
  const stale = (await listKeys(storage)).filter((key) => !restored.has(key));
  await Promise.all(stale.map((key) => limit(() => storage.delete(key))));
  await Promise.all(
    files.map((f) =>
      limit(async () => {
        const bytes = Buffer.from(f.base64, "base64");
        await storage.put(f.file, bytes);
        stats.files++;
        stats.bytes += bytes.length;
      }),
    ),
  );
  return stats;
}

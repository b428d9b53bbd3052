import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createDb, type DbHandle, wrapPglite } from "../../../db/client";
import { MIGRATIONS_FOLDER, migrateDb } from "../../../db/migrate";

export type TestDbHandle = DbHandle & {
  /** Set when the test database lives on a PostgreSQL server (TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
};

/**
 * A fresh, migrated database for one test file.
 * - Default: PGlite in memory.
 * - With TEST_DATABASE_URL (a PostgreSQL server; any existing database to connect to, e.g. /postgres):
 *   a new database `test_<random>` created on that server, migrated, and dropped by `close()`.
 */
export async function createTestDb(): Promise<TestDbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDb(serverUrl) : createPgliteTestDb();
}

/**
 * createTestDb for one test file, without the app's environment (schema and seed tests): call at the
 * top level; a beforeAll hook fills the returned handle and afterAll closes it.
 */
export function useTestDb(): TestDbHandle {
  const handle = {} as TestDbHandle;
  beforeAll(async () => {
    Object.assign(handle, await createTestDb());
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

async function createPostgresTestDb(serverUrl: string): Promise<TestDbHandle> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await createDb({ databaseUrl });
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    await migrateDb(handle);
  } catch (error) {
    await handle.close();
    await dropDatabase();
    throw error;
  }
  const close = handle.close;
  return Object.assign(handle, {
    databaseUrl,
    async close() {
      await close();
      await dropDatabase();
    },
  });
}

// Starting PGlite runs initdb (several seconds on a busy machine). A migrated data directory is
// dumped once per migration set into the OS temp folder and every later test file starts from it.
async function createPgliteTestDb(): Promise<TestDbHandle> {
  const templatePath = templateFile();
  const template = readTemplate(templatePath);
  if (template) {
    try {
      const client = new PGlite({ loadDataDir: new Blob([new Uint8Array(template)]) });
      await client.waitReady;
      return Object.assign(wrapPglite(client), { databaseUrl: undefined });
    } catch {
      fs.rmSync(templatePath, { force: true });
    }
  }
  const handle = await createDb({ memory: true });
  await migrateDb(handle);
  if (handle.kind === "pglite") await writeTemplate(templatePath, handle.raw);
  return Object.assign(handle, { databaseUrl: undefined });
}

function templateFile(): string {
  const hash = createHash("sha256");
  hash.update(readPackageVersion());
  for (const file of listFiles(MIGRATIONS_FOLDER)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return path.join(os.tmpdir(), `padel-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

function readPackageVersion(): string {
  try {
    const pkg = fileURLToPath(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url));
    return (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version?: string }).version ?? "";
  } catch {
    return "";
  }
}

function readTemplate(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

async function writeTemplate(file: string, client: PGlite): Promise<void> {
  try {
    const dump = await client.dumpDataDir("none");
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  } catch {
    // The cache is an optimisation only.
  }
}

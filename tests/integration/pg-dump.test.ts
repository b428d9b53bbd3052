// PostgreSQL's own tools beside ours (docs/deploy.md, ADR 0035): pg_dump's custom format of a seeded
// database restores with pg_restore into an empty database with every row. Runs where TEST_DATABASE_URL
// is set and pg_dump is on PATH (the CI's PostgreSQL job).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../db/client";
import { seed } from "../../db/seed";
import { createTestDb } from "./helpers/db";

const hasPgDump = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    execFileSync("pg_restore", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

async function counts(handle: DbHandle): Promise<Record<string, number>> {
  const tables = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    out[name] = (await handle.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`))).rows[0]!.n;
  }
  return out;
}

describe.runIf(process.env.TEST_DATABASE_URL && hasPgDump)("pg_dump and pg_restore", () => {
  it("restore a seeded database into an empty one with every row", async () => {
    const source = await createTestDb();
    const root = mkdtempSync(path.join(tmpdir(), "padel-pgdump-"));
    const file = path.join(root, "padel.dump");
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `restore_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    let target: DbHandle | undefined;
    try {
      await seed(source.db, { players: 40, tournaments: 6, seed: 5 });
      const before = await counts(source);
      expect(before.player).toBeGreaterThan(30);
      // As docs/deploy.md says: the custom format, without owners (the target may have another role).
      execFileSync("pg_dump", ["--format=custom", "--no-owner", "--file", file, source.databaseUrl!]);
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      execFileSync("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", url.toString(), file]);
      target = await createDb({ databaseUrl: url.toString() });
      expect(await counts(target)).toEqual(before);
      // Sequences came along: a new row gets the next id.
      const next = await target.db.execute<{ id: number }>(
        sql`insert into player (name, gender) values ('Jugador Nuevo', 'Varonil') returning id`,
      );
      const max = await source.db.execute<{ m: number }>(sql`select max(id)::int as m from player`);
      expect(next.rows[0]!.id).toBeGreaterThan(max.rows[0]!.m);
    } finally {
      await target?.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await source.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});

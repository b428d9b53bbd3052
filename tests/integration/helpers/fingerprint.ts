// A cheap whole-database fingerprint (row count and a hash of every row, per table) plus the files
// under DATA_DIR: equal before and after means nothing was written.
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** Tables that change on every request of a signed-in user (session refresh, rate limits). */
const VOLATILE = new Set(["session", "verification", "rate_limit", "sign_in_failure"]);

// One statement for every table (the table list is read once per database): a round trip per table
// made the fuzzer spend most of its time here.
const queries = new WeakMap<Db, Promise<string>>();

async function fingerprintQuery(db: Db): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return tables.rows
    .filter(({ name }) => !VOLATILE.has(name) && !name.startsWith("__drizzle"))
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
    )
    .join(" union all ");
}

export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  if (!queries.has(db)) queries.set(db, fingerprintQuery(db));
  const rows = (await db.execute<{ name: string; n: number; h: string }>(sql.raw(await queries.get(db)!))).rows;
  const out: Record<string, string> = {};
  for (const row of rows) out[row.name] = `${row.n}:${row.h}`;
  out["files"] = String(countFiles(path.resolve(process.env.DATA_DIR ?? ".")));
  return out;
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
  } catch {
    return 0;
  }
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

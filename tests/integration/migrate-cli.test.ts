// npm run db:migrate: the once-per-deploy step applies the migrations to an empty database and exits.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";

it("applies every migration to an empty database, then finds nothing left to do", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "padel-migrate-"));
  const run = () =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
  const first = run();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/^Database migrations up to date: \d+ applied, the last \d{4}_[a-z0-9_]+\.\n$/);
  expect(run().stdout).toBe(first.stdout);

  const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
  try {
    const tables = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows.map((t) => t.name)).toEqual(expect.arrayContaining(["player", "tournament", "user", "job"]));
  } finally {
    await handle.close();
  }
}, 120_000);

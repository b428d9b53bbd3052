// npm run db:migrate    applies the committed migrations and exits: the once-per-deploy step before
// the app processes restart (they apply them at start too, one at a time under an advisory lock on
// PostgreSQL, so this is optional). Uses DATABASE_URL when set, else the PGlite folder in DATA_DIR.
import path from "node:path";
import { createDb } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { migrateDb, migrationTags } from "../db/migrate";
import { runCli } from "../db/run-cli";

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let handle;
  try {
    handle = await createDb(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite") },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Refusing to migrate: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    await migrateDb(handle);
    const tags = migrationTags();
    console.log(`Database migrations up to date: ${tags.length} applied, the last ${tags.at(-1)}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);

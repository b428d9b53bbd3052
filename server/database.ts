import path from "node:path";
import type { Logger } from "pino";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import type { ServerApi } from "./server-api";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR, which
 * createDb locks against a second process), applies the committed migrations and hands it to the app
 * (`startDatabase`: the handle its requests use, the demo data on first start).
 */
export async function openDatabase(api: ServerApi, config: ReturnType<ServerApi["parseConfig"]>, logger: Logger) {
  const handle = await createDb(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(path.resolve(config.DATA_DIR), "pglite") },
  );
  try {
    await migrateDb(handle);
    await api.startDatabase(handle, config, logger);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../app/server/infra/config.server";
import { setDb } from "../app/server/infra/db.server";
import { storeImage } from "../app/server/infra/uploads.server";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import { demoCredentialWriter } from "./demo-credentials";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR, which
 * createDb locks against a second process), applies the committed migrations and seeds demo data on
 * first start.
 */
export async function openDatabase(config: Config, logger: Logger) {
  const handle = await createDb(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(path.resolve(config.DATA_DIR), "pglite") },
  );
  try {
    await migrateDb(handle);
    setDb(handle);
    if (config.SEED_ON_START) {
      const started = performance.now();
      const seeded = await seedIfEmpty(handle.db, {
        createCredential: demoCredentialWriter(handle.db, config),
        // The demo's posters and club covers go through the same checks and re-encoding as an upload.
        storeImage: (png, folder) => storeImage(png, folder),
      });
      if (seeded) logger.info({ ms: Math.round(performance.now() - started) }, "Seeded demo data on first start");
    }
    if (handle.kind === "pglite") {
      // PGlite has no autovacuum: without statistics the planner takes every table for a few rows and
      // joins the ranking's and a profile's results row by row (ADR 0032). PostgreSQL analyzes by itself.
      const started = performance.now();
      await handle.raw.exec("analyze");
      logger.info({ ms: Math.round(performance.now() - started) }, "Analyzed the embedded database");
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

// Opening the embedded database at start (server/database.ts): PGlite has no autovacuum, so the server
// gathers the planner's statistics itself (ADR 0032).
import { pino } from "pino";
import { expect, it } from "vitest";
import { configureTestEnv } from "./helpers/app-env";

configureTestEnv({ SEED_ON_START: "false", DATABASE_URL: "" });

const { getConfig } = await import("~/server/infra/config.server");
const { openDatabase } = await import("../../server/database");
const api = await import("~/server/server-api.server");

// Opening a new PGlite database runs every migration: more than the default 30 s on a busy machine.
it("analyzes a PGlite database when it opens it: the planner knows the tables' sizes", { timeout: 120_000 }, async () => {
  const handle = await openDatabase(api, getConfig(), pino({ level: "silent" }));
  try {
    expect(handle.kind).toBe("pglite");
    if (handle.kind !== "pglite") return;
    // -1: never analyzed (the planner guesses); 0: analyzed and empty.
    const { rows } = await handle.raw.query<{ relname: string; reltuples: number }>(
      "select relname, reltuples from pg_class where relname in ('result', 'tournament', 'player') order by relname",
    );
    expect(rows).toEqual([
      { relname: "player", reltuples: 0 },
      { relname: "result", reltuples: 0 },
      { relname: "tournament", reltuples: 0 },
    ]);
  } finally {
    await handle.close();
  }
});

import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, getDbHandle, setDb } from "../../app/server/infra/db.server";
import { MIGRATIONS_FOLDER } from "../../db/migrate";
import { createTestDb } from "./helpers/db";

afterEach(() => setDb(undefined));

describe("app/server/infra/db.server", () => {
  it("throws a clear error before the server installs a database", () => {
    setDb(undefined);
    expect(() => getDb()).toThrow(/database is not initialised/);
  });

  it("returns the installed handle, shared through globalThis", async () => {
    const handle = await createTestDb();
    try {
      setDb(handle);
      expect(getDbHandle()).toBe(handle);
      const { rows } = await getDb().execute<{ one: number }>(sql`select 1 as one`);
      expect(rows[0]?.one).toBe(1);
      expect((globalThis as Record<symbol, unknown>)[Symbol.for("padel.db")]).toBe(handle);
    } finally {
      await handle.close();
    }
  });
});

describe("db/migrate", () => {
  it("resolves the migrations folder from the module, not the working directory", () => {
    expect(path.isAbsolute(MIGRATIONS_FOLDER)).toBe(true);
    expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"))).toBe(true);
  });
});

import type { Db, DbHandle } from "../../../db/client";

// Kept on globalThis: in development the Express server and the Vite-loaded app modules are
// separate module instances, and both must see the handle the server opened.
const KEY = Symbol.for("padel.db");
type Store = { [KEY]?: DbHandle };
const store = globalThis as Store;

/** Installs the database used by loaders and actions (the server at start, tests per file). */
export function setDb(handle: DbHandle | undefined): void {
  store[KEY] = handle;
}

export function getDbHandle(): DbHandle {
  const handle = store[KEY];
  if (!handle) {
    throw new Error("The database is not initialised: call setDb(await createDb(...)) before handling requests.");
  }
  return handle;
}

export function getDb(): Db {
  return getDbHandle().db;
}

export type { Db, DbHandle, Tx } from "../../../db/client";

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Assume } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * Result of `db.execute(sql)`: both drivers (pg's QueryResult, PGlite's Results) expose `rows`;
 * nothing else about the raw result is portable.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this["row"], Record<string, unknown>>>;
}
export type DbQueryResult<TRow extends Record<string, unknown>> = { rows: TRow[] };

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** What `db.transaction(async (tx) => ...)` hands to its callback; it extends Db, so helpers taking a Db accept it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Unsubscribes a listener. */
export type Unlisten = () => Promise<void>;

type HandleBase = {
  db: Db;
  close(): Promise<void>;
  /** LISTEN on a channel (lower-case identifier). Payloads arrive as strings. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** NOTIFY through pg_notify; delivered to every listener of every process on this database. */
  notify(channel: string, payload: string): Promise<void>;
};

export type PgliteHandle = HandleBase & { kind: "pglite"; raw: PGlite; dataDir: string | undefined };
export type PostgresHandle = HandleBase & { kind: "postgres"; raw: pg.Pool };
export type DbHandle = PgliteHandle | PostgresHandle;

export type CreateDbOptions = {
  /** postgres:// URL: use a PostgreSQL server through a pg.Pool. Takes precedence over dataDir. */
  databaseUrl?: string;
  /** PGlite data folder (created if missing, locked against a second process). */
  dataDir?: string;
  /** PGlite in memory (the default when neither databaseUrl nor dataDir is given). */
  memory?: boolean;
  /** pg.Pool size (default 10). */
  poolMax?: number;
  /** Errors of idle PostgreSQL connections (they must not crash the process). Default: ignored. */
  onError?: (error: Error) => void;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel name "${channel}"`);
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    return createPostgres(options.databaseUrl, options.poolMax ?? 10, options.onError ?? (() => {}));
  }
  if (options.dataDir && !options.memory) return createPglite(path.resolve(options.dataDir));
  return createPglite(undefined);
}

async function createPglite(dataDir: string | undefined): Promise<PgliteHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  return wrapPglite(client, { dataDir, onClose: () => lock?.release() });
}

/** Wraps an already opened PGlite client (e.g. one loaded from a dumped data directory). */
export function wrapPglite(client: PGlite, options: { dataDir?: string; onClose?: () => void } = {}): PgliteHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "pglite",
    db,
    raw: client,
    dataDir: options.dataDir,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        options.onClose?.();
      }
    },
    async listen(channel, onPayload) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
}

async function createPostgres(databaseUrl: string, max: number, onError: (error: Error) => void): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  pool.on("error", onError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Listeners(pool, onError);
  let closed = false;
  return {
    kind: "postgres",
    db,
    raw: pool,
    async close() {
      if (closed) return;
      closed = true;
      await listeners.close();
      await pool.end();
    },
    async listen(channel, onPayload) {
      checkChannel(channel);
      return listeners.add(channel, onPayload);
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
}

/**
 * One dedicated connection carries every LISTEN of this process. If it breaks (server restart,
 * network), it is replaced and the channels are listened to again.
 */
class Listeners {
  private client: Promise<pg.PoolClient> | undefined;
  private readonly callbacks = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: Error) => void,
  ) {}

  private connection(): Promise<pg.PoolClient> {
    this.client ??= this.pool.connect().then(
      (client) => {
        client.on("notification", (message) => {
          for (const callback of this.callbacks.get(message.channel) ?? []) callback(message.payload ?? "");
        });
        client.on("error", (error) => this.replace(client, error));
        return client;
      },
      (error: unknown) => {
        this.client = undefined;
        throw error;
      },
    );
    return this.client;
  }

  /** Connections already given back: a dying connection can report more than one error. */
  private readonly released = new WeakSet<pg.PoolClient>();

  private replace(broken: pg.PoolClient, error: Error): void {
    // Releasing one twice throws, and from an 'error' listener that would end the process: a connection
    // released by close() can still report the server ending it.
    if (this.released.has(broken)) return;
    this.released.add(broken);
    this.onError(error);
    this.client = undefined;
    broken.release(error);
    const relisten = async (delay: number): Promise<void> => {
      if (this.closed || this.callbacks.size === 0) return;
      try {
        const client = await this.connection();
        for (const channel of this.callbacks.keys()) await client.query(`LISTEN ${channel}`);
      } catch (retryError) {
        this.onError(retryError as Error);
        setTimeout(() => void relisten(Math.min(delay * 2, 30_000)), delay).unref();
      }
    };
    void relisten(500);
  }

  async add(channel: string, callback: (payload: string) => void): Promise<Unlisten> {
    const client = await this.connection();
    let set = this.callbacks.get(channel);
    if (!set) {
      set = new Set();
      this.callbacks.set(channel, set);
      await client.query(`LISTEN ${channel}`);
    }
    set.add(callback);
    return async () => {
      const current = this.callbacks.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.callbacks.delete(channel);
      if (this.client) await (await this.client).query(`UNLISTEN ${channel}`);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    this.callbacks.clear();
    const open = client && (await client.catch(() => undefined));
    if (open && !this.released.has(open)) {
      this.released.add(open);
      open.release();
    }
  }
}

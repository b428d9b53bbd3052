import { sql } from "drizzle-orm";
import { transaction } from "../../app/server/infra/changes.server";
import { replayAllLevels } from "../../app/server/levels";
import type { Db, Tx } from "../client";
import { player, tournament } from "../schema/index";
import { DEMO_PROFILES } from "./demo-accounts";
import { generateSeedData } from "./generate";
import { attachSeedImages, type StoreSeedImage } from "./images";
import type { SeedData } from "./types";
import { writePlayDemo } from "./play";
import { writeSocialDemo } from "./social";
import { writeWhatsAppDemo } from "./whatsapp";
import { truncateAppTables, writeSeedData } from "./write";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts";
export { generateSeedData } from "./generate";
export type { SeedData } from "./types";

export const DEFAULT_SEED = 2026;
export const DEFAULT_PLAYERS = 300;
export const DEFAULT_TOURNAMENTS = 40;

// Arbitrary constant: two processes starting together on one PostgreSQL must not both seed.
const SEED_LOCK_KEY = 7_245_301_119;

export interface SeedOptions {
  /** Players, demo players included (default 300). */
  players?: number;
  /** Tournaments (default 40): about a quarter upcoming, a tenth active, the rest past. */
  tournaments?: number;
  /** At least this many results, for load tests (default: what the tournaments give). */
  results?: number;
  /** Random seed (default 2026): the same seed and `now` give the same rows. */
  seed?: number;
  /** Every date is relative to this instant (default: the current time). */
  now?: Date;
  /** Empty every app table first, in the same transaction. */
  reset?: boolean;
  /**
   * Gives a demo account its password (the auth layer hashes and stores it). Called once per demo
   * account after the seed has committed.
   */
  createCredential?: (userId: string, password: string) => Promise<void>;
  /**
   * Stores a generated picture and returns its URL. Given, every club gets a cover and every tournament
   * a poster (db/seed/images.tsx); without it (tests) the rows have no image.
   */
  storeImage?: StoreSeedImage;
}

export type SeedCounts = { [K in Exclude<keyof SeedData, "demoUserIds">]: number };

export interface SeedSummary {
  seed: number;
  now: Date;
  counts: SeedCounts;
  /** Wall time of generation, inserts and credentials. */
  elapsedMs: number;
}

export class SeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SeedError";
  }
}

function countsOf(data: SeedData): SeedCounts {
  const { demoUserIds: _, ...tables } = data;
  return Object.fromEntries(Object.entries(tables).map(([key, rows]) => [key, rows.length])) as SeedCounts;
}

/** Whether the database already holds content that a first-start seed must not touch. */
export async function hasPlayersOrTournaments(db: Pick<Db | Tx, "execute">): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from ${player}) or exists (select 1 from ${tournament}) as found`,
  );
  return rows[0]?.found === true;
}

function checkCount(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new SeedError(`${name} must be an integer >= ${min} (got ${value})`);
  return value;
}

async function run(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const started = performance.now();
  // Cheap early exit for the usual restart; the check is repeated under the lock below.
  if (onlyIfEmpty && (await hasPlayersOrTournaments(db))) return null;
  const seed = checkCount("seed", opts.seed ?? DEFAULT_SEED, 0);
  const players = checkCount("players", opts.players ?? DEFAULT_PLAYERS, DEMO_PROFILES.length);
  const tournaments = checkCount("tournaments", opts.tournaments ?? DEFAULT_TOURNAMENTS, 0);
  const now = opts.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new SeedError("now must be a valid date");
  const data = generateSeedData({ players, tournaments, seed, now, minResults: opts.results });
  if (opts.storeImage) await attachSeedImages(data, opts.storeImage, now);

  let seeded: boolean;
  try {
    seeded = await transaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (opts.reset) await truncateAppTables(tx);
      if (onlyIfEmpty && (await hasPlayersOrTournaments(tx))) return false;
      await writeSeedData(tx, data);
      await writeWhatsAppDemo(tx, now);
      await writePlayDemo(tx, now);
      await writeSocialDemo(tx, now);
      return true;
    });
  } catch (error) {
    // Drizzle's own message repeats the whole batch of parameters; the driver's error says what failed.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new SeedError(`Seeding failed and nothing was written: ${(reason as Error).message}`, { cause: error });
  }
  if (!seeded) return null;
  // Levels from the demo's own matches, replayed as a whole after the commit, so a first visitor sees them.
  await replayAllLevels(db, { at: now });

  if (opts.createCredential) {
    for (const profile of DEMO_PROFILES) {
      const userId = data.demoUserIds.get(profile.email);
      if (!userId) continue;
      try {
        await opts.createCredential(userId, profile.password);
      } catch (error) {
        throw new SeedError(`Seeded, but setting the password of ${profile.email} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }
  return { seed, now, counts: countsOf(data), elapsedMs: Math.round(performance.now() - started) };
}

/**
 * Fills the database with fictional demo data: clubs around Puebla, players, coaches, tournaments
 * (upcoming, active and past relative to `now`) with results, registrations, sponsors, requests and
 * demo accounts. Everything is written in one transaction: a failure leaves nothing behind.
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  return (await run(db, opts, false))!;
}

/**
 * Seeds only a database without players and tournaments (first start), so a restart keeps what users
 * entered. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, opts: Omit<SeedOptions, "reset"> = {}): Promise<boolean> {
  return (await run(db, opts, true)) !== null;
}

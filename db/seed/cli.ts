// npm run seed -- [--players N] [--tournaments N] [--results N] [--seed N] [--now ISO] [--reset] [--without-images]
// Uses DATABASE_URL when set, else the PGlite folder the server uses (DATA_DIR, default ./data).
import path from "node:path";
import { parseArgs } from "node:util";
import { parseConfig } from "../../app/server/infra/config.server";
import { storeImage } from "../../app/server/infra/uploads.server";
import { demoCredentialWriter } from "../../app/server/accounts";
import { createDb } from "../client";
import { migrateDb } from "../migrate";
import {
  DEFAULT_PLAYERS,
  DEFAULT_SEED,
  DEFAULT_TOURNAMENTS,
  DEMO_ACCOUNTS,
  hasPlayersOrTournaments,
  seed,
  type SeedSummary,
} from "./index";
import { runCli } from "../run-cli";

const USAGE = `Usage: npm run seed -- [options]

  --players N       players to create (default ${DEFAULT_PLAYERS})
  --tournaments N   tournaments to create (default ${DEFAULT_TOURNAMENTS})
  --results N       at least N results (plays more categories of past tournaments)
  --seed N          random seed (default ${DEFAULT_SEED})
  --now ISO         reference instant for every date (default: now)
  --reset           empty every app table first (same transaction)
  --without-images  no generated posters and club covers (faster, for load tests)
  --help            show this help`;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative integer (got "${value}")`);
  return parsed;
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: "string" },
      tournaments: { type: "string" },
      results: { type: "string" },
      seed: { type: "string" },
      now: { type: "string" },
      reset: { type: "boolean", default: false },
      "without-images": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  const now = values.now === undefined ? undefined : new Date(values.now);
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now must be an ISO date-time (got "${values.now}")`);
  return {
    help: values.help,
    reset: values.reset,
    images: !values["without-images"],
    players: integer("players", values.players),
    tournaments: integer("tournaments", values.tournaments),
    results: integer("results", values.results),
    seed: integer("seed", values.seed),
    now,
  };
}

function printSummary(summary: SeedSummary, target: string): void {
  const width = Math.max(...Object.keys(summary.counts).map((key) => key.length));
  console.log(`Seeded ${target} (seed ${summary.seed}, now ${summary.now.toISOString()}):`);
  for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
  console.log(`Done in ${(summary.elapsedMs / 1000).toFixed(1)} s.`);
  console.log(`Demo accounts (password "${DEMO_ACCOUNTS[0]?.password}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}`);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // Same folder as server/database.ts, so the server finds what was seeded.
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite");
  const target = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${dataDir}`;
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateDb(handle);
    if (!options.reset && (await hasPlayersOrTournaments(handle.db))) {
      console.error(`${target} already has players or tournaments; nothing was changed. Use --reset to replace everything.`);
      return 1;
    }
    const { images, ...counts } = options;
    const summary = await seed(handle.db, {
      ...counts,
      createCredential: demoCredentialWriter(handle.db, parseConfig(process.env)),
      ...(images ? { storeImage: (png: Uint8Array, folder: "clubs" | "tournaments") => storeImage(png, folder) } : {}),
    });
    printSummary(summary, target);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);

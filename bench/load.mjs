// Load on the large seed (20,000 players, 2,000 tournaments, 50,000 results, plus bench/play-data.ts: a
// published 64-pair draw with half its results and its order of play; bench/social-data.ts: a social event
// of 24 players with 6 of 10 rounds scored): autocannon in this process against the production server in a
// child process, for /, the ranking, the busiest player's profile, a tournament page, the 64-pair draw page,
// its order of play, the social event's page with its leaderboard and a static asset of about the same size
// (the ceiling: what the same server does without rendering or queries). Reports requests/s, p50/p99
// latency and each page's ratio to the ceiling, on PGlite and on PostgreSQL 15 (Debian's cluster, started with pg_ctlcluster when it is down).
// On PostgreSQL, statements slower than --slow-ms are collected from the server log while the load runs.
//
//   node bench/load.mjs [--db pglite,postgres] [--duration 10] [--connections 10] [--slow-ms 100]
//                       [--players 20000] [--tournaments 2000] [--results 50000] [--reseed]
//                       [--signed-in false] [--pages home,ranking,player,tournament]
// Each page is measured as an anonymous visitor (served from the page cache, ADR 0030) and as the
// signed-in demo player (the page cache's members' copy, ADR 0036), plus that player's /api/yo.
// The seeded databases are kept (PGlite under bench/.cache/, PostgreSQL as database padel_bench) and
// reused while the seed options and the day match, so reruns skip the seeding.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  buildDir,
  CACHE_DIR,
  cannon,
  describeMachine,
  discoverPages,
  machine,
  options,
  ROOT,
  signedInCookie,
  startServer,
  table,
} from "./lib.mjs";

const PG_ROLE = "padel_bench";
const PG_DB = "padel_bench";
const PG_URL = `postgres://${PG_ROLE}:${PG_ROLE}@127.0.0.1:5432/${PG_DB}`;
const PG_LOG = "/var/log/postgresql/postgresql-15-main.log";

function seedKey(o) {
  // The seed's dates are relative to today: a database seeded on another day has other upcoming tournaments.
  const today = new Date().toISOString().slice(0, 10);
  return `p${o.players}-t${o.tournaments}-r${o.results}-draw64-social24-${today}`;
}

export function seedArgs(o) {
  return [
    "--import",
    "tsx",
    "db/seed/cli.ts",
    "--players",
    String(o.players),
    "--tournaments",
    String(o.tournaments),
    "--results",
    String(o.results),
    "--without-images",
  ];
}

export function runNode(args, env, what) {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${what} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** The large seed, then the play and social bench data; their paths are kept in `playFile` for reruns. */
function runSeed(o, env, playFile) {
  const started = Date.now();
  runNode(seedArgs(o), env, "seeding");
  const [play, social] = ["bench/play-data.ts", "bench/social-data.ts"].map((script) =>
    JSON.parse(runNode(["--import", "tsx", script], env, script).trim().split("\n").at(-1)),
  );
  fs.writeFileSync(playFile, JSON.stringify({ ...play, ...social }));
  return Math.round((Date.now() - started) / 1000);
}

/** The 64-pair draw page and order of play (bench/play-data.ts) and the social event (bench/social-data.ts). */
function playPages(playFile) {
  return JSON.parse(fs.readFileSync(playFile, "utf8"));
}

/** A PGlite folder with the large seed, generated once per key. */
function largePglite(o) {
  const key = seedKey(o);
  const dir = path.join(CACHE_DIR, `large-${key}`);
  const playFile = path.join(dir, "play.json");
  if (!o.reseed && fs.existsSync(path.join(dir, ".seeded"))) return { dataDir: dir, seededIn: null, play: playPages(playFile) };
  for (const old of fs.existsSync(CACHE_DIR) ? fs.readdirSync(CACHE_DIR) : []) {
    if (old.startsWith("large-")) fs.rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const seededIn = runSeed(o, { DATA_DIR: dir, DATABASE_URL: "" }, playFile);
  fs.writeFileSync(path.join(dir, ".seeded"), key);
  return { dataDir: dir, seededIn, play: playPages(playFile) };
}

export function psql(sql) {
  return execFileSync("su", ["postgres", "-c", "psql -qAt -v ON_ERROR_STOP=1"], { input: sql, encoding: "utf8" });
}

/** Debian's PostgreSQL 15 cluster running, with the bench role; true when this call started it. */
export function ensurePostgres() {
  let startedCluster = false;
  if (spawnSync("pg_isready", ["-q"]).status !== 0) {
    if (spawnSync("pg_lsclusters", ["-h"], { encoding: "utf8" }).stdout.match(/^15\s+main/m) === null) {
      execFileSync("pg_createcluster", ["15", "main"]);
    }
    execFileSync("pg_ctlcluster", ["15", "main", "start"]);
    startedCluster = true;
    for (let i = 0; i < 30 && spawnSync("pg_isready", ["-q"]).status !== 0; i++) spawnSync("sleep", ["1"]);
  }
  psql(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_ROLE}') THEN CREATE ROLE ${PG_ROLE} LOGIN SUPERUSER PASSWORD '${PG_ROLE}'; END IF; END $$;`,
  );
  return startedCluster;
}

/** Debian's PostgreSQL 15 with a bench role and database holding the large seed. */
function largePostgres(o) {
  const startedCluster = ensurePostgres();
  const key = seedKey(o);
  const comment = psql(`SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '${PG_DB}'`).trim();
  let seededIn = null;
  const playFile = path.join(CACHE_DIR, "postgres-play.json");
  if (o.reseed || comment !== key || !fs.existsSync(playFile)) {
    psql(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
    psql(`CREATE DATABASE ${PG_DB} OWNER ${PG_ROLE}`);
    seededIn = runSeed(o, { DATABASE_URL: PG_URL, DATA_DIR: path.join(CACHE_DIR, "postgres-files") }, playFile);
    psql(`COMMENT ON DATABASE ${PG_DB} IS '${key}'`);
  }
  psql(`ANALYZE`);
  return { databaseUrl: PG_URL, seededIn, startedCluster, play: playPages(playFile) };
}

/** The built asset whose size is closest to the pages' median HTML size. */
function ceilingAsset(htmlBytes) {
  const assets = path.join(buildDir(), "client", "assets");
  const target = [...htmlBytes].sort((a, b) => a - b)[Math.floor(htmlBytes.length / 2)];
  const files = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
  const best = files.reduce(
    (a, f) => {
      const size = fs.statSync(path.join(assets, f)).size;
      return Math.abs(size - target) < Math.abs(a.size - target) ? { file: f, size } : a;
    },
    { file: "", size: Infinity },
  );
  return `/assets/${best.file}`;
}

async function measureTargets(base, o, play) {
  const sample = await discoverPages(base);
  const pages = [
    ["home", "/"],
    ["ranking", "/ranking-padel-puebla"],
    ["player profile", sample.player],
    ["tournament", sample.tournament],
    ["draw, 64 pairs", play.draw],
    ["order of play, 64 pairs", play.orderOfPlay],
    [`social event, ${play.socialPlayers} players, live leaderboard`, play.socialEvent],
  ].filter(([name]) => !o.pages || o.pages.split(",").some((wanted) => name.startsWith(wanted)));
  const sizes = [];
  for (const [, p] of pages) sizes.push((await (await fetch(base + p)).arrayBuffer()).byteLength);
  const asset = ceilingAsset(sizes);
  // Anonymous visitors get public pages from the page cache (ADR 0030); a signed-in player (a member who
  // edits nothing) its members' copy, and their own parts from /api/yo once the page is live (ADR 0036).
  const cookie = o.signedIn ? await signedInCookie(base) : "";
  const socialId = pages.some(([, p]) => p === play.socialEvent) ? /-(\d+)$/.exec(play.socialEvent ?? "")?.[1] : undefined;
  // A server-rendered page without queries of its own: the share of rendering versus queries.
  const targets = [
    ["static asset (ceiling)", asset],
    ["page without queries", "/ranking-padel-puebla/como-se-calcula"],
    ...pages.flatMap(([name, p]) => [[name, p], ...(cookie ? [[`${name}, signed in`, p, { cookie }]] : [])]),
    // What each of the signed-in player's pages asks for besides the page: never cached.
    ...(cookie ? [["personal parts (/api/yo), signed in", "/api/yo", { cookie }]] : []),
    // The social event page's own: the visitor's entry and organiser tools, asked after each revalidation.
    ...(cookie && socialId ? [["the event's personal parts, signed in", `/api/social-events/${socialId}/yo`, { cookie }]] : []),
  ];
  const rows = [];
  for (const [name, p, headers = {}] of targets) {
    for (let i = 0; i < 3; i++) await (await fetch(base + p, { headers })).arrayBuffer(); // warm caches and the JIT
    const probe = await fetch(base + p, { headers });
    const bytes = (await probe.arrayBuffer()).byteLength;
    const load = machine().load.split(" ")[0];
    const r = await cannon(base + p, o, headers);
    rows.push({
      name,
      path: p,
      bytes,
      cache: probe.headers.get("x-cache") ?? "-",
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
      load,
    });
  }
  const ceiling = rows[0].rps;
  for (const row of rows) row.ratio = ceiling ? row.rps / ceiling : NaN;
  return rows;
}

function logSize() {
  try {
    return fs.statSync(PG_LOG).size;
  } catch {
    return 0;
  }
}

/** Statements the PostgreSQL server logged as slower than log_min_duration_statement since `from`. */
function slowStatements(from) {
  let text = "";
  try {
    const fd = fs.openSync(PG_LOG, "r");
    const length = fs.fstatSync(fd).size - from;
    const buffer = Buffer.alloc(Math.max(0, length));
    fs.readSync(fd, buffer, 0, buffer.length, from);
    fs.closeSync(fd);
    text = buffer.toString("utf8");
  } catch {
    return [];
  }
  const byStatement = new Map();
  const re = /duration: ([\d.]+) ms\s+(?:statement|execute [^:]*): ([\s\S]*?)(?=\n\d{4}-\d\d-\d\d |\n*$)/g;
  for (const m of text.matchAll(re)) {
    const sql = m[2].replace(/\s+/g, " ").trim();
    const entry = byStatement.get(sql) ?? { sql, count: 0, maxMs: 0, totalMs: 0 };
    entry.count += 1;
    entry.maxMs = Math.max(entry.maxMs, Number(m[1]));
    entry.totalMs += Number(m[1]);
    byStatement.set(sql, entry);
  }
  return [...byStatement.values()].sort((a, b) => b.totalMs - a.totalMs);
}

export async function runLoad(o) {
  const port = Number(process.env.BENCH_PORT ?? 3270) + 2;
  const out = { machine: machine(), options: o, runs: [] };
  for (const db of o.db.split(",")) {
    let server;
    let pgInfo;
    let logFrom = 0;
    if (db === "pglite") {
      const { dataDir, seededIn, play } = largePglite(o);
      server = await startServer({ port, dataDir, seedOnStart: false });
      out.runs.push({ db: "PGlite", seededIn, play, rows: [] });
    } else if (db === "postgres") {
      pgInfo = largePostgres(o);
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`ALTER DATABASE ${PG_DB} SET log_min_duration_statement = ${Number(o.slowMs)}`);
      await client.end();
      logFrom = logSize();
      const dataDir = path.join(CACHE_DIR, "postgres-files");
      server = await startServer({ port, dataDir, databaseUrl: pgInfo.databaseUrl, seedOnStart: false });
      out.runs.push({ db: "PostgreSQL 15", seededIn: pgInfo.seededIn, play: pgInfo.play, rows: [] });
    } else {
      throw new Error(`unknown --db ${db} (pglite or postgres)`);
    }
    try {
      out.runs.at(-1).rows = await measureTargets(server.base, o, out.runs.at(-1).play);
    } finally {
      await server.stop();
    }
    if (db === "postgres") {
      out.runs.at(-1).slow = slowStatements(logFrom).slice(0, 8);
      psql(`ALTER DATABASE ${PG_DB} RESET log_min_duration_statement`);
      if (pgInfo.startedCluster) execFileSync("pg_ctlcluster", ["15", "main", "stop"]);
    }
  }
  return out;
}

export function markdown(result) {
  const parts = [];
  for (const run of result.runs) {
    parts.push(
      `**${run.db}**${run.seededIn === null ? " (seed reused)" : ` (seeded in ${run.seededIn} s)`}, ` +
        `${result.options.connections} connections, ${result.options.duration} s per target, gzip; the draw: ` +
        `${run.play.matches} matches, ${run.play.scheduled} on the order of play, ${run.play.results} results; the social event: ` +
        `${run.play.socialPlayers} players, ${run.play.socialScored} of ${run.play.socialRounds} rounds scored\n`,
    );
    parts.push(
      table(
        ["target", "path", ">bytes", "cache", ">req/s", ">p50", ">p99", ">ratio to ceiling", ">errors", ">load avg"],
        run.rows.map((r) => [
          r.name,
          r.path,
          String(r.bytes),
          r.cache ?? "-",
          r.rps.toFixed(1),
          `${r.p50} ms`,
          `${r.p99} ms`,
          r.ratio.toFixed(3),
          String(r.errors),
          r.load,
        ]),
      ),
    );
    if (run.slow) {
      parts.push(
        run.slow.length
          ? `\nStatements over ${result.options.slowMs} ms during the run:\n\n` +
              table(
                [">count", ">max", "statement"],
                run.slow.map((s) => [String(s.count), `${Math.round(s.maxMs)} ms`, `\`${s.sql.slice(0, 160)}\``]),
              )
          : `\nNo statement over ${result.options.slowMs} ms during the run.`,
      );
    }
    parts.push("");
  }
  return parts.join("\n");
}

export const LOAD_DEFAULTS = {
  db: "pglite,postgres",
  duration: 10,
  connections: 10,
  slowMs: 100,
  players: 20000,
  tournaments: 2000,
  results: 50000,
  reseed: false,
  json: "",
  /** Also measure each page as the signed-in demo player (the members' copy, ADR 0036) and their /api/yo. */
  signedIn: true,
  /** Only these pages (comma-separated name prefixes: home, ranking, player, tournament, draw, order, social); all when empty. */
  pages: "",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const o = options(process.argv.slice(2), LOAD_DEFAULTS);
  const result = await runLoad(o);
  console.log(`Load on the large seed (${describeMachine(result.machine)})\n`);
  console.log(markdown(result));
  if (o.json) fs.writeFileSync(o.json, JSON.stringify(result, null, 2));
  process.exitCode = result.runs.some((run) => run.rows.some((r) => r.errors > 0)) ? 1 : 0;
}

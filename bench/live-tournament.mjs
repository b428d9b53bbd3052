// The live tournament pages under load (issue 20, ADR 0028): many viewers hold one tournament's event stream
// (/api/tournaments/{id}/live, what its draw, order of play and club screen open) while N courts score at
// once through the sync endpoint. Reports the delay from each point's POST to each viewer seeing it (median,
// p90, p99, max), deliveries, and the server's memory, on PGlite or PostgreSQL.
//
// A fresh database each run: the server seeds the demo, stops, bench/live-tournament-data.ts adds the
// tournament (N courts, a published draw whose N first-round matches are scored live), and the server
// starts again with TRUST_PROXY=1 so that each viewer can stand for its own phone (X-Forwarded-For; one
// address holds at most 20 streams).
//
//   npm run build && node bench/live-tournament.mjs [--viewers 1000] [--courts 8] [--points 20] [--interval 2000] [--db pglite|postgres]
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { describeMachine, machine, openEventStream, options, percentile, ROOT, rssMb, sleep, startServer } from "./lib.mjs";

const o = options(process.argv.slice(2), {
  viewers: 1000,
  courts: 8,
  points: 20,
  interval: 2000,
  db: "pglite",
  port: Number(process.env.BENCH_PORT ?? 3290),
});
const CONNECT_BATCH = 100;
const PG_ROLE = "padel_bench";
const PG_DB = "padel_live_bench";
const PG_URL = `postgres://${PG_ROLE}:${PG_ROLE}@127.0.0.1:5432/${PG_DB}`;

function psql(sql) {
  return execFileSync("su", ["postgres", "-c", "psql -qAt -v ON_ERROR_STOP=1"], { input: sql, encoding: "utf8" });
}

/** An empty database for this run: a PGlite folder, or a PostgreSQL database made again. */
function freshDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "padel-live-bench-"));
  if (o.db !== "postgres") return { dataDir, databaseUrl: undefined };
  if (spawnSync("pg_isready", ["-q"]).status !== 0) throw new Error("PostgreSQL is not running (pg_ctlcluster 15 main start)");
  psql(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_ROLE}') THEN CREATE ROLE ${PG_ROLE} LOGIN SUPERUSER PASSWORD '${PG_ROLE}'; END IF; END $$;`,
  );
  psql(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  psql(`CREATE DATABASE ${PG_DB} OWNER ${PG_ROLE}`);
  return { dataDir, databaseUrl: PG_URL };
}

function addTournament(database) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/live-tournament-data.ts", String(o.courts), String(o.points)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`bench/live-tournament-data.ts failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1));
}

/** A viewer's address: 10.x.y.z, one per viewer. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * What a snapshot says, worked out once per distinct event (every viewer gets the same bytes): for each
 * court, the index of the last point it shows (-1: none yet).
 */
function readerOf(scorers) {
  const indexes = scorers.map((s) => new Map(s.expected.map((json, k) => [json, k])));
  const cache = new Map();
  return (data) => {
    let seen = cache.get(data);
    if (!seen) {
      const scores = JSON.parse(data).scores;
      seen = scorers.map((s, c) => (scores[s.drawMatchId] ? (indexes[c].get(JSON.stringify(scores[s.drawMatchId])) ?? -1) : -1));
      if (cache.size > 10_000) cache.clear();
      cache.set(data, seen);
    }
    return seen;
  };
}

/** One viewer on its own socket and address; calls `onSnapshot(data, arrivedAt)` for each event. */
function openViewer(base, tournamentId, i, onSnapshot) {
  return openEventStream(`${base}/api/tournaments/${tournamentId}/live`, { "x-forwarded-for": addressOf(i) }, (block, now) => {
    if (block.startsWith("event: play")) onSnapshot(block.slice(block.indexOf("data: ") + 6), now);
  });
}

const round = (n) => Math.round(n * 10) / 10;

const database = freshDatabase();
const env = { TRUST_PROXY: "1" };
let server = await startServer({ port: o.port, dataDir: database.dataDir, databaseUrl: database.databaseUrl, env });
await server.stop();
const { tournamentId, scorers } = addTournament(database);
server = await startServer({ port: o.port, dataDir: database.dataDir, databaseUrl: database.databaseUrl, env });
try {
  const rssIdle = rssMb(server.pid);
  const read = readerOf(scorers);
  /** sentAt[court][k]: when point k's POST started. */
  const sentAt = scorers.map(() => []);
  const delays = [];
  const onSnapshotOf = () => {
    const seen = scorers.map(() => -1);
    return (data, at) => {
      const shown = read(data);
      for (let c = 0; c < shown.length; c++) {
        for (let k = seen[c] + 1; k <= shown[c]; k++) if (sentAt[c][k] !== undefined) delays.push(at - sentAt[c][k]);
        if (shown[c] > seen[c]) seen[c] = shown[c];
      }
    };
  };

  const requests = [];
  const connectStart = performance.now();
  for (let i = 0; i < o.viewers; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, o.viewers - i) }, (_, j) =>
      openViewer(server.base, tournamentId, i + j, onSnapshotOf()),
    );
    requests.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - connectStart;
  await sleep(1000);
  const rssConnected = rssMb(server.pid);
  let rssPeak = rssConnected;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 200);

  const syncMs = [];
  const load = os.loadavg()[0];
  await Promise.all(
    scorers.map(async (scorer, c) => {
      await sleep((c * o.interval) / scorers.length);
      for (let k = 0; k < scorer.events.length; k++) {
        const started = performance.now();
        sentAt[c][k] = started;
        const response = await fetch(`${server.base}/api/matches/${scorer.matchId}/sync`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${scorer.secret}` },
          body: JSON.stringify({ settings: scorer.settings, from: k + 1, events: [scorer.events[k]], sentAt: Date.now() }),
        });
        if (!response.ok) throw new Error(`sync ${response.status}: ${await response.text()}`);
        syncMs.push(performance.now() - started);
        await sleep(Math.max(0, o.interval - (performance.now() - started)));
      }
    }),
  );
  await sleep(3000);
  clearInterval(sampler);
  for (const request of requests) request.destroy();

  delays.sort((a, b) => a - b);
  syncMs.sort((a, b) => a - b);
  const result = {
    machine: describeMachine(machine()),
    database: o.db,
    viewers: requests.length,
    connectSeconds: round(connectMs / 1000),
    courts: scorers.length,
    pointsPerCourt: o.points,
    intervalMs: o.interval,
    deliveries: `${delays.length} of ${requests.length * scorers.length * o.points}`,
    delayMs: {
      median: round(percentile(delays, 50)),
      p90: round(percentile(delays, 90)),
      p99: round(percentile(delays, 99)),
      max: round(delays.at(-1) ?? NaN),
    },
    syncPostMs: { median: round(percentile(syncMs, 50)), p99: round(percentile(syncMs, 99)) },
    serverRssMb: {
      idle: round(rssIdle),
      withViewers: round(rssConnected),
      peakWhileScoring: round(rssPeak),
      perViewerKb: round(((rssConnected - rssIdle) * 1024) / requests.length),
    },
    loadAverage: { atStart: round(load), atEnd: round(os.loadavg()[0]) },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  fs.rmSync(database.dataDir, { recursive: true, force: true });
  if (database.databaseUrl) psql(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
}

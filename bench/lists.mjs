// Every list page at the large seed and at ten times it (issue 34, item 13): the gzip bytes of its HTML and
// the median time to the last byte of a few sequential requests, each one rendered (PAGE_CACHE=off: what
// the first visitor after a change, and every signed-in visitor, waits for). On PostgreSQL 15 (seeding
// 200,000 players on PGlite is too slow), one database per scale, kept and reused while the seed options
// and the day match (the key is the database comment).
//
//   node bench/lists.mjs [--scales 1,10] [--runs 5] [--reseed] [--out ''] [--only /torneos-padel-puebla,...] [--interleave]
// A scale of N seeds N x (20,000 players, 2,000 tournaments, 50,000 results). The admin pages are read as
// the demo administrator. Budget: every page under 100 KB gzip.
import http from "node:http";
import zlib from "node:zlib";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CACHE_DIR, describeMachine, machine, options, percentile, signedInCookie, startServer, table } from "./lib.mjs";
import { ensurePostgres, psql, runNode, seedArgs } from "./load.mjs";

export const LIST_BUDGET = 100 * 1024;
const BASE = { players: 20000, tournaments: 2000, results: 50000 };

/** [name, path, as administrator] */
export const LIST_PAGES = [
  ["home (upcoming tournaments)", "/", false],
  ["tournaments", "/torneos-padel-puebla", false],
  ["tournaments, past", "/torneos-padel-puebla?tab=pasados", false],
  ["tournaments, past, page 50", "/torneos-padel-puebla?tab=pasados&pagina=50", false],
  ["players", "/jugadores-padel-puebla", false],
  ["players, page 500", "/jugadores-padel-puebla?pagina=500", false],
  ["players, search", "/jugadores-padel-puebla?search=garcia", false],
  ["ranking", "/ranking-padel-puebla", false],
  ["ranking, page 10", "/ranking-padel-puebla?pagina=10", false],
  ["clubs", "/clubs-padel-puebla", false],
  ["coaches", "/entrenadores-padel-puebla", false],
  ["admin: solicitudes", "/admin/solicitudes", true],
  ["admin: chat", "/admin", true],
  ["admin: sponsors", "/admin/patrocinadores", true],
  ["admin: automations", "/admin/automatizaciones", true],
  ["admin: backups", "/admin/respaldos", true],
];

function seededDatabase(scale, reseed) {
  const o = { players: BASE.players * scale, tournaments: BASE.tournaments * scale, results: BASE.results * scale };
  const name = `padel_lists_x${scale}`;
  const key = `p${o.players}-t${o.tournaments}-r${o.results}-${new Date().toISOString().slice(0, 10)}`;
  const url = `postgres://padel_bench:padel_bench@127.0.0.1:5432/${name}`;
  const comment = psql(`SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '${name}'`).trim();
  let seededIn = null;
  if (reseed || comment !== key) {
    const started = Date.now();
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    psql(`CREATE DATABASE ${name} OWNER padel_bench`);
    runNode(seedArgs(o), { DATABASE_URL: url, DATA_DIR: path.join(CACHE_DIR, `${name}-files`) }, "seeding");
    psql(`COMMENT ON DATABASE ${name} IS '${key}'`);
    seededIn = Math.round((Date.now() - started) / 1000);
  }
  psql(`\\c ${name}\nANALYZE`);
  return { url, seededIn, ...o };
}

/**
 * One GET with gzip accepted: the compressed bytes, the milliseconds to the last byte, and whether the
 * document is whole (a render the server aborted after its stream timeout ends without `</html>`).
 */
function timedGet(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: false, headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks);
          const html =
            res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH }) : body;
          resolve({ status: res.statusCode, bytes: body.length, ms, whole: html.toString("utf8").trimEnd().endsWith("</html>") });
        });
      })
      .on("error", reject);
  });
}

/**
 * Each page's figures on every server in `bases` (one per scale). With several servers the requests
 * alternate between them (a warm-up each, then run i on every server before run i + 1), so every scale
 * sees the same machine load: on a shared machine their ratio is cleaner than their times.
 */
async function measure(bases, runs, only) {
  const admins = await Promise.all(bases.map((base) => signedInCookie(base, "admin@padelpuebla.mx")));
  const rows = bases.map(() => []);
  for (const [name, p, asAdmin] of LIST_PAGES) {
    if (only && !only.includes(p)) continue;
    const headers = bases.map((_, b) => (asAdmin ? { cookie: admins[b] } : {}));
    for (const [b, base] of bases.entries()) await timedGet(base + p, headers[b]); // warm the JIT and the database's cache
    const times = bases.map(() => []);
    const last = [];
    for (let i = 0; i < runs; i++) {
      for (const [b, base] of bases.entries()) {
        last[b] = await timedGet(base + p, headers[b]);
        times[b].push(last[b].ms);
      }
    }
    for (const [b] of bases.entries()) {
      times[b].sort((x, y) => x - y);
      rows[b].push({
        name,
        path: p,
        status: last[b].status,
        whole: last[b].whole,
        bytes: last[b].bytes,
        median: percentile(times[b], 50),
        load: machine().load.split(" ")[0],
      });
    }
  }
  return rows;
}

function startListServer(scale, db, port) {
  return startServer({
    port,
    dataDir: path.join(CACHE_DIR, `padel_lists_x${scale}-files`),
    databaseUrl: db.url,
    seedOnStart: false,
    env: { PAGE_CACHE: "off" },
  });
}

export async function runLists(o) {
  const startedCluster = ensurePostgres();
  const port = Number(process.env.BENCH_PORT ?? 3270) + 2;
  const out = { machine: machine(), interleave: o.interleave, runs: [] };
  const scales = o.scales.split(",").map(Number);
  const only = o.only ? o.only.split(",") : null;
  if (o.interleave) {
    // All scales' servers at once (ports port, port + 100, ...), their requests alternating.
    const dbs = scales.map((scale) => seededDatabase(scale, o.reseed));
    const servers = [];
    try {
      for (const [i, scale] of scales.entries()) servers.push(await startListServer(scale, dbs[i], port + 100 * i));
      const rows = await measure(
        servers.map((server) => server.base),
        o.runs,
        only,
      );
      for (const [i, scale] of scales.entries()) out.runs.push({ scale, ...dbs[i], rows: rows[i] });
    } finally {
      for (const server of servers) await server.stop();
    }
  } else {
    for (const scale of scales) {
      const db = seededDatabase(scale, o.reseed);
      const server = await startListServer(scale, db, port);
      try {
        out.runs.push({ scale, ...db, rows: (await measure([server.base], o.runs, only))[0] });
      } finally {
        await server.stop();
      }
    }
  }
  if (startedCluster) psql("SELECT 1"); // left running: other benches may use it
  return out;
}

export function markdown(result) {
  const [first, ...others] = result.runs;
  const last = others.at(-1);
  const headers = [
    "page",
    "path",
    ...result.runs.flatMap((r) => [`>x${r.scale} gzip`, `>x${r.scale} median`]),
    ...(last ? [`>x${last.scale} / x${first.scale}`] : []),
  ];
  const rows = first.rows.map((row, i) => [
    row.name,
    `\`${row.path}\``,
    ...[first, ...others].flatMap((run) => {
      const r = run.rows[i];
      const over = !r.whole ? " (cut: render aborted)" : r.bytes > LIST_BUDGET || r.status !== 200 ? " **!**" : "";
      return [`${(r.bytes / 1024).toFixed(1)} KB${over}`, `${Math.round(r.median)} ms`];
    }),
    ...(last ? [(last.rows[i].median / row.median).toFixed(2)] : []),
  ]);
  return table(headers, rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const o = options(process.argv.slice(2), { scales: "1,10", runs: 5, reseed: false, only: "", interleave: false });
  const result = await runLists(o);
  console.log(`List pages (${describeMachine(result.machine)})\n`);
  for (const run of result.runs) {
    console.log(
      `x${run.scale}: ${run.players} players, ${run.tournaments} tournaments, ${run.results} results${run.seededIn ? ` (seeded in ${run.seededIn} s)` : ""}`,
    );
  }
  if (result.interleave) console.log("Requests alternate between the scales' servers (--interleave).");
  console.log(`\n${markdown(result)}`);
  process.exitCode = result.runs.some((run) => run.rows.some((r) => !r.whole || r.bytes > LIST_BUDGET || r.status !== 200)) ? 1 : 0;
}

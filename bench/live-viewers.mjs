// Live score under load: one scorer posts points while many viewers watch the same match over
// server-sent events. Reports the delay from point to viewer (median, p99) and the server's memory.
//
// By default it starts its own production server (needs a build: `npm run build`, or BUILD_DIR) on a
// fresh PGlite folder, so this process is the "second process on loopback" and the server's memory is
// read from /proc. With --url it measures an already running server instead (no memory figures).
//
// Usage: node bench/live-viewers.mjs [--viewers 1000] [--points 40] [--interval 500] [--url http://host:port --club 1]
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openEventStream, percentile } from "./lib.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter(Boolean)
    .map((pair) => pair.trim().split(/\s+/)),
);
const VIEWERS = Number(args.viewers ?? 1000);
const POINTS = Number(args.points ?? 40);
const INTERVAL_MS = Number(args.interval ?? 500);
const PORT = Number(args.port ?? 3240);
const CONNECT_BATCH = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "padel-bench-"));
  // `node --import tsx` keeps the server in this child process, so its pid is the one to measure.
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error("the server exited; is there a build (npm run build)?");
    try {
      if ((await fetch(`${base}/padel-score`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createMatch(base) {
  // The demo seed's clubs start at id 1; pass --club for another database.
  const clubId = Number(args.club ?? 1);
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const settings = {
    team1: { name: "Equipo 1", players: ["Ana", "Luz"] },
    team2: { name: "Equipo 2", players: ["Eva", "Sol"] },
    deuceRule: "advantage",
    numberOfSets: 3,
    tieBreak: true,
    superTieBreak: false,
    clubId,
    clubName: "Club",
    category: "Open",
    categoryType: "Mixto",
    shareLive: true,
  };
  let length = 0;
  async function post(events) {
    const response = await fetch(`${base}/api/matches/${id}/sync`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ settings, from: length, events, sentAt: Date.now() }),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`sync ${response.status}: ${JSON.stringify(json)}`);
    length = json.length;
    return json.version;
  }
  await post([{ type: "start", server: "team1", at: Date.now() }]);
  return { id, post };
}

/** One SSE viewer on its own socket; records when each version arrives. */
function openViewer(base, id, arrivals) {
  return openEventStream(`${base}/api/matches/${id}/stream`, {}, (block, now) => {
    const version = /^id: (\d+)$/m.exec(block)?.[1];
    if (version) arrivals.push([Number(version), now]);
  });
}

const server = args.url ? { base: args.url, pid: undefined, stop: async () => {} } : await startServer();
try {
  const { id, post } = await createMatch(server.base);
  const rssIdle = server.pid ? rssMb(server.pid) : NaN;

  const arrivals = [];
  const requests = [];
  const connectStart = performance.now();
  for (let i = 0; i < VIEWERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, VIEWERS - i) }, () => openViewer(server.base, id, arrivals));
    requests.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - connectStart;
  await sleep(1000);
  const rssConnected = server.pid ? rssMb(server.pid) : NaN;

  let rssPeak = rssConnected;
  const sampler = setInterval(() => {
    if (server.pid) rssPeak = Math.max(rssPeak, rssMb(server.pid));
  }, 200);
  const sentAt = new Map();
  const teams = ["team1", "team2"];
  for (let k = 0; k < POINTS; k += 1) {
    const started = performance.now();
    const version = await post([{ type: "point", team: teams[Math.floor(Math.random() * 2)], at: Date.now() }]);
    sentAt.set(version, started);
    await sleep(Math.max(0, INTERVAL_MS - (performance.now() - started)));
  }
  await sleep(2000);
  clearInterval(sampler);

  const delays = [];
  for (const [version, at] of arrivals) {
    const sent = sentAt.get(version);
    if (sent !== undefined) delays.push(at - sent);
  }
  delays.sort((a, b) => a - b);
  const expected = VIEWERS * POINTS;
  const round = (n) => Math.round(n * 10) / 10;
  const result = {
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
    viewers: requests.length,
    connectSeconds: round(connectMs / 1000),
    points: POINTS,
    intervalMs: INTERVAL_MS,
    deliveries: `${delays.length} of ${expected}`,
    delayMs: {
      median: round(percentile(delays, 50)),
      p90: round(percentile(delays, 90)),
      p99: round(percentile(delays, 99)),
      max: round(delays.at(-1) ?? NaN),
    },
    serverRssMb: server.pid
      ? {
          idle: round(rssIdle),
          withViewers: round(rssConnected),
          peakWhileScoring: round(rssPeak),
          perViewerKb: round(((rssConnected - rssIdle) * 1024) / VIEWERS),
        }
      : "not measured (--url)",
  };
  console.log(JSON.stringify(result, null, 2));
  for (const request of requests) request.destroy();
} finally {
  await server.stop();
}

// Load held (issue 10): mixed traffic against the production server for a while (default 10 minutes)
// at a steady rate, recording every 5xx and the server's memory (RSS) over time.
//
//   BUILD_DIR=build npx react-router build   # once
//   node --import tsx bench/soak.mjs [--minutes 10] [--rate 15] [--port 3290]
//
// Starts its own server on a fresh DATA_DIR (demo seed), adds test accounts, then runs browsing (40%),
// searches (20%), registrations (15%), favourites (15%) and static files (10%). Writes
// bench/results/soak-<date>.json and prints a markdown summary. Exit code 1 when any 5xx was seen.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createDb } from "../db/client.ts";
import { club, player, tournament } from "../db/schema/index.ts";
import { categoriesForType, isCategoryAllowed } from "../app/domain/categories.ts";
import { clubPath, playerPath, tournamentPath } from "../app/domain/slugs.ts";
import { addAccounts, startServer as start } from "../tests/e2e/server-process.ts";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg("minutes", Number(process.env.SOAK_MINUTES ?? 10));
const RATE = arg("rate", 15);
const PORT = arg("port", 3290);
const MAX_IN_FLIGHT = 32;
const USERS = 150;
const PASSWORD = "clave-soak-2026";
const url = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "padel-soak-"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

async function stop(server) {
  server.child.kill("SIGTERM");
  return server.exited;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

// 1. First start seeds the demo; stop; add accounts and read what to visit.
const startServer = () => start({ port: PORT, dataDir, env: { LOG_LEVEL: "error", BUILD_DIR: buildDir } });
let server = await startServer();
await stop(server);
const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
const users = await addAccounts(handle.db, "soak", USERS, PASSWORD);
const today = new Date().toISOString().slice(0, 10);
const tournaments = await handle.db
  .select({
    id: tournament.id,
    title: tournament.title,
    startDate: tournament.startDate,
    fee: tournament.fee,
    varonil: tournament.categoriesVaronil,
  })
  .from(tournament)
  .where(eq(tournament.approved, true));
const open = tournaments
  .filter((t) => t.startDate > today && (t.fee ?? "").trim() !== "")
  .flatMap((t) => {
    const category = categoriesForType("varonil").find((c) => isCategoryAllowed(t.varonil, c, "varonil"));
    return category ? [{ path: tournamentPath(t), category, id: t.id }] : [];
  });
const players = await handle.db.select({ id: player.id, handle: player.handle }).from(player).limit(500);
const clubs = await handle.db.select({ id: club.id, name: club.name }).from(club);
await handle.close();
const assets = readdirSync(path.join(buildDir, "client", "assets"))
  .filter((f) => f.endsWith(".js"))
  .slice(0, 20);

// 2. The soak.
server = await startServer();
const pid = server.child.pid;
const cookies = [];
for (const u of users) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: u.email, password: PASSWORD }),
  });
  cookies.push(
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );
}
const pages = [
  "/",
  "/torneos-padel-puebla",
  "/ranking-padel-puebla",
  "/jugadores-padel-puebla",
  "/clubs-padel-puebla",
  "/entrenadores-padel-puebla",
  "/ranking-padel-puebla/como-se-calcula",
];
const letters = ["an", "ma", "jo", "lu", "car", "sof", "pe", "gar", "ló", "ra"];
const attempted = new Set();

function nextRequest() {
  const r = Math.random();
  if (r < 0.4) {
    const which = Math.random();
    const target =
      which < 0.5
        ? pick(pages)
        : which < 0.7
          ? pick(tournaments.length ? tournaments.map(tournamentPath) : pages)
          : which < 0.9
            ? playerPath(pick(players))
            : clubPath(pick(clubs));
    return { kind: "browse", path: target };
  }
  if (r < 0.6) {
    const q = encodeURIComponent(pick(letters));
    return {
      kind: "search",
      path: pick([
        `/jugadores-padel-puebla?q=${q}`,
        `/api/players/search?q=${q}`,
        `/torneos-padel-puebla?q=${q}`,
        `/ranking-padel-puebla?q=${q}`,
      ]),
    };
  }
  if (r < 0.75 && open.length) {
    for (let tries = 0; tries < 5; tries++) {
      const i = Math.floor(Math.random() * users.length);
      const t = pick(open);
      if (attempted.has(`${i}:${t.id}`)) continue;
      attempted.add(`${i}:${t.id}`);
      return {
        kind: "registration",
        path: t.path,
        cookie: cookies[i],
        form: { intent: "register", registrationType: "individual", categoryType: "varonil", category: t.category, comments: "" },
      };
    }
  }
  if (r < 0.9) {
    return {
      kind: "favourite",
      path: `/api/players/${pick(players).id}/favorite`,
      cookie: pick(cookies),
      form: { redirectTo: "/jugadores-padel-puebla" },
    };
  }
  return { kind: "static", path: `/assets/${pick(assets)}` };
}

const stats = {};
const errors = [];
const rss = [];
let inFlight = 0;
let skipped = 0;
const started = Date.now();
const end = started + MINUTES * 60_000;

async function fire(req) {
  const s = (stats[req.kind] ??= { count: 0, byClass: {}, latencies: [] });
  const t0 = performance.now();
  inFlight++;
  try {
    const headers = { origin: url, ...(req.cookie ? { cookie: req.cookie } : {}) };
    const response = await fetch(
      `${url}${req.path}`,
      req.form
        ? {
            method: "POST",
            headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(req.form),
            redirect: "manual",
          }
        : { headers, redirect: "manual" },
    );
    await response.arrayBuffer();
    const cls = `${Math.floor(response.status / 100)}xx`;
    s.byClass[cls] = (s.byClass[cls] ?? 0) + 1;
    if (response.status >= 500) errors.push(`${response.status} ${req.kind} ${req.path}`);
  } catch (error) {
    s.byClass.network = (s.byClass.network ?? 0) + 1;
    errors.push(`network ${req.kind} ${req.path}: ${error.message}`);
  } finally {
    inFlight--;
    s.count++;
    s.latencies.push(performance.now() - t0);
  }
}

const sampler = setInterval(() => rss.push({ t: Math.round((Date.now() - started) / 1000), mb: Math.round(rssMb(pid)) }), 5000);
rss.push({ t: 0, mb: Math.round(rssMb(pid)) });
const interval = 1000 / RATE;
let next = Date.now();
const pending = new Set();
while (Date.now() < end) {
  if (inFlight >= MAX_IN_FLIGHT) skipped++;
  else {
    const p = fire(nextRequest());
    pending.add(p);
    p.finally(() => pending.delete(p));
  }
  next += interval;
  const wait = next - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
await Promise.all(pending);
clearInterval(sampler);
rss.push({ t: Math.round((Date.now() - started) / 1000), mb: Math.round(rssMb(pid)) });
const shutdown = await stop(server);

// 3. Report.
const firstMinute = rss.filter((s) => s.t <= 60).map((s) => s.mb);
const lastMinute = rss.filter((s) => s.t >= rss.at(-1).t - 60).map((s) => s.mb);
const total = Object.values(stats).reduce((n, s) => n + s.count, 0);
const fivexx = Object.values(stats).reduce((n, s) => n + (s.byClass["5xx"] ?? 0) + (s.byClass.network ?? 0), 0);
const summary = {
  date: new Date().toISOString(),
  minutes: MINUTES,
  targetRate: RATE,
  achievedRate: Math.round((total / ((Date.now() - started) / 1000)) * 10) / 10,
  requests: total,
  skippedBackpressure: skipped,
  fivexx,
  errors: errors.slice(0, 20),
  loadAverage: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
  rssMb: {
    start: rss[0].mb,
    max: Math.max(...rss.map((s) => s.mb)),
    firstMinuteMedian: percentile(firstMinute, 50),
    lastMinuteMedian: percentile(lastMinute, 50),
    end: rss.at(-1).mb,
  },
  shutdown,
  kinds: Object.fromEntries(
    Object.entries(stats).map(([k, s]) => [
      k,
      {
        count: s.count,
        byClass: s.byClass,
        p50ms: Math.round(percentile(s.latencies, 50)),
        p99ms: Math.round(percentile(s.latencies, 99)),
      },
    ]),
  ),
  rss,
};
mkdirSync(path.join("bench", "results"), { recursive: true });
const out = path.join("bench", "results", `soak-${summary.date.slice(0, 19).replace(/[:T]/g, "-")}.json`);
writeFileSync(out, JSON.stringify(summary, null, 2));
console.log(`\n| kind | requests | 2xx | 3xx | 4xx | 5xx | p50 ms | p99 ms |\n| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const [k, s] of Object.entries(summary.kinds)) {
  console.log(
    `| ${k} | ${s.count} | ${s.byClass["2xx"] ?? 0} | ${s.byClass["3xx"] ?? 0} | ${s.byClass["4xx"] ?? 0} | ${(s.byClass["5xx"] ?? 0) + (s.byClass.network ?? 0)} | ${s.p50ms} | ${s.p99ms} |`,
  );
}
console.log(
  `\n${total} requests in ${MINUTES} min (target ${RATE}/s, achieved ${summary.achievedRate}/s, ${skipped} skipped for back-pressure), ${fivexx} 5xx.`,
);
console.log(
  `RSS MB: start ${summary.rssMb.start}, first-minute median ${summary.rssMb.firstMinuteMedian}, last-minute median ${summary.rssMb.lastMinuteMedian}, max ${summary.rssMb.max}, end ${summary.rssMb.end}. Load average at the end: ${summary.loadAverage}. Clean shutdown: ${JSON.stringify(shutdown)}.`,
);
console.log(`Written ${out}`);
process.exit(fivexx > 0 ? 1 : 0);

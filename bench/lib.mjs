// Shared by the bench scripts: the machine's description, a production server started as a child
// process, discovery of sample pages (a tournament, a player, a club, a coach) and small helpers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Git-ignored folder for generated databases and raw reports, so reruns reuse them. */
export const CACHE_DIR = path.join(ROOT, "bench", ".cache");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function buildDir() {
  return path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
}

/** Cores, memory and the load average right now: every figure is recorded with these. */
export function machine() {
  const load = os.loadavg().map((n) => n.toFixed(2));
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? "unknown",
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
    load: load.join(" "),
  };
}

export function describeMachine(m = machine()) {
  return `${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}, load average ${m.load}`;
}

export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Starts the production server (`node --import tsx server/index.ts`, so the child's pid is the server's)
 * on a PGlite folder or a PostgreSQL URL, and waits until it answers.
 * Options: port, dataDir, databaseUrl, seedOnStart (default true), env (extra variables).
 */
export async function startServer({ port, dataDir, databaseUrl, seedOnStart = true, env = {} }) {
  if (!fs.existsSync(path.join(buildDir(), "server", "index.js"))) {
    throw new Error(`no production build in ${buildDir()}: run \`npx react-router build\` (BUILD_DIR is honoured)`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      SEED_ON_START: String(seedOnStart),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 1200 && !ready; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      ready = (await fetch(`${base}/robots.txt`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await sleep(250);
  }
  if (!ready) {
    child.kill("SIGTERM");
    throw new Error(`the server on port ${port} did not answer within 5 minutes`);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function firstLink(html, pattern, what) {
  const match = html.match(pattern);
  if (!match) throw new Error(`no ${what} link found`);
  return match[1];
}

/** The order of play of the first listed tournament that has matches on it (the demo's tournament in progress). */
async function orderOfPlayWithMatches(base, tournamentsHtml) {
  const links = [...new Set([...tournamentsHtml.matchAll(/href="(\/torneos-padel-puebla\/[^"/]+\/\d+)"/g)].map((m) => m[1]))];
  for (const link of links) {
    const path = `${link}/orden-de-juego`;
    if ((await fetchText(base + path)).includes('data-testid="match"')) return path;
  }
  throw new Error("no order of play with matches found");
}

/**
 * Sample detail pages from the public lists: the first tournament of the list, the player with the
 * most titles (first card of the players list), the first club and the first coach.
 */
export async function discoverPages(base) {
  const [tournaments, players, clubs, coaches, socialEvents] = await Promise.all(
    ["/torneos-padel-puebla", "/jugadores-padel-puebla", "/clubs-padel-puebla", "/entrenadores-padel-puebla", "/eventos-padel-puebla"].map(
      (p) => fetchText(base + p),
    ),
  );
  return {
    orderOfPlay: await orderOfPlayWithMatches(base, tournaments),
    tournament: firstLink(tournaments, /href="(\/torneos-padel-puebla\/[^"/]+\/\d+)"/, "tournament"),
    player: firstLink(players, /href="(\/(?:padel\/[^"]+|jugador\/id\/\d+))"/, "player"),
    club: firstLink(clubs, /href="(\/clubs-padel-puebla\/[^"/]+(?:\/\d+)?)"/, "club"),
    coach: firstLink(coaches, /href="(\/entrenadores-padel-puebla\/[^"/]+(?:\/\d+)?)"/, "coach"),
    // The demo seed's social event in play (its leaderboard live), else the first one listed; none: null.
    socialEvent:
      (socialEvents.match(/href="(\/eventos-padel-puebla\/mexicano-[^"/?]+-\d+)"/) ??
        socialEvents.match(/href="(\/eventos-padel-puebla\/[^"/?]+-\d+)"/))?.[1] ?? null,
  };
}

/** `--name value` and `--flag` options; unknown options are an error so typos do not pass silently. */
export function options(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split("=", 2);
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`unknown option --${name}`);
    if (typeof defaults[key] === "boolean") out[key] = inline === undefined ? true : inline !== "false";
    else {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      out[key] = typeof defaults[key] === "number" ? Number(value) : value;
    }
  }
  return out;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function table(headers, rows) {
  const align = headers.map((h) => (h.startsWith(">") ? "---:" : "---"));
  const names = headers.map((h) => h.replace(/^>/, ""));
  return [`| ${names.join(" | ")} |`, `| ${align.join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/**
 * One server-sent-events client on its own socket (a viewer's phone): calls `onEvent(block, arrivedAt)` for
 * each event that carries data, and resolves with the request (destroy it to leave) at the first one.
 */
export function openEventStream(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^data: /m.test(block)) continue;
          onEvent(block, now);
          resolve(request);
        }
      });
      res.on("error", () => {});
    });
    request.on("error", reject);
  });
}

/** The p-th percentile of sorted numbers (NaN for none). */
export function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon against `url` for `duration` seconds with `connections` connections, gzip accepted. */
export function cannon(url, { duration, connections }, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { "accept-encoding": "gzip", ...headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A demo account's session cookie, the player's by default (the large seed has the demo accounts): pages a signed-in visitor gets are never cached. */
export async function signedInCookie(base, email = "jugador@padelpuebla.mx") {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "padel-demo-2026" }),
  });
  if (!response.ok) throw new Error(`signing ${email} in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

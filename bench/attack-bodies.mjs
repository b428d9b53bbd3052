// Oversized and slow request bodies next to normal traffic (issue 17): page latency (p50/p99) of the
// home page without and during the attack, and the server's peak memory. The attack: 4 clients posting
// 40 MB bodies to /unete-dagos in a loop (half with Content-Length, half chunked) and 20 clients
// trickling a body one byte a second.
//
// Usage: node bench/attack-bodies.mjs [--port 3410] [--seconds 15] [--concurrency 4]
// Needs a production build (npm run build). Starts its own server on a fresh PGlite folder.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { describeMachine, options, rssMb, sleep, startServer } from "./lib.mjs";

const opts = options(process.argv.slice(2), { port: 3410, seconds: 15, concurrency: 4 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "padel-attack-"));
const server = await startServer({ port: opts.port, dataDir });
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });

function get(pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: opts.port, path: pathname, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
  });
}

async function pageLoad(seconds) {
  const times = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const status = await get("/");
        if (status !== 200) throw new Error(`home answered ${status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  return { requests: times.length, p50: at(0.5), p99: at(0.99) };
}

const statuses = {};
function bigPost(chunked) {
  return new Promise((resolve) => {
    const size = 40 * 1024 * 1024;
    const headers = { "content-type": "application/x-www-form-urlencoded", origin: server.base };
    if (!chunked) headers["content-length"] = String(size);
    const req = http.request({ host: "127.0.0.1", port: opts.port, path: "/unete-dagos", method: "POST", headers }, (res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", () => resolve());
    const chunk = Buffer.alloc(256 * 1024, "x");
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

function slowPost(until) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: opts.port,
        path: "/unete-dagos",
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "100000", origin: server.base },
      },
      (res) => {
        statuses[`slow ${res.statusCode}`] = (statuses[`slow ${res.statusCode}`] ?? 0) + 1;
        res.resume();
        resolve();
      },
    );
    req.on("error", () => resolve());
    const timer = setInterval(() => {
      if (performance.now() > until) {
        clearInterval(timer);
        req.destroy();
        resolve();
      } else req.write("x");
    }, 1000);
  });
}

try {
  await pageLoad(3); // warm-up
  const idleRss = rssMb(server.pid);
  const quiet = await pageLoad(opts.seconds);
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  let attacking = true;
  const until = performance.now() + opts.seconds * 1000;
  const attackers = [
    ...[0, 1, 2, 3].map(async (i) => {
      while (attacking) await bigPost(i % 2 === 1);
    }),
    ...Array.from({ length: 20 }, () => slowPost(until)),
  ];
  await sleep(300);
  const attacked = await pageLoad(opts.seconds);
  attacking = false;
  await Promise.all(attackers);
  clearInterval(sampler);
  console.log(`Machine: ${describeMachine()}`);
  console.log(`| home page, ${opts.concurrency} clients, ${opts.seconds} s | requests | p50 ms | p99 ms |`);
  console.log(`| --- | ---: | ---: | ---: |`);
  console.log(`| no attack | ${quiet.requests} | ${quiet.p50} | ${quiet.p99} |`);
  console.log(`| 4 x 40 MB posts in a loop + 20 slow bodies | ${attacked.requests} | ${attacked.p50} | ${attacked.p99} |`);
  console.log(
    `Server memory: ${idleRss.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the attack. Answers to the attack: ${JSON.stringify(statuses)}`,
  );
} finally {
  agent.destroy();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

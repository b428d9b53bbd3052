// Load benchmark of the ranking and player profile pages (issue 5): N concurrent clients request each
// path for D seconds against a running production server; prints median/p90 latency and requests/s.
//   node bench/rankings-load.mjs http://localhost:3000 [--concurrency 10] [--seconds 15] [paths...]
// Default paths: /ranking-padel-puebla?category=1ra and the profile of the player with the most titles
// (read from the first card of /jugadores-padel-puebla).
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: "string", default: "10" }, seconds: { type: "string", default: "15" } },
});
const [base = "http://localhost:3000", ...given] = positionals;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);

async function busiestProfile() {
  const html = await (await fetch(`${base}/jugadores-padel-puebla`)).text();
  const match = html.match(/href="(\/(?:padel\/[^"]+|jugador\/id\/\d+))"/);
  if (!match) throw new Error("No player link on /jugadores-padel-puebla");
  return match[1];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(path) {
  const url = `${base}${path}`;
  // Warm up (caches, JIT).
  for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer();
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    errors,
    rps: Number((latencies.length / elapsed).toFixed(1)),
    medianMs: Math.round(quantile(latencies, 0.5)),
    p90Ms: Math.round(quantile(latencies, 0.9)),
  };
}

const paths = given.length ? given : ["/ranking-padel-puebla?category=1ra", await busiestProfile()];
for (const path of paths) console.log(JSON.stringify(await measure(path)));

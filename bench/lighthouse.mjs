// Lighthouse 12 (mobile preset, simulated throttling) with Debian's Chromium on the public pages named in
// issue 10, against the production build on the demo seed. Prints scores, LCP, TBT and CLS, and the
// failing audits of each category. Exits 1 when a page misses a target (performance, accessibility and
// best practices at least 95, SEO 100).
//
//   node bench/lighthouse.mjs [--url http://host:port] [--paths /,/ranking-padel-puebla] [--json file]
// Without --url it starts the production build (BUILD_DIR honoured) on a freshly seeded demo database.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CACHE_DIR, describeMachine, discoverPages, machine, options, startServer, table } from "./lib.mjs";

export const TARGETS = { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);

export async function lighthousePages(base) {
  const sample = await discoverPages(base);
  return ["/", "/torneos-padel-puebla", sample.tournament, "/ranking-padel-puebla", sample.player, "/clubs-padel-puebla"];
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c].auditRefs) {
      const audit = lhr.audits[ref.id];
      // Weighted audits only, plus every failing accessibility/SEO check: those are what the scores show.
      if (audit.score === null || audit.score >= 0.9 || (ref.weight === 0 && c === "performance")) continue;
      const items = audit.details?.items?.length ? ` (${audit.details.items.length})` : "";
      failing.push(`${c}: ${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ""}${items}`);
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    failing: [...new Set(failing)],
  };
}

export function markdown(rows) {
  const cell = (r, c) => `${r.scores[c]}${r.scores[c] < TARGETS[c] ? " ✗" : ""}`;
  return table(
    ["page", ">perf", ">a11y", ">best pr.", ">SEO", ">LCP", ">TBT", ">CLS", "failing audits", "load avg"],
    rows.map((r) => [
      r.path,
      ...CATEGORIES.map((c) => cell(r, c)),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${r.tbtMs} ms`,
      String(r.cls),
      r.failing.length ? r.failing.join("; ") : "none",
      r.load,
    ]),
  );
}

export async function runLighthouse({ url, paths } = {}) {
  let server;
  let base = url;
  let dataDir;
  if (!base) {
    dataDir = path.join(CACHE_DIR, `lighthouse-${process.pid}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3270) + 1, dataDir });
    base = server.base;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const list = paths ?? (await lighthousePages(base));
    const rows = [];
    for (const p of list) {
      // localhost, not 127.0.0.1: the site's canonical origin is localhost, so SEO sees its own URL.
      const target = base.replace("127.0.0.1", "localhost") + p;
      // A busy machine can make a run fail (no first paint within Lighthouse's limits): try once more.
      let lhr;
      for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++) {
        lhr = (await lighthouse(target, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }))?.lhr;
      }
      if (!lhr) throw new Error(`lighthouse gave no result for ${p}`);
      const row = { path: p, load: machine().load.split(" ")[0], ...summarise(lhr) };
      if (lhr.runtimeError) row.failing.unshift(`run failed: ${lhr.runtimeError.code}`);
      rows.push(row);
    }
    return { machine: machine(), rows };
  } finally {
    await chrome.kill();
    if (server) {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

export const missesTargets = (rows) => rows.some((r) => CATEGORIES.some((c) => r.scores[c] < TARGETS[c]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = options(process.argv.slice(2), { url: "", paths: "", json: "" });
  const result = await runLighthouse({ url: opts.url || undefined, paths: opts.paths ? opts.paths.split(",") : undefined });
  console.log(`Lighthouse 12, mobile preset (${describeMachine(result.machine)})\n`);
  console.log(markdown(result.rows));
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(result, null, 2));
  process.exitCode = missesTargets(result.rows) ? 1 : 0;
}

// `npm run bench`: page weight, Lighthouse and load, written as markdown to bench/results.md with the
// machine (cores, memory, load average) noted. Exits 1 when a budget or a target is missed.
//
//   npm run bench -- [--parts weight,lighthouse,load,levels,social] [--duration 10] [--connections 10]
//                    [--db pglite,postgres] [--build] [--out bench/results.md] [--reseed]
// --build rebuilds first (a build is made anyway when BUILD_DIR has none). A full run takes about
// 8-12 minutes on 2 cores: ~1 min page weight, ~2 min Lighthouse, ~1 min per seeding (reused the same
// day), then 5 targets x --duration seconds per database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, describeMachine, machine, options, ROOT } from "./lib.mjs";
import { runLighthouse, markdown as lighthouseTable, missesTargets, TARGETS } from "./lighthouse.mjs";
import { LOAD_DEFAULTS, runLoad, markdown as loadTables } from "./load.mjs";
import { BUDGET, pageWeight, markdown as weightTable } from "./page-weight.mjs";

const o = options(process.argv.slice(2), {
  ...LOAD_DEFAULTS,
  parts: "weight,lighthouse,load",
  build: false,
  out: "bench/results.md",
});
const parts = new Set(o.parts.split(","));
for (const part of parts) if (!["weight", "lighthouse", "load", "levels", "social"].includes(part)) throw new Error(`unknown part ${part}`);
const needsBuild = ["weight", "lighthouse", "load"].some((part) => parts.has(part));

if (needsBuild && (o.build || !fs.existsSync(path.join(buildDir(), "server", "index.js")))) {
  console.error(`Building into ${buildDir()}...`);
  const build = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const before = machine();
const sections = [];
let failed = false;
const step = (name) => console.error(`[bench] ${name} (load average ${machine().load})`);

if (parts.has("weight")) {
  step("page weight");
  const result = await pageWeight();
  const over = result.rows.filter((r) => r.overBudget.length || r.status !== 200);
  failed ||= over.length > 0;
  sections.push(
    `## Page weight (first visit, phone, Chromium)\n\nBudget: JavaScript at most ${BUDGET.jsTotal / 1024} KB gzip per page, ` +
      `at most ${BUDGET.routeChunk / 1024} KB per route chunk beyond the shared ones (entry, root, site layout). ` +
      `Load average at the start: ${result.machine.load}. ${over.length} of ${result.rows.length} pages over budget.\n\n${weightTable(result.rows)}`,
  );
}

if (parts.has("lighthouse")) {
  step("lighthouse");
  const result = await runLighthouse();
  failed ||= missesTargets(result.rows);
  const targets = Object.entries(TARGETS)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  sections.push(
    `## Lighthouse 12 (mobile preset, simulated throttling, demo seed)\n\nTargets: ${targets}. ` +
      `Performance depends on the machine's load (observed CPU time is scaled), see the load average per row.\n\n${lighthouseTable(result.rows)}`,
  );
}

if (parts.has("load")) {
  step("load");
  const result = await runLoad(o);
  failed ||= result.runs.some((run) => run.rows.some((r) => r.errors > 0));
  sections.push(
    `## Load (large seed: ${o.players} players, ${o.tournaments} tournaments, ${o.results} results)\n\n` +
      `autocannon in the bench process, the production server in a child process, loopback. The ratio is the ` +
      `page's requests/s over the static asset's (same server, similar size, no rendering or queries).\n\n${loadTables(result)}`,
  );
}

if (parts.has("levels")) {
  step("levels");
  // The level's simulation (issue 35, ADR 0037): pure code, no server; its own markdown.
  const run = spawnSync("npx", ["tsx", "bench/levels-simulation.ts"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  failed ||= run.status !== 0;
  sections.push(`## Levels (simulated community, \`bench/levels-simulation.ts\`)\n\n${run.stdout.trim()}`);
}

if (parts.has("social")) {
  step("social");
  // Americano's schedule for 40 players on 10 courts (issue 32, ADR 0038): pure code, no server.
  const run = spawnSync("npx", ["tsx", "bench/social-schedule.ts"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  failed ||= run.status !== 0;
  sections.push(`## Social schedule (Americano, \`bench/social-schedule.ts\`)\n\n${run.stdout.trim()}`);
}

const after = machine();
const header =
  `# Benchmark results\n\nWritten by \`npm run bench -- --parts ${o.parts} --duration ${o.duration} --connections ${o.connections}\` ` +
  `on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC in ${Math.round((Date.now() - started) / 1000)} s.\n\n` +
  `Machine: ${describeMachine(before)} at the start; load average ${after.load} at the end.\n`;
const text = [header, ...sections].join("\n\n") + "\n";
fs.writeFileSync(path.resolve(ROOT, o.out), text);
console.log(text);
process.exitCode = failed ? 1 : 0;

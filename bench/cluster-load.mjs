// Two app processes behind nginx against one (issue 21): the cluster suite's topology (tests/cluster/
// cluster.ts: PostgreSQL, the S3 test server, two processes of the build, nginx running deploy/nginx.conf)
// on the demo seed, loaded through nginx with both processes up, then again after one is stopped (nginx
// skips it). Anonymous pages come from the page cache (ADR 0030); the signed-in demo player's are rendered.
//
//   npm run build && node --import tsx bench/cluster-load.mjs [--duration 10] [--connections 10]
// Needs Debian's PostgreSQL 15 running with the padel_ci role .ci/run makes (CLUSTER_DATABASE_URL) and nginx.
import { startCluster } from "../tests/cluster/cluster.ts";
import { cannon, describeMachine, discoverPages, machine, options, signedInCookie, table } from "./lib.mjs";

const o = options(process.argv.slice(2), { duration: 10, connections: 10 });

async function measure(base, targets, cookie) {
  const rows = [];
  for (const [name, path] of targets) {
    for (const [who, headers] of [
      ["anonymous (cached)", {}],
      ["signed in", { cookie }],
    ]) {
      const r = await cannon(`${base}${path}`, o, headers);
      const failed = r.errors + r.timeouts + r.non2xx;
      if (failed)
        console.log(`${name} ${who}: ${r.errors} socket errors, ${r.timeouts} timeouts, status codes ${JSON.stringify(r.statusCodeStats)}`);
      rows.push({ name, who, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: failed });
    }
  }
  return rows;
}

const cluster = await startCluster();
try {
  const sample = await discoverPages(cluster.url);
  const targets = [
    ["/", "/"],
    ["ranking", "/ranking-padel-puebla"],
    ["player profile", sample.player],
    ["tournament", sample.tournament],
  ];
  const cookie = await signedInCookie(cluster.url);
  const before = machine();
  const two = await measure(cluster.url, targets, cookie);
  const victim = cluster.apps[1];
  victim.child.kill("SIGTERM");
  await victim.exited;
  const one = await measure(cluster.url, targets, cookie);
  const after = machine();
  console.log(`\n${describeMachine(before)}; load average at the end ${after.load}`);
  console.log(`${o.connections} connections, ${o.duration} s a target, through nginx, demo seed on PostgreSQL 15\n`);
  console.log(
    table(
      ["page", "visitor", ">2 processes req/s", ">p50 / p99", ">1 process req/s", ">p50 / p99", ">2 / 1", ">failed (2 / 1)"],
      two.map((row, i) => {
        const single = one[i];
        return [
          row.name,
          row.who,
          row.rps.toFixed(1),
          `${row.p50} / ${row.p99} ms`,
          single.rps.toFixed(1),
          `${single.p50} / ${single.p99} ms`,
          (row.rps / single.rps).toFixed(2),
          `${row.errors} / ${single.errors}`,
        ];
      }),
    ),
  );
} finally {
  await cluster.stop();
}

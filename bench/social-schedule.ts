// Americano's schedule generation (issue 32, ADR 0038): the largest event the rules take, 40 players on 10
// courts, timed over several runs, with what the schedule reaches (most partner repeats against the lower
// bound, most opponent repeats). Pure code, no server.
//
//   npx tsx bench/social-schedule.ts [--runs 7]
//
// Writes markdown to stdout; `npm run bench -- --parts social` runs it.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { americanoSchedule, matchesPerRound, mixedMatchesPerRound } from "../app/domain/social";
import { analyse, mixedPartnerRepeatsLowerBound, partnerRepeatsLowerBound } from "../app/domain/social/testing";

const argv = process.argv.slice(2);
const at = argv.indexOf("--runs");
const RUNS = at >= 0 ? Number(argv[at + 1]) : 7;

// A typical night (10 rounds), a long one (the 39 rounds in which everyone can partner everyone once),
// and 40 players on 8 courts, where 8 sit out each round; then mixed events (one man and one woman per
// side), even and uneven, where the larger gender rests.
const CASES = [
  { players: 40, courts: 10, rounds: 10, women: 0 },
  { players: 40, courts: 10, rounds: 39, women: 0 },
  { players: 40, courts: 8, rounds: 12, women: 0 },
  { players: 40, courts: 10, rounds: 10, women: 20 },
  { players: 40, courts: 10, rounds: 20, women: 20 },
  { players: 40, courts: 10, rounds: 39, women: 23 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

const rows: string[] = [];
const loadBefore = load();
for (const c of CASES) {
  const players = Array.from({ length: c.players }, (_, i) => `jugador-${i + 1}`);
  const women = players.slice(0, c.women);
  const mixed = women.length > 0 ? { women } : {};
  const wall: number[] = [];
  const cpu: number[] = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    last = americanoSchedule({ players, ...mixed, courts: c.courts, rounds: c.rounds, seed: run });
    const used = process.cpuUsage(cpu0);
    wall.push(performance.now() - t0);
    cpu.push((used.user + used.system) / 1000);
  }
  if (!last?.ok) throw new Error("no schedule");
  const a = analyse(last.value, players);
  const men = c.players - c.women;
  const m = c.women > 0 ? mixedMatchesPerRound(men, c.women, c.courts) : matchesPerRound(c.players, c.courts);
  const bound =
    c.women > 0 ? mixedPartnerRepeatsLowerBound(men, c.women, c.courts, c.rounds) : partnerRepeatsLowerBound(c.players, c.courts, c.rounds);
  rows.push(
    `| ${c.women > 0 ? `${men} men + ${c.women} women` : c.players} | ${c.courts} | ${c.rounds} | ${median(wall).toFixed(0)} (${Math.min(...wall).toFixed(0)}-${Math.max(...wall).toFixed(0)}) | ` +
      `${median(cpu).toFixed(0)} | ${a.maxPartner} (bound ${bound}) | ` +
      `${a.maxOpponent} (even ${Math.ceil((4 * m * c.rounds) / ((c.players * (c.players - 1)) / 2))}) |`,
  );
}
console.log(
  [
    `| players | courts | rounds | wall ms, median of ${RUNS} (min-max) | CPU ms, median | most partner repeats | most opponent repeats |`,
    `| ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows,
    "",
    `Seeds 0-${RUNS - 1}; the repeats are the last run's. Load average ${loadBefore} before, ${load()} after; ` +
      `${os.cpus().length} cores, Node ${process.versions.node}.`,
  ].join("\n"),
);

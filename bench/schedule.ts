// Order of play benchmark (issue 19): 3 categories of 64 pairs on 6 courts over 2 days, scheduled by the
// pure scheduler in app/domain. Run: npx tsx bench/schedule.ts [--runs 9]
import os from "node:os";
import { performance } from "node:perf_hooks";
import { singleElimination } from "../app/domain/draw-bracket";
import { groupStage } from "../app/domain/draw-groups";
import {
  groupMatchesToSchedule,
  knockoutToSchedule,
  type ScheduleInput,
  type ScheduleMatch,
  scheduleMatches,
} from "../app/domain/schedule";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;

const pairs = (category: string) => Array.from({ length: 64 }, (_, i) => `${category}-${i + 1}`);
const prefixed = (category: string) => (id: string) => `${category}:${id}`;

function elimination(category: string, consolation: boolean): ScheduleMatch[] {
  const draw = singleElimination(pairs(category), { consolation });
  if (!draw.ok) throw new Error(draw.message);
  return knockoutToSchedule([...draw.value.main.matches, ...(draw.value.consolation?.matches ?? [])], prefixed(category));
}

function groups(category: string): ScheduleMatch[] {
  const stage = groupStage(pairs(category), 2);
  if (!stage.ok) throw new Error(stage.message);
  return [
    ...groupMatchesToSchedule(stage.value.matches, prefixed(category)),
    ...knockoutToSchedule(stage.value.knockout.matches, prefixed(category)),
  ];
}

const courts = Array.from({ length: 6 }, (_, i) => ({ id: `c${i + 1}`, name: `Cancha ${i + 1}` }));
const days = [
  { date: "2026-12-05", start: "08:00", end: "23:00" },
  { date: "2026-12-06", start: "08:00", end: "23:00" },
];

const scenarios: { name: string; input: ScheduleInput }[] = [
  {
    name: "3 x single elimination",
    input: {
      courts,
      days,
      matches: [...elimination("V3", false), ...elimination("F3", false), ...elimination("M3", false)],
    },
  },
  {
    name: "elimination, elimination + consolation, groups + knockout",
    input: { courts, days, matches: [...elimination("V3", false), ...elimination("F3", true), ...groups("M3")] },
  },
  {
    name: "3 x single elimination, 10 courts (room for all)",
    input: {
      courts: Array.from({ length: 10 }, (_, i) => ({ id: `c${i + 1}`, name: `Cancha ${i + 1}` })),
      days,
      matches: [...elimination("V3", false), ...elimination("F3", false), ...elimination("M3", false)],
    },
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(
  `${os.cpus().length} cores, ${os.cpus()[0]?.model?.trim()}, Node ${process.versions.node}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log("| scenario | matches | placed | unplaced | median ms | min-max ms |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const { name, input } of scenarios) {
  scheduleMatches(input); // warm-up
  const times: number[] = [];
  let result = scheduleMatches(input);
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    result = scheduleMatches(input);
    times.push(performance.now() - start);
  }
  console.log(
    `| ${name} | ${input.matches.length} | ${result.slots.length} | ${result.unplaced.length} | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)} |`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);

// `npm test`: every test, stage by stage, printing each stage's duration and a summary at the end.
// Stops at the first failing stage (its exit code is ours).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const stages = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit + integration", ["npx", "vitest", "run"]],
  ["build", ["npm", "run", "build"]],
  ["e2e", ["npx", "playwright", "test"], () => rmSync(".e2e-data", { recursive: true, force: true })],
];

const format = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
};

const done = [];
let status = 0;
for (const [name, [command, ...args], before] of stages) {
  console.log(`\n==> ${name}: ${[command, ...args].join(" ")}`);
  before?.();
  const started = performance.now();
  const run = spawnSync(command, args, { stdio: "inherit" });
  const ms = performance.now() - started;
  done.push(`${name.padEnd(20)} ${format(ms)}${run.status === 0 ? "" : "  FAILED"}`);
  console.log(`<== ${name}: ${format(ms)}`);
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}
console.log(`\nnpm test stages:\n  ${done.join("\n  ")}`);
process.exit(status);

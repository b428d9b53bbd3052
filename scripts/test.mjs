// `npm test`: every test, stage by stage, printing each stage's duration and a summary at the end.
// Stops at the first failing stage (its exit code is ours).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

/** What the end-to-end suite needs from the system: Chromium, its fonts, and xmllint (sitemap test). */
const SYSTEM_PACKAGES = ["chromium", "fonts-liberation", "libxml2-utils"];
const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasXmllint = () => spawnSync("xmllint", ["--version"], { stdio: "ignore" }).status === 0;

/** Finds Chromium and xmllint; on Debian as root installs what is missing; otherwise says what to install. */
function systemPackages() {
  if (existsSync(chromiumPath()) && hasXmllint()) return { status: 0 };
  const debianRoot = process.getuid?.() === 0 && existsSync("/etc/debian_version");
  if (debianRoot) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status !== 0) return update;
    const install = spawnSync("apt-get", ["install", "-y", "-qq", ...SYSTEM_PACKAGES], { stdio: "inherit", env });
    if (install.status !== 0 || (existsSync(chromiumPath()) && hasXmllint())) return install;
  }
  console.error(
    `npm test needs Chromium at ${chromiumPath()} (or CHROMIUM_PATH) and xmllint: install the Debian packages ${SYSTEM_PACKAGES.join(", ")} (or their equivalents).`,
  );
  return { status: 1 };
}

const stages = [
  ["system packages", systemPackages],
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit + integration", ["npx", "vitest", "run"]],
  ["build", ["npm", "run", "build"]],
  // The JavaScript budget of every public page (ADR 0017), on the build just made: its own server on a
  // fresh demo seed, one Chromium page per public page. Over budget fails the run.
  ["page weight", ["node", "bench/page-weight.mjs"]],
  ["e2e", ["npx", "playwright", "test"], () => rmSync(".e2e-data", { recursive: true, force: true })],
];

const format = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
};

const done = [];
let status = 0;
for (const [name, step, before] of stages) {
  console.log(`\n==> ${name}${Array.isArray(step) ? `: ${step.join(" ")}` : ""}`);
  before?.();
  const started = performance.now();
  const run = Array.isArray(step) ? spawnSync(step[0], step.slice(1), { stdio: "inherit" }) : step();
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

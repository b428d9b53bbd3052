// Refuses a cycle between server features (issue 30): feature A importing feature B (through B's public
// entry) while B, directly or through others, imports A. Part of `npm run lint`; ESLint's import-x/no-cycle
// does not follow the entries' re-exports, so the feature graph is read here from the import lines.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SERVER = "app/server";
const features = readdirSync(SERVER).filter((name) => name !== "infra" && statSync(path.join(SERVER, name)).isDirectory());

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The features a file imports, from `~/server/x` or a relative path into app/server/x. */
function importedFeatures(file) {
  const found = new Set();
  for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const target = spec.startsWith("~/")
      ? path.join("app", spec.slice(2))
      : spec.startsWith(".")
        ? path.join(path.dirname(file), spec)
        : null;
    const match = target && /^app\/server\/([^/.]+)(?:\/|$)/.exec(path.normalize(target));
    if (match && features.includes(match[1])) found.add(match[1]);
  }
  return found;
}

const graph = new Map(features.map((feature) => [feature, new Map()]));
for (const feature of features) {
  for (const file of sources(path.join(SERVER, feature))) {
    for (const other of importedFeatures(file))
      if (other !== feature && !graph.get(feature).has(other)) graph.get(feature).set(other, file);
  }
}

const cycles = [];
const state = new Map();
function visit(feature, trail) {
  state.set(feature, "open");
  for (const next of graph.get(feature).keys()) {
    if (state.get(next) === "open") cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(feature, "done");
}
for (const feature of features) if (!state.has(feature)) visit(feature, [feature]);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Cycle between server features: ${cycle.join(" -> ")}`);
    for (let i = 0; i < cycle.length - 1; i++) console.error(`  ${cycle[i]} -> ${cycle[i + 1]}: ${graph.get(cycle[i]).get(cycle[i + 1])}`);
  }
  process.exit(1);
}

// Page weight of every public page on a first visit: loads each page in Chromium (phone viewport, empty
// cache) and sums the bytes that travelled (gzip where the server compressed) for JavaScript, CSS and the HTML document.
// Each JavaScript file is classed as shared (entry, root and site layout, from the build manifest) or
// route-own. Budgets (issue 10): at most 130 KB of JavaScript per page, at most 10 KB per route chunk
// beyond the shared ones. Also lists <img> elements that are not lazy (below the fold), not responsive
// (no srcset), lazy above the fold (delays the LCP) or without width/height (layout shift).
// Exits 1 when a page is over budget.
//
//   node bench/page-weight.mjs [--url http://host:port] [--paths /,/torneos-padel-puebla] [--json file]
// Without --url it starts the production build (BUILD_DIR honoured) on a freshly seeded demo database.
import fs from "node:fs";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { buildDir, CACHE_DIR, describeMachine, discoverPages, fetchText, kb, machine, options, startServer, table } from "./lib.mjs";

export const BUDGET = { jsTotal: 130 * 1024, routeChunk: 10 * 1024 };

/** Every page an anonymous visitor can open, with sample detail pages found on the lists. */
/** A category's published draw (issue 19), when a tournament among the first listed has one. */
async function drawPage(base) {
  const list = await fetchText(`${base}/torneos-padel-puebla`);
  const tournaments = [...new Set([...list.matchAll(/href="(\/torneos-padel-puebla\/[^"/]+\/\d+)"/g)].map((m) => m[1]))].slice(0, 6);
  for (const tournament of tournaments) {
    const found = /href="(\/torneos-padel-puebla\/[^"/]+\/\d+\/cuadros\/[^"/]+)"/.exec(await fetchText(base + tournament));
    if (found) return found[1];
  }
  return null;
}

export async function publicPages(base) {
  const [sample, draw] = await Promise.all([discoverPages(base), drawPage(base)]);
  return [
    // The draw page and its tournament's club screen (a TV at the venue, issue 20).
    ...(draw ? [draw, draw.replace(/\/cuadros\/[^/]+$/, "/pantalla")] : []),
    "/",
    "/torneos-padel-puebla",
    sample.tournament,
    sample.orderOfPlay,
    "/ranking-padel-puebla",
    "/ranking-padel-puebla/como-se-calcula",
    "/nivel/como-se-calcula",
    "/jugadores-padel-puebla",
    sample.player,
    "/clubs-padel-puebla",
    sample.club,
    "/entrenadores-padel-puebla",
    sample.coach,
    "/eventos-padel-puebla",
    ...(sample.socialEvent ? [sample.socialEvent] : []),
    "/padel-score",
    "/auth",
    "/auth/register",
    "/unete-dagos",
    "/torneos-padel-puebla/registrar",
    "/clubes/registrar",
    "/entrenadores/registrar",
  ];
}

/** JavaScript every page loads: the client entry, the root route and the site layout with their imports. */
function sharedModules() {
  const assets = path.join(buildDir(), "client", "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${assets}`);
  const manifest = JSON.parse(
    fs
      .readFileSync(path.join(assets, file), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  const shared = new Set([manifest.entry.module, ...manifest.entry.imports, `/assets/${file}`]);
  for (const id of ["root", "routes/site-layout"]) {
    const route = manifest.routes[id];
    for (const m of [route.module, ...route.imports]) shared.add(m);
  }
  return shared;
}

async function measurePage(context, base, pagePath, shared) {
  const page = await context.newPage();
  const transfers = [];
  page.on("requestfinished", async (request) => {
    const type = request.resourceType();
    if (type !== "script" && type !== "stylesheet" && type !== "document") return;
    transfers.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, type, bytes: sizes.responseBodySize })));
  });
  const response = await page.goto(base + pagePath, { waitUntil: "networkidle" });
  const status = response?.status() ?? 0;
  const images = await page.evaluate(() =>
    [...document.querySelectorAll("img")].map((img) => {
      const rect = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        loading: img.getAttribute("loading") ?? "eager",
        srcset: img.hasAttribute("srcset"),
        sized: img.hasAttribute("width") && img.hasAttribute("height"),
        aboveFold: rect.top < window.innerHeight && rect.bottom > 0 && rect.width > 0,
        visible: rect.width > 0 && rect.height > 0,
      };
    }),
  );
  await page.close();
  const files = await Promise.all(transfers);
  const js = files.filter((f) => f.type === "script");
  const own = js.filter((f) => !shared.has(f.url));
  const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);
  const largestOwn = own.reduce((max, f) => (f.bytes > max.bytes ? f : max), { url: "-", bytes: 0 });
  const imageIssues = [];
  for (const img of images.filter((i) => i.visible)) {
    const name = img.src.split("/").slice(-2).join("/").slice(0, 60);
    if (!img.aboveFold && img.loading !== "lazy") imageIssues.push(`not lazy below the fold: ${name}`);
    if (img.aboveFold && img.loading === "lazy") imageIssues.push(`lazy above the fold: ${name}`);
    if (!img.srcset && !img.src.endsWith(".svg")) imageIssues.push(`no srcset: ${name}`);
    if (!img.sized) imageIssues.push(`no width/height: ${name}`);
  }
  const overBudget = [];
  if (sum(js) > BUDGET.jsTotal) overBudget.push(`JS ${kb(sum(js))} > ${kb(BUDGET.jsTotal)}`);
  for (const f of own) if (f.bytes > BUDGET.routeChunk) overBudget.push(`${f.url} ${kb(f.bytes)} > ${kb(BUDGET.routeChunk)}`);
  return {
    path: pagePath,
    status,
    jsFiles: js.length,
    js: sum(js),
    sharedJs: sum(js) - sum(own),
    ownJs: sum(own),
    largestOwn,
    css: sum(files.filter((f) => f.type === "stylesheet")),
    html: sum(files.filter((f) => f.type === "document")),
    images: images.length,
    imageIssues,
    overBudget,
    scripts: js.map((f) => ({ url: f.url, bytes: f.bytes, shared: shared.has(f.url) })),
  };
}

export function markdown(rows) {
  const body = rows.map((r) => [
    r.path,
    String(r.status),
    String(r.jsFiles),
    kb(r.js),
    kb(r.sharedJs),
    kb(r.ownJs),
    r.largestOwn.bytes ? `${kb(r.largestOwn.bytes)} (${path.basename(r.largestOwn.url)})` : "-",
    kb(r.css),
    kb(r.html),
    r.imageIssues.length ? r.imageIssues.join("; ") : r.images ? `${r.images} ok` : "none",
    r.overBudget.length ? `**over**: ${r.overBudget.join("; ")}` : "ok",
  ]);
  return table(
    [
      "page",
      ">status",
      ">JS files",
      ">JS gzip",
      ">shared",
      ">route-own",
      ">largest route chunk",
      ">CSS gzip",
      ">HTML gzip",
      "images",
      "budget",
    ],
    body,
  );
}

export async function pageWeight({ url, paths } = {}) {
  let server;
  let base = url;
  if (!base) {
    const dataDir = path.join(CACHE_DIR, `weight-${process.pid}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3270), dataDir });
    base = server.base;
    server.dataDir = dataDir;
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const shared = sharedModules();
    const list = paths ?? (await publicPages(base));
    const rows = [];
    for (const p of list) {
      // A new context per page: empty cache, no cookies, as a first visit.
      const context = await browser.newContext({ ...devices["Pixel 7"], locale: "es-MX" });
      rows.push(await measurePage(context, base, p, shared));
      await context.close();
    }
    return { machine: machine(), rows };
  } finally {
    await browser.close();
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = options(process.argv.slice(2), { url: "", paths: "", json: "" });
  const result = await pageWeight({ url: opts.url || undefined, paths: opts.paths ? opts.paths.split(",") : undefined });
  console.log(`Page weight, first visit, phone (${describeMachine(result.machine)})\n`);
  console.log(markdown(result.rows));
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(result, null, 2));
  process.exitCode = result.rows.some((r) => r.overBudget.length || r.status !== 200) ? 1 : 0;
}

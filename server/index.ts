import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "./database";
import { createApp } from "./app";
import { serverApi } from "./server-api";
import { gracefulShutdown } from "./shutdown";

const dev = process.argv.includes("--dev");

/** The app this server runs: the production build, or in development the one Vite compiles. */
async function loadApp() {
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    const build = (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return { mode: "development" as const, build, vite: viteServer };
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildFile = path.join(buildDir, "server/index.js");
  if (!existsSync(buildFile)) {
    console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return { mode: "production" as const, build, clientDir: path.join(buildDir, "client") };
}

async function main() {
  const started = performance.now();
  const loaded = await loadApp();
  // Everything below runs the app's own modules, from the build (one copy of each per process).
  const api = serverApi(loaded.build);
  let config;
  try {
    config = api.parseConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production") });
  } catch (e) {
    if (e instanceof api.ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = api.createLogger(config.LOG_LEVEL);
  const database = await openDatabase(api, config, logger);

  const common = { api, logger, siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY };
  const app =
    loaded.mode === "development"
      ? createApp({ ...common, mode: "development", vite: loaded.vite })
      : createApp({
          ...common,
          mode: "production",
          build: loaded.build,
          clientDir: loaded.clientDir,
          pageCache: {
            enabled: config.PAGE_CACHE === "on",
            maxAgeMs: config.PAGE_CACHE_MAX_AGE * 1000,
            maxBytes: config.PAGE_CACHE_MAX_MB * 2 ** 20,
          },
        });

  // The job worker, the schedulers and the change handlers.
  const background = api.startBackground({ logger, jobPollMs: config.JOB_POLL_MS });

  const server = app.listen(config.PORT, config.HOST, () => {
    const ms = Math.round(performance.now() - started);
    logger.info(
      { port: config.PORT, database: database.kind, storage: config.storage.kind, startupMs: ms },
      `Listening on ${config.SITE_URL}`,
    );
  });
  // A body trickled in slowly holds a connection: the whole request must arrive within a minute.
  server.requestTimeout = 60_000;

  const shutdown = gracefulShutdown({
    server,
    logger,
    // Background work stops before the database closes; the in-flight job finishes first.
    closeDatabase: async () => {
      await background.stop();
      await database.close();
    },
  });
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

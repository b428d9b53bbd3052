import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, parseConfig } from "../app/server/infra/config.server";
import type { startBackground } from "../app/server/background.server";
import { createLogger } from "../app/server/infra/logger.server";
import { openDatabase } from "./database";
import { createApp } from "./app";
import { gracefulShutdown } from "./shutdown";

const dev = process.argv.includes("--dev");

async function main() {
  let config;
  try {
    config = parseConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production") });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const started = performance.now();

  const database = await openDatabase(config, logger);

  let app;
  let build: ServerBuild;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    build = (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    app = createApp({ mode: "development", vite: viteServer, logger, siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY });
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const buildFile = path.join(buildDir, "server/index.js");
    if (!existsSync(buildFile)) {
      console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
      process.exit(1);
    }
    build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app = createApp({
      mode: "production",
      build,
      clientDir: path.join(buildDir, "client"),
      logger,
      siteUrl: config.SITE_URL,
      trustProxy: config.TRUST_PROXY,
      pageCache: {
        enabled: config.PAGE_CACHE === "on",
        maxAgeMs: config.PAGE_CACHE_MAX_AGE * 1000,
        maxBytes: config.PAGE_CACHE_MAX_MB * 2 ** 20,
      },
    });
  }

  // The job worker, the schedulers and the change handlers run in the build's own modules (one copy of each).
  const background = (build.entry.module as unknown as { startBackground: typeof startBackground }).startBackground({
    logger,
    jobPollMs: config.JOB_POLL_MS,
  });

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

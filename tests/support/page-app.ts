// The site's Express app as production runs it (server/app.ts: compression, security headers, page
// cache, React Router), serving the app compiled from source by Vite instead of a build folder, so the
// tests need no `npm run build`. Also run as a child process (see the bottom) to have a second app
// process on the same PostgreSQL database.
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { createApp } from "../../server/app";
import { serverApi } from "../../server/server-api";

/**
 * The server build React Router's Vite plugin makes (what `npm run dev` serves), how to let it go, and
 * `load`: one of the app's modules as the build runs it (the same instance, e.g. its page cache's version),
 * by its path from the repository's root.
 */
export async function loadServerBuild(): Promise<{
  build: ServerBuild;
  load: <T>(file: string) => Promise<T>;
  close: () => Promise<void>;
}> {
  const vite = await createVite({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, load: (file) => vite.ssrLoadModule(file) as never, close: () => vite.close() };
}

export type RunningApp = { base: string; close: () => Promise<void> };

/** Serves `build` on a free port of 127.0.0.1 with the production pipeline; the database must be set (setDb). */
export async function startApp(
  build: ServerBuild,
  pageCache = { enabled: true, maxAgeMs: 60_000, maxBytes: 16 * 2 ** 20 },
): Promise<RunningApp> {
  const api = serverApi(build);
  const app = createApp({
    api,
    mode: "production",
    build,
    clientDir: mkdtempSync(path.join(tmpdir(), "padel-client-")),
    logger: pino({ level: "silent" }),
    siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
    trustProxy: false,
    pageCache,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  server.keepAliveTimeout = 1000;
  // The cache serves nothing until this process hears the others' changes.
  await api.listenForPublicDataChanges();
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node --import tsx tests/support/page-app.ts` with DATABASE_URL (migrated) and DATA_DIR set: prints
// {"base": "http://127.0.0.1:port"} once serving, and stops on SIGTERM.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { createDb } = await import("../../db/client");
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  const { build, close, load } = await loadServerBuild();
  (await load<typeof import("../../app/server/infra/db.server")>("/app/server/infra/db.server.ts")).setDb(handle);
  const app = await startApp(build);
  process.stdout.write(`${JSON.stringify({ base: app.base })}\n`);
  process.on("SIGTERM", () => {
    void Promise.all([app.close(), close(), handle.close()]).then(() => process.exit(0));
  });
}

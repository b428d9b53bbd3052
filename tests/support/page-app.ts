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
import { listenForPublicDataChanges } from "../../app/server/infra/public-data.server";
import { createApp } from "../../server/app";

/** The server build React Router's Vite plugin makes (what `npm run dev` serves), and how to let it go. */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite = await createVite({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

export type RunningApp = { base: string; close: () => Promise<void> };

/** Serves `build` on a free port of 127.0.0.1 with the production pipeline; the database must be set (setDb). */
export async function startApp(
  build: ServerBuild,
  pageCache = { enabled: true, maxAgeMs: 60_000, maxBytes: 16 * 2 ** 20 },
): Promise<RunningApp> {
  const app = createApp({
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
  await listenForPublicDataChanges();
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
  const { setDb } = await import("../../app/server/infra/db.server");
  const { createDb } = await import("../../db/client");
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  setDb(handle);
  const { build, close } = await loadServerBuild();
  const app = await startApp(build);
  process.stdout.write(`${JSON.stringify({ base: app.base })}\n`);
  process.on("SIGTERM", () => {
    void Promise.all([app.close(), close(), handle.close()]).then(() => process.exit(0));
  });
}

import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { originCheck } from "./origin-check";
import { precompressedAssets } from "./precompressed";
import { coalesceFlush } from "./coalesce-flush";
import { cspNonce, rejectNulBytes, securityHeaders } from "./security";
import { boundedBody } from "./body-limit";
import { requestLogSerializers } from "./log-redaction";
import { useClientAddress } from "./client-address";
import { reactRouterHandler } from "./request-handler";
import { healthz } from "./healthz";
import { createPageCache, SHARED_MEMBER_PAGE } from "./page-cache";
import type { ServerApi } from "./server-api";
import { NO_ROUTES, routeRules } from "./route-rules";

type Options = {
  /** The app's server API, from the build this server runs (server/server-api.ts). */
  api: ServerApi;
  logger: Logger;
  siteUrl: string;
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe (false: nobody's). */
  trustProxy: false | number | string[];
  /** Anonymous visitors' public pages from memory (ADR 0030); production builds only. */
  pageCache?: { enabled: boolean; maxAgeMs: number; maxBytes: number };
} & ({ mode: "production"; build: ServerBuild; clientDir: string } | { mode: "development"; vite: import("vite").ViteDevServer });

export function createApp(opts: Options): Express {
  const app = express();
  const dev = opts.mode === "development";
  app.disable("x-powered-by");
  // First: no session, rate limit, cache or request log for the load balancer's checks.
  app.get("/healthz", healthz({ logger: opts.logger, db: () => opts.api.getDb() }));
  app.use(
    pinoHttp({
      logger: opts.logger,
      serializers: requestLogSerializers,
      autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );
  useClientAddress(app, opts.trustProxy);
  // Before compression and the security headers: a hit is answered with the bytes and headers kept.
  const pageCache = createPageCache({
    enabled: opts.mode === "production" && (opts.pageCache?.enabled ?? false),
    maxAgeMs: opts.pageCache?.maxAgeMs ?? 60_000,
    maxBytes: opts.pageCache?.maxBytes ?? 64 * 2 ** 20,
    routes: opts.mode === "production" ? routeRules(opts.build.routes) : NO_ROUTES,
    publicData: opts.api,
    visitorKind: opts.api.visitorKind,
  });
  app.use(pageCache.serve);
  // Server-sent events must reach the browser as they are written, not when a gzip block fills up.
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );
  app.use(coalesceFlush);
  // CSRF: no form or API mutation is accepted from another origin (webhooks will be exempted by prefix).
  app.use(originCheck({ siteUrl: opts.siteUrl }));
  app.use(cspNonce);
  app.use(rejectNulBytes);
  app.use(securityHeaders({ dev }));
  // Every body is read here, bounded, before any route: an oversized one is a 413 (server/body-limit.ts).
  app.use(boundedBody());

  const getLoadContext = (_req: unknown, res: { locals: Record<string, unknown> }) =>
    Object.assign(new RouterContextProvider(), {
      cspNonce: res.locals.cspNonce as string,
      sharedMemberPage: res.locals[SHARED_MEMBER_PAGE] === true,
    });
  let handler: RequestHandler;
  if (opts.mode === "development") {
    app.use(opts.vite.middlewares);
    handler = reactRouterHandler({
      build: () => opts.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext,
    });
  } else {
    // Hashed file names: safe to cache for a year.
    const assets = path.join(opts.clientDir, "assets");
    app.use("/assets", precompressedAssets(assets, { immutable: true, maxAge: "1y" }));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y" }));
    app.use(express.static(opts.clientDir, { maxAge: "1h" }));
    handler = reactRouterHandler({
      build: opts.build,
      mode: "production",
      getLoadContext,
    });
  }
  app.use(pageCache.capture);
  app.all("/{*splat}", handler);
  return app;
}

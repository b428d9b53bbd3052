// GET /healthz for load balancers and monitors: one cheap query proves the database answers. Mounted
// before everything else in server/app.ts, so no session is read, nothing is rate limited or cached,
// and the health checks of a balancer do not fill the request log (a failure is logged here).
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { getDb } from "../app/server/infra/db.server";

class Timeout extends Error {}

export function healthz(opts: { logger: Logger; timeoutMs?: number }): RequestHandler {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        getDb().execute(sql`select 1`),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Timeout()), timeoutMs))),
      ]);
      res.status(200).json({ status: "ok" });
    } catch (error) {
      const reason = error instanceof Timeout ? `database did not answer within ${timeoutMs} ms` : "database unavailable";
      opts.logger.warn({ err: error }, `Health check failed: ${reason}`);
      res.status(503).json({ status: "unavailable", reason });
    } finally {
      clearTimeout(timer);
    }
  };
}

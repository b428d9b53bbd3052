// GET /healthz for load balancers and monitors: one cheap query proves the database answers. Mounted
// before everything else in server/app.ts, so no session is read, nothing is rate limited or cached,
// and the health checks of a balancer do not fill the request log (a failure is logged here).
import { sql } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/client";

class Timeout extends Error {}

export function healthz(opts: { logger: Logger; db: () => Db; timeoutMs?: number }): RequestHandler {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  // res.end, not res.json: no ETag, so no monitor is ever answered 304 instead of the state.
  const answer = (res: Response, status: number, body: object) =>
    res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  return async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        opts.db().execute(sql`select 1`),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Timeout()), timeoutMs))),
      ]);
      answer(res, 200, { status: "ok" });
    } catch (error) {
      const reason = error instanceof Timeout ? `database did not answer within ${timeoutMs} ms` : "database unavailable";
      opts.logger.warn({ err: error }, `Health check failed: ${reason}`);
      answer(res, 503, { status: "unavailable", reason });
    } finally {
      clearTimeout(timer);
    }
  };
}

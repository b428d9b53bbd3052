import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/**
 * The Fetch Request a route sees. Same as @react-router/express builds, except that the body is the
 * bytes `boundedBody` already read (and bounded) instead of the raw socket stream, and that the members'
 * copy of a page gets no cookies.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get("host")?.split(":")[1] ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  // The members' copy of a page is rendered for nobody in particular (server/page-cache.ts, ADR 0036).
  const anonymous = res.locals.sharedMemberPage === true;
  for (const [key, value] of Object.entries(req.headers)) {
    if (anonymous && key === "cookie") continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value) headers.set(key, value);
  }
  const controller = new AbortController();
  let done = false;
  res.on("finish", () => (done = true));
  res.on("close", () => done || controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(req.bodyBytes ?? []) : null,
  });
}

/** Express handler running the React Router app (the replacement for @react-router/express's). */
export function reactRouterHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}): RequestHandler {
  const handle = createReactRouterHandler(opts.build, opts.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), opts.getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
      if (!response.body) return void res.end();
      await writeReadableStreamToWritable(response.body, res).catch((error: unknown) => {
        if (!(res.destroyed || res.writableEnded)) throw error;
      });
    } catch (error) {
      next(error);
    }
  };
}

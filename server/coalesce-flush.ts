import type { RequestHandler } from "express";

/** A pause in the writes this long ends a burst. */
const BURST_GAP_MS = 10;

/**
 * React Router writes a streamed page in 4 KB pieces and calls `res.flush()` after each one; the
 * compression middleware answers with a zlib full flush, which also drops the compression dictionary,
 * so every piece was compressed on its own and a page travelled at about twice its gzip size. Here the
 * flushes of one burst of writes become one, when the writes pause: the page compresses as a whole and
 * what streams late (deferred data) still goes out as soon as it is written. Mounted after compression.
 */
export const coalesceFlush: RequestHandler = (_req, res, next) => {
  const flushable = res as typeof res & { flush?: () => void };
  const flush = flushable.flush;
  if (typeof flush === "function") {
    let timer: ReturnType<typeof setTimeout> | undefined;
    flushable.flush = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!res.writableEnded) flush.call(res);
      }, BURST_GAP_MS);
    };
    res.on("close", () => clearTimeout(timer));
  }
  next();
};

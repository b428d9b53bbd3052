import type { Logger } from "pino";
import { nextSitemapRun, previousSitemapRun } from "~/domain/sitemap";
import { generateSitemaps, readSitemapStats } from "./sitemap.server";

type Options = {
  logger: Pick<Logger, "info" | "error">;
  now?: () => Date;
  generate?: () => Promise<{ totalUrls: number }>;
  lastGenerated?: () => Promise<Date | null>;
};

/**
 * Regenerates the sitemaps at 3:00 and 15:00 Mexico City time (docs/product.md §11.6). At start it catches up when
 * the last generation is older than the last scheduled run (never generated, or the server was down).
 * Started by server/index.ts; `stop()` on shutdown. Each run rebuilds everything in one transaction,
 * so two processes running the same slot only repeat work.
 */
export function startSitemapScheduler({
  logger,
  now = () => new Date(),
  generate = generateSitemaps,
  lastGenerated = async () => (await readSitemapStats())?.lastGenerated ?? null,
}: Options) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async (reason: string) => {
    try {
      const stats = await generate();
      logger.info({ reason, totalUrls: stats.totalUrls }, "Sitemaps generated");
    } catch (error) {
      logger.error({ err: error, reason }, "Sitemap generation failed");
    }
  };

  const schedule = () => {
    if (stopped) return;
    const delay = Math.max(0, nextSitemapRun(now()).getTime() - now().getTime());
    timer = setTimeout(() => void run("schedule").then(schedule), delay);
    timer.unref();
  };

  const started = (async () => {
    try {
      const last = await lastGenerated();
      if (!last || last < previousSitemapRun(now())) await run("catch-up");
    } catch (error) {
      logger.error({ err: error }, "Could not read the sitemap state");
    }
    schedule();
  })();

  return {
    /** Resolves once the catch-up check is done and the next run is scheduled. */
    started,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/**
 * Clean shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, end
 * server-sent-event streams (they never finish on their own; EventSource reconnects to the next
 * server), then close the database (releasing the PGlite folder lock) and exit 0. A shutdown that
 * takes longer than `timeoutMs` exits 1.
 */
export function gracefulShutdown(options: { server: Server; closeDatabase: () => Promise<void>; logger: Logger; timeoutMs?: number }) {
  const { server, closeDatabase, logger } = options;
  const streams = new Set<ServerResponse>();
  server.on("request", (req, res: ServerResponse) => {
    if (!(req.headers.accept ?? "").includes("text/event-stream")) return;
    streams.add(res);
    res.on("close", () => streams.delete(res));
  });

  let closing = false;
  return (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "Shutting down");
    setTimeout(() => {
      logger.error("Shutdown timed out");
      process.exit(1);
    }, options.timeoutMs ?? 10_000).unref();
    server.close(() => {
      closeDatabase().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "Closing the database failed");
          process.exit(1);
        },
      );
    });
    for (const res of streams) res.destroy();
    // Keep-alive connections become idle once their response is sent: close them as they do.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
}

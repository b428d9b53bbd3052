import { pino, type Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import { getConfig } from "./config.server";

type LogLine = Record<string, unknown> & { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

/** A terminal's line for a log: requests as "GET /path 200 12 ms", with their message otherwise. */
export function prettyMessage(log: LogLine, messageKey: string): string {
  const message = String(log[messageKey] ?? "");
  if (!log.req) return message;
  const request = `${log.req.method} ${log.req.url}`;
  if (log.res) {
    const line = `${request} ${log.res.statusCode} ${log.responseTime} ms`;
    return message === "request completed" ? line : `${line} (${message})`;
  }
  return `${request}: ${message}`;
}

/**
 * A pino logger: one JSON object a line for log collectors, or readable colored lines when a person watches
 * the terminal (stdout is a TTY). The pretty stream is synchronous, so nothing is lost when the process exits;
 * the e2e web server and deployments pipe stdout, so they get JSON.
 */
export function createLogger(level: string, tty = process.stdout.isTTY === true): Logger {
  if (!tty) return pino({ level });
  const pretty = PinoPretty({
    sync: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,req,res,responseTime",
    messageFormat: (log, messageKey) => prettyMessage(log as LogLine, messageKey),
  });
  return pino({ level }, pretty);
}

let logger: Logger | undefined;

/** The app's structured logger (the Express server has its own for request logs). */
export function getLogger(): Logger {
  logger ??= createLogger(getConfig().LOG_LEVEL);
  return logger;
}

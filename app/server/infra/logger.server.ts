import { pino, type Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import { getConfig } from "./config.server";

/**
 * A pino logger: one JSON object a line for log collectors, or readable colored lines when a person watches
 * the terminal (stdout is a TTY). The pretty stream is synchronous, so nothing is lost when the process exits;
 * the e2e web server and deployments pipe stdout, so they get JSON.
 */
export function createLogger(level: string, tty = process.stdout.isTTY === true): Logger {
  if (!tty) return pino({ level });
  return pino({ level }, PinoPretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }));
}

let logger: Logger | undefined;

/** The app's structured logger (the Express server has its own for request logs). */
export function getLogger(): Logger {
  logger ??= createLogger(getConfig().LOG_LEVEL);
  return logger;
}

import { pino, type Logger } from "pino";
import { getConfig } from "./config.server";

let logger: Logger | undefined;

/** The app's structured logger (the Express server has its own for request logs). */
export function getLogger(): Logger {
  logger ??= pino({ level: getConfig().LOG_LEVEL });
  return logger;
}

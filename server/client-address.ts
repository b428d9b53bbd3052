import type { Express } from "express";

/**
 * The one client address the app trusts (rate limits, sign-in delays, logs), put in `x-client-ip`:
 * the socket's address, or the one the proxies named by TRUST_PROXY forwarded (X-Forwarded-For).
 * Whatever a client sent in `x-client-ip` itself is overwritten.
 */
export function useClientAddress(app: Express, trustProxy: false | number | string[]) {
  app.set("trust proxy", trustProxy);
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });
}

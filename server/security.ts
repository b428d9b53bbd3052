import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per request, used by the CSP header and by React Router's inline scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...(dev ? ["'unsafe-inline'"] : []),
        ],
        // React style props and the toast library's injected <style> need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(dev ? {} : { upgradeInsecureRequests: null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: dev ? false : { maxAge: 31536000, includeSubDomains: true },
  });
}

/**
 * A NUL byte in the address (%00) is never part of a real page, search or file name, and PostgreSQL
 * text cannot hold it: answered 400 here instead of failing in a query.
 */
export const rejectNulBytes: RequestHandler = (req, res, next) => {
  if (/%00|\0/.test(req.originalUrl)) {
    res.status(400).type("text/plain; charset=utf-8").send("Petición no válida.");
    return;
  }
  next();
};

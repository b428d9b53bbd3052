import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Routes other servers POST to; each authenticates its caller (the WhatsApp webhook checks Meta's signature, the payments webhook Mercado Pago's). */
export const WEBHOOK_PREFIXES = ["/api/whatsapp/webhook", "/api/payments/webhook"];

/**
 * Whether a state-changing request may come from where the browser says it comes from. Browsers send
 * Origin (and Sec-Fetch-Site) with every POST; a page on another site posting a form here carries that
 * site's origin. Requests with neither header do not come from a browser page (no ambient cookies to
 * abuse) and are let through.
 */
export function isSameOriginRequest(
  headers: { origin?: string | undefined; "sec-fetch-site"?: string | undefined },
  allowedOrigins: readonly string[],
): boolean {
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  return allowedOrigins.includes(origin);
}

/**
 * Refuses cross-origin mutations (POST, PUT, PATCH, DELETE) with 403 before any action runs: the CSRF
 * protection of every form and API route. Routes called by other servers (webhooks) are listed in
 * `exemptPrefixes` and must authenticate their caller themselves.
 */
export function originCheck({
  siteUrl,
  exemptPrefixes = WEBHOOK_PREFIXES,
}: {
  siteUrl: string;
  exemptPrefixes?: string[];
}): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  const selfOrigin = (req: Request) => `${req.protocol}://${req.get("host") ?? ""}`;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPrefixes.some((p) => req.path.startsWith(p))) return next();
    const headers = { origin: req.get("origin"), "sec-fetch-site": req.get("sec-fetch-site") };
    if (isSameOriginRequest(headers, [siteOrigin, selfOrigin(req)])) return next();
    res.status(403).type("text/plain").send("Solicitud rechazada: origen no permitido.");
  };
}

import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { MAX_FORM_BYTES, MAX_MULTI_IMAGE_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, MAX_WEBHOOK_BYTES } from "../app/lib/request-limits";

/**
 * The addresses whose forms carry an image file (multipart), each with its page's `.data` twin that the
 * same form posts to once the page is live. Every other address gets the small form limit for a
 * multipart body too, so an anonymous post cannot make the server buffer megabytes (issue 34).
 */
const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/api\/uploads$/, // the image upload of every ImageUploadField
  /^\/profile$/, // the avatar (docs/product.md §8.2)
  /^\/admin\/patrocinadores$/, // a sponsor's logo (§11.7)
  /^\/(?:padel|jugador\/id|player\/id)\/[^/]+$/, // the player edit dialog's photo (§6.4)
  /^\/(?:clubes|clubs|entrenadores)\/registrar$/, // a club's or coach's picture (§7.4)
  /^\/(?:clubs|entrenadores)-padel-puebla\/[^/]+(?:\/[^/]+)?$/, // their edit views and the club's gallery (§7.2, §7.3)
];
/** Without JavaScript the tournament sign-up form carries its main image and up to three more (§4.7). */
const MULTI_IMAGE_PATHS: readonly RegExp[] = [/^\/torneos-padel-puebla\/registrar$/];

/** A data request's address (`/profile.data`) as the page it posts to. */
function pagePath(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

export const BODY_TOO_LARGE = "La petición es demasiado grande.";

/** The most bytes a request to this address, with this content type, may carry. */
export function bodyLimitFor(req: Pick<Request, "path" | "headers">): number {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const path = pagePath(req.path);
    if (MULTI_IMAGE_PATHS.some((p) => p.test(path))) return MAX_MULTI_IMAGE_REQUEST_BYTES;
    if (UPLOAD_PATHS.some((p) => p.test(path))) return MAX_UPLOAD_REQUEST_BYTES;
    return MAX_FORM_BYTES;
  }
  // Meta posts JSON; nothing else it sends is multipart.
  if (req.path === "/api/whatsapp/webhook") return MAX_WEBHOOK_BYTES;
  return MAX_FORM_BYTES;
}

declare module "express-serve-static-core" {
  interface Request {
    /** The whole request body, read (and bounded) by `boundedBody` before any route runs. */
    bodyBytes?: Buffer;
  }
}

/**
 * Reads every request body once, before any route, and refuses with 413 as soon as it passes the
 * limit for its address: a declared Content-Length over the limit is refused before reading a byte,
 * a chunked body is read only up to the limit. The routes get the bytes from `req.bodyBytes`
 * (server/request-handler.ts), so no route can read an unbounded body.
 */
export function boundedBody(limitFor: (req: Request) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = limitFor(req);
    const tooLarge = () => {
      // The rest of the body is not read: the connection closes after this answer.
      res.set("Connection", "close").status(413).type("text/plain; charset=utf-8").send(BODY_TOO_LARGE);
      req.unpipe();
      req.pause();
    };
    const declared = Number(req.headers["content-length"] ?? "0");
    if (declared > limit) return tooLarge();
    readUpTo(req, limit).then(
      (bytes) => {
        if (bytes === null) return tooLarge();
        req.bodyBytes = bytes;
        next();
      },
      () => {
        if (!res.headersSent) res.status(400).type("text/plain; charset=utf-8").send("Petición no válida.");
      },
    );
  };
}

/** The body, or null once it grows past `limit` (reading stops there). */
function readUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        cleanup();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error instanceof Error ? error : new Error("request aborted"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onError);
  });
}

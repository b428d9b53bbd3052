import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { MAX_FORM_BYTES, MAX_MULTI_IMAGE_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, MAX_WEBHOOK_BYTES } from "../app/lib/request-limits";

/** Without JavaScript the tournament sign-up form carries its main image and up to three more. */
const MULTI_IMAGE_PATHS = ["/torneos-padel-puebla/registrar"];

export const BODY_TOO_LARGE = "La petición es demasiado grande.";

/** The most bytes a request to this address, with this content type, may carry. */
export function bodyLimitFor(req: Pick<Request, "path" | "headers">): number {
  if (req.path === "/api/whatsapp/webhook") return MAX_WEBHOOK_BYTES;
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    return MULTI_IMAGE_PATHS.includes(req.path) ? MAX_MULTI_IMAGE_REQUEST_BYTES : MAX_UPLOAD_REQUEST_BYTES;
  }
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

import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves `file.gz` written at build time (gzip level 9, vite.config.ts) in place of `file` to browsers
 * that accept gzip: smaller than what the compression middleware makes on the fly (level 6, and nothing
 * under 1 KB), and no CPU per request. Anything else falls through to express.static.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      return next();
    }
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    fs.stat(`${file}.gz`, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.vary("Accept-Encoding");
      res.type(path.extname(file));
      res.setHeader("Content-Encoding", "gzip");
      res.sendFile(`${file}.gz`, { ...options, dotfiles: "deny" }, (sendError) => {
        if (sendError && !res.headersSent) {
          res.removeHeader("Content-Encoding");
          res.removeHeader("Content-Type");
          next();
        }
      });
    });
  };
}

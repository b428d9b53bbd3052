// Issue 17, finding 1: every request body is bounded in one place (server/body-limit.ts) before any
// route reads it. An oversized body to every action of the route table, declared (Content-Length) or
// streamed (chunked), is answered 413 in Spanish; the action never runs, no row changes and the
// server reads at most the limit (plus what was already in flight) of the body.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb, SITE_URL } from "./helpers/app-env";

configureTestEnv({ GRAPH_API_URL: "http://127.0.0.1:9" });

const { loadRouteTable, fillPattern } = await import("./helpers/route-table");
const { invoke } = await import("./helpers/invoke");
const { actionRequest } = await import("./helpers/action-request");
const { dbFingerprint, changedTables } = await import("./helpers/fingerprint");
const { buildWorld } = await import("./helpers/world");
const { ACTIONS } = await import("./permission-matrix");
const { boundedBody, bodyLimitFor } = await import("../../server/body-limit");
const { toFetchRequest } = await import("../../server/request-handler");
const { MAX_FORM_BYTES, MAX_UPLOAD_REQUEST_BYTES } = await import("../../app/lib/request-limits");

const table = await loadRouteTable();
const handle = useAppDb();
let world: Awaited<ReturnType<typeof buildWorld>>;
let server: http.Server;
let port = 0;
/** Route actions that ran, and the bytes the server read from each connection. */
const ran: string[] = [];
const bytesRead: number[] = [];
const routesByPath = new Map<string, { id: string; action: (args: unknown) => unknown; params: Record<string, string> }>();

beforeAll(async () => {
  world = await buildWorld(handle.db);
  const app = express();
  app.use((req, res, next) => {
    res.on("finish", () => bytesRead.push(req.socket.bytesRead));
    next();
  });
  app.use(boundedBody());
  // The rest of the production pipeline: the route gets the Fetch Request the real handler builds.
  app.use(async (req, res) => {
    const route = routesByPath.get(req.path);
    if (!route) return void res.status(404).end();
    ran.push(route.id);
    const outcome = await invoke(route.action, toFetchRequest(req, res), route.params);
    res.status(outcome.status).json(outcome.payload ?? null);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Sends `body` (declared length or chunked) and resolves with the answer, even if the server stops reading. */
function send(
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
  chunked: boolean,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method: "POST",
      headers: chunked ? headers : { ...headers, "content-length": String(body.byteLength) },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may close the connection before the whole body went out: that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => (["EPIPE", "ECONNRESET"].includes(error.code ?? "") ? undefined : reject(error)));
    const step = 256 * 1024;
    let offset = 0;
    const pump = () => {
      while (offset < body.byteLength) {
        const ok = request.write(body.subarray(offset, offset + step));
        offset += step;
        if (!ok) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

/** The route's valid request for `role`, as raw headers and bytes, padded with one field past `limit`. */
async function oversized(request: Request, padding: number): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  const type = headers["content-type"] ?? "";
  const original = Buffer.from(await request.arrayBuffer());
  const filler = "x".repeat(padding);
  if (type.startsWith("application/json")) {
    const json = JSON.parse(original.toString("utf8") || "{}") as unknown;
    const padded = json && typeof json === "object" && !Array.isArray(json) ? { ...json, relleno: filler } : { relleno: filler };
    return { headers, body: Buffer.from(JSON.stringify(padded)) };
  }
  if (type.startsWith("multipart/form-data")) {
    const boundary = /boundary=(.+)$/.exec(type)![1]!;
    const tail = Buffer.from(`--${boundary}--\r\n`);
    const head = original.subarray(0, original.lastIndexOf(tail));
    const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="relleno"\r\n\r\n${filler}\r\n`);
    return { headers, body: Buffer.concat([head, part, tail]) };
  }
  headers["content-type"] = "application/x-www-form-urlencoded";
  return { headers, body: Buffer.from(`${original.toString("latin1")}${original.byteLength ? "&" : ""}relleno=${filler}`, "latin1") };
}

const actionRoutes = table.filter((r) => r.module.action && (ACTIONS[r.id]?.length ?? 0) > 0);

describe.each(actionRoutes.map((r) => [r.id, r] as const))("oversized bodies to %s", (_id, route) => {
  it.each(ACTIONS[route.id]!.map((c) => [c.intent, c] as const))(
    "intent %s: 413 in Spanish, nothing read past the limit, nothing changed",
    async (_intent, c) => {
      const params = await c.params(world, "admin");
      const base = await c.body(world, "admin");
      const pathname = fillPattern(route.pattern, params);
      routesByPath.set(pathname, { id: route.id, action: route.module.action!, params });
      const cookie = c.cookie ? await c.cookie(world, "admin") : world.cookies.admin;
      const valid = actionRequest(pathname, base, cookie, "json" in base ? (base.headers ?? {}) : {});
      const limit = bodyLimitFor({ path: pathname, headers: { "content-type": valid.headers.get("content-type") ?? "" } });
      const before = await dbFingerprint(handle.db);
      for (const chunked of [false, true]) {
        const { headers, body } = await oversized(valid.clone(), limit + 4 * 1024 * 1024);
        ran.length = 0;
        bytesRead.length = 0;
        const answer = await send(pathname, headers, body, chunked);
        const how = `${route.id} ${c.intent} ${chunked ? "chunked" : "with Content-Length"} (${body.byteLength} bytes, limit ${limit})`;
        expect(answer, how).toEqual({ status: 413, text: "La petición es demasiado grande." });
        expect(ran, how).toEqual([]);
        expect(bytesRead[0]!, how).toBeLessThan(limit + 2 * 1024 * 1024);
      }
      expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([]);
    },
    60_000,
  );
});

it("a body within the limit reaches the route whole", async () => {
  const pathname = "/unete-dagos";
  const route = table.find((r) => r.pattern === pathname)!;
  routesByPath.set(pathname, { id: route.id, action: route.module.action!, params: {} });
  ran.length = 0;
  const answer = await send(
    pathname,
    { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
    Buffer.from("nombre="),
    true,
  );
  expect(ran).toEqual([route.id]);
  expect(answer.status).toBe(400);
});

// Issue 34, item 9: only the addresses whose forms carry an image accept a large multipart body.
// Everywhere else, anonymous posts first, a multipart body over the small form limit is refused
// before it is read, as a form or JSON body is.
describe("multipart bodies past the form limit", () => {
  const boundary = "----limite";
  /** A multipart body of one text field, `size` bytes in all. */
  function multipart(size: number): Buffer {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="relleno"\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    return Buffer.from(head + "x".repeat(size - head.length - tail.length) + tail);
  }
  const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, origin: SITE_URL };

  it("only the upload routes read one: every other action answers an anonymous one 413, unread", async () => {
    const body = multipart(MAX_FORM_BYTES + 64 * 1024);
    const accepting: string[] = [];
    for (const route of table.filter((r) => r.module.action)) {
      const pathname = fillPattern(route.pattern, { id: "1", "*": "sign-in/email" });
      routesByPath.set(pathname, { id: route.id, action: route.module.action!, params: {} });
      for (const chunked of [false, true]) {
        ran.length = 0;
        const answer = await send(pathname, headers, body, chunked);
        if (answer.status === 413) {
          expect(answer.text).toBe("La petición es demasiado grande.");
          expect(ran, `${route.id} ran`).toEqual([]);
        } else if (!chunked) accepting.push(route.id);
      }
    }
    expect(accepting.sort()).toEqual([
      "admin-sponsors",
      "club",
      "club-by-name",
      "club-register",
      "club-register-en",
      "coach",
      "coach-by-id",
      "coach-register",
      "player",
      "player-by-id",
      "player-by-id-en",
      "profile",
      "routes/api.uploads",
      "tournament-register",
    ]);
  }, 120_000);

  it("a page's .data address follows its page; an upload route still refuses more than one image", async () => {
    const body = multipart(MAX_FORM_BYTES + 64 * 1024);
    expect(bodyLimitFor({ path: "/profile.data", headers })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(bodyLimitFor({ path: "/unete-dagos.data", headers })).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor({ path: "/torneos-padel-puebla/copa/1", headers })).toBe(MAX_FORM_BYTES);
    expect((await send("/unete-dagos.data", headers, body, false)).status).toBe(413);
    expect((await send("/profile", headers, multipart(MAX_UPLOAD_REQUEST_BYTES + 1024), false)).status).toBe(413);
  });
});

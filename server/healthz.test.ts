import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client";
import { healthz } from "./healthz";

const servers: { close(): void }[] = [];
// The database the app would answer with (its getDb()).
let db: Db | undefined;
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  db = undefined;
});
function setDb(handle: { db: Db }) {
  db = handle.db;
}

async function get(path: string, timeoutMs?: number) {
  const app = express();
  app.get("/healthz", healthz({ logger: pino({ level: "silent" }), db: () => db!, timeoutMs }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  expect(response.headers.get("etag")).toBeNull();
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
}

describe("GET /healthz", () => {
  it("answers 200 ok, never cached, while the database answers", async () => {
    const handle = await createDb({ memory: true });
    setDb(handle);
    expect(await get("/healthz")).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
    await handle.close();
  });

  it("answers 503 with the reason when the database is closed or does not answer", async () => {
    const handle = await createDb({ memory: true });
    setDb(handle);
    await handle.close();
    expect(await get("/healthz")).toEqual({
      status: 503,
      cache: "no-store",
      body: { status: "unavailable", reason: "database unavailable" },
    });

    setDb({ db: { execute: () => new Promise(() => {}) } } as never);
    expect((await get("/healthz", 50)).body).toEqual({ status: "unavailable", reason: "database did not answer within 50 ms" });
  });
});

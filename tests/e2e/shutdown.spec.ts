// Clean shutdown (issue 10): on SIGTERM the server stops accepting, finishes the request in flight,
// ends server-sent-event streams, closes the database (releasing the folder lock) and exits 0.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LOCK_FILE_NAME } from "../../db/lock";
import { friendlyMatchSettings } from "../support/score-events";
import { freshDataDir, startServer } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 2;

test("SIGTERM finishes the request in flight, ends live streams and exits 0", async () => {
  test.setTimeout(240_000);
  const dataDir = freshDataDir("padel-term-");
  const server = await startServer({ port: PORT, dataDir });

  // A live match to watch.
  const clubsHtml = await (await fetch(`${server.url}/clubs-padel-puebla`)).text();
  const clubId = Number(/\/clubs-padel-puebla\/[a-z0-9-]+\/(\d+)/.exec(clubsHtml)?.[1]);
  const matchId = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const settings = friendlyMatchSettings(clubId);
  const sync = await fetch(`${server.url}/api/matches/${matchId}/sync`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${secret}`, origin: server.url },
    body: JSON.stringify({ settings, from: 0, events: [{ type: "start", server: "team1", at: Date.now() }], sentAt: Date.now() }),
  });
  expect(sync.status, await sync.text()).toBe(200);

  // The live stream is open and has delivered its first event.
  const streamEnded = new Promise<string>((resolve, reject) => {
    const req = http.get(`${server.url}/api/matches/${matchId}/stream`, { headers: { accept: "text/event-stream" } }, (res) => {
      expect(res.statusCode).toBe(200);
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
      res.on("error", () => resolve(body));
      res.on("close", () => resolve(body));
    });
    req.on("error", reject);
  });

  // A slow request: headers and half the body now, the rest after SIGTERM.
  const body = JSON.stringify({ email: "jugador@padelpuebla.mx", password: "padel-demo-2026" });
  const slow = new Promise<number>((resolve, reject) => {
    const req = http.request(
      `${server.url}/api/auth/sign-in/email`,
      { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: server.url } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 1000);
    }, 500);
  });

  expect(await slow, "the request in flight when SIGTERM arrived completes").toBe(200);
  const streamed = await streamEnded;
  expect(streamed).toContain("event: score");
  const exit = await server.exited;
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  expect(existsSync(path.join(dataDir, "pglite", LOCK_FILE_NAME)), "the folder lock is released").toBe(false);
  // Nothing listens any more.
  await expect(fetch(`${server.url}/`)).rejects.toThrow();
});

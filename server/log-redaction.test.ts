// Issue 34, item 11: the request log (pino-http with server/app.ts's serializers) never holds a
// verification or reset link's token, a scorer link's key, an opt-out token or a session cookie.
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { expect, it } from "vitest";
import { redactUrl, requestLogSerializers } from "./log-redaction";

const SECRET = "s3cr3t-T0K3N";

it("logs every request without the secrets of its address or its cookies", async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: "info" }, sink), serializers: requestLogSerializers }));
  app.use((_req, res) => void res.cookie("better-auth.session_token", SECRET).status(302).end());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const paths = [
    `/api/auth/verify-email?token=${SECRET}&callbackURL=%2Fauth%2Fcallback`,
    `/api/auth/reset-password/${SECRET}?callbackURL=%2Fauth%2Freset-password`,
    `/auth/reset-password?token=${SECRET}`,
    `/auth/reset-password.data?token=${SECRET}`,
    `/padel-score/partido/7?clave=${SECRET}`,
    `/recordatorios/baja/${SECRET}`,
  ];
  for (const path of paths) {
    await fetch(`${base}${path}`, { headers: { cookie: `better-auth.session_token=${SECRET}` }, redirect: "manual" });
  }
  server.close();
  expect(lines).toHaveLength(paths.length);
  expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
  expect(lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual([
    "/api/auth/verify-email?token=[oculto]&callbackURL=%2Fauth%2Fcallback",
    "/api/auth/reset-password/[oculto]?callbackURL=%2Fauth%2Freset-password",
    "/auth/reset-password?token=[oculto]",
    "/auth/reset-password.data?token=[oculto]",
    "/padel-score/partido/7?clave=[oculto]",
    "/recordatorios/baja/[oculto]",
  ]);
  expect(JSON.parse(lines[0]!)).toMatchObject({ req: { headers: { cookie: "[oculto]" } }, res: { headers: { "set-cookie": "[oculto]" } } });
});

it("leaves addresses without secrets as they are", () => {
  expect(redactUrl("/ranking-padel-puebla?category=3ra&pagina=2")).toBe("/ranking-padel-puebla?category=3ra&pagina=2");
  expect(redactUrl("/torneos-padel-puebla?tokens=1")).toBe("/torneos-padel-puebla?tokens=1");
});

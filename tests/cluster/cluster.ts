// The reference topology of docs/deploy.md, started on this machine: a PostgreSQL database of its own,
// the local Graph API and S3 servers, two app processes (the production build) and nginx in front of them as
// the load balancer. The cluster suite drives it over HTTP, through nginx.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type DbHandle } from "../../db/client";
import { startFakeGraphApi, type FakeGraphApi } from "../support/fake-graph-api";
import { startS3Server } from "../support/s3-server";

/** The PostgreSQL server the suite makes its database on (CI: the cluster .ci/run starts). */
export const ADMIN_DATABASE_URL = process.env.CLUSTER_DATABASE_URL ?? "postgres://padel_ci:padel_ci@127.0.0.1:5432/postgres";
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 4800);

export type AppProcess = {
  name: string;
  port: number;
  /** What nginx's $upstream_addr says for this process. */
  upstream: string;
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
};

export type Cluster = {
  /** nginx: every request of the suite goes here. */
  url: string;
  apps: AppProcess[];
  graph: FakeGraphApi;
  /** The app's database, for setting up data and reading what was written. */
  db: DbHandle;
  /** The environment the app processes share (secrets included), for code the suite runs in-process. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

export type HttpResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer; text(): string; json<T = unknown>(): T };

/**
 * One HTTP request with node:http, from a loopback address of the caller's choice (127.0.0.2,
 * 127.0.0.3...): the app counts rate limits per client address, and nginx forwards the address a
 * request came from, so each check can be a client of its own.
 */
export function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string; timeoutMs?: number } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.from, timeout: options.timeoutMs ?? 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString("utf8"),
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The upstream that answered a request that went through nginx. */
export const upstreamOf = (response: { headers: IncomingHttpHeaders }) => String(response.headers["x-upstream"] ?? "");

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startApp(name: string, port: number, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), `padel-${name}-`)) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { name, port, upstream: `127.0.0.1:${port}`, child, exited, output: () => output };
}

async function appReady(app: AppProcess): Promise<void> {
  let gone = false;
  void app.exited.then(() => (gone = true));
  // The first process migrates and seeds an empty database: over a minute on a loaded machine.
  await waitFor(
    `${app.name} to answer`,
    async () => {
      if (gone) throw new Error(`${app.name} exited before it was ready:\n${app.output()}`);
      const response = await http(`http://127.0.0.1:${app.port}/healthz`, { timeoutMs: 5000 });
      return response.status === 200 ? true : undefined;
    },
    180_000,
  );
}

/**
 * nginx with the deployment's configuration (deploy/nginx.conf), its ports and paths filled in, plus
 * one header only the suite adds: which app process answered.
 */
function nginxConfig(dir: string, port: number, apps: AppProcess[]): string {
  const template = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  const site = template
    .replace(/server 127\.0\.0\.1:3001([^;]*);\s*server 127\.0\.0\.1:3002[^;]*;/, (_m, options: string) =>
      apps.map((app) => `server ${app.upstream}${options};`).join("\n    "),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/server_name _;/, "server_name _;\n    add_header X-Upstream $upstream_addr always;");
  if (!site.includes(apps[1]!.upstream) || !site.includes(`127.0.0.1:${port}`)) {
    throw new Error("deploy/nginx.conf no longer has the upstream and listen lines this suite fills in");
  }
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startCluster(): Promise<Cluster> {
  const database = `padel_cluster_${Date.now()}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);

  const graph = await startFakeGraphApi(BASE_PORT + 90);
  // Uploads go to one bucket both processes share, as docs/deploy.md says; each has its own DATA_DIR.
  const s3 = await startS3Server(["padel-cluster"]);
  const nginxPort = BASE_PORT;
  const url = `http://localhost:${nginxPort}`;
  const env: Record<string, string> = {
    NODE_ENV: "production",
    SITE_URL: url,
    DATABASE_URL: databaseUrl,
    // One hop: nginx. The app then counts each client by the address nginx saw.
    TRUST_PROXY: "1",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    GRAPH_API_URL: graph.url,
    ...s3.env("padel-cluster"),
    JOB_POLL_MS: "100",
    LOG_LEVEL: "warn",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  };
  // The first process migrates and seeds the empty database; the second finds both done.
  const apps: AppProcess[] = [];
  const stopApps = () => Promise.all(apps.map((app) => (app.child.kill("SIGTERM"), app.exited)));
  let nginx: ChildProcess | undefined;
  try {
    for (const [index, name] of ["app-a", "app-b"].entries()) {
      const app = startApp(name, BASE_PORT + 10 + index, env);
      apps.push(app);
      await appReady(app);
    }
    const dir = mkdtempSync(path.join(tmpdir(), "padel-nginx-"));
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
    // Debian's nginx runs its workers as www-data when started by root: they write the temp folders.
    chmodSync(dir, 0o777);
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) chmodSync(path.join(dir, sub), 0o777);
    writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, nginxPort, apps));
    const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    await waitFor("nginx", async () => ((await http(`${url}/healthz`)).status === 200 ? true : undefined));
  } catch (error) {
    nginx?.kill("SIGTERM");
    await stopApps();
    await graph.close();
    await s3.close();
    throw error;
  }
  const db = await createDb({ databaseUrl });
  return {
    url,
    apps,
    graph,
    db,
    env,
    async stop() {
      nginx?.kill("SIGQUIT");
      await stopApps();
      await db.close();
      await graph.close();
      await s3.close();
      await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
    },
  };
}

/** A server-sent-events stream read through nginx: its upstream and the `data` of each event. */
export function openEventStream(url: string): Promise<{ upstream: string; events: unknown[]; close(): void }> {
  return new Promise((resolve, reject) => {
    const events: unknown[] = [];
    const req = httpRequest(url, { headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${url}: ${res.statusCode}`));
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (data) events.push(JSON.parse(data));
        }
      });
      res.on("error", () => undefined);
      resolve({ upstream: upstreamOf(res), events, close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

export { waitFor };

// Backups made by the running server (ADR 0035), under write load: every write acknowledged before the
// backup began is in the restored copy, the copy is one snapshot (the restored writes are a prefix of the
// acknowledged ones, each write's two rows together), writes and reads go on while the backup runs, and
// `npm run restore` restores the file into a fresh folder. On PGlite by default (a data folder, as the
// server runs it); on PostgreSQL when TEST_DATABASE_URL is set. Also the schedule (one job per slot
// however many processes) and BACKUP_KEEP.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv } from "./helpers/app-env";

configureTestEnv({ BACKUP_KEEP: "2", BACKUP_SCHEDULE: "03:00" });
const dataDir = process.env.DATA_DIR!;

const { createDb } = await import("../../db/client");
const { migrateDb } = await import("../../db/migrate");
const { seed } = await import("../../db/seed");
const { job, player } = await import("../../db/schema");
const { setDb } = await import("~/server/infra/db.server");
const { runDueJobs, registerJobHandler } = await import("~/server/infra/job-worker.server");
const { createTestDb } = await import("./helpers/db");
const backups = await import("~/server/backups");

type Handle = Awaited<ReturnType<typeof createDb>>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let handle: Handle & { databaseUrl?: string };
const image = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31) % 256));

beforeAll(async () => {
  // The server's own layout: PGlite in DATA_DIR/pglite (the folder a live backup copies), or PostgreSQL.
  handle = onPostgres ? await createTestDb() : await createDb({ dataDir: path.join(dataDir, "pglite") });
  if (!onPostgres) await migrateDb(handle);
  await seed(handle.db, { players: 30, tournaments: 4, seed: 11 });
  setDb(handle);
  mkdirSync(path.join(dataDir, "uploads", "players"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "players", "foto-carga.webp"), image);
}, 180_000);

afterAll(async () => {
  await backups.settleBackup();
  await handle?.close();
});

/** Runs a command of this repository without blocking the event loop (the writes go on meanwhile). */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { env: { ...process.env, ...env }, stdio: "pipe" });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("a backup while the site is written to", () => {
  it("restores every write acknowledged before it, as one snapshot, and the site keeps answering", async () => {
    const acked: number[] = [];
    let stop = false;
    // Each write: two players in one transaction, acknowledged when the commit returns.
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        await handle.db.transaction(async (tx) => {
          await tx.insert(player).values([
            { name: `Carga ${i} A`, gender: "Varonil" },
            { name: `Carga ${i} B`, gender: "Varonil" },
          ]);
        });
        acked.push(i);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    // A reader: what a page's query waits while the backup runs.
    const latencies: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const t = performance.now();
        await handle.db.execute(sql`select count(*) from player`);
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    while (acked.length < 20) await new Promise((r) => setTimeout(r, 10));

    const before = acked.length;
    const result = await backups.createBackup("manual");
    const after = acked.length;
    reading = false;
    stop = true;
    await Promise.all([writer, reader]);

    latencies.sort((a, b) => a - b);
    const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!);
    console.log(
      `backup ${result.method}: ${result.ms} ms, database paused ${result.pausedMs} ms, ${result.bytes} bytes; ` +
        `${after - before} writes acknowledged while it ran; reads during it: ${latencies.length}, median ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`,
    );
    expect(result.method).toBe(onPostgres ? "snapshot-transaction" : "pglite-copy");
    // Writes went on while the backup ran: it did not hold the database for its whole duration.
    expect(after - before).toBeGreaterThan(0);
    expect(result.pausedMs).toBeLessThan(result.ms);
    expect((await backups.listBackups()).map((b) => b.name)).toContain(result.name);

    // Restore with the command into a fresh folder (or a fresh PostgreSQL database).
    const file = path.join(dataDir, "backups", result.name);
    const fresh = mkdtempSync(path.join(tmpdir(), "padel-restore-"));
    const target = onPostgres ? await createTestDb() : undefined;
    const restored = await run(["scripts/backup.ts", "restore", file], {
      DATA_DIR: fresh,
      DATABASE_URL: target?.databaseUrl ?? "",
      S3_BUCKET: "",
    });
    expect(restored.code, restored.out).toBe(0);
    const check = target ?? (await createDb({ dataDir: path.join(fresh, "pglite") }));
    try {
      const rows = await check.db.select({ name: player.name }).from(player).where(like(player.name, "Carga %"));
      const halves = new Map<number, string[]>();
      for (const { name } of rows) {
        const [, n, half] = /^Carga (\d+) ([AB])$/.exec(name)!;
        halves.set(Number(n), [...(halves.get(Number(n)) ?? []), half!]);
      }
      const writes = [...halves.keys()].sort((a, b) => a - b);
      // Every write acknowledged before the backup began is there...
      for (let i = 0; i < before; i++) expect(halves.has(i), `write ${i} acknowledged before the backup`).toBe(true);
      // ...each with both its rows, the writes form a prefix (one snapshot), none later than the last acknowledged.
      for (const [n, parts] of halves) expect(parts.sort(), `write ${n}`).toEqual(["A", "B"]);
      expect(writes).toEqual(Array.from({ length: writes.length }, (_, i) => i));
      expect(writes.length).toBeLessThanOrEqual(after);
      // The seed's data and the uploaded image came along.
      const [count] = await check.db.select({ n: sql<number>`count(*)::int` }).from(player);
      expect(count!.n).toBe(30 + 2 * writes.length);
      expect(new Uint8Array(readFileSync(path.join(fresh, "uploads", "players", "foto-carga.webp")))).toEqual(new Uint8Array(image));
    } finally {
      await check.close();
    }
  }, 240_000);
});

describe("scheduled backups", () => {
  it("makes one job per slot however many processes schedule it, runs it, schedules the next, and keeps BACKUP_KEEP", async () => {
    registerJobHandler(backups.BACKUP_JOB, backups.runScheduledBackup);
    const now = new Date("2026-03-10T12:00:00Z"); // 06:00 in Mexico City
    // Two processes start: one job for the next 03:00 (Mexico City), 09:00 UTC the next day.
    expect((await backups.scheduleNextBackup(now))?.toISOString()).toBe("2026-03-11T09:00:00.000Z");
    expect((await backups.scheduleNextBackup(now))?.toISOString()).toBe("2026-03-11T09:00:00.000Z");
    const pending = () =>
      handle.db
        .select({ key: job.dedupeKey })
        .from(job)
        .where(and(eq(job.kind, backups.BACKUP_JOB), eq(job.status, "pending")));
    expect(await pending()).toEqual([{ key: "backup:2026-03-11T09:00:00.000Z" }]);

    const countBefore = (await backups.listBackups()).length;
    // Nothing is due before the slot; at the slot one backup is made and the next night's job is queued.
    expect((await runDueJobs({ now: new Date("2026-03-11T08:59:00Z") })).done).toBe(0);
    expect(await runDueJobs({ now: new Date("2026-03-11T09:00:01Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await pending()).toEqual([{ key: "backup:2026-03-12T09:00:00.000Z" }]);
    expect(countBefore).toBe(1); // the one of the test above
    // BACKUP_KEEP=2: after a third backup, the two newest are kept.
    const third = await backups.createBackup("manual");
    const kept = await backups.listBackups();
    expect(kept).toHaveLength(2);
    expect(kept[0]!.name).toBe(third.name);
  }, 240_000);
});

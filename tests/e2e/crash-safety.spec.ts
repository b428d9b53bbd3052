// Crash safety (issue 10): registrations and results are written through the real HTTP actions while
// the production server is killed with SIGKILL; after a restart on the same DATA_DIR every
// acknowledged write must be there. Also: the folder lock left by the killed process is taken over,
// and SIGTERM shuts down cleanly (exit 0, lock released).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { LOCK_FILE_NAME } from "../../db/lock";
import { player, registration, result, tournament } from "../../db/schema";
import { categoriesForType } from "../../app/domain/categories";
import { isCategoryAllowed } from "../../app/domain/tournament-categories";
import { tournamentPath } from "../../app/domain/slugs";
import { addAccounts, freshDataDir, postForm, type ServerProcess, signInCookie, startServer } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const TRIALS = Number(process.env.CRASH_TRIALS ?? 5);
const WRITERS = 4;
const USERS = 24;
const PASSWORD = "clave-crash-2026";

type Target = { id: number; path: string; category: string };
type RegistrationWrite = { tournamentId: number; userId: string };
type ResultWrite = { tournamentId: number; player1Id: number; player2Id: number; category: string };

test.describe.configure({ mode: "serial" });

test("every acknowledged write survives SIGKILL, over several trials", async () => {
  test.setTimeout(600_000);
  const dataDir = freshDataDir("padel-crash-");
  const dbDir = path.join(dataDir, "pglite");
  const lockPath = path.join(dbDir, LOCK_FILE_NAME);

  // First start seeds the demo; a clean stop lets this process add test accounts and pick targets.
  let server = await startServer({ port: PORT, dataDir });
  server.child.kill("SIGTERM");
  expect((await server.exited).code).toBe(0);
  expect(existsSync(lockPath), "SIGTERM releases the folder lock").toBe(false);

  const setup = await createDb({ dataDir: dbDir });
  const users = await addAccounts(setup.db, "crash", USERS, PASSWORD);
  const today = new Date().toISOString().slice(0, 10);
  const rows = await setup.db
    .select({
      id: tournament.id,
      title: tournament.title,
      fee: tournament.fee,
      startDate: tournament.startDate,
      varonil: tournament.categoriesVaronil,
    })
    .from(tournament)
    .where(
      and(
        eq(tournament.approved, true),
        sql`${tournament.startDate} > ${today}::date + 1`,
        sql`coalesce(trim(${tournament.fee}), '') <> ''`,
      ),
    );
  const open: Target[] = rows.flatMap((t) => {
    const category = categoriesForType("varonil").find((c) => isCategoryAllowed(t.varonil, c, "varonil"));
    return category ? [{ id: t.id, path: tournamentPath(t), category }] : [];
  });
  const any = await setup.db.select({ id: tournament.id, title: tournament.title }).from(tournament).limit(20);
  const players = (await setup.db.select({ id: player.id }).from(player).limit(400)).map((p) => p.id);
  await setup.close();
  expect(open.length, "the demo seed has tournaments open for registration").toBeGreaterThan(2);

  const acknowledged = { registrations: [] as RegistrationWrite[], results: [] as ResultWrite[] };
  const attempted = new Set<string>();
  let requests = 0;
  const ladder = categoriesForType("Varonil");
  const trialLog: string[] = [];

  for (let trial = 1; trial <= TRIALS; trial++) {
    server = await startServer({ port: PORT, dataDir });
    expect(readFileSync(lockPath, "utf8").trim(), "the restarted server holds the lock").toBe(String(server.child.pid));
    const admin = await signInCookie(server.url, "admin@padelpuebla.mx", "padel-demo-2026");
    const cookies = new Map<string, string>();
    for (const u of users.slice(0, 8)) cookies.set(u.id, await signInCookie(server.url, u.email, PASSWORD));
    const stop = new AbortController();
    let acksThisTrial = 0;

    const writer = async () => {
      while (!stop.signal.aborted) {
        requests++;
        try {
          if (Math.random() < 0.5) {
            const u = users[Math.floor(Math.random() * 8)]!;
            const t = open[Math.floor(Math.random() * open.length)]!;
            if (attempted.has(`${t.id}:${u.id}`)) continue;
            attempted.add(`${t.id}:${u.id}`);
            const form = {
              intent: "register",
              registrationType: "individual",
              categoryType: "varonil",
              category: t.category,
              comments: "",
            };
            const response = await postForm(server.url, t.path, form, cookies.get(u.id)!, stop.signal);
            if (response.status === 200) {
              acknowledged.registrations.push({ tournamentId: t.id, userId: u.id });
              acksThisTrial++;
            }
          } else {
            const t = any[Math.floor(Math.random() * any.length)]!;
            const [a, b] = [players[Math.floor(Math.random() * players.length)]!, players[Math.floor(Math.random() * players.length)]!];
            if (a === b) continue;
            const category = ladder[Math.floor(Math.random() * ladder.length)]!;
            const form = {
              intent: "add-result",
              player1Id: String(a),
              player2Id: String(b),
              categoryType: "Varonil",
              category,
              placement: "semifinal",
            };
            const response = await postForm(server.url, tournamentPath(t), form, admin, stop.signal);
            if (response.status === 200) {
              acknowledged.results.push({ tournamentId: t.id, player1Id: a, player2Id: b, category });
              acksThisTrial++;
            }
          }
        } catch {
          // In flight when the server died: not acknowledged.
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    // Kill mid-stream, after a random number of acknowledged writes.
    const killAfter = 10 + Math.floor(Math.random() * 30);
    while (acksThisTrial < killAfter) await new Promise((r) => setTimeout(r, 20));
    server.child.kill("SIGKILL");
    const exit = await server.exited;
    stop.abort();
    await Promise.all(writers);
    expect(exit.signal).toBe("SIGKILL");
    trialLog.push(`trial ${trial}: ${acksThisTrial} acknowledged writes before SIGKILL`);
  }

  // Recovery: the folder opens after the last SIGKILL, the site answers, and SIGTERM exits cleanly.
  server = await startServer({ port: PORT, dataDir });
  await signInCookie(server.url, users[0]!.email, PASSWORD);
  const shutdown = await stopWithSigterm(server);
  expect(shutdown.code).toBe(0);
  expect(existsSync(lockPath)).toBe(false);

  const check = await createDb({ dataDir: dbDir });
  const lost: string[] = [];
  for (const w of acknowledged.registrations) {
    const found = await check.db
      .select({ id: registration.id })
      .from(registration)
      .where(and(eq(registration.tournamentId, w.tournamentId), eq(registration.userId, w.userId)));
    if (found.length !== 1) lost.push(`registration ${JSON.stringify(w)}`);
  }
  for (const w of acknowledged.results) {
    const found = await check.db
      .select({ id: result.id })
      .from(result)
      .where(
        and(
          eq(result.tournamentId, w.tournamentId),
          eq(result.player1Id, w.player1Id),
          eq(result.player2Id, w.player2Id),
          eq(result.category, w.category),
        ),
      );
    if (found.length !== 1) lost.push(`result ${JSON.stringify(w)}`);
  }
  // Every table can be read end to end after the crashes.
  const tables = await check.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`);
  for (const { name } of tables.rows) await check.db.execute(sql.raw(`select count(*) from "${name}"`));
  await check.close();

  const summary = `${TRIALS} trials, ${requests} write requests, ${acknowledged.registrations.length} registrations + ${acknowledged.results.length} results acknowledged, ${lost.length} lost`;
  console.log(`crash safety: ${summary}\n  ${trialLog.join("\n  ")}`);
  test.info().annotations.push({ type: "crash-safety", description: summary });
  expect(lost, summary).toEqual([]);
  expect(acknowledged.registrations.length + acknowledged.results.length).toBeGreaterThan(TRIALS * 10);
});

async function stopWithSigterm(server: ServerProcess) {
  server.child.kill("SIGTERM");
  return server.exited;
}

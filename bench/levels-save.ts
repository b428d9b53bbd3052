// Levels on the database (issue 35): what a result's save spends on the level update, and whether reads stay
// fast while the whole history replays.
//
//   npx tsx bench/levels-save.ts [--players 2000] [--tournaments 200] [--results 0] [--saves 31]
//   DATABASE_URL=postgres://... npx tsx bench/levels-save.ts ...   (a database of its own: it is emptied)
//
// Seeds a fresh in-process PGlite (or the PostgreSQL database DATABASE_URL names, emptied first) with the demo seed of that size (its finished tournaments' draws give the
// history, db/seed/past-draws.ts), then:
// 1. Saves: two upcoming tournaments get the same 64-pair draw of the most active rated players; one stays
//    published, the other goes back to a draft. Their first-round results are entered alternately through
//    the organisers' setMatchResult, which brings levels up to date in the same transaction: in the published
//    draw it rates the four players (the match is the newest of each: the incremental path), in the draft
//    it finds nothing to rate (levels read published draws only). The difference is the level update.
// 2. Full replay: replayAllLevels (reads the stream, replays in memory, compares with the stored rows and
//    writes what differs in short transactions) once with nothing changed, then after every stored row was
//    made to differ (a change of the rating's parameters), while a reader asks, one after another, what a
//    page asks of levels: the level ranking's first page and a busy player's level page. Read latencies
//    during the replay are compared with the same reads alone. PGlite serves one query at a time in the
//    server's own process (a transaction holds it for its whole length); PostgreSQL serves reads beside a
//    writing transaction.
// Writes markdown to stdout.
import os from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, asc, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import { mexicoToday } from "../app/domain/calendar";
import { transaction } from "../app/server/infra/changes.server";
import { levelRanking, playedMatches, playerLevelView, replayAllLevels } from "../app/server/levels";
import type { DrawKey } from "../app/server/play";
import { addEntry, DEFAULT_DRAW_SETTINGS, generateDraw, lockEntries, saveDrawSettings, setMatchResult } from "../app/server/play";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { draw, drawMatch, levelHistory, player, playerLevel, tournament } from "../db/schema/index";
import { seed } from "../db/seed/index";
import { DEMO_ORGANIZER, publishedDraw } from "../db/seed/play";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const players = arg("players", 2000);
const tournaments = arg("tournaments", 200);
const results = arg("results", 0);
const saves = arg("saves", 31);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => value.toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

const dir = mkdtempSync(path.join(os.tmpdir(), "levels-save-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir: path.join(dir, "pglite") });
const db = handle.db;
try {
  await migrateDb(handle);
  const loadBefore = load();
  let started = performance.now();
  await seed(db, { players, tournaments, ...(results ? { results } : {}), now: new Date(), reset: true });
  const seedMs = performance.now() - started;

  // 1. Result saves with their level update, and without it.
  const today = mexicoToday(new Date());
  const upcoming = await db
    .select({ id: tournament.id })
    .from(tournament)
    .where(
      and(
        eq(tournament.approved, true),
        gt(tournament.startDate, today),
        notInArray(tournament.id, db.select({ id: draw.tournamentId }).from(draw)),
      ),
    )
    .orderBy(asc(tournament.startDate))
    .limit(2);
  if (upcoming.length < 2) throw new Error("two upcoming tournaments without draws needed");
  // The most active rated players, so every rated save updates players with a history.
  const rated = await db
    .select({ id: player.id })
    .from(playerLevel)
    .innerJoin(player, eq(player.id, playerLevel.playerId))
    .where(eq(player.gender, "Varonil"))
    .orderBy(desc(playerLevel.matches), asc(player.id))
    .limit(128);
  if (rated.length < 128) throw new Error(`128 rated players needed, found ${rated.length}`);
  const pairs = Array.from({ length: 64 }, (_, i) => [rated[2 * i]!.id, rated[2 * i + 1]!.id] as [number, number]);
  const keys: DrawKey[] = upcoming.map((t) => ({ tournamentId: t.id, categoryType: "Varonil", category: "1ra" }));
  const ratedDraw = await transaction(db, (tx) => publishedDraw(tx, keys[0]!, "elimination", pairs));
  // The second draw stays a draft: levels read published draws only, so its saves rate nobody.
  const draftDraw = await transaction(db, async (tx) => {
    const ok = <T>(outcome: { ok: true; value: T } | { ok: false; message: string }) => {
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.value;
    };
    ok(await saveDrawSettings(DEMO_ORGANIZER, keys[1]!, { ...DEFAULT_DRAW_SETTINGS, format: "elimination" }, tx));
    for (const pair of pairs) ok(await addEntry(DEMO_ORGANIZER, keys[1]!, pair, tx));
    ok(await lockEntries(DEMO_ORGANIZER, keys[1]!, true, tx));
    return ok(await generateDraw(DEMO_ORGANIZER, keys[1]!, tx)).drawId;
  });
  const firstRound = (drawId: number) =>
    db
      .select({ id: drawMatch.id })
      .from(drawMatch)
      .where(and(eq(drawMatch.drawId, drawId), eq(drawMatch.round, 1), eq(drawMatch.bye, false)))
      .orderBy(asc(drawMatch.position))
      .limit(saves);
  const [ratedSlots, draftSlots] = [await firstRound(ratedDraw), await firstRound(draftDraw)];
  const withLevels: number[] = [];
  const without: number[] = [];
  const save = async (key: DrawKey, matchId: number, i: number) => {
    const at = performance.now();
    const saved = await setMatchResult(DEMO_ORGANIZER, key, { matchId, score: i % 3 === 2 ? "3-6 4-6" : "6-3 6-4" }, db);
    if (!saved.ok) throw new Error(saved.message);
    return performance.now() - at;
  };
  // Alternated, so both see the same load.
  for (let i = 0; i < Math.min(ratedSlots.length, draftSlots.length); i++) {
    withLevels.push(await save(keys[0]!, ratedSlots[i]!.id, i));
    without.push(await save(keys[1]!, draftSlots[i]!.id, i));
  }
  const historyRows = await db.$count(levelHistory);
  started = performance.now();
  const stream = await playedMatches(db);
  const streamMs = performance.now() - started;

  // 2. Reads alone, then during a full replay.
  const [busiest] = await db.select({ id: playerLevel.playerId }).from(playerLevel).orderBy(desc(playerLevel.matches)).limit(1);
  const read = async () => {
    const at = performance.now();
    await levelRanking(db, "Varonil", "1");
    await playerLevelView(db, busiest!.id);
    return performance.now() - at;
  };
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) alone.push(await read());
  // A replay with nothing to change: it compares and writes nothing.
  started = performance.now();
  const unchanged = await replayAllLevels(db);
  const unchangedMs = performance.now() - started;
  // Every stored row made to differ (as after a change of the rating's parameters): the replay writes them all.
  await db.execute(sql`update level_history set win_probability = win_probability / 2`);
  await db.execute(sql`update player_level set rating = rating + 1`);
  const during: number[] = [];
  let replaying = true;
  started = performance.now();
  const replay = replayAllLevels(db).then((report) => {
    replaying = false;
    return { report, ms: performance.now() - started };
  });
  while (replaying) {
    during.push(await read());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { report, ms: replayMs } = await replay;
  const loadAfter = load();

  console.log(`### Levels on the database (${new Date().toISOString().slice(0, 10)})

${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ${databaseUrl ? "PostgreSQL 15 on the same machine" : "in-process PGlite"}. Seed: ${players} players,
${tournaments} tournaments${results ? `, ${results} results` : ""} (${ms(seedMs / 1000)} s); **load average ${loadBefore} before, ${loadAfter} after**.

| measure | median | p90 | runs |
| --- | ---: | ---: | ---: |
| result save (setMatchResult) in a published draw: the four players rated | ${ms(median(withLevels))} ms | ${ms(pct(withLevels, 0.9))} ms | ${withLevels.length} |
| the same save in a draft draw (levels read published draws only: nobody rated) | ${ms(median(without))} ms | ${ms(pct(without, 0.9))} ms | ${without.length} |
| level update's share: median with - without (ratio with / without) | ${ms(median(withLevels) - median(without))} ms (${(median(withLevels) / median(without)).toFixed(2)}) | | |
| reading the whole stream (playedMatches), ${stream.length} matches | ${ms(streamMs)} ms | | 1 |
| full replay with nothing changed (replayAllLevels: stream, replay, compare), ${unchanged.matches} matches, ${unchanged.rows} rows written | ${ms(unchangedMs)} ms | | 1 |
| full replay rewriting every row (${historyRows} history rows): ${report.rows} rows in ${report.chunks} short transactions, ${report.attempts} attempt(s) | ${ms(replayMs)} ms | | 1 |
| level reads alone (ranking page 1 + a profile's level) | ${ms(median(alone))} ms | ${ms(pct(alone, 0.9))} ms | ${alone.length} |
| the same reads during the rewriting replay | ${ms(median(during))} ms | ${ms(pct(during, 0.9))} ms (max ${ms(Math.max(...during))}) | ${during.length} |
`);
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}

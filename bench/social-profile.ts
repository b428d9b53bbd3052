// A player profile's social events (issue 32): 'Eventos sociales: N · M victorias de evento' and the list
// of events played need every played event's standings. Before h32y the profile read them one event at a
// time (eventStandings: four queries each); now all at once (standingsOfEvents: three queries in all, after
// the player's entries). Both are timed on an in-memory PGlite holding one player with N finished
// Americanos of 12 players (7 rounds of 3 courts, every match scored), written as the demo seed writes them.
//
//   npx tsx bench/social-profile.ts [--runs 15] [--events 1,5,20,50]
import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { asc, sql } from "drizzle-orm";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-social-profile-"));
process.env.LOG_LEVEL = "silent";

const { createDb } = await import("../db/client");
const { migrateDb } = await import("../db/migrate");
const { club, player, socialEvent, user } = await import("../db/schema/index");
const { Rng } = await import("../db/seed/rng");
const { writeSocialNight } = await import("../db/seed/social");
const { setDb } = await import("../app/server/infra/db.server");
const { eventStandings, playerSocialEvents, standingsOfEvents } = await import("../app/server/social/index");

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const runs = Number(arg("runs", "15"));
const counts = arg("events", "1,5,20,50").split(",").map(Number);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function world(events: number) {
  const handle = await createDb({ memory: true });
  await migrateDb(handle);
  setDb(handle);
  const db = handle.db;
  await db.insert(user).values({ id: "demo-organizador", name: "Organizador", email: "org@example.com", emailVerified: true });
  const [venue] = await db.insert(club).values({ name: "Club Bench", slug: "club-bench" }).returning({ id: club.id });
  await db.insert(player).values(Array.from({ length: 12 }, (_, i) => ({ name: `Jugador ${i + 1}`, handle: `jugador-${i + 1}` })));
  const people = await db.select({ id: player.id, userId: player.userId }).from(player).orderBy(asc(player.id));
  const rng = new Rng(events);
  await db.transaction(async (tx) => {
    for (let i = 0; i < events; i++) {
      const day = new Date(Date.UTC(2026, 0, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10);
      await writeSocialNight(
        tx,
        {
          clubId: venue!.id,
          title: `Americano ${i + 1}`,
          date: day,
          startTime: "19:00",
          format: "americano",
          courts: ["Cancha 1", "Cancha 2", "Cancha 3"],
          rounds: 7,
          pointsPerMatch: 24,
          playerCap: 12,
          price: "$200 por persona",
          status: "terminado",
        },
        people,
        rng,
        new Date(),
      );
    }
  });
  await handle.db.execute(sql`analyze`);
  return { handle, playerId: people[0]!.id };
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log("| events | standings one event at a time (before) | all at once (now) | ratio | the whole profile part (now) |");
console.log("| -----: | -------------------------------------: | ----------------: | ----: | ---------------------------: |");
for (const events of counts) {
  const { handle, playerId } = await world(events);
  const played = await handle.db
    .select({ id: socialEvent.id, sitOutRule: socialEvent.sitOutRule, sitOutPoints: socialEvent.sitOutPoints })
    .from(socialEvent)
    .orderBy(asc(socialEvent.id));
  const rows = played.map((e) => ({ ...e, sitOutRule: e.sitOutRule as "promedio" | "fijo" }));
  const before: number[] = [];
  const after: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    // Alternated; the first two of each left out (JIT, PGlite's caches).
    let started = performance.now();
    for (const e of rows) await eventStandings(e.id);
    const tookBefore = performance.now() - started;
    started = performance.now();
    await standingsOfEvents(rows);
    const tookAfter = performance.now() - started;
    started = performance.now();
    await playerSocialEvents(playerId);
    const tookWhole = performance.now() - started;
    if (i < 2) continue;
    before.push(tookBefore);
    after.push(tookAfter);
    whole.push(tookWhole);
  }
  const [b, a, w] = [median(before), median(after), median(whole)];
  console.log(`| ${events} | ${b.toFixed(1)} ms | ${a.toFixed(1)} ms | ${(b / a).toFixed(1)} | ${w.toFixed(1)} ms |`);
  await handle.close();
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

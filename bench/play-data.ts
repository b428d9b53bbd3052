// Bench data for tournament play (issue 19), added to a seeded database by load.mjs: an upcoming
// tournament gets a published 64-pair elimination draw (Varonil 1ra), an order of play on 6 courts over
// 2 days made by the scheduler, and about half of its results, through the organisers' server functions
// as the demo seed does (db/seed/play.ts). Prints the draw page's and the order of play's paths as JSON.
//
//   node --import tsx bench/play-data.ts      (DATABASE_URL, else the PGlite folder under DATA_DIR)
import path from "node:path";
import { and, asc, eq, gt, notInArray } from "drizzle-orm";
import { addDays, mexicoToday } from "../app/domain/calendar";
import { drawPath, orderOfPlayPath } from "../app/domain/play";
import type { DrawKey } from "../app/server/play";
import { generateSchedule, saveScheduleSettings } from "../app/server/play";
import { createDb } from "../db/client";
import { DEMO_ORGANIZER, enterHalfTheResults, publishedDraw } from "../db/seed/play";
import { draw, player, tournament } from "../db/schema/index";

const PAIRS = 64;
const COURTS = ["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4", "Cancha 5", "Cancha 6"];

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite");
const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
try {
  const paths = await handle.db.transaction(async (tx) => {
    const today = mexicoToday(new Date());
    // The first upcoming tournament without draws: not the demo's tournament in progress.
    const [chosen] = await tx
      .select({ id: tournament.id, title: tournament.title, startDate: tournament.startDate })
      .from(tournament)
      .where(
        and(
          eq(tournament.approved, true),
          gt(tournament.startDate, today),
          notInArray(tournament.id, tx.select({ id: draw.tournamentId }).from(draw)),
        ),
      )
      .orderBy(asc(tournament.startDate), asc(tournament.id))
      .limit(1);
    if (!chosen) throw new Error("no upcoming tournament to draw");
    const players = await tx
      .select({ id: player.id })
      .from(player)
      .where(eq(player.gender, "Varonil"))
      .orderBy(asc(player.id))
      .limit(2 * PAIRS);
    if (players.length < 2 * PAIRS) throw new Error(`${2 * PAIRS} players needed, found ${players.length}`);
    const pairs = Array.from({ length: PAIRS }, (_, i) => [players[2 * i]!.id, players[2 * i + 1]!.id] as [number, number]);
    const key: DrawKey = { tournamentId: chosen.id, categoryType: "Varonil", category: "1ra" };
    const drawId = await publishedDraw(tx, key, "elimination", pairs);

    const days = [chosen.startDate, addDays(chosen.startDate, 1)].map((date) => ({ date, start: "08:00", end: "23:00" }));
    await saveScheduleSettings(chosen.id, { courts: COURTS, days, matchMinutes: 75, restMinutes: 60 }, DEMO_ORGANIZER.id, tx);
    const scheduled = await generateSchedule(chosen.id, DEMO_ORGANIZER.id, tx);
    if (!scheduled.ok) throw new Error(`bench play: ${scheduled.message}`);
    const results = await enterHalfTheResults(tx, new Map([[drawId, key]]));
    return {
      draw: drawPath(chosen, key.categoryType, key.category),
      orderOfPlay: orderOfPlayPath(chosen),
      matches: scheduled.value.total,
      scheduled: scheduled.value.placed,
      results,
    };
  });
  console.log(JSON.stringify(paths));
} finally {
  await handle.close();
}

// Bench data for a social event's page with a live leaderboard (issue 32), added to a seeded database by
// load.mjs: an Americano of 24 players on 5 courts playing tonight (4 sit out each round), 10 rounds stored,
// the first 6 scored, written as the demo seed writes its social nights (db/seed/social.ts). Prints the
// event page's path and its figures as JSON.
//
//   node --import tsx bench/social-data.ts      (DATABASE_URL, else the PGlite folder under DATA_DIR)
import path from "node:path";
import { asc } from "drizzle-orm";
import { mexicoToday } from "../app/domain/calendar";
import { socialEventPath } from "../app/domain/social-event";
import { createDb } from "../db/client";
import { club, player } from "../db/schema/index";
import { Rng } from "../db/seed/rng";
import { writeSocialNight } from "../db/seed/social";

const PLAYERS = 24;
const ROUNDS = 10;
const SCORED = 6;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite");
const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
try {
  const event = await handle.db.transaction(async (tx) => {
    const now = new Date();
    const [venue] = await tx.select({ id: club.id }).from(club).orderBy(asc(club.id)).limit(1);
    const people = await tx.select({ id: player.id, userId: player.userId }).from(player).orderBy(asc(player.id)).limit(PLAYERS);
    if (!venue || people.length < PLAYERS) throw new Error(`a club and ${PLAYERS} players needed`);
    return writeSocialNight(
      tx,
      {
        clubId: venue.id,
        title: "Americano de 24 jugadores",
        date: mexicoToday(now),
        startTime: "19:00",
        format: "americano",
        courts: ["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4", "Cancha 5"],
        rounds: ROUNDS,
        pointsPerMatch: 24,
        playerCap: PLAYERS,
        price: "$250 por persona",
        status: "en-juego",
        scoredRounds: SCORED,
      },
      people,
      new Rng(24),
      now,
    );
  });
  console.log(JSON.stringify({ socialEvent: socialEventPath(event), socialPlayers: PLAYERS, socialRounds: ROUNDS, socialScored: SCORED }));
} finally {
  await handle.close();
}

// Bench data for the live tournament pages (issue 20), added by live-tournament.mjs to a seeded database
// while its server is stopped: a tournament playing today on N courts, a published elimination draw of 2N
// pairs whose N first-round matches are on the N courts, each linked to a Padel Score match started through
// the sync code (syncMatch, as the scorer's phone would). Prints, as JSON, what the bench's scorers send
// (ids, secrets, settings and each court's points) and the live score every viewer should see after each
// point (app/domain/live-play.ts), so the bench can tell which point an event carries.
//
//   node --import tsx bench/live-tournament-data.ts <courts> <points>   (DATABASE_URL, else DATA_DIR's PGlite)
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { mexicoToday } from "../app/domain/calendar";
import { liveScoreOf } from "../app/domain/live-play";
import type { MatchSettings } from "../app/domain/match-settings";
import { type ScoreEvent, scoreMatch, type ScoreRules } from "../app/domain/score";
import { setDb } from "../app/server/infra/db.server";
import { syncMatch } from "../app/server/score";
import { createDb } from "../db/client";
import { club, drawMatch } from "../db/schema/index";
import { createTournament } from "../tests/integration/factories";
import { createDrawRows, createScheduleSettings } from "../tests/integration/play-factories";

const courts = Number(process.argv[2] ?? 8);
const points = Number(process.argv[3] ?? 20);
// Golden point: no score repeats within a match, so a score names the point it follows.
const RULES: ScoreRules = { deuceRule: "golden", numberOfSets: 3, tieBreak: true, superTieBreak: false };

const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await createDb(
  databaseUrl ? { databaseUrl } : { dataDir: path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite") },
);
setDb(handle);
try {
  const db = handle.db;
  const today = mexicoToday();
  const [someClub] = await db.select({ id: club.id, name: club.name }).from(club).orderBy(asc(club.id)).limit(1);
  if (!someClub) throw new Error("no club: seed the database first");
  const t = await createTournament(db, {
    title: `Copa Bench En Vivo ${randomUUID().slice(0, 6)}`,
    approved: true,
    startDate: today,
    endDate: today,
  });
  const courtRows = await createScheduleSettings(db, {
    tournamentId: t.id,
    courts: Array.from({ length: courts }, (_, i) => `Cancha ${i + 1}`),
    days: [{ date: today, start: "08:00", end: "22:00" }],
  });
  const rows = await createDrawRows(db, { tournamentId: t.id, pairs: courts * 2 });
  const scorers = [];
  for (let c = 0; c < courts; c++) {
    const target = rows.matches.get(`P1-${c + 1}`)!;
    const id = randomUUID();
    const secret = randomBytes(32).toString("base64url");
    const settings: MatchSettings = {
      team1: { name: `Pareja ${2 * c + 1}`, players: ["Uno", "Dos"] },
      team2: { name: `Pareja ${2 * c + 2}`, players: ["Tres", "Cuatro"] },
      ...RULES,
      clubId: someClub.id,
      clubName: someClub.name,
      category: "3ra",
      categoryType: "Varonil",
      shareLive: true,
    };
    const start: ScoreEvent = { type: "start", server: "team1", at: 0 };
    await syncMatch({ id, secret, ownerUserId: null, request: { settings, from: 0, events: [start], sentAt: Date.now() } });
    await db
      .update(drawMatch)
      .set({ liveMatchId: id, courtId: courtRows[c]!.id, day: today, startTime: "09:00" })
      .where(eq(drawMatch.id, target.id));
    // A court's points: team1 wins two, team2 one, and so on, offset per court.
    const events: ScoreEvent[] = Array.from({ length: points }, (_, k) => ({
      type: "point",
      team: (k + c) % 3 === 2 ? "team2" : "team1",
      at: k + 1,
    }));
    const expected = events.map((_, k) => JSON.stringify(liveScoreOf(scoreMatch(RULES, [start, ...events.slice(0, k + 1)]))));
    scorers.push({ drawMatchId: target.id, matchId: id, secret, settings, events, expected });
  }
  console.log(JSON.stringify({ tournamentId: t.id, scorers }));
} finally {
  setDb(undefined);
  await handle.close();
}

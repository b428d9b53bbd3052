// The stored ranking totals (ranking_total, ADR 0039): the database keeps each category ranking's points,
// wins and results per player from `result` in the writing transaction, and a daily pass moves the 52-week
// window. After writes of every kind, corrections, approval, date and FEMEPA changes, deletions and moves of
// the window, every page of every ranking read from them equals the same slice of rankingFor(), which
// computes the ranking from `result` itself.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, mexicoStartOfDay, type IsoDate } from "~/domain/calendar";
import { GENDERS, RANKING_CATEGORIES } from "~/domain/categories";
import { configureTestEnv, useAppDb } from "./helpers/app-env";
import { generator } from "./helpers/random";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { addResult, deleteResult, deleteTournament } = await import("~/server/tournaments/tournament-admin.server");
const { moveRankingDay, rankingFor, rankingPageFor, startRankingDayScheduler } = await import("~/server/players");
const { runDueJobs } = await import("~/server/background.server");
const { settleChanges } = await import("~/server/infra/changes.server");

const handle = useAppDb();

const TODAY = "2026-06-15";

async function storedDay(): Promise<string | null> {
  const { rows } = await handle.db.execute<{ day: string }>(sql`select day::text as day from ranking_total_day`);
  return rows[0]?.day ?? null;
}

/**
 * Every page (of 1, 3 and 50 rows) of the 14 rankings on `today`, read from the stored totals, equals the
 * same slice of rankingFor(); returns how many players are ranked in all.
 */
async function expectEveryPage(today: IsoDate): Promise<number> {
  expect(await storedDay()).toBe(today);
  let ranked = 0;
  for (const gender of GENDERS) {
    for (const category of RANKING_CATEGORIES) {
      const all = await rankingFor({ category, gender, today }, handle.db);
      ranked += all.length;
      for (const limit of [1, 3, 50]) {
        for (let offset = 0; offset <= all.length; offset += limit) {
          const page = await rankingPageFor({ category, gender, today }, offset, limit, handle.db);
          expect(page, `${gender} ${category} ${offset}+${limit}`).toEqual({ total: all.length, rows: all.slice(offset, offset + limit) });
        }
      }
    }
  }
  return ranked;
}

describe("stored ranking totals", () => {
  it("give every page of every ranking after writes, corrections, approval, dates, FEMEPA, deletions and moves of the window", async () => {
    const db = handle.db;
    const admin = await f.createAdmin(db);
    await moveRankingDay(TODAY);
    const random = generator(11);
    const names = ["Ana", "ana", "Álvaro", "Beto", "Zoé", "Óscar", "Carla", "Ñoño", "Nora", "Diego", "Elena", "Íñigo", "Ana"];
    const players = [];
    for (const name of names) players.push(await f.createPlayer(db, { name }));
    const categories = ["1ra", "2da", " 1RA ", "Open", "3ra"];
    const types = ["Varonil", "Femenil", "Mixto"] as const;
    const placements = ["champion", "runner_up", "semifinal"] as const;
    // Both edges of the window, just outside them and the future.
    const offsets = [0, -1, -364, -365, 1, -30, -200, -400, -100, -363];
    const tournaments = [];
    const results: number[] = [];
    for (let t = 0; t < 20; t++) {
      const endDate = addDays(TODAY, offsets[t % offsets.length]!);
      const tournament = await f.createTournament(db, {
        startDate: addDays(endDate, -2),
        endDate,
        femepa: random(3) === 0,
        approved: random(6) !== 0,
      });
      tournaments.push(tournament);
      const used = new Set<string>();
      const rows = [];
      for (let r = 0; r < 10; r++) {
        const a = players[random(players.length)]!;
        const b = players[random(players.length)]!;
        const categoryType = types[random(types.length)]!;
        const category = categories[random(categories.length)]!;
        const key = `${categoryType}|${category.trim().toLowerCase()}|${Math.min(a.id, b.id)}|${Math.max(a.id, b.id)}`;
        if (a.id === b.id || used.has(key)) continue;
        used.add(key);
        rows.push({
          tournamentId: tournament.id,
          categoryType,
          category,
          player1Id: a.id,
          player2Id: random(5) === 0 ? null : b.id,
          placement: placements[random(placements.length)]!,
        });
      }
      // Several results in one statement, as the seed and a draw's final write them.
      const inserted = await db.insert(s.result).values(rows).returning({ id: s.result.id });
      results.push(...inserted.map((row) => row.id));
    }
    expect(await expectEveryPage(TODAY)).toBeGreaterThan(20);

    // The organiser's form: a result added and one removed.
    const [inWindow, , edge] = tournaments;
    const added = await addResult(admin, inWindow!.id, {
      categoryType: "Varonil",
      category: "1ra",
      player1Id: players[0]!.id,
      player2Id: players[12]!.id,
      placement: "champion",
    });
    expect(added.ok).toBe(true);
    expect(await deleteResult(admin, inWindow!.id, results[0]!)).toBe(true);
    await settleChanges();
    await expectEveryPage(TODAY);

    // Corrections: a placement, a pair's player, a category's name, a result moved to another tournament.
    await db.update(s.result).set({ placement: "champion" }).where(eq(s.result.id, results[1]!));
    await db.update(s.result).set({ player1Id: players[11]!.id }).where(eq(s.result.id, results[2]!));
    await db.update(s.result).set({ category: "2da", categoryType: "Femenil" }).where(eq(s.result.id, results[3]!));
    await db.update(s.result).set({ tournamentId: edge!.id }).where(eq(s.result.id, results[4]!));
    await db
      .update(s.result)
      .set({ category: " OPEN " })
      .where(and(eq(s.result.categoryType, "Varonil"), eq(s.result.category, "2da")));
    await expectEveryPage(TODAY);

    // Approval, dates and FEMEPA of tournaments that have results.
    for (const [i, tournament] of tournaments.entries()) {
      const change =
        i % 4 === 0
          ? { approved: !tournament.approved }
          : i % 4 === 1
            ? { endDate: addDays(TODAY, -370), startDate: addDays(TODAY, -371) }
            : i % 4 === 2
              ? { endDate: addDays(TODAY, -3), startDate: addDays(TODAY, -400) }
              : { femepa: !tournament.femepa };
      await db.update(s.tournament).set(change).where(eq(s.tournament.id, tournament.id));
    }
    await expectEveryPage(TODAY);

    // A tournament deleted by the app and one by the database's cascade.
    expect(await deleteTournament(admin, tournaments[2]!.id)).toBe(true);
    await settleChanges();
    await db.delete(s.tournament).where(eq(s.tournament.id, tournaments[6]!.id));
    await expectEveryPage(TODAY);

    // The window moves: a day, a month, past every result, and back.
    for (const day of [addDays(TODAY, 1), addDays(TODAY, 30), addDays(TODAY, 400), addDays(TODAY, -10)]) {
      await moveRankingDay(day);
      await expectEveryPage(day);
    }
    expect(await moveRankingDay(addDays(TODAY, -10))).toBe(0);
  });

  it("are moved by the daily pass when a result leaves the window and another enters it", async () => {
    const db = handle.db;
    const day = "2026-09-01";
    await moveRankingDay(day);
    const leaving = await f.createPlayer(db, { name: "Lía Saliente" });
    const staying = await f.createPlayer(db, { name: "Sara Estable" });
    const entering = await f.createPlayer(db, { name: "Eva Entrante" });
    const base = { categoryType: "Femenil", category: "6ta", player2Id: null } as const;
    const lastDay = await f.createTournament(db, { startDate: addDays(day, -365), endDate: addDays(day, -364) });
    const recent = await f.createTournament(db, { startDate: addDays(day, -11), endDate: addDays(day, -10) });
    const tomorrow = await f.createTournament(db, { startDate: day, endDate: addDays(day, 1), femepa: true });
    await f.createResult(db, { ...base, tournamentId: lastDay.id, player1Id: leaving.id, placement: "champion" });
    await f.createResult(db, { ...base, tournamentId: recent.id, player1Id: staying.id, placement: "runner_up" });
    await f.createResult(db, { ...base, tournamentId: tomorrow.id, player1Id: entering.id, placement: "semifinal" });
    const page = async (today: IsoDate) =>
      (await rankingPageFor({ category: "6ta", gender: "Femenil", today }, 0, 50, db)).rows.map((r) => [r.position, r.name, r.points]);

    expect(await page(day)).toEqual([
      [1, "Lía Saliente", 100],
      [2, "Sara Estable", 60],
    ]);

    // The pages of a day the totals do not count up to yet are computed from `result`.
    const next = addDays(day, 1);
    expect(await page(next)).toEqual([
      [1, "Eva Entrante", 72],
      [2, "Sara Estable", 60],
    ]);
    expect(await storedDay()).toBe(day);

    // The server's start enqueues the day's pass and the next; at 6:00 the next day the worker runs them.
    await startRankingDayScheduler({ logger: console, now: new Date(mexicoStartOfDay(day).getTime() + 12 * 3_600_000) });
    const summary = await runDueJobs({ now: new Date(mexicoStartOfDay(next).getTime() + 6 * 3_600_000) });
    expect(summary).toEqual({ done: 2, retry: 0, failed: 0 });
    expect(await storedDay()).toBe(next);
    expect(await page(next)).toEqual([
      [1, "Eva Entrante", 72],
      [2, "Sara Estable", 60],
    ]);
    await expectEveryPage(next);

    // The pages read the stored totals: a total changed behind the triggers' back shows.
    await db.execute(sql`update ranking_total set points = 500 where player_id = ${staying.id}`);
    expect(await page(next)).toEqual([
      [1, "Sara Estable", 500],
      [2, "Eva Entrante", 72],
    ]);
  });
});

// player.titles (migration 0014): the database keeps each player's championships of approved tournaments
// in the transaction that writes results, so the players list and the top players read a column instead
// of counting every champion result. Every writer is followed: the organiser's results and their removal,
// approving and hiding a tournament, deleting it (and a cascade), and a draw's final with its correction
// (draws.test.ts). After all of it the column equals the count over `result`.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { addResult, deleteResult, deleteTournament } = await import("~/server/tournaments/tournament-admin.server");
const { listPlayers, topPlayersByTitles } = await import("~/server/players");
const { settleChanges } = await import("~/server/infra/changes.server");
await import("~/server/background.server");

const handle = useAppDb();

async function titlesOf(...players: { id: number }[]): Promise<number[]> {
  const rows = await handle.db.select({ id: s.player.id, titles: s.player.titles }).from(s.player);
  return players.map((p) => rows.find((row) => row.id === p.id)!.titles);
}

/** Every player whose stored titles differ from the count over `result` (what the pages counted before). */
async function drifted(): Promise<unknown[]> {
  const { rows } = await handle.db.execute(sql`
    select p.id, p.titles, coalesce(c.n, 0) as counted
    from player p
    left join (
      select x as player_id, count(*)::int as n
      from result r join tournament t on t.id = r.tournament_id and t.approved,
        unnest(array[r.player1_id, r.player2_id]) x
      where r.placement = 'champion' and x is not null
      group by x
    ) c on c.player_id = p.id
    where p.titles <> coalesce(c.n, 0)`);
  return rows;
}

describe("player titles", () => {
  it("follow the organiser's results, their removal, approval and deletion of the tournament", async () => {
    const db = handle.db;
    const admin = await f.createAdmin(db);
    const ana = await f.createPlayer(db, { name: "Ana Campeona" });
    const bea = await f.createPlayer(db, { name: "Bea Pareja" });
    const eva = await f.createPlayer(db, { name: "Eva Finalista" });
    const first = await f.createTournament(db, { startDate: f.isoDate(-20), endDate: f.isoDate(-19) });
    const second = await f.createTournament(db, { startDate: f.isoDate(-10), endDate: f.isoDate(-9) });
    const pair = { categoryType: "Femenil", category: "4ta" } as const;

    const won = await addResult(admin, first.id, { ...pair, player1Id: ana.id, player2Id: bea.id, placement: "champion" });
    await addResult(admin, first.id, { ...pair, player1Id: eva.id, placement: "runner_up" });
    await addResult(admin, second.id, { ...pair, player1Id: ana.id, placement: "champion" });
    await settleChanges();
    expect(won.ok).toBe(true);
    expect(await titlesOf(ana, bea, eva)).toEqual([2, 1, 0]);
    expect((await topPlayersByTitles(2)).map((p) => [p.name, p.titles])).toEqual([
      ["Ana Campeona", 2],
      ["Bea Pareja", 1],
    ]);
    expect((await listPlayers({ page: 1 })).players.map((p) => [p.name, p.titles])).toEqual([
      ["Ana Campeona", 2],
      ["Bea Pareja", 1],
      ["Eva Finalista", 0],
    ]);

    // A correction: the wrong champion removed, the right one entered.
    await deleteResult(admin, first.id, won.ok ? won.value : 0);
    await addResult(admin, first.id, { ...pair, player1Id: eva.id, player2Id: bea.id, placement: "champion" });
    await settleChanges();
    expect(await titlesOf(ana, bea, eva)).toEqual([1, 1, 1]);

    // Hiding a tournament takes its titles away; approving it again gives them back.
    await db.update(s.tournament).set({ approved: false }).where(eq(s.tournament.id, second.id));
    expect(await titlesOf(ana, bea, eva)).toEqual([0, 1, 1]);
    await db.update(s.tournament).set({ approved: true }).where(eq(s.tournament.id, second.id));
    expect(await titlesOf(ana, bea, eva)).toEqual([1, 1, 1]);

    expect(await deleteTournament(admin, first.id)).toBe(true);
    await settleChanges();
    expect(await titlesOf(ana, bea, eva)).toEqual([1, 0, 0]);
    // A tournament deleted by the database's cascade, not by the app.
    await db.delete(s.tournament).where(eq(s.tournament.id, second.id));
    expect(await titlesOf(ana, bea, eva)).toEqual([0, 0, 0]);
    expect(await drifted()).toEqual([]);
  });

  it("equal the count over result after many writes of every kind", async () => {
    const db = handle.db;
    const players = await Promise.all(Array.from({ length: 6 }, () => f.createPlayer(db)));
    const tournaments = await Promise.all(Array.from({ length: 4 }, (_, i) => f.createTournament(db, { approved: i !== 3 })));
    const placements = ["champion", "runner_up", "semifinal"] as const;
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const row = await f.createResult(db, {
        tournamentId: tournaments[i % 4]!.id,
        category: `C${i}`,
        player1Id: players[i % 6]!.id,
        player2Id: i % 5 === 0 ? null : players[(i + 1 + (i % 4)) % 6]!.id,
        placement: placements[i % 3],
      });
      ids.push(row.id);
    }
    // A placement corrected, a pair's player replaced, a result moved to another tournament, one removed.
    await db.update(s.result).set({ placement: "champion" }).where(eq(s.result.id, ids[1]!));
    await db.update(s.result).set({ player1Id: players[5]!.id }).where(eq(s.result.id, ids[0]!));
    await db.update(s.result).set({ tournamentId: tournaments[3]!.id }).where(eq(s.result.id, ids[3]!));
    await db.delete(s.result).where(eq(s.result.id, ids[6]!));
    await db.update(s.tournament).set({ approved: true }).where(eq(s.tournament.id, tournaments[3]!.id));

    expect(await drifted()).toEqual([]);
    expect((await titlesOf(...players)).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

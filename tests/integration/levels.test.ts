// Levels stored (issue 35): saving a draw result rates its four players in the same transaction; a
// correction, a deletion or a result entered late for an older match replays from that match on, and the
// stored rows then equal a full replay of the stream, number for number.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedLevels } from "./helpers/levels";
import { configureTestEnv, dataOf, pageRequest, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const p = await import("./play-factories");
const { clearMatchResult, setMatchResult } = await import("~/server/play/draw-results.server");
const { applyMatchChanges, drawMatchKey, levelExample, levelsOf, playedMatches, playerLevelView, replayAllLevels } =
  await import("~/server/levels");
const { transaction, settleChanges } = await import("~/server/infra/changes.server");
const { initialRating, rateMatch } = await import("~/domain/levels");
const { loader: searchLoader } = await import("~/routes/api.players.search");
await import("~/server/background.server");

const handle = useAppDb();

/** Group A of a Varonil 3ra draw in two groups: four pairs, six matches, three per pair, each at its own hour. */
async function world() {
  const db = handle.db;
  const organizer = await f.createUser(db);
  const tournament = await f.createTournament(db);
  await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organizer.id });
  const rows = await p.createDrawRows(db, { tournamentId: tournament.id, pairs: 8, format: "groups" });
  const group = [...rows.matches.values()].filter((m) => m.groupCode === "A").sort((a, b) => a.round - b.round || a.position - b.position);
  for (const [index, match] of group.entries())
    await db
      .update(s.drawMatch)
      .set({ day: "2026-03-14", startTime: `${String(9 + index).padStart(2, "0")}:00` })
      .where(eq(s.drawMatch.id, match.id));
  const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
  const inGroup = new Set(group.flatMap((match) => [match.entryAId, match.entryBId]));
  const players = rows.entries.filter((entry) => inGroup.has(entry.id)).flatMap((entry) => entry.players.map((player) => player.id));
  expect(group.length).toBe(6);
  const save = async (index: number, score: string) => {
    expect(await setMatchResult(organizer, key, { matchId: group[index]!.id, score })).toEqual({ ok: true, value: undefined });
  };
  return { organizer, key, group, players, save };
}

const stored = (players: number[]) => storedLevels(handle.db, players);

describe("saving a draw result", () => {
  it("rates its four players in the same transaction, as the engine rates the match", async () => {
    const w = await world();
    await w.save(0, "6-3 6-4");
    await settleChanges();
    const match = w.group[0]!;
    const rows = await stored(w.players);
    expect(rows.history.map((row) => row.matchKey)).toEqual(Array(4).fill(`draw-${match.id}`));
    const entry = async (id: number | null) => (await handle.db.select().from(s.drawEntry).where(eq(s.drawEntry.id, id!)))[0]!;
    const [a, b] = [await entry(match.entryAId), await entry(match.entryBId)];
    const expected = rateMatch(
      {
        id: `draw-${match.id}`,
        playedAt: new Date("2026-03-14T15:00:00.000Z"),
        team1: [a.player1Id, a.player2Id],
        team2: [b.player1Id, b.player2Id],
        score: {
          kind: "sets",
          winner: "team1",
          sets: [
            { team1: 6, team2: 3 },
            { team1: 6, team2: 4 },
          ],
          unfinished: null,
        },
      },
      () => initialRating("3ra"),
    );
    expect(rows.levels).toEqual(
      expected.map((change) => ({ playerId: change.player, ...change.after })).sort((x, y) => x.playerId - y.playerId),
    );
    expect(rows.levels.map((level) => level.matches)).toEqual([1, 1, 1, 1]);
    expect(expected[0]!.after.rating).toBeGreaterThan(1500);
    expect(expected[2]!.after.rating).toBeLessThan(1500);
  });

  it("leaves levels untouched when the save fails: a refused score, or a transaction that rolls back", async () => {
    const w = await world();
    expect(await setMatchResult(w.organizer, w.key, { matchId: w.group[0]!.id, score: "6-3 9-9" })).toMatchObject({ ok: false });
    const failing = transaction(handle.db, async (tx) => {
      await tx
        .update(s.drawMatch)
        .set({ score: p.straightSets("a"), winner: "a" })
        .where(eq(s.drawMatch.id, w.group[1]!.id));
      await applyMatchChanges(tx, [drawMatchKey(w.group[1]!.id)]);
      expect((await tx.select().from(s.levelHistory).where(inArray(s.levelHistory.playerId, w.players))).length).toBe(4);
      throw new Error("the write after the levels failed");
    });
    await expect(failing).rejects.toThrow("the write after the levels failed");
    expect(await stored(w.players)).toEqual({ levels: [], history: [] });
  });
});

async function playedGroup() {
  const w = await world();
  const scores = ["6-3 6-4", "6-2 6-2", "4-6 6-3 6-4", "8-6 6-4", "6-0 6-1", "1-6 2-6"];
  for (const [index, score] of scores.entries()) await w.save(index, score);
  return w;
}

describe("a correction, a deletion, a late result", () => {
  async function equalsFullReplay(players: number[]) {
    const incremental = await stored(players);
    await replayAllLevels(handle.db);
    expect(await stored(players)).toEqual(incremental);
    return incremental;
  }

  it("a corrected first match replays the later ones: the rows equal a full replay's", async () => {
    const w = await playedGroup();
    const before = await stored(w.players);
    await w.save(0, "3-6 4-6");
    const after = await equalsFullReplay(w.players);
    expect(after.history.length).toBe(24);
    expect(after.levels.map((level) => level.matches)).toEqual(Array(8).fill(3));
    const first = `draw-${w.group[0]!.id}`;
    const winners = (rows: typeof before) =>
      rows.history.filter((row) => row.matchKey === first && row.result === "won").map((row) => row.team);
    expect(winners(before)).toEqual([1, 1]);
    expect(winners(after)).toEqual([2, 2]);
    expect(after.levels).not.toEqual(before.levels);
  });

  it("a cleared result removes its history rows and replays the rest", async () => {
    const w = await playedGroup();
    await clearMatchResult(w.organizer, w.key, { matchId: w.group[1]!.id });
    const after = await equalsFullReplay(w.players);
    expect(after.history.filter((row) => row.matchKey === `draw-${w.group[1]!.id}`)).toEqual([]);
    expect(after.history.length).toBe(20);
  });

  it("a result entered late for an earlier match is rated in its place", async () => {
    const w = await world();
    for (const index of [5, 3, 1, 4, 2, 0]) await w.save(index, index % 2 ? "6-4 6-4" : "2-6 6-3 6-1");
    const after = await equalsFullReplay(w.players);
    expect(after.history.length).toBe(24);
  });

  it("the full replay is deterministic: twice gives the same rows", async () => {
    const w = await playedGroup();
    await replayAllLevels(handle.db);
    const once = await stored(w.players);
    await handle.db.execute(sql`update player_level set rating = 0`);
    await replayAllLevels(handle.db);
    expect(await stored(w.players)).toEqual(once);
    expect(once.history.length).toBe(24);
  });
});

describe("the full replay, in short transactions beside requests", () => {
  // Earlier tests' worlds share the database: counts are taken from it.
  const streamLength = async () => (await playedMatches(handle.db)).length;
  const ratedPlayers = () => handle.db.$count(s.playerLevel);
  const allPlayers = async () => (await handle.db.select({ id: s.player.id }).from(s.player)).map((row) => row.id);
  /** Every stored row differs from the replay's: every rated player is written again (7 rows for the group's). */
  const spoilEveryRow = async () => {
    await handle.db.execute(sql`update level_history set win_probability = 0.123`);
    await handle.db.execute(sql`update player_level set rating = 1000`);
  };
  const emptyLevels = async () => {
    await handle.db.execute(sql`delete from level_history`);
    await handle.db.execute(sql`delete from player_level`);
  };
  const rowVersions = async () =>
    (
      await handle.db.execute(
        sql`select player_id, match_key, xmin::text as xmin from level_history union all
            select player_id, null, xmin::text from player_level order by 1, 2`,
      )
    ).rows;

  it("leaves the rows a rewrite of everything in one transaction leaves, whatever was stored before", async () => {
    const w = await playedGroup();
    const players = await allPlayers();
    await emptyLevels();
    // From empty tables every row is new: what the replay wrote before it came in chunks (delete all, write all).
    await replayAllLevels(handle.db);
    const rewritten = await stored(players);
    const ours = await stored(w.players);
    expect([ours.history.length, ours.levels.length]).toEqual([24, 8]);
    const firstMatch = `draw-${w.group[0]!.id}`;
    const [first, unrated] = [
      ours.history.find((row) => row.matchKey === firstMatch)!.playerId,
      players.find((id) => !rewritten.levels.some((level) => level.playerId === id))!,
    ];
    await handle.db.execute(sql`update player_level set rating = 1000, matches = 9 where player_id = ${first}`);
    await handle.db.execute(sql`delete from level_history where player_id = ${first} and match_key = ${firstMatch}`);
    await handle.db
      .execute(sql`insert into level_history select player_id, 'draw-999999', played_at, team, result, rating_before, rd_before,
      rating_after, rd_after, volatility_after, win_probability, opponents_rating from level_history where player_id = ${first} limit 1`);
    await handle.db.execute(
      sql`insert into player_level (player_id, rating, rd, volatility, matches) values (${unrated}, 1500, 350, 0.06, 1)`,
    );

    const report = await replayAllLevels(handle.db, { chunkRows: 1 });
    expect(await stored(players)).toEqual(rewritten);
    // The first player's four changed rows (one put back, one removed, one level), and the stray level removed.
    expect(report).toEqual({ matches: await streamLength(), chunks: 2, rows: 4, attempts: 1 });
  });

  it("writes no row when nothing changed", async () => {
    const w = await playedGroup();
    const before = await rowVersions();
    const levels = await stored(w.players);
    expect(await replayAllLevels(handle.db, { chunkRows: 1 })).toEqual({ matches: await streamLength(), chunks: 0, rows: 0, attempts: 1 });
    expect(await rowVersions()).toEqual(before);
    expect(before.length).toBe((await handle.db.$count(s.levelHistory)) + (await ratedPlayers()));
    expect(await stored(w.players)).toEqual(levels);
  });

  it("a result saved between two chunks survives: the replay starts over and ends as a full replay with it", async () => {
    const w = await playedGroup();
    const players = await allPlayers();
    await spoilEveryRow();
    const last = `draw-${w.group[5]!.id}`;
    const report = await replayAllLevels(handle.db, {
      chunkRows: 7,
      afterChunk: async (chunk) => {
        // The last match's result corrected ("1-6 2-6" becomes a win of team 1): rated in its own transaction.
        if (chunk === 1) await w.save(5, "6-1 6-1");
      },
    });
    expect(report.attempts).toBe(2);
    const replayed = await stored(players);
    expect(replayed.history.filter((row) => row.matchKey === last && row.result === "won").map((row) => row.team)).toEqual([1, 1]);
    expect(replayed.history.filter((row) => row.winProbability === 0.123)).toEqual([]);
    await emptyLevels();
    await replayAllLevels(handle.db);
    expect(await stored(players)).toEqual(replayed);
  });

  it("results saved during every attempt: the last attempt replays inside one transaction, and ends as a full replay", async () => {
    const w = await playedGroup();
    const players = await allPlayers();
    await spoilEveryRow();
    const scores = ["6-1 6-1", "1-6 1-6", "7-5 7-5", "5-7 5-7"];
    let saved = 0;
    const report = await replayAllLevels(handle.db, {
      chunkRows: 7,
      afterChunk: async (chunk) => {
        if (chunk === 1 + saved) await w.save(5, scores[saved++]!);
      },
    });
    expect([report.attempts, saved]).toEqual([4, 3]);
    const replayed = await stored(players);
    expect(
      replayed.history.filter((row) => row.matchKey === `draw-${w.group[5]!.id}` && row.result === "won").map((row) => row.team),
    ).toEqual([1, 1]);
    await emptyLevels();
    await replayAllLevels(handle.db);
    expect(await stored(players)).toEqual(replayed);
  });

  it("a request's read issued during the replay is answered before the replay ends", async () => {
    const w = await playedGroup();
    await spoilEveryRow();
    const done: string[] = [];
    let read: Promise<void> | undefined;
    const replayed = replayAllLevels(handle.db, {
      chunkRows: 1,
      afterChunk: (chunk) => {
        // A request arrives as the server's requests do, from the event loop (not in the replay's promise
        // chain), and asks what player search and pickers ask: the players' levels.
        if (chunk === 1)
          setTimeout(() => {
            read = levelsOf(handle.db, w.players).then((levels) => {
              done.push(`read: ${levels.size} players`);
            });
          }, 0);
      },
    }).then((report) => {
      done.push(`replay: ${report.chunks} chunks`);
    });
    await replayed;
    await read;
    // Every rated player is written again, one per chunk.
    expect(done).toEqual(["read: 8 players", `replay: ${await ratedPlayers()} chunks`]);
  });
});

describe("what pages show", () => {
  it("the profile reads 'Nivel 4.1 · juega como 3ra', Provisional, its chart and the match's effect", async () => {
    const w = await world();
    await w.save(0, "6-3 6-4");
    const [entry] = await handle.db.select().from(s.drawEntry).where(eq(s.drawEntry.id, w.group[0]!.entryAId!));
    const view = await playerLevelView(handle.db, entry!.player1Id);
    expect(view).toMatchObject({
      text: "Nivel 4.1 · juega como 3ra",
      reliability: "Provisional",
      matches: 1,
      chart: [
        { at: "2026-03-14T15:00:00.000Z", level: 4 },
        { at: "2026-03-14T15:00:00.000Z", level: 4.07 },
      ],
      effects: [{ key: `draw-${w.group[0]!.id}`, text: "Ganaste 6-3 6-4 a una pareja de nivel 4.0: +0.07" }],
    });
    const [rival] = await handle.db.select().from(s.drawEntry).where(eq(s.drawEntry.id, w.group[0]!.entryBId!));
    expect(await playerLevelView(handle.db, rival!.player2Id)).toMatchObject({
      text: "Nivel 3.9 · juega como 3ra",
      effects: [{ text: "Perdiste 3-6 4-6 ante una pareja de nivel 4.0: -0.07" }],
    });
  });

  it("player search answers each player's level: 'Nivel 4.1' once rated, none before", async () => {
    const w = await world();
    await w.save(0, "6-3 6-4");
    const [entry] = await handle.db.select().from(s.drawEntry).where(eq(s.drawEntry.id, w.group[0]!.entryAId!));
    const [rated] = await handle.db.select().from(s.player).where(eq(s.player.id, entry!.player1Id));
    const unrated = await f.createPlayer(handle.db, { name: `${rated!.name} Sin Nivel` });
    const found = dataOf<{ players: { id: number; level: string | null }[] }>(
      await searchLoader(routeArgs(pageRequest(`/api/players/search?q=${encodeURIComponent(rated!.name)}`))),
    );
    expect(found.players.filter((p) => p.id === rated!.id || p.id === unrated.id)).toEqual([
      expect.objectContaining({ id: rated!.id, level: "Nivel 4.1" }),
      expect.objectContaining({ id: unrated.id, level: null }),
    ]);
  });

  it("'Cómo se calcula el nivel' works its example out with the engine", () => {
    expect(levelExample()).toMatchObject({
      winChance: 34,
      winner: { before: "4.0", after: "4.1", effect: "Ganaste 6-3 6-4 a una pareja de nivel 4.6: +0.10" },
      loser: { before: "4.6", after: "4.6", effect: "Perdiste 3-6 4-6 ante una pareja de nivel 4.0: -0.03" },
    });
  });
});

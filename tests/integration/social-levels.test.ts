// Social matches feed the levels (issue 32): a scored Americano match rates its four players in the same
// transaction as the score, read with its points margin at the round's time; a correction replays from that
// match on and the stored rows then equal a full replay of the stream, row for row.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedLevels } from "./helpers/levels";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const social = await import("~/server/social");
const { playedMatches, playerLevelView, replayAllLevels } = await import("~/server/levels");
const { settleChanges } = await import("~/server/infra/changes.server");
const { initialRating, rateMatch } = await import("~/domain/levels");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
const actor = (u: { id: string; name: string }) => u as unknown as Actor;

/** A started 8-player Americano for 4ta and up on 2 courts, 21 points a match, on 2026-03-12 at 19:30 (Puebla). */
async function started() {
  const db = handle.db;
  const organiser = await f.createUser(db, { name: "Organizadora" });
  const event = await f.createSocialEvent(db, {
    createdBy: organiser.id,
    date: "2026-03-12",
    startTime: "19:30",
    pointsPerMatch: 21,
    playerCap: 8,
    rounds: 3,
    categoryFrom: "4ta",
  });
  const players: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const p = await f.createPlayer(db, { name: `Social ${i}` });
    players.push(p.id);
    await social.addEntry(actor(organiser), event.id, p.id, null);
  }
  expect(await social.startSocialEvent(actor(organiser), event.id)).toEqual({ ok: true, value: { rounds: 3 } });
  const matches = await db
    .select({ match: s.socialMatch, round: s.socialRound.number })
    .from(s.socialMatch)
    .innerJoin(s.socialRound, eq(s.socialRound.id, s.socialMatch.roundId))
    .where(eq(s.socialRound.eventId, event.id))
    .orderBy(s.socialRound.number, s.socialMatch.court);
  const versions = new Map<number, number>();
  const score = async (index: number, points1: number, points2: number) => {
    const { match } = matches[index]!;
    const saved = await social.saveSocialScore(actor(organiser), event.id, {
      matchId: match.id,
      version: versions.get(match.id) ?? 0,
      points1,
      points2,
    });
    expect(saved.ok).toBe(true);
    if (saved.ok) versions.set(match.id, saved.value.version);
    await settleChanges();
  };
  return { event, organiser, players, matches, score };
}

const stored = (players: number[]) => storedLevels(handle.db, players);

describe("a scored social match", () => {
  it("moves its four players' levels in the score's direction, rated as the engine rates 13-8 by points, new players from the event's category", async () => {
    const w = await started();
    const { match } = w.matches[0]!;
    await w.score(0, 13, 8);
    const rows = await stored(w.players);
    expect(rows.history.map((row) => row.matchKey)).toEqual(Array(4).fill(`social-${match.id}`));
    expect(rows.history.map((row) => row.playedAt.toISOString())).toEqual(Array(4).fill("2026-03-13T01:30:00.000Z"));
    const expected = rateMatch(
      {
        id: `social-${match.id}`,
        playedAt: new Date("2026-03-13T01:30:00.000Z"),
        team1: [match.team1Player1, match.team1Player2],
        team2: [match.team2Player1, match.team2Player2],
        score: { kind: "points", points: { team1: 13, team2: 8 } },
      },
      () => initialRating("4ta"),
    );
    expect(rows.levels).toEqual(
      expected.map((change) => ({ playerId: change.player, ...change.after })).sort((x, y) => x.playerId - y.playerId),
    );
    const start = initialRating("4ta").rating;
    const after = new Map(rows.levels.map((level) => [level.playerId, level.rating]));
    expect(after.get(match.team1Player1)).toBeGreaterThan(start);
    expect(after.get(match.team1Player2)).toBeGreaterThan(start);
    expect(after.get(match.team2Player1)).toBeLessThan(start);
    expect(after.get(match.team2Player2)).toBeLessThan(start);

    const view = await playerLevelView(handle.db, match.team2Player1);
    expect(view?.effects.map((effect) => effect.text)).toEqual(["Perdiste 8-13 ante una pareja de nivel 3.2: -0.06"]);
  });

  it("is played at its round's time: round 2 fifteen minutes after round 1", async () => {
    const w = await started();
    await w.score(0, 11, 10);
    await w.score(2, 12, 9);
    const stream = await playedMatches(handle.db, { keys: [0, 2].map((i) => `social-${w.matches[i]!.match.id}`) });
    expect(stream.map((m) => [m.id, m.playedAt.toISOString(), m.score])).toEqual([
      [`social-${w.matches[0]!.match.id}`, "2026-03-13T01:30:00.000Z", { kind: "points", points: { team1: 11, team2: 10 } }],
      [`social-${w.matches[2]!.match.id}`, "2026-03-13T01:45:00.000Z", { kind: "points", points: { team1: 12, team2: 9 } }],
    ]);
  });

  it("a correction replays from that match on: the stored rows equal a full replay's", async () => {
    const w = await started();
    const scores: [number, number][] = [
      [13, 8],
      [10, 11],
      [16, 5],
      [13, 8],
      [11, 10],
      [4, 17],
    ];
    for (const [index, [a, b]] of scores.entries()) await w.score(index, a, b);
    const before = await stored(w.players);
    expect(before.history.length).toBe(24);
    await w.score(0, 8, 13);
    const corrected = await stored(w.players);
    await replayAllLevels(handle.db);
    expect(await stored(w.players)).toEqual(corrected);
    const first = `social-${w.matches[0]!.match.id}`;
    const winners = (rows: typeof before) =>
      rows.history.filter((row) => row.matchKey === first && row.result === "won").map((row) => row.team);
    expect(winners(before)).toEqual([1, 1]);
    expect(winners(corrected)).toEqual([2, 2]);
    expect(corrected.levels.map((level) => level.matches)).toEqual(Array(8).fill(3));
    expect(corrected.levels).not.toEqual(before.levels);
  });

  it("moving the event's date after scores were saved moves their levels' dates too, as a full replay", async () => {
    const w = await started();
    await w.score(0, 13, 8);
    const values = await handle.db.select().from(s.socialEvent).where(eq(s.socialEvent.id, w.event.id));
    const e = values[0]!;
    const updated = await social.updateSocialEvent(actor(w.organiser), w.event.id, {
      title: e.title,
      clubId: e.clubId,
      date: "2026-03-19",
      startTime: "20:00",
      format: "americano",
      courts: e.courts,
      rounds: e.rounds,
      minutes: e.minutes,
      pointsPerMatch: e.pointsPerMatch,
      serveRule: e.serveRule,
      playerCap: e.playerCap,
      price: e.price,
      categoryFrom: e.categoryFrom,
      categoryTo: e.categoryTo,
      genderMix: "abierto",
      sitOutRule: e.sitOutRule,
      sitOutPoints: e.sitOutPoints,
      mexicanoRule: e.mexicanoRule,
      mexicanoOpening: e.mexicanoOpening,
      organizerIds: [],
    } as Parameters<typeof social.updateSocialEvent>[2]);
    expect(updated.ok).toBe(true);
    await settleChanges();
    const rows = await stored(w.players);
    expect(rows.history.map((row) => row.playedAt.toISOString())).toEqual(Array(4).fill("2026-03-20T02:00:00.000Z"));
    await replayAllLevels(handle.db);
    expect(await stored(w.players)).toEqual(rows);
  });
});

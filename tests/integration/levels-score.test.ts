// Padel Score matches in the levels' stream (issue 35): the owner links four players; the match counts once
// a player of each side confirmed its result and nobody disputed; a dispute afterwards takes it out, and the
// stored rows then equal a full replay. Draw matches count only once their draw is published.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, type ScoreEvent, scoreMatch, type TeamId } from "~/domain/score";
import { games, start } from "../support/score-events";
import { configureTestEnv, dataOf, directSessionCookie, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const p = await import("./play-factories");
const { answerMatchResult, matchLineup, myScoreMatches, setMatchLineup } = await import("~/server/score");
const { replayAllLevels } = await import("~/server/levels");
const { setMatchResult } = await import("~/server/play/draw-results.server");
const { publishDraw } = await import("~/server/play/draws.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const { loader: matchPageLoader } = await import("~/routes/padel-score.en-vivo.$id");
await import("~/server/background.server");

const handle = useAppDb();

const set = (lost: number): ScoreEvent[] => [
  ...games(...Array<TeamId>(lost).fill("team1")),
  ...games(...Array<TeamId>(lost).fill("team2")),
  ...games(...Array<TeamId>(6 - lost).fill("team1")),
];
const mirror = (events: ScoreEvent[]): ScoreEvent[] =>
  events.map((event) => (event.type === "point" ? { ...event, team: event.team === "team1" ? "team2" : "team1" } : event));
/** The engine's state after 6-3 6-4 for team 1, best of three. */
const FINAL = scoreMatch({ ...DEFAULT_RULES, numberOfSets: 3 }, [start(), ...set(3), ...set(4)]);

/** An ended Padel Score match (team 1 won 6-3 6-4), its owner and four players with accounts. */
async function world(options: { finished?: boolean } = {}) {
  const db = handle.db;
  const owner = await f.createUser(db);
  // One after another, so that the players' ids ascend in team order (team 1's two, then team 2's).
  const users = [];
  const players = [];
  for (let i = 0; i < 4; i++) {
    users.push(await f.createUser(db));
    players.push(await f.createPlayer(db, { userId: users[i]!.id }));
  }
  const finished = options.finished ?? true;
  const match = await f.createMatch(db, {
    ownerUserId: owner.id,
    status: finished ? "finished" : "in_progress",
    finishedAt: finished ? new Date("2026-03-14T18:00:00Z") : null,
    state: { score: finished ? FINAL : { ...FINAL, phase: "playing", winner: null }, clockOffsetMs: 0 },
  });
  const ids = players.map((player) => player.id);
  return { owner, users, players, ids, match };
}

async function rows(ids: number[]) {
  const db = handle.db;
  const history = await db
    .select()
    .from(s.levelHistory)
    .where(inArray(s.levelHistory.playerId, ids))
    .orderBy(s.levelHistory.playerId, s.levelHistory.matchKey);
  const levels = await db.select().from(s.playerLevel).where(inArray(s.playerLevel.playerId, ids)).orderBy(s.playerLevel.playerId);
  return { history, levels: levels.map(({ updatedAt: _, ...level }) => level) };
}

const lineupRows = (matchId: string) =>
  handle.db.select().from(s.matchPlayer).where(eq(s.matchPlayer.matchId, matchId)).orderBy(s.matchPlayer.team, s.matchPlayer.position);

describe("linking players to a Padel Score match", () => {
  it("the owner links four players, team 1's two then team 2's", async () => {
    const w = await world();
    expect(await setMatchLineup(w.owner.id, w.match.id, w.ids)).toEqual({ ok: true, value: undefined });
    expect((await lineupRows(w.match.id)).map(({ team, position, playerId }) => [team, position, playerId])).toEqual([
      [1, 1, w.ids[0]],
      [1, 2, w.ids[1]],
      [2, 1, w.ids[2]],
      [2, 2, w.ids[3]],
    ]);
  });

  it("refuses a player twice, someone else's match, an unknown player and a tournament's match, changing nothing", async () => {
    const w = await world();
    await setMatchLineup(w.owner.id, w.match.id, w.ids);
    const before = await lineupRows(w.match.id);
    const [a, b, c] = w.ids as [number, number, number, number];
    expect(await setMatchLineup(w.owner.id, w.match.id, [a, b, c, a])).toEqual({
      ok: false,
      message: "Un jugador no puede estar dos veces en el partido",
      status: 400,
    });
    expect(await setMatchLineup(w.users[0]!.id, w.match.id, [b, a, c, null])).toEqual({
      ok: false,
      message: "Solo quien creó el partido puede elegir a sus jugadores",
      status: 403,
    });
    expect(await setMatchLineup(w.owner.id, w.match.id, [a, b, c, 99_999_999])).toEqual({
      ok: false,
      message: "Alguno de los jugadores elegidos no existe",
      status: 400,
    });
    expect(await lineupRows(w.match.id)).toEqual(before);

    const t = await world();
    const draw = await p.createDrawRows(handle.db, { tournamentId: (await f.createTournament(handle.db)).id, pairs: 2 });
    const first = [...draw.matches.values()][0]!;
    await handle.db.update(s.drawMatch).set({ liveMatchId: t.match.id }).where(eq(s.drawMatch.id, first.id));
    expect(await setMatchLineup(t.owner.id, t.match.id, t.ids)).toEqual({
      ok: false,
      message: "Este partido es de un torneo: cuenta por su cuadro, sin confirmación",
      status: 409,
    });
    expect(await lineupRows(t.match.id)).toEqual([]);
  });
});

describe("confirming a Padel Score match's result", () => {
  it("one side's confirmation does not count; a confirmation from each side rates the four players", async () => {
    const w = await world();
    await setMatchLineup(w.owner.id, w.match.id, w.ids);
    expect(await answerMatchResult(w.users[0]!.id, w.match.id, "confirmed")).toEqual({ ok: true, value: undefined });
    expect(await answerMatchResult(w.users[1]!.id, w.match.id, "confirmed")).toEqual({ ok: true, value: undefined });
    await settleChanges();
    expect((await rows(w.ids)).history).toEqual([]);
    expect((await matchLineup(w.match.id, w.users[2]!.id))!.mine).toEqual({ team: 2, verdict: null });

    expect(await answerMatchResult(w.users[3]!.id, w.match.id, "confirmed")).toEqual({ ok: true, value: undefined });
    await settleChanges();
    const after = await rows(w.ids);
    expect(after.history.map((row) => [row.playerId, row.matchKey, row.result])).toEqual([
      [w.ids[0], `score-${w.match.id}`, "won"],
      [w.ids[1], `score-${w.match.id}`, "won"],
      [w.ids[2], `score-${w.match.id}`, "lost"],
      [w.ids[3], `score-${w.match.id}`, "lost"],
    ]);
    expect(after.levels.map((level) => level.matches)).toEqual([1, 1, 1, 1]);
    expect(after.levels[0]!.rating).toBeGreaterThan(after.levels[2]!.rating);
    expect((await matchLineup(w.match.id, w.users[3]!.id))!.status).toBe("confirmed");
    const mine = await myScoreMatches(w.users[3]!.id);
    expect(mine.map((view) => [view.matchId, view.score, view.mine])).toEqual([[w.match.id, "6-3 6-4", { team: 2, verdict: "confirmed" }]]);
  });

  it("a dispute afterwards takes the match out: its history rows go, a later match is rated again, the rows equal a full replay", async () => {
    const w = await world();
    // A rematch an hour later, team 2 winning this time: rated after the first, from its ratings.
    const later = await f.createMatch(handle.db, {
      ownerUserId: w.owner.id,
      status: "finished",
      finishedAt: new Date("2026-03-14T19:00:00Z"),
      state: {
        score: scoreMatch({ ...DEFAULT_RULES, numberOfSets: 3 }, [start(), ...mirror(set(3)), ...mirror(set(4))]),
        clockOffsetMs: 0,
      },
    });
    for (const id of [w.match.id, later.id]) {
      await setMatchLineup(w.owner.id, id, w.ids);
      await answerMatchResult(w.users[0]!.id, id, "confirmed");
      await answerMatchResult(w.users[2]!.id, id, "confirmed");
    }
    await settleChanges();
    expect((await rows(w.ids)).history).toHaveLength(8);
    const laterBefore = (await rows(w.ids)).history.filter((row) => row.matchKey === `score-${later.id}`);

    expect(await answerMatchResult(w.users[3]!.id, w.match.id, "disputed")).toEqual({ ok: true, value: undefined });
    await settleChanges();
    const incremental = await rows(w.ids);
    expect(incremental.history.map((row) => row.matchKey)).toEqual(Array(4).fill(`score-${later.id}`));
    // The rematch now starts from the starting ratings, not from after the first match.
    expect(incremental.history.map((row) => row.ratingBefore)).not.toEqual(laterBefore.map((row) => row.ratingBefore));
    expect(incremental.levels.map((level) => level.matches)).toEqual([1, 1, 1, 1]);
    expect((await matchLineup(w.match.id, w.users[3]!.id))!.status).toBe("disputed");
    await replayAllLevels(handle.db);
    expect(await rows(w.ids)).toEqual(incremental);
  });

  it("refuses anyone but the four linked players, and a match not ended or without its four players", async () => {
    const w = await world();
    await setMatchLineup(w.owner.id, w.match.id, [w.ids[0]!, w.ids[1]!, w.ids[2]!, null]);
    expect(await answerMatchResult(w.users[0]!.id, w.match.id, "confirmed")).toEqual({
      ok: false,
      message: "El partido necesita a sus cuatro jugadores para confirmarse",
      status: 409,
    });
    await setMatchLineup(w.owner.id, w.match.id, w.ids);
    const outsider = await f.createUser(handle.db);
    await f.createPlayer(handle.db, { userId: outsider.id });
    for (const userId of [w.owner.id, outsider.id])
      expect(await answerMatchResult(userId, w.match.id, "confirmed")).toEqual({
        ok: false,
        message: "Solo los cuatro jugadores del partido pueden confirmar su resultado",
        status: 403,
      });
    expect(await handle.db.select().from(s.matchConfirmation).where(eq(s.matchConfirmation.matchId, w.match.id))).toEqual([]);

    const live = await world({ finished: false });
    await setMatchLineup(live.owner.id, live.match.id, live.ids);
    expect(await answerMatchResult(live.users[0]!.id, live.match.id, "confirmed")).toEqual({
      ok: false,
      message: "El partido aún no termina",
      status: 409,
    });
  });
});

describe("draw matches in the stream", () => {
  it("count only once their draw is published", async () => {
    const db = handle.db;
    const organizer = await f.createUser(db);
    const tournament = await f.createTournament(db);
    await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organizer.id });
    const draw = await p.createDrawRows(db, { tournamentId: tournament.id, pairs: 2, status: "draft" });
    const match = [...draw.matches.values()].find((m) => !m.bye)!;
    const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
    const ids = draw.entries.flatMap((entry) => entry.players.map((player) => player.id));
    expect(await setMatchResult(organizer, key, { matchId: match.id, score: "6-3 6-4" })).toEqual({ ok: true, value: undefined });
    await settleChanges();
    expect((await rows(ids)).history).toEqual([]);

    expect(await publishDraw(organizer, key, db, { tellPlayers: false })).toEqual({ ok: true, value: undefined });
    await settleChanges();
    expect((await rows(ids)).history.map((row) => row.matchKey)).toEqual(Array(4).fill(`draw-${match.id}`));
  });
});

describe("the match's page", () => {
  type Page = { live: { id: string } | null; lineup: { canEdit: boolean; mine: unknown } | null };
  const open = async (matchId: string, user: { id: string } | null) => {
    const headers = user ? { cookie: await directSessionCookie(handle.db, user) } : undefined;
    const request = new Request(`http://localhost/padel-score/en-vivo/${matchId}`, { headers });
    return dataOf<Page>(await matchPageLoader(routeArgs(request, { id: matchId })));
  };

  it("shows a match not shared live to its owner and its linked players only", async () => {
    const w = await world();
    await handle.db.update(s.match).set({ shareLive: false }).where(eq(s.match.id, w.match.id));
    await setMatchLineup(w.owner.id, w.match.id, w.ids);
    expect((await open(w.match.id, w.owner))!.lineup).toMatchObject({ canEdit: true, mine: null });
    expect((await open(w.match.id, w.users[1]!))!.lineup).toMatchObject({ canEdit: false, mine: { team: 1, verdict: null } });
    expect((await open(w.match.id, await f.createUser(handle.db))).live).toBeNull();
    expect((await open(w.match.id, null)).live).toBeNull();
  });
});

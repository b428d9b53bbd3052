// Scoring a tournament match with Padel Score (issue 20, ADR 0027): who may score (editors, the match's
// signed-in players, a scorer link's holder), the scorer link (made, shown, revoked), the prefilled match,
// the last phone to take over scores, and the finished match's score becoming the draw's result (the
// winner in the next round, the final's placements), undo, corrections and unlinked matches.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const p = await import("./play-factories");
const { loader, action } = await import("~/routes/padel-score.partido.$id");
const { callSync, pointEvents, startEvent, pointEvent } = await import("./score-helpers");
const { getLiveMatch, hashScorerSecret } = await import("~/server/score/matches.server");
const { scorerLinkSecret } = await import("~/server/play/live-scoring.server");
const { setMatchResult, clearMatchResult } = await import("~/server/play/draw-results.server");
const { generateDraw } = await import("~/server/play/draws.server");
const { getDbHandle } = await import("~/server/infra/db.server");
const { TOURNAMENT_PLAY_CHANNEL } = await import("~/server/play/play-changes.server");
const { addDays, mexicoToday } = await import("~/domain/calendar");
const { formatShortDate } = await import("~/lib/format");

type StoredMatch = import("~/domain/match-settings").StoredMatch;
type Reply = { ok: boolean; data?: StoredMatch; toast: { title: string } | null; result?: { error?: Record<string, string[]> } };

const handle = useAppDb();

/** A published elimination draw of 4 pairs (semifinals P1-1, P1-2; final P2-1) at a club, with its people. */
async function world() {
  const db = handle.db;
  const suffix = f.uniqueSuffix();
  const admin = await f.createAdmin(db);
  const organizer = await f.createUser(db);
  const stranger = await f.createUser(db);
  const playerUser = await f.createUser(db);
  const otherPlayerUser = await f.createUser(db);
  const club = await f.createClub(db, { name: `Club Angelópolis ${suffix}` });
  const tournament = await f.createTournament(db, { title: `Copa Marcador ${suffix}`, clubId: club.id, clubName: club.name });
  await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organizer.id });
  const names = ["Ana López", "Bea Ruiz", "Carla Díaz", "Dora Gil", "Eva Mora", "Fer Soto", "Gina Paz", "Hilda Rey"];
  const players = [];
  for (const [index, name] of names.entries()) {
    // Ana plays the first semifinal; Eva the second.
    const userId = index === 0 ? playerUser.id : index === 4 ? otherPlayerUser.id : null;
    players.push(await f.createPlayer(db, { name, userId }));
  }
  const rows = await p.createDrawRows(db, { tournamentId: tournament.id, pairs: 4, players });
  const semi = rows.matches.get("P1-1")!;
  const final = rows.matches.get("P2-1")!;
  const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
  const cookies = {
    admin: await directSessionCookie(db, admin),
    organizer: await directSessionCookie(db, organizer),
    stranger: await directSessionCookie(db, stranger),
    player: await directSessionCookie(db, playerUser),
    otherPlayer: await directSessionCookie(db, otherPlayerUser),
  };
  return { admin, organizer, club, tournament, rows, semi, final, key, cookies };
}

const path = (id: number, clave?: string) => `/padel-score/partido/${id}${clave ? `?clave=${clave}` : ""}`;

function load(id: number | string, init: { cookie?: string; clave?: string } = {}) {
  return caught(loader(routeArgs(pageRequest(path(Number(id), init.clave), { cookie: init.cookie }), { id: String(id) })));
}

function post(id: number, intent: string, init: { cookie?: string; clave?: string } = {}) {
  return caught(action(routeArgs(pageRequest(path(id, init.clave), { cookie: init.cookie, form: { intent } }), { id: String(id) })));
}

async function takeOver(id: number, init: { cookie?: string; clave?: string } = {}): Promise<StoredMatch> {
  const answer = await post(id, "score", init);
  expect(statusOf(answer)).toBe(200);
  return dataOf<Reply>(answer).data!;
}

/** The phone's sync of `events` from `from`, as MatchSyncer sends it. */
function sync(taken: StoredMatch, from: number, events: ReturnType<typeof pointEvents>) {
  return callSync({ id: taken.id, secret: taken.secret, body: { settings: taken.settings, from, events, sentAt: Date.now() } });
}

async function drawMatchRow(id: number) {
  const [row] = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.id, id));
  return row!;
}

async function matchRows() {
  const [row] = await handle.db.select({ n: count() }).from(s.match);
  return row!.n;
}

/** 6-0 6-0 for `team` under the draw's rules (best of 3, golden point): 48 points. */
const straightWin = (team: "team1" | "team2") => [startEvent(), ...pointEvents(team, 48)];

describe("who may score a tournament match", () => {
  it("lets the tournament's editors and the match's signed-in players in, refuses everyone else in Spanish, and 404s an unknown match", async () => {
    const w = await world();
    for (const cookie of [w.cookies.organizer, w.cookies.admin, w.cookies.player]) {
      const page = dataOf<{ canScore: boolean; match: { label: string } }>(await load(w.semi.id, { cookie }));
      expect(page.canScore).toBe(true);
      expect(page.match.label).toBe("Semifinal 1");
    }
    const stranger = await load(w.semi.id, { cookie: w.cookies.stranger });
    expect(statusOf(stranger)).toBe(403);
    expect(dataOf(stranger)).toBe(
      "No puedes anotar este partido: solo el organizador del torneo, los jugadores del partido o quien tenga su enlace de anotador.",
    );
    // Eva plays the other semifinal, not this one.
    expect(statusOf(await load(w.semi.id, { cookie: w.cookies.otherPlayer }))).toBe(403);
    const anonymous = (await load(w.semi.id)) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain(encodeURIComponent(`/padel-score/partido/${w.semi.id}`));
    expect(statusOf(await load(999_999, { cookie: w.cookies.admin }))).toBe(404);
    expect(statusOf(await load("abc", { cookie: w.cookies.admin }))).toBe(404);
  });

  it("refuses the action the same way and writes nothing", async () => {
    const w = await world();
    const before = await matchRows();
    expect(statusOf(await post(w.semi.id, "score"))).toBe(401);
    expect(statusOf(await post(w.semi.id, "score", { cookie: w.cookies.stranger }))).toBe(403);
    expect(statusOf(await post(w.semi.id, "score", { cookie: w.cookies.otherPlayer }))).toBe(403);
    expect(statusOf(await post(w.semi.id, "create-link", { cookie: w.cookies.player }))).toBe(403);
    expect(statusOf(await post(w.semi.id, "score", { cookie: w.cookies.stranger, clave: "x".repeat(43) }))).toBe(403);
    expect(await matchRows()).toBe(before);
    const row = await drawMatchRow(w.semi.id);
    expect(row.liveMatchId).toBeNull();
    expect(row.scorerLinkActive).toBe(false);
  });

  it("offers no scoring for a match still waiting for its pairs", async () => {
    const w = await world();
    const page = dataOf<{ canScore: boolean }>(await load(w.final.id, { cookie: w.cookies.organizer }));
    expect(page.canScore).toBe(false);
    const refused = await post(w.final.id, "score", { cookie: w.cookies.organizer });
    expect(statusOf(refused)).toBe(409);
    expect(dataOf<Reply>(refused).result?.error?.[""]).toEqual([
      "Este partido aún no se puede anotar: le falta una pareja o es un pase directo.",
    ]);
  });
});

describe("the scorer link", () => {
  it("is made, shown again with its QR code and revoked by the editors; revoked and wrong links are refused", async () => {
    const w = await world();
    expect(dataOf<{ scorerLink: unknown }>(await load(w.semi.id, { cookie: w.cookies.organizer })).scorerLink).toEqual({ active: false });
    expect(statusOf(await post(w.semi.id, "create-link", { cookie: w.cookies.organizer }))).toBe(200);

    const secret = scorerLinkSecret(w.semi.id, 0);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = dataOf<{ scorerLink: { active: boolean; url: string; qrSvg: string } }>(
      await load(w.semi.id, { cookie: w.cookies.organizer }),
    );
    expect(shown.scorerLink.url).toBe(`http://localhost:3000/padel-score/partido/${w.semi.id}?clave=${secret}`);
    expect(shown.scorerLink.qrSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Players see the page, never the link.
    expect(dataOf<{ scorerLink: unknown }>(await load(w.semi.id, { cookie: w.cookies.player })).scorerLink).toBeNull();

    // Anyone holding it scores, without an account.
    const holder = dataOf<{ canScore: boolean; canEdit: boolean }>(await load(w.semi.id, { clave: secret }));
    expect(holder).toMatchObject({ canScore: true, canEdit: false });
    const taken = await takeOver(w.semi.id, { clave: secret });
    expect((await sync(taken, 0, [startEvent(), pointEvent("team1")])).status).toBe(200);

    const wrong = await load(w.semi.id, { clave: scorerLinkSecret(w.semi.id + 1, 0) });
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf(wrong)).toBe("Este enlace de anotador no es válido o fue revocado. Pide uno nuevo al organizador del torneo.");

    expect(statusOf(await post(w.semi.id, "revoke-link", { cookie: w.cookies.organizer }))).toBe(200);
    // The phone that scored through the link stops with it.
    const stopped = await sync(taken, 2, [pointEvent("team1")]);
    expect(stopped.status).toBe(403);
    expect(stopped.json.error).toBe("No tienes permiso para llevar el marcador de este partido.");
    const row = await drawMatchRow(w.semi.id);
    expect(row).toMatchObject({ scorerLinkActive: false, scorerLinkSerial: 1 });
    expect(statusOf(await load(w.semi.id, { clave: secret }))).toBe(403);
    expect(statusOf(await post(w.semi.id, "score", { clave: secret }))).toBe(403);

    // A new link is a different secret; the old one stays dead.
    await post(w.semi.id, "create-link", { cookie: w.cookies.organizer });
    expect(scorerLinkSecret(w.semi.id, 1)).not.toBe(secret);
    expect(statusOf(await load(w.semi.id, { clave: secret }))).toBe(403);
    expect(statusOf(await load(w.semi.id, { clave: scorerLinkSecret(w.semi.id, 1) }))).toBe(200);
  });
});

describe("taking over a match", () => {
  it("starts Padel Score with the pairs, the club, the category and the draw's rules, shared live and linked to the draw match", async () => {
    const w = await world();
    const taken = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    expect(taken.settings).toEqual({
      team1: { name: "Ana López / Bea Ruiz", players: ["Ana López", "Bea Ruiz"] },
      team2: { name: "Gina Paz / Hilda Rey", players: ["Gina Paz", "Hilda Rey"] },
      deuceRule: "golden",
      numberOfSets: 3,
      tieBreak: false,
      superTieBreak: false,
      clubId: w.club.id,
      clubName: w.club.name,
      category: "3ra",
      categoryType: "Varonil",
      shareLive: true,
    });
    expect(taken).toMatchObject({ events: [], synced: 0 });
    expect(taken.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await drawMatchRow(w.semi.id)).liveMatchId).toBe(taken.id);
    const [row] = await handle.db.select().from(s.match).where(eq(s.match.id, taken.id));
    expect(row!.scorerSecretHash).toBe(hashScorerSecret(taken.secret));
    expect(JSON.stringify(row)).not.toContain(taken.secret);
    expect(row!.ownerUserId).toBe(w.organizer.id);
    expect((await getLiveMatch(taken.id))?.settings.team1.name).toBe("Ana López / Bea Ruiz");
  });

  it("keeps the scoring of an editor or a player when a scorer link is revoked", async () => {
    const w = await world();
    const taken = await takeOver(w.semi.id, { cookie: w.cookies.player });
    await post(w.semi.id, "create-link", { cookie: w.cookies.organizer });
    await post(w.semi.id, "revoke-link", { cookie: w.cookies.organizer });
    expect((await sync(taken, 0, [startEvent(), pointEvent("team2")])).json).toEqual({ length: 2, version: 1 });
  });

  it("hands the scorer to the last phone that takes over, with the points so far; the previous phone is refused", async () => {
    const w = await world();
    const first = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    const log = [startEvent(), ...pointEvents("team1", 5)];
    expect((await sync(first, 0, log)).json).toEqual({ length: 6, version: 1 });

    const second = await takeOver(w.semi.id, { cookie: w.cookies.player });
    expect(second.id).toBe(first.id);
    expect(second.secret).not.toBe(first.secret);
    expect(second.events).toEqual(log);
    expect(second.synced).toBe(6);

    const stale = await sync(first, 6, [pointEvent("team2")]);
    expect(stale.status).toBe(403);
    expect(stale.json.error).toBe("No tienes permiso para llevar el marcador de este partido.");
    expect((await sync(second, 6, [pointEvent("team2")])).json).toEqual({ length: 7, version: 2 });
    expect(await matchRows()).toBeGreaterThan(0);
  });

  it("tells the tournament's live pages of every synced point", async () => {
    const w = await world();
    const heard: string[] = [];
    const unlisten = await getDbHandle().listen(TOURNAMENT_PLAY_CHANNEL, (payload) => heard.push(payload));
    try {
      const taken = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
      // Taking over is a draw write: told once.
      await expect.poll(() => heard.length).toBe(1);
      heard.length = 0;
      await sync(taken, 0, [startEvent()]);
      await sync(taken, 1, [pointEvent("team1")]);
      await sync(taken, 1, [pointEvent("team1")]); // a retry: nothing new, nothing told
      await expect.poll(() => heard.length).toBe(2);
      expect(heard).toEqual([String(w.tournament.id), String(w.tournament.id)]);
    } finally {
      await unlisten();
    }
  });
});

describe("the finished match's score is the draw's result", () => {
  it("writes the result when the last point is synced: the winner goes to the final; the final's end writes the placements", async () => {
    const w = await world();
    const semi = await takeOver(w.semi.id, { cookie: w.cookies.player });
    expect((await sync(semi, 0, straightWin("team1"))).status).toBe(200);
    const played = await drawMatchRow(w.semi.id);
    expect(played.winner).toBe("a");
    expect(played.score).toEqual({
      kind: "sets",
      winner: "team1",
      sets: [
        { team1: 6, team2: 0 },
        { team1: 6, team2: 0 },
      ],
      unfinished: null,
    });
    const seed1 = w.rows.entries[0]!;
    expect((await drawMatchRow(w.final.id)).entryAId).toBe(seed1.id);

    // The other semifinal typed by the organiser; the final scored on a phone.
    expect((await setMatchResult(w.organizer, w.key, { matchId: w.rows.matches.get("P1-2")!.id, score: "6-4 6-4" })).ok).toBe(true);
    const final = await takeOver(w.final.id, { cookie: w.cookies.organizer });
    expect(final.settings.team1.players).toEqual(["Ana López", "Bea Ruiz"]);
    await sync(final, 0, straightWin("team2"));
    expect((await drawMatchRow(w.final.id)).winner).toBe("b");
    const placements = await handle.db
      .select({ placement: s.result.placement, player1Id: s.result.player1Id })
      .from(s.result)
      .where(eq(s.result.tournamentId, w.tournament.id))
      .orderBy(s.result.placement, s.result.player1Id);
    // Seeds: P1-1 is 1 v 4, P1-2 is 2 v 3; seed 2 won the final.
    const [one, two, three, four] = w.rows.entries.map((entry) => entry.player1Id);
    expect(placements).toEqual([
      { placement: "champion", player1Id: two },
      { placement: "runner_up", player1Id: one },
      { placement: "semifinal", player1Id: Math.min(three!, four!) },
      { placement: "semifinal", player1Id: Math.max(three!, four!) },
    ]);
  });

  it("clears the scorer's result when the last point is undone and writes the new one when the match ends again", async () => {
    const w = await world();
    const taken = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    const log = [startEvent(), ...pointEvents("team1", 44), ...pointEvents("team2", 4), ...pointEvents("team1", 4)];
    await sync(taken, 0, log);
    expect((await drawMatchRow(w.semi.id)).winner).toBe("a");
    expect((await drawMatchRow(w.final.id)).entryAId).toBe(w.rows.entries[0]!.id);

    await sync(taken, log.length, [{ type: "undo", at: Date.now() }]);
    const undone = await drawMatchRow(w.semi.id);
    expect(undone).toMatchObject({ winner: null, score: null });
    expect((await drawMatchRow(w.final.id)).entryAId).toBeNull();

    // 6-0 6-1 was a wrong tap: the last game goes to the other pair (golden point), then the match ends 6-0 6-2.
    await sync(taken, log.length + 1, [...pointEvents("team2", 4), ...pointEvents("team1", 4)]);
    expect((await drawMatchRow(w.semi.id)).score?.sets).toEqual([
      { team1: 6, team2: 0 },
      { team1: 6, team2: 2 },
    ]);
    expect((await drawMatchRow(w.final.id)).entryAId).toBe(w.rows.entries[0]!.id);
  });

  it("leaves a result the organiser entered or corrected, which the organiser can still clear", async () => {
    const w = await world();
    const taken = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    await sync(taken, 0, [startEvent(), ...pointEvents("team1", 4)]);
    expect((await setMatchResult(w.organizer, w.key, { matchId: w.semi.id, score: "6-3 6-3" })).ok).toBe(true);
    await sync(taken, 5, pointEvents("team1", 44));
    expect((await drawMatchRow(w.semi.id)).score?.sets).toEqual([
      { team1: 6, team2: 3 },
      { team1: 6, team2: 3 },
    ]);
    // Cleared by the organiser: the phone's later undo does not bring a result back or clear another.
    expect((await clearMatchResult(w.organizer, w.key, { matchId: w.semi.id })).ok).toBe(true);
    await sync(taken, 49, [{ type: "undo", at: Date.now() }]);
    expect((await drawMatchRow(w.semi.id)).winner).toBeNull();
  });

  it("writes nothing into a draw made again: the old match is no longer linked and goes on as a friendly match", async () => {
    const w = await world();
    const taken = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    await sync(taken, 0, [startEvent(), ...pointEvents("team1", 8)]);
    expect((await generateDraw(w.admin, w.key)).ok).toBe(true);
    const linked = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.liveMatchId, taken.id));
    expect(linked).toEqual([]);
    expect((await sync(taken, 9, pointEvents("team1", 40))).status).toBe(200);
    const results = await handle.db
      .select({ n: count() })
      .from(s.drawMatch)
      .where(and(eq(s.drawMatch.drawId, w.rows.draw.id), eq(s.drawMatch.winner, "a")));
    expect(results[0]!.n).toBe(0);
    expect((await getLiveMatch(taken.id))?.status).toBe("finished");
  });

  it("unlinks the match when its pairs change (an earlier result corrected)", async () => {
    const w = await world();
    await setMatchResult(w.organizer, w.key, { matchId: w.semi.id, score: "6-1 6-1" });
    await setMatchResult(w.organizer, w.key, { matchId: w.rows.matches.get("P1-2")!.id, score: "6-1 6-1" });
    const final = await takeOver(w.final.id, { cookie: w.cookies.organizer });
    await sync(final, 0, [startEvent()]);
    // The semifinal corrected: the other pair is in the final now.
    expect((await setMatchResult(w.organizer, w.key, { matchId: w.semi.id, score: "1-6 1-6" })).ok).toBe(true);
    expect((await drawMatchRow(w.final.id)).liveMatchId).toBeNull();
    await sync(final, 1, pointEvents("team1", 48));
    expect((await drawMatchRow(w.final.id)).winner).toBeNull();
  });
});

describe("a scorer link ends with its match (issue 31)", () => {
  /** A scorer link made by the organiser; its holder has no account. */
  async function linkOf(w: Awaited<ReturnType<typeof world>>, id = w.semi.id) {
    expect(statusOf(await post(id, "create-link", { cookie: w.cookies.organizer }))).toBe(200);
    return scorerLinkSecret(id, 0);
  }
  const undo = (n: number) => Array.from({ length: n }, () => ({ type: "undo" as const, at: Date.now() }));
  const RESULT_ENDED =
    "Este enlace de anotador ya no sirve: el partido ya tiene resultado. Si hay que corregirlo, pídeselo al organizador del torneo.";

  it("stops the reported flip: once 6-0 6-0 is the result, the link can neither sync an undo nor take the match over again", async () => {
    const w = await world();
    const clave = await linkOf(w);
    const taken = await takeOver(w.semi.id, { clave });
    const log = straightWin("team1");
    expect((await sync(taken, 0, log)).status).toBe(200);
    const won = await drawMatchRow(w.semi.id);
    expect(won.winner).toBe("a");

    // The same phone undoes every point and gives the match to the other pair: refused, nothing stored.
    const flipped = await sync(taken, log.length, [...undo(48), ...pointEvents("team2", 48)]);
    expect(flipped.status).toBe(410);
    expect(flipped.json.error).toBe(RESULT_ENDED);
    expect((await getLiveMatch(taken.id))?.score.winner).toBe("team1");

    // Another phone with the link: the page says why, and taking over is refused.
    const page = dataOf<{ canScore: boolean; linkEnded: string | null }>(await load(w.semi.id, { clave }));
    expect(page).toMatchObject({ canScore: false, linkEnded: RESULT_ENDED });
    const again = await post(w.semi.id, "score", { clave });
    expect(statusOf(again)).toBe(410);
    expect(dataOf<Reply>(again).result?.error?.[""]).toEqual([RESULT_ENDED]);

    expect(await drawMatchRow(w.semi.id)).toMatchObject({ winner: "a", score: won.score });
    expect((await drawMatchRow(w.final.id)).entryAId).toBe(w.rows.entries[0]!.id);
  });

  it("stops the link's phone from the last point on, before the draw has heard of the result", async () => {
    const w = await world();
    const clave = await linkOf(w);
    const taken = await takeOver(w.semi.id, { clave });
    const log = straightWin("team2");
    await sync(taken, 0, log);
    // The draw's result cleared by the organiser: the finished Padel Score match still ends the link.
    expect((await clearMatchResult(w.organizer, w.key, { matchId: w.semi.id })).ok).toBe(true);
    const undone = await sync(taken, log.length, undo(1));
    expect(undone.status).toBe(410);
    expect(undone.json.error).toBe(RESULT_ENDED);
    // A retry of what the server already holds is still answered.
    expect((await sync(taken, 0, log)).json).toMatchObject({ length: log.length });
  });

  it("lets the organiser correct the result in the draw editor, and the editors and players still take the match over", async () => {
    const w = await world();
    const clave = await linkOf(w);
    const taken = await takeOver(w.semi.id, { clave });
    await sync(taken, 0, straightWin("team1"));
    expect((await setMatchResult(w.organizer, w.key, { matchId: w.semi.id, score: "6-4 3-6 6-2" })).ok).toBe(true);
    expect((await drawMatchRow(w.semi.id)).score?.sets).toEqual([
      { team1: 6, team2: 4 },
      { team1: 3, team2: 6 },
      { team1: 6, team2: 2 },
    ]);
    // Scoring by right goes on (to undo on the phone, ADR 0027).
    for (const cookie of [w.cookies.organizer, w.cookies.player]) {
      expect(dataOf<{ canScore: boolean; linkEnded: string | null }>(await load(w.semi.id, { cookie }))).toMatchObject({
        canScore: true,
        linkEnded: null,
      });
    }
    const own = await takeOver(w.semi.id, { cookie: w.cookies.organizer });
    expect((await sync(own, 49, undo(1))).status).toBe(200);
  });

  it("expires the day after the match's scheduled day (Mexico City), or the day after the tournament for an unscheduled match", async () => {
    const w = await world();
    const clave = await linkOf(w);
    const today = mexicoToday();
    const taken = await takeOver(w.semi.id, { clave });
    expect((await sync(taken, 0, [startEvent()])).status).toBe(200);

    // Played yesterday: the link still works today.
    await handle.db
      .update(s.drawMatch)
      .set({ day: addDays(today, -1), startTime: "10:00" })
      .where(eq(s.drawMatch.id, w.semi.id));
    expect((await sync(taken, 1, [pointEvent("team1")])).status).toBe(200);
    expect(dataOf<{ canScore: boolean }>(await load(w.semi.id, { clave })).canScore).toBe(true);

    // Two days ago: expired, for the page, the take-over and the phone's sync alike.
    const day = addDays(today, -2);
    await handle.db.update(s.drawMatch).set({ day, startTime: "10:00" }).where(eq(s.drawMatch.id, w.semi.id));
    const expired = `Este enlace de anotador venció: servía hasta el ${formatShortDate(addDays(day, 1))}, el día después del partido. Si falta el resultado, pídeselo al organizador del torneo.`;
    expect(dataOf<{ canScore: boolean; linkEnded: string | null }>(await load(w.semi.id, { clave }))).toMatchObject({
      canScore: false,
      linkEnded: expired,
    });
    const refused = await post(w.semi.id, "score", { clave });
    expect(statusOf(refused)).toBe(410);
    expect(dataOf<Reply>(refused).result?.error?.[""]).toEqual([expired]);
    const late = await sync(taken, 2, [pointEvent("team1")]);
    expect(late.status).toBe(410);
    expect(late.json.error).toBe(expired);
    expect((await takeOver(w.semi.id, { cookie: w.cookies.organizer })).events).toHaveLength(2);

    // Unscheduled: the tournament's last day counts.
    const other = w.rows.matches.get("P1-2")!;
    const otherClave = await linkOf(w, other.id);
    const setEnd = (endDate: string) =>
      handle.db
        .update(s.tournament)
        .set({ startDate: addDays(endDate, -2), endDate })
        .where(eq(s.tournament.id, w.tournament.id));
    await setEnd(addDays(today, -1));
    expect(dataOf<{ canScore: boolean }>(await load(other.id, { clave: otherClave })).canScore).toBe(true);
    await setEnd(addDays(today, -2));
    expect(statusOf(await post(other.id, "score", { clave: otherClave }))).toBe(410);
  });
});

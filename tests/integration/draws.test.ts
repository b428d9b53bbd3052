// Tournament play, the draws half (issue 19): entries from registrations, making a draw (seeds, byes,
// groups, two tabs at once), results moving pairs on, corrections, and the final's placements in the
// ranking. The server functions are called as a script would call them (the demo seed does).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { importRegistrations, pairRegistrations, addEntry, withdrawEntry, lockEntries, unpairedRegistrations } =
  await import("~/server/play/draw-entries.server");
const { DEFAULT_DRAW_SETTINGS, generateDraw, publishDraw, saveDrawSettings, setSeedOverride, unpublishDraw } =
  await import("~/server/play/draws.server");
const { setMatchResult, clearMatchResult } = await import("~/server/play/draw-results.server");
const { rankingFor } = await import("~/server/players/rankings.server");

const handle = useAppDb();

type Key = { tournamentId: number; categoryType: "Varonil" | "Femenil" | "Mixto"; category: string };

async function setup(options: { endedDaysAgo?: number } = {}) {
  const db = handle.db;
  const actor = await f.createAdmin(db);
  const ended = options.endedDaysAgo ?? 1;
  const tournament = await f.createTournament(db, { startDate: f.isoDate(-ended - 1), endDate: f.isoDate(-ended) });
  const key: Key = { tournamentId: tournament.id, categoryType: "Varonil", category: "3ra" };
  return { db, actor, tournament, key };
}

/** `count` pairs of new players entered by hand; returns entry ids with their players. */
async function enterPairs(ctx: Awaited<ReturnType<typeof setup>>, count: number) {
  const pairs = [];
  for (let i = 0; i < count; i++) {
    const p1 = await f.createPlayer(ctx.db, { name: `Pareja ${i + 1} A` });
    const p2 = await f.createPlayer(ctx.db, { name: `Pareja ${i + 1} B` });
    const outcome = await addEntry(ctx.actor, ctx.key, [p1.id, p2.id]);
    if (!outcome.ok) throw new Error(outcome.message);
    pairs.push({ entryId: outcome.value, players: [p1, p2] as const });
  }
  return pairs;
}

/** The category's format and rules: the defaults of a new draw, changed by `changes`. */
async function settings(ctx: Awaited<ReturnType<typeof setup>>, changes: Partial<Parameters<typeof saveDrawSettings>[2]>) {
  const outcome = await saveDrawSettings(ctx.actor, ctx.key, { ...DEFAULT_DRAW_SETTINGS, ...changes });
  expect(outcome.ok).toBe(true);
}

async function drawOf(key: Key) {
  const [row] = await handle.db
    .select()
    .from(s.draw)
    .where(and(eq(s.draw.tournamentId, key.tournamentId), eq(s.draw.categoryType, key.categoryType), eq(s.draw.category, key.category)));
  return row!;
}

async function matchesOf(key: Key) {
  const row = await drawOf(key);
  const rows = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.drawId, row.id));
  return new Map(rows.map((match) => [match.code, match]));
}

async function entriesOf(key: Key) {
  const row = await drawOf(key);
  return handle.db.select().from(s.drawEntry).where(eq(s.drawEntry.drawId, row.id));
}

async function play(ctx: Awaited<ReturnType<typeof setup>>, code: string, score: string, winner?: "a" | "b") {
  const match = (await matchesOf(ctx.key)).get(code)!;
  return setMatchResult(ctx.actor, ctx.key, { matchId: match.id, score, ...(winner ? { winner } : {}) });
}

describe("entries", () => {
  it("turns confirmed registrations with a partner into pairs, making the registrant's player when there is none", async () => {
    const ctx = await setup();
    const registrant = await f.createUser(ctx.db, { name: "Rodrigo Inscrito" });
    const partner = await f.createPlayer(ctx.db, { name: "Pablo Pareja" });
    await f.createRegistration(ctx.db, {
      tournamentId: ctx.tournament.id,
      userId: registrant.id,
      partnerPlayerId: partner.id,
      status: "confirmada",
    });
    // Pending, another category and another type are not entries.
    await f.createRegistration(ctx.db, { tournamentId: ctx.tournament.id, partnerPlayerId: (await f.createPlayer(ctx.db)).id });
    await f.createRegistration(ctx.db, {
      tournamentId: ctx.tournament.id,
      partnerPlayerId: (await f.createPlayer(ctx.db)).id,
      status: "confirmada",
      category: "4ta",
    });

    const outcome = await importRegistrations(ctx.actor, ctx.key);
    expect(outcome).toEqual({ ok: true, value: { added: 1, skipped: [] } });
    const [entry] = await entriesOf(ctx.key);
    const [made] = await ctx.db.select().from(s.player).where(eq(s.player.id, entry!.player1Id));
    expect(made).toMatchObject({ name: "Rodrigo Inscrito", userId: registrant.id });
    expect(entry!.player2Id).toBe(partner.id);
    const row = await drawOf(ctx.key);
    expect(row).toMatchObject({ status: "entries", format: "elimination" });
    expect(row.rules).toEqual({ numberOfSets: 3, deuceRule: "golden", tieBreak: true, superTieBreak: false });

    // Importing again adds nothing.
    expect(await importRegistrations(ctx.actor, ctx.key)).toEqual({ ok: true, value: { added: 0, skipped: [] } });
  });

  it("lists individual registrations without a partner and pairs two of them", async () => {
    const ctx = await setup();
    const ana = await f.createUser(ctx.db, { name: "Ana Sola" });
    const bea = await f.createUser(ctx.db, { name: "Bea Sola" });
    const own = await f.createPlayer(ctx.db, { name: "Bea Jugadora", userId: bea.id });
    const r1 = await f.createRegistration(ctx.db, { tournamentId: ctx.tournament.id, userId: ana.id, status: "confirmada" });
    const r2 = await f.createRegistration(ctx.db, { tournamentId: ctx.tournament.id, userId: bea.id, status: "confirmada" });

    expect(await unpairedRegistrations(ctx.key, null)).toEqual([
      { registrationId: r1.id, name: "Ana Sola" },
      { registrationId: r2.id, name: "Bea Sola" },
    ]);
    const paired = await pairRegistrations(ctx.actor, ctx.key, [r1.id, r2.id]);
    expect(paired.ok).toBe(true);
    const [entry] = await entriesOf(ctx.key);
    expect(entry!.player2Id).toBe(own.id);
    expect(await unpairedRegistrations(ctx.key, entry!.drawId)).toEqual([]);
    expect(await pairRegistrations(ctx.actor, ctx.key, [r1.id, r2.id])).toEqual({
      ok: false,
      message: "Esa inscripción ya está en una pareja del cuadro",
      status: 409,
    });
  });

  it("refuses a player already in another pair of the category, naming the player and the pair, and writes nothing", async () => {
    const ctx = await setup();
    const luis = await f.createPlayer(ctx.db, { name: "Luis Repetido" });
    const other = await f.createPlayer(ctx.db, { name: "Otro Compañero" });
    expect((await addEntry(ctx.actor, ctx.key, [luis.id, other.id])).ok).toBe(true);
    const third = await f.createPlayer(ctx.db);
    expect(await addEntry(ctx.actor, ctx.key, [third.id, luis.id])).toEqual({
      ok: false,
      message: "Luis Repetido ya está inscrito con Otro Compañero en Varonil 3ra",
      status: 409,
    });
    expect(await entriesOf(ctx.key)).toHaveLength(1);
  });

  it("leaves no trace of a refused change, not even the category's draw row", async () => {
    const ctx = await setup();
    const key = { ...ctx.key, category: "5ta" };
    expect(await withdrawEntry(ctx.actor, key, 999_999)).toMatchObject({
      ok: false,
      message: "Esa pareja no está en el cuadro",
      status: 404,
    });
    expect(await ctx.db.select().from(s.draw).where(eq(s.draw.tournamentId, ctx.tournament.id))).toEqual([]);
  });

  it("withdraws a pair; locked entries refuse changes until opened again", async () => {
    const ctx = await setup();
    const [first] = await enterPairs(ctx, 2);
    expect((await lockEntries(ctx.actor, ctx.key, true)).ok).toBe(true);
    expect(await withdrawEntry(ctx.actor, ctx.key, first!.entryId)).toMatchObject({
      ok: false,
      message: "Las inscripciones del cuadro están cerradas. Ábrelas para cambiar las parejas.",
    });
    await lockEntries(ctx.actor, ctx.key, false);
    expect((await withdrawEntry(ctx.actor, ctx.key, first!.entryId)).ok).toBe(true);
    expect(await entriesOf(ctx.key)).toHaveLength(1);
  });
});

describe("making the draw", () => {
  it("seeds by ranking points and gives the byes to the top seeds", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 6);
    // Pair 5 has a champion's points in Varonil 3ra, pair 3 a runner-up's: seeds 1 and 2.
    const earlier = await f.createTournament(ctx.db, { startDate: f.isoDate(-30), endDate: f.isoDate(-29) });
    await f.createResult(ctx.db, { tournamentId: earlier.id, player1Id: pairs[4]!.players[0].id, player2Id: null, placement: "champion" });
    await f.createResult(ctx.db, { tournamentId: earlier.id, player1Id: pairs[2]!.players[1].id, player2Id: null, placement: "runner_up" });

    const made = await generateDraw(ctx.actor, ctx.key);
    expect(made.ok).toBe(true);
    const entries = await entriesOf(ctx.key);
    const seedOf = (entryId: number) => entries.find((e) => e.id === entryId)!.seed;
    expect(seedOf(pairs[4]!.entryId)).toBe(1);
    expect(seedOf(pairs[2]!.entryId)).toBe(2);
    expect(entries.map((e) => e.seed).sort()).toEqual([1, 2, 3, 4, 5, 6]);

    const matches = await matchesOf(ctx.key);
    expect([...matches.keys()].sort()).toEqual(["P1-1", "P1-2", "P1-3", "P1-4", "P2-1", "P2-2", "P3-1"]);
    // 8 slots for 6 pairs: seeds 1 and 2 meet a bye and wait in the semifinals.
    expect(matches.get("P1-1")).toMatchObject({ bye: true, entryAId: pairs[4]!.entryId, entryBId: null });
    expect(matches.get("P2-1")!.entryAId).toBe(pairs[4]!.entryId);
    // Seed 2 is in the other half: 1 v 8, 4 v 5 | 2 v 7, 3 v 6.
    expect(matches.get("P1-3")).toMatchObject({ bye: true, entryAId: pairs[2]!.entryId, entryBId: null });
    expect(matches.get("P2-2")!.entryAId).toBe(pairs[2]!.entryId);
    expect(matches.get("P1-4")).toMatchObject({ bye: false });
    expect(matches.get("P1-2")).toMatchObject({ bye: false, winnerTo: "P2-1", winnerSlot: "b" });
    const row = await drawOf(ctx.key);
    expect(row.status).toBe("draft");
    expect(row.drawSeed).toBeGreaterThanOrEqual(0);
  });

  it("puts the organiser's seed first", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 4);
    expect((await setSeedOverride(ctx.actor, ctx.key, pairs[3]!.entryId, 1)).ok).toBe(true);
    expect(await setSeedOverride(ctx.actor, ctx.key, pairs[2]!.entryId, 9)).toMatchObject({
      ok: false,
      message: "El preclasificado debe ser un número del 1 al 4",
    });
    await generateDraw(ctx.actor, ctx.key);
    const entries = await entriesOf(ctx.key);
    expect(entries.find((e) => e.id === pairs[3]!.entryId)!.seed).toBe(1);
    expect((await matchesOf(ctx.key)).get("P1-1")!.entryAId).toBe(pairs[3]!.entryId);
  });

  it("makes one draw when two tabs generate at the same moment", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 5);
    const [one, two] = await Promise.all([generateDraw(ctx.actor, ctx.key), generateDraw(ctx.actor, ctx.key)]);
    expect(one.ok && two.ok).toBe(true);
    const draws = await ctx.db.select().from(s.draw).where(eq(s.draw.tournamentId, ctx.tournament.id));
    expect(draws).toHaveLength(1);
    // 5 pairs in a draw of 8: 7 matches, once.
    expect((await matchesOf(ctx.key)).size).toBe(7);
  });

  it("makes groups of 3 with a knockout for the group winners", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 6);
    await settings(ctx, { format: "groups", numberOfSets: 1 });
    await generateDraw(ctx.actor, ctx.key);
    const matches = await matchesOf(ctx.key);
    const group = [...matches.values()].filter((m) => m.stage === "group");
    expect(group).toHaveLength(6);
    expect(new Set(group.map((m) => m.groupCode))).toEqual(new Set(["A", "B"]));
    expect(matches.get("P1-1")).toMatchObject({ entryAId: null, entryBId: null, stage: "main" });
    expect(matches.get("P1-1")!.feeders).toHaveLength(6);
  });

  it("refuses to draw again once a match has a result", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 4);
    await generateDraw(ctx.actor, ctx.key);
    expect((await play(ctx, "P1-1", "6-4 6-4")).ok).toBe(true);
    const before = await matchesOf(ctx.key);
    expect(await generateDraw(ctx.actor, ctx.key)).toEqual({
      ok: false,
      message: "El cuadro ya tiene resultados: no se puede volver a sortear. Borra primero los resultados.",
      status: 409,
    });
    expect((await matchesOf(ctx.key)).get("P1-1")!.id).toBe(before.get("P1-1")!.id);
  });

  it("removes a draft draw when its format changes, and keeps it when only the rules change", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 6);
    await generateDraw(ctx.actor, ctx.key);
    await settings(ctx, { deuceRule: "advantage" });
    expect((await drawOf(ctx.key)).status).toBe("draft");
    expect((await matchesOf(ctx.key)).size).toBe(7);
    await settings(ctx, { format: "groups" });
    expect((await drawOf(ctx.key)).status).toBe("entries");
    expect((await matchesOf(ctx.key)).size).toBe(0);
  });

  it("publishes only a draw that has been made", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 2);
    expect(await publishDraw(ctx.actor, ctx.key)).toMatchObject({ ok: false, message: "Primero genera el cuadro" });
    await generateDraw(ctx.actor, ctx.key);
    expect((await publishDraw(ctx.actor, ctx.key)).ok).toBe(true);
    expect((await drawOf(ctx.key)).status).toBe("published");
  });
});

describe("results", () => {
  it("moves the winner on at once and refuses a score that breaks the rules, writing nothing", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 4);
    await generateDraw(ctx.actor, ctx.key);
    const first = (await matchesOf(ctx.key)).get("P1-1")!;
    expect(await play(ctx, "P1-1", "6-5 6-4")).toEqual({
      ok: false,
      message:
        "El set 1 (6-5) no es un resultado válido: un set se gana con 6 juegos y 2 de diferencia (6-0 a 6-4 o 7-5), o 7-6 con tie-break",
      status: 400,
    });
    expect((await matchesOf(ctx.key)).get("P1-1")!.winner).toBeNull();

    expect((await play(ctx, "P1-1", "4-6 6-3 7-6(7-4)")).ok).toBe(true);
    const after = await matchesOf(ctx.key);
    expect(after.get("P1-1")).toMatchObject({ winner: "a" });
    expect(after.get("P2-1")!.entryAId).toBe(first.entryAId);
    expect(pairs.map((p) => p.entryId)).toContain(first.entryAId);

    // A walkover needs the winner chosen.
    expect((await play(ctx, "P1-2", "W.O.")).ok).toBe(false);
    expect((await play(ctx, "P1-2", "W.O.", "b")).ok).toBe(true);
    const final = (await matchesOf(ctx.key)).get("P2-1")!;
    expect(final.entryBId).toBe((await matchesOf(ctx.key)).get("P1-2")!.entryBId);
  });

  it("corrects a result while the next match is unplayed (the right pair moves on) and refuses it after", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 4);
    await generateDraw(ctx.actor, ctx.key);
    await play(ctx, "P1-1", "6-4 6-4");
    await play(ctx, "P1-2", "6-4 6-4");
    const semi = (await matchesOf(ctx.key)).get("P1-1")!;
    expect((await play(ctx, "P1-1", "4-6 4-6")).ok).toBe(true);
    expect((await matchesOf(ctx.key)).get("P2-1")!.entryAId).toBe(semi.entryBId);

    await play(ctx, "P2-1", "6-0 6-0");
    expect(await play(ctx, "P1-1", "6-4 6-4")).toEqual({
      ok: false,
      message: "No se puede corregir: el partido Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
      status: 409,
    });
    const final = (await matchesOf(ctx.key)).get("P2-1")!;
    expect((await clearMatchResult(ctx.actor, ctx.key, { matchId: final.id })).ok).toBe(true);
    expect((await play(ctx, "P1-1", "6-4 6-4")).ok).toBe(true);
    expect((await matchesOf(ctx.key)).get("P2-1")!.entryAId).toBe(semi.entryAId);
  });

  it("sends first-round losers to the consolation draw", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 4);
    await settings(ctx, { consolation: true, superTieBreak: true });
    await generateDraw(ctx.actor, ctx.key);
    await play(ctx, "P1-1", "6-2 6-2");
    await play(ctx, "P1-2", "2-6 6-3 10-8");
    const matches = await matchesOf(ctx.key);
    const consolation = matches.get("C1-1")!;
    expect([consolation.entryAId, consolation.entryBId].sort()).toEqual(
      [matches.get("P1-1")!.entryBId, matches.get("P1-2")!.entryBId].sort(),
    );
  });

  it("11 pairs with consolation: the loser facing the consolation's bye plays the consolation final (issue 31)", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 11);
    await settings(ctx, { consolation: true });
    await generateDraw(ctx.actor, ctx.key);
    // Seeds 1-5 have byes: P1-2, P1-6 and P1-8 are played; the loser of P1-8 (seed 11) faces the bye in C1-1.
    for (const code of ["P1-2", "P1-6", "P1-8"]) expect((await play(ctx, code, "6-2 6-2")).ok).toBe(true);
    let matches = await matchesOf(ctx.key);
    const byeLoser = matches.get("P1-8")!.entryBId;
    expect([matches.get("C1-1")!.entryAId, matches.get("C1-1")!.entryBId]).toEqual([byeLoser, null]);
    expect((await play(ctx, "C1-2", "6-2 6-2")).ok).toBe(true);
    matches = await matchesOf(ctx.key);
    expect([matches.get("C2-1")!.entryAId, matches.get("C2-1")!.entryBId]).toEqual([byeLoser, matches.get("C1-2")!.entryAId]);
    expect((await play(ctx, "C2-1", "2-6 2-6")).ok).toBe(true);
    expect(await play(ctx, "P1-8", "2-6 2-6")).toEqual({
      ok: false,
      status: 409,
      message:
        "No se puede corregir: el partido Consolación: Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
    });
  });

  it("fills the knockout from the group tables once every match of the group has a result", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 6);
    await settings(ctx, { format: "groups", numberOfSets: 1 });
    await generateDraw(ctx.actor, ctx.key);
    const groupA = [...(await matchesOf(ctx.key)).values()].filter((m) => m.groupCode === "A");
    // The pair in slot a of the first match wins both its matches.
    const leader = groupA[0]!.entryAId!;
    for (const [index, match] of groupA.entries()) {
      const winner = match.entryAId === leader ? "a" : match.entryBId === leader ? "b" : "a";
      const score = winner === "a" ? "6-3" : "3-6";
      expect((await play(ctx, match.code, score)).ok).toBe(true);
      const filled = (await matchesOf(ctx.key)).get("P1-1")!.entryAId;
      expect(filled).toBe(index === groupA.length - 1 ? leader : null);
    }
    // A group result may be corrected until the knockout match taking its winner is played.
    const groupB = [...(await matchesOf(ctx.key)).values()].filter((m) => m.groupCode === "B");
    for (const match of groupB) await play(ctx, match.code, "6-2");
    expect((await play(ctx, "P1-1", "6-1")).ok).toBe(true);
    expect(await play(ctx, groupA[0]!.code, "2-6")).toEqual({
      ok: false,
      message: "No se puede corregir: el partido Final ya tiene resultado con la pareja que pasó. Borra primero ese resultado.",
      status: 409,
    });
  });
});

describe("placements", () => {
  it("writes champion, runner-up and semifinalists into result, and the ranking follows", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 4);
    // A hand-entered winner of the same category is replaced; one of another category stays.
    await f.createResult(ctx.db, { tournamentId: ctx.tournament.id, category: "3ra", placement: "champion" });
    const other = await f.createResult(ctx.db, { tournamentId: ctx.tournament.id, category: "4ta", placement: "champion" });
    await generateDraw(ctx.actor, ctx.key);
    await publishDraw(ctx.actor, ctx.key);
    await play(ctx, "P1-1", "6-4 6-4");
    await play(ctx, "P1-2", "6-4 6-4");
    expect(await ctx.db.select().from(s.result).where(eq(s.result.tournamentId, ctx.tournament.id))).toHaveLength(2);
    await play(ctx, "P2-1", "6-1 6-1");

    const matches = await matchesOf(ctx.key);
    const final = matches.get("P2-1")!;
    const entries = await entriesOf(ctx.key);
    const playersOf = (entryId: number | null) => {
      const entry = entries.find((e) => e.id === entryId)!;
      return [entry.player1Id, entry.player2Id];
    };
    const rows = await ctx.db.select().from(s.result).where(eq(s.result.tournamentId, ctx.tournament.id));
    const category3 = rows.filter((r) => r.category === "3ra");
    expect(category3.map((r) => [r.placement, r.player1Id, r.player2Id]).sort()).toEqual(
      [
        ["champion", ...playersOf(final.entryAId)],
        ["runner_up", ...playersOf(final.entryBId)],
        ["semifinal", ...playersOf(matches.get("P1-1")!.entryBId)],
        ["semifinal", ...playersOf(matches.get("P1-2")!.entryBId)],
      ].sort(),
    );
    expect(rows.find((r) => r.id === other.id)).toBeDefined();

    const ranking = await rankingFor({ gender: "Varonil", category: "3ra" });
    const champion = ranking.find((row) => row.playerId === playersOf(final.entryAId)[0]);
    expect(champion).toMatchObject({ points: 100, wins: 1 });
    expect(pairs.some((p) => p.entryId === final.entryAId)).toBe(true);
    // The finalists' titles (player.titles, kept by the database: player-titles.test.ts).
    const titles = async () => {
      const ids = [...playersOf(final.entryAId), ...playersOf(final.entryBId)].map(Number);
      const rows = await ctx.db.select({ id: s.player.id, titles: s.player.titles }).from(s.player);
      return ids.map((id) => rows.find((row) => row.id === id)!.titles);
    };
    expect(await titles()).toEqual([1, 1, 0, 0]);

    // Correcting the final swaps champion and runner-up; clearing it removes the draw's rows.
    await play(ctx, "P2-1", "1-6 1-6");
    const swapped = await ctx.db
      .select()
      .from(s.result)
      .where(and(eq(s.result.tournamentId, ctx.tournament.id), eq(s.result.placement, "champion"), eq(s.result.category, "3ra")));
    expect(swapped.map((r) => r.player1Id)).toEqual([playersOf(final.entryBId)[0]]);
    expect(await titles()).toEqual([0, 0, 1, 1]);
    await clearMatchResult(ctx.actor, ctx.key, { matchId: final.id });
    const left = await ctx.db.select().from(s.result).where(eq(s.result.tournamentId, ctx.tournament.id));
    expect(left.map((r) => r.id)).toEqual([other.id]);
    expect(await titles()).toEqual([0, 0, 0, 0]);
  });
});

describe("one player, one pair per category (issue 31)", () => {
  /** Tomás (an account with his player) registered with Hugo; the registration is confirmed. */
  async function tomasAndHugo(ctx: Awaited<ReturnType<typeof setup>>, status: "confirmada" | "pendiente" = "confirmada") {
    const tomasUser = await f.createUser(ctx.db, { name: "Tomás Salinas" });
    const tomas = await f.createPlayer(ctx.db, { name: "Tomás Salinas", userId: tomasUser.id });
    const hugo = await f.createPlayer(ctx.db, { name: "Hugo Ramos" });
    const registration = await f.createRegistration(ctx.db, {
      tournamentId: ctx.tournament.id,
      userId: tomasUser.id,
      partnerPlayerId: hugo.id,
      status,
    });
    return { tomas, hugo, registration };
  }

  it("adding a pair by hand: refused when a player is in a registered pair, the registered pair itself is let through", async () => {
    const ctx = await setup();
    const { tomas, hugo } = await tomasAndHugo(ctx, "pendiente");
    const ivan = await f.createPlayer(ctx.db, { name: "Iván Ortega" });
    expect(await addEntry(ctx.actor, ctx.key, [ivan.id, hugo.id])).toEqual({
      ok: false,
      message: "Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra",
      status: 409,
    });
    expect(await ctx.db.select().from(s.draw).where(eq(s.draw.tournamentId, ctx.tournament.id))).toEqual([]);
    expect((await addEntry(ctx.actor, ctx.key, [hugo.id, tomas.id])).ok).toBe(true);
    // Another category is another competition.
    expect((await addEntry(ctx.actor, { ...ctx.key, category: "4ta" }, [ivan.id, hugo.id])).ok).toBe(true);
  });

  it("loading registrations: the earliest pair gets the place, a later one with the same player is skipped and named", async () => {
    const ctx = await setup();
    const { hugo } = await tomasAndHugo(ctx);
    const ivanUser = await f.createUser(ctx.db, { name: "Iván Ortega" });
    // Both confirmed (made before the registration rule, or by hand): the import keeps one pair for Hugo.
    await f.createRegistration(ctx.db, {
      tournamentId: ctx.tournament.id,
      userId: ivanUser.id,
      partnerPlayerId: hugo.id,
      status: "confirmada",
    });
    expect(await importRegistrations(ctx.actor, ctx.key)).toEqual({
      ok: true,
      value: { added: 1, skipped: ["Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra"] },
    });
    const [entry] = await entriesOf(ctx.key);
    expect(entry!.player2Id).toBe(hugo.id);
  });

  it("pairing two individual registrations: refused when one of them is already in a pair of the draw", async () => {
    const ctx = await setup();
    const anaUser = await f.createUser(ctx.db, { name: "Ana Sola" });
    const ana = await f.createPlayer(ctx.db, { name: "Ana Sola", userId: anaUser.id, gender: "Femenil" });
    const beaUser = await f.createUser(ctx.db, { name: "Bea Sola" });
    const r1 = await f.createRegistration(ctx.db, { tournamentId: ctx.tournament.id, userId: anaUser.id, status: "confirmada" });
    const r2 = await f.createRegistration(ctx.db, { tournamentId: ctx.tournament.id, userId: beaUser.id, status: "confirmada" });
    const partner = await f.createPlayer(ctx.db, { name: "Carla Pareja" });
    // The organiser put Ana in a pair by hand (her own registration is not the pair's: she is in it once).
    expect((await addEntry(ctx.actor, ctx.key, [ana.id, partner.id])).ok).toBe(false);
    await ctx.db.update(s.registration).set({ status: "cancelada" }).where(eq(s.registration.id, r1.id));
    expect((await addEntry(ctx.actor, ctx.key, [ana.id, partner.id])).ok).toBe(true);
    await ctx.db.update(s.registration).set({ status: "confirmada" }).where(eq(s.registration.id, r1.id));
    expect(await pairRegistrations(ctx.actor, ctx.key, [r1.id, r2.id])).toEqual({
      ok: false,
      message: "Ana Sola ya está inscrita con Carla Pareja en Varonil 3ra",
      status: 409,
    });
    expect(await entriesOf(ctx.key)).toHaveLength(1);
  });
});

describe("withdrawals (issue 31)", () => {
  it("before publishing the pair simply leaves: a draft is made again without it, same draw seed, never removed", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 5);
    expect((await generateDraw(ctx.actor, ctx.key, ctx.db, 42)).ok).toBe(true);
    const outcome = await withdrawEntry(ctx.actor, ctx.key, pairs[4]!.entryId);
    expect(outcome).toEqual({ ok: true, value: { left: true } });
    const row = await drawOf(ctx.key);
    expect(row).toMatchObject({ status: "draft", drawSeed: 42 });
    expect(await entriesOf(ctx.key)).toHaveLength(4);
    const matches = [...(await matchesOf(ctx.key)).values()];
    // 4 pairs: two semifinals and the final, no bye.
    expect(matches.filter((match) => match.bye)).toEqual([]);
    expect(matches).toHaveLength(3);
  });

  it("after publishing the pair's pending match is a W.O. for its rival, who moves on; the draw stays published", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 4);
    await generateDraw(ctx.actor, ctx.key, ctx.db, 42);
    await publishDraw(ctx.actor, ctx.key, ctx.db, { tellPlayers: false });
    const before = await matchesOf(ctx.key);
    const semifinal =
      [...before.values()].find((match) => match.round === 1 && match.entryAId === pairs[0]!.entryId) ?? before.get("P1-1")!;
    const withdrawnId = semifinal.entryAId!;
    const rivalId = semifinal.entryBId!;

    expect(await withdrawEntry(ctx.actor, ctx.key, withdrawnId)).toEqual({ ok: true, value: { left: false, walkovers: 1 } });
    const after = await matchesOf(ctx.key);
    expect(after.get(semifinal.code)).toMatchObject({ winner: "b", score: { kind: "walkover", winner: "team2" } });
    expect(after.get("P2-1")![semifinal.winnerSlot === "a" ? "entryAId" : "entryBId"]).toBe(rivalId);
    expect((await drawOf(ctx.key)).status).toBe("published");
    expect((await entriesOf(ctx.key)).find((entry) => entry.id === withdrawnId)!.withdrawnAt).not.toBeNull();
    expect(await withdrawEntry(ctx.actor, ctx.key, withdrawnId)).toMatchObject({
      ok: false,
      message: "Esa pareja ya se retiró del cuadro",
    });
    // The W.O. is a result: the draw can no longer be unpublished nor drawn again, and the pairs no longer change.
    expect(await unpublishDraw(ctx.actor, ctx.key)).toMatchObject({
      ok: false,
      message: "El cuadro ya tiene resultados: ya no se puede despublicar.",
    });
    expect((await generateDraw(ctx.actor, ctx.key)).ok).toBe(false);
  });

  it("keeps results already played and gives the W.O. of a match whose rival is not known yet once it is", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 4);
    await generateDraw(ctx.actor, ctx.key, ctx.db, 42);
    await publishDraw(ctx.actor, ctx.key, ctx.db, { tellPlayers: false });
    expect((await play(ctx, "P1-1", "6-3 6-4")).ok).toBe(true);
    const winner = (await matchesOf(ctx.key)).get("P1-1")!.entryAId!;

    // The winner of P1-1 withdraws while P1-2 is still to be played: nothing to give yet.
    expect(await withdrawEntry(ctx.actor, ctx.key, winner)).toEqual({ ok: true, value: { left: false, walkovers: 0 } });
    let matches = await matchesOf(ctx.key);
    expect(matches.get("P1-1")).toMatchObject({ winner: "a", score: { kind: "sets" } });
    expect(matches.get("P2-1")!.winner).toBeNull();

    // P1-2 is played: the final is a W.O. at once, the champion is its winner and the placements are written.
    expect((await play(ctx, "P1-2", "6-2 6-2")).ok).toBe(true);
    matches = await matchesOf(ctx.key);
    const final = matches.get("P2-1")!;
    expect(final).toMatchObject({ entryAId: winner, winner: "b", score: { kind: "walkover" } });
    const results = await ctx.db.select().from(s.result).where(eq(s.result.tournamentId, ctx.tournament.id));
    const champion = (await entriesOf(ctx.key)).find((entry) => entry.id === final.entryBId)!;
    expect(results.find((row) => row.placement === "champion")).toMatchObject({ player1Id: champion.player1Id });
  });

  it("unpublishes a draw with no results; adding a pair to a published draw asks to unpublish it first", async () => {
    const ctx = await setup();
    await enterPairs(ctx, 3);
    await generateDraw(ctx.actor, ctx.key, ctx.db, 42);
    expect(await unpublishDraw(ctx.actor, ctx.key)).toMatchObject({ ok: false, message: "El cuadro no está publicado" });
    await publishDraw(ctx.actor, ctx.key, ctx.db, { tellPlayers: false });
    const [p1, p2] = [await f.createPlayer(ctx.db), await f.createPlayer(ctx.db)];
    expect(await addEntry(ctx.actor, ctx.key, [p1.id, p2.id])).toMatchObject({
      ok: false,
      message: "El cuadro está publicado: despublícalo para cambiar las parejas.",
    });
    expect((await matchesOf(ctx.key)).size).toBeGreaterThan(0);
    expect((await unpublishDraw(ctx.actor, ctx.key)).ok).toBe(true);
    expect((await drawOf(ctx.key)).status).toBe("draft");
    expect((await matchesOf(ctx.key)).size).toBeGreaterThan(0);
  });

  it("unpublishing a draw a pair withdrew from (no result yet) makes the draft again without it", async () => {
    const ctx = await setup();
    const pairs = await enterPairs(ctx, 3);
    await generateDraw(ctx.actor, ctx.key, ctx.db, 42);
    await publishDraw(ctx.actor, ctx.key, ctx.db, { tellPlayers: false });
    // 3 pairs: the top seed has a bye and waits in the final, so its withdrawal decides nothing yet.
    const top = (await entriesOf(ctx.key)).find((entry) => entry.seed === 1)!;
    expect(await withdrawEntry(ctx.actor, ctx.key, top.id)).toEqual({ ok: true, value: { left: false, walkovers: 0 } });
    expect((await unpublishDraw(ctx.actor, ctx.key)).ok).toBe(true);
    expect((await entriesOf(ctx.key)).map((entry) => entry.id).sort()).toEqual(
      pairs
        .map((pair) => pair.entryId)
        .filter((id) => id !== top.id)
        .sort(),
    );
    expect([...(await matchesOf(ctx.key)).keys()]).toEqual(["P1-1"]);
  });
});

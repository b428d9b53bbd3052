// A social event's settings and lifecycle (issue 32): the sit-out compensation, the Mexicano pairing rule
// and round 1 by level change what is stored and shown; once a round exists the play settings cannot
// change; a late arrival or an early leaver keeps the played rounds; men-only, women-only and mixed
// events hold at sign-up.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const { action: eventAction, loader: eventLoader } = await import("~/routes/social-event");
const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Entry = import("~/server/social").SocialEntryRow;
type Page = { play: Awaited<ReturnType<typeof social.socialPlay>>; players: Entry[]; waiting: Entry[] };
const actor = (u: { id: string; name: string; role?: string | null }) => u as unknown as Actor;
const slugOf = (event: { id: number; title: string }) => ({ slug: socialEventPath(event).split("/").pop()! });

async function post(event: { id: number; title: string }, form: Record<string, string>, cookie?: string) {
  const answer = await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form }), slugOf(event))));
  await settleChanges();
  return answer;
}

async function page(event: { id: number; title: string }): Promise<Page> {
  return dataOf<Page>(await caught(eventLoader(routeArgs(pageRequest(socialEventPath(event)), slugOf(event)))));
}

const message = (answer: unknown) => dataOf<{ toast: { title: string } }>(answer).toast.title;
const names = (side: readonly { name: string }[]) => side.map((p) => p.name.replace("Jugador ", "")).join("+");
const roundsOf = (play: Page["play"]) =>
  play.rounds.map((r) => [...r.matches.map((m) => `${names(m.team1)} vs ${names(m.team2)}`), `descansan ${names(r.sittingOut) || "-"}`]);

/** An event with `n` players 'Jugador 01'… (their ids in that order), its organiser and the organiser's cookie. */
async function eventWithPlayers(n: number, overrides: Parameters<typeof f.createSocialEvent>[1] = {}) {
  const db = handle.db;
  const organiser = await f.createUser(db, { name: "Organizadora" });
  const event = await f.createSocialEvent(db, { createdBy: organiser.id, title: "Noche social", ...overrides });
  const players = [];
  for (let i = 1; i <= n; i++) {
    const p = await f.createPlayer(db, { name: `Jugador ${String(i).padStart(2, "0")}` });
    await social.addEntry(actor(organiser), event.id, p.id, null);
    players.push(p);
  }
  return { event, organiser, players, cookie: await directSessionCookie(db, organiser) };
}

/** Scores every unscored match of the given rounds: the first side wins 13-11. */
async function scoreRounds(event: { id: number; title: string }, cookie: string, numbers: number[]) {
  for (const r of (await page(event)).play.rounds.filter((round) => numbers.includes(round.number))) {
    for (const m of r.matches) {
      const saved = await post(
        event,
        { intent: "score", matchId: String(m.id), version: String(m.version), points1: "13", points2: "11" },
        cookie,
      );
      expect(message(saved)).toBe("Marcador guardado");
    }
  }
}

/** The edit form's fields for the event as the factory makes it (Americano, 2 courts, 7 rounds, 24 points). */
const editForm = (event: { title: string; clubId: number; date: string }, changes: Record<string, string> = {}) => ({
  intent: "update",
  title: event.title,
  clubId: String(event.clubId),
  date: event.date,
  startTime: "19:30",
  format: "americano",
  courts: "Cancha 1, Cancha 2",
  length: "rondas",
  rounds: "7",
  points: "24",
  playerCap: "10",
  genderMix: "abierto",
  ...changes,
});

describe("the sit-out rule", () => {
  it("is saved from the form and gives a fixed number of points per sit-out instead of the average", async () => {
    const { event, cookie } = await eventWithPlayers(5, { courts: ["Central"], rounds: 5, playerCap: 6 });
    const missing = await post(event, editForm(event, { courts: "Central", rounds: "5", playerCap: "6", sitOutRule: "fijo" }), cookie);
    expect(statusOf(missing)).toBe(400);
    const saved = await post(
      event,
      editForm(event, { courts: "Central", rounds: "5", playerCap: "6", sitOutRule: "fijo", sitOutPoints: "10" }),
      cookie,
    );
    expect(statusOf(saved)).toBe(302);
    const [row] = await handle.db
      .select({ rule: s.socialEvent.sitOutRule, points: s.socialEvent.sitOutPoints })
      .from(s.socialEvent)
      .where(eq(s.socialEvent.id, event.id));
    expect(row).toEqual({ rule: "fijo", points: 10 });
    await post(event, { intent: "start" }, cookie);
    await scoreRounds(event, cookie, [1, 2, 3, 4, 5]);
    // Each player sits out once (10 points, not their average of 11 to 12.5) and plays four matches (13 or 11).
    const standings = (await page(event)).play.standings;
    expect(standings.map((st) => st.points)).toEqual([60, 60, 58, 58, 54]);
    // By name (players level on everything are ordered by id).
    expect(standings.map((st) => [st.name, st.points, st.pointsFor, st.compensation]).sort()).toEqual([
      ["Jugador 01", 58, 48, 10],
      ["Jugador 02", 60, 50, 10],
      ["Jugador 03", 58, 48, 10],
      ["Jugador 04", 54, 44, 10],
      ["Jugador 05", 60, 50, 10],
    ]);
  });
});

describe("a Mexicano's settings", () => {
  it("makes round 1 by level (players without one last) and pairs 1st+4th against 2nd+3rd", async () => {
    const db = handle.db;
    const { event, players, cookie } = await eventWithPlayers(8, { format: "mexicano", rounds: 3 });
    const saved = await post(
      event,
      editForm(event, { format: "mexicano", rounds: "3", mexicanoRule: "1y4-vs-2y3", mexicanoOpening: "nivel" }),
      cookie,
    );
    expect(statusOf(saved)).toBe(302);
    // Levels: 08 highest, then 07, 06, 05, 04, 03, 02; 01 has none (last). Each four in that order plays
    // 1st+4th against 2nd+3rd.
    for (const [i, p] of players.slice(1).entries()) {
      await db.insert(s.playerLevel).values({ playerId: p.id, rating: 1500 + 50 * i, rd: 80, volatility: 0.06, matches: 10 });
    }
    await post(event, { intent: "start" }, cookie);
    expect(roundsOf((await page(event)).play)).toEqual([["08+05 vs 07+06", "04+01 vs 03+02", "descansan -"]]);
    await scoreRounds(event, cookie, [1]);
    // Standings after round 1: the winners (08, 05, 04, 01: 13 points) then the losers (07, 06, 03, 02);
    // partners are level on everything, so their order inside comes from their ids.
    const order = (await page(event)).play.standings.map((st) => st.name.replace("Jugador ", ""));
    expect([order.slice(0, 4).sort(), order.slice(4).sort()]).toEqual([
      ["01", "04", "05", "08"],
      ["02", "03", "06", "07"],
    ]);
    expect(message(await post(event, { intent: "next-round" }, cookie))).toBe("Ronda 2 lista");
    // In each four, 1st+4th against 2nd+3rd.
    const [a, b, c, d, e, f2, g, h] = order;
    expect(roundsOf((await page(event)).play)[1]).toEqual([`${a}+${d} vs ${b}+${c}`, `${e}+${h} vs ${f2}+${g}`, "descansan -"]);
  });
});

describe("editing once play started", () => {
  it("refuses the format, courts, points and rounds and changes nothing, but saves the title and price", async () => {
    const db = handle.db;
    const { event, cookie } = await eventWithPlayers(8);
    await post(event, { intent: "start" }, cookie);
    const before = await db.select().from(s.socialEvent).where(eq(s.socialEvent.id, event.id));
    const rounds = roundsOf((await page(event)).play);
    const changes: Record<string, string>[] = [{ format: "mexicano" }, { courts: "Cancha 1, Cancha 3" }, { points: "21" }, { rounds: "6" }];
    for (const change of changes) {
      const refused = await post(event, editForm(event, { title: "Otro título", ...change }), cookie);
      expect(statusOf(refused)).toBe(400);
      expect(message(refused)).toBe(
        "El evento ya empezó: el formato, las canchas, los puntos por partido y las rondas ya no se pueden cambiar.",
      );
    }
    expect(await db.select().from(s.socialEvent).where(eq(s.socialEvent.id, event.id))).toEqual(before);
    expect(roundsOf((await page(event)).play)).toEqual(rounds);
    const saved = await post(event, editForm(event, { title: "Americano renovado", price: "$200 por persona" }), cookie);
    expect(statusOf(saved)).toBe(302);
    const [row] = await db
      .select({ title: s.socialEvent.title, price: s.socialEvent.price })
      .from(s.socialEvent)
      .where(eq(s.socialEvent.id, event.id));
    expect(row).toEqual({ title: "Americano renovado", price: "$200 por persona" });
    expect(roundsOf((await page({ id: event.id, title: "Americano renovado" })).play)).toEqual(rounds);
  });
});

/** Every round: nobody twice, and everyone of `players` either on court or sitting out. */
function expectValidRounds(play: Page["play"], fromRound: number, players: string[]) {
  for (const r of play.rounds.filter((round) => round.number >= fromRound)) {
    const on = r.matches.flatMap((m) => [...m.team1, ...m.team2]).map((p) => p.name);
    const out = r.sittingOut.map((p) => p.name);
    expect(new Set([...on, ...out]).size).toBe(on.length + out.length);
    expect([...on, ...out].sort()).toEqual([...players].sort());
  }
}

describe("a late arrival and an early leaver in an Americano", () => {
  it("keep the played rounds as stored, regenerate the rest for the new players, and keep the leaver's points", async () => {
    const db = handle.db;
    const { event, players, cookie } = await eventWithPlayers(8);
    const stranger = await directSessionCookie(db, await f.createUser(db));
    const entries = async () => db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id)).orderBy(asc(s.socialEntry.id));
    const leaverEntry = (await entries()).find((e) => e.playerId === players[0]!.id)!;
    expect(message(await post(event, { intent: "withdraw", entryId: String(leaverEntry.id) }, cookie))).toBe(
      "El evento todavía no empieza.",
    );
    await post(event, { intent: "start" }, cookie);
    await scoreRounds(event, cookie, [1, 2]);
    const before = (await page(event)).play;

    expect(statusOf(await post(event, { intent: "withdraw", entryId: String(leaverEntry.id) }, stranger))).toBe(403);
    const withdrawn = await post(event, { intent: "withdraw", entryId: String(leaverEntry.id) }, cookie);
    expect(message(withdrawn)).toBe("Jugador retirado a partir de la ronda 3");
    const afterLeave = await page(event);
    expect(afterLeave.play.rounds.slice(0, 2)).toEqual(before.rounds.slice(0, 2));
    expect(afterLeave.play.rounds).toHaveLength(7);
    const seven = players.slice(1).map((p) => p.name);
    expectValidRounds(afterLeave.play, 3, seven);
    // Seven players on two courts: one match a round, three sit out.
    expect(afterLeave.play.rounds[2]!.matches).toHaveLength(1);
    // The leaver keeps the points of rounds 1 and 2 and stays in the standings and the list, marked.
    const leaver = afterLeave.play.standings.find((st) => st.name === "Jugador 01")!;
    expect([leaver.played, leaver.pointsFor]).toEqual([2, before.standings.find((st) => st.name === "Jugador 01")!.pointsFor]);
    expect(afterLeave.players.find((e) => e.name === "Jugador 01")!.withdrawnFromRound).toBe(3);
    expect(message(await post(event, { intent: "withdraw", entryId: String(leaverEntry.id) }, cookie))).toBe(
      "Ese jugador no está jugando en el evento.",
    );

    const late = await f.createPlayer(db, { name: "Jugador 09" });
    const joined = await post(event, { intent: "join-late", playerId: String(late.id) }, cookie);
    expect(message(joined)).toBe("Jugador añadido a partir de la ronda 3");
    const afterJoin = await page(event);
    expect(afterJoin.play.rounds.slice(0, 2)).toEqual(before.rounds.slice(0, 2));
    expectValidRounds(afterJoin.play, 3, [...seven, "Jugador 09"]);
    expect(afterJoin.play.rounds[2]!.matches).toHaveLength(2);
    expect(message(await post(event, { intent: "join-late", playerId: String(late.id) }, cookie))).toBe(
      "Ese jugador ya está jugando en el evento.",
    );
    const audit = await db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(eq(s.auditLog.entityId, String(event.id)))
      .orderBy(asc(s.auditLog.id));
    expect(audit.map((a) => a.action).filter((a) => a === "social-entry.withdraw" || a === "social-entry.join-late")).toEqual([
      "social-entry.withdraw",
      "social-entry.join-late",
    ]);
  });

  it("refuses a withdrawal that would leave fewer than four players, writing nothing", async () => {
    const { event, cookie } = await eventWithPlayers(4);
    await post(event, { intent: "start" }, cookie);
    const [entry] = await handle.db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id)).limit(1);
    const refused = await post(event, { intent: "withdraw", entryId: String(entry!.id) }, cookie);
    expect(statusOf(refused)).toBe(409);
    expect(message(refused)).toBe("Se necesitan al menos 4 jugadores.");
    const [after] = await handle.db.select().from(s.socialEntry).where(eq(s.socialEntry.id, entry!.id));
    expect(after!.withdrawnFromRound).toBeNull();
  });
});

describe("a late arrival and an early leaver in a Mexicano", () => {
  it("leave the stored round as it is and make the next round with the new set of players", async () => {
    const db = handle.db;
    const { event, players, cookie } = await eventWithPlayers(8, { format: "mexicano", rounds: 3 });
    await post(event, { intent: "start" }, cookie);
    const first = roundsOf((await page(event)).play);
    const [leaver] = await db.select().from(s.socialEntry).where(eq(s.socialEntry.playerId, players[7]!.id));
    expect(message(await post(event, { intent: "withdraw", entryId: String(leaver!.id) }, cookie))).toBe(
      "Jugador retirado a partir de la ronda 2",
    );
    const waiting = await f.createPlayer(db, { name: "Jugador 09" });
    await db.insert(s.socialEntry).values({ eventId: event.id, playerId: waiting.id, waitingPosition: 1 });
    expect(message(await post(event, { intent: "join-late", playerId: String(waiting.id) }, cookie))).toBe(
      "Jugador añadido a partir de la ronda 2",
    );
    expect(roundsOf((await page(event)).play)).toEqual(first);
    await scoreRounds(event, cookie, [1]);
    await post(event, { intent: "next-round" }, cookie);
    const play = (await page(event)).play;
    expect(roundsOf(play)[0]).toEqual(first[0]);
    expectValidRounds(play, 2, [...players.slice(0, 7).map((p) => p.name), "Jugador 09"]);
    const [row] = await db.select().from(s.socialEntry).where(eq(s.socialEntry.playerId, waiting.id));
    expect(row!.waitingPosition).toBeNull();
  });
});

describe("the gender mix at sign-up", () => {
  it("refuses the other gender in men-only and women-only events, and writes nothing", async () => {
    const db = handle.db;
    const organiser = await f.createUser(db);
    const cookie = await directSessionCookie(db, organiser);
    const varonil = await f.createSocialEvent(db, { createdBy: organiser.id, genderMix: "varonil" });
    const woman = await f.createPlayer(db, { gender: "Femenil" });
    const refused = await post(varonil, { intent: "add-entry", playerId: String(woman.id) }, cookie);
    expect(statusOf(refused)).toBe(409);
    expect(message(refused)).toBe("Este evento es varonil: solo pueden anotarse hombres.");
    const femenil = await f.createSocialEvent(db, { createdBy: organiser.id, genderMix: "femenil" });
    const man = await directSessionCookie(db, await f.createUser(db, { gender: "Varonil" }));
    expect(message(await post(femenil, { intent: "sign-up" }, man))).toBe("Este evento es femenil: solo pueden anotarse mujeres.");
    expect(await db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, femenil.id))).toEqual([]);
    expect(statusOf(await post(femenil, { intent: "add-entry", playerId: String(woman.id) }, cookie))).toBe(200);
  });

  it("keeps a mixed event balanced: a third man waits while a woman gets in, and moves up when a man leaves", async () => {
    const db = handle.db;
    const organiser = await f.createUser(db);
    const cookie = await directSessionCookie(db, organiser);
    const event = await f.createSocialEvent(db, { createdBy: organiser.id, genderMix: "mixto", playerCap: 4 });
    const add = async (gender: "Varonil" | "Femenil", name: string) => {
      const p = await f.createPlayer(db, { gender, name });
      return { p, answer: await post(event, { intent: "add-entry", playerId: String(p.id) }, cookie) };
    };
    await add("Varonil", "Hombre 1");
    const second = await add("Varonil", "Hombre 2");
    expect(message(second.answer)).toBe("Jugador añadido");
    const third = await add("Varonil", "Hombre 3");
    expect(dataOf<{ data: { message: string } }>(third.answer).data.message).toBe(
      "Los 2 lugares para hombres ya están ocupados: te anotamos en la lista de espera (lugar 1)",
    );
    expect(message((await add("Femenil", "Mujer 1")).answer)).toBe("Jugador añadido");
    const unknown = await f.createPlayer(db, { gender: null });
    expect(message(await post(event, { intent: "add-entry", playerId: String(unknown.id) }, cookie))).toBe(
      "Este evento es mixto: el perfil del jugador debe decir si juega en varonil o femenil.",
    );
    const [entry] = await db.select().from(s.socialEntry).where(eq(s.socialEntry.playerId, second.p.id));
    await post(event, { intent: "remove-entry", entryId: String(entry!.id) }, cookie);
    const { players, waiting } = await page(event);
    expect(players.map((e) => e.name)).toEqual(["Hombre 1", "Hombre 3", "Mujer 1"]);
    expect(waiting).toEqual([]);
  });
});

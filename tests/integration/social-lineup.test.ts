// Late arrivals and early leavers in the team variants and mixed events (issue 32): a late pair joins from
// the next unplayed round, a pair that leaves keeps its points and plays no later round, the unplayed
// rounds are made again for the pairs; a mixed event's sides stay one man and one woman, at the start, after
// a change and in a Mexicano's next round.
import { eq } from "drizzle-orm";
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
type Ev = { id: number; title: string };
const actor = (u: { id: string; name: string; role?: string | null }) => u as unknown as Actor;
const slugOf = (event: Ev) => ({ slug: socialEventPath(event).split("/").pop()! });

async function post(event: Ev, form: Record<string, string>, cookie?: string) {
  const answer = await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form }), slugOf(event))));
  await settleChanges();
  return answer;
}

async function page(event: Ev): Promise<Page> {
  return dataOf<Page>(await caught(eventLoader(routeArgs(pageRequest(socialEventPath(event)), slugOf(event)))));
}

const message = (answer: unknown) => dataOf<{ toast: { title: string } }>(answer).toast.title;
const sides = (play: Page["play"], from = 1) =>
  play.rounds
    .filter((r) => r.number >= from)
    .flatMap((r) => r.matches.flatMap((m) => [m.team1, m.team2]).map((side) => side.map((p) => p.name)));
const inRound = (play: Page["play"], number: number) => {
  const round = play.rounds.find((r) => r.number === number)!;
  return [...round.matches.flatMap((m) => [...m.team1, ...m.team2]), ...round.sittingOut].map((p) => p.name).sort();
};

async function scoreRounds(event: Ev, cookie: string, numbers: number[]) {
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

async function organiserOf(overrides: Parameters<typeof f.createSocialEvent>[1]) {
  const db = handle.db;
  const organiser = await f.createUser(db, { name: "Organizadora" });
  const event = await f.createSocialEvent(db, { createdBy: organiser.id, title: "Noche social", playerCap: 24, ...overrides });
  return { event, organiser, cookie: await directSessionCookie(db, organiser) };
}

/** Pairs 'A1'+'A2', 'B1'+'B2', … signed up by the organiser. */
async function pairsEvent(count: number, overrides: Parameters<typeof f.createSocialEvent>[1]) {
  const made = await organiserOf(overrides);
  const pairs = [];
  for (let i = 0; i < count; i++) pairs.push(await newPair(String.fromCharCode(65 + i)));
  for (const [a, b] of pairs) await social.addEntry(actor(made.organiser), made.event.id, a.id, b.id);
  return { ...made, pairs };
}

async function newPair(letter: string) {
  return [await f.createPlayer(handle.db, { name: `${letter}1` }), await f.createPlayer(handle.db, { name: `${letter}2` })] as const;
}

const pairOf = (name: string) => name.slice(0, 1);

describe("an Americano por equipos with a late pair and a pair that leaves", () => {
  it("keeps the played rounds, plays the late pair from the next round and the leavers never again, with their points", async () => {
    const db = handle.db;
    const { event, cookie, pairs } = await pairsEvent(4, { format: "americano-equipos", rounds: 5, courts: ["Cancha 1", "Cancha 2"] });
    const stranger = await directSessionCookie(db, await f.createUser(db));
    expect(message(await post(event, { intent: "start" }, cookie))).toBe("¡El evento empezó!");
    await scoreRounds(event, cookie, [1]);
    const before = (await page(event)).play;

    const [e1, e2] = await newPair("E");
    expect(statusOf(await post(event, { intent: "join-late", playerId: String(e1.id), partnerId: String(e2.id) }, stranger))).toBe(403);
    expect(message(await post(event, { intent: "join-late", playerId: String(e1.id) }, cookie))).toBe(
      "Este evento es por equipos: elige a los dos jugadores de la pareja.",
    );
    expect(message(await post(event, { intent: "join-late", playerId: String(e1.id), partnerId: String(pairs[0]![0].id) }, cookie))).toBe(
      "Ese jugador está anotado con otra pareja.",
    );
    const joined = await post(event, { intent: "join-late", playerId: String(e1.id), partnerId: String(e2.id) }, cookie);
    expect(message(joined)).toBe("Pareja añadida a partir de la ronda 2");
    const afterJoin = await page(event);
    expect(afterJoin.play.rounds.slice(0, 1)).toEqual(before.rounds.slice(0, 1));
    expect(afterJoin.play.rounds).toHaveLength(5);
    // Five pairs on two courts: two matches a round, one pair rests; the late pair plays round 2 (it missed round 1).
    for (const n of [2, 3, 4, 5]) {
      expect(inRound(afterJoin.play, n)).toEqual(["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2", "E1", "E2"]);
      expect(afterJoin.play.rounds[n - 1]!.matches).toHaveLength(2);
    }
    expect(afterJoin.play.rounds[1]!.sittingOut.map((p) => p.name)).not.toContain("E1");
    // Partners never change: every side is a signed-up pair.
    expect(sides(afterJoin.play).every(([a, b]) => pairOf(a!) === pairOf(b!))).toBe(true);
    expect(afterJoin.players.filter((p) => p.name.startsWith("E")).map((p) => [p.name, p.pairId !== null])).toEqual([
      ["E1", true],
      ["E2", true],
    ]);

    await scoreRounds(event, cookie, [2]);
    const scored = (await page(event)).play;
    const entryA = afterJoin.players.find((p) => p.name === "A2")!;
    const withdrawn = await post(event, { intent: "withdraw", entryId: String(entryA.id) }, cookie);
    expect(message(withdrawn)).toBe("Pareja retirada a partir de la ronda 3");
    const afterLeave = await page(event);
    expect(afterLeave.play.rounds.slice(0, 2)).toEqual(scored.rounds.slice(0, 2));
    for (const n of [3, 4, 5]) expect(inRound(afterLeave.play, n)).toEqual(["B1", "B2", "C1", "C2", "D1", "D2", "E1", "E2"]);
    expect(afterLeave.players.filter((p) => p.name.startsWith("A")).map((p) => p.withdrawnFromRound)).toEqual([3, 3]);
    const points = (play: Page["play"], name: string) => play.standings.find((st) => st.name === name)!;
    expect([points(afterLeave.play, "A1").pointsFor, points(afterLeave.play, "A1").played]).toEqual([
      points(scored, "A1").pointsFor,
      points(scored, "A1").played,
    ]);
    expect(message(await post(event, { intent: "withdraw", entryId: String(entryA.id) }, cookie))).toBe(
      "Ese jugador no está jugando en el evento.",
    );

    // Back in as the pair they signed up as: the first player's id is enough.
    expect(message(await post(event, { intent: "join-late", playerId: String(pairs[0]![0].id) }, cookie))).toBe(
      "Pareja añadida a partir de la ronda 3",
    );
    expect(inRound((await page(event)).play, 3)).toEqual(["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2", "E1", "E2"]);
  });

  it("refuses to leave fewer than two pairs, writing nothing", async () => {
    const { event, cookie } = await pairsEvent(2, { format: "americano-equipos", rounds: 3, courts: ["Cancha 1"] });
    await post(event, { intent: "start" }, cookie);
    const entry = (await page(event)).players[0]!;
    const refused = await post(event, { intent: "withdraw", entryId: String(entry.id) }, cookie);
    expect([statusOf(refused), message(refused)]).toEqual([409, "Se necesitan al menos 2 parejas."]);
    const rows = await handle.db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id));
    expect(rows.map((r) => r.withdrawnFromRound)).toEqual([null, null, null, null]);
  });
});

describe("a Mexicano por equipos with a pair from the waiting list", () => {
  it("plays the waiting pair from the next round made", async () => {
    const { event, organiser, cookie } = await pairsEvent(2, {
      format: "mexicano-equipos",
      rounds: 4,
      courts: ["Cancha 1", "Cancha 2"],
      playerCap: 4,
    });
    const [c1, c2] = await newPair("C");
    await social.addEntry(actor(organiser), event.id, c1.id, c2.id);
    const waiting = (await page(event)).waiting;
    expect(waiting.map((e) => [e.name, e.waitingPosition])).toEqual([
      ["C1", 1],
      ["C2", 1],
    ]);
    await post(event, { intent: "start" }, cookie);
    expect(message(await post(event, { intent: "join-late", playerId: String(c2.id) }, cookie))).toBe(
      "Pareja añadida a partir de la ronda 2",
    );
    await scoreRounds(event, cookie, [1]);
    expect(message(await post(event, { intent: "next-round" }, cookie))).toBe("Ronda 2 lista");
    const play = (await page(event)).play;
    expect(inRound(play, 1)).toEqual(["A1", "A2", "B1", "B2"]);
    expect(inRound(play, 2)).toEqual(["A1", "A2", "B1", "B2", "C1", "C2"]);
    // Three pairs, one match: the pair that missed round 1 plays.
    expect(play.rounds[1]!.sittingOut.map((p) => p.name)).not.toContain("C1");
  });
});

/** A mixed event: men 'H1'…, women 'M1'…, signed up by the organiser. */
async function mixedEvent(men: number, women: number, overrides: Parameters<typeof f.createSocialEvent>[1]) {
  const made = await organiserOf({ genderMix: "mixto", ...overrides });
  const players = [];
  for (let i = 1; i <= men; i++) players.push(await f.createPlayer(handle.db, { name: `H${i}`, gender: "Varonil" }));
  for (let i = 1; i <= women; i++) players.push(await f.createPlayer(handle.db, { name: `M${i}`, gender: "Femenil" }));
  for (const p of players) await social.addEntry(actor(made.organiser), made.event.id, p.id, null);
  return { ...made, players };
}

const mixedSides = (play: Page["play"], from = 1) =>
  sides(play, from).map((side) =>
    side
      .map((n) => n[0])
      .sort()
      .join(""),
  );

describe("a mixed Americano", () => {
  it("puts one man and one woman on every side, at the start and after a late arrival and a leaver", async () => {
    const { event, cookie, players } = await mixedEvent(5, 5, { format: "americano", rounds: 6, courts: ["Cancha 1", "Cancha 2"] });
    await post(event, { intent: "start" }, cookie);
    const started = (await page(event)).play;
    expect(started.rounds.map((r) => r.matches.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(new Set(mixedSides(started))).toEqual(new Set(["HM"]));
    // Five men and five women, eight play: one man and one woman rest each round, each once in five rounds.
    expect(started.rounds.map((r) => r.sittingOut.map((p) => p.name[0]).join(""))).toEqual(["HM", "HM", "HM", "HM", "HM", "HM"]);
    expect(new Set(started.rounds.slice(0, 5).flatMap((r) => r.sittingOut.map((p) => p.name))).size).toBe(10);

    await scoreRounds(event, cookie, [1]);
    const scored = (await page(event)).play;
    const noBranch = await f.createPlayer(handle.db, { name: "Sin rama", gender: null });
    expect(message(await post(event, { intent: "join-late", playerId: String(noBranch.id) }, cookie))).toBe(
      "Este evento es mixto: el perfil del jugador debe decir si juega en varonil o femenil.",
    );
    const late = await f.createPlayer(handle.db, { name: "M6", gender: "Femenil" });
    expect(message(await post(event, { intent: "join-late", playerId: String(late.id) }, cookie))).toBe(
      "Jugador añadido a partir de la ronda 2",
    );
    const leaver = (await page(event)).players.find((p) => p.name === "H1")!;
    expect(message(await post(event, { intent: "withdraw", entryId: String(leaver.id) }, cookie))).toBe(
      "Jugador retirado a partir de la ronda 2",
    );
    const after = (await page(event)).play;
    expect(after.rounds[0]).toEqual(scored.rounds[0]);
    expect(new Set(mixedSides(after))).toEqual(new Set(["HM"]));
    // Four men and six women: every man plays every round, two women rest.
    for (const r of after.rounds.slice(1)) expect(r.sittingOut.map((p) => p.name[0])).toEqual(["M", "M"]);
    expect(inRound(after, 2)).toEqual(["H2", "H3", "H4", "H5", "M1", "M2", "M3", "M4", "M5", "M6"]);
    expect(players).toHaveLength(10);
  });

  it("refuses a change that leaves fewer than two men", async () => {
    const { event, cookie } = await mixedEvent(2, 3, { format: "americano", rounds: 3, courts: ["Cancha 1"] });
    await post(event, { intent: "start" }, cookie);
    const man = (await page(event)).players.find((p) => p.name === "H1")!;
    const refused = await post(event, { intent: "withdraw", entryId: String(man.id) }, cookie);
    expect([statusOf(refused), message(refused)]).toEqual([409, "Un evento mixto necesita al menos 2 hombres y 2 mujeres."]);
  });
});

describe("a mixed Mexicano", () => {
  it("ranks men and women apart for the next round: the 1st man with the 2nd woman against the 2nd man with the 1st woman", async () => {
    const { event, cookie } = await mixedEvent(2, 2, { format: "mexicano", rounds: 3, courts: ["Cancha 1"] });
    await post(event, { intent: "start" }, cookie);
    const first = (await page(event)).play;
    expect(new Set(mixedSides(first))).toEqual(new Set(["HM"]));
    await scoreRounds(event, cookie, [1]);
    await post(event, { intent: "next-round" }, cookie);
    const play = (await page(event)).play;
    const winners = first.rounds[0]!.matches[0]!.team1.map((p) => p.name).sort();
    const [topMan, topWoman] = winners as [string, string];
    const round2 = play.rounds[1]!.matches[0]!;
    const team1 = round2.team1.map((p) => p.name);
    const team2 = round2.team2.map((p) => p.name);
    // Round 1's winners were first man and first woman: they play against each other now.
    expect(team1).toContain(topMan);
    expect(team2).toContain(topWoman);
    expect(new Set(mixedSides(play))).toEqual(new Set(["HM"]));
  });
});

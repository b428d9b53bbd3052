// Rounds, scores and standings of social events (issue 32): starting an Americano stores its whole
// schedule, scores entered by the organiser make the standings, a stale or doubled save is refused, a
// Mexicano's next round waits for the last one's scores and closes it, and only organisers may do any of it.
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { eventReader } from "./helpers/event-stream";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const { action: eventAction, loader: eventLoader } = await import("~/routes/social-event");
const { loader: streamLoader } = await import("~/routes/api.social-events.$id.live");
const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Play = Awaited<ReturnType<typeof social.socialPlay>>;
const actor = (u: { id: string; name: string; role?: string | null }) => u as unknown as Actor;
const slugOf = (event: { id: number; title: string }) => ({ slug: socialEventPath(event).split("/").pop()! });

async function post(event: { id: number; title: string }, form: Record<string, string>, cookie?: string) {
  const answer = await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form }), slugOf(event))));
  await settleChanges();
  return answer;
}

async function play(event: { id: number; title: string }): Promise<Play> {
  return dataOf<{ play: Play }>(await caught(eventLoader(routeArgs(pageRequest(socialEventPath(event)), slugOf(event))))).play;
}

const message = (answer: unknown) => dataOf<{ toast: { title: string } }>(answer).toast.title;

/** An event with `n` players 'Jugador 1'…, its organiser and the organiser's cookie. */
async function eventWithPlayers(n: number, overrides: Parameters<typeof f.createSocialEvent>[1] = {}) {
  const db = handle.db;
  const organiser = await f.createUser(db, { name: "Organizadora" });
  const event = await f.createSocialEvent(db, { createdBy: organiser.id, title: "Americano del jueves", ...overrides });
  for (let i = 1; i <= n; i++) {
    const p = await f.createPlayer(db, { name: `Jugador ${String(i).padStart(2, "0")}` });
    await social.addEntry(actor(organiser), event.id, p.id, null);
  }
  return { event, organiser, cookie: await directSessionCookie(db, organiser) };
}

const names = (side: readonly { name: string }[]) => side.map((p) => p.name.replace("Jugador ", "")).join("+");

describe("an Americano of 10 players on 2 courts", () => {
  it("stores the whole schedule at the start, takes the organiser's scores and gives literal standings", async () => {
    const db = handle.db;
    const { event, cookie } = await eventWithPlayers(10);
    const stranger = await directSessionCookie(db, await f.createUser(db));
    expect(statusOf(await post(event, { intent: "start" }))).toBe(401);
    expect(statusOf(await post(event, { intent: "start" }, stranger))).toBe(403);
    expect(await play(event)).toEqual({ rounds: [], standings: [], next: null, canAddRound: false, changesFrom: null });

    const started = await post(event, { intent: "start" }, cookie);
    expect(statusOf(started)).toBe(200);
    expect(message(started)).toBe("¡El evento empezó!");
    const [row] = await db.select({ status: s.socialEvent.status }).from(s.socialEvent).where(eq(s.socialEvent.id, event.id));
    expect(row!.status).toBe("en-juego");
    expect(message(await post(event, { intent: "start" }, cookie))).toBe("El evento ya empezó.");

    const schedule = await play(event);
    // Each round: court 1, court 2, who sits out (players by number). Nobody sits out twice before everyone
    // has sat out once (rounds 1 to 5), and nobody plays twice in a round.
    expect(
      schedule.rounds.map((r) => [
        ...r.matches.map((m) => `${m.court}: ${names(m.team1)} vs ${names(m.team2)}`),
        `descansan ${names(r.sittingOut)}`,
      ]),
    ).toEqual([
      ["Cancha 1: 05+07 vs 01+08", "Cancha 2: 04+06 vs 02+03", "descansan 10+09"],
      ["Cancha 1: 01+10 vs 03+06", "Cancha 2: 07+09 vs 02+04", "descansan 05+08"],
      ["Cancha 1: 01+05 vs 10+02", "Cancha 2: 04+09 vs 06+08", "descansan 03+07"],
      ["Cancha 1: 04+07 vs 10+05", "Cancha 2: 01+03 vs 08+09", "descansan 02+06"],
      ["Cancha 1: 03+09 vs 02+05", "Cancha 2: 07+08 vs 10+06", "descansan 01+04"],
      ["Cancha 1: 04+08 vs 01+02", "Cancha 2: 06+07 vs 03+05", "descansan 10+09"],
      ["Cancha 1: 02+09 vs 10+07", "Cancha 2: 01+04 vs 05+06", "descansan 03+08"],
    ]);
    const rests = new Map<string, number>();
    for (const r of schedule.rounds) for (const p of r.sittingOut) rests.set(p.name, (rests.get(p.name) ?? 0) + 1);
    expect([...rests.values()].sort()).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
    // The schedule is stored: reading it again gives the same rounds.
    expect((await play(event)).rounds).toEqual(schedule.rounds);

    // Court 1's first side wins 13-11, court 2's first side loses 10-14, in every round.
    for (const r of schedule.rounds) {
      for (const [i, m] of r.matches.entries()) {
        const [a, b] = i === 0 ? ["13", "11"] : ["10", "14"];
        const saved = await post(event, { intent: "score", matchId: String(m.id), version: "0", points1: a, points2: b }, cookie);
        expect(message(saved)).toBe("Marcador guardado");
      }
    }
    const after = await play(event);
    expect(after.next).toBeNull();
    // Points (sit-outs earn the player's average, to one decimal), matches won, difference; 08 before 03:
    // they are level on all three and 08 beat 03 in round 4.
    expect(after.standings.map((st) => [st.position, st.name, st.points, st.won, st.difference])).toEqual([
      [1, "Jugador 05", 88.7, 4, 8],
      [2, "Jugador 08", 86.8, 3, 4],
      [3, "Jugador 03", 86.8, 3, 4],
      [4, "Jugador 02", 86.3, 3, 4],
      [5, "Jugador 06", 85.2, 3, 2],
      [6, "Jugador 09", 84, 3, 0],
      [7, "Jugador 10", 84, 2, 0],
      [8, "Jugador 04", 81.7, 3, -4],
      [9, "Jugador 01", 79.3, 2, -8],
      [10, "Jugador 07", 78.2, 2, -10],
    ]);

    expect(message(await post(event, { intent: "finish" }, cookie))).toBe("Evento terminado");
    const first = after.rounds[0]!.matches[0]!;
    const late = await post(event, { intent: "score", matchId: String(first.id), version: "1", points1: "12", points2: "12" }, cookie);
    expect(statusOf(late)).toBe(409);
    expect(message(late)).toBe("El evento ya terminó: los marcadores ya no se pueden cambiar.");
  });
});

describe("entering a score", () => {
  it("refuses a stale save and a bad total in Spanish, and two organisers at once do not double a score", async () => {
    const db = handle.db;
    const { event, organiser, cookie } = await eventWithPlayers(8, { title: "Americano de prueba" });
    const second = await f.createUser(db, { name: "Segundo organizador" });
    await db.insert(s.socialEventOrganizer).values({ eventId: event.id, userId: second.id });
    const player = await directSessionCookie(db, await f.createUser(db));
    await post(event, { intent: "start" }, cookie);
    const match = (await play(event)).rounds[0]!.matches[0]!;
    const form = (points1: string, points2: string, version = "0") => ({
      intent: "score",
      matchId: String(match.id),
      version,
      points1,
      points2,
    });

    expect(statusOf(await post(event, form("13", "11"), player))).toBe(403);
    const bad = await post(event, form("13", "10"), cookie);
    expect(statusOf(bad)).toBe(400);
    expect(message(bad)).toBe("El marcador debe sumar 24 puntos");

    expect(statusOf(await post(event, form("13", "11"), cookie))).toBe(200);
    const stale = await post(event, form("15", "9"), await directSessionCookie(db, second));
    expect(statusOf(stale)).toBe(409);
    expect(message(stale)).toBe(
      "Otro organizador guardó este marcador mientras lo editabas. Revisa el marcador actual e inténtalo de nuevo.",
    );
    // Correcting from the current version is allowed while the event is on.
    expect(statusOf(await post(event, form("12", "12", "1"), cookie))).toBe(200);

    // Two saves of the same version at once: one is kept, the other refused.
    const both = await Promise.all([
      social.saveSocialScore(actor(organiser), event.id, { matchId: match.id, version: 2, points1: 14, points2: 10 }),
      social.saveSocialScore(actor(second), event.id, { matchId: match.id, version: 2, points1: 14, points2: 10 }),
    ]);
    await settleChanges();
    expect(both.map((o) => (o.ok ? "guardado" : o.message)).sort()).toEqual([
      "Otro organizador guardó este marcador mientras lo editabas. Revisa el marcador actual e inténtalo de nuevo.",
      "guardado",
    ]);
    const [stored] = await db.select().from(s.socialMatch).where(eq(s.socialMatch.id, match.id));
    expect([stored!.points1, stored!.points2, stored!.version]).toEqual([14, 10, 3]);
    const scoreAudits = await db.select().from(s.auditLog).where(eq(s.auditLog.action, "social-match.score"));
    expect(scoreAudits.filter((a) => a.entityId === String(event.id))).toHaveLength(3);
  });
});

describe("a Mexicano", () => {
  it("makes the next round only when the last one is complete, from the standings, and closes the last one", async () => {
    const db = handle.db;
    const { event, cookie } = await eventWithPlayers(8, { format: "mexicano", title: "Mexicano del viernes", rounds: 2 });
    expect(message(await post(event, { intent: "next-round" }, cookie))).toBe("El evento todavía no empieza.");
    await post(event, { intent: "start" }, cookie);
    // Once it started, the format, the courts and the points stay as the stored rounds were made for.
    const edit = (format: string) => ({
      intent: "update",
      title: event.title,
      clubId: String(event.clubId),
      date: event.date,
      startTime: "19:30",
      format,
      courts: "Cancha 1, Cancha 2",
      length: "rondas",
      rounds: "2",
      points: "24",
      playerCap: "10",
      genderMix: "abierto",
    });
    const locked = await post(event, edit("americano"), cookie);
    expect(statusOf(locked)).toBe(400);
    expect(message(locked)).toBe(
      "El evento ya empezó: el formato, las canchas, los puntos por partido y las rondas ya no se pueden cambiar.",
    );
    expect(statusOf(await post(event, edit("mexicano"), cookie))).toBe(302);
    const first = await play(event);
    expect(first.rounds).toHaveLength(1);
    expect(first.rounds[0]!.matches).toHaveLength(2);
    expect(first.canAddRound).toBe(false);
    const early = await post(event, { intent: "next-round" }, cookie);
    expect(statusOf(early)).toBe(409);
    expect(message(early)).toBe("Faltan marcadores de la ronda 1.");

    const [m1, m2] = first.rounds[0]!.matches;
    await post(event, { intent: "score", matchId: String(m1!.id), version: "0", points1: "20", points2: "4" }, cookie);
    await post(event, { intent: "score", matchId: String(m2!.id), version: "0", points1: "15", points2: "9" }, cookie);
    expect((await play(event)).canAddRound).toBe(true);
    expect(message(await post(event, { intent: "next-round" }, cookie))).toBe("Ronda 2 lista");

    const second = await play(event);
    const byPoints = second.standings.map((st) => st.name);
    // 1st+3rd vs 2nd+4th on the first court, 5th+7th vs 6th+8th on the second.
    expect(second.rounds[1]!.matches.map((m) => [m.team1.map((p) => p.name), m.team2.map((p) => p.name)])).toEqual([
      [
        [byPoints[0], byPoints[2]],
        [byPoints[1], byPoints[3]],
      ],
      [
        [byPoints[4], byPoints[6]],
        [byPoints[5], byPoints[7]],
      ],
    ]);
    expect(second.rounds[0]!.closed).toBe(true);
    expect(second.next!.round).toBe(2);
    expect(second.next!.players.find((p) => p.name === byPoints[0])).toMatchObject({ court: "Cancha 1", partner: byPoints[2] });
    const correction = await post(event, { intent: "score", matchId: String(m1!.id), version: "1", points1: "12", points2: "12" }, cookie);
    expect(message(correction)).toBe("Esa ronda ya cerró: empezó la siguiente.");

    const rounds = await db.select().from(s.socialRound).where(eq(s.socialRound.eventId, event.id)).orderBy(asc(s.socialRound.number));
    expect(rounds.map((r) => [r.number, r.status])).toEqual([
      [1, "terminada"],
      [2, "en-juego"],
    ]);
    for (const m of second.rounds[1]!.matches)
      await post(event, { intent: "score", matchId: String(m.id), version: "0", points1: "12", points2: "12" }, cookie);
    expect(message(await post(event, { intent: "next-round" }, cookie))).toBe("Ya se jugaron todas las rondas. Termina el evento.");
  });
});

describe("the event's live stream", () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  it("sends the page's version on connect and a new one after a score, which the page then shows", async () => {
    const { event, cookie } = await eventWithPlayers(4, { title: "Americano en vivo" });
    await post(event, { intent: "start" }, cookie);
    const page = async () =>
      dataOf<{ live: { eventId: number; version: string } }>(
        await caught(eventLoader(routeArgs(pageRequest(socialEventPath(event)), slugOf(event)))),
      ).live;
    const abort = new AbortController();
    closers.push(() => abort.abort());
    const request = new Request(`http://localhost/api/social-events/${event.id}/live`, { signal: abort.signal });
    const read = eventReader((await streamLoader(routeArgs(request, { id: String(event.id) }))) as Response, "social");
    const before = await page();
    expect(JSON.parse(await read())).toEqual(before);

    const match = (await play(event)).rounds[0]!.matches[0]!;
    await post(event, { intent: "score", matchId: String(match.id), version: "0", points1: "13", points2: "11" }, cookie);
    const after = JSON.parse(await read()) as { eventId: number; version: string };
    expect(after.version).not.toBe(before.version);
    expect(await page()).toEqual(after);

    const missing = await caught(streamLoader(routeArgs(new Request("http://localhost/api/social-events/999999/live"), { id: "999999" })));
    expect(statusOf(missing)).toBe(404);
  });
});

// The scorer's sync endpoint: creation, idempotent appends, gaps, the secret, validation, ownership.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { match, user } from "../../db/schema";
import { getAuth } from "~/server/accounts/auth.server";
import { setDb } from "~/server/infra/db.server";
import { getLiveMatch, hashScorerSecret, listOwnerMatches } from "~/server/score/matches.server";
import { type Club, createClub } from "./factories";
import { useTestDb } from "./helpers/db";
import { callSync, newSecret, pointEvent, pointEvents, settingsFor, startEvent } from "./score-helpers";

const handle = useTestDb();
let club: Club;

beforeAll(async () => {
  setDb(handle);
  club = await createClub(handle.db, { name: "Club Angelópolis" });
});

afterAll(async () => {
  setDb(undefined);
});

async function matchCount() {
  const [row] = await handle.db.select({ n: count() }).from(match);
  return row?.n ?? 0;
}

async function rowOf(id: string) {
  const [row] = await handle.db.select().from(match).where(eq(match.id, id));
  return row;
}

describe("creating and appending", () => {
  it("creates the match on the first sync, keeps only the secret's hash, and scores with the engine", async () => {
    const id = randomUUID();
    const secret = newSecret();
    const events = [startEvent("team2"), ...pointEvents("team1", 5)];
    const { status, json } = await callSync({ id, secret, body: { settings: settingsFor(club.id), from: 0, events, sentAt: Date.now() } });
    expect(status).toBe(200);
    expect(json).toEqual({ length: 6, version: 1 });
    const row = await rowOf(id);
    expect(row?.scorerSecretHash).toBe(hashScorerSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.clubId).toBe(club.id);
    expect((row?.settings as { clubName: string }).clubName).toBe("Club Angelópolis");
    const live = await getLiveMatch(id);
    expect(live?.score.games).toEqual({ team1: 1, team2: 0 });
    expect(live?.score.points).toEqual({ team1: 1, team2: 0 });
    expect(live?.score.server).toBe("team1");
    expect(live?.status).toBe("in_progress");
  });

  it("a retried request changes nothing; later events append from where the server is", async () => {
    const id = randomUUID();
    const secret = newSecret();
    const settings = settingsFor(club.id);
    const first = [startEvent(), pointEvent("team1")];
    const body = { settings, from: 0, events: first, sentAt: Date.now() };
    expect((await callSync({ id, secret, body })).json).toEqual({ length: 2, version: 1 });
    expect((await callSync({ id, secret, body })).json).toEqual({ length: 2, version: 1 });
    // The phone resends an overlapping window: only the new event is appended.
    const next = pointEvent("team2");
    const overlap = await callSync({ id, secret, body: { settings, from: 1, events: [first[1], next], sentAt: Date.now() } });
    expect(overlap.json).toEqual({ length: 3, version: 2 });
    expect((await rowOf(id))?.events).toEqual([...first, next]);
  });

  it("a gap is refused with the server's length, and the phone resends from there (points queued offline)", async () => {
    const id = randomUUID();
    const secret = newSecret();
    const settings = settingsFor(club.id);
    const log = [startEvent(), ...pointEvents("team2", 8)];
    await callSync({ id, secret, body: { settings, from: 0, events: log.slice(0, 2), sentAt: Date.now() } });
    const gap = await callSync({ id, secret, body: { settings, from: 5, events: log.slice(5), sentAt: Date.now() } });
    expect(gap.status).toBe(409);
    expect(gap.json.length).toBe(2);
    const resent = await callSync({ id, secret, body: { settings, from: 2, events: log.slice(2), sentAt: Date.now() } });
    expect(resent.json).toEqual({ length: 9, version: 2 });
    expect((await getLiveMatch(id))?.score.games).toEqual({ team1: 0, team2: 2 });
  });

  it("marks the match finished at the end, and in progress again after an undo", async () => {
    const id = randomUUID();
    const secret = newSecret();
    const settings = settingsFor(club.id);
    const log = [startEvent(), ...pointEvents("team1", 24)];
    await callSync({ id, secret, body: { settings, from: 0, events: log, sentAt: Date.now() } });
    const finished = await rowOf(id);
    expect(finished?.status).toBe("finished");
    expect(finished?.finishedAt).toBeInstanceOf(Date);
    expect((await getLiveMatch(id))?.score.winner).toBe("team1");
    await callSync({ id, secret, body: { settings, from: log.length, events: [{ type: "undo", at: Date.now() }], sentAt: Date.now() } });
    const reopened = await rowOf(id);
    expect(reopened?.status).toBe("in_progress");
    expect(reopened?.finishedAt).toBeNull();
  });

  it("shows the timer on the server's clock whatever the phone's clock says", async () => {
    const id = randomUUID();
    const secret = newSecret();
    const phoneNow = 1_000_000; // the phone's clock is wildly wrong
    const events = [{ type: "start", server: "team1", at: phoneNow - 60_000 }];
    await callSync({ id, secret, body: { settings: settingsFor(club.id), from: 0, events, sentAt: phoneNow } });
    const live = await getLiveMatch(id);
    expect(live?.clock.running).toBe(true);
    expect(live?.clock.elapsedMs).toBeGreaterThanOrEqual(60_000);
    expect(live?.clock.elapsedMs).toBeLessThan(70_000);
  });
});

describe("the scorer's secret", () => {
  it("only the secret that created the match can add to it", async () => {
    const id = randomUUID();
    const settings = settingsFor(club.id);
    await callSync({ id, secret: newSecret(), body: { settings, from: 0, events: [startEvent()], sentAt: Date.now() } });
    const intruder = await callSync({
      id,
      secret: newSecret(),
      body: { settings, from: 1, events: [pointEvent("team2")], sentAt: Date.now() },
    });
    expect(intruder.status).toBe(403);
    expect(intruder.json.error).toBe("No tienes permiso para llevar el marcador de este partido.");
    expect((await rowOf(id))?.events).toHaveLength(1);
  });

  it("a missing or malformed secret is a 401", async () => {
    const body = { settings: settingsFor(club.id), from: 0, events: [], sentAt: Date.now() };
    expect((await callSync({ secret: null, body })).status).toBe(401);
    expect((await callSync({ secret: "short", body })).status).toBe(401);
  });
});

describe("bad input: a clear Spanish error and nothing written", () => {
  it.each([
    ["invalid JSON", { rawBody: "{not json" }, 400, "La petición no es JSON válido."],
    ["a body over the limit", { rawBody: JSON.stringify({ pad: "x".repeat(200_000) }) }, 413, "La petición es demasiado grande."],
    ["a wrong shape", { body: { settings: {}, from: -1, events: "no", sentAt: "hoy" } }, 400, "Los datos del partido no son válidos."],
    ["a non-uuid id", { id: "not-a-uuid", body: {} }, 404, "Partido no encontrado."],
    // Issue 17: 10,000 levels overflowed the stack (a 500); anonymous, since any well-formed secret passes.
    [
      "JSON nested 10,000 levels deep",
      { rawBody: `${"[".repeat(10_000)}${"]".repeat(10_000)}` },
      400,
      "La petición tiene demasiados niveles anidados.",
    ],
    [
      "invalid UTF-8",
      { rawBody: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
      400,
      "La petición contiene caracteres no válidos.",
    ],
  ])("%s", async (_name, call, status, error) => {
    const before = await matchCount();
    const result = await callSync({ secret: newSecret(), ...call });
    expect(result.status).toBe(status);
    expect(result.json.error).toBe(error);
    expect(await matchCount()).toBe(before);
  });

  it("lists the field errors of the settings in Spanish", async () => {
    const settings = { ...settingsFor(club.id), team1: { name: "X", players: ["Ana", ""] } };
    const result = await callSync({ secret: newSecret(), body: { settings, from: 0, events: [], sentAt: Date.now() } });
    expect(result.status).toBe(400);
    expect(result.json.issues).toMatchObject({ settings: expect.arrayContaining(["Escribe el nombre del jugador"]) });
  });

  it("an unknown club, or none (only tournament matches go without one), is refused", async () => {
    const before = await matchCount();
    for (const clubId of [999_999, null]) {
      const result = await callSync({
        secret: newSecret(),
        body: { settings: settingsFor(0, { clubId }), from: 0, events: [], sentAt: Date.now() },
      });
      expect(result).toEqual({ status: 400, json: { error: "El club elegido no existe." } });
    }
    expect(await matchCount()).toBe(before);
  });

  it("an anonymous match that is not shared live is not stored", async () => {
    const before = await matchCount();
    const body = { settings: settingsFor(club.id, { shareLive: false }), from: 0, events: [startEvent()], sentAt: Date.now() };
    const result = await callSync({ secret: newSecret(), body });
    expect(result.status).toBe(403);
    expect(await matchCount()).toBe(before);
  });
});

describe("a signed-in scorer", () => {
  it("owns the matches they score, shared or not, and sees them listed; unshared ones have no public page", async () => {
    const email = `marcadora-${randomUUID()}@example.test`;
    const password = "secreto-123";
    await getAuth().api.signUpEmail({ body: { name: "Marcadora", email, password } });
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signIn = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const privateId = randomUUID();
    const body = {
      settings: settingsFor(club.id, { shareLive: false }),
      from: 0,
      events: [startEvent(), pointEvent("team1")],
      sentAt: Date.now(),
    };
    const created = await callSync({ id: privateId, secret: newSecret(), body, headers: { cookie } });
    expect(created.status).toBe(200);
    const ownerId = (await rowOf(privateId))?.ownerUserId;
    expect(ownerId).toBeTruthy();
    const mine = await listOwnerMatches(ownerId as string);
    expect(mine.map((m) => m.id)).toEqual([privateId]);
    expect(mine[0]).toMatchObject({ shareLive: false, status: "in_progress", score: { points: { team1: 1, team2: 0 } } });
    expect(JSON.stringify(mine)).not.toMatch(/secret/i);
    expect(await getLiveMatch(privateId)).toBeNull();
  });
});

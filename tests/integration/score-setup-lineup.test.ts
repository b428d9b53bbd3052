// Linking the players in Padel Score's setup form (issue 35): the phone sends the four places with the
// match's settings, and the server links them when the match first reaches it, under the same rules as the
// match page's form: a signed-in owner, players who exist, none twice. Nothing of the lineup is kept in the
// settings the live page shows.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { match, matchPlayer } from "../../db/schema";
import { setDb } from "~/server/infra/db.server";
import { getLiveMatch } from "~/server/score/matches.server";
import { type Club, createClub, createPlayer, createUser } from "./factories";
import { directSessionCookie } from "./helpers/app-env";
import { useTestDb } from "./helpers/db";
import { callSync, newSecret, settingsFor, startEvent } from "./score-helpers";

const handle = useTestDb();
let club: Club;
let cookie: string;
let ids: [number, number, number, number];

beforeAll(async () => {
  setDb(handle);
  club = await createClub(handle.db, { name: "Club Angelópolis" });
  cookie = await directSessionCookie(handle.db, await createUser(handle.db));
  const players = [];
  for (let i = 0; i < 4; i++) players.push(await createPlayer(handle.db));
  ids = players.map((p) => p.id) as typeof ids;
});

afterAll(() => setDb(undefined));

const lineupOf = async (id: string) =>
  (await handle.db.select().from(matchPlayer).where(eq(matchPlayer.matchId, id)).orderBy(matchPlayer.team, matchPlayer.position)).map(
    ({ team, position, playerId }) => [team, position, playerId],
  );

const created = async (id: string) => (await handle.db.select({ n: count() }).from(match).where(eq(match.id, id)))[0]!.n;

function sync(id: string, lineup: unknown, signedIn = true) {
  const body = { settings: { ...settingsFor(club.id, { shareLive: true }), lineup }, from: 0, events: [startEvent()], sentAt: Date.now() };
  return callSync({ id, secret: newSecret(), body, headers: signedIn ? { cookie } : {} });
}

describe("players linked in the setup form", () => {
  it("are linked with the match's first sync, team 1's two then team 2's, and left out of its public settings", async () => {
    const id = randomUUID();
    expect((await sync(id, ids)).status).toBe(200);
    expect(await lineupOf(id)).toEqual([
      [1, 1, ids[0]],
      [1, 2, ids[1]],
      [2, 1, ids[2]],
      [2, 2, ids[3]],
    ]);
    const live = await getLiveMatch(id);
    expect(live?.settings).not.toHaveProperty("lineup");
  });

  it("may be only some of the four, or none", async () => {
    const some = randomUUID();
    expect((await sync(some, [ids[0], null, null, ids[3]])).status).toBe(200);
    expect(await lineupOf(some)).toEqual([
      [1, 1, ids[0]],
      [2, 2, ids[3]],
    ]);
    const none = randomUUID();
    expect((await sync(none, [null, null, null, null])).status).toBe(200);
    expect(await lineupOf(none)).toEqual([]);
  });

  it("refuses a player twice, an unknown player, a malformed lineup and an anonymous scorer, creating nothing", async () => {
    const cases: [unknown, boolean, number, unknown][] = [
      [[ids[0], ids[1], ids[2], ids[0]], true, 400, { issues: { settings: ["Un jugador no puede estar dos veces en el partido"] } }],
      [[ids[0], ids[1], ids[2], 99_999_999], true, 400, { error: "Alguno de los jugadores elegidos no existe" }],
      [[ids[0], "dos"], true, 400, { issues: { settings: ["Elige a los jugadores de la lista"] } }],
      [ids, false, 403, { error: "Inicia sesión para elegir a los jugadores del partido" }],
    ];
    for (const [lineup, signedIn, status, answer] of cases) {
      const id = randomUUID();
      const reply = await sync(id, lineup, signedIn);
      expect({ status: reply.status, ...reply.json }).toMatchObject({ status, ...(answer as object) });
      expect(await created(id)).toBe(0);
    }
  });
});

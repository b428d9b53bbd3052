// A player's social events (issue 32): 'Mis eventos sociales' on Padel Score lists the events ahead (date,
// club, link, the waiting list's place) and those played (place and points); the profile counts them
// ('Eventos sociales: 2 · 1 victoria de evento') and lists them too.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { socialEventPath } = await import("~/domain/social-event");
const { clubPath } = await import("~/domain/slugs");
const { loader: scoreLoader } = await import("~/routes/padel-score");
const { loader: playerLoader } = await import("~/routes/player");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Social = import("~/server/social").PlayerSocialEvents;
const actor = (u: { id: string; name: string }) => u as unknown as Actor;

/** An event at `club` with `me` and three more players, started; every match of `me` scored `mine`-`theirs`. */
async function played(
  organiser: { id: string; name: string },
  me: number,
  club: { id: number },
  values: Parameters<typeof f.createSocialEvent>[1],
  mine: number,
  theirs: number,
) {
  const db = handle.db;
  const event = await f.createSocialEvent(db, { createdBy: organiser.id, clubId: club.id, courts: ["Central"], playerCap: 4, ...values });
  await social.addEntry(actor(organiser), event.id, me, null);
  for (let i = 1; i <= 3; i++)
    await social.addEntry(actor(organiser), event.id, (await f.createPlayer(db, { name: `Rival ${i}` })).id, null);
  await social.startSocialEvent(actor(organiser), event.id);
  const rows = await db
    .select({ match: s.socialMatch })
    .from(s.socialMatch)
    .innerJoin(s.socialRound, eq(s.socialRound.id, s.socialMatch.roundId))
    .where(eq(s.socialRound.eventId, event.id));
  for (const { match } of rows) {
    const first = match.team1Player1 === me || match.team1Player2 === me;
    const saved = await social.saveSocialScore(actor(organiser), event.id, {
      matchId: match.id,
      version: 0,
      points1: first ? mine : theirs,
      points2: first ? theirs : mine,
    });
    expect(saved.ok).toBe(true);
  }
  return event;
}

describe("a player's social events", () => {
  it("are listed ahead and played on Padel Score and on the profile, which counts events and event wins", async () => {
    const db = handle.db;
    const organiser = await f.createUser(db, { name: "Organizadora" });
    const user = await f.createUser(db, { name: "Ana Social" });
    const me = await f.createPlayer(db, { name: "Ana Social", userId: user.id });
    const club = await f.createClub(db, { name: "Club Social" });

    const won = await played(
      organiser,
      me.id,
      club,
      { title: "Americano de marzo", date: "2026-03-12", startTime: "19:30", rounds: 3 },
      13,
      11,
    );
    expect(await social.finishSocialEvent(actor(organiser), won.id)).toEqual({ ok: true, value: undefined });
    const ongoing = await played(
      organiser,
      me.id,
      club,
      { title: "Americano de abril", date: "2026-04-09", startTime: "20:00", rounds: 3 },
      10,
      14,
    );

    const ahead = await f.createSocialEvent(db, {
      title: "Americano que viene",
      clubId: club.id,
      createdBy: organiser.id,
      date: "2099-01-07",
      startTime: "19:00",
    });
    await social.addEntry(actor(organiser), ahead.id, me.id, null);
    const full = await f.createSocialEvent(db, {
      title: "Mexicano lleno",
      clubId: club.id,
      createdBy: organiser.id,
      date: "2099-01-08",
      startTime: "20:30",
      playerCap: 4,
    });
    for (let i = 1; i <= 4; i++) await social.addEntry(actor(organiser), full.id, (await f.createPlayer(db)).id, null);
    await social.addEntry(actor(organiser), full.id, me.id, null);
    await settleChanges();

    const clubLink = { name: "Club Social", href: clubPath(club) };
    const expected: Social = {
      upcoming: [
        {
          id: ahead.id,
          title: "Americano que viene",
          href: socialEventPath(ahead),
          when: "Miércoles 7 de enero, 19:00",
          club: clubLink,
          waitingPosition: null,
        },
        {
          id: full.id,
          title: "Mexicano lleno",
          href: socialEventPath(full),
          when: "Jueves 8 de enero, 20:30",
          club: clubLink,
          waitingPosition: 1,
        },
      ],
      played: [
        {
          id: ongoing.id,
          title: "Americano de abril",
          href: socialEventPath(ongoing),
          when: "Jueves 9 de abril, 20:00",
          club: clubLink,
          position: 4,
          players: 4,
          points: 30,
          finished: false,
        },
        {
          id: won.id,
          title: "Americano de marzo",
          href: socialEventPath(won),
          when: "Jueves 12 de marzo, 19:30",
          club: clubLink,
          position: 1,
          players: 4,
          points: 39,
          finished: true,
        },
      ],
      summary: "Eventos sociales: 2 · 1 victoria de evento",
    };

    const cookie = await directSessionCookie(db, user);
    const score = dataOf<{ social: Social | null }>(await caught(scoreLoader(routeArgs(pageRequest("/padel-score", { cookie })))));
    expect(score.social).toEqual(expected);
    const anonymous = dataOf<{ social: Social | null }>(await caught(scoreLoader(routeArgs(pageRequest("/padel-score")))));
    expect(anonymous.social).toBeNull();

    const profile = dataOf<{ social: Social }>(
      await caught(playerLoader(routeArgs(pageRequest(`/padel/${me.handle}`), { username: me.handle! }))),
    );
    expect(profile.social).toEqual(expected);
  });

  it("are read with the same few queries whatever the number of events played", async () => {
    const db = handle.db;
    const organiser = await f.createUser(db, { name: "Organizador Cuatro" });
    const club = await f.createClub(db, { name: "Club Cuatro" });
    const one = await f.createPlayer(db, { name: "Uno Solo" });
    const four = await f.createPlayer(db, { name: "Cuatro Veces" });
    const night = (title: string, date: string) => ({ title, date, startTime: "19:00", rounds: 3 });
    const finish = async (event: { id: number }) => expect((await social.finishSocialEvent(actor(organiser), event.id)).ok).toBe(true);
    await finish(await played(organiser, one.id, club, night("Americano único", "2026-02-05"), 13, 11));
    await finish(await played(organiser, four.id, club, night("Americano uno", "2026-02-05"), 13, 11));
    await finish(await played(organiser, four.id, club, night("Americano dos", "2026-02-12"), 10, 14));
    await finish(await played(organiser, four.id, club, night("Americano tres", "2026-02-19"), 14, 10));
    await played(organiser, four.id, club, night("Americano cuatro", "2026-02-26"), 16, 8);
    await settleChanges();

    const raw = handle.raw as unknown as { query: (...args: unknown[]) => unknown };
    const counted = async (playerId: number) => {
      const spy = vi.spyOn(raw, "query");
      try {
        const events = await social.playerSocialEvents(playerId);
        return { events, queries: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    };
    const single = await counted(one.id);
    const several = await counted(four.id);
    expect(single.events.summary).toBe("Eventos sociales: 1 · 1 victoria de evento");
    expect(several.events.summary).toBe("Eventos sociales: 4 · 2 victorias de evento");
    expect(several.events.played.map((e) => [e.title, e.position, e.players, e.points, e.finished])).toEqual([
      ["Americano cuatro", 1, 4, 48, false],
      ["Americano tres", 1, 4, 42, true],
      ["Americano dos", 4, 4, 30, true],
      ["Americano uno", 1, 4, 39, true],
    ]);
    // The player's entries, then every event's rounds, their matches and their players: four in all.
    expect(several.queries).toBe(4);
    expect(single.queries).toBe(4);
  });

  it("say nothing for a player without events", async () => {
    const lone = await f.createPlayer(handle.db, { name: "Sin Eventos" });
    expect(await social.playerSocialEvents(lone.id)).toEqual({ upcoming: [], played: [], summary: null });
    expect(social.socialSummary(4, 2)).toBe("Eventos sociales: 4 · 2 victorias de evento");
    expect(social.socialSummary(3, 0)).toBe("Eventos sociales: 3");
  });
});

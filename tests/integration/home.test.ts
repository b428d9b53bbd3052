// The home page loader (issue 7): every section, the tournaments pager, and the process cache of the
// slow-changing sections.
import { beforeEach, describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb, pageRequest, routeArgs } from "./helpers/app-env";

configureTestEnv();

const home = await import("~/routes/home");
const { invalidateCache } = await import("~/server/infra/ttl-cache.server");
const f = await import("./factories");

const handle = useAppDb();

beforeEach(() => invalidateCache());

const load = (path = "/", cookie?: string) => home.loader(routeArgs(pageRequest(path, { cookie })));

describe("home loader", () => {
  it("pages upcoming approved tournaments 4 at a time, featured first, then by start date", async () => {
    const t = (days: number, extra: Record<string, unknown> = {}) =>
      f.createTournament(handle.db, { startDate: f.isoDate(days), endDate: f.isoDate(days + 1), ...extra });
    const later = await t(30);
    const soon = await t(3);
    const featuredLate = await t(60, { featured: true });
    const ongoing = await f.createTournament(handle.db, { startDate: f.isoDate(-1), endDate: f.isoDate(1) });
    await t(10, { approved: false });
    await f.createTournament(handle.db, { startDate: f.isoDate(-10), endDate: f.isoDate(-9) });
    const fifth = await t(40);

    const first = await load();
    expect(first.tournaments.items.map((x) => x.id)).toEqual([featuredLate.id, ongoing.id, soon.id, later.id]);
    expect(first.tournaments).toMatchObject({ page: 1, pageCount: 2 });
    const second = await load("/?pagina=2");
    expect(second.tournaments.items.map((x) => x.id)).toEqual([fifth.id]);
    expect((await load("/?pagina=99")).tournaments.page).toBe(2);
    expect((await load("/?pagina=abc")).tournaments.page).toBe(1);
  });

  it("shows the top 5 players by titles and up to 5 featured clubs and trainers", async () => {
    const tournament = await f.createTournament(handle.db, { startDate: f.isoDate(-30), endDate: f.isoDate(-29) });
    const players = await Promise.all(Array.from({ length: 6 }, () => f.createPlayer(handle.db)));
    // Player i wins i + 1 titles (as player 1 of a pair with no partner).
    for (const [i, p] of players.entries()) {
      for (let k = 0; k <= i; k++)
        await f.createResult(handle.db, { tournamentId: tournament.id, player1Id: p.id, player2Id: null, category: `C${i}-${k}` });
    }
    for (let i = 0; i < 6; i++) await f.createClub(handle.db, { featured: true, courts: i + 1 });
    await f.createClub(handle.db, { featured: false, courts: 50 });
    for (let i = 0; i < 6; i++) await f.createCoach(handle.db, { featured: true, classCost: 100 * (i + 1) });

    const data = await load();
    expect(data.topPlayers.map((p) => p.id)).toEqual(
      players
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect(data.topPlayers[0]?.titles).toBe(6);
    expect(data.clubs.map((c) => c.courts)).toEqual([6, 5, 4, 3, 2]);
    expect(data.coaches.map((c) => c.classCost)).toEqual([600, 500, 400, 300, 200]);
  });

  it("serves top players and featured clubs from the cache until it is invalidated", async () => {
    const before = await load();
    const club = await f.createClub(handle.db, { featured: true, courts: 99 });
    expect((await load()).clubs.map((c) => c.id)).toEqual(before.clubs.map((c) => c.id));
    invalidateCache();
    expect((await load()).clubs[0]?.id).toBe(club.id);
  });
});

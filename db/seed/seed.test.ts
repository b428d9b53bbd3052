import { createHash } from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import { rankingWindowStart } from "../../app/domain/ranking";
import { setDb } from "../../app/server/infra/db.server";
import { loadPlaySnapshot } from "../../app/server/play/live-play.server";
import { getLiveMatch } from "../../app/server/score/matches.server";
import { createTestDb, useTestDb } from "../../tests/integration/helpers/db";
import type { Db } from "../client";
import { drawPlacements } from "../../app/domain/draw-progress";
import { formatMatchScore, parseMatchScore } from "../../app/domain/match-result";
import { levelRanking } from "../../app/server/levels";
import { storedMatch } from "../../app/server/play/draw-store.server";
import { drawEntry, drawMatch, result, user } from "../schema/index";
import { PAST_DRAW_RULES } from "./past-draws";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SeedError, seed, seedIfEmpty, type SeedSummary } from "./index";
import { appTables } from "./write";

const NOW = new Date("2026-03-15T18:00:00Z");
const TODAY = mexicoToday(NOW);

const open: { close(): Promise<void> }[] = [];
async function freshDb(): Promise<Db> {
  const handle = await createTestDb();
  open.push(handle);
  return handle.db;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
});

async function rows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`));
  return row?.n ?? 0;
}

/** A digest of every row of every app table, independent of physical row order. */
async function digest(db: Db): Promise<string> {
  const hash = createHash("sha256");
  for (const table of appTables()) {
    const name = getTableName(table);
    const [row] = await rows<{ body: string | null }>(
      db,
      sql.raw(`select string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text) as body from "${name}" t`),
    );
    hash.update(`${name}\n${row?.body ?? ""}\n`);
  }
  return hash.digest("hex");
}

describe("the default seed", () => {
  let db: Db;
  let summary: SeedSummary;
  const handle = useTestDb();
  beforeAll(async () => {
    db = handle.db;
    summary = await seed(db, { now: NOW });
  });

  it("inserts approved upcoming, active and past tournaments relative to now", async () => {
    expect(summary.counts.tournaments).toBe(40);
    expect(summary.counts.players).toBe(300);
    expect(summary.counts.clubs).toBeGreaterThanOrEqual(12);
    expect(summary.counts.coaches).toBe(10);

    const phases = await rows<{ phase: string; n: number }>(
      db,
      sql`select case when end_date < ${TODAY}::date then 'past' when start_date <= ${TODAY}::date then 'active' else 'upcoming' end as phase,
                 count(*)::int as n
          from tournament where approved group by 1 order by 1`,
    );
    expect(phases.map((p) => p.phase)).toEqual(["active", "past", "upcoming"]);
    const [early] = await rows<{ later: number; soon: number }>(
      db,
      sql`select count(*) filter (where start_date > ${addDays(TODAY, 7)}::date)::int as later,
                 count(*) filter (where start_date > ${TODAY}::date and start_date <= ${addDays(TODAY, 7)}::date)::int as soon
          from tournament where approved`,
    );
    expect(early?.later).toBeGreaterThan(0);
    expect(early?.soon).toBeGreaterThan(0);
    const [unapproved] = await rows<{ n: number }>(db, sql`select count(*)::int as n from tournament where not approved`);
    expect(unapproved?.n).toBeGreaterThan(0);
  });

  it("records results inside the 52-week ranking window, by players of the right gender", async () => {
    const [inWindow] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from result r join tournament t on t.id = r.tournament_id
          where t.end_date between ${rankingWindowStart(TODAY)}::date and ${TODAY}::date`,
    );
    expect(inWindow?.n).toBeGreaterThan(100);

    const wrongGender = await rows(
      db,
      sql`select r.id from result r
          join player p1 on p1.id = r.player1_id
          left join player p2 on p2.id = r.player2_id
          where r.category_type in ('Varonil', 'Femenil')
            and (p1.gender <> r.category_type or p2.gender <> r.category_type)`,
    );
    expect(wrongGender).toEqual([]);

    const mixed = await rows<{ g1: string; g2: string | null }>(
      db,
      sql`select p1.gender as g1, p2.gender as g2 from result r
          join player p1 on p1.id = r.player1_id
          left join player p2 on p2.id = r.player2_id
          where r.category_type = 'Mixto'`,
    );
    expect(mixed.length).toBeGreaterThan(0);
    for (const pair of mixed) expect([pair.g1, pair.g2].sort()).toEqual(["Femenil", "Varonil"]);
  });

  it("gives players unique lower-case handles, and leaves some without one", async () => {
    const players = await rows<{ handle: string | null; gender: string }>(db, sql`select handle, gender from player`);
    const handles = players.map((p) => p.handle).filter((h): h is string => h !== null);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9._]{1,30}$/);
    expect(handles.length).toBeLessThan(players.length);
    expect(new Set(players.map((p) => p.gender))).toEqual(new Set(["Varonil", "Femenil"]));
  });

  it("links demo accounts, organisers, club admins, registrations, favourites, sponsors and requests", async () => {
    const [links] = await rows<Record<string, number>>(
      db,
      sql`select
            (select count(*)::int from player p join "user" u on u.id = p.user_id where u.email like '%@padelpuebla.mx') as demo_players,
            (select count(*)::int from tournament_organizer o join "user" u on u.id = o.user_id where u.email = 'organizador@padelpuebla.mx') as organised,
            (select count(*)::int from club_admin a join "user" u on u.id = a.user_id where u.email = 'club@padelpuebla.mx') as administered,
            (select count(distinct status)::int from registration) as registration_statuses,
            (select count(*)::int from registration where partner_player_id is not null) as with_partner,
            (select count(*)::int from favorite) as favorites,
            (select count(*)::int from sponsor where active and title ilike '%dagos%') as dagos,
            (select count(distinct (type, status))::int from request) as request_kinds,
            (select count(*)::int from coach where player_id is not null) as coaches_with_player,
            (select count(*)::int from club_amenity) as amenities`,
    );
    expect(links).toMatchObject({ demo_players: 4, administered: 2, request_kinds: 9, dagos: 1 });
    expect(links?.organised).toBeGreaterThan(0);
    expect(links?.registration_statuses).toBeGreaterThanOrEqual(2);
    expect(links?.with_partner).toBeGreaterThan(0);
    expect(links?.favorites).toBeGreaterThan(0);
    expect(links?.coaches_with_player).toBeGreaterThan(0);
    expect(links?.amenities).toBeGreaterThan(summary.counts.clubs);
  });

  it("runs one tournament in progress with two published draws, an order of play on 4 courts over two days and about half the results", async () => {
    const [play] = await rows<{
      draws: number;
      formats: string;
      courts: number;
      days: number;
      matches: number;
      scheduled: number;
      played: number;
      organised: boolean;
      demoPlays: boolean;
    }>(
      db,
      sql`with active as (select d.* from draw d join tournament t on t.id = d.tournament_id where t.end_date >= ${TODAY}::date),
            active_match as (select m.* from draw_match m join active d on d.id = m.draw_id)
          select
            (select count(*)::int from active where status = 'published') as draws,
            (select string_agg(format || ' ' || category, ', ' order by category) from active) as formats,
            (select count(*)::int from court) as courts,
            (select jsonb_array_length(days) from play_schedule) as days,
            (select count(*)::int from active_match where not bye) as matches,
            (select count(*)::int from active_match where not bye and start_time is not null) as scheduled,
            (select count(*)::int from active_match where score is not null) as played,
            exists (select 1 from tournament_organizer o join active d on d.tournament_id = o.tournament_id where o.user_id = 'demo-organizador') as organised,
            exists (select 1 from draw_entry e join active d on d.id = e.draw_id join player p on p.id in (e.player1_id, e.player2_id) where p.user_id = 'demo-jugador') as "demoPlays"`,
    );
    // 8 pairs: 7 matches; 6 pairs in two groups of 3: 6 group matches and the final.
    expect(play).toEqual({
      draws: 2,
      formats: "elimination 3ra, groups 4ta",
      courts: 4,
      days: 2,
      matches: 14,
      scheduled: 14,
      played: 7,
      organised: true,
      demoPlays: true,
    });
  });

  it("has three of the tournament's matches in play, one a court, scored part of the way on Padel Score", async () => {
    const [active] = await rows<{ id: number }>(
      db,
      sql`select d.tournament_id as id from draw d join tournament t on t.id = d.tournament_id where t.end_date >= ${TODAY}::date limit 1`,
    );
    const snapshot = await loadPlaySnapshot(active!.id, db);
    const slots = await rows<{ id: number; category: string; code: string; court: string; live: string }>(
      db,
      sql`select m.id, d.category, m.code, c.name as court, m.live_match_id as live
          from draw_match m join draw d on d.id = m.draw_id join court c on c.id = m.court_id
          where m.live_match_id is not null order by c.name desc`,
    );
    const inPlay = slots.map(({ id, category, code, court }) => {
      const score = snapshot.scores[id];
      return { category, code, court, sets: score?.sets, games: score?.games, points: score?.points };
    });
    // Semifinal 2 of the 3ra in its second set, and two group matches of the 4ta.
    expect(inPlay).toEqual([
      {
        category: "3ra",
        code: "P2-2",
        court: "Cancha 4",
        sets: [{ a: 6, b: 4, text: "6-4" }],
        games: { a: 2, b: 1 },
        points: { a: "15", b: "0" },
      },
      { category: "4ta", code: "GA-2-1", court: "Cancha 3", sets: [], games: { a: 4, b: 3 }, points: { a: "30", b: "15" } },
      { category: "4ta", code: "GB-3-1", court: "Cancha 2", sets: [], games: { a: 2, b: 1 }, points: { a: "0", b: "15" } },
    ]);
    expect(Object.keys(snapshot.scores).sort()).toEqual(slots.map((slot) => String(slot.id)).sort());

    // Padel Score's live page shows the same match, shared live, taken over by the demo organiser.
    setDb(handle);
    try {
      const live = await getLiveMatch(slots[0]!.live, NOW.getTime());
      expect(live).toMatchObject({ status: "in_progress", score: { games: { team1: 2, team2: 1 } } });
      expect(live?.settings).toMatchObject({ category: "3ra", categoryType: "Varonil", shareLive: true });
    } finally {
      setDb(undefined);
    }
    const [owners] = await rows<{ owners: string }>(db, sql`select string_agg(distinct owner_user_id, ',') as owners from match`);
    expect(owners?.owners).toBe("demo-organizador");
  });

  it("runs three social nights at demo clubs: an Americano finished last week, a Mexicano tonight at round 3, an Americano open next week", async () => {
    const events = await rows<Record<string, unknown>>(
      db,
      sql`select e.title, c.name as club, e.format, e.status, e.date - ${TODAY}::date as "inDays", e.player_cap as cap,
                 (select count(*)::int from social_entry s where s.event_id = e.id and s.waiting_position is null) as "in",
                 (select string_agg(s.waiting_position::text, ',' order by s.waiting_position) from social_entry s where s.event_id = e.id) as waiting,
                 (select string_agg(r.number || ':' || r.status, ' ' order by r.number) from social_round r where r.event_id = e.id) as rounds,
                 (select count(*)::int from social_match m join social_round r on r.id = m.round_id where r.event_id = e.id and m.points1 is not null) as scored,
                 (select count(*)::int from social_match m join social_round r on r.id = m.round_id where r.event_id = e.id and m.points1 is null) as unscored,
                 (select count(*)::int from social_match m join social_round r on r.id = m.round_id
                   where r.event_id = e.id and m.points1 + m.points2 <> e.points_per_match) as "wrongSums",
                 exists (select 1 from social_entry s join player p on p.id = s.player_id where s.event_id = e.id and p.user_id = 'demo-jugador') as "demoPlays",
                 e.created_by = 'demo-organizador' as organised
          from social_event e join club c on c.id = e.club_id order by e.date`,
    );
    expect(events).toEqual([
      {
        title: "Americano social",
        club: "Club de Pádel Cholula",
        format: "americano",
        status: "terminado",
        inDays: -7,
        cap: 12,
        in: 12,
        waiting: null,
        rounds: "1:terminada 2:terminada 3:terminada 4:terminada 5:terminada 6:terminada 7:terminada",
        scored: 21,
        unscored: 0,
        wrongSums: 0,
        demoPlays: true,
        organised: true,
      },
      {
        title: "Mexicano nocturno",
        club: "Padel Center Angelópolis",
        format: "mexicano",
        status: "en-juego",
        inDays: 0,
        cap: 16,
        in: 14,
        waiting: null,
        rounds: "1:terminada 2:terminada 3:en-juego",
        scored: 6,
        unscored: 3,
        wrongSums: 0,
        demoPlays: true,
        organised: true,
      },
      {
        title: "Americano abierto",
        club: "Lomas Pádel & Social",
        format: "americano",
        status: "inscripciones",
        inDays: 7,
        cap: 16,
        in: 16,
        waiting: "1,2",
        rounds: null,
        scored: 0,
        unscored: 0,
        wrongSums: 0,
        demoPlays: false,
        organised: true,
      },
    ]);
    // 14 players on 3 courts: two sit out each round of the Mexicano, never the same two.
    const sitOuts = await rows<{ number: number; out: number }>(
      db,
      sql`select r.number, cardinality(r.sitting_out) as out from social_round r join social_event e on e.id = r.event_id
          where e.format = 'mexicano' order by r.number`,
    );
    expect(sitOuts).toEqual([
      { number: 1, out: 2 },
      { number: 2, out: 2 },
      { number: 3, out: 2 },
    ]);
    const [repeat] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select unnest(r.sitting_out) as id from social_round r join social_event e on e.id = r.event_id
          where e.format = 'mexicano') s group by id order by n desc limit 1`,
    );
    expect(repeat?.n).toBe(1);
  });

  it("gives finished tournaments the draws they were played in, agreeing with their placements, and scores the draws' rules accept", async () => {
    const draws = await rows<{ id: number; format: string; tournament_id: number; category_type: string; category: string }>(
      db,
      sql`select d.id, d.format, d.tournament_id, d.category_type, d.category from draw d join tournament t on t.id = d.tournament_id
          where t.end_date < ${TODAY}::date and d.status = 'published' order by d.id`,
    );
    const matches = await db.select().from(drawMatch);
    const results = await db.select().from(result);
    const entries = new Map((await db.select().from(drawEntry)).map((entry) => [String(entry.id), entry]));
    const pairOf = (entryId: string | undefined) => {
      const entry = entries.get(entryId ?? "");
      return [entry?.player1Id, entry?.player2Id].join();
    };
    let played = 0;
    for (const row of draws) {
      const own = matches.filter((match) => match.drawId === row.id);
      const placements = drawPlacements(own.map(storedMatch));
      const recorded = results.filter(
        (r) => r.tournamentId === row.tournament_id && r.categoryType === row.category_type && r.category === row.category,
      );
      const placed = (placement: string) =>
        recorded
          .filter((r) => r.placement === placement)
          .map((r) => [r.player1Id, r.player2Id].join())
          .sort();
      expect(placed("champion")).toEqual([pairOf(placements?.champion)]);
      expect(placed("runner_up")).toEqual([pairOf(placements?.runnerUp)]);
      expect(placed("semifinal")).toEqual(placements!.semifinalists.map(pairOf).sort());
      for (const match of own.filter((m) => m.score)) {
        expect(parseMatchScore(formatMatchScore(match.score!), PAST_DRAW_RULES)).toEqual({ ok: true, value: match.score });
        played += 1;
      }
    }
    expect({ draws: draws.length, groups: draws.filter((d) => d.format === "groups").length, played }).toEqual({
      draws: 51,
      groups: 8,
      played: 467,
    });
  });

  it("gives about 90 players of each gender a level from five or more matches, spread over the categories", async () => {
    for (const [gender, total] of [
      ["Varonil", 87],
      ["Femenil", 101],
    ] as const) {
      const first = await levelRanking(db, gender, "1", NOW);
      expect(first.total).toBe(total);
      const levels = new Set<string>();
      for (let page = 1; page <= first.pageCount; page++) {
        for (const row of (await levelRanking(db, gender, String(page), NOW)).rows) levels.add(row.level.replace(/^.* · /, ""));
      }
      expect([...levels].sort()).toEqual([
        "juega como 1ra",
        "juega como 2da",
        "juega como 3ra",
        "juega como 4ta",
        "juega como 5ta",
        "juega como 6ta",
        "juega como Open",
      ]);
    }
  });
});

// Each test here seeds whole databases (three in one): over the default 30 s on a busy machine.
describe("seed", { timeout: 120_000 }, () => {
  it("produces identical data for the same seed and now", async () => {
    const [a, b, c] = [await freshDb(), await freshDb(), await freshDb()];
    // A smaller seed than the default (three of them): every part of it, past draws and levels included.
    const size = { players: 120, tournaments: 16 };
    await seed(a, { seed: 11, now: NOW, ...size });
    await seed(b, { seed: 11, now: NOW, ...size });
    await seed(c, { seed: 12, now: NOW, ...size });
    expect(await count(a, "draw_match")).toBeGreaterThan(100);
    expect(await count(a, "level_history")).toBeGreaterThan(400);
    expect(await digest(a)).toBe(await digest(b));
    expect(await digest(a)).not.toBe(await digest(c));
  });

  it("keeps identity sequences ahead of the explicit ids", async () => {
    const db = await freshDb();
    await seed(db, { now: NOW });
    const [club] = await rows<{ id: number }>(db, sql`insert into club (name, slug) values ('Club Nuevo', 'club-nuevo') returning id`);
    expect(club?.id).toBe(await count(db, "club"));
  });

  it("gives the demo accounts their password through the hook, after the data is committed", async () => {
    const db = await freshDb();
    const calls: { email: string | undefined; password: string }[] = [];
    await seed(db, {
      now: NOW,
      createCredential: async (userId, password) => {
        const [found] = await db
          .select({ email: user.email })
          .from(user)
          .where(sql`${user.id} = ${userId}`);
        calls.push({ email: found?.email, password });
      },
    });
    expect(calls).toEqual(DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD })));
  });

  it("writes nothing when an insert fails", async () => {
    const db = await freshDb();
    // Fail on the last table written, after everything else has been inserted.
    await db.execute(
      sql.raw(`create function seed_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'join_signup rejected by test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger seed_test_fail before insert on join_signup
      for each row execute function seed_test_fail()`),
    );
    await expect(seed(db, { now: NOW })).rejects.toThrow(/nothing was written: join_signup rejected by test/);
    for (const table of ["user", "club", "player", "tournament", "result", "registration", "sponsor"]) {
      expect(await count(db, table)).toBe(0);
    }
  });

  it("reports a conflict with existing data as a SeedError", async () => {
    const db = await freshDb();
    await db.insert(user).values({ id: "someone", name: "Ya Existe", email: "admin@padelpuebla.mx" });
    await expect(seed(db, { now: NOW })).rejects.toThrow(SeedError);
    expect(await count(db, "user")).toBe(1);
  });

  it("replaces everything with reset", async () => {
    const db = await freshDb();
    await seed(db, { seed: 3, now: NOW, players: 100, tournaments: 10 });
    const first = await digest(db);
    await seed(db, { seed: 3, now: NOW, players: 100, tournaments: 10, reset: true });
    expect(await digest(db)).toBe(first);
  });

  it("scales up (large mode)", async () => {
    const db = await freshDb();
    const summary = await seed(db, { players: 2000, tournaments: 200, now: NOW });
    expect(await count(db, "player")).toBe(2000);
    expect(await count(db, "tournament")).toBe(200);
    expect(summary.counts.results).toBeGreaterThan(2000);
    expect(summary.counts.registrations).toBeGreaterThan(200);
    expect(await count(db, "result")).toBe(summary.counts.results);
  });
});

describe("seedIfEmpty", () => {
  it("seeds an empty database and leaves a non-empty one alone", async () => {
    const db = await freshDb();
    expect(await seedIfEmpty(db, { now: NOW, players: 50, tournaments: 5 })).toBe(true);
    const before = await digest(db);
    expect(await seedIfEmpty(db, { now: NOW, seed: 99 })).toBe(false);
    expect(await digest(db)).toBe(before);
  });

  it("does not seed when users already entered a player", async () => {
    const db = await freshDb();
    await db.execute(sql`insert into player (name, gender) values ('Jugadora Real', 'Femenil')`);
    expect(await seedIfEmpty(db, { now: NOW })).toBe(false);
    expect(await count(db, "player")).toBe(1);
    expect(await count(db, "tournament")).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { addDays, mexicoToday } from "~/domain/calendar";
import { rankPlayers, type RankingEntry } from "~/domain/ranking";
import { configureTestEnv, useAppDb } from "./helpers/app-env";
import { generator } from "./helpers/random";

configureTestEnv();

const { rankingFor, rankingPageFor, topPlayersByTitles } = await import("~/server/players/rankings.server");
const { moveRankingDay } = await import("~/server/players/ranking-day.server");
const { loadRankingPage } = await import("~/server/players/ranking-page.server");
const { createPlayer, createResult, createTournament } = await import("./factories");

const handle = useAppDb();

const TODAY = "2026-06-15";

describe("rankingFor", () => {
  it("gives the same ranking as rankPlayers() on the same results", async () => {
    const db = handle.db;
    // Pages read the stored totals of TODAY (ADR 0039).
    await moveRankingDay(TODAY, db);
    const random = generator(7);
    // Names chosen to exercise ties, accents and case in the name order.
    const names = ["Ana", "ana", "Álvaro", "Beto", "Zoé", "Óscar", "Carla", "Ñoño", "Nora", "Diego", "Elena", "Íñigo"];
    const players = [];
    for (const name of names) players.push(await createPlayer(db, { name }));
    const categories = ["1ra", "2da", " 1RA ", "Open"];
    const types = ["Varonil", "Femenil", "Mixto"] as const;
    const placements = ["champion", "runner_up", "semifinal"] as const;
    const rows: { tournament: { endDate: string; femepa: boolean; approved: boolean }; result: Record<string, unknown> }[] = [];
    // Window edges, just outside them and the future are all included on purpose.
    const offsets = [0, -1, -364, -365, 1, -30, -200, -400, -100];
    for (let t = 0; t < 27; t++) {
      const endDate = addDays(TODAY, offsets[t % offsets.length]!);
      const tournament = await createTournament(db, {
        startDate: addDays(endDate, -2),
        endDate,
        femepa: random(3) === 0,
        approved: random(6) !== 0,
      });
      const used = new Set<string>();
      for (let r = 0; r < 12; r++) {
        const a = players[random(players.length)]!;
        const b = players[random(players.length)]!;
        const categoryType = types[random(types.length)]!;
        const category = categories[random(categories.length)]!;
        const key = `${categoryType}|${category.trim().toLowerCase()}|${Math.min(a.id, b.id)}|${Math.max(a.id, b.id)}`;
        if (a.id === b.id || used.has(key)) continue;
        used.add(key);
        const single = random(5) === 0;
        const result = {
          tournamentId: tournament.id,
          categoryType,
          category,
          player1Id: a.id,
          player2Id: single ? null : b.id,
          placement: placements[random(placements.length)]!,
        };
        await createResult(db, result);
        rows.push({ tournament, result });
      }
    }

    const nameOf = new Map(players.map((p) => [p.id, p.name]));
    let tiesOnPointsAndWins = 0;
    for (const gender of ["Varonil", "Femenil"] as const) {
      for (const category of ["1ra", "Open", "2da", "6ta"] as const) {
        const entries: RankingEntry[] = [];
        for (const { tournament, result } of rows) {
          if (!tournament.approved || result.categoryType !== gender) continue;
          if ((result.category as string).trim().toLowerCase() !== category.toLowerCase()) continue;
          for (const id of [result.player1Id, result.player2Id]) {
            if (typeof id !== "number") continue;
            entries.push({
              playerId: id,
              name: nameOf.get(id)!,
              placement: result.placement as RankingEntry["placement"],
              femepa: tournament.femepa,
              endDate: tournament.endDate,
            });
          }
        }
        const expected = rankPlayers(entries, TODAY);
        const actual = await rankingFor({ category, gender, today: TODAY }, db);
        expect(actual.map(({ handle: _h, image: _i, gender: _g, ...rest }) => rest)).toEqual(expected);
        for (const limit of [1, 2, 3, 5]) {
          for (let offset = 0; offset <= actual.length; offset += limit) {
            const page = await rankingPageFor({ category, gender, today: TODAY }, offset, limit, db);
            expect(page).toEqual({ total: actual.length, rows: actual.slice(offset, offset + limit) });
          }
        }
        if (category === "1ra" && gender === "Varonil") expect(expected.length).toBeGreaterThan(3);
        tiesOnPointsAndWins += expected.filter(
          (r, i) => i > 0 && r.points === expected[i - 1]!.points && r.wins === expected[i - 1]!.wins,
        ).length;
      }
    }
    expect(tiesOnPointsAndWins).toBeGreaterThan(0);
  });

  it("counts FEMEPA double, ignores unapproved and old tournaments, and keeps positions when searching", async () => {
    const db = handle.db;
    const winner = await createPlayer(db, { name: "José Pérez", handle: "jose_perez_rk" });
    const second = await createPlayer(db, { name: "Luis Ramírez", handle: "luis_rk" });
    const femepa = await createTournament(db, { startDate: addDays(TODAY, -12), endDate: addDays(TODAY, -10), femepa: true });
    const plain = await createTournament(db, { startDate: addDays(TODAY, -12), endDate: addDays(TODAY, -10) });
    const hidden = await createTournament(db, { startDate: addDays(TODAY, -12), endDate: addDays(TODAY, -10), approved: false });
    const old = await createTournament(db, { startDate: addDays(TODAY, -402), endDate: addDays(TODAY, -400) });
    const base = { categoryType: "Femenil", category: "5ta", player2Id: null } as const;
    await createResult(db, { ...base, tournamentId: femepa.id, player1Id: winner.id, placement: "runner_up" });
    await createResult(db, { ...base, tournamentId: plain.id, player1Id: second.id, placement: "champion" });
    await createResult(db, { ...base, tournamentId: hidden.id, player1Id: second.id, placement: "champion" });
    await createResult(db, { ...base, tournamentId: old.id, player1Id: second.id, placement: "champion" });

    const ranking = await rankingFor({ category: "5ta", gender: "Femenil", today: TODAY }, db);
    expect(ranking.map((r) => [r.position, r.name, r.points, r.wins])).toEqual([
      [1, "José Pérez", 120, 0],
      [2, "Luis Ramírez", 100, 1],
    ]);
    const searched = await rankingFor({ category: "5ta", gender: "Femenil", today: TODAY, search: "ramirez" }, db);
    expect(searched.map((r) => [r.position, r.name])).toEqual([[2, "Luis Ramírez"]]);
    expect(await rankingFor({ category: "5ta", gender: "Varonil", today: TODAY }, db)).toEqual([]);
  });
});

describe("rankingPageFor", () => {
  it("reads one page with the positions of the whole ranking, ties ordered by name across page boundaries", async () => {
    const db = handle.db;
    await moveRankingDay(TODAY, db);
    const tournament = await createTournament(db, { startDate: addDays(TODAY, -7), endDate: addDays(TODAY, -5) });
    const base = { tournamentId: tournament.id, categoryType: "Femenil", category: "4ta", player2Id: null } as const;
    // Four players tied on 60 points and no wins: ordered by name without accents or case, then by id.
    for (const [name, placement] of [
      ["beatriz", "runner_up"],
      ["Zaira", "champion"],
      ["Ángela", "runner_up"],
      ["Abel", "semifinal"],
      ["Beatriz", "runner_up"],
      ["Ana", "runner_up"],
    ] as const) {
      const player = await createPlayer(db, { name });
      await createResult(db, { ...base, player1Id: player.id, placement });
    }

    const pages = [];
    for (const offset of [0, 2, 4, 6]) {
      const page = await rankingPageFor({ category: "4ta", gender: "Femenil", today: TODAY }, offset, 2, db);
      pages.push([page.total, page.rows.map((r) => [r.position, r.name, r.points, r.wins])]);
    }
    expect(pages).toEqual([
      [
        6,
        [
          [1, "Zaira", 100, 1],
          [2, "Ana", 60, 0],
        ],
      ],
      [
        6,
        [
          [3, "Ángela", 60, 0],
          [4, "beatriz", 60, 0],
        ],
      ],
      [
        6,
        [
          [5, "Beatriz", 60, 0],
          [6, "Abel", 36, 0],
        ],
      ],
      [6, []],
    ]);
    expect(await rankingPageFor({ category: "4ta", gender: "Varonil", today: TODAY }, 0, 2, db)).toEqual({ total: 0, rows: [] });
  });
});

describe("the ranking page", () => {
  it("shows 50 rows a page with the whole ranking's positions, the last page past the end, and searches the whole ranking", async () => {
    const db = handle.db;
    const today = mexicoToday();
    await moveRankingDay(today, db);
    const tournament = await createTournament(db, { startDate: addDays(today, -3), endDate: addDays(today, -1) });
    const base = { tournamentId: tournament.id, categoryType: "Femenil", category: "3ra", player2Id: null } as const;
    const champion = await createPlayer(db, { name: "Zulema Campeona" });
    await createResult(db, { ...base, player1Id: champion.id, placement: "champion" });
    // 51 players tied on 60 points: the tie crosses the page boundary (positions 2-52).
    for (let i = 51; i >= 1; i--) {
      const player = await createPlayer(db, { name: `Jugadora ${String(i).padStart(2, "0")}` });
      await createResult(db, { ...base, player1Id: player.id, placement: "runner_up" });
    }
    const load = async (query: string) => {
      const page = await loadRankingPage(new Request(`http://localhost/ranking-padel-puebla?category=3ra&gender=femenil${query}`));
      return [page.total, page.pageCount, page.view.page, page.rows.map((r) => [r.position, r.name])];
    };

    const first = await load("");
    expect(first.slice(0, 3)).toEqual([52, 2, 1]);
    expect((first[3] as unknown[]).slice(0, 2)).toEqual([
      [1, "Zulema Campeona"],
      [2, "Jugadora 01"],
    ]);
    expect((first[3] as unknown[]).at(-1)).toEqual([50, "Jugadora 49"]);
    const second = [
      52,
      2,
      2,
      [
        [51, "Jugadora 50"],
        [52, "Jugadora 51"],
      ],
    ];
    expect(await load("&pagina=2")).toEqual(second);
    expect(await load("&pagina=9")).toEqual(second);
    expect(await load("&search=jugadora%2050")).toEqual([1, 1, 1, [[51, "Jugadora 50"]]]);
  });
});

describe("topPlayersByTitles", () => {
  it("orders players by championships of approved tournaments, all-time", async () => {
    const db = handle.db;
    const star = await createPlayer(db, { name: "Zeta Estrella" });
    const partner = await createPlayer(db, { name: "Alfa Pareja" });
    for (let i = 0; i < 40; i++) {
      const tournament = await createTournament(db, { startDate: "2019-01-01", endDate: "2019-01-02" });
      await createResult(db, { tournamentId: tournament.id, player1Id: star.id, player2Id: i < 39 ? partner.id : null });
    }
    const hidden = await createTournament(db, { approved: false });
    await createResult(db, { tournamentId: hidden.id, player1Id: partner.id, player2Id: null });
    await createResult(db, { player1Id: partner.id, player2Id: null, placement: "runner_up" });

    const top = await topPlayersByTitles(2, db);
    expect(top.map((p) => [p.id, p.titles])).toEqual([
      [star.id, 40],
      [partner.id, 39],
    ]);
    expect(top[0]).toMatchObject({ name: "Zeta Estrella", handle: star.handle, gender: "Varonil", image: null });
  });
});

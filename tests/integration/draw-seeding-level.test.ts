// Seeding a draw by level (issue 35): the organiser's option next to ranking points. A pair's level is the
// mean of its two players' ratings (a player without one starts from the category), ties by ranking points;
// the choice is kept with the draw, so making it again (a pair withdrew) seeds the same way.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const { addEntry, withdrawEntry } = await import("~/server/play/draw-entries.server");
const { generateDraw } = await import("~/server/play/draws.server");
const { ratingOfLevel } = await import("~/domain/levels");
const { tournamentSlug } = await import("~/domain/slugs");
const { action } = await import("~/routes/tournament-draw");

const handle = useAppDb();

async function world() {
  const db = handle.db;
  const admin = await f.createAdmin(db);
  const tournament = await f.createTournament(db, {
    title: `Copa Nivel ${f.uniqueSuffix()}`,
    startDate: f.isoDate(-2),
    endDate: f.isoDate(-1),
  });
  const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
  // Levels of each pair's two players (null: no level yet, so 3ra's start, 4.0).
  const levels: [string, number | null, number | null][] = [
    ["Ana", 3.6, 3.8],
    ["Beto", 4.9, 4.5],
    ["Caro", 4.0, null],
    ["Dani", 4.7, 4.7],
    ["Eli", 5.2, 3.2],
  ];
  const entries = new Map<string, number>();
  for (const [name, one, two] of levels) {
    const players = [await f.createPlayer(db, { name: `${name} Uno` }), await f.createPlayer(db, { name: `${name} Dos` })];
    for (const [index, level] of [one, two].entries()) {
      if (level === null) continue;
      await db.insert(s.playerLevel).values({
        playerId: players[index]!.id,
        rating: ratingOfLevel(level),
        rd: 80,
        volatility: 0.04,
        matches: 12,
        lastPlayedAt: new Date(),
      });
    }
    const added = await addEntry(admin, key, [players[0]!.id, players[1]!.id]);
    if (!added.ok) throw new Error(added.message);
    entries.set(name, added.value);
  }
  // Points: Ana's pair won 3ra before, Caro's pair was runner-up, Dani's reached the semifinals.
  const earlier = await f.createTournament(db, { startDate: f.isoDate(-30), endDate: f.isoDate(-29) });
  const [anaOne] = await db
    .select()
    .from(s.drawEntry)
    .where(eq(s.drawEntry.id, entries.get("Ana")!));
  const [caroOne] = await db
    .select()
    .from(s.drawEntry)
    .where(eq(s.drawEntry.id, entries.get("Caro")!));
  await f.createResult(db, { tournamentId: earlier.id, player1Id: anaOne!.player1Id, player2Id: null, placement: "champion" });
  await f.createResult(db, { tournamentId: earlier.id, player1Id: caroOne!.player1Id, player2Id: null, placement: "runner_up" });
  const [daniOne] = await db
    .select()
    .from(s.drawEntry)
    .where(eq(s.drawEntry.id, entries.get("Dani")!));
  await f.createResult(db, { tournamentId: earlier.id, player1Id: daniOne!.player1Id, player2Id: null, placement: "semifinal" });
  const seedOrder = async () => {
    const [row] = await db
      .select()
      .from(s.draw)
      .where(and(eq(s.draw.tournamentId, key.tournamentId), eq(s.draw.categoryType, "Varonil"), eq(s.draw.category, "3ra")));
    const rows = await db.select().from(s.drawEntry).where(eq(s.drawEntry.drawId, row!.id));
    const names = new Map([...entries].map(([name, id]) => [id, name]));
    return {
      seedBy: row!.seedBy,
      order: rows
        .filter((entry) => entry.seed !== null)
        .sort((a, b) => a.seed! - b.seed!)
        .map((entry) => names.get(entry.id)),
    };
  };
  const path = `/torneos-padel-puebla/${tournamentSlug(tournament.title)}/${tournament.id}/cuadros/varonil-3ra`;
  const params = { slug: tournamentSlug(tournament.title), id: String(tournament.id), categoria: "varonil-3ra" };
  return { db, admin, key, entries, seedOrder, path, params };
}

describe("seeding a draw by level", () => {
  it("orders pairs by the mean of their levels, ties by ranking points; by points stays the default", async () => {
    const w = await world();
    expect((await generateDraw(w.admin, w.key, w.db, 7)).ok).toBe(true);
    expect(await w.seedOrder()).toEqual({ seedBy: "points", order: ["Ana", "Caro", "Dani", "Beto", "Eli"] });
    expect((await generateDraw(w.admin, w.key, w.db, 7, "level")).ok).toBe(true);
    // Dani 4.7 and Beto 4.7 (equal: Dani has points, Beto none), Eli 4.2, Caro 4.0 (one player without a level: 3ra's 4.0), Ana 3.7.
    expect(await w.seedOrder()).toEqual({ seedBy: "level", order: ["Dani", "Beto", "Eli", "Caro", "Ana"] });
  });

  it("keeps the choice when the draft is made again without a pair that withdrew", async () => {
    const w = await world();
    expect((await generateDraw(w.admin, w.key, w.db, 7, "level")).ok).toBe(true);
    expect((await withdrawEntry(w.admin, w.key, w.entries.get("Dani")!)).ok).toBe(true);
    expect(await w.seedOrder()).toEqual({ seedBy: "level", order: ["Beto", "Eli", "Caro", "Ana"] });
  });

  it("the organiser's form: 'level' seeds by level, anything else is refused before the draw is touched", async () => {
    const w = await world();
    const cookie = await directSessionCookie(w.db, w.admin);
    const post = (seedBy: string) => action(routeArgs(pageRequest(w.path, { cookie, form: { intent: "generate", seedBy } }), w.params));
    const bad = await post("nivelazo");
    expect(statusOf(bad)).toBe(400);
    expect(JSON.stringify(dataOf(bad))).toContain("Elige cómo preclasificar: por puntos del ranking o por nivel");
    expect((await w.seedOrder()).order).toEqual([]);
    expect(statusOf(await post("level"))).toBe(200);
    expect((await w.seedOrder()).seedBy).toBe("level");
    expect((await w.seedOrder()).order[0]).toBe("Dani");
  });
});

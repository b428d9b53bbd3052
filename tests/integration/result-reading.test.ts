// Results read from the winner's side everywhere (issue 31, docs/product.md §10.2): a semifinal won by the
// pair in slot b, 6-0 6-0 (stored as '0-6 0-6' from slot a's side), is never shown with the losers as the
// subject or as '0-6 0-6', on the draw, the order of play, the scorer's page, the draw's share image or a
// profile; the draw editor's form keeps the score as it is typed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const p = await import("./play-factories");
const { setMatchResult } = await import("~/server/play/draw-results.server");
const { loadDrawView } = await import("~/server/play/draw-page.server");
const { drawOgData } = await import("~/server/share/draw-og.server");
const { loader: orderOfPlayLoader } = await import("~/routes/order-of-play");
const { loader: scoringLoader } = await import("~/routes/padel-score.partido.$id");
const { playedMatches } = await import("~/server/players/player-matches.server");
const { orderOfPlayPath } = await import("~/domain/play");
const { tournamentSlug } = await import("~/domain/slugs");

const handle = useAppDb();

const SENTENCE = "Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0";

async function world() {
  const db = handle.db;
  const organizer = await f.createUser(db);
  const tournament = await f.createTournament(db, { title: `Copa Lectura ${f.uniqueSuffix()}` });
  await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organizer.id });
  // Seeds 1 and 4 meet in the first semifinal: Patricio/Iván in slot a, Tomás/Hugo in slot b.
  const names = ["Patricio Pacheco", "Iván Ortiz", "Ana López", "Bea Ruiz", "Carla Díaz", "Dora Gil", "Tomás Salinas", "Hugo Ramos"];
  const players = [];
  for (const name of names) players.push(await f.createPlayer(db, { name }));
  const rows = await p.createDrawRows(db, { tournamentId: tournament.id, pairs: 4, players });
  const [court] = await p.createScheduleSettings(db, {
    tournamentId: tournament.id,
    courts: ["Cancha 1"],
    days: [{ date: tournament.startDate, start: "09:00", end: "21:00" }],
  });
  const semi = rows.matches.get("P1-1")!;
  await db
    .update(s.drawMatch)
    .set({ courtId: court!.id, day: tournament.startDate, startTime: "10:00" })
    .where(eq(s.drawMatch.id, semi.id));
  const key = { tournamentId: tournament.id, categoryType: "Varonil" as const, category: "3ra" };
  expect(await setMatchResult(organizer, key, { matchId: semi.id, score: "0-6 0-6" })).toEqual({ ok: true, value: undefined });
  return { organizer, tournament, players, semi, key, cookie: await directSessionCookie(db, organizer) };
}

describe("a result won by slot b", () => {
  it("reads 'Tomás Salinas / Hugo Ramos ganan a … 6-0 6-0' on the draw and its share image; the editor types it as stored", async () => {
    const w = await world();
    const view = (await loadDrawView(w.key))!;
    const semi = view.mainRounds[0]!.matches.find((m) => m.id === w.semi.id)!;
    expect(semi).toMatchObject({ winner: "b", score: "6-0 6-0", result: SENTENCE, scoreAsTyped: "0-6 0-6" });
    const og = await drawOgData(w.tournament.title, "Varonil 3ra", view);
    expect(JSON.stringify(og)).toContain('"score":"6-0 6-0"');
    expect(JSON.stringify(og)).not.toContain("0-6");
  });

  it("reads the same on the order of play and the scorer's page", async () => {
    const w = await world();
    const path = orderOfPlayPath(w.tournament);
    const params = { name: tournamentSlug(w.tournament.title), id: String(w.tournament.id) };
    const page = dataOf<{ days: { rows: { cells: { matches: { id: number; score: string | null; result: string | null }[] }[] }[] }[] }>(
      await orderOfPlayLoader(routeArgs(pageRequest(path), params)),
    );
    const shown = page.days.flatMap((d) => d.rows.flatMap((row) => row.cells.flatMap((cell) => cell.matches)));
    expect(shown.find((m) => m.id === w.semi.id)).toMatchObject({ score: "6-0 6-0", result: SENTENCE });

    const scoring = dataOf<{ match: { score: string | null; result: string | null } }>(
      await scoringLoader(routeArgs(pageRequest(`/padel-score/partido/${w.semi.id}`, { cookie: w.cookie }), { id: String(w.semi.id) })),
    );
    expect(scoring.match).toMatchObject({ score: "6-0 6-0", result: SENTENCE });
  });

  it("reads the same on both pairs' profiles", async () => {
    const w = await world();
    for (const player of [w.players[0]!, w.players[6]!]) {
      const [played] = await playedMatches(player.id);
      const text = played!.result.sentence.map((part) => (typeof part === "string" ? part : part.map((x) => x.name).join(" / "))).join("");
      expect([text, played!.result.score, played!.won]).toEqual([SENTENCE, "6-0 6-0", player === w.players[6]]);
    }
  });
});

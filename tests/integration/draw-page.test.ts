// The draw page's loader as visitors meet it: published draws for everyone, drafts only for the
// tournament's editors, unknown categories 404, the canonical address, and the tournament page's links.
import { describe, expect, it } from "vitest";
import {
  caught,
  configureTestEnv,
  dataOf,
  directSessionCookie,
  pageRequest,
  routeArgs as args,
  statusOf,
  useAppDb,
} from "./helpers/app-env";

configureTestEnv();

const f = await import("./factories");
const { loader } = await import("~/routes/tournament-draw");
const { loader: tournamentLoader } = await import("~/routes/tournament");
const { addEntry } = await import("~/server/play/draw-entries.server");
const { DEFAULT_DRAW_SETTINGS, generateDraw, publishDraw, saveDrawSettings } = await import("~/server/play/draws.server");
const { tournamentMatches } = await import("~/server/play/schedule.server");
const { tournamentSlug } = await import("~/domain/slugs");

const handle = useAppDb();

async function drawnTournament() {
  const db = handle.db;
  const admin = await f.createAdmin(db);
  const organizer = await f.createUser(db);
  const tournament = await f.createTournament(db, { title: `Copa Cuadro ${f.uniqueSuffix()}` });
  await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: organizer.id });
  const key = { tournamentId: tournament.id, categoryType: "Femenil" as const, category: "4ta" };
  for (let i = 0; i < 3; i++) {
    const one = await f.createPlayer(db, { name: `Ana ${i}`, gender: "Femenil" });
    const two = await f.createPlayer(db, { name: `Bea ${i}`, gender: "Femenil" });
    await addEntry(admin, key, [one.id, two.id]);
  }
  await generateDraw(admin, key);
  const path = `/torneos-padel-puebla/${tournamentSlug(tournament.title)}/${tournament.id}/cuadros/femenil-4ta`;
  const params = { name: tournamentSlug(tournament.title), id: String(tournament.id), categoria: "femenil-4ta" };
  return { admin, organizer, tournament, key, path, params };
}

type Page = {
  title: string;
  canonical: string;
  canEdit: boolean;
  draw: { status: string; mainRounds: { name: string; matches: { a: { name: string } | null; bye: boolean }[] }[] };
};

describe("draw page", () => {
  it("shows a draft draw to the tournament's organiser only, then to everyone once published", async () => {
    const t = await drawnTournament();
    expect(statusOf(await caught(loader(args(pageRequest(t.path), t.params))))).toBe(404);
    const cookie = await directSessionCookie(handle.db, t.organizer);
    const draft = dataOf<Page>(await loader(args(pageRequest(t.path, { cookie }), t.params)));
    expect(draft.canEdit).toBe(true);
    expect(draft.draw.status).toBe("draft");

    await publishDraw(t.admin, t.key);
    const page = dataOf<Page>(await loader(args(pageRequest(t.path), t.params)));
    expect(page.canEdit).toBe(false);
    expect(page.title).toBe(`Cuadro Femenil 4ta Fuerza | ${t.tournament.title}`);
    expect(page.canonical).toBe(`http://localhost:3000${t.path}`);
    // 3 pairs: a semifinal against a bye for seed 1, then the final.
    expect(page.draw.mainRounds.map((round) => round.name)).toEqual(["Semifinal", "Final"]);
    expect(page.draw.mainRounds[0]!.matches.filter((m) => m.bye)).toHaveLength(1);

    const tournamentPage = dataOf<{ draws: { label: string; href: string }[] }>(
      await tournamentLoader(args(pageRequest(`/torneos-padel-puebla/${t.params.name}/${t.params.id}`), t.params)),
    );
    expect(tournamentPage.draws).toEqual([{ label: "Femenil 4ta Fuerza", href: t.path, status: "Publicado" }]);
  });

  it("numbers group matches in their group on the draw and the order of play; a phone's round tabs have short names (issue 31)", async () => {
    const t = await drawnTournament();
    for (let i = 3; i < 6; i++) {
      const one = await f.createPlayer(handle.db, { name: `Ana ${i}`, gender: "Femenil" });
      const two = await f.createPlayer(handle.db, { name: `Bea ${i}`, gender: "Femenil" });
      await addEntry(t.admin, t.key, [one.id, two.id]);
    }
    expect((await saveDrawSettings(t.admin, t.key, { ...DEFAULT_DRAW_SETTINGS, format: "groups", qualifiersPerGroup: 2 })).ok).toBe(true);
    expect((await generateDraw(t.admin, t.key)).ok).toBe(true);
    await publishDraw(t.admin, t.key);
    const page = dataOf<{
      draw: { groups: { name: string; matches: { label: string }[] }[]; mainRounds: { name: string; tabName: string }[] };
    }>(await loader(args(pageRequest(t.path), t.params)));
    expect(page.draw.groups.map((group) => [group.name, group.matches.map((match) => match.label)])).toEqual([
      ["Grupo A", ["Grupo A · Partido 1", "Grupo A · Partido 2", "Grupo A · Partido 3"]],
      ["Grupo B", ["Grupo B · Partido 1", "Grupo B · Partido 2", "Grupo B · Partido 3"]],
    ]);
    expect(page.draw.mainRounds.map((round) => [round.name, round.tabName])).toEqual([
      ["Semifinal", "Semifinal"],
      ["Final", "Final"],
    ]);
    const played = await tournamentMatches(t.tournament.id, { publishedOnly: true });
    expect(played.filter((match) => match.stage === "group").map((match) => match.label)).toEqual([
      "Grupo A · Partido 1",
      "Grupo B · Partido 1",
      "Grupo A · Partido 2",
      "Grupo B · Partido 2",
      "Grupo A · Partido 3",
      "Grupo B · Partido 3",
    ]);
  });

  it("answers 404 for a category that does not exist and redirects a wrong tournament name", async () => {
    const t = await drawnTournament();
    await publishDraw(t.admin, t.key);
    expect(statusOf(await caught(loader(args(pageRequest(t.path), { ...t.params, categoria: "femenil-9na" }))))).toBe(404);
    const moved = await caught(
      loader(args(pageRequest(t.path.replace(t.params.name, "otro-nombre")), { ...t.params, name: "otro-nombre" })),
    );
    expect(statusOf(moved)).toBe(301);
  });

  it("'Jugadores Inscritos' lists a drawn category's pairs, not its registrations; the editor is told what 'Retirar' does (issue 31)", async () => {
    const t = await drawnTournament();
    const db = handle.db;
    const carla = await f.createUser(db, { name: "Carla Sin Cuadro", gender: "Femenil" });
    await f.createRegistration(db, {
      tournamentId: t.tournament.id,
      userId: carla.id,
      categoryType: "femenil",
      category: "4ta",
      status: "confirmada",
    });
    const other = await f.createUser(db, { name: "Dana Otra Categoría", gender: "Femenil" });
    await f.createRegistration(db, {
      tournamentId: t.tournament.id,
      userId: other.id,
      categoryType: "femenil",
      category: "3ra",
      status: "confirmada",
    });
    const listed = async () =>
      dataOf<{ registrations: { category: string; userName: string; partner: { name: string } | null }[] }>(
        await tournamentLoader(args(pageRequest(`/torneos-padel-puebla/${t.params.name}/${t.params.id}`), t.params)),
      ).registrations.map((row) => `${row.category}: ${row.userName} / ${row.partner?.name ?? "-"}`);
    expect((await listed()).sort()).toEqual([
      "3ra: Dana Otra Categoría / -",
      "4ta: Ana 0 / Bea 0",
      "4ta: Ana 1 / Bea 1",
      "4ta: Ana 2 / Bea 2",
    ]);

    await publishDraw(t.admin, t.key);
    const cookie = await directSessionCookie(db, t.organizer);
    const page = dataOf<{ draw: { entries: { entryId: number; seed: number }[]; withdrawalNotes: Record<number, string> } }>(
      await loader(args(pageRequest(t.path, { cookie }), t.params)),
    );
    const second = page.draw.entries.find((entry) => entry.seed === 2)!;
    expect(page.draw.withdrawalNotes[second.entryId]).toMatch(
      /^Sus partidos pendientes quedan W\.O\. a favor de la pareja rival: Semifinal 2 contra Ana \d \/ Bea \d\. Los resultados ya jugados se mantienen/,
    );
    const top = page.draw.entries.find((entry) => entry.seed === 1)!;
    expect(page.draw.withdrawalNotes[top.entryId]).toContain("Final (rival por definir)");
    // The public page does not carry them.
    const visitor = dataOf<{ draw: { withdrawalNotes: Record<number, string> } }>(await loader(args(pageRequest(t.path), t.params)));
    expect(visitor.draw.withdrawalNotes).toEqual({});
  });
});

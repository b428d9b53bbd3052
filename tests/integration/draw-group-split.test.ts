// The organiser's number of groups or group size per category (issue 31 item 6), posted through the draw
// page's 'Formato y reglas' form as the browser does: a split the pairs entered cannot make is refused in
// Spanish and changes nothing; a valid one is the split the draw is made with.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, directSessionCookie, pageRequest, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const f = await import("./factories");
const drawRoute = await import("~/routes/tournament-draw");
const { invoke, strings } = await import("./helpers/invoke");
const { addEntry } = await import("~/server/play/draw-entries.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const { tournamentSlug } = await import("~/domain/slugs");
await import("~/server/background.server");

const handle = useAppDb();

const GROUPS = { intent: "settings", format: "groups", qualifiersPerGroup: "1", numberOfSets: "3", deuceRule: "golden", tieBreak: "on" };

async function category(pairs: number) {
  const db = handle.db;
  const admin = await f.createAdmin(db);
  const organiser = await f.createUser(db);
  const t = await f.createTournament(db, { title: `Copa Grupos ${f.uniqueSuffix()}`, approved: true });
  await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
  const key = { tournamentId: t.id, categoryType: "Varonil" as const, category: "3ra" };
  const addPairs = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const one = await f.createPlayer(db, { name: `Uno ${f.uniqueSuffix()}` });
      const two = await f.createPlayer(db, { name: `Dos ${f.uniqueSuffix()}` });
      const added = await addEntry(admin, key, [one.id, two.id]);
      if (!added.ok) throw new Error(added.message);
    }
  };
  await addPairs(pairs);
  const path = `/torneos-padel-puebla/${tournamentSlug(t.title)}/${t.id}/cuadros/varonil-3ra`;
  const params = { name: tournamentSlug(t.title), id: String(t.id), categoria: "varonil-3ra" };
  const postAs = async (cookie: string, form: Record<string, string>) => {
    const outcome = await invoke(drawRoute.action as never, pageRequest(path, { cookie, form }), params);
    await settleChanges();
    return outcome;
  };
  const organiserCookie = await directSessionCookie(db, organiser);
  const post = (form: Record<string, string>) => postAs(organiserCookie, form);
  const drawRow = async () => {
    const [row] = await db
      .select()
      .from(s.draw)
      .where(and(eq(s.draw.tournamentId, t.id), eq(s.draw.categoryType, "Varonil"), eq(s.draw.category, "3ra")));
    return row;
  };
  /** The pairs in each group of the draw made, by group code. */
  const groupSizes = async () => {
    const row = await drawRow();
    const matches = row ? await db.select().from(s.drawMatch).where(eq(s.drawMatch.drawId, row.id)) : [];
    const groups = new Map<string, Set<number>>();
    for (const match of matches.filter((m) => m.stage === "group")) {
      const group = groups.get(match.groupCode!) ?? new Set();
      for (const entry of [match.entryAId, match.entryBId]) if (entry) group.add(entry);
      groups.set(match.groupCode!, group);
    }
    return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([code, entries]) => [code, entries.size]));
  };
  const matchIds = async () => {
    const row = await drawRow();
    if (!row) return [];
    const rows = await db.select({ id: s.drawMatch.id, code: s.drawMatch.code }).from(s.drawMatch).where(eq(s.drawMatch.drawId, row.id));
    return rows.map((match) => `${match.code}:${match.id}`).sort();
  };
  return { db, t, key, post, postAs, drawRow, groupSizes, matchIds, addPairs };
}

describe("number of groups or group size (issue 31)", () => {
  it("10 pairs in 3 groups: the draw is made in groups of 4, 3 and 3, with the knockout after them", async () => {
    const c = await category(10);
    const saved = await c.post({ ...GROUPS, groupSplit: "count:3" });
    expect(saved.status).toBe(200);
    expect(strings(saved.payload)).toContain("Formato guardado");
    expect(await c.drawRow()).toMatchObject({ format: "groups", groupCount: 3, groupSize: null });
    expect((await c.post({ intent: "generate", seedBy: "points" })).status).toBe(200);
    expect(await c.groupSizes()).toEqual({ A: 4, B: 3, C: 3 });
    const row = (await c.drawRow())!;
    const knockout = await c.db
      .select()
      .from(s.drawMatch)
      .where(and(eq(s.drawMatch.drawId, row.id), eq(s.drawMatch.stage, "main")));
    // 3 group winners in a draw of 4: the top winner has a bye, then the final.
    expect(knockout.map((match) => match.code).sort()).toEqual(["P1-1", "P1-2", "P2-1"]);
  });

  it("groups of 5 for 10 pairs, and back to the automatic split", async () => {
    const c = await category(10);
    expect((await c.post({ ...GROUPS, groupSplit: "size:5" })).status).toBe(200);
    await c.post({ intent: "generate", seedBy: "points" });
    expect(await c.groupSizes()).toEqual({ A: 5, B: 5 });
    // Another split removes the draft draw, to be made again with it.
    expect((await c.post({ ...GROUPS, groupSplit: "auto" })).status).toBe(200);
    expect(await c.drawRow()).toMatchObject({ status: "entries", groupCount: null, groupSize: null });
    expect(await c.groupSizes()).toEqual({});
    await c.post({ intent: "generate", seedBy: "points" });
    expect(await c.groupSizes()).toEqual({ A: 4, B: 3, C: 3 });
  });

  it("refuses 4 groups for 7 pairs in Spanish and changes nothing", async () => {
    const c = await category(7);
    expect((await c.post({ ...GROUPS, groupSplit: "count:2" })).status).toBe(200);
    await c.post({ intent: "generate", seedBy: "points" });
    const before = { row: await c.drawRow(), matches: await c.matchIds() };
    expect(await c.groupSizes()).toEqual({ A: 4, B: 3 });

    const refused = await c.post({ ...GROUPS, qualifiersPerGroup: "2", numberOfSets: "1", groupSplit: "count:4" });
    expect(refused.status).toBe(400);
    expect(strings(refused.payload)).toContain("Con 7 parejas no se pueden formar 4 grupos de al menos 3");
    const groupsOf5 = await c.post({ ...GROUPS, groupSplit: "size:5" });
    expect(groupsOf5.status).toBe(400);
    expect(strings(groupsOf5.payload)).toContain("Con 7 parejas no se pueden formar grupos de 5: elige otro tamaño o el número de grupos");
    expect({ row: await c.drawRow(), matches: await c.matchIds() }).toEqual(before);
  });

  it("refuses a choice the form cannot send", async () => {
    const c = await category(10);
    const before = await c.drawRow();
    for (const groupSplit of ["count:43", "count:0", "size:6", "grupos", "count:3x"]) {
      const refused = await c.post({ ...GROUPS, groupSplit });
      expect(refused.status).toBe(400);
      expect(strings(refused.payload)).toContain("Elige cuántos grupos o de cuántas parejas");
    }
    expect(await c.drawRow()).toEqual(before);
  });

  it("refuses to make the draw when the pairs entered since no longer fit the choice, and makes nothing", async () => {
    const c = await category(10);
    expect((await c.post({ ...GROUPS, groupSplit: "count:2" })).status).toBe(200);
    await c.addPairs(1);
    const refused = await c.post({ intent: "generate", seedBy: "points" });
    expect(refused.status).toBe(400);
    expect(strings(refused.payload)).toContain("Con 11 parejas no se pueden formar 2 grupos de 5 como máximo");
    expect(await c.drawRow()).toMatchObject({ status: "entries", drawSeed: null });
    expect(await c.matchIds()).toEqual([]);
  });

  it("an elimination draw keeps no split", async () => {
    const c = await category(10);
    expect((await c.post({ ...GROUPS, format: "elimination", groupSplit: "count:3" })).status).toBe(200);
    expect(await c.drawRow()).toMatchObject({ format: "elimination", groupCount: null, groupSize: null });
  });

  it("only the tournament's editors may choose it", async () => {
    const c = await category(10);
    const player = await f.createUser(c.db);
    const otherOrganiser = await f.createUser(c.db);
    const other = await f.createTournament(c.db, { title: `Otra Copa ${f.uniqueSuffix()}`, approved: true });
    await f.createTournamentOrganizer(c.db, { tournamentId: other.id, userId: otherOrganiser.id });
    const form = { ...GROUPS, groupSplit: "count:3" };
    const before = await c.drawRow();
    expect((await c.postAs("", form)).status).toBe(401);
    expect((await c.postAs(await directSessionCookie(c.db, player), form)).status).toBe(403);
    expect((await c.postAs(await directSessionCookie(c.db, otherOrganiser), form)).status).toBe(403);
    expect(await c.drawRow()).toEqual(before);
    const admin = await f.createAdmin(c.db);
    expect((await c.postAs(await directSessionCookie(c.db, admin), form)).status).toBe(200);
    expect(await c.drawRow()).toMatchObject({ groupCount: 3 });
  });
});

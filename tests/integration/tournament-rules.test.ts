// Rules the server enforces on the tournament page whatever the form sends (issue 16): the registration's
// category type follows the genders (docs/product.md §4.3), winners are removed by administrators only (§4.5),
// any signed-in player adds a partner who is not on the site yet (docs/product.md §4.3).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, statusOf, routeArgs as args, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";
import { shown } from "./helpers/invoke";

configureTestEnv();

const { action: detailAction, loader: detailLoader } = await import("~/routes/tournament");
const { mexicoToday, addDays } = await import("~/domain/calendar");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

type Answer = {
  ok: boolean;
  result?: { error?: Record<string, string[]> };
  data?: { id: number; name: string; gender: string | null; handle: string | null };
};

function post(t: { id: number; title: string }, fields: Record<string, string>, cookie?: string) {
  const path = tournamentPath(t);
  return caught(detailAction(args(pageRequest(path, { cookie, form: fields }), { name: path.split("/")[2]!, id: String(t.id) })));
}

const openTournament = () =>
  f.createTournament(handle.db, { fee: "$800", startDate: addDays(mexicoToday(), 20), endDate: addDays(mexicoToday(), 21) });
const registrationsOf = (tournamentId: number) =>
  handle.db.select().from(s.registration).where(eq(s.registration.tournamentId, tournamentId));

describe("registration category type follows the genders (000 §4)", () => {
  it("refuses a man registering alone in Femenil with a Spanish message and writes nothing", async () => {
    const t = await openTournament();
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db, { gender: "Varonil" }));
    const answer = await post(t, { intent: "register", registrationType: "individual", categoryType: "femenil", category: "3ra" }, cookie);
    expect(statusOf(answer)).toBe(400);
    expect(shown(dataOf(answer)).message).toBe("No puedes inscribirte en la categoría Femenil: no corresponde a tu género (Varonil).");
    expect(dataOf<Answer>(answer).result?.error?.categoryType).toEqual([
      "No puedes inscribirte en la categoría Femenil: no corresponde a tu género (Varonil).",
    ]);
    expect(await registrationsOf(t.id)).toEqual([]);
  });

  it("refuses Mixto without a partner (alone, the player's own gender's type) and writes nothing", async () => {
    const t = await f.createTournament(handle.db, {
      fee: "$800",
      startDate: addDays(mexicoToday(), 20),
      endDate: addDays(mexicoToday(), 21),
      categoriesMixed: ["Todas"],
    });
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db, { gender: "Femenil" }));
    const answer = await post(t, { intent: "register", registrationType: "individual", categoryType: "mixto", category: "B" }, cookie);
    expect(statusOf(answer)).toBe(400);
    expect(shown(dataOf(answer)).message).toBe("Para inscribirte en Mixto elige a tu pareja.");
    expect(await registrationsOf(t.id)).toEqual([]);
  });

  it("refuses Varonil with a female partner and Mixto with a partner of the same gender; accepts Mixto with her", async () => {
    const t = await openTournament();
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db, { gender: "Varonil" }));
    const woman = await f.createPlayer(handle.db, { gender: "Femenil" });
    const man = await f.createPlayer(handle.db, { gender: "Varonil" });
    const varonil = await post(
      t,
      { intent: "register", registrationType: "partner", partnerId: String(woman.id), categoryType: "varonil", category: "3ra" },
      cookie,
    );
    expect(statusOf(varonil)).toBe(400);
    expect(shown(dataOf(varonil)).message).toBe(
      "No puedes inscribirte en la categoría Varonil: no corresponde al género de tu pareja (Femenil).",
    );
    const sameMixed = await post(
      t,
      { intent: "register", registrationType: "partner", partnerId: String(man.id), categoryType: "mixto", category: "B" },
      cookie,
    );
    expect(statusOf(sameMixed)).toBe(400);
    expect(shown(dataOf(sameMixed)).message).toBe("La categoría Mixto es para parejas de un hombre y una mujer.");
    expect(await registrationsOf(t.id)).toEqual([]);

    const mixed = await post(
      t,
      { intent: "register", registrationType: "partner", partnerId: String(woman.id), categoryType: "mixto", category: "B" },
      cookie,
    );
    expect(dataOf<Answer>(mixed).ok).toBe(true);
    expect((await registrationsOf(t.id)).map((r) => [r.categoryType, r.partnerPlayerId])).toEqual([["mixto", woman.id]]);
  });

  it("a woman registers alone in Femenil", async () => {
    const t = await openTournament();
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db, { gender: "Femenil" }));
    const answer = await post(t, { intent: "register", registrationType: "individual", categoryType: "femenil", category: "4ta" }, cookie);
    expect(dataOf<Answer>(answer).ok).toBe(true);
    expect((await registrationsOf(t.id)).map((r) => r.categoryType)).toEqual(["femenil"]);
  });
});

describe("removing a winner is for administrators only (000 §1, §6)", () => {
  it("the tournament's organiser gets 403 and the result stays; an administrator removes it", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(mexicoToday(), -5), endDate: addDays(mexicoToday(), -4) });
    const row = await f.createResult(db, { tournamentId: t.id });
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
    const organiserCookie = await sessionCookie(db, organiser);
    const refused = await post(t, { intent: "delete-result", resultId: String(row.id) }, organiserCookie);
    expect(statusOf(refused)).toBe(403);
    expect((await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).map((r) => r.id)).toEqual([row.id]);

    // The organiser still edits the tournament, but the page offers no remove control.
    const path = tournamentPath(t);
    const page = dataOf<{ canEdit: boolean; canRemoveWinners: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: organiserCookie }), { name: path.split("/")[2]!, id: String(t.id) })),
    );
    expect({ canEdit: page.canEdit, canRemoveWinners: page.canRemoveWinners }).toEqual({ canEdit: true, canRemoveWinners: false });

    const admin = await sessionCookie(db, await f.createAdmin(db));
    expect(dataOf<Answer>(await post(t, { intent: "delete-result", resultId: String(row.id) }, admin)).ok).toBe(true);
    expect(await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).toEqual([]);
  });
});

describe("add-partner form of the registration sheet (000 §5, §8)", () => {
  it("a player adds a partner with only a name: gender Varonil by default, no handle", async () => {
    const t = await openTournament();
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db));
    const name = `Pareja ${f.uniqueSuffix()}`;
    const answer = dataOf<Answer>(await post(t, { intent: "add-partner", name }, cookie));
    expect(answer.ok).toBe(true);
    expect(answer.data).toMatchObject({ name, gender: "Varonil", handle: null });
    const [row] = await handle.db.select().from(s.player).where(eq(s.player.id, answer.data!.id));
    expect({ name: row!.name, gender: row!.gender, handle: row!.handle }).toEqual({ name, gender: "Varonil", handle: null });
  });

  it("refuses an empty name with 'El nombre es obligatorio' and anonymous visitors with 401", async () => {
    const t = await openTournament();
    const cookie = await sessionCookie(handle.db, await f.createUser(handle.db));
    const before = (await handle.db.select().from(s.player)).length;
    const empty = await post(t, { intent: "add-partner", name: "  ", gender: "Femenil" }, cookie);
    expect(statusOf(empty)).toBe(400);
    expect(dataOf<Answer>(empty).result?.error?.name).toEqual(["El nombre es obligatorio"]);
    expect(statusOf(await post(t, { intent: "add-partner", name: "Ana Anónima" }))).toBe(401);
    expect((await handle.db.select().from(s.player)).length).toBe(before);
  });
});

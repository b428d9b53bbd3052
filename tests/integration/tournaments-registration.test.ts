// A player registering for a tournament: alone or with a partner, the server's price, validation, and
// one registration per player even under concurrent posts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  caught,
  configureTestEnv,
  dataOf,
  dataOf as body,
  statusOf,
  routeArgs as args,
  useAppDb,
  pageRequest,
  sessionCookie,
} from "./helpers/app-env";
import { shown } from "./helpers/invoke";

configureTestEnv();

const { action: detailAction } = await import("~/routes/tournament");
const { registerForTournament } = await import("~/server/tournaments/tournaments.server");
const { registrationQuote } = await import("~/domain/pricing");
const { mexicoToday: today, addDays } = await import("~/domain/calendar");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("registration", () => {
  const form = (fields: Record<string, string>) => ({ intent: "register", ...fields });

  async function post(path: string, id: number, fields: Record<string, string>, cookie?: string) {
    return caught(detailAction(args(pageRequest(path, { cookie, form: form(fields) }), { name: path.split("/")[2]!, id: String(id) })));
  }

  it("refuses anonymous visitors with 401 and writes nothing", async () => {
    const t = await f.createTournament(handle.db);
    const answer = await post(tournamentPath(t), t.id, { registrationType: "individual", categoryType: "varonil", category: "3ra" });
    expect(statusOf(answer)).toBe(401);
    expect(await handle.db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
  });

  it("registers a player alone with the server's early price, ignoring a price in the form, then refuses a second one", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { fee: "$1,200 por persona", startDate: addDays(today(), 20), endDate: addDays(today(), 21) });
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    const first = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "3ra", price: "0", finalPrice: "1" },
      cookie,
    );
    expect(statusOf(first)).toBe(200);
    expect(body<{ ok: boolean }>(first).ok).toBe(true);
    const [row] = await db
      .select()
      .from(s.registration)
      .where(and(eq(s.registration.tournamentId, t.id), eq(s.registration.userId, user.id)));
    const expected = registrationQuote({ inscripcion: t.fee, startDate: t.startDate, now: new Date() });
    expect(expected.early).toBe(true);
    expect({ price: row!.price, discount: row!.discount, finalPrice: row!.finalPrice }).toEqual({
      price: 1200,
      discount: 120,
      finalPrice: 1080,
    });
    expect(row!.status).toBe("pendiente");
    expect(row!.paymentMethod).toBe("pendiente");

    const second = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "2da" },
      cookie,
    );
    expect(statusOf(second)).toBe(409);
    expect(shown(dataOf(second)).message).toBe("Ya estás inscrito a este torneo");
  });

  it("registers with a partner without discount when the start is 7 days away or less", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { fee: "$800", startDate: addDays(today(), 3), endDate: addDays(today(), 4) });
    const user = await f.createUser(db);
    const partner = await f.createPlayer(db, { gender: "Femenil" });
    const answer = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "partner", partnerId: String(partner.id), categoryType: "mixto", category: "B" },
      await sessionCookie(db, user),
    );
    expect(body<{ ok: boolean; data: { partnerName: string } }>(answer).data.partnerName).toBe(partner.name);
    const [row] = await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id));
    expect({ price: row!.price, discount: row!.discount, finalPrice: row!.finalPrice, partner: row!.partnerPlayerId }).toEqual({
      price: 800,
      discount: 0,
      finalPrice: 800,
      partner: partner.id,
    });
  });

  it("validates: partner required, category required, category offered by the tournament, registration open", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, {
      categoriesVaronil: ["3ra", "4ta"],
      startDate: addDays(today(), 20),
      endDate: addDays(today(), 21),
    });
    const cookie = await sessionCookie(db, await f.createUser(db));
    const noPartner = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "partner", categoryType: "varonil", category: "3ra" },
      cookie,
    );
    expect(statusOf(noPartner)).toBe(400);
    expect(body<{ result: { error: Record<string, string[]> } }>(noPartner).result.error.partnerId).toEqual([
      "Debes seleccionar una pareja para inscribirte al torneo",
    ]);
    const noCategory = await post(tournamentPath(t), t.id, { registrationType: "individual", categoryType: "varonil" }, cookie);
    expect(body<{ result: { error: Record<string, string[]> } }>(noCategory).result.error.category).toEqual([
      "Debes seleccionar una categoría",
    ]);
    const noType = await post(tournamentPath(t), t.id, { registrationType: "individual", category: "3ra" }, cookie);
    expect(body<{ result: { error: Record<string, string[]> } }>(noType).result.error.categoryType).toEqual([
      "Debes seleccionar un tipo de categoría",
    ]);
    const notOffered = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "1ra" },
      cookie,
    );
    expect(statusOf(notOffered)).toBe(400);

    const started = await f.createTournament(db, { startDate: today(), endDate: addDays(today(), 1) });
    const closed = await post(
      tournamentPath(started),
      started.id,
      { registrationType: "individual", categoryType: "varonil", category: "3ra" },
      cookie,
    );
    expect(statusOf(closed)).toBe(409);
    const noFee = await f.createTournament(db, { fee: null });
    expect(
      statusOf(
        await post(tournamentPath(noFee), noFee.id, { registrationType: "individual", categoryType: "varonil", category: "3ra" }, cookie),
      ),
    ).toBe(409);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
  });

  it("one player, one pair per category: a partner or a registrant already in a pair is refused, naming that pair (issue 31)", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(today(), 20), endDate: addDays(today(), 21) });
    const tomas = await f.createUser(db, { name: "Tomás Salinas", gender: "Varonil" });
    const hugoUser = await f.createUser(db, { name: "Hugo R.", gender: "Varonil" });
    const hugo = await f.createPlayer(db, { name: "Hugo Ramos", gender: "Varonil", userId: hugoUser.id });
    const ivan = await f.createUser(db, { name: "Iván Ortega", gender: "Varonil" });
    const withHugo = { registrationType: "partner", partnerId: String(hugo.id), categoryType: "varonil", category: "3ra" };
    expect(statusOf(await post(tournamentPath(t), t.id, withHugo, await sessionCookie(db, tomas)))).toBe(200);

    const taken = await post(tournamentPath(t), t.id, withHugo, await sessionCookie(db, ivan));
    expect(statusOf(taken)).toBe(409);
    expect(body<{ result: { error: Record<string, string[]> } }>(taken).result.error.partnerId).toEqual([
      "Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra",
    ]);
    // Hugo himself (his account has that player) cannot register alone in the category either.
    const alone = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "3ra" },
      await sessionCookie(db, hugoUser),
    );
    expect(statusOf(alone)).toBe(409);
    expect(shown(dataOf(alone)).message).toBe("Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra");
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toHaveLength(1);

    // Another category is another competition; a cancelled registration frees its players.
    expect(statusOf(await post(tournamentPath(t), t.id, { ...withHugo, category: "4ta" }, await sessionCookie(db, ivan)))).toBe(200);
    await db.update(s.registration).set({ status: "cancelada" }).where(eq(s.registration.userId, tomas.id));
    const self = await post(tournamentPath(t), t.id, withHugo, await sessionCookie(db, hugoUser));
    expect(body<{ result: { error: Record<string, string[]> } }>(self).result.error.partnerId).toEqual(["Tu pareja debe ser otro jugador"]);
    const other = await f.createUser(db, { gender: "Varonil" });
    expect(statusOf(await post(tournamentPath(t), t.id, withHugo, await sessionCookie(db, other)))).toBe(200);
  });

  it("leaves exactly one row under concurrent double registration", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const user = await f.createUser(db);
    const input = {
      registrationType: "individual" as const,
      partnerId: null,
      categoryType: "varonil" as const,
      category: "3ra",
      comments: "",
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => registerForTournament(user.id, t.id, input)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.message)).toEqual([
      "Ya estás inscrito a este torneo",
      "Ya estás inscrito a este torneo",
    ]);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toHaveLength(1);
  });
});

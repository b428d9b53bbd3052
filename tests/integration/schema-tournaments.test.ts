// Database constraints of tournaments, their registrations and results, and players.
import { eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isForeignKeyViolation, pgErrorCode } from "../../db/errors";
import * as s from "../../db/schema";
import {
  createClub,
  createCoach,
  createCoachClub,
  createPlayer,
  createRegistration,
  createResult,
  createTournament,
  createTournamentImage,
  createTournamentOrganizer,
  createUser,
} from "./factories";
import { useTestDb } from "./helpers/db";
import { CHECK, expectPgError, UNIQUE } from "./helpers/pg-error";

const handle = useTestDb();
const db = () => handle.db;

describe("registration", () => {
  it("is unique per user and tournament (23505)", async () => {
    const registration = await createRegistration(db());
    await expectPgError(
      createRegistration(db(), { tournamentId: registration.tournamentId, userId: registration.userId }),
      UNIQUE,
      "registration_tournament_id_user_id_unique",
    );
  });

  it("lets exactly one of two concurrent inserts for the same user and tournament succeed", async () => {
    const tournament = await createTournament(db());
    const user = await createUser(db());
    const outcomes = await Promise.allSettled([
      createRegistration(db(), { tournamentId: tournament.id, userId: user.id, category: "3ra" }),
      createRegistration(db(), { tournamentId: tournament.id, userId: user.id, category: "4ta" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect(pgErrorCode(rejected[0]?.reason)).toBe(UNIQUE);
    const rows = await db().select().from(s.registration).where(eq(s.registration.tournamentId, tournament.id));
    expect(rows).toHaveLength(1);
  });

  it("starts pendiente with payment method pendiente and empty comments", async () => {
    const registration = await createRegistration(db());
    expect(registration).toMatchObject({ status: "pendiente", paymentMethod: "pendiente", comments: "" });
    expect(registration.finalPrice).toBe(720);
  });

  it("rejects a category type outside varonil|femenil|mixto (stored lower case)", async () => {
    await expectPgError(createRegistration(db(), { categoryType: "Varonil" }), CHECK, "registration_category_type_check");
  });

  it("rejects an unknown status", async () => {
    await expectPgError(createRegistration(db(), { status: "pagada" }), CHECK, "registration_status_check");
  });

  it("rejects negative prices", async () => {
    await expectPgError(createRegistration(db(), { price: -1 }), CHECK, "registration_price_check");
    await expectPgError(createRegistration(db(), { discount: -5 }), CHECK, "registration_discount_check");
    await expectPgError(createRegistration(db(), { finalPrice: -0.01 }), CHECK, "registration_final_price_check");
  });
});

describe("player", () => {
  it("has a unique handle", async () => {
    const player = await createPlayer(db());
    await expectPgError(createPlayer(db(), { handle: player.handle }), UNIQUE, "player_handle_unique");
  });

  it("allows many players without a handle", async () => {
    const first = await createPlayer(db(), { handle: null, name: "Sin Usuario Uno" });
    const second = await createPlayer(db(), { handle: null, name: "Sin Usuario Dos" });
    const rows = await db()
      .select({ name: s.player.name, handle: s.player.handle })
      .from(s.player)
      .where(inArray(s.player.id, [first.id, second.id]))
      .orderBy(s.player.name);
    expect(rows).toEqual([
      { name: "Sin Usuario Dos", handle: null },
      { name: "Sin Usuario Uno", handle: null },
    ]);
  });

  it("requires the handle in lower case, without '@' or spaces", async () => {
    await expectPgError(createPlayer(db(), { handle: "JuanPerez" }), CHECK, "player_handle_check");
    await expectPgError(createPlayer(db(), { handle: "@juanperez" }), CHECK, "player_handle_check");
    await expectPgError(createPlayer(db(), { handle: "juan perez" }), CHECK, "player_handle_check");
    await expectPgError(createPlayer(db(), { handle: "" }), CHECK, "player_handle_check");
  });

  it("accepts only Varonil, Femenil or Mixto as gender", async () => {
    await expectPgError(createPlayer(db(), { gender: "Masculino" }), CHECK, "player_gender_check");
    await expectPgError(createPlayer(db(), { gender: "mixto" }), CHECK, "player_gender_check");
    expect((await createPlayer(db(), { gender: "Mixto" })).gender).toBe("Mixto");
  });

  it("is linked to at most one account", async () => {
    const user = await createUser(db());
    await createPlayer(db(), { userId: user.id });
    await expectPgError(createPlayer(db(), { userId: user.id }), UNIQUE, "player_user_id_unique");
  });

  it("is found by an accent- and case-insensitive search on name and handle", async () => {
    const jose = await createPlayer(db(), { name: "José Pérez Muñoz", handle: "pepe_perez" });
    await createPlayer(db(), { name: "Josefina Ávila", handle: null });
    await createPlayer(db(), { name: "Mariana López" });

    const search = async (term: string) => {
      const rows = await db()
        .select({ id: s.player.id, name: s.player.name })
        .from(s.player)
        .where(like(s.player.searchText, s.containsPattern(term)));
      return rows.map((r) => r.name).sort();
    };

    expect(await search("Jose")).toEqual(["José Pérez Muñoz", "Josefina Ávila"].sort());
    expect(await search("PEREZ")).toEqual(["José Pérez Muñoz"]);
    expect(await search("pérez muñoz")).toEqual(["José Pérez Muñoz"]);
    expect(await search("munoz")).toEqual(["José Pérez Muñoz"]);
    expect(await search("avila")).toEqual(["Josefina Ávila"]);
    expect(await search("PEPE_")).toEqual(["José Pérez Muñoz"]);
    expect(await search("%")).toEqual([]);

    // The generated column follows updates.
    await db().update(s.player).set({ name: "Jos\u00e9 Andr\u00e9s" }).where(eq(s.player.id, jose.id));
    expect(await search("andres")).toEqual(["José Andrés"]);
    // SQL-side folding matches TypeScript-side folding.
    const { rows } = await db().execute<{ folded: string }>(sql`select ${s.foldSearchText(sql`${"ÁÉÍÓÚ Ñandú Ü"}`)} as folded`);
    expect(rows[0]?.folded).toBe(s.foldSearchTerm("ÁÉÍÓÚ Ñandú Ü"));
  });
});

describe("tournament", () => {
  it("rejects an end date before the start date", async () => {
    await expectPgError(createTournament(db(), { startDate: "2025-03-10", endDate: "2025-03-09" }), CHECK, "tournament_dates_check");
    const oneDay = await createTournament(db(), { startDate: "2025-03-10", endDate: "2025-03-10" });
    expect(oneDay.endDate).toBe("2025-03-10");
  });

  it("defaults its category lists to ['Todas'], approved and not featured", async () => {
    const tournament = await createTournament(db());
    expect(tournament.categoriesVaronil).toEqual(["Todas"]);
    expect(tournament.categoriesFemenil).toEqual(["Todas"]);
    expect(tournament.categoriesMixed).toEqual(["Todas"]);
    expect(tournament).toMatchObject({ approved: true, featured: false, femepa: false });
    const none = await createTournament(db(), { categoriesMixed: [] });
    expect(none.categoriesMixed).toEqual([]);
  });

  it("deleting it removes its registrations, results, organisers and images, not the players", async () => {
    const tournament = await createTournament(db());
    await createRegistration(db(), { tournamentId: tournament.id });
    await createRegistration(db(), { tournamentId: tournament.id });
    const result = await createResult(db(), { tournamentId: tournament.id });
    await createTournamentOrganizer(db(), { tournamentId: tournament.id });
    await createTournamentImage(db(), { tournamentId: tournament.id });

    await db().delete(s.tournament).where(eq(s.tournament.id, tournament.id));

    const count = async (table: typeof s.registration | typeof s.result | typeof s.tournamentImage) =>
      (await db().select().from(table).where(eq(table.tournamentId, tournament.id))).length;
    expect(await count(s.registration)).toBe(0);
    expect(await count(s.result)).toBe(0);
    expect(await count(s.tournamentImage)).toBe(0);
    const organizers = await db().select().from(s.tournamentOrganizer).where(eq(s.tournamentOrganizer.tournamentId, tournament.id));
    expect(organizers).toHaveLength(0);
    const players = await db().select().from(s.player).where(eq(s.player.id, result.player1Id));
    expect(players).toHaveLength(1);
  });

  it("keeps the club name but unlinks the club when the club is deleted", async () => {
    const club = await createClub(db());
    const tournament = await createTournament(db(), { clubId: club.id, clubName: club.name });
    const coach = await createCoach(db());
    await createCoachClub(db(), { coachId: coach.id, clubId: club.id });

    await db().delete(s.club).where(eq(s.club.id, club.id));

    const [after] = await db().select().from(s.tournament).where(eq(s.tournament.id, tournament.id));
    expect(after).toMatchObject({ clubId: null, clubName: club.name });
    expect(await db().select().from(s.coachClub).where(eq(s.coachClub.coachId, coach.id))).toHaveLength(0);
  });
});

describe("result", () => {
  it("stores the category type capitalised", async () => {
    await expectPgError(createResult(db(), { categoryType: "varonil" }), CHECK, "result_category_type_check");
  });

  it("rejects the same player twice in one pair", async () => {
    const player = await createPlayer(db());
    await expectPgError(createResult(db(), { player1Id: player.id, player2Id: player.id }), CHECK, "result_distinct_players_check");
  });

  it("rejects an unknown placement", async () => {
    await expectPgError(createResult(db(), { placement: "winner" }), CHECK, "result_placement_check");
  });

  it("records a pair once per tournament category, in either order", async () => {
    const result = await createResult(db());
    await expectPgError(
      createResult(db(), {
        tournamentId: result.tournamentId,
        player1Id: result.player2Id!,
        player2Id: result.player1Id,
      }),
      UNIQUE,
      "result_pair_unique",
    );
    // The same pair in another category is fine.
    await createResult(db(), {
      tournamentId: result.tournamentId,
      player1Id: result.player1Id,
      player2Id: result.player2Id,
      category: "2da",
    });
  });

  it("accepts a single winner and prevents deleting a player who has results", async () => {
    const result = await createResult(db(), { player2Id: null });
    expect(result.player2Id).toBeNull();
    // PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as 23001, PostgreSQL 15 as 23503.
    let error: unknown;
    await db()
      .delete(s.player)
      .where(eq(s.player.id, result.player1Id))
      .catch((caught: unknown) => {
        error = caught;
      });
    expect(isForeignKeyViolation(error, "result_player1_id_player_id_fk")).toBe(true);
    expect(await db().select().from(s.player).where(eq(s.player.id, result.player1Id))).toHaveLength(1);
  });
});

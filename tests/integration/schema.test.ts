import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { MIGRATIONS_FOLDER, migrateDb } from "../../db/migrate";
import * as s from "../../db/schema";
import {
  createClub,
  createCoach,
  createConversation,
  createJoinSignup,
  createMatch,
  createMessage,
  createPlayer,
  createRegistration,
  createResult,
  createTournament,
  createUser,
} from "./factories";
import { useTestDb } from "./helpers/db";
import { CHECK, expectPgError, UNIQUE } from "./helpers/pg-error";

const handle = useTestDb();
const db = () => handle.db;

describe("migrations", () => {
  it("create every table of the schema on an empty database", async () => {
    const { rows } = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const name of [
      "user",
      "session",
      "account",
      "verification",
      "rate_limit",
      "player",
      "favorite",
      "player_claim",
      "club",
      "club_admin",
      "club_image",
      "amenity",
      "club_amenity",
      "coach",
      "coach_club",
      "tournament",
      "tournament_organizer",
      "tournament_image",
      "registration",
      "result",
      "sponsor",
      "request",
      "join_signup",
      "match",
      "whatsapp_conversation",
      "whatsapp_message",
      "whatsapp_config",
      "automation_setting",
      "automation_log",
      "job",
      "audit_log",
      "sitemap_file",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("are recorded and re-applying them is a no-op", async () => {
    await migrateDb(handle);
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it("index every foreign key (leading columns of some index)", async () => {
    const { rows } = await db().execute<{ fk: string; table_name: string; indexed: boolean }>(sql`
      select c.conname as fk, c.conrelid::regclass::text as table_name,
             exists (
               select 1 from pg_index i
               where i.indrelid = c.conrelid
                 and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                 and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
             ) as indexed
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => !r.indexed).map((r) => `${r.table_name}.${r.fk}`)).toEqual([]);
  });

  it("give every foreign key an explicit ON DELETE action", async () => {
    const { rows } = await db().execute<{ fk: string }>(sql`
      select c.conname as fk from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.confdeltype = 'a'`);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });
});

describe("user deletion", () => {
  it("removes the user's registrations and favourites and unlinks their player", async () => {
    const user = await createUser(db());
    const player = await createPlayer(db(), { userId: user.id });
    const tournament = await createTournament(db(), { createdBy: user.id });
    await createRegistration(db(), { userId: user.id, tournamentId: tournament.id });
    await db().insert(s.favorite).values({ userId: user.id, playerId: player.id });

    await db().delete(s.user).where(eq(s.user.id, user.id));

    const [playerAfter] = await db().select().from(s.player).where(eq(s.player.id, player.id));
    expect(playerAfter?.userId).toBeNull();
    const [tournamentAfter] = await db().select().from(s.tournament).where(eq(s.tournament.id, tournament.id));
    expect(tournamentAfter?.createdBy).toBeNull();
    expect(await db().select().from(s.registration).where(eq(s.registration.userId, user.id))).toHaveLength(0);
    expect(await db().select().from(s.favorite).where(eq(s.favorite.userId, user.id))).toHaveLength(0);
  });
});

describe("check constraints on contact data and fixed value sets", () => {
  it("requires 10-digit WhatsApp numbers for clubs and coaches", async () => {
    await expectPgError(createClub(db(), { whatsapp: "22212345" }), CHECK, "club_whatsapp_check");
    await expectPgError(createClub(db(), { whatsapp: "+522221234567" }), CHECK, "club_whatsapp_check");
    await expectPgError(createCoach(db(), { whatsapp: "222-123-4567" }), CHECK, "coach_whatsapp_check");
    await createClub(db(), { whatsapp: null });
  });

  it("requires a 10-digit phone on the user profile", async () => {
    await expectPgError(createUser(db(), { phone: "12345" }), CHECK, "user_phone_check");
    await expectPgError(createUser(db(), { phone: "222123456a" }), CHECK, "user_phone_check");
  });

  it("restricts user role, gender and category", async () => {
    await expectPgError(createUser(db(), { role: "superadmin" }), CHECK, "user_role_check");
    await expectPgError(createUser(db(), { gender: "Masculino" }), CHECK, "user_gender_check");
    await expectPgError(createUser(db(), { category: "7ma" }), CHECK, "user_category_check");
    const user = await createUser(db());
    expect(user.role).toBe("user");
  });

  it("restricts coach experience and class cost", async () => {
    await expectPgError(createCoach(db(), { experience: "6ta" }), CHECK, "coach_experience_check");
    await expectPgError(createCoach(db(), { classCost: -100 }), CHECK, "coach_class_cost_check");
  });

  it("rejects a negative number of courts", async () => {
    await expectPgError(createClub(db(), { courts: -1 }), CHECK, "club_courts_check");
  });

  it("restricts request type and status", async () => {
    const base = { name: "Ana", type: "entrenador" };
    await expectPgError(
      db()
        .insert(s.request)
        .values({ ...base, type: "jugador" }),
      CHECK,
      "request_type_check",
    );
    await expectPgError(
      db()
        .insert(s.request)
        .values({ ...base, status: "cerrada" }),
      CHECK,
      "request_status_check",
    );
  });

  it("requires accepted terms and a unique Instagram on join signups", async () => {
    await expectPgError(createJoinSignup(db(), { acceptsTerms: false }), CHECK, "join_signup_accepts_terms_check");
    const signup = await createJoinSignup(db());
    await expectPgError(createJoinSignup(db(), { instagram: signup.instagram }), UNIQUE, "join_signup_instagram_unique");
    // Upsert on the Instagram handle, as the join form does.
    const [updated] = await db()
      .insert(s.joinSignup)
      .values({ ...signup, id: undefined, name: "Nombre Nuevo" })
      .onConflictDoUpdate({ target: s.joinSignup.instagram, set: { name: "Nombre Nuevo" } })
      .returning();
    expect(updated?.id).toBe(signup.id);
    expect(updated?.name).toBe("Nombre Nuevo");
  });

  it("restricts match status and WhatsApp message direction and status", async () => {
    await expectPgError(createMatch(db(), { status: "paused" }), CHECK, "match_status_check");
    await expectPgError(createMessage(db(), { direction: "sideways" }), CHECK, "whatsapp_message_direction_check");
    await expectPgError(createMessage(db(), { status: "lost" }), CHECK, "whatsapp_message_status_check");
  });

  it("keeps a single WhatsApp config row", async () => {
    await db().insert(s.whatsappConfig).values({ phoneNumberId: "123" });
    await expectPgError(db().insert(s.whatsappConfig).values({ id: 2 }), CHECK, "whatsapp_config_single_row_check");
    await expectPgError(db().insert(s.whatsappConfig).values({}), UNIQUE);
  });
});

describe("whatsapp", () => {
  it("ignores a webhook delivered twice (unique wa_message_id)", async () => {
    const conversation = await createConversation(db());
    const message = await createMessage(db(), { conversationId: conversation.id });
    const again = await db()
      .insert(s.whatsappMessage)
      .values({ ...message, id: undefined })
      .onConflictDoNothing({ target: s.whatsappMessage.waMessageId })
      .returning();
    expect(again).toHaveLength(0);
  });

  it("deleting a conversation deletes its messages", async () => {
    const message = await createMessage(db());
    await db().delete(s.whatsappConversation).where(eq(s.whatsappConversation.id, message.conversationId));
    expect(await db().select().from(s.whatsappMessage).where(eq(s.whatsappMessage.id, message.id))).toHaveLength(0);
  });
});

describe("match", () => {
  it("gets a random uuid, an empty event log and version 0", async () => {
    const match = await createMatch(db());
    expect(match.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(match).toMatchObject({ events: [], version: 0, status: "in_progress", shareLive: false });
  });

  it("supports optimistic concurrency on version", async () => {
    const match = await createMatch(db());
    const bump = () =>
      db()
        .update(s.match)
        .set({ events: [{ point: 1 }], version: sql`${s.match.version} + 1` })
        .where(sql`${s.match.id} = ${match.id} and ${s.match.version} = ${match.version}`)
        .returning();
    const [first, second] = await Promise.all([bump(), bump()]);
    expect((first?.length ?? 0) + (second?.length ?? 0)).toBe(1);
  });
});

describe("relational queries", () => {
  it("load a tournament with its registrations, results and players", async () => {
    const tournament = await createTournament(db());
    await createRegistration(db(), { tournamentId: tournament.id });
    await createResult(db(), { tournamentId: tournament.id });
    const loaded = await db().query.tournament.findFirst({
      where: eq(s.tournament.id, tournament.id),
      with: { registrations: { with: { user: true } }, results: { with: { player1: true, player2: true } } },
    });
    expect(loaded?.registrations).toHaveLength(1);
    expect(loaded?.registrations[0]?.user.email).toContain("@example.test");
    expect(loaded?.results[0]?.player1.name).toMatch(/^Jugador /);
  });

  it("run in a transaction that rolls back on error", async () => {
    const before = (await db().select().from(s.sponsor)).length;
    const insertSponsor = (database: Db) => database.insert(s.sponsor).values({ title: "Temporal" });
    await expect(
      db().transaction(async (tx) => {
        await insertSponsor(tx);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db().select().from(s.sponsor)).toHaveLength(before);
  });
});

describe("listen/notify", () => {
  it("delivers notifications to listeners of the channel", async () => {
    const received: string[] = [];
    const unlisten = await handle.listen("test_channel", (payload) => received.push(payload));
    await handle.notify("test_channel", JSON.stringify({ hello: "mundo" }));
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['{"hello":"mundo"}']);
    await unlisten();
    await handle.notify("test_channel", "ignored");
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("listens again after the listening connection is killed", async () => {
    const received: string[] = [];
    const unlisten = await handle.listen("test_reconnect", (payload) => received.push(payload));
    await db().execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    await expect
      .poll(
        async () => {
          await handle.notify("test_reconnect", "again");
          return received.length;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    await unlisten();
  });

  it("rejects channel names that are not plain identifiers", async () => {
    await expect(handle.listen("bad channel; drop table x", () => {})).rejects.toThrow(/Invalid notification channel/);
  });
});

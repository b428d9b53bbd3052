// One signed-in user per role and the things they act on, for the permission matrix and the fuzzer.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../../db/client";
import * as f from "../factories";
import { paymentProviderConfig, whatsappConfig } from "../../../db/schema";
import { encryptSecret } from "../../../app/server/infra/secrets.server";
import { directSessionCookie } from "./app-env";
import { addEntry } from "../../../app/server/play/draw-entries.server";
import { generateDraw } from "../../../app/server/play/draws.server";
import { setMatchResult } from "../../../app/server/play/draw-results.server";
import { draw as drawTable, drawEntry, drawMatch, playerReport } from "../../../db/schema";
import { eq } from "drizzle-orm";

export const ROLES = ["anonymous", "player", "otherOrganizer", "organizer", "otherClubAdmin", "clubAdmin", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(db: Db) {
  const users = {
    player: await f.createUser(db),
    otherOrganizer: await f.createUser(db),
    organizer: await f.createUser(db),
    otherClubAdmin: await f.createUser(db),
    clubAdmin: await f.createUser(db),
    admin: await f.createAdmin(db),
  };
  const cookies: Record<Role, string> = { anonymous: "" } as Record<Role, string>;
  // Sessions written directly (no password hashing): the sign-in path has its own tests and fuzz cases.
  for (const [role, u] of Object.entries(users)) cookies[role as Role] = await directSessionCookie(db, u);

  const club = await f.createClub(db);
  const otherClub = await f.createClub(db);
  await f.createClubAdmin(db, { clubId: club.id, userId: users.clubAdmin.id });
  await f.createClubAdmin(db, { clubId: otherClub.id, userId: users.otherClubAdmin.id });
  const clubImage = await f.createClubImage(db, { clubId: club.id });

  const tournament = await f.createTournament(db);
  const otherTournament = await f.createTournament(db);
  /** Not approved yet: it exists only for its editors (the organiser and administrators). */
  const unapprovedTournament = await f.createTournament(db, { approved: false });
  await f.createTournamentOrganizer(db, { tournamentId: unapprovedTournament.id, userId: users.organizer.id });
  await f.createTournamentOrganizer(db, { tournamentId: tournament.id, userId: users.organizer.id });
  await f.createTournamentOrganizer(db, { tournamentId: otherTournament.id, userId: users.otherOrganizer.id });
  const registrant = await f.createUser(db);
  const registration = await f.createRegistration(db, { tournamentId: tournament.id, userId: registrant.id });

  const players = await Promise.all(Array.from({ length: 24 }, () => f.createPlayer(db)));
  const result = await f.createResult(db, { tournamentId: tournament.id, player1Id: players[0]!.id, player2Id: players[1]!.id });
  const coach = await f.createCoach(db, { name: `Entrenador ${randomBytes(4).toString("hex")}` });
  const matchId = randomUUID();

  // WhatsApp: webhook secrets only (no access token, so nothing can send to a real Graph API), one
  // conversation with no inbound message (replies need a template: refused before any send).
  const whatsappAppSecret = `secreto-${randomBytes(8).toString("hex")}`;
  await db
    .insert(whatsappConfig)
    .values({ id: 1, appSecretEncrypted: encryptSecret(whatsappAppSecret), verifyTokenEncrypted: encryptSecret("token-verificacion") });
  // Payments: the webhook secret only (no access token, so nothing can reach a real Mercado Pago).
  const paymentWebhookSecret = `secreto-pagos-${randomBytes(8).toString("hex")}`;
  await db.insert(paymentProviderConfig).values({ id: 1, webhookSecretEncrypted: encryptSecret(paymentWebhookSecret), isActive: true });
  const conversation = await f.createConversation(db, { tags: ["torneo"] });
  const sponsor = await f.createSponsor(db, { active: false });

  /** A tournament run by `organizer` whose Varonil 3ra has 4 pairs and a draft draw (optionally a result in P1-1). */
  async function newDraw(options: { played?: boolean } = {}) {
    const t = await f.createTournament(db);
    await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: users.organizer.id });
    const key = { tournamentId: t.id, categoryType: "Varonil" as const, category: "3ra" };
    for (let i = 0; i < 4; i++) await addEntry(users.admin, key, [(await f.createPlayer(db)).id, (await f.createPlayer(db)).id]);
    await generateDraw(users.admin, key, db);
    const [row] = await db.select().from(drawTable).where(eq(drawTable.tournamentId, t.id));
    const matches = await db.select().from(drawMatch).where(eq(drawMatch.drawId, row!.id));
    const first = matches.find((m) => m.code === "P1-1")!;
    if (options.played) await setMatchResult(users.admin, key, { matchId: first.id, score: "6-4 6-4" }, db);
    const [entry] = await db.select().from(drawEntry).where(eq(drawEntry.drawId, row!.id));
    return { tournament: t, entryId: entry!.id, firstMatchId: first.id };
  }
  const draftDraw = await newDraw();

  /** A social event (issue 32) created by `organizer`, with `otherOrganizer` on another one. */
  async function newSocialEvent(overrides: Parameters<typeof f.createSocialEvent>[1] = {}) {
    return f.createSocialEvent(db, { clubId: club.id, createdBy: users.organizer.id, ...overrides });
  }
  const socialEvent = await newSocialEvent();
  await f.createSocialEvent(db, { clubId: otherClub.id, createdBy: users.otherOrganizer.id });

  return {
    db,
    users,
    cookies,
    club,
    otherClub,
    clubImage,
    tournament,
    otherTournament,
    unapprovedTournament,
    registration,
    result,
    players,
    coach,
    matchId,
    whatsappAppSecret,
    paymentWebhookSecret,
    conversation,
    sponsor,
    draftDraw,
    newDraw,
    socialEvent,
    newSocialEvent,
    /** A second session of `role`'s user (for sign-out, which ends the session it is sent with). */
    async freshCookie(role: Role) {
      return role === "anonymous" ? "" : directSessionCookie(db, users[role]);
    },
    /** A pending solicitud (for review intents: one per role, as the first approval ends it). */
    async newRequest() {
      return f.createRequest(db);
    },
    /** A player linked to a fresh account (for 'Deshacer vinculación': one per role). */
    async newLinkedPlayer() {
      return f.createPlayer(db, { userId: (await f.createUser(db)).id });
    },
    /** An open 'Este perfil no es mío' report (for 'Marcar como atendido': one per role). */
    async newPlayerReport() {
      const [report] = await db
        .insert(playerReport)
        .values({ playerId: (await f.createPlayer(db)).id, reporterId: (await f.createUser(db)).id })
        .returning();
      return report!;
    },
    /** An inactive sponsor (for destructive sponsor intents: one per role). */
    async newSponsor() {
      return f.createSponsor(db, { active: false });
    },
    /** A fresh tournament run by `organizer` (for destructive intents: one per role). */
    async newTournament() {
      const t = await f.createTournament(db);
      await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: users.organizer.id });
      return t;
    },
    /** A fresh club run by `clubAdmin`. */
    async newClub() {
      const c = await f.createClub(db);
      await f.createClubAdmin(db, { clubId: c.id, userId: users.clubAdmin.id });
      return c;
    },
    async newCoach() {
      return f.createCoach(db, { name: `Entrenador ${randomBytes(4).toString("hex")}` });
    },
    async newPlayer() {
      return f.createPlayer(db);
    },
  };
}

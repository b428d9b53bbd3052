// Factories for integration tests: each inserts one row with unique, valid defaults and returns it.
// Overrides win over defaults; related rows (tournament, user, player...) are created when not given.
import { randomBytes, randomUUID } from "node:crypto";
import type { MatchSettings } from "../../app/domain/match-settings";
import { clubSlug, coachSlug, tournamentSlug } from "../../app/domain/slugs";
import type { Db } from "../../db/client";
import * as s from "../../db/schema";

let sequence = 0;
/** A short suffix unique within the process (and very likely across parallel workers). */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString("hex")}`;
}

/** Ten random digits: a valid local phone / WhatsApp number. */
export function randomPhone(): string {
  let digits = "22";
  while (digits.length < 10) digits += Math.floor(Math.random() * 10).toString();
  return digits;
}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;

export type User = typeof s.user.$inferSelect;
export type Player = typeof s.player.$inferSelect;
export type Club = typeof s.club.$inferSelect;
export type Coach = typeof s.coach.$inferSelect;
export type Tournament = typeof s.tournament.$inferSelect;
export type Registration = typeof s.registration.$inferSelect;
export type Result = typeof s.result.$inferSelect;

export function createUser(db: Db, overrides: Insert<typeof s.user> = {}): Promise<User> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.user)
      .values({
        id: randomUUID(),
        name: `Usuario ${n}`,
        email: `usuario-${n}@example.test`,
        emailVerified: true,
        firstName: "Usuario",
        lastName: n,
        ...overrides,
      })
      .returning(),
  );
}

export function createAdmin(db: Db, overrides: Insert<typeof s.user> = {}): Promise<User> {
  return createUser(db, { role: "admin", ...overrides });
}

/** A stored 300 x 300 photo of one colour ('/img/...'), as an upload leaves it (configure the test env first). */
export async function createStoredPhoto(color: string): Promise<string> {
  const sharp = (await import("sharp")).default;
  const { storeImage } = await import("../../app/server/infra/uploads.server");
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();
  return storeImage(png, "players");
}

export function createPlayer(db: Db, overrides: Insert<typeof s.player> = {}): Promise<Player> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.player)
      .values({ name: `Jugador ${n}`, handle: `jugador_${n}`, gender: "Varonil", ...overrides })
      .returning(),
  );
}

export async function createFavorite(db: Db, overrides: Insert<typeof s.favorite> = {}): Promise<typeof s.favorite.$inferSelect> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const playerId = overrides.playerId ?? (await createPlayer(db)).id;
  return insertOne(
    db
      .insert(s.favorite)
      .values({ ...overrides, userId, playerId })
      .returning(),
  );
}

export async function createPlayerClaim(db: Db, overrides: Insert<typeof s.playerClaim> = {}): Promise<typeof s.playerClaim.$inferSelect> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const playerId = overrides.playerId ?? (await createPlayer(db)).id;
  return insertOne(
    db
      .insert(s.playerClaim)
      .values({ ...overrides, userId, playerId })
      .returning(),
  );
}

export function createClub(db: Db, overrides: Insert<typeof s.club> = {}): Promise<Club> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.club)
      .values({
        name: `Club ${n}`,
        state: "Puebla",
        description: "Club de pádel de prueba con canchas techadas.",
        whatsapp: randomPhone(),
        courts: 4,
        covered: true,
        hourlyCost: "400",
        ...overrides,
        slug: clubSlug(overrides.name ?? `Club ${n}`),
      })
      .returning(),
  );
}

export async function createClubAdmin(db: Db, overrides: Insert<typeof s.clubAdmin> = {}): Promise<typeof s.clubAdmin.$inferSelect> {
  const clubId = overrides.clubId ?? (await createClub(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  return insertOne(
    db
      .insert(s.clubAdmin)
      .values({ ...overrides, clubId, userId })
      .returning(),
  );
}

export async function createClubImage(db: Db, overrides: Insert<typeof s.clubImage> = {}): Promise<typeof s.clubImage.$inferSelect> {
  const clubId = overrides.clubId ?? (await createClub(db)).id;
  return insertOne(
    db
      .insert(s.clubImage)
      .values({ image: `clubs/${uniqueSuffix()}.webp`, ...overrides, clubId })
      .returning(),
  );
}

export function createAmenity(db: Db, overrides: Insert<typeof s.amenity> = {}): Promise<typeof s.amenity.$inferSelect> {
  return insertOne(
    db
      .insert(s.amenity)
      .values({ name: `Comodidad ${uniqueSuffix()}`, ...overrides })
      .returning(),
  );
}

export function createCoach(db: Db, overrides: Insert<typeof s.coach> = {}): Promise<Coach> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.coach)
      .values({
        name: `Entrenador ${n}`,
        description: "Entrenador certificado con experiencia en torneos.",
        classCost: 350,
        whatsapp: randomPhone(),
        experience: "2da",
        ...overrides,
        slug: coachSlug(overrides.name ?? `Entrenador ${n}`),
      })
      .returning(),
  );
}

export async function createCoachClub(db: Db, overrides: Insert<typeof s.coachClub> = {}): Promise<typeof s.coachClub.$inferSelect> {
  const coachId = overrides.coachId ?? (await createCoach(db)).id;
  const clubId = overrides.clubId ?? (await createClub(db)).id;
  return insertOne(
    db
      .insert(s.coachClub)
      .values({ ...overrides, coachId, clubId })
      .returning(),
  );
}

/** yyyy-MM-dd of today plus `days` (UTC calendar; tests pass explicit dates when it matters). */
export function isoDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function createTournament(db: Db, overrides: Insert<typeof s.tournament> = {}): Promise<Tournament> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.tournament)
      .values({
        title: `Torneo ${n}`,
        description: "Torneo de prueba en Puebla.",
        clubName: `Club ${n}`,
        startDate: isoDate(14),
        endDate: isoDate(16),
        fee: "$800 por persona",
        ...overrides,
        slug: tournamentSlug(overrides.title ?? `Torneo ${n}`),
      })
      .returning(),
  );
}

export async function createTournamentOrganizer(
  db: Db,
  overrides: Insert<typeof s.tournamentOrganizer> = {},
): Promise<typeof s.tournamentOrganizer.$inferSelect> {
  const tournamentId = overrides.tournamentId ?? (await createTournament(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  return insertOne(
    db
      .insert(s.tournamentOrganizer)
      .values({ ...overrides, tournamentId, userId })
      .returning(),
  );
}

export async function createTournamentImage(
  db: Db,
  overrides: Insert<typeof s.tournamentImage> = {},
): Promise<typeof s.tournamentImage.$inferSelect> {
  const tournamentId = overrides.tournamentId ?? (await createTournament(db)).id;
  return insertOne(
    db
      .insert(s.tournamentImage)
      .values({ image: `tournaments/${uniqueSuffix()}.webp`, ...overrides, tournamentId })
      .returning(),
  );
}

export async function createRegistration(db: Db, overrides: Insert<typeof s.registration> = {}): Promise<Registration> {
  const tournamentId = overrides.tournamentId ?? (await createTournament(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  return insertOne(
    db
      .insert(s.registration)
      .values({
        category: "3ra",
        categoryType: "varonil",
        price: 800,
        discount: 80,
        finalPrice: 720,
        ...overrides,
        tournamentId,
        userId,
      })
      .returning(),
  );
}

export async function createResult(db: Db, overrides: Insert<typeof s.result> = {}): Promise<Result> {
  const tournamentId = overrides.tournamentId ?? (await createTournament(db)).id;
  const player1Id = overrides.player1Id ?? (await createPlayer(db)).id;
  const player2Id = overrides.player2Id === undefined ? (await createPlayer(db)).id : overrides.player2Id;
  return insertOne(
    db
      .insert(s.result)
      .values({ categoryType: "Varonil", category: "3ra", ...overrides, tournamentId, player1Id, player2Id })
      .returning(),
  );
}

export function createSponsor(db: Db, overrides: Insert<typeof s.sponsor> = {}): Promise<typeof s.sponsor.$inferSelect> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.sponsor)
      .values({
        title: `Marca ${n}`,
        description: "Patrocinador de prueba.",
        targetUrl: `https://marca-${n}.example.test`,
        active: true,
        ...overrides,
      })
      .returning(),
  );
}

export function createRequest(db: Db, overrides: Insert<typeof s.request> = {}): Promise<typeof s.request.$inferSelect> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.request)
      .values({
        type: "entrenador",
        name: `Solicitante ${n}`,
        phone: randomPhone(),
        email: `solicitante-${n}@example.test`,
        category: "4ta",
        message: "Quiero tomar clases.",
        ...overrides,
      })
      .returning(),
  );
}

export function createJoinSignup(db: Db, overrides: Insert<typeof s.joinSignup> = {}): Promise<typeof s.joinSignup.$inferSelect> {
  const n = uniqueSuffix();
  return insertOne(
    db
      .insert(s.joinSignup)
      .values({
        name: `Jugador ${n}`,
        phone: randomPhone(),
        instagram: `ig_${n}`,
        gender: "Femenil",
        birthDate: "1995-05-20",
        category: "4ta",
        acceptsTerms: true,
        ...overrides,
      })
      .returning(),
  );
}

export function createMatch(db: Db, overrides: Insert<typeof s.match> = {}): Promise<typeof s.match.$inferSelect> {
  return insertOne(
    db
      .insert(s.match)
      .values({
        scorerSecretHash: randomBytes(32).toString("hex"),
        settings: {
          team1: { name: "Equipo 1", players: ["Ana", "Bea"] },
          team2: { name: "Equipo 2", players: ["Caro", "Dani"] },
          deuceRule: "golden",
          numberOfSets: 3,
          tieBreak: false,
          superTieBreak: false,
          clubId: 1,
          clubName: "Club de prueba",
          category: "3ra",
          categoryType: "Femenil",
          shareLive: true,
        } satisfies MatchSettings,
        ...overrides,
      })
      .returning(),
  );
}

export function createConversation(
  db: Db,
  overrides: Insert<typeof s.whatsappConversation> = {},
): Promise<typeof s.whatsappConversation.$inferSelect> {
  return insertOne(
    db
      .insert(s.whatsappConversation)
      .values({ phone: `52${randomPhone()}`, displayName: `Contacto ${uniqueSuffix()}`, ...overrides })
      .returning(),
  );
}

export async function createMessage(
  db: Db,
  overrides: Insert<typeof s.whatsappMessage> = {},
): Promise<typeof s.whatsappMessage.$inferSelect> {
  let conversationId = overrides.conversationId;
  let phone = `52${randomPhone()}`;
  if (conversationId === undefined) {
    const conversation = await createConversation(db);
    conversationId = conversation.id;
    phone = conversation.phone ?? conversation.userId!;
  }
  return insertOne(
    db
      .insert(s.whatsappMessage)
      .values({
        waMessageId: `wamid.${uniqueSuffix()}`,
        direction: "inbound",
        fromPhone: phone,
        toPhone: "5212220000000",
        body: "Hola, quiero información del torneo",
        status: "received",
        ...overrides,
        conversationId,
      })
      .returning(),
  );
}

export function createJob(db: Db, overrides: Insert<typeof s.job> = {}): Promise<typeof s.job.$inferSelect> {
  return insertOne(
    db
      .insert(s.job)
      .values({ kind: "test", payload: {}, ...overrides })
      .returning(),
  );
}

export function createAuditLog(db: Db, overrides: Insert<typeof s.auditLog> = {}): Promise<typeof s.auditLog.$inferSelect> {
  return insertOne(
    db
      .insert(s.auditLog)
      .values({ action: "test.action", entityType: "test", ...overrides })
      .returning(),
  );
}

/** A social event (issue 32) at a new club unless given, a week from today, 10 players on 2 courts. */
export async function createSocialEvent(db: Db, overrides: Insert<typeof s.socialEvent> = {}): Promise<typeof s.socialEvent.$inferSelect> {
  const clubId = overrides.clubId ?? (await createClub(db)).id;
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  return insertOne(
    db
      .insert(s.socialEvent)
      .values({
        title: `Americano ${uniqueSuffix()}`,
        date: inAWeek,
        startTime: "19:30",
        format: "americano",
        courts: ["Cancha 1", "Cancha 2"],
        rounds: 7,
        pointsPerMatch: 24,
        playerCap: 10,
        ...overrides,
        clubId,
      })
      .returning(),
  );
}

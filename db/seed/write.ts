import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import { writePastDraws } from "./past-draws";
import type { SeedData } from "./types";

const BATCH = 1000;

/** Tables with an integer identity id that the seed fills with explicit ids. */
const ID_TABLES = {
  club: schema.club,
  amenity: schema.amenity,
  player: schema.player,
  coach: schema.coach,
  tournament: schema.tournament,
  result: schema.result,
  registration: schema.registration,
  sponsor: schema.sponsor,
  request: schema.request,
  joinSignup: schema.joinSignup,
} as const;
type IdTable = keyof typeof ID_TABLES;
type Offsets = Record<IdTable, number>;

export async function insertBatches(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

async function maxIds(tx: Tx): Promise<Offsets> {
  const offsets = {} as Offsets;
  for (const [key, table] of Object.entries(ID_TABLES) as [IdTable, PgTable][]) {
    const { rows } = await tx.execute<{ max: number | null }>(sql`select max(id)::int as max from ${table}`);
    offsets[key] = rows[0]?.max ?? 0;
  }
  return offsets;
}

/**
 * The generator numbers rows from 1. If a table already has rows (a previous partial import, an admin
 * who created a club before the first seed) every id and reference is moved past them.
 */
function shiftIds(data: SeedData, o: Offsets): SeedData {
  if (Object.values(o).every((offset) => offset === 0)) return data;
  const by = (offset: number) => (id: number | null | undefined) => (id == null ? null : id + offset);
  const [club, player, coach, tournament] = [by(o.club), by(o.player), by(o.coach), by(o.tournament)];
  const entity = { entrenador: coach, club, torneo: tournament } as const;
  return {
    ...data,
    clubs: data.clubs.map((r) => ({ ...r, id: r.id + o.club })),
    amenities: data.amenities.map((r) => ({ ...r, id: r.id + o.amenity })),
    clubAmenities: data.clubAmenities.map((r) => ({ ...r, clubId: r.clubId + o.club, amenityId: r.amenityId + o.amenity })),
    clubAdmins: data.clubAdmins.map((r) => ({ ...r, clubId: r.clubId + o.club })),
    players: data.players.map((r) => ({ ...r, id: r.id + o.player })),
    favorites: data.favorites.map((r) => ({ ...r, playerId: r.playerId + o.player })),
    coaches: data.coaches.map((r) => ({ ...r, id: r.id + o.coach, playerId: player(r.playerId) })),
    coachClubs: data.coachClubs.map((r) => ({ ...r, coachId: r.coachId + o.coach, clubId: r.clubId + o.club })),
    tournaments: data.tournaments.map((r) => ({ ...r, id: r.id + o.tournament, clubId: club(r.clubId) })),
    tournamentOrganizers: data.tournamentOrganizers.map((r) => ({ ...r, tournamentId: r.tournamentId + o.tournament })),
    results: data.results.map((r) => ({
      ...r,
      id: r.id + o.result,
      tournamentId: r.tournamentId + o.tournament,
      player1Id: r.player1Id + o.player,
      player2Id: player(r.player2Id),
    })),
    registrations: data.registrations.map((r) => ({
      ...r,
      id: r.id + o.registration,
      tournamentId: r.tournamentId + o.tournament,
      partnerPlayerId: player(r.partnerPlayerId),
    })),
    sponsors: data.sponsors.map((r) => ({ ...r, id: r.id + o.sponsor })),
    requests: data.requests.map((r) => ({
      ...r,
      id: r.id + o.request,
      clubId: club(r.clubId),
      entityId: entity[r.type as keyof typeof entity](r.entityId),
    })),
    joinSignups: data.joinSignups.map((r) => ({ ...r, id: r.id + o.joinSignup, clubId: club(r.clubId) })),
  };
}

/** Amenities are a shared catalogue with unique names: link to the ones already there. */
async function reuseAmenities(tx: Tx, data: SeedData): Promise<Pick<SeedData, "amenities" | "clubAmenities">> {
  const existing = new Map(
    (await tx.select({ id: schema.amenity.id, name: schema.amenity.name }).from(schema.amenity)).map((a) => [a.name, a.id]),
  );
  if (existing.size === 0) return data;
  const idOf = new Map(data.amenities.map((a) => [a.id, existing.get(a.name) ?? a.id]));
  return {
    amenities: data.amenities.filter((a) => !existing.has(a.name)),
    clubAmenities: data.clubAmenities.map((link) => ({ ...link, amenityId: idOf.get(link.amenityId) ?? link.amenityId })),
  };
}

/** Explicit ids do not advance identity sequences; move them past the rows now in the table. */
async function syncSequences(tx: Tx): Promise<void> {
  for (const table of Object.values(ID_TABLES)) {
    const name = getTableName(table);
    await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), max(id)) from ${table} having max(id) is not null`);
  }
}

/** Inserts everything in foreign-key order. Runs inside the caller's transaction. */
export async function writeSeedData(tx: Tx, generated: SeedData): Promise<void> {
  const offsets = await maxIds(tx);
  const data = shiftIds(generated, offsets);
  await insertBatches(tx, schema.user, data.users);
  await insertBatches(tx, schema.club, data.clubs);
  const amenities = await reuseAmenities(tx, data);
  await insertBatches(tx, schema.amenity, amenities.amenities);
  await insertBatches(tx, schema.clubAmenity, amenities.clubAmenities);
  await insertBatches(tx, schema.clubAdmin, data.clubAdmins);
  await insertBatches(tx, schema.player, data.players);
  await insertBatches(tx, schema.favorite, data.favorites);
  await insertBatches(tx, schema.coach, data.coaches);
  await insertBatches(tx, schema.coachClub, data.coachClubs);
  await insertBatches(tx, schema.tournament, data.tournaments);
  await insertBatches(tx, schema.tournamentOrganizer, data.tournamentOrganizers);
  await insertBatches(tx, schema.result, data.results);
  await writePastDraws(tx, data.pastDraws, offsets);
  await insertBatches(tx, schema.registration, data.registrations);
  await insertBatches(tx, schema.sponsor, data.sponsors);
  await insertBatches(tx, schema.request, data.requests);
  await insertBatches(tx, schema.joinSignup, data.joinSignups);
  await syncSequences(tx);
}

/** Every table of the app schema (accounts included: the seed creates accounts too). */
export function appTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/**
 * Empties every app table and restarts its ids. The migrations journal is left alone, and so is the day the
 * stored ranking totals count up to (ADR 0039): without it the triggers would not count the seeded results.
 */
export async function truncateAppTables(tx: Tx): Promise<void> {
  const names = appTables()
    .filter((table) => table !== schema.rankingTotalDay)
    .map((table) => `"${getTableName(table)}"`);
  await tx.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
}

// Clubs: the directory, the club page, registration and edits. Permission checks happen in the route
// modules (permissions.server.ts); these functions only read and write.
import { and, asc, desc, eq, gte, inArray, like, lt, sql } from "drizzle-orm";
import {
  amenity,
  auditLog,
  club,
  clubAdmin,
  clubAmenity,
  clubImage,
  coach,
  coachClub,
  containsPattern,
  foldSearchText,
  tournament,
} from "../../../db/schema";
import { addMonths, mexicoToday, type IsoDate } from "~/domain/calendar";
import { clubHourlyCost, compareClubs } from "~/domain/directory";
import { clubSlug } from "~/domain/slugs";
import { idBySlug } from "../infra/slug-lookup.server";
import { classifyTournament } from "~/domain/tournament-status";
import type { ClubEditInput, ClubRegisterInput } from "~/lib/schemas/directory";
import { getDb, type Tx } from "../infra/db.server";

/** docs/product.md §7.2: the club page lists tournaments that ended within the last 12 months. */
export const CLUB_PAST_TOURNAMENT_MONTHS = 12;

/** First day of the club page's past-tournaments window for `today` (Mexico City). */
export function clubPastTournamentsSince(today: IsoDate = mexicoToday()): IsoDate {
  return addMonths(today, -CLUB_PAST_TOURNAMENT_MONTHS);
}

export type ClubCard = {
  id: number;
  name: string;
  state: string | null;
  description: string | null;
  image: string | null;
  courts: number;
  featured: boolean;
  hourlyCost: number | null;
};

/** Domain sort key names for the club row. */
function sortable(c: { featured: boolean; courts: number; name: string }) {
  return { featured: c.featured, totalCourts: c.courts, name: c.name };
}

export type ClubFilters = { q: string; state: string };

/**
 * The clubs list (docs/product.md §7.1): search by name or state (accent and case-insensitive), a state filter, and
 * featured first then courts descending (compareClubs, with and without filters). Totals count
 * every club, not only the filtered ones.
 */
export async function listClubs(filters: ClubFilters) {
  const db = getDb();
  const conditions = [];
  if (filters.q) {
    conditions.push(like(foldSearchText(sql`${club.name} || ' ' || coalesce(${club.state}, '')`), containsPattern(filters.q)));
  }
  if (filters.state) conditions.push(eq(club.state, filters.state));
  const rows = await db
    .select({
      id: club.id,
      name: club.name,
      state: club.state,
      description: club.description,
      image: club.image,
      courts: club.courts,
      featured: club.featured,
      hourly: club.hourlyCost,
      special: club.specialHoursCost,
    })
    .from(club)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(club.name))
    .limit(1000);
  const [totals] = await db
    .select({ clubs: sql<number>`count(*)::int`, courts: sql<number>`coalesce(sum(${club.courts}), 0)::int` })
    .from(club);
  const states = await db
    .selectDistinct({ state: club.state })
    .from(club)
    .where(sql`${club.state} is not null and btrim(${club.state}) <> ''`)
    .orderBy(asc(club.state));
  const clubs: ClubCard[] = rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      description: r.description,
      image: r.image,
      courts: r.courts,
      featured: r.featured,
      hourlyCost: clubHourlyCost({ hourlyCost: r.hourly, specialHourlyCost: r.special }),
    }))
    .sort((a, b) => compareClubs(sortable(a), sortable(b)));
  return {
    clubs,
    states: states.map((s) => s.state as string),
    totals: { clubs: totals?.clubs ?? 0, courts: totals?.courts ?? 0 },
  };
}

export async function listAmenities() {
  return getDb().select({ id: amenity.id, name: amenity.name }).from(amenity).orderBy(asc(amenity.name));
}

/** Every club as {id, name}, for pickers (coach registration). */
export async function listClubOptions() {
  return getDb().select({ id: club.id, name: club.name }).from(club).orderBy(asc(club.name));
}

/** The tournaments of a club: upcoming by start ascending, then ended since `since` by end descending. */
export async function clubTournaments(clubId: number, today: IsoDate = mexicoToday()) {
  const db = getDb();
  const columns = {
    id: tournament.id,
    title: tournament.title,
    image: tournament.image,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    femepa: tournament.femepa,
  };
  const mine = and(eq(tournament.clubId, clubId), eq(tournament.approved, true));
  const upcoming = await db
    .select(columns)
    .from(tournament)
    .where(and(mine, gte(tournament.endDate, today)))
    .orderBy(asc(tournament.startDate), asc(tournament.id));
  const past = await db
    .select(columns)
    .from(tournament)
    .where(and(mine, lt(tournament.endDate, today), gte(tournament.endDate, clubPastTournamentsSince(today))))
    .orderBy(desc(tournament.endDate), desc(tournament.id));
  const withPhase = (rows: typeof upcoming) => rows.map((row) => ({ ...row, phase: classifyTournament(row, today) }));
  return { upcoming: withPhase(upcoming), past: withPhase(past) };
}

/** Everything the club page shows, or null when there is no such club. */
export async function getClubPage(id: number) {
  const db = getDb();
  const [row] = await db.select().from(club).where(eq(club.id, id));
  if (!row) return null;
  const [amenities, images, coaches, tournaments] = await Promise.all([
    db
      .select({ id: amenity.id, name: amenity.name })
      .from(clubAmenity)
      .innerJoin(amenity, eq(amenity.id, clubAmenity.amenityId))
      .where(eq(clubAmenity.clubId, id))
      .orderBy(asc(amenity.name)),
    db
      .select({ id: clubImage.id, image: clubImage.image })
      .from(clubImage)
      .where(eq(clubImage.clubId, id))
      .orderBy(asc(clubImage.position), asc(clubImage.id)),
    db
      .select({ id: coach.id, name: coach.name, image: coach.image, experience: coach.experience, classCost: coach.classCost })
      .from(coachClub)
      .innerJoin(coach, eq(coach.id, coachClub.coachId))
      .where(eq(coachClub.clubId, id))
      .orderBy(desc(coach.featured), asc(coach.name)),
    clubTournaments(id),
  ]);
  return {
    club: { ...row, hourly: clubHourlyCost({ hourlyCost: row.hourlyCost, specialHourlyCost: row.specialHoursCost }) },
    amenities,
    images,
    coaches,
    tournaments,
  };
}
export type ClubPage = NonNullable<Awaited<ReturnType<typeof getClubPage>>>;

async function setAmenities(tx: Tx, clubId: number, amenityIds: number[]) {
  await tx.delete(clubAmenity).where(eq(clubAmenity.clubId, clubId));
  if (amenityIds.length === 0) return;
  // Unknown ids are ignored rather than failing the whole form.
  const known = await tx.select({ id: amenity.id }).from(amenity).where(inArray(amenity.id, amenityIds));
  if (known.length) await tx.insert(clubAmenity).values(known.map((a) => ({ clubId, amenityId: a.id })));
}

type ClubFields = "name" | "state" | "description" | "mapsUrl" | "whatsapp" | "courts" | "covered" | "instagramUrl";

/** The columns the register and edit forms write alike (the slug follows the name). */
function clubColumns(values: Pick<ClubRegisterInput, ClubFields> | Pick<ClubEditInput, ClubFields>) {
  const { name, state, description, mapsUrl, whatsapp, courts, covered, instagramUrl } = values;
  return { name, slug: clubSlug(name), state, description, mapsUrl, whatsapp, courts, covered, instagramUrl };
}

/**
 * A club registered by a signed-in user: recorded with its creator, who becomes one of its
 * administrators (so they can complete its page). Not featured: only an administrator features clubs.
 */
export async function createClub(values: ClubRegisterInput, userId: string): Promise<{ id: number; name: string }> {
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(club)
      .values({
        ...clubColumns(values),
        hourlyCost: String(values.hourlyCost),
        image: values.image ?? null,
        createdBy: userId,
      })
      .returning({ id: club.id, name: club.name });
    if (!created) throw new Error("club insert returned no row");
    await tx.insert(clubAdmin).values({ clubId: created.id, userId });
    await setAmenities(tx, created.id, values.amenityIds);
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: "club.create",
      entityType: "club",
      entityId: String(created.id),
      data: { name: values.name },
    });
    return created;
  });
}

/** Saves the club edit form; `canFeature` is false for club administrators (the featured flag stays). */
export async function updateClub(id: number, values: ClubEditInput, actor: { id: string; canFeature: boolean }) {
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(club)
      .set({
        ...clubColumns(values),
        hourlyCost: values.hourlyCost,
        specialHoursCost: values.specialHoursCost,
        ...(values.image ? { image: values.image } : {}),
        ...(actor.canFeature ? { featured: values.featured } : {}),
      })
      .where(eq(club.id, id))
      .returning({ id: club.id, name: club.name });
    if (!updated) return null;
    await setAmenities(tx, id, values.amenityIds);
    await tx
      .insert(auditLog)
      .values({ actorUserId: actor.id, action: "club.update", entityType: "club", entityId: String(id), data: { ...values } });
    return updated;
  });
}

export async function addClubImage(clubId: number, image: string, actorId: string) {
  await getDb().transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${clubImage.position}), -1)::int` })
      .from(clubImage)
      .where(eq(clubImage.clubId, clubId));
    const [row] = await tx
      .insert(clubImage)
      .values({ clubId, image, position: (last?.position ?? -1) + 1 })
      .returning({ id: clubImage.id });
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "club.image.add",
      entityType: "club",
      entityId: String(clubId),
      data: { imageId: row?.id, image },
    });
  });
}

/** Deletes one gallery image of `clubId`; false when it is not one of that club's images. */
export async function deleteClubImage(clubId: number, imageId: number, actorId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(clubImage)
      .where(and(eq(clubImage.id, imageId), eq(clubImage.clubId, clubId)))
      .returning({ id: clubImage.id, image: clubImage.image });
    if (deleted.length === 0) return false;
    await tx
      .insert(auditLog)
      .values({ actorUserId: actorId, action: "club.image.delete", entityType: "club", entityId: String(clubId), data: { ...deleted[0] } });
    return true;
  });
}

/** Administrator only (checked by the caller): removes a club; its images, amenities and links cascade. */
export async function deleteClub(id: number, actorId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const deleted = await tx.delete(club).where(eq(club.id, id)).returning({ id: club.id, name: club.name });
    if (deleted.length === 0) return false;
    await tx
      .insert(auditLog)
      .values({ actorUserId: actorId, action: "club.delete", entityType: "club", entityId: String(id), data: { name: deleted[0]?.name } });
    return true;
  });
}

/** The club whose name slug is `slug` (the oldest one when two names give the same slug). */
export async function findClubIdBySlug(slug: string, { nearest = false } = {}): Promise<number | null> {
  return idBySlug(club, clubSlug(slug), { nearest });
}

// Coaches: the directory, the coach page, registration, admin edits and class requests. Permission
// checks happen in the route modules (permissions.server.ts); these functions only read and write.
import { createHash } from "node:crypto";
import { and, asc, count, eq, gte, inArray, like, sql } from "drizzle-orm";
import { auditLog, club, coach, coachClub, containsPattern, foldSearchText, player, request, user } from "../../../db/schema";
import { compareCoaches } from "~/domain/directory";
import { coachSlug } from "~/domain/slugs";
import { idBySlug } from "../infra/slug-lookup.server";
import type { ClassRequestInput, CoachEditInput, CoachInput } from "~/lib/schemas/directory";
import { titlesOf } from "~/server/accounts";
import { getDb, type Tx } from "../infra/db.server";

export type CoachCard = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  experience: string | null;
  classCost: number | null;
  featured: boolean;
  clubs: { id: number; name: string }[];
};

async function clubsOf(coachIds: number[]) {
  if (coachIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await getDb()
    .select({ coachId: coachClub.coachId, id: club.id, name: club.name })
    .from(coachClub)
    .innerJoin(club, eq(club.id, coachClub.clubId))
    .where(inArray(coachClub.coachId, coachIds))
    .orderBy(asc(club.name));
  const byCoach = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) byCoach.set(r.coachId, [...(byCoach.get(r.coachId) ?? []), { id: r.id, name: r.name }]);
  return byCoach;
}

/** The trainers list in the order of docs/product.md §7.3 (compareCoaches); search on name and description. */
export async function listCoaches(q: string): Promise<CoachCard[]> {
  const rows = await getDb()
    .select({
      id: coach.id,
      name: coach.name,
      description: coach.description,
      image: coach.image,
      experience: coach.experience,
      classCost: coach.classCost,
      featured: coach.featured,
    })
    .from(coach)
    .where(q ? like(foldSearchText(sql`${coach.name} || ' ' || coalesce(${coach.description}, '')`), containsPattern(q)) : undefined)
    .orderBy(asc(coach.name))
    .limit(1000);
  const clubs = await clubsOf(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, clubs: clubs.get(r.id) ?? [] })).sort(compareCoaches);
}

/** The coach whose name slug is `slug` (the oldest one when two names give the same slug). */
export async function findCoachIdBySlug(slug: string, { nearest = false } = {}): Promise<number | null> {
  return idBySlug(coach, coachSlug(slug), { nearest });
}

/** Everything the coach page shows, or null. */
export async function getCoachPage(id: number) {
  const db = getDb();
  const [row] = await db.select().from(coach).where(eq(coach.id, id));
  if (!row) return null;
  const clubs = (await clubsOf([id])).get(id) ?? [];
  let linkedPlayer: { id: number; name: string; handle: string | null; image: string | null; titles: number } | null = null;
  if (row.playerId) {
    const [p] = await db
      .select({ id: player.id, name: player.name, handle: player.handle, image: player.image })
      .from(player)
      .where(eq(player.id, row.playerId));
    if (p) linkedPlayer = { ...p, titles: await titlesOf(p.id) };
  }
  return { coach: row, clubs, linkedPlayer };
}
export type CoachPage = NonNullable<Awaited<ReturnType<typeof getCoachPage>>>;

async function setClubs(tx: Tx, coachId: number, clubIds: number[]): Promise<boolean> {
  const known = await tx.select({ id: club.id }).from(club).where(inArray(club.id, clubIds));
  if (known.length === 0) return false;
  await tx.delete(coachClub).where(eq(coachClub.coachId, coachId));
  await tx.insert(coachClub).values(known.map((c) => ({ coachId, clubId: c.id })));
  return true;
}

export class NoValidClubError extends Error {}

type CoachFields = "name" | "description" | "classCost" | "whatsapp" | "instagram" | "experience";

/** The columns the register and edit forms write alike (the slug follows the name). */
function coachColumns(values: Pick<CoachInput, CoachFields> | Pick<CoachEditInput, CoachFields>) {
  const { name, description, classCost, whatsapp, instagram, experience } = values;
  return { name, slug: coachSlug(name), description, classCost, whatsapp, instagram, experience };
}

/** A coach registered by a signed-in user, recorded as theirs. Not featured. */
export async function createCoach(values: CoachInput, userId: string): Promise<{ id: number; name: string }> {
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(coach)
      .values({
        ...coachColumns(values),
        image: values.image ?? null,
        userId,
      })
      .returning({ id: coach.id, name: coach.name });
    if (!created) throw new Error("coach insert returned no row");
    if (!(await setClubs(tx, created.id, values.clubIds))) throw new NoValidClubError();
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: "coach.create",
      entityType: "coach",
      entityId: String(created.id),
      data: { name: values.name },
    });
    return created;
  });
}

export async function updateCoach(id: number, values: CoachEditInput, actorId: string) {
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(coach)
      .set({
        ...coachColumns(values),
        featured: values.featured,
        ...(values.image ? { image: values.image } : {}),
      })
      .where(eq(coach.id, id))
      .returning({ id: coach.id, name: coach.name });
    if (!updated) return null;
    if (!(await setClubs(tx, id, values.clubIds))) throw new NoValidClubError();
    await tx
      .insert(auditLog)
      .values({ actorUserId: actorId, action: "coach.update", entityType: "coach", entityId: String(id), data: { ...values } });
    return updated;
  });
}

export async function deleteCoach(id: number, actorId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const deleted = await tx.delete(coach).where(eq(coach.id, id)).returning({ id: coach.id, name: coach.name });
    if (deleted.length === 0) return false;
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "coach.delete",
      entityType: "coach",
      entityId: String(id),
      data: { name: deleted[0]?.name },
    });
    return true;
  });
}

/** Class requests a single client may send in CLASS_REQUEST_WINDOW_MINUTES. */
export const CLASS_REQUEST_LIMIT = 5;
export const CLASS_REQUEST_WINDOW_MINUTES = 10;

/**
 * Who is asking, for the rate limit: the account when signed in, else the client address (hashed:
 * the admin sees the metadata, and an address is personal data).
 */
export function classRequestClientKey(req: Request, userId: string | null): string {
  if (userId) return `user:${userId}`;
  const ip = req.headers.get("x-client-ip") || "unknown";
  return `ip:${createHash("sha256").update(ip).digest("hex").slice(0, 24)}`;
}

/**
 * Stores a class request as a solicitud (tipo entrenador) for the admin's Solicitudes tab, with the
 * coach, the chosen club (only one of the coach's clubs) and the user. 'rate-limited' when this client
 * already sent CLASS_REQUEST_LIMIT requests in the window; the check and the insert share a
 * transaction serialised per client key, so parallel posts cannot slip past the limit.
 */
export async function createClassRequest(
  coachRow: { id: number; name: string },
  values: ClassRequestInput,
  who: { userId: string | null; clientKey: string },
): Promise<"created" | "rate-limited"> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${who.clientKey}))`);
    const since = new Date(Date.now() - CLASS_REQUEST_WINDOW_MINUTES * 60_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(request)
      .where(and(eq(request.type, "entrenador"), gte(request.createdAt, since), sql`${request.metadata}->>'client' = ${who.clientKey}`));
    if ((recent?.n ?? 0) >= CLASS_REQUEST_LIMIT) return "rate-limited";
    let clubId: number | null = null;
    if (values.clubId) {
      const [link] = await tx
        .select({ clubId: coachClub.clubId })
        .from(coachClub)
        .where(and(eq(coachClub.coachId, coachRow.id), eq(coachClub.clubId, values.clubId)));
      clubId = link?.clubId ?? null;
    }
    await tx.insert(request).values({
      type: "entrenador",
      name: values.name,
      phone: values.phone,
      email: values.email,
      instagram: values.instagram,
      category: values.level ?? null,
      message: values.message,
      entityId: coachRow.id,
      clubId,
      userId: who.userId,
      metadata: { timestamp: new Date().toISOString(), trainer_name: coachRow.name, client: who.clientKey },
    });
    return "created";
  });
}

/** Name and e-mail of the account that registered a club or coach, for administrators. */
export async function registeredBy(userId: string | null): Promise<{ name: string; email: string } | null> {
  if (!userId) return null;
  const [row] = await getDb().select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

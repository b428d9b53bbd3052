// Social events (issue 32): creating and editing one, the list /eventos-padel-puebla and one event's page
// data. Writes run in one transaction with an audit row and a recorded change (ADR 0034).
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { auditLog, club, player, socialEntry, socialEvent, socialEventOrganizer, socialRound, user } from "../../../db/schema";
import { addDays, type IsoDate, mexicoToday } from "~/domain/calendar";
import { done, refused, type Result } from "~/domain/result";
import { type SocialFormat, type SocialGenderMix, type SocialStatus, socialEventIcs, socialEventPath } from "~/domain/social-event";
import { type SocialMexicanoOpening, type SocialMexicanoRule, type SocialSitOutRule } from "~/domain/social-event-rules";
import { icsCalendar } from "~/domain/ics";
import { tournamentSlug } from "~/domain/slugs";
import type { SocialEventValues } from "~/lib/schemas/social";
import { formatPlayDay } from "~/lib/format";
import { recordChange, transaction } from "../infra/changes.server";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { rateSocialEvent } from "./social-levels.server";
import type { SessionUser } from "~/server/accounts";
import { promoteWaiting } from "./social-entries.server";

export const SOCIAL_CHANGE = "social-event";
export const SOCIAL_EVENT_NOT_FOUND = "Evento no encontrado";
export const INVALID_SOCIAL_ORGANIZER = "Alguno de los organizadores ya no existe. Quítalo e inténtalo de nuevo.";
export const SOCIAL_CLUB_NOT_FOUND = "Ese club no existe. Elige uno de la lista.";
export const SOCIAL_PLAY_LOCKED =
  "El evento ya empezó: el formato, las canchas, los puntos por partido y las rondas ya no se pueden cambiar.";
export const SOCIAL_PAGE_SIZE = 24;
/** How far back 'recent' events stay on the list. */
export const RECENT_DAYS = 60;

export type SocialEventDetail = {
  id: number;
  title: string;
  clubId: number;
  clubName: string;
  date: string;
  startTime: string;
  format: SocialFormat;
  courts: string[];
  rounds: number | null;
  minutes: number | null;
  pointsPerMatch: number | null;
  serveRule: string | null;
  playerCap: number;
  price: string | null;
  categoryFrom: string | null;
  categoryTo: string | null;
  genderMix: SocialGenderMix;
  status: SocialStatus;
  sitOutRule: SocialSitOutRule;
  sitOutPoints: number | null;
  mexicanoRule: SocialMexicanoRule;
  mexicanoOpening: SocialMexicanoOpening;
  createdBy: string | null;
};

const detailColumns = {
  id: socialEvent.id,
  title: socialEvent.title,
  clubId: socialEvent.clubId,
  clubName: club.name,
  date: socialEvent.date,
  startTime: socialEvent.startTime,
  format: socialEvent.format,
  courts: socialEvent.courts,
  rounds: socialEvent.rounds,
  minutes: socialEvent.minutes,
  pointsPerMatch: socialEvent.pointsPerMatch,
  serveRule: socialEvent.serveRule,
  playerCap: socialEvent.playerCap,
  price: socialEvent.price,
  categoryFrom: socialEvent.categoryFrom,
  categoryTo: socialEvent.categoryTo,
  genderMix: socialEvent.genderMix,
  status: socialEvent.status,
  sitOutRule: socialEvent.sitOutRule,
  sitOutPoints: socialEvent.sitOutPoints,
  mexicanoRule: socialEvent.mexicanoRule,
  mexicanoOpening: socialEvent.mexicanoOpening,
  createdBy: socialEvent.createdBy,
};

/** '19:30:00' as the table returns a time -> '19:30'. */
const shortTime = (time: string) => time.slice(0, 5);

export async function getSocialEvent(id: number): Promise<SocialEventDetail | null> {
  const [row] = await getDb()
    .select(detailColumns)
    .from(socialEvent)
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(eq(socialEvent.id, id));
  return row ? ({ ...row, startTime: shortTime(row.startTime) } as SocialEventDetail) : null;
}

/** The event's calendar file ('Añadir a mi calendario'), null when there is no such event. */
export async function socialEventCalendar(id: number, now = new Date()): Promise<{ ics: string; fileName: string } | null> {
  const [row] = await getDb()
    .select({ ...detailColumns, clubState: club.state, mapsUrl: club.mapsUrl })
    .from(socialEvent)
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(eq(socialEvent.id, id));
  if (!row) return null;
  const event = { ...row, format: row.format as SocialFormat };
  const ics = icsCalendar({ name: event.title, now, events: [socialEventIcs(event, `${getConfig().SITE_URL}${socialEventPath(event)}`)] });
  return { ics, fileName: `${tournamentSlug(event.title) || `evento-${event.id}`}.ics` };
}

type Tx = Parameters<Parameters<typeof transaction>[1]>[0];

async function organizersExist(tx: Tx, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await tx.select({ id: user.id }).from(user).where(inArray(user.id, ids));
  return found.length === ids.length;
}

async function clubExists(tx: Tx, clubId: number): Promise<boolean> {
  const [row] = await tx.select({ id: club.id }).from(club).where(eq(club.id, clubId));
  return row !== undefined;
}

/** Play started: the event has a stored round. */
async function playStarted(tx: Tx, eventId: number): Promise<boolean> {
  const [row] = await tx.select({ id: socialRound.id }).from(socialRound).where(eq(socialRound.eventId, eventId)).limit(1);
  return row !== undefined;
}

type Refusal = { message: string; status?: number; field?: "clubId" | "organizerIds" | "playerCap" | "format" };

function columnsOf(values: SocialEventValues) {
  return {
    title: values.title,
    clubId: values.clubId,
    date: values.date,
    startTime: values.startTime,
    format: values.format,
    courts: values.courts,
    rounds: values.rounds,
    minutes: values.minutes,
    pointsPerMatch: values.pointsPerMatch,
    serveRule: values.serveRule,
    playerCap: values.playerCap,
    price: values.price,
    categoryFrom: values.categoryFrom,
    categoryTo: values.categoryTo,
    genderMix: values.genderMix,
    sitOutRule: values.sitOutRule,
    sitOutPoints: values.sitOutPoints,
    mexicanoRule: values.mexicanoRule,
    mexicanoOpening: values.mexicanoOpening,
  };
}

/** Any signed-in user creates an event; the chosen users become its organisers (the creator edits it anyway). */
export async function createSocialEvent(
  actor: SessionUser,
  values: SocialEventValues,
): Promise<Result<{ id: number; title: string }, Refusal>> {
  return transaction(getDb(), async (tx) => {
    if (!(await clubExists(tx, values.clubId))) return { ok: false, message: SOCIAL_CLUB_NOT_FOUND, field: "clubId" } as const;
    const organizerIds = [...new Set(values.organizerIds)].filter((id) => id !== actor.id);
    if (!(await organizersExist(tx, organizerIds))) return { ok: false, message: INVALID_SOCIAL_ORGANIZER, field: "organizerIds" } as const;
    const [row] = await tx
      .insert(socialEvent)
      .values({ ...columnsOf(values), createdBy: actor.id })
      .returning({ id: socialEvent.id, title: socialEvent.title });
    if (!row) throw new Error("social event insert returned no row");
    if (organizerIds.length > 0) await tx.insert(socialEventOrganizer).values(organizerIds.map((userId) => ({ eventId: row.id, userId })));
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: "social-event.create",
      entityType: "social_event",
      entityId: String(row.id),
      data: { title: values.title, organizers: organizerIds },
    });
    recordChange(tx, { topic: SOCIAL_CHANGE, key: String(row.id) });
    return done(row);
  });
}

/**
 * Saves the edit form. The cap may not drop below the players already in; raised, the waiting list moves
 * up. Organisers posted replace the added ones (the creator stays an editor).
 */
export async function updateSocialEvent(
  actor: SessionUser,
  eventId: number,
  values: SocialEventValues,
): Promise<Result<{ id: number; title: string }, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const [before] = await tx.select().from(socialEvent).where(eq(socialEvent.id, eventId)).for("update");
    if (!before) return refused(SOCIAL_EVENT_NOT_FOUND, 404);
    if (!(await clubExists(tx, values.clubId))) return { ok: false, message: SOCIAL_CLUB_NOT_FOUND, field: "clubId" } as const;
    // The stored rounds were made for these: once a round exists, changing them would not match them.
    const playChanged =
      values.format !== before.format ||
      values.courts.join("\n") !== before.courts.join("\n") ||
      values.pointsPerMatch !== before.pointsPerMatch ||
      values.rounds !== before.rounds ||
      values.minutes !== before.minutes;
    if (playChanged && (await playStarted(tx, eventId))) return { ok: false, message: SOCIAL_PLAY_LOCKED, field: "format" } as const;
    const [inCount] = await tx
      .select({ n: count() })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), isNull(socialEntry.waitingPosition)));
    const playersIn = inCount?.n ?? 0;
    if (values.playerCap < playersIn) {
      return {
        ok: false,
        message: `Ya hay ${playersIn} jugadores anotados: el cupo no puede ser menor.`,
        field: "playerCap",
      } as const;
    }
    const organizerIds = [...new Set(values.organizerIds)].filter((id) => id !== before.createdBy);
    if (!(await organizersExist(tx, organizerIds))) return { ok: false, message: INVALID_SOCIAL_ORGANIZER, field: "organizerIds" } as const;
    await tx.update(socialEvent).set(columnsOf(values)).where(eq(socialEvent.id, eventId));
    // Its scored matches are played at the event's date and start time, new players start from its category.
    const readByLevels =
      values.date !== before.date ||
      values.startTime.slice(0, 5) !== before.startTime.slice(0, 5) ||
      values.categoryFrom !== before.categoryFrom;
    if (before.status !== "inscripciones" && readByLevels) await rateSocialEvent(tx, eventId);
    await tx.delete(socialEventOrganizer).where(eq(socialEventOrganizer.eventId, eventId));
    if (organizerIds.length > 0) await tx.insert(socialEventOrganizer).values(organizerIds.map((userId) => ({ eventId, userId })));
    await promoteWaiting(tx, eventId, values.playerCap);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: "social-event.update",
      entityType: "social_event",
      entityId: String(eventId),
      data: { before: { ...before, createdAt: undefined, updatedAt: undefined }, after: { ...columnsOf(values), organizerIds } },
    });
    recordChange(tx, { topic: SOCIAL_CHANGE, key: String(eventId) });
    return done({ id: eventId, title: values.title });
  });
}

export type SocialEventCard = Pick<
  SocialEventDetail,
  "id" | "title" | "clubId" | "clubName" | "date" | "startTime" | "format" | "playerCap" | "status"
> & {
  playersIn: number;
  waiting: number;
  upcoming: boolean;
  /** 'Jueves 3 de diciembre, 19:30' */
  when: string;
};

/** 'Jueves 3 de diciembre, 19:30': worked out here so the pages' JavaScript needs no date tables. */
export function eventWhen(date: string, startTime: string): string {
  return `${formatPlayDay(date)}, ${shortTime(startTime)}`;
}

/**
 * The list: upcoming events by date and time, then the recent ones (the last RECENT_DAYS days), latest
 * first; optionally one club's. Paged by SOCIAL_PAGE_SIZE.
 */
export async function listSocialEvents(
  { page = 1, clubId = null }: { page?: number; clubId?: number | null },
  today: IsoDate = mexicoToday(),
) {
  const db = getDb();
  const since = addDays(today, -RECENT_DAYS);
  const where = and(gte(socialEvent.date, since), clubId === null ? undefined : eq(socialEvent.clubId, clubId));
  const [total] = await db.select({ n: count() }).from(socialEvent).where(where);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / SOCIAL_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const upcoming = sql<boolean>`${socialEvent.date} >= ${today}`;
  const rows = await db
    .select({
      id: socialEvent.id,
      title: socialEvent.title,
      clubId: socialEvent.clubId,
      clubName: club.name,
      date: socialEvent.date,
      startTime: socialEvent.startTime,
      format: socialEvent.format,
      playerCap: socialEvent.playerCap,
      status: socialEvent.status,
      upcoming,
      playersIn: sql<number>`(select count(*)::int from ${socialEntry} where ${socialEntry.eventId} = ${socialEvent.id} and ${socialEntry.waitingPosition} is null)`,
      waiting: sql<number>`(select count(*)::int from ${socialEntry} where ${socialEntry.eventId} = ${socialEvent.id} and ${socialEntry.waitingPosition} is not null)`,
    })
    .from(socialEvent)
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(where)
    .orderBy(
      desc(upcoming),
      sql`case when ${socialEvent.date} >= ${today} then ${socialEvent.date} end asc`,
      sql`case when ${socialEvent.date} >= ${today} then ${socialEvent.startTime} end asc`,
      desc(socialEvent.date),
      desc(socialEvent.startTime),
      asc(socialEvent.id),
    )
    .limit(SOCIAL_PAGE_SIZE)
    .offset((current - 1) * SOCIAL_PAGE_SIZE);
  const cards: SocialEventCard[] = rows.map((row) => ({
    ...row,
    startTime: shortTime(row.startTime),
    format: row.format as SocialFormat,
    status: row.status as SocialStatus,
    upcoming: Boolean(row.upcoming),
    when: eventWhen(row.date, row.startTime),
    playersIn: Number(row.playersIn),
    waiting: Number(row.waiting),
  }));
  return { cards, page: current, pageCount, total: total?.n ?? 0 };
}

/** Clubs that have events on the list (for its club filter). */
export async function socialEventClubs(today: IsoDate = mexicoToday()) {
  return getDb()
    .selectDistinct({ id: club.id, name: club.name })
    .from(socialEvent)
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(gte(socialEvent.date, addDays(today, -RECENT_DAYS)))
    .orderBy(asc(club.name));
}

export type SocialEntryRow = {
  id: number;
  playerId: number;
  name: string;
  handle: string | null;
  image: string | null;
  pairId: number | null;
  waitingPosition: number | null;
  checkedIn: boolean;
  /** Withdrawn once play started: plays no round from this one on. */
  withdrawnFromRound: number | null;
  userId: string | null;
};

/** Everyone signed up: the players in (by sign-up order) and the waiting list (by place). */
export async function socialEntries(eventId: number): Promise<{ players: SocialEntryRow[]; waiting: SocialEntryRow[] }> {
  const rows = await getDb()
    .select({
      id: socialEntry.id,
      playerId: socialEntry.playerId,
      name: player.name,
      handle: player.handle,
      image: player.image,
      pairId: socialEntry.pairId,
      waitingPosition: socialEntry.waitingPosition,
      checkedInAt: socialEntry.checkedInAt,
      withdrawnFromRound: socialEntry.withdrawnFromRound,
      userId: player.userId,
    })
    .from(socialEntry)
    .innerJoin(player, eq(player.id, socialEntry.playerId))
    .where(eq(socialEntry.eventId, eventId))
    .orderBy(asc(socialEntry.waitingPosition), asc(socialEntry.createdAt), asc(socialEntry.id));
  const entries = rows.map(({ checkedInAt, ...row }) => ({ ...row, checkedIn: checkedInAt !== null }));
  return { players: entries.filter((e) => e.waitingPosition === null), waiting: entries.filter((e) => e.waitingPosition !== null) };
}

export async function socialEventOrganizers(eventId: number, createdBy: string | null) {
  const rows = await getDb()
    .select({ id: user.id, name: user.name, image: user.image })
    .from(socialEventOrganizer)
    .innerJoin(user, eq(user.id, socialEventOrganizer.userId))
    .where(eq(socialEventOrganizer.eventId, eventId))
    .orderBy(asc(user.name));
  const [creator] = createdBy
    ? await getDb().select({ id: user.id, name: user.name, image: user.image }).from(user).where(eq(user.id, createdBy))
    : [];
  return { creator: creator ?? null, organizers: rows };
}

/** Upcoming events of a club (its page links them). */
export async function clubSocialEvents(clubId: number, today: IsoDate = mexicoToday()) {
  return (await listSocialEvents({ clubId }, today)).cards.filter((card) => card.upcoming).slice(0, 6);
}

/** Events for the sitemap: id, title and when they last changed. */
export async function socialEventsForSitemap() {
  return getDb()
    .select({ id: socialEvent.id, title: socialEvent.title, updatedAt: socialEvent.updatedAt })
    .from(socialEvent)
    .orderBy(desc(socialEvent.date));
}

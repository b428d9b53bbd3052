// A player's social events (issue 32): the ones ahead ('Mis partidos': date, club, link) and the ones played
// (their place and points), and the profile's count of events and event wins.
import { and, asc, eq, gte, isNull, ne, or } from "drizzle-orm";
import { club, player, socialEntry, socialEvent } from "../../../db/schema";
import { type IsoDate, mexicoToday } from "~/domain/calendar";
import type { IcsEvent } from "~/domain/ics";
import { clubPath } from "~/domain/slugs";
import { type SocialFormat, socialEventIcs, socialEventPath } from "~/domain/social-event";
import type { SocialSitOutRule } from "~/domain/social-event-rules";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { eventWhen } from "./social-events.server";
import { standingsOfEvents } from "./social-rounds.server";

/** How many events of each kind a list shows. */
export const PLAYER_SOCIAL_SHOWN = 5;

type EventLink = { id: number; title: string; href: string; when: string; club: { name: string; href: string } };
export type UpcomingSocialEvent = EventLink & { waitingPosition: number | null };
export type PlayedSocialEvent = EventLink & { position: number; players: number; points: number; finished: boolean };

export type PlayerSocialEvents = {
  upcoming: UpcomingSocialEvent[];
  played: PlayedSocialEvent[];
  /** 'Eventos sociales: 4 · 1 victoria de evento'; null before the first event played. */
  summary: string | null;
};

/** 'Eventos sociales: 4 · 1 victoria de evento', '… · 2 victorias de evento'; the wins left out at none. */
export function socialSummary(events: number, wins: number): string | null {
  if (events === 0) return null;
  const won = wins === 0 ? "" : ` · ${wins} ${wins === 1 ? "victoria" : "victorias"} de evento`;
  return `Eventos sociales: ${events}${won}`;
}

/**
 * The player's events: ahead, those not started from today on (signed up or waiting), soonest first;
 * played, those started, latest first, each with the player's place in the standings (an event won is one
 * ended in first place). Events the player signed up for but played no match of are not counted.
 */
export async function playerSocialEvents(playerId: number, today: IsoDate = mexicoToday()): Promise<PlayerSocialEvents> {
  const rows = await getDb()
    .select({
      id: socialEvent.id,
      title: socialEvent.title,
      date: socialEvent.date,
      startTime: socialEvent.startTime,
      status: socialEvent.status,
      sitOutRule: socialEvent.sitOutRule,
      sitOutPoints: socialEvent.sitOutPoints,
      clubId: club.id,
      clubName: club.name,
      waitingPosition: socialEntry.waitingPosition,
    })
    .from(socialEntry)
    .innerJoin(socialEvent, eq(socialEvent.id, socialEntry.eventId))
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(
      and(
        eq(socialEntry.playerId, playerId),
        or(ne(socialEvent.status, "inscripciones"), and(gte(socialEvent.date, today), eq(socialEvent.status, "inscripciones"))),
      ),
    )
    .orderBy(asc(socialEvent.date), asc(socialEvent.startTime), asc(socialEvent.id));
  const link = (row: (typeof rows)[number]): EventLink => ({
    id: row.id,
    title: row.title,
    href: socialEventPath(row),
    when: eventWhen(row.date, row.startTime),
    club: { name: row.clubName, href: clubPath({ id: row.clubId, name: row.clubName }) },
  });
  const upcoming = rows
    .filter((row) => row.status === "inscripciones")
    .slice(0, PLAYER_SOCIAL_SHOWN)
    .map((row) => ({ ...link(row), waitingPosition: row.waitingPosition }));
  const started = rows.filter((r) => r.status !== "inscripciones").reverse();
  // All of them at once: a few queries whatever the number of events.
  const standingsOf = await standingsOfEvents(started.map((r) => ({ ...r, sitOutRule: r.sitOutRule as SocialSitOutRule })));
  const played: PlayedSocialEvent[] = [];
  let wins = 0;
  for (const row of started) {
    const standings = standingsOf.get(row.id) ?? [];
    const own = standings.find((s) => s.player === String(playerId));
    if (!own || own.played === 0) continue;
    const finished = row.status === "terminado";
    if (finished && own.position === 1) wins++;
    played.push({ ...link(row), position: own.position, players: standings.length, points: own.points, finished });
  }
  return { upcoming, played: played.slice(0, PLAYER_SOCIAL_SHOWN), summary: socialSummary(played.length, wins) };
}

/** The signed-in account's player's events ('Mis partidos'), or null for an account without a player. */
export async function ownSocialEvents(userId: string): Promise<PlayerSocialEvents | null> {
  const [own] = await getDb().select({ id: player.id }).from(player).where(eq(player.userId, userId));
  return own ? playerSocialEvents(own.id) : null;
}

/**
 * The player's social events for their calendar feed (partidos.ics): every event they have a place in,
 * past ones too, as the event's own calendar file has it (same UID, so a calendar holding both keeps one).
 * Not the waiting list (no place yet), nor an event left (no entry) or withdrawn from during play. Its
 * length is the time budget, else 15 minutes a round (socialEventMinutes; every event has one or the other).
 */
export async function playerSocialCalendar(playerId: number): Promise<IcsEvent[]> {
  const rows = await getDb()
    .select({
      id: socialEvent.id,
      title: socialEvent.title,
      format: socialEvent.format,
      date: socialEvent.date,
      startTime: socialEvent.startTime,
      rounds: socialEvent.rounds,
      minutes: socialEvent.minutes,
      clubName: club.name,
      clubState: club.state,
      mapsUrl: club.mapsUrl,
    })
    .from(socialEntry)
    .innerJoin(socialEvent, eq(socialEvent.id, socialEntry.eventId))
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(and(eq(socialEntry.playerId, playerId), isNull(socialEntry.waitingPosition), isNull(socialEntry.withdrawnFromRound)))
    .orderBy(asc(socialEvent.date), asc(socialEvent.startTime), asc(socialEvent.id));
  const site = getConfig().SITE_URL;
  return rows.map((row) => socialEventIcs({ ...row, format: row.format as SocialFormat }, `${site}${socialEventPath(row)}`));
}

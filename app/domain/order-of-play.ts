// The order of play as people read it (issue 19): a stored match's label, a pair's name, a player's
// matches with the next one first, and a player's matches as calendar events.
import { addDays, type IsoDate } from "./calendar";
import { roundName } from "./draw-bracket";
import type { IcsEvent } from "./ics";
import type { MatchStage } from "./play";
import { formatTime, minutesOfDay } from "./schedule";

export interface StoredMatchPlace {
  stage: MatchStage;
  round: number;
  /** 0-based from the top of its round. */
  position: number;
  groupCode: string | null;
  /** Matches of several draws: each is numbered within its own draw. */
  drawId?: number;
}

/**
 * 'Grupo A · Partido 3', 'Final', 'Semifinal 2', 'Consolación: Cuartos de final 3' (as knockoutMatchLabel
 * names a match of the rules), in the order given, for every match of a draw, byes included: a knockout match is numbered in
 * its round, a group match in its group, in the order its matches are played (round, then position).
 * Matches of several draws are told apart by their `drawId`.
 */
export function storedMatchLabels(matches: readonly StoredMatchPlace[]): string[] {
  const inRound = new Map<string, number>();
  const roundKey = (match: StoredMatchPlace) => `${match.drawId ?? ""}:${match.stage}:${match.round}`;
  const groupKey = (match: StoredMatchPlace) => `${match.drawId ?? ""}:${match.groupCode ?? ""}`;
  for (const match of matches) inRound.set(roundKey(match), (inRound.get(roundKey(match)) ?? 0) + 1);
  const numberInGroup = new Map<StoredMatchPlace, number>();
  const byGroup = new Map<string, StoredMatchPlace[]>();
  for (const match of matches) {
    if (match.stage === "group") byGroup.set(groupKey(match), [...(byGroup.get(groupKey(match)) ?? []), match]);
  }
  for (const group of byGroup.values()) {
    group.sort((x, y) => x.round - y.round || x.position - y.position).forEach((match, i) => numberInGroup.set(match, i + 1));
  }
  return matches.map((match) => {
    if (match.stage === "group") return `Grupo ${match.groupCode ?? ""} · Partido ${numberInGroup.get(match)}`;
    const count = inRound.get(roundKey(match))!;
    const name = roundName(count);
    const numbered = count > 1 ? `${name} ${match.position + 1}` : name;
    return match.stage === "consolation" ? `Consolación: ${numbered}` : numbered;
  });
}

/** 'Ana López / Bea Ruiz' */
export function pairName(players: readonly { name: string }[]): string {
  return players.map((player) => player.name).join(" / ");
}

/** Whether the playing days fall within the tournament's dates, give or take `margin` days. */
export function playDaysOutsideTournament(
  days: readonly { date: IsoDate }[],
  tournament: { startDate: IsoDate; endDate: IsoDate },
  margin: number,
): { index: number; message: string }[] {
  const first = addDays(tournament.startDate, -margin);
  const last = addDays(tournament.endDate, margin);
  return days.flatMap((day, index) =>
    day.date < first || day.date > last
      ? [{ index, message: `El día de juego debe estar entre el ${displayDate(first)} y el ${displayDate(last)}` }]
      : [],
  );
}

function displayDate(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

export interface TimedMatch {
  day: IsoDate | null;
  start: string | null;
  played: boolean;
}

const slotKey = (match: TimedMatch) => (match.day && match.start ? `${match.day}T${match.start}` : null);

/**
 * A player's matches in the order 'Mis partidos' shows them: the next one to play (the first unplayed
 * match with a slot that has not started yet at `now`, a Mexico City 'yyyy-MM-ddTHH:mm'), then the
 * others with a slot in time order, then those still without one. Returns the list and the next match.
 */
export function myMatchesInOrder<T extends TimedMatch>(matches: readonly T[], now: string): { next: T | null; others: T[] } {
  const timed = matches.filter((match) => slotKey(match) !== null).sort((a, b) => slotKey(a)!.localeCompare(slotKey(b)!));
  const untimed = matches.filter((match) => slotKey(match) === null);
  const next = timed.find((match) => !match.played && slotKey(match)! >= now) ?? null;
  return { next, others: [...timed, ...untimed].filter((match) => match !== next) };
}

export interface CalendarMatch {
  id: number;
  tournament: string;
  category: string;
  label: string;
  pairs: [string, string];
  court: string | null;
  club: string;
  day: IsoDate;
  start: string;
  matchMinutes: number;
  url: string;
}

/** A player's scheduled matches as calendar events (app/domain/ics.ts writes the file). */
export function matchEvents(matches: readonly CalendarMatch[], host: string): IcsEvent[] {
  return matches.map((match) => {
    const end = minutesOfDay(match.start) + match.matchMinutes;
    const endDay = end >= 1440 ? addDays(match.day, 1) : match.day;
    return {
      uid: `partido-${match.id}@${host}`,
      summary: `${match.category} · ${match.label}: ${match.pairs[0]} vs ${match.pairs[1]}`,
      start: { dateTime: `${match.day}T${match.start}` },
      end: { dateTime: `${endDay}T${formatTime(end)}` },
      location: match.court ? `${match.club}, ${match.court}` : match.club,
      description: match.tournament,
      url: match.url,
    };
  });
}

function dayCount(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/**
 * What changing a tournament's dates does to its order of play (issue 31): the playing days (saved, or
 * holding an unplayed match) that fall outside the new dates, and the shift that keeps the schedule
 * where it was relative to the start (new start minus old start). Null when nothing is left outside.
 */
export function scheduleAfterDateChange(
  playDays: readonly IsoDate[],
  before: { startDate: IsoDate; endDate: IsoDate },
  after: { startDate: IsoDate; endDate: IsoDate },
): { outside: IsoDate[]; shiftDays: number } | null {
  if (before.startDate === after.startDate && before.endDate === after.endDate) return null;
  const outside = [...new Set(playDays)].filter((date) => date < after.startDate || date > after.endDate).sort();
  if (outside.length === 0) return null;
  return { outside, shiftDays: dayCount(after.startDate) - dayCount(before.startDate) };
}

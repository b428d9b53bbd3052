// Loader and action of the order-of-play page (/torneos-padel-puebla/{slug}/{id}/orden-de-juego): the
// matches per day, time and court (published draws only for everyone but the tournament's editors),
// 'Mis partidos' for a signed-in player of the tournament, and the editors' tools' data and forms.
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { player } from "../../../db/schema";
import { formatIsoDate, mexicoClockOf } from "~/domain/calendar";
import { winnerFirstResult } from "~/domain/result-text";
import { scoreHrefFor } from "~/domain/live-scoring";
import { myMatchesInOrder } from "~/domain/order-of-play";
import { clubScreenPath, drawPath, orderOfPlayPath } from "~/domain/play";
import { formatTime, minutesOfDay, SCHEDULE_PHASE_LABELS, SCHEDULE_PHASES } from "~/domain/schedule";
import { addDays } from "~/domain/calendar";
import { idFromParams, playerPath } from "~/domain/slugs";
import { formatPlayDay } from "~/lib/format";
import { DEFAULT_DAY_END, DEFAULT_DAY_START } from "~/lib/schemas/play-schedule-options";
import { getDb } from "../infra/db.server";
import { dispatchIntent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import { requireTournamentEditor } from "~/server/accounts";
import type { RequestArgs } from "~/server/accounts";
import { findTournament, TOURNAMENT_NOT_FOUND, type TournamentParams } from "~/server/tournaments";
import { getTournament } from "~/server/tournaments";
import { loadPlaySnapshot } from "./live-play.server";
import { SCHEDULE_INTENTS } from "./play-schedule-forms.server";
import {
  isScheduled,
  scheduleSettings,
  standingConflicts,
  tournamentMatches,
  type PlayMatch,
  type ScheduleSettings,
} from "./schedule.server";
import type { DrawPair } from "~/server/players";

export interface ScheduledPairView {
  name: string;
  players: { name: string; href: string }[];
}

export interface ScheduledMatchView {
  id: number;
  category: string;
  drawHref: string;
  label: string;
  court: string | null;
  day: string | null;
  dayLabel: string | null;
  start: string | null;
  end: string | null;
  a: ScheduledPairView | null;
  b: ScheduledPairView | null;
  /** The score from the winner's side ('6-0 6-0' whichever slot won). */
  score: string | null;
  /** 'Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0' (winnerFirstResult). */
  result: string | null;
  winner: "a" | "b" | null;
  played: boolean;
  /** Of a draw not yet published: only editors see it. */
  draft: boolean;
  /** Moved by hand: the automatic schedule keeps it. */
  fixed: boolean;
  /** What its place breaks (a move accepted with 'Mover de todos modos'); editors only, empty for others. */
  conflicts: string[];
  courtId: number | null;
  /** Its Padel Score page, for the tournament's editors and the match's players while it can be scored. */
  scoreHref: string | null;
}

function pairView(pair: DrawPair | null): ScheduledPairView | null {
  return pair ? { name: pair.name, players: pair.players.map((p) => ({ name: p.name, href: playerPath(p) })) } : null;
}

/** 'yyyy-MM-ddTHH:mm' on Mexico City's clock. */
function mexicoNow(now: Date): string {
  const clock = mexicoClockOf(now);
  return `${formatIsoDate(clock)}T${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
}

/** The player linked to account `userId` (player.user_id), or null. */
export async function linkedPlayerId(userId: string): Promise<number | null> {
  const [row] = await getDb().select({ id: player.id }).from(player).where(eq(player.userId, userId));
  return row?.id ?? null;
}

/** What the settings form starts from: the saved settings, or four courts and the tournament's days. */
function settingsForm(settings: ScheduleSettings, tournament: { startDate: string; endDate: string }) {
  const days = settings.days.length > 0 ? settings.days : tournamentDays(tournament);
  return {
    courts: (settings.courts.length > 0 ? settings.courts.map((c) => c.name) : ["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4"]).join("\n"),
    days,
    matchMinutes: settings.matchMinutes,
    restMinutes: settings.restMinutes,
    reminderMinutes: settings.reminderMinutes,
    saved: settings.saved,
  };
}

function tournamentDays({ startDate, endDate }: { startDate: string; endDate: string }) {
  const days = [];
  for (let date = startDate; date <= endDate && days.length < 7; date = addDays(date, 1)) {
    days.push({ date, start: DEFAULT_DAY_START, end: DEFAULT_DAY_END });
  }
  return days;
}

export async function loadOrderOfPlay(args: RequestArgs, params: TournamentParams, now = new Date()) {
  const { tournament, user, canEdit } = await findTournament(params, args);
  const path = orderOfPlayPath(tournament);
  const url = new URL(args.request.url);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const [settings, matches, playerId, live] = await Promise.all([
    scheduleSettings(tournament.id),
    tournamentMatches(tournament.id, { publishedOnly: !canEdit }),
    user ? linkedPlayerId(user.id) : null,
    loadPlaySnapshot(tournament.id),
  ]);
  const courtName = new Map(settings.courts.map((c) => [c.id, c.name]));
  const conflicts = canEdit ? standingConflicts(settings, matches) : new Map<number, string[]>();
  const view = (match: PlayMatch): ScheduledMatchView => {
    const scheduled = isScheduled(match);
    const played = match.score
      ? winnerFirstResult(match.score, { team1: match.a?.name ?? "Por definir", team2: match.b?.name ?? "Por definir" })
      : null;
    return {
      id: match.id,
      category: match.categoryLabel,
      drawHref: drawPath(tournament, match.categoryType, match.category),
      label: match.label,
      court: scheduled ? (courtName.get(match.courtId!) ?? null) : null,
      day: scheduled ? match.day : null,
      dayLabel: scheduled ? formatPlayDay(match.day!) : null,
      start: scheduled ? match.startTime : null,
      end: scheduled ? formatTime(minutesOfDay(match.startTime!) + settings.matchMinutes) : null,
      a: pairView(match.a),
      b: pairView(match.b),
      score: played?.score ?? null,
      result: played?.sentence.join("") ?? null,
      winner: match.winner,
      played: match.score !== null,
      draft: match.drawStatus !== "published",
      fixed: match.slotFixed,
      conflicts: conflicts.get(match.id) ?? [],
      courtId: scheduled ? match.courtId : null,
      scoreHref: scoreHrefFor(
        { id: match.id, bye: match.bye, entryAId: match.a?.entryId ?? null, entryBId: match.b?.entryId ?? null, winner: match.winner },
        [match.a, match.b].flatMap((pair) => pair?.players.map((p) => p.id) ?? []),
        { canEdit, playerId },
      ),
    };
  };
  const played = matches.filter((match) => !match.bye);
  const views = played.map(view);
  const scheduled = views.filter((match) => match.start !== null);
  const dates = [...new Set([...settings.days.map((day) => day.date), ...scheduled.map((match) => match.day!)])].sort();
  const days = dates.map((date) => {
    const hours = settings.days.find((day) => day.date === date) ?? null;
    const ofDay = scheduled.filter((match) => match.day === date);
    const starts = [...new Set(ofDay.map((match) => match.start!))].sort();
    return {
      date,
      label: formatPlayDay(date),
      hours: hours ? { start: hours.start, end: hours.end } : null,
      rows: starts.map((start) => ({
        start,
        cells: settings.courts.map((c) => ({ courtId: c.id, matches: ofDay.filter((m) => m.courtId === c.id && m.start === start) })),
      })),
    };
  });
  const categories = [
    ...new Map(played.map((m) => [m.drawId, { name: m.categoryLabel, href: drawPath(tournament, m.categoryType, m.category) }])).values(),
  ];
  const mineIds = new Set(
    playerId === null ? [] : played.filter((m) => [m.a, m.b].some((pair) => pair?.players.some((p) => p.id === playerId))).map((m) => m.id),
  );
  const mine =
    playerId === null || mineIds.size === 0
      ? null
      : myMatchesInOrder(
          views.filter((m) => mineIds.has(m.id)),
          mexicoNow(now),
        );
  return {
    tournament: {
      id: tournament.id,
      title: tournament.title,
      clubName: tournament.clubName,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
    },
    tournamentHref: path.replace(/\/orden-de-juego$/, ""),
    courts: settings.courts,
    days,
    categories,
    unscheduled: views.filter((match) => match.start === null && !match.played),
    mine: mine ? { ...mine, calendarHref: `/jugador/id/${playerId}/partidos.ics` } : null,
    matchMinutes: settings.matchMinutes,
    live,
    clubScreenHref: clubScreenPath(tournament),
    canEdit,
    editor: canEdit
      ? {
          settings: settingsForm(settings, tournament),
          days: settings.days.map((d) => ({ ...d, label: formatPlayDay(d.date) })),
          phases: SCHEDULE_PHASES.filter(
            (phase) => played.some((m) => m.phase === phase) || settings.days.some((d) => d.phases?.some((r) => r.phase === phase)),
          ).map((phase) => ({ phase, label: SCHEDULE_PHASE_LABELS[phase] })),
        }
      : null,
  };
}

export type OrderOfPlayData = Awaited<ReturnType<typeof loadOrderOfPlay>>;

/** The organiser's forms: administrators and this tournament's organisers only. */
export async function orderOfPlayAction(args: RequestArgs, params: TournamentParams) {
  const user = await requireTournamentEditor(args, idOrNotFound(params));
  const tournament = await getTournament(idOrNotFound(params));
  if (!tournament) throw data(TOURNAMENT_NOT_FOUND, { status: 404 });
  const formData = await readFormData(args.request);
  return dispatchIntent(formData, SCHEDULE_INTENTS, { user, tournament });
}

function idOrNotFound(params: TournamentParams): number {
  const id = idFromParams(params);
  if (id === null) throw data(TOURNAMENT_NOT_FOUND, { status: 404 });
  return id;
}

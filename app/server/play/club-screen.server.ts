// The club's screen (issue 20): the order of play on a TV at the venue, every court side by side (or one
// court alone), with the match in play and its score and the matches waiting for each court. Public, no
// sign-in; only published draws, as the order of play shows anonymous visitors.
import { data, redirect } from "react-router";
import { mexicoToday } from "~/domain/calendar";
import { clubScreenPath, orderOfPlayPath } from "~/domain/play";
import { formatPlayDay } from "~/lib/format";
import type { RequestArgs } from "~/server/accounts";
import { findTournament, type TournamentParams } from "~/server/tournaments";
import { loadPlaySnapshot } from "./live-play.server";
import { isScheduled, scheduleSettings, tournamentMatches } from "./schedule.server";

export const COURT_NOT_FOUND = "Cancha no encontrada";
/** Without JavaScript the screen reloads itself this often (with it, the event stream updates it). */
export const SCREEN_REFRESH_SECONDS = 60;
/** Matches of each court the screen carries: the one in play and the next ones. */
const PER_COURT = 6;

export interface ScreenMatch {
  id: number;
  courtId: number;
  day: string;
  start: string;
  /** Null for today's matches: the screen shows their time alone. */
  dayLabel: string | null;
  category: string;
  label: string;
  /** The pair's players' names. */
  a: string[] | null;
  b: string[] | null;
  played: boolean;
}

export async function loadClubScreen(args: RequestArgs, params: TournamentParams & { courtId?: string }, now = new Date()) {
  const today = mexicoToday(now);
  const { tournament } = await findTournament(params, args);
  const courtId = params.courtId === undefined ? undefined : Number(params.courtId);
  if (courtId !== undefined && !(Number.isSafeInteger(courtId) && /^\d{1,9}$/.test(params.courtId!))) {
    throw data(COURT_NOT_FOUND, { status: 404 });
  }
  const path = clubScreenPath(tournament, courtId);
  const url = new URL(args.request.url);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const [settings, matches, live] = await Promise.all([
    scheduleSettings(tournament.id),
    tournamentMatches(tournament.id, { publishedOnly: true }),
    loadPlaySnapshot(tournament.id),
  ]);
  const courts = settings.courts.filter((court) => courtId === undefined || court.id === courtId);
  if (courtId !== undefined && courts.length === 0) throw data(COURT_NOT_FOUND, { status: 404 });
  const waiting = matches
    .filter((match) => !match.bye && match.winner === null && isScheduled(match) && courts.some((c) => c.id === match.courtId))
    .map((match): ScreenMatch => ({
      id: match.id,
      courtId: match.courtId!,
      day: match.day!,
      start: match.startTime!,
      dayLabel: match.day === today ? null : formatPlayDay(match.day!),
      category: match.categoryLabel,
      label: match.label,
      a: match.a?.players.map((player) => player.name) ?? null,
      b: match.b?.players.map((player) => player.name) ?? null,
      played: false,
    }))
    .sort((x, y) => `${x.day}T${x.start}`.localeCompare(`${y.day}T${y.start}`) || x.id - y.id);
  return {
    tournament: { id: tournament.id, title: tournament.title, clubName: tournament.clubName },
    courts: courts.map((court) => ({ ...court, href: clubScreenPath(tournament, court.id) })),
    // A match in play stays on the screen even behind others its court has not recorded a result for.
    matches: courts.flatMap((court) =>
      waiting.filter((match) => match.courtId === court.id).filter((match, index) => index < PER_COURT || live.scores[match.id]),
    ),
    single: courtId !== undefined,
    allCourtsHref: clubScreenPath(tournament),
    orderOfPlayHref: orderOfPlayPath(tournament),
    refreshSeconds: SCREEN_REFRESH_SECONDS,
    live,
  };
}

export type ClubScreenData = Awaited<ReturnType<typeof loadClubScreen>>;

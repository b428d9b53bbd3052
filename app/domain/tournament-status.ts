import { addMonths, type IsoDate } from "./calendar";

export { mexicoToday } from "./calendar";

/*
 * All decisions compare calendar dates ('yyyy-MM-dd') with today's date in Mexico City (mexicoToday),
 * never instants, so a tournament does not end at 18:00 local time because of UTC.
 */

export interface TournamentDates {
  startDate: IsoDate;
  endDate: IsoDate;
}

export type TournamentPhase = "upcoming" | "active" | "past";

/** Past once the end date is before today; active from the start date through the end date. */
export function classifyTournament({ startDate, endDate }: TournamentDates, today: IsoDate): TournamentPhase {
  if (endDate < today) return "past";
  if (startDate <= today) return "active";
  return "upcoming";
}

/** The one label of each phase, on every page that shows a tournament's status. */
export const TOURNAMENT_PHASE_LABELS: Record<TournamentPhase, string> = { upcoming: "Próximo", active: "En curso", past: "Finalizado" };

/** Upcoming and active tournaments are listed together ('Próximos y Activos'). */
export function isPastTournament(dates: TournamentDates, today: IsoDate): boolean {
  return classifyTournament(dates, today) === "past";
}

/** Open while the start date has not been reached, a fee text exists and the tournament is not past. */
export function isRegistrationOpen(tournament: TournamentDates & { fee: string | null | undefined }, today: IsoDate): boolean {
  return tournament.startDate > today && (tournament.fee ?? "").trim() !== "" && classifyTournament(tournament, today) !== "past";
}

/** What the 'Participación' card shows: finished, the registration button, or registration closed. */
export type ParticipationState = "finished" | "open" | "closed";

export function participationState(tournament: TournamentDates & { fee: string | null | undefined }, today: IsoDate): ParticipationState {
  if (isPastTournament(tournament, today)) return "finished";
  return isRegistrationOpen(tournament, today) ? "open" : "closed";
}

/** A club page lists past tournaments that ended within this many months (docs/product.md §7.2). */
export const CLUB_PAST_TOURNAMENTS_MONTHS = 12;

/** Earliest end date of a past tournament still listed on a club page. */
export function clubPastTournamentsSince(today: IsoDate): IsoDate {
  return addMonths(today, -CLUB_PAST_TOURNAMENTS_MONTHS);
}

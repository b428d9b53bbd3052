// Social events (issue 32): the weekly Americano and Mexicano nights. The values stored in the tables and
// their Spanish labels; the round, score and standing rules live in app/domain/social/.
import type { IcsEvent } from "./ics";
import { tournamentSlug } from "./slugs";

export const SOCIAL_FORMATS = ["americano", "mexicano", "americano-equipos", "mexicano-equipos"] as const;
export type SocialFormat = (typeof SOCIAL_FORMATS)[number];

export const SOCIAL_FORMAT_LABELS: Record<SocialFormat, string> = {
  americano: "Americano",
  mexicano: "Mexicano",
  "americano-equipos": "Americano por equipos",
  "mexicano-equipos": "Mexicano por equipos",
};

/** The team variants: players sign up as fixed pairs. */
export function isTeamFormat(format: SocialFormat): boolean {
  return format.endsWith("-equipos");
}

export const SOCIAL_GENDER_MIXES = ["abierto", "varonil", "femenil", "mixto"] as const;
export type SocialGenderMix = (typeof SOCIAL_GENDER_MIXES)[number];

export const SOCIAL_GENDER_MIX_LABELS: Record<SocialGenderMix, string> = {
  abierto: "Abierto",
  varonil: "Varonil",
  femenil: "Femenil",
  mixto: "Mixto (un hombre y una mujer por lado)",
};

export const SOCIAL_STATUSES = ["inscripciones", "en-juego", "terminado"] as const;
export type SocialStatus = (typeof SOCIAL_STATUSES)[number];

export const SOCIAL_STATUS_LABELS: Record<SocialStatus, string> = {
  inscripciones: "Inscripciones abiertas",
  "en-juego": "En juego",
  terminado: "Terminado",
};

/** A round's length: rounds of an event played by time are one per this many minutes, and round n is played this many minutes after round n-1 (what a level reads as when). */
export const MINUTES_PER_ROUND = 15;

export const SOCIAL_EVENTS_PATH = "/eventos-padel-puebla";

/** '/eventos-padel-puebla/americano-jueves-12': the title's slug and the id, as the tournaments' old addresses. */
export function socialEventPath(event: { id: number; title: string | null | undefined }): string {
  return `${SOCIAL_EVENTS_PATH}/${tournamentSlug(event.title)}-${event.id}`;
}

/** The Open Graph image of a finished event's podium (1200 x 630), answered by /og/*. */
export function socialPodiumOgPath(eventId: number): string {
  return `/og/eventos/${eventId}.png`;
}

/** 'Evento lleno: te anotamos en la lista de espera (lugar 2)'. */
export function waitingListMessage(position: number): string {
  return `Evento lleno: te anotamos en la lista de espera (lugar ${position})`;
}

/** A mixed event's places per gender: half the cap (rounded up), so that men and women stay balanced. */
export function mixedPlaces(cap: number): number {
  return Math.ceil(cap / 2);
}

/**
 * Who may sign up for an event of this mix (`genders`: the players' branch, 'Varonil' / 'Femenil' / null;
 * a pair in the team variants): null when they may, else the Spanish refusal. Mixed events take men and
 * women only, one of each per pair; their balance within the cap is the waiting list's job.
 */
export function genderMixRefusal(mix: SocialGenderMix, genders: readonly (string | null)[]): string | null {
  if (mix === "varonil" && genders.some((g) => g !== "Varonil")) return "Este evento es varonil: solo pueden anotarse hombres.";
  if (mix === "femenil" && genders.some((g) => g !== "Femenil")) return "Este evento es femenil: solo pueden anotarse mujeres.";
  if (mix !== "mixto") return null;
  if (genders.some((g) => g !== "Varonil" && g !== "Femenil")) {
    return "Este evento es mixto: el perfil del jugador debe decir si juega en varonil o femenil.";
  }
  if (genders.length === 2 && genders[0] === genders[1]) return "Este evento es mixto: cada pareja debe ser un hombre y una mujer.";
  return null;
}

/** 'Los 5 lugares para mujeres ya están ocupados: te anotamos en la lista de espera (lugar 1)'. */
export function mixedWaitingMessage(gender: "Varonil" | "Femenil", places: number, position: number): string {
  return `Los ${places} lugares para ${gender === "Varonil" ? "hombres" : "mujeres"} ya están ocupados: te anotamos en la lista de espera (lugar ${position})`;
}

/** The event's length for a calendar: its time budget, else a round's minutes per round. */
export function socialEventMinutes(event: { rounds: number | null; minutes: number | null }): number {
  return event.minutes ?? (event.rounds ?? 1) * MINUTES_PER_ROUND;
}

/** A wall-clock time in Mexico City plus some minutes ('2026-12-03T23:30' + 45 = '2026-12-04T00:15'). */
function addMinutes(day: string, time: string, minutes: number): string {
  const at = new Date(`${day}T${time.slice(0, 5)}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16);
}

/**
 * 'Añadir a mi calendario': the event from its date and start time (Puebla time) for its length, at its
 * club (the club's state after its name, and the map link in the description when the club has one).
 */
export function socialEventIcs(
  event: {
    id: number;
    title: string;
    format: SocialFormat;
    date: string;
    startTime: string;
    rounds: number | null;
    minutes: number | null;
    clubName: string;
    clubState: string | null;
    mapsUrl: string | null;
  },
  url: string,
): IcsEvent {
  const start = `${event.date}T${event.startTime.slice(0, 5)}`;
  return {
    uid: `evento-${event.id}@${new URL(url).host}`,
    summary: `${event.title} (${SOCIAL_FORMAT_LABELS[event.format]})`,
    start: { dateTime: start },
    end: { dateTime: addMinutes(event.date, event.startTime, socialEventMinutes(event)) },
    location: event.clubState ? `${event.clubName}, ${event.clubState}` : event.clubName,
    description: [
      `${SOCIAL_FORMAT_LABELS[event.format]} de pádel en ${event.clubName}.`,
      event.mapsUrl ? `Cómo llegar: ${event.mapsUrl}` : null,
    ]
      .filter(Boolean)
      .join("\n"),
    url,
  };
}

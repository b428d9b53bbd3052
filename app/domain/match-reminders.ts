// WhatsApp match reminders (issue 20, ADR 0029): the templates the administrator creates in Meta's
// manager, when a player's reminder of a match is due, why a reminder is not (or no longer) wanted, and
// the text of the template's variables. Pure: the server reads the rows and the clock.
import { MEXICO_TIME_ZONE, mexicoStartOfDay, type IsoDate } from "./calendar";
import { minutesOfDay } from "./schedule";
import { welcomeTemplateName } from "./whatsapp";

/** A WhatsApp template message as the administrator must create it in Meta's manager (language es_MX). */
export interface TemplateSpec {
  name: string;
  /** What it is sent for. */
  purpose: string;
  /** {{1}}, {{2}}...: what each variable carries. */
  variables: string[];
  /** A body the administrator may submit for approval. */
  example: string;
}

export const MATCH_REMINDER_TEMPLATE: TemplateSpec = {
  name: "recordatorio_partido",
  purpose: "Recordatorio antes de cada partido programado",
  variables: [
    "Nombre del jugador",
    "Día y hora del partido",
    "Cancha",
    "Pareja rival",
    "Torneo",
    "Enlace para dejar de recibir recordatorios",
  ],
  example:
    "Hola {{1}}, te recordamos tu partido de {{5}}: {{2}} en {{3}} contra {{4}}. ¡Suerte! Para dejar de recibir recordatorios: {{6}}",
};

export const DRAW_PUBLISHED_TEMPLATE: TemplateSpec = {
  name: "cuadro_publicado",
  purpose: "Aviso a cada jugador cuando se publica el cuadro de su categoría",
  variables: ["Nombre del jugador", "Torneo", "Categoría", "Enlace al cuadro", "Enlace para dejar de recibir recordatorios"],
  example: "Hola {{1}}, ya está publicado el cuadro de {{3}} en {{2}}: {{4}}. Para dejar de recibir estos mensajes: {{5}}",
};

export const SOCIAL_SIGN_UP_TEMPLATE: TemplateSpec = {
  name: "evento_inscripcion",
  purpose: "Aviso al anotarse en un evento social (Americano, Mexicano) y al subir de la lista de espera",
  variables: [
    "Nombre del jugador",
    "Evento",
    "Día y hora del evento",
    "Club",
    "Lugar (tienes lugar o lista de espera)",
    "Enlace al evento",
    "Enlace para dejar de recibir recordatorios",
  ],
  example: "Hola {{1}}, quedaste anotado en {{2}}: {{3}} en {{4}}. {{5}}. Detalles: {{6}}. Para dejar de recibir estos mensajes: {{7}}",
};

export const SOCIAL_REMINDER_TEMPLATE: TemplateSpec = {
  name: "recordatorio_evento",
  purpose: "Recordatorio un día antes de cada evento social en el que el jugador tiene lugar",
  variables: [
    "Nombre del jugador",
    "Evento",
    "Día y hora del evento",
    "Club",
    "Enlace al evento",
    "Enlace para dejar de recibir recordatorios",
  ],
  example: "Hola {{1}}, mañana juegas {{2}}: {{3}} en {{4}}. Detalles: {{5}}. Para dejar de recibir recordatorios: {{6}}",
};

/** Variable 5 of 'evento_inscripcion': 'Tienes lugar', or the waiting list's place. */
export function socialPlaceText(waitingPosition: number | null): string {
  return waitingPosition === null
    ? "Tienes lugar"
    : `Estás en la lista de espera (lugar ${waitingPosition}); te avisamos si se libera un lugar`;
}

/** A social event's reminder: a day before its start; null when that has passed (the sign-up notice was enough). */
export function socialReminderRunAt(event: { date: IsoDate; start: string }, now: Date): Date | null {
  const runAt = matchStartInstant({ day: event.date, start: event.start }).getTime() - 24 * 60 * 60_000;
  return runAt <= now.getTime() ? null : new Date(runAt);
}

/** One notice per event, player and place: moving up from the waiting list is a new one. */
export function socialSignUpDedupeKey(eventId: number, playerId: number, waitingPosition: number | null): string {
  return `evento-inscripcion:${eventId}:${playerId}:${waitingPosition === null ? "lugar" : "espera"}`;
}

/** One reminder per event, player and start: an event moved to another day gets a new one. */
export function socialReminderDedupeKey(eventId: number, playerId: number, event: { date: IsoDate; start: string }): string {
  return `evento-recordatorio:${eventId}:${playerId}:${event.date}T${event.start}`;
}

/** The WhatsApp notice of an approved payment (issue 33), as the administrator creates it in Meta's manager. */
export const PAYMENT_APPROVED_TEMPLATE: TemplateSpec = {
  name: "pago_aprobado",
  purpose: "Aviso al jugador cuando Mercado Pago aprueba el pago de su inscripción",
  variables: ["Nombre del jugador", "Torneo", "Monto pagado", "Enlace a sus inscripciones"],
  example: "Hola {{1}}, recibimos tu pago de {{3}} para {{2}}. Tu inscripción está confirmada. Detalles: {{4}}",
};

/** The WhatsApp notice a day before an unpaid OXXO ticket or SPEI reference expires. */
export const PAYMENT_EXPIRING_TEMPLATE: TemplateSpec = {
  name: "pago_por_vencer",
  purpose: "Aviso un día antes de que venza una ficha de OXXO o una referencia SPEI sin pagar",
  variables: [
    "Nombre del jugador",
    "Torneo",
    "Dónde pagar (en OXXO, por SPEI)",
    "Fecha límite",
    "Referencia",
    "Enlace a sus inscripciones",
  ],
  example: "Hola {{1}}, tu inscripción a {{2}} sigue pendiente: paga {{3}} antes del {{4}} con la referencia {{5}}. Detalles: {{6}}",
};

/** Every template the automations send, as /admin/automatizaciones lists them for Meta's manager. */
export function whatsAppTemplates(siteName: string): TemplateSpec[] {
  const welcome: TemplateSpec = {
    name: welcomeTemplateName(siteName),
    purpose: "Bienvenida a cada jugador que se registra en el formulario de la comunidad",
    variables: ["Nombre del jugador"],
    example: `Hola {{1}}, ¡bienvenido a la comunidad de ${siteName}!`,
  };
  return [
    welcome,
    MATCH_REMINDER_TEMPLATE,
    DRAW_PUBLISHED_TEMPLATE,
    SOCIAL_SIGN_UP_TEMPLATE,
    SOCIAL_REMINDER_TEMPLATE,
    PAYMENT_APPROVED_TEMPLATE,
    PAYMENT_EXPIRING_TEMPLATE,
  ];
}

/** Where and when a match is played: a court (its id) on a day at a time. */
export interface MatchTimeSlot {
  day: IsoDate;
  start: string;
  courtId: number;
}

/** The instant a match starts: its day and 'HH:mm' on Mexico City's clock. */
export function matchStartInstant(slot: Pick<MatchTimeSlot, "day" | "start">): Date {
  return new Date(mexicoStartOfDay(slot.day).getTime() + minutesOfDay(slot.start) * 60_000);
}

/**
 * When the reminder goes out: `leadMinutes` before the start, or at once when the match is closer than
 * that (a late schedule or move). Null for a match that has started: no reminder for the past.
 */
export function reminderRunAt(slot: MatchTimeSlot, leadMinutes: number, now: Date): Date | null {
  const start = matchStartInstant(slot).getTime();
  if (start <= now.getTime()) return null;
  return new Date(Math.max(start - leadMinutes * 60_000, now.getTime()));
}

/** 'YYYY-MM-DDTHH:mm@court': a reminder is for one slot; a match that moves gets a new reminder. */
export function slotKey(slot: MatchTimeSlot): string {
  return `${slot.day}T${slot.start}@${slot.courtId}`;
}

/** The job queue's deduplication key: one reminder per match, player and slot, whatever the number of workers. */
export function reminderDedupeKey(matchId: number, playerId: number, slot: MatchTimeSlot): string {
  return `recordatorio:${matchId}:${playerId}:${slotKey(slot)}`;
}

/** One notice per draw (as drawn: a new draw has a new seed) and player. */
export function drawPublishedDedupeKey(drawId: number, drawSeed: number | null, playerId: number): string {
  return `cuadro-publicado:${drawId}:${drawSeed ?? 0}:${playerId}`;
}

/** A match as the reminder rules see it. */
export interface ReminderMatch {
  published: boolean;
  bye: boolean;
  played: boolean;
  slot: MatchTimeSlot | null;
  /** The players of its pairs known so far. */
  playerIds: readonly number[];
}

/** A player as the reminder rules see it: the linked account's phone and switch. */
export interface ReminderPlayer {
  id: number;
  phone: string | null;
  optedIn: boolean;
}

export const REMINDER_REASONS = {
  automationOff: "recordatorios desactivados en automatizaciones",
  matchGone: "el partido ya no existe (el cuadro se volvió a sortear)",
  notPublished: "el cuadro no está publicado",
  bye: "es un pase directo",
  played: "el partido ya tiene resultado",
  unscheduled: "el partido salió del orden de juego",
  moved: "el partido cambió de horario o de cancha",
  started: "el partido ya empezó",
  notPlaying: "el jugador ya no juega este partido",
  noPhone: "el jugador no tiene teléfono",
  optedOut: "el jugador no quiere recordatorios",
} as const;

/**
 * Why `player` gets no reminder of `match` at `slot` (the slot a queued reminder was made for, or the
 * match's own), or null when the reminder is wanted. The same rule queues reminders and re-checks a
 * queued one when it is due.
 */
export function reminderRefusal(
  match: ReminderMatch | null,
  player: ReminderPlayer | null,
  slot: MatchTimeSlot | null,
  now: Date,
): string | null {
  if (!match) return REMINDER_REASONS.matchGone;
  if (!match.published) return REMINDER_REASONS.notPublished;
  if (match.bye) return REMINDER_REASONS.bye;
  if (match.played) return REMINDER_REASONS.played;
  if (!match.slot) return REMINDER_REASONS.unscheduled;
  if (slot && slotKey(slot) !== slotKey(match.slot)) return REMINDER_REASONS.moved;
  if (matchStartInstant(match.slot).getTime() <= now.getTime()) return REMINDER_REASONS.started;
  if (!player || !match.playerIds.includes(player.id)) return REMINDER_REASONS.notPlaying;
  if (!player.phone) return REMINDER_REASONS.noPhone;
  if (!player.optedIn) return REMINDER_REASONS.optedOut;
  return null;
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** 'sábado, 5 de diciembre a las 09:30': a slot as the message says it. */
export function slotWhen(slot: Pick<MatchTimeSlot, "day" | "start">): string {
  dayFormat ??= new Intl.DateTimeFormat("es-MX", { timeZone: MEXICO_TIME_ZONE, weekday: "long", day: "numeric", month: "long" });
  // Noon of the day in Mexico City: the same calendar day whatever the offset.
  const noon = new Date(mexicoStartOfDay(slot.day).getTime() + 12 * 3_600_000);
  return `${dayFormat.format(noon)} a las ${slot.start}`;
}

export const RIVAL_UNKNOWN = "por definir";

/** The opt-out page's answers (/recordatorios/baja/{token}). */
export const OPT_OUT_DONE = "Listo: ya no te enviaremos recordatorios de partidos por WhatsApp.";
export const OPT_OUT_INVALID = "Este enlace para dejar de recibir recordatorios no es válido. Revisa que esté completo.";

/** The variables of 'recordatorio_partido', in order. */
export function reminderParameters(input: {
  playerName: string;
  slot: MatchTimeSlot;
  courtName: string;
  rivalPair: string | null;
  tournament: string;
  optOutUrl: string;
}): string[] {
  return [input.playerName, slotWhen(input.slot), input.courtName, input.rivalPair ?? RIVAL_UNKNOWN, input.tournament, input.optOutUrl];
}

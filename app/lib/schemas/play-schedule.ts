// Zod schemas of the order-of-play forms (issue 19): the courts, playing days and timing of a tournament,
// and moving a match. Shared by the organiser's tools (loaded lazily) and the actions.
import { z } from "zod";
import { minutesOfDay, SCHEDULE_PHASES } from "~/domain/schedule";
import {
  COURT_NAME_MAX,
  MATCH_MINUTES_RANGE,
  MAX_COURTS,
  MAX_PLAY_DAYS,
  REMINDER_MINUTES_RANGE,
  REST_MINUTES_RANGE,
} from "./play-schedule-options";
import { dateField, idField } from "./zod-locale";

export * from "./play-schedule-options";

export const COURTS_REQUIRED = "Escribe al menos una cancha, una por línea";
export const COURTS_TOO_MANY = `Máximo ${MAX_COURTS} canchas`;
export const COURT_NAME_TOO_LONG = `El nombre de una cancha tiene máximo ${COURT_NAME_MAX} caracteres`;
export const COURTS_REPEATED = "Cada cancha debe tener un nombre distinto";
export const DAYS_REQUIRED = "Agrega al menos un día de juego";
export const DAYS_TOO_MANY = `Máximo ${MAX_PLAY_DAYS} días de juego`;
export const DAY_REQUIRED = "Escribe la fecha del día de juego";
export const DAY_REPEATED = "Ese día ya está en la lista";
export const TIME_FORMAT = "Escribe la hora como HH:mm, por ejemplo 08:00";
export const END_NOT_AFTER_START = "La hora de fin debe ser posterior a la de inicio";
export const DAY_TOO_SHORT = "El horario no alcanza para un partido";
export const MATCH_MINUTES_INVALID = `La duración debe ser de ${MATCH_MINUTES_RANGE[0]} a ${MATCH_MINUTES_RANGE[1]} minutos`;
export const REST_MINUTES_INVALID = `El descanso debe ser de ${REST_MINUTES_RANGE[0]} a ${REST_MINUTES_RANGE[1]} minutos`;
export const REMINDER_MINUTES_INVALID = `El recordatorio debe ser de ${REMINDER_MINUTES_RANGE[0]} a ${REMINDER_MINUTES_RANGE[1]} minutos antes`;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm'; '8:00' is read as '08:00'. */
export const timeField = () =>
  z
    .string({ error: TIME_FORMAT })
    .trim()
    .transform((text) => (/^\d:\d\d$/.test(text) ? `0${text}` : text))
    .refine((text) => HH_MM.test(text), TIME_FORMAT);

const minutes = (range: readonly [number, number], message: string) =>
  z.coerce.number({ error: message }).int(message).min(range[0], message).max(range[1], message);

/** One court per line, in the order played; blank lines are ignored. */
const courtLines = z
  .string({ error: COURTS_REQUIRED })
  .max(MAX_COURTS * (COURT_NAME_MAX + 2), COURTS_TOO_MANY)
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/\s+/g, " "))
      .filter(Boolean),
  )
  .superRefine((names, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (names.length === 0) issue(COURTS_REQUIRED);
    else if (names.length > MAX_COURTS) issue(COURTS_TOO_MANY);
    else if (names.some((name) => name.length > COURT_NAME_MAX)) issue(COURT_NAME_TOO_LONG);
    else if (new Set(names.map((name) => name.toLocaleLowerCase("es-MX"))).size !== names.length) issue(COURTS_REPEATED);
  });

const PlayDaySchema = z.object({ date: dateField(DAY_REQUIRED), start: timeField(), end: timeField() }).superRefine((day, ctx) => {
  if (!HH_MM.test(day.start) || !HH_MM.test(day.end)) return;
  if (minutesOfDay(day.end) <= minutesOfDay(day.start)) ctx.addIssue({ code: "custom", path: ["end"], message: END_NOT_AFTER_START });
});

/** A row the organiser left empty (the form offers one more row than there are days). */
const isBlankRow = (row: unknown) =>
  row === undefined ||
  row === null ||
  (typeof row === "object" && Object.values(row).every((value) => value === undefined || value === ""));

export const ScheduleSettingsSchema = z
  .object({
    courts: courtLines,
    days: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : value === undefined ? [] : value),
      z.array(PlayDaySchema, { error: DAYS_REQUIRED }).min(1, DAYS_REQUIRED).max(MAX_PLAY_DAYS, DAYS_TOO_MANY),
    ),
    matchMinutes: minutes(MATCH_MINUTES_RANGE, MATCH_MINUTES_INVALID),
    restMinutes: minutes(REST_MINUTES_RANGE, REST_MINUTES_INVALID),
    /** Absent (an older form): the saved lead time stays. */
    reminderMinutes: z.preprocess(
      (value) => (value === "" ? undefined : value),
      minutes(REMINDER_MINUTES_RANGE, REMINDER_MINUTES_INVALID).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.days.forEach((day, index) => {
      if (seen.has(day.date)) ctx.addIssue({ code: "custom", path: ["days", index, "date"], message: DAY_REPEATED });
      seen.add(day.date);
      // Zod runs this refinement even when a field above was refused.
      if (!HH_MM.test(day.start) || !HH_MM.test(day.end)) return;
      if (minutesOfDay(day.end) - minutesOfDay(day.start) >= value.matchMinutes) return;
      if (minutesOfDay(day.end) > minutesOfDay(day.start))
        ctx.addIssue({ code: "custom", path: ["days", index, "end"], message: DAY_TOO_SHORT });
    });
  });
export type ScheduleSettingsValues = z.infer<typeof ScheduleSettingsSchema>;

/** 'Mover de todos modos' posts confirm=1; anything else is refused rather than read as 'no'. */
const confirmField = z
  .enum(["1", "on", "true"])
  .optional()
  .transform((value) => value !== undefined);

/** 'Mover partido': the court, day and start; `confirm` after the organiser has seen the conflicts. */
export const MoveMatchSchema = z.object({
  matchId: idField(),
  courtId: idField(),
  day: dateField(DAY_REQUIRED),
  start: timeField(),
  confirm: confirmField,
});
export type MoveMatchValues = z.infer<typeof MoveMatchSchema>;

export const MatchIdSchema = z.object({ matchId: idField() });

/** 'Fases por día' of one day: each phase played or not, and from when ('No antes de'; blank: the day's start). */
const DayPhasesSchema = z.object({
  date: dateField(DAY_REQUIRED),
  rules: z
    .array(
      z.object({
        phase: z.enum(SCHEDULE_PHASES),
        /** A checkbox: ticked posts 'on', unticked nothing. */
        allowed: confirmField,
        notBefore: z.preprocess((value) => (value === "" ? undefined : value), timeField().optional()).transform((value) => value ?? null),
      }),
    )
    .max(SCHEDULE_PHASES.length),
});

/** 'Generar orden de juego' with the phases per day it saves first. */
export const GenerateWithPhasesSchema = z.object({
  phases: z.array(DayPhasesSchema, { error: DAYS_REQUIRED }).min(1, DAYS_REQUIRED).max(MAX_PLAY_DAYS, DAYS_TOO_MANY),
});

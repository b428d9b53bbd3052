// Zod schemas of the social events' forms (issue 32): creating and editing an event, signing up, and the
// organisers' player list. Shared by the forms and the actions (Conform).
import { z } from "zod";
import { LADDER_CATEGORIES } from "~/domain/categories";
import { SOCIAL_FORMATS, SOCIAL_GENDER_MIXES } from "~/domain/social-event";
import {
  MAX_SOCIAL_COURTS,
  MAX_SOCIAL_PLAYERS,
  MIN_SOCIAL_PLAYERS,
  SOCIAL_MEXICANO_OPENINGS,
  SOCIAL_MEXICANO_RULES,
  SOCIAL_SIT_OUT_RULES,
} from "~/domain/social-event-rules";
import { versionField } from "./play";
import { dateField, idField, MAX_DB_ID, optionalText } from "./zod-locale";

/** A required id whose refusal says `message` (an empty field included). */
const requiredId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);

export const SOCIAL_TITLE_REQUIRED = "El título debe tener al menos 3 caracteres";
export const SOCIAL_CLUB_REQUIRED = "Elige el club del evento";
export const SOCIAL_DATE_REQUIRED = "La fecha es obligatoria";
export const SOCIAL_DATE_RANGE = "La fecha debe estar entre 2024 y 2030";
export const SOCIAL_TIME_REQUIRED = "Escribe la hora de inicio como 19:30";
export const SOCIAL_FORMAT_REQUIRED = "Elige el formato del evento";
export const SOCIAL_COURTS_REQUIRED = `Escribe los nombres de las canchas separados por comas (de 1 a ${MAX_SOCIAL_COURTS})`;
export const SOCIAL_COURTS_REPEATED = "Cada cancha debe tener un nombre distinto";
export const SOCIAL_ROUNDS_RANGE = "El número de rondas debe estar entre 1 y 30";
export const SOCIAL_MINUTES_RANGE = "El tiempo debe estar entre 30 y 480 minutos";
export const SOCIAL_POINTS_REQUIRED = "Elige los puntos por partido";
export const SOCIAL_CAP_RANGE = `El cupo debe estar entre ${MIN_SOCIAL_PLAYERS} y ${MAX_SOCIAL_PLAYERS} jugadores`;
export const SOCIAL_CAP_EVEN = "En los formatos por equipos el cupo debe ser un número par";
export const SOCIAL_CATEGORY_INVALID = "Elige una categoría de la lista";
export const SOCIAL_GENDER_REQUIRED = "Elige quién puede jugar";
export const SOCIAL_SIT_OUT_RULE_REQUIRED = "Elige qué gana quien descansa una ronda";
export const SOCIAL_SIT_OUT_POINTS_RANGE = "Escribe los puntos que gana quien descansa (de 1 a 99)";
export const SOCIAL_MEXICANO_RULE_REQUIRED = "Elige cómo se forman las parejas del Mexicano";
export const SOCIAL_MEXICANO_OPENING_REQUIRED = "Elige cómo se arma la primera ronda del Mexicano";
export const SOCIAL_PARTNER_REQUIRED = "Elige a tu pareja para anotarte";
export const SOCIAL_PLAYER_REQUIRED = "Elige un jugador";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(max));

const category = z.preprocess(emptyToUndefined, z.enum(LADDER_CATEGORIES, { error: SOCIAL_CATEGORY_INVALID }).optional());

/** 'Cancha 1, Cancha 2': the court names, in order, one to ten, each once. */
const courts = z
  .string({ error: SOCIAL_COURTS_REQUIRED })
  .transform((text) =>
    text
      .split(/[,\n]/)
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .refine((names) => names.length >= 1 && names.length <= MAX_SOCIAL_COURTS && names.every((n) => n.length <= 40), SOCIAL_COURTS_REQUIRED)
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, SOCIAL_COURTS_REPEATED);

export const SocialEventSchema = z
  .object({
    title: z.string({ error: SOCIAL_TITLE_REQUIRED }).trim().min(3, SOCIAL_TITLE_REQUIRED).max(120, "Máximo 120 caracteres"),
    clubId: requiredId(SOCIAL_CLUB_REQUIRED),
    date: dateField(SOCIAL_DATE_REQUIRED).refine((v) => v >= "2024-01-01" && v <= "2030-12-31", SOCIAL_DATE_RANGE),
    startTime: z
      .string({ error: SOCIAL_TIME_REQUIRED })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SOCIAL_TIME_REQUIRED),
    format: z.enum(SOCIAL_FORMATS, { error: SOCIAL_FORMAT_REQUIRED }),
    courts,
    length: z.enum(["rondas", "tiempo"]).default("rondas"),
    rounds: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: SOCIAL_ROUNDS_RANGE })
        .int(SOCIAL_ROUNDS_RANGE)
        .min(1, SOCIAL_ROUNDS_RANGE)
        .max(30, SOCIAL_ROUNDS_RANGE)
        .optional(),
    ),
    minutes: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: SOCIAL_MINUTES_RANGE })
        .int(SOCIAL_MINUTES_RANGE)
        .min(30, SOCIAL_MINUTES_RANGE)
        .max(480, SOCIAL_MINUTES_RANGE)
        .optional(),
    ),
    points: z.enum(["16", "21", "24", "32", "tiempo"], { error: SOCIAL_POINTS_REQUIRED }),
    serveRule: optionalText(200),
    playerCap: z.coerce
      .number({ error: SOCIAL_CAP_RANGE })
      .int(SOCIAL_CAP_RANGE)
      .min(MIN_SOCIAL_PLAYERS, SOCIAL_CAP_RANGE)
      .max(MAX_SOCIAL_PLAYERS, SOCIAL_CAP_RANGE),
    price: optionalText(100),
    categoryFrom: category,
    categoryTo: category,
    genderMix: z.enum(SOCIAL_GENDER_MIXES, { error: SOCIAL_GENDER_REQUIRED }).default("abierto"),
    organizerIds: listOf(z.string().trim().min(1).max(64), 20),
    sitOutRule: z.enum(SOCIAL_SIT_OUT_RULES, { error: SOCIAL_SIT_OUT_RULE_REQUIRED }).default("promedio"),
    sitOutPoints: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: SOCIAL_SIT_OUT_POINTS_RANGE })
        .int(SOCIAL_SIT_OUT_POINTS_RANGE)
        .min(1, SOCIAL_SIT_OUT_POINTS_RANGE)
        .max(99, SOCIAL_SIT_OUT_POINTS_RANGE)
        .optional(),
    ),
    mexicanoRule: z.enum(SOCIAL_MEXICANO_RULES, { error: SOCIAL_MEXICANO_RULE_REQUIRED }).default("1y3-vs-2y4"),
    mexicanoOpening: z.enum(SOCIAL_MEXICANO_OPENINGS, { error: SOCIAL_MEXICANO_OPENING_REQUIRED }).default("azar"),
  })
  .superRefine((value, ctx) => {
    if (value.length === "rondas" && value.rounds === undefined)
      ctx.addIssue({ code: "custom", path: ["rounds"], message: SOCIAL_ROUNDS_RANGE });
    if (value.length === "tiempo" && value.minutes === undefined)
      ctx.addIssue({ code: "custom", path: ["minutes"], message: SOCIAL_MINUTES_RANGE });
    if (value.format.endsWith("-equipos") && value.playerCap % 2 !== 0)
      ctx.addIssue({ code: "custom", path: ["playerCap"], message: SOCIAL_CAP_EVEN });
    if (value.sitOutRule === "fijo" && value.sitOutPoints === undefined)
      ctx.addIssue({ code: "custom", path: ["sitOutPoints"], message: SOCIAL_SIT_OUT_POINTS_RANGE });
  })
  .transform(({ length, rounds, minutes, points, sitOutPoints, ...rest }) => ({
    ...rest,
    rounds: length === "rondas" ? (rounds ?? null) : null,
    minutes: length === "tiempo" ? (minutes ?? null) : null,
    pointsPerMatch: points === "tiempo" ? null : Number(points),
    categoryFrom: rest.categoryFrom ?? null,
    categoryTo: rest.categoryTo ?? null,
    sitOutPoints: rest.sitOutRule === "fijo" ? (sitOutPoints ?? null) : null,
  }));
export type SocialEventValues = z.output<typeof SocialEventSchema>;

/** 'Anotarme': alone, or with a partner in the team variants (the server checks which). */
export const SocialSignUpSchema = z.object({
  partnerId: z.preprocess(emptyToUndefined, idField().optional()),
});

/** The organiser's 'Añadir jugador': a player from the shared search, and a partner in the team variants. */
export const SocialAddEntrySchema = z.object({
  playerId: requiredId(SOCIAL_PLAYER_REQUIRED),
  partnerId: z.preprocess(emptyToUndefined, idField().optional()),
});

export const SocialEntrySchema = z.object({ entryId: idField() });

/**
 * 'Añadir a partir de la ronda N': a player from the search or the waiting list; in the team variants a
 * pair (the partner picked, or left out for a pair already signed up together).
 */
export const SocialJoinLateSchema = z.object({
  playerId: requiredId(SOCIAL_PLAYER_REQUIRED),
  partnerId: z.preprocess(emptyToUndefined, idField().optional()),
});

export const SocialCheckInSchema = z.object({
  entryId: idField(),
  checkedIn: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const SOCIAL_POINTS_INVALID = "Escribe los puntos de cada pareja (0 o más)";
const points = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: SOCIAL_POINTS_INVALID })
    .int(SOCIAL_POINTS_INVALID)
    .min(0, SOCIAL_POINTS_INVALID)
    .max(999, SOCIAL_POINTS_INVALID),
);

/** A match's points, with the version the organiser's screen showed (a save on an older one is refused). */
export const SocialScoreSchema = z.object({
  matchId: idField(),
  version: versionField(),
  points1: points,
  points2: points,
});

// Padel Score match settings and the scorer's sync request: one Zod schema each, used by the setup
// form, the device storage and the server (001 sections 3 and 5).
import { z } from "zod";
import { CATEGORY_TYPES, RANKING_CATEGORIES } from "./categories";
import { DEUCE_RULES, SCORE_EVENT_TYPES, type ScoreEvent, type ScoreRules, TEAMS } from "./score";
import "../lib/schemas/zod-locale";

export const TEAM_NAME_MAX = 40;
export const PLAYER_NAME_MAX = 40;
/** Longest event log a match may hold, and the most events one sync request may carry. */
export const MAX_MATCH_EVENTS = 5000;
export const MAX_SYNC_EVENTS = 1000;

/** A club offered in the setup form. */
export type ClubOption = { id: number; name: string };

export const DEFAULT_TEAM_NAMES = { team1: "Equipo 1", team2: "Equipo 2" } as const;

export const DEUCE_RULE_LABELS: Record<(typeof DEUCE_RULES)[number], { title: string; description: string }> = {
  golden: { title: "Punto de oro", description: "En 40-40 el siguiente punto gana el juego." },
  advantage: { title: "Ventaja", description: "En 40-40 se juega con ventaja hasta sacar dos puntos de diferencia." },
  star: {
    title: "Punto estrella",
    description: "Se juegan dos ventajas; en el tercer 40-40 un solo punto decide el juego (FIP 2026).",
  },
};

/** Category labels of the setup form (001 section 5: '1ra Fuerza' and so on). */
export function categoryLabel(category: string): string {
  return category === "Open" ? "Open" : `${category} Fuerza`;
}

const playerName = z
  .string({ error: "Escribe el nombre del jugador" })
  .trim()
  .min(1, "Escribe el nombre del jugador")
  .max(PLAYER_NAME_MAX, `Máximo ${PLAYER_NAME_MAX} caracteres`);

const TeamSchema = z.object({
  name: z
    .string({ error: "Escribe el nombre del equipo" })
    .trim()
    .min(1, "Escribe el nombre del equipo")
    .max(TEAM_NAME_MAX, `Máximo ${TEAM_NAME_MAX} caracteres`),
  players: z.tuple([playerName, playerName]),
});

export const MatchSettingsSchema = z
  .object({
    team1: TeamSchema,
    team2: TeamSchema,
    deuceRule: z.enum(DEUCE_RULES, { error: "Elige cómo se juega el 40-40" }),
    numberOfSets: z.union([z.literal(1), z.literal(3)], { error: "El partido es a 1 set o al mejor de 3" }),
    tieBreak: z.boolean(),
    superTieBreak: z.boolean(),
    clubId: z.number({ error: "Elige un club" }).int("Elige un club").positive("Elige un club"),
    clubName: z.string().trim().min(1, "Elige un club").max(200),
    category: z.enum(RANKING_CATEGORIES, { error: "Elige una categoría" }),
    categoryType: z.enum(CATEGORY_TYPES, { error: "Elige el tipo de categoría" }),
    shareLive: z.boolean(),
  })
  .refine((s) => !s.superTieBreak || s.numberOfSets === 3, {
    message: "El súper tie-break solo aplica al mejor de 3 sets",
    path: ["superTieBreak"],
  });

export type MatchSettings = z.infer<typeof MatchSettingsSchema>;

export function rulesOf(settings: Pick<MatchSettings, "deuceRule" | "numberOfSets" | "tieBreak" | "superTieBreak">): ScoreRules {
  return {
    deuceRule: settings.deuceRule,
    numberOfSets: settings.numberOfSets,
    tieBreak: settings.tieBreak,
    superTieBreak: settings.numberOfSets === 3 && settings.superTieBreak,
  };
}

/** Scorer-clock milliseconds since the epoch: a whole, positive number that fits a JS number. */
const eventTime = z.number().int().min(0).max(8.64e15);
const team = z.enum(TEAMS);

export const ScoreEventSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("start"), server: team, at: eventTime }),
    z.object({ type: z.literal("point"), team, at: eventTime }),
    ...(["undo", "reset-game", "reset-match", "pause", "resume"] as const).map((type) =>
      z.object({ type: z.literal(type), at: eventTime }),
    ),
  ],
  { error: "Evento de marcador no válido" },
) satisfies z.ZodType<ScoreEvent>;

// Keeps the schema and the engine's event list in step.
SCORE_EVENT_TYPES satisfies readonly ScoreEvent["type"][];

export const SyncRequestSchema = z.object({
  settings: MatchSettingsSchema,
  /** Index in the match's log of the first event sent. */
  from: z.number().int().min(0).max(MAX_MATCH_EVENTS),
  events: z.array(ScoreEventSchema).max(MAX_SYNC_EVENTS, "Demasiados eventos en un envío"),
  /** The scorer's clock when sending: lets the server show the timer on the viewers' clocks. */
  sentAt: eventTime,
});

export type SyncRequest = z.infer<typeof SyncRequestSchema>;

/** The scorer's secret: 32 random bytes, base64url. Only its SHA-256 hash reaches the database. */
export const SCORER_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const MatchIdSchema = z.uuid();

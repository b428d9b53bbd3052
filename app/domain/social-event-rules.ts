// The settings of a social event's play (issue 32) that only its form, its checks and its rules need: kept
// apart from social-event.ts so that pages listing events do not load them.
import { SOCIAL_FORMAT_LABELS, SOCIAL_GENDER_MIX_LABELS, type SocialFormat, type SocialGenderMix } from "./social-event";
/** What a sit-out earns in the standings (app/domain/social SitOutRule). */
export const SOCIAL_SIT_OUT_RULES = ["promedio", "fijo"] as const;
export type SocialSitOutRule = (typeof SOCIAL_SIT_OUT_RULES)[number];
export const SOCIAL_SIT_OUT_RULE_LABELS: Record<SocialSitOutRule, string> = {
  promedio: "Su promedio de puntos en el evento",
  fijo: "Un número fijo de puntos",
};

/** Mexicano's pairing inside each group of four, by standings. */
export const SOCIAL_MEXICANO_RULES = ["1y3-vs-2y4", "1y4-vs-2y3"] as const;
export type SocialMexicanoRule = (typeof SOCIAL_MEXICANO_RULES)[number];
export const SOCIAL_MEXICANO_RULE_LABELS: Record<SocialMexicanoRule, string> = {
  "1y3-vs-2y4": "1º y 3º contra 2º y 4º",
  "1y4-vs-2y3": "1º y 4º contra 2º y 3º",
};

/** Mexicano's round 1: a random draw, or by the players' levels (those without one after). */
export const SOCIAL_MEXICANO_OPENINGS = ["azar", "nivel"] as const;
export type SocialMexicanoOpening = (typeof SOCIAL_MEXICANO_OPENINGS)[number];
export const SOCIAL_MEXICANO_OPENING_LABELS: Record<SocialMexicanoOpening, string> = { azar: "Al azar", nivel: "Por nivel" };

/** Points per match; null in the table means the matches are played by time. */
export const SOCIAL_POINTS = [16, 21, 24, 32] as const;

export const MIN_SOCIAL_PLAYERS = 4;
export const MAX_SOCIAL_PLAYERS = 40;
export const MAX_SOCIAL_COURTS = 10;

/** The event page's 'Detalles', label and text, made on the server (the page ships no labels for them). */
export function socialEventDetails(
  event: {
    format: SocialFormat;
    courts: string[];
    rounds: number | null;
    minutes: number | null;
    pointsPerMatch: number | null;
    playerCap: number;
    genderMix: SocialGenderMix;
    sitOutRule: SocialSitOutRule;
    sitOutPoints: number | null;
    mexicanoRule: SocialMexicanoRule;
    mexicanoOpening: SocialMexicanoOpening;
    serveRule: string | null;
    price: string | null;
    categoryFrom: string | null;
    categoryTo: string | null;
  },
  organisers: readonly string[],
): { label: string; value: string }[] {
  const { categoryFrom: from, categoryTo: to } = event;
  const details: ({ label: string; value: string } | null)[] = [
    { label: "Formato", value: SOCIAL_FORMAT_LABELS[event.format] },
    { label: "Canchas", value: event.courts.join(", ") },
    { label: "Duración", value: event.rounds !== null ? `${event.rounds} rondas` : `${event.minutes} minutos` },
    { label: "Puntos por partido", value: event.pointsPerMatch === null ? "Por tiempo" : `${event.pointsPerMatch} puntos` },
    { label: "Cupo", value: `${event.playerCap} jugadores` },
    { label: "Juegan", value: SOCIAL_GENDER_MIX_LABELS[event.genderMix] },
    { label: "Descanso", value: event.sitOutRule === "fijo" ? `${event.sitOutPoints} puntos por ronda` : "Su promedio de puntos" },
    event.format === "mexicano" ? { label: "Parejas", value: SOCIAL_MEXICANO_RULE_LABELS[event.mexicanoRule] } : null,
    event.format.startsWith("mexicano") ? { label: "Primera ronda", value: SOCIAL_MEXICANO_OPENING_LABELS[event.mexicanoOpening] } : null,
    event.serveRule ? { label: "Saque", value: event.serveRule } : null,
    event.price ? { label: "Precio", value: event.price } : null,
    from || to ? { label: "Categorías", value: from && to ? `${from} a ${to}` : from ? `Desde ${from}` : `Hasta ${to}` } : null,
    { label: "Organiza", value: organisers.join(", ") || "Pádel Puebla" },
  ];
  return details.filter((detail) => detail !== null);
}

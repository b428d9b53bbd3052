// The vocabulary of a Padel Score match: teams, rule options and their Spanish labels, the events of its
// log. Apart from the engine (`score.ts` re-exports the rules) and the settings parsers
// (`match-settings.ts`), so the setup screen loads without the engine and the live page without the parsers.

export const TEAMS = ["team1", "team2"] as const;
export type TeamId = (typeof TEAMS)[number];

export const DEFAULT_TEAM_NAMES = { team1: "Equipo 1", team2: "Equipo 2" } as const satisfies Record<TeamId, string>;
export const TEAM_NAME_MAX = 40;
export const PLAYER_NAME_MAX = 40;

/**
 * golden: at 40-40 the next point wins the game (the default, docs/product.md §9.2).
 * advantage: classic deuce and advantage until a two-point lead.
 * star: two advantages are played; at the third deuce a single deciding point (FIP 2026).
 */
export const DEUCE_RULES = ["golden", "advantage", "star"] as const;
export type DeuceRule = (typeof DEUCE_RULES)[number];

export const DEUCE_RULE_LABELS: Record<DeuceRule, { title: string; description: string }> = {
  golden: { title: "Punto de oro", description: "En 40-40 el siguiente punto gana el juego." },
  advantage: { title: "Ventaja", description: "En 40-40 se juega con ventaja hasta sacar dos puntos de diferencia." },
  star: {
    title: "Punto estrella",
    description: "Se juegan dos ventajas; en el tercer 40-40 un solo punto decide el juego (FIP 2026).",
  },
};

/** Category labels of the setup form (docs/product.md §5.1: '1ra Fuerza' and so on). */
export function categoryLabel(category: string): string {
  return category === "Open" ? "Open" : `${category} Fuerza`;
}

export const SET_COUNTS = [1, 3] as const;
export type SetCount = (typeof SET_COUNTS)[number];

export type ScoreRules = {
  deuceRule: DeuceRule;
  numberOfSets: SetCount;
  /** A tie-break to 7 at 6-6 games. Off: the set goes on until a two-game lead (docs/product.md §9.2). */
  tieBreak: boolean;
  /** With 3 sets: a super tie-break to 10 instead of the third set. */
  superTieBreak: boolean;
};

export const DEFAULT_RULES: ScoreRules = { deuceRule: "golden", numberOfSets: 3, tieBreak: false, superTieBreak: false };

/** `at`: milliseconds since the epoch on the scorer's clock. */
export type ScoreEvent =
  | { type: "start"; server: TeamId; at: number }
  | { type: "point"; team: TeamId; at: number }
  /** Takes back the last point (or game reset), any number of times, back to the start. */
  | { type: "undo"; at: number }
  | { type: "reset-game"; at: number }
  /** Back to the first-serve dialog: score and timer cleared. */
  | { type: "reset-match"; at: number }
  | { type: "pause"; at: number }
  | { type: "resume"; at: number };

export const SCORE_EVENT_TYPES = ["start", "point", "undo", "reset-game", "reset-match", "pause", "resume"] as const;

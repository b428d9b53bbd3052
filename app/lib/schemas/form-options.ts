// Values the forms render (choices, limits, intents), apart from the schemas so that a form page can
// show them without importing Zod on its first visit; the schema modules re-export them.

/** Class levels offered in a class request (docs/product.md §7.5). */
export const CLASS_LEVELS = ["Iniciante", "5ta", "4ta", "3ra", "2da", "1ra", "Open"] as const;

export const REGISTER_TOURNAMENT_INTENT = "register-tournament";
export const MAX_EXTRA_IMAGES = 10;

export const RESULT_PLACEMENT_OPTIONS = [
  ["champion", "Campeón"],
  ["runner_up", "Subcampeón"],
  ["semifinal", "Semifinal"],
] as const;

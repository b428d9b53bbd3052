// Values the forms render (choices, limits, intents), apart from the schemas so that a form page can
// show them without importing Zod on its first visit; the schema modules re-export them.

/** Class levels offered in a class request (docs/product.md §7.5). */
export const CLASS_LEVELS = ["Iniciante", "5ta", "4ta", "3ra", "2da", "1ra", "Open"] as const;

/** Longest message of a class request (§7.5) and comment of a tournament registration (§4.3): forms show the count. */
export const CLASS_REQUEST_MESSAGE_MAX = 1000;
export const REGISTRATION_COMMENTS_MAX = 500;

export const REGISTER_TOURNAMENT_INTENT = "register-tournament";
export const MAX_EXTRA_IMAGES = 10;

export const RESULT_PLACEMENT_OPTIONS = [
  ["champion", "Campeón"],
  ["runner_up", "Subcampeón"],
  ["semifinal", "Semifinal"],
] as const;

/** The create form of a social event (issue 32). */
export const CREATE_SOCIAL_EVENT_INTENT = "create-social-event";

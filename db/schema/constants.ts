// Fixed value sets from the spec. The CHECK constraints are generated from these arrays,
// so the database and the application share one definition.

export const GENDERS = ["Varonil", "Femenil"] as const;
export type Gender = (typeof GENDERS)[number];

/** Categories a person (user, player, join signup) can hold. */
export const PLAYER_CATEGORIES = ["Open", "1ra", "2da", "3ra", "4ta", "5ta", "6ta"] as const;
export type PlayerCategory = (typeof PLAYER_CATEGORIES)[number];

/** A coach's experience level (spec: no 6ta). */
export const COACH_EXPERIENCES = ["Open", "1ra", "2da", "3ra", "4ta", "5ta"] as const;
export type CoachExperience = (typeof COACH_EXPERIENCES)[number];

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Registrations store the category type in lower case (spec 000 §9). */
export const REGISTRATION_CATEGORY_TYPES = ["varonil", "femenil", "mixto"] as const;
export type RegistrationCategoryType = (typeof REGISTRATION_CATEGORY_TYPES)[number];

export const REGISTRATION_STATUSES = ["pendiente", "confirmada", "cancelada"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Results (winners) store the category type capitalised (spec 000 §9). */
export const RESULT_CATEGORY_TYPES = ["Varonil", "Femenil", "Mixto"] as const;
export type ResultCategoryType = (typeof RESULT_CATEGORY_TYPES)[number];

export const RESULT_PLACEMENTS = ["champion", "runner_up", "semifinal"] as const;
export type ResultPlacement = (typeof RESULT_PLACEMENTS)[number];

export const REVIEW_STATUSES = ["pendiente", "aprobada", "rechazada"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REQUEST_TYPES = ["entrenador", "club", "torneo"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const MATCH_STATUSES = ["in_progress", "finished"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MESSAGE_DIRECTIONS = ["inbound", "outbound"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** pending: queued, not yet accepted by the Graph API; received: inbound. */
export const MESSAGE_STATUSES = ["pending", "sent", "delivered", "read", "failed", "received"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What a stored WhatsApp message is: Meta's message types, plus 'template' for our outbound templates. */
export const MESSAGE_KINDS = [
  "text",
  "reaction",
  "image",
  "sticker",
  "audio",
  "video",
  "document",
  "location",
  "contacts",
  "interactive",
  "button",
  "order",
  "system",
  "request_welcome",
  "unsupported",
  "template",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const LOG_LEVELS = ["info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SITEMAP_URL_TYPES = ["index", "main", "players", "tournaments", "clubs", "trainers"] as const;
export type SitemapUrlType = (typeof SITEMAP_URL_TYPES)[number];

/** Default category list of a tournament: 'Todas' means every category. */
export const ALL_CATEGORIES = "Todas";

// Fixed value sets only the database and the server use. The CHECK constraints are generated from these
// arrays. Sets the rules or the UI also use (genders, categories, category types, coach experience, request
// types and statuses, WhatsApp message kinds) are defined once in app/domain and imported by the schema.

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const REGISTRATION_STATUSES = ["pendiente", "confirmada", "cancelada"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const RESULT_PLACEMENTS = ["champion", "runner_up", "semifinal"] as const;
export type ResultPlacement = (typeof RESULT_PLACEMENTS)[number];

export const MATCH_STATUSES = ["in_progress", "finished"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MESSAGE_DIRECTIONS = ["inbound", "outbound"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** pending: queued, not yet accepted by the Graph API; received: inbound. */
export const MESSAGE_STATUSES = ["pending", "sent", "delivered", "read", "failed", "received"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const LOG_LEVELS = ["info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** cancelled: no longer wanted (a reminder for a match that moved); kept for the automations log. */
export const JOB_STATUSES = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SITEMAP_URL_TYPES = ["index", "main", "players", "tournaments", "clubs", "trainers"] as const;
export type SitemapUrlType = (typeof SITEMAP_URL_TYPES)[number];

/** Default category list of a tournament: 'Todas' means every category. */
export const ALL_CATEGORIES = "Todas";

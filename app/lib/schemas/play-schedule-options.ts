// Values the order-of-play forms render (intents, limits, defaults), apart from the schemas so that the
// page can show them without importing Zod on its first visit; play-schedule.ts re-exports them.

export const SCHEDULE_SETTINGS_INTENT = "schedule-settings";
export const GENERATE_SCHEDULE_INTENT = "generate-schedule";
/** 'Generar orden de juego' from the form that shows 'Fases por día': saves them, then generates. */
export const GENERATE_WITH_PHASES_INTENT = "generate-schedule-phases";
export const MOVE_MATCH_INTENT = "move-match";
export const UNSCHEDULE_MATCH_INTENT = "unschedule-match";
export const CLEAR_SCHEDULE_INTENT = "clear-schedule";

export const MAX_COURTS = 24;
export const COURT_NAME_MAX = 40;
export const MAX_PLAY_DAYS = 14;
/** Playing days may fall this many days before the tournament's start or after its end (qualifying rounds). */
export const PLAY_DAY_MARGIN = 7;
export const MATCH_MINUTES_RANGE = [15, 300] as const;
export const REST_MINUTES_RANGE = [0, 600] as const;
/** WhatsApp match reminders go out this long before a match (play_schedule.reminder_minutes). */
export const REMINDER_MINUTES_RANGE = [5, 1440] as const;
export const DEFAULT_REMINDER_MINUTES = 30;
export const DEFAULT_DAY_START = "08:00";
export const DEFAULT_DAY_END = "22:00";

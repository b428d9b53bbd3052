// Padel Score match settings, events and the match kept on the scorer's phone (docs/product.md §9.1):
// pure parsers with Spanish messages. The setup form, the phone's storage and the server's sync schema
// (`~/lib/schemas/match-sync`, Zod around these parsers) all call them, so each rule is written once and
// the browser never loads Zod for Padel Score.
import {
  CATEGORY_TYPES,
  type CategoryType,
  LADDER_CATEGORIES,
  type LadderCategory,
  MIXED_CATEGORIES,
  type MixedCategory,
} from "./categories";
import {
  DEUCE_RULES,
  type DeuceRule,
  PLAYER_NAME_MAX,
  SCORE_EVENT_TYPES,
  type ScoreEvent,
  type ScoreRules,
  SET_COUNTS,
  type SetCount,
  TEAM_NAME_MAX,
  TEAMS,
  type TeamId,
} from "./score-rules";
import { LINEUP_MESSAGES } from "./match-lineup";
import { MAX_DB_ID } from "./slugs";

export const CLUB_NAME_MAX = 200;
/** Longest event log a match may hold, and the most events one sync request may carry. */
export const MAX_MATCH_EVENTS = 5000;
export const MAX_SYNC_EVENTS = 1000;
/** Scorer-clock milliseconds since the epoch: a whole, positive number that fits a JS date. */
export const EVENT_TIME_MAX = 8.64e15;

/** A club offered in the setup form. */
export type ClubOption = { id: number; name: string };

export type TeamSettings = { name: string; players: [string, string] };

/** The setup form offers the ranking categories; a tournament match carries its draw's ('50+', Mixto 'A'...). */
export type TournamentCategory = LadderCategory | MixedCategory;
const MATCH_CATEGORIES: readonly TournamentCategory[] = [...LADDER_CATEGORIES, ...MIXED_CATEGORIES];

export type MatchSettings = {
  team1: TeamSettings;
  team2: TeamSettings;
  deuceRule: DeuceRule;
  numberOfSets: SetCount;
  tieBreak: boolean;
  superTieBreak: boolean;
  /** null: a tournament match at a club that is not in the directory (only its name is known). */
  clubId: number | null;
  clubName: string;
  category: TournamentCategory;
  categoryType: CategoryType;
  shareLive: boolean;
  /**
   * The players' profiles the signed-in owner linked in the setup (issue 35): ids in the lineup form's four
   * places, empty places null. The server links them when the match first reaches it and keeps no copy here.
   */
  lineup?: MatchLineupIds;
};

export type MatchLineupIds = [number | null, number | null, number | null, number | null];

/** What the scorer's phone sends to `POST /api/matches/{id}/sync`. */
export type SyncRequest = {
  settings: MatchSettings;
  /** Index in the match's log of the first event sent. */
  from: number;
  events: ScoreEvent[];
  /** The scorer's clock when sending: lets the server show the timer on the viewers' clocks. */
  sentAt: number;
};

/** The match in progress, kept on the phone (localStorage) so a reload or a locked phone resumes it. */
export type StoredMatch = {
  id: string;
  /** The scorer's secret: only this phone may change the match on the server. */
  secret: string;
  settings: MatchSettings;
  events: ScoreEvent[];
  /** Events the server is known to hold. */
  synced: number;
};

export function rulesOf(settings: Pick<MatchSettings, "deuceRule" | "numberOfSets" | "tieBreak" | "superTieBreak">): ScoreRules {
  return {
    deuceRule: settings.deuceRule,
    numberOfSets: settings.numberOfSets,
    tieBreak: settings.tieBreak,
    superTieBreak: settings.numberOfSets === 3 && settings.superTieBreak,
  };
}

/** The scorer's secret: 32 random bytes, base64url. Only its SHA-256 hash reaches the database. */
export const SCORER_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A match id: a UUID (the phone makes a version 4 one with `crypto.randomUUID()`). */
export const MATCH_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const INVALID_SCORE_EVENT = "Evento de marcador no válido";

export type Issue = { path: (string | number)[]; message: string };
export type Parsed<T> = { success: true; data: T } | { success: false; issues: Issue[] };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.includes(value as T);
}

class Invalid {
  constructor(readonly message: string) {}
}

/** A field check: the cleaned value, or what is wrong with it in Spanish. */
type Check<T> = (value: unknown) => T | Invalid;

/** The field's value, or undefined after recording its issue. */
function checked<T>(issues: Issue[], path: Issue["path"], value: unknown, check: Check<T>): T | undefined {
  const result = check(value);
  if (!(result instanceof Invalid)) return result;
  issues.push({ path, message: result.message });
  return undefined;
}

/** Trimmed text of 1 to `max` characters. */
const text =
  (max: number, required: string): Check<string> =>
  (value) => {
    if (typeof value !== "string" || value.trim() === "") return new Invalid(required);
    const trimmed = value.trim();
    return trimmed.length > max ? new Invalid(`Máximo ${max} caracteres`) : trimmed;
  };

const oneOf =
  <T>(options: readonly T[], message: string): Check<T> =>
  (value) =>
    isOneOf(options, value) ? value : new Invalid(message);

const flag =
  (message: string): Check<boolean> =>
  (value) =>
    typeof value === "boolean" ? value : new Invalid(message);

const playerName = text(PLAYER_NAME_MAX, "Escribe el nombre del jugador");
const teamName = text(TEAM_NAME_MAX, "Escribe el nombre del equipo");

function parseTeam(issues: Issue[], team: TeamId, value: unknown): TeamSettings | undefined {
  if (!isFields(value)) {
    issues.push({ path: [team], message: "Escribe el nombre del equipo y de sus jugadores" });
    return undefined;
  }
  const name = checked(issues, [team, "name"], value.name, teamName);
  const players = value.players;
  if (!Array.isArray(players) || players.length !== 2) {
    issues.push({ path: [team, "players"], message: "Escribe el nombre de los dos jugadores" });
    return undefined;
  }
  const first = checked(issues, [team, "players", 0], players[0], playerName);
  const second = checked(issues, [team, "players", 1], players[1], playerName);
  return name === undefined || first === undefined || second === undefined ? undefined : { name, players: [first, second] };
}

/**
 * The setup of a match, from the form, the phone's storage or a sync request: names trimmed, unknown
 * keys dropped, every problem listed with its path and a Spanish message.
 */
export function parseMatchSettings(input: unknown): Parsed<MatchSettings> {
  if (!isFields(input)) return { success: false, issues: [{ path: [], message: "Faltan los datos del partido" }] };
  const issues: Issue[] = [];
  const field = <T>(key: keyof MatchSettings, check: Check<T>) => checked(issues, [key], input[key], check);
  const settings = {
    team1: parseTeam(issues, "team1", input.team1),
    team2: parseTeam(issues, "team2", input.team2),
    deuceRule: field("deuceRule", oneOf(DEUCE_RULES, "Elige cómo se juega el 40-40")),
    numberOfSets: field("numberOfSets", oneOf(SET_COUNTS, "El partido es a 1 set o al mejor de 3")),
    tieBreak: field("tieBreak", flag("Indica si se juega tie-break en 6-6")),
    superTieBreak: field("superTieBreak", flag("Indica si se juega súper tie-break")),
    clubId: field("clubId", (value) => (value === null || isWhole(value, 1, MAX_DB_ID) ? value : new Invalid("Elige un club"))),
    clubName: field("clubName", text(CLUB_NAME_MAX, "Elige un club")),
    category: field("category", oneOf(MATCH_CATEGORIES, "Elige una categoría")),
    categoryType: field("categoryType", oneOf(CATEGORY_TYPES, "Elige el tipo de categoría")),
    shareLive: field("shareLive", flag("Indica si el marcador se comparte en vivo")),
  };
  const lineup = input.lineup === undefined ? undefined : checked(issues, ["lineup"], input.lineup, lineupIds);
  if (issues.length === 0 && settings.superTieBreak && settings.numberOfSets !== 3) {
    issues.push({ path: ["superTieBreak"], message: "El súper tie-break solo aplica al mejor de 3 sets" });
  }
  // No issue: every field above holds its checked value.
  if (issues.length > 0) return { success: false, issues };
  return { success: true, data: (lineup ? { ...settings, lineup } : settings) as MatchSettings };
}

/** Four places of player ids or null, no player twice; all empty reads as no lineup (undefined). */
const lineupIds: Check<MatchLineupIds | undefined> = (value) => {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((id) => id === null || isWhole(id, 1, MAX_DB_ID))) {
    return new Invalid("Elige a los jugadores de la lista");
  }
  const ids = value.filter((id): id is number => id !== null);
  if (new Set(ids).size !== ids.length) return new Invalid(LINEUP_MESSAGES.repeated);
  return ids.length === 0 ? undefined : (value as MatchLineupIds);
};

export function isEventTime(value: unknown): value is number {
  return isWhole(value, 0, EVENT_TIME_MAX);
}

/** One event of a match's log, with unknown keys dropped; null when it is not one the engine knows. */
export function parseScoreEvent(input: unknown): ScoreEvent | null {
  if (!isFields(input) || !isEventTime(input.at) || !isOneOf(SCORE_EVENT_TYPES, input.type)) return null;
  const { type, at } = input;
  if (type === "start") return isOneOf(TEAMS, input.server) ? { type, server: input.server, at } : null;
  if (type === "point") return isOneOf(TEAMS, input.team) ? { type, team: input.team, at } : null;
  return { type, at };
}

/** The match found in the phone's storage, or null when it is missing, corrupt or from an older format. */
export function parseStoredMatch(input: unknown): StoredMatch | null {
  if (!isFields(input)) return null;
  const { id, secret, events, synced } = input;
  if (typeof id !== "string" || !MATCH_ID_PATTERN.test(id)) return null;
  if (typeof secret !== "string" || !SCORER_SECRET_PATTERN.test(secret)) return null;
  if (!Array.isArray(events) || !isWhole(synced, 0, Number.MAX_SAFE_INTEGER)) return null;
  const settings = parseMatchSettings(input.settings);
  if (!settings.success) return null;
  const log: ScoreEvent[] = [];
  for (const event of events) {
    const parsed = parseScoreEvent(event);
    if (!parsed) return null;
    log.push(parsed);
  }
  return { id, secret, settings: settings.data, events: log, synced };
}

// Keeps the parser and the engine's event list in step.
SCORE_EVENT_TYPES satisfies readonly ScoreEvent["type"][];

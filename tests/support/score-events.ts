// The event builders of the Padel Score tests: events one second apart, point sequences written as
// "1"/"2", whole games, the labels a state shows, and a friendly match's settings for the sync tests.
import {
  DEFAULT_RULES,
  pointLabels,
  type ScoreEvent,
  scoreMatch,
  type ScoreRules,
  type ScoreState,
  type TeamId,
} from "../../app/domain/score";
import type { MatchSettings } from "../../app/domain/match-settings";

export const GOLDEN: ScoreRules = DEFAULT_RULES;
export const ADVANTAGE: ScoreRules = { ...DEFAULT_RULES, deuceRule: "advantage" };
export const STAR: ScoreRules = { ...DEFAULT_RULES, deuceRule: "star" };

let clock = 1_000_000;
export const tick = () => (clock += 1000);

export const start = (server: TeamId = "team1"): ScoreEvent => ({ type: "start", server, at: tick() });
export const point = (team: TeamId): ScoreEvent => ({ type: "point", team, at: tick() });
export const undo = (): ScoreEvent => ({ type: "undo", at: tick() });

/** "1" is a point for team1, "2" for team2; spaces are ignored. */
export function points(sequence: string): ScoreEvent[] {
  return [...sequence.replaceAll(" ", "")].map((c) => point(c === "1" ? "team1" : "team2"));
}

/** A game won to love by `team`. */
export const game = (team: TeamId) => points(team === "team1" ? "1111" : "2222");
export const games = (...teams: TeamId[]) => teams.flatMap(game);
export const repeat = <T>(n: number, f: () => T[]): T[] => Array.from({ length: n }, f).flat();

/** The state after the first serve (team1 serving) and `events`. */
export function play(rules: ScoreRules, ...events: ScoreEvent[][]): ScoreState {
  return scoreMatch(rules, [start(), ...events.flat()]);
}

/** The points as the scoreboard shows them, "team1-team2". */
export function labels(state: ScoreState) {
  const l = pointLabels(state);
  return `${l.team1}-${l.team2}`;
}

/** A friendly match of one set, shared live, at the club `clubId`: what the scorer's phone syncs. */
export function friendlyMatchSettings(clubId: number, overrides: Partial<MatchSettings> = {}): MatchSettings {
  return {
    team1: { name: "Los Tigres", players: ["Ana", "Luz"] },
    team2: { name: "Las Águilas", players: ["Eva", "Sol"] },
    deuceRule: "golden",
    numberOfSets: 1,
    tieBreak: false,
    superTieBreak: false,
    clubId,
    clubName: "Club",
    category: "4ta",
    categoryType: "Femenil",
    shareLive: true,
    ...overrides,
  };
}

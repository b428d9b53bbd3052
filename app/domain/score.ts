// The Padel Score engine (docs/product.md §9.2, plus the 2026 FIP deuce rules): one pure reducer.
// A match is an append-only log of events; `scoreMatch(rules, events)` replays it into the score.
// The scorer's phone, the live page and the server all call it, so a rule is written once.
import type { DeuceRule, ScoreEvent, ScoreRules, SetCount, TeamId } from "./score-rules";

export { DEFAULT_RULES, DEUCE_RULES, SCORE_EVENT_TYPES, SET_COUNTS, TEAMS } from "./score-rules";
export type { DeuceRule, ScoreEvent, ScoreRules, SetCount, TeamId } from "./score-rules";

/** Games needed to win a set and the lead required (docs/product.md §9.2). */
export const GAMES_PER_SET = 6;
export const SET_LEAD = 2;
export const TIE_BREAK_POINTS = 7;
export const SUPER_TIE_BREAK_POINTS = 10;
/** The deuce (40-40 count) at which star point plays a single deciding point. */
export const STAR_POINT_DEUCE = 3;
/** How long the scoreboard shows 'Juego para {team}' and the winner banner (docs/product.md §9.2). */
export const GAME_BANNER_MS = 2000;
export const WINNER_BANNER_MS = 5000;

export type Pair = Record<TeamId, number>;

/** A finished set. A super tie-break is recorded as a 1-0 set with its points in `tieBreak`. */
export type SetScore = { team1: number; team2: number; tieBreak?: Pair; superTieBreak?: boolean };

export type GameKind = "game" | "tie-break" | "super-tie-break";
export type MatchPhase = "not-started" | "playing" | "finished";

/** Running time, paused time excluded. Running while playing and not paused; stops at the end. */
export type Timer = {
  elapsedMs: number;
  /** Scorer-clock time the current running stretch began; null when stopped. */
  runningSince: number | null;
  paused: boolean;
};

export type ScoreState = {
  phase: MatchPhase;
  firstServer: TeamId | null;
  /** Team serving the current point (in a tie-break it changes every two points). */
  server: TeamId | null;
  /** Team that serves the current game, or the first point of the current tie-break. */
  gameServer: TeamId | null;
  gameKind: GameKind;
  /** Points won in the current game or tie-break (0, 1, 2... the labels come from pointLabels). */
  points: Pair;
  games: Pair;
  sets: Pair;
  setsHistory: SetScore[];
  winner: TeamId | null;
  /** The last game won and a running count of games, so screens know when to show 'Juego para'. */
  lastGame: { winner: TeamId; count: number } | null;
  pointsPlayed: number;
  canUndo: boolean;
  timer: Timer;
};

export function otherTeam(team: TeamId): TeamId {
  return team === "team1" ? "team2" : "team1";
}

const zero = (): Pair => ({ team1: 0, team2: 0 });

/** The score part that undo restores (the timer is not undone: time really passed). */
type Score = Omit<ScoreState, "canUndo" | "timer" | "server">;

function initialScore(): Score {
  return {
    phase: "not-started",
    firstServer: null,
    gameServer: null,
    gameKind: "game",
    points: zero(),
    games: zero(),
    sets: zero(),
    setsHistory: [],
    winner: null,
    lastGame: null,
    pointsPlayed: 0,
  };
}

/** Whether the team that just scored, now on `points`, has won a regular game. */
export function isGameWon(points: Pair, team: TeamId, rule: DeuceRule): boolean {
  const mine = points[team];
  const theirs = points[otherTeam(team)];
  if (mine < 4) return false;
  switch (rule) {
    case "golden":
      return true; // first to four: at 40-40 the next point decides
    case "advantage":
      return mine - theirs >= 2;
    case "star":
      // At the third deuce (5-5) the next point decides.
      return mine - theirs >= 2 || (mine > theirs && theirs >= STAR_POINT_DEUCE + 2);
  }
}

function isTieBreakWon(points: Pair, team: TeamId, target: number): boolean {
  return points[team] >= target && points[team] - points[otherTeam(team)] >= 2;
}

function isSetWon(games: Pair, team: TeamId): boolean {
  return games[team] >= GAMES_PER_SET && games[team] - games[otherTeam(team)] >= SET_LEAD;
}

/** Sets a team needs: more than half of the match's sets. */
export function setsToWin(numberOfSets: SetCount): number {
  return Math.floor(numberOfSets / 2) + 1;
}

/**
 * Who serves the current point. In a tie-break the team due to serve takes the first point, then the
 * teams serve two points each.
 */
function pointServer(score: Score): TeamId | null {
  if (!score.gameServer || score.phase !== "playing") return null;
  if (score.gameKind === "game") return score.gameServer;
  const played = score.points.team1 + score.points.team2;
  return Math.floor((played + 1) / 2) % 2 === 0 ? score.gameServer : otherTeam(score.gameServer);
}

function winSet(score: Score, team: TeamId, entry: SetScore, rules: ScoreRules): Score {
  const sets = { ...score.sets, [team]: score.sets[team] + 1 };
  const finished = sets[team] >= setsToWin(rules.numberOfSets);
  const deciderIsSuperTieBreak = !finished && rules.numberOfSets === 3 && rules.superTieBreak && sets.team1 === 1 && sets.team2 === 1;
  return {
    ...score,
    sets,
    games: zero(),
    setsHistory: [...score.setsHistory, entry],
    phase: finished ? "finished" : "playing",
    winner: finished ? team : null,
    gameKind: deciderIsSuperTieBreak ? "super-tie-break" : "game",
  };
}

function winGame(score: Score, team: TeamId, rules: ScoreRules): Score {
  const after: Score = {
    ...score,
    points: zero(),
    // The server alternates every game; after a tie-break the team that received first serves.
    gameServer: score.gameServer && otherTeam(score.gameServer),
    lastGame: { winner: team, count: (score.lastGame?.count ?? 0) + 1 },
  };
  if (score.gameKind === "super-tie-break") {
    const games = { ...zero(), [team]: 1 };
    return winSet(after, team, { ...games, tieBreak: score.points, superTieBreak: true }, rules);
  }
  const games = { ...score.games, [team]: score.games[team] + 1 };
  if (score.gameKind === "tie-break") return winSet(after, team, { ...games, tieBreak: score.points }, rules);
  if (isSetWon(games, team)) return winSet(after, team, { ...games }, rules);
  const tieBreakNow = rules.tieBreak && games.team1 === GAMES_PER_SET && games.team2 === GAMES_PER_SET;
  return { ...after, games, gameKind: tieBreakNow ? "tie-break" : "game" };
}

function winPoint(score: Score, team: TeamId, rules: ScoreRules): Score {
  const points = { ...score.points, [team]: score.points[team] + 1 };
  const next = { ...score, points, pointsPlayed: score.pointsPlayed + 1 };
  const won =
    score.gameKind === "game"
      ? isGameWon(points, team, rules.deuceRule)
      : isTieBreakWon(points, team, score.gameKind === "tie-break" ? TIE_BREAK_POINTS : SUPER_TIE_BREAK_POINTS);
  return won ? winGame(next, team, rules) : next;
}

/** The replay accumulator: the score, the snapshots undo goes back to, and the timer. */
export type ScoreMachine = { score: Score; undo: Score[]; timer: Timer; lastAt: number };

export function initialMachine(): ScoreMachine {
  return { score: initialScore(), undo: [], timer: { elapsedMs: 0, runningSince: null, paused: false }, lastAt: 0 };
}

/** Time of an event, never earlier than the one before (a clock set back must not shorten the timer). */
function settleTimer(machine: ScoreMachine, at: number): { timer: Timer; at: number } {
  const now = Math.max(at, machine.lastAt);
  const { timer } = machine;
  if (timer.runningSince === null) return { timer, at: now };
  return { timer: { ...timer, elapsedMs: timer.elapsedMs + (now - timer.runningSince), runningSince: now }, at: now };
}

/**
 * The reducer: one event applied to the machine. Events that make no sense in the current phase
 * (a point before the first serve or after the end, undo with nothing to undo...) change nothing.
 */
export function applyScoreEvent(machine: ScoreMachine, event: ScoreEvent, rules: ScoreRules): ScoreMachine {
  const { timer: settled, at } = settleTimer(machine, event.at);
  let { score, undo } = machine;
  let timer = settled;
  const playing = score.phase === "playing";
  switch (event.type) {
    case "start":
      if (score.phase === "not-started") {
        score = { ...score, phase: "playing", firstServer: event.server, gameServer: event.server };
        undo = [];
      }
      break;
    case "point":
      if (playing) {
        undo = [...undo, score];
        score = winPoint(score, event.team, rules);
      }
      break;
    case "reset-game":
      if (playing && score.points.team1 + score.points.team2 > 0) {
        undo = [...undo, score];
        score = { ...score, points: zero() };
      }
      break;
    case "undo": {
      const previous = undo.at(-1);
      if (previous) {
        score = previous;
        undo = undo.slice(0, -1);
      }
      break;
    }
    case "reset-match":
      score = initialScore();
      undo = [];
      timer = { elapsedMs: 0, runningSince: null, paused: false };
      break;
    case "pause":
      if (playing) timer = { ...timer, paused: true };
      break;
    case "resume":
      timer = { ...timer, paused: false };
      break;
  }
  const running = score.phase === "playing" && !timer.paused;
  timer = { ...timer, runningSince: running ? (timer.runningSince ?? at) : null };
  return { score, undo, timer, lastAt: at };
}

export function stateOf(machine: ScoreMachine): ScoreState {
  const { score } = machine;
  return { ...score, server: pointServer(score), canUndo: machine.undo.length > 0, timer: machine.timer };
}

/** Replays a match's event log into its score. */
export function scoreMatch(rules: ScoreRules, events: readonly ScoreEvent[]): ScoreState {
  let machine = initialMachine();
  for (const event of events) machine = applyScoreEvent(machine, event, rules);
  return stateOf(machine);
}

/** Timer reading at `now` (same clock as the events' `at`). */
export function elapsedMs(timer: Timer, now: number): number {
  return timer.elapsedMs + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince));
}

export function isTimerRunning(timer: Timer): boolean {
  return timer.runningSince !== null;
}

// ---- Labels ----

/** Score labels (docs/product.md §9.2). */
export const POINT_LABELS = ["0", "15", "30", "40"] as const;
export const ADVANTAGE_LABEL = "AD";

/** What each team's points read on the scoreboard: 0/15/30/40/AD in a game, numbers in a tie-break. */
export function pointLabels(state: Pick<ScoreState, "gameKind" | "points">): Record<TeamId, string> {
  const { points } = state;
  if (state.gameKind !== "game") return { team1: String(points.team1), team2: String(points.team2) };
  if (points.team1 >= 3 && points.team2 >= 3) {
    if (points.team1 === points.team2) return { team1: "40", team2: "40" };
    const leader: TeamId = points.team1 > points.team2 ? "team1" : "team2";
    return { [leader]: ADVANTAGE_LABEL, [otherTeam(leader)]: "40" } as Record<TeamId, string>;
  }
  return { team1: POINT_LABELS[points.team1] ?? "40", team2: POINT_LABELS[points.team2] ?? "40" };
}

/** 1 at the first 40-40 of a game, 2 at the second...; 0 when the game is not at deuce. */
export function deuceNumber(state: Pick<ScoreState, "gameKind" | "points">): number {
  const { points } = state;
  if (state.gameKind !== "game" || points.team1 < 3 || points.team1 !== points.team2) return 0;
  return points.team1 - 2;
}

/** Whether the next point decides the game (golden point, or star point at the third deuce). */
export function isDecidingPoint(state: Pick<ScoreState, "gameKind" | "points" | "phase">, rule: DeuceRule): boolean {
  if (state.phase !== "playing") return false;
  const deuce = deuceNumber(state);
  return (rule === "golden" && deuce >= 1) || (rule === "star" && deuce >= STAR_POINT_DEUCE);
}

/** Games won across the finished sets and the current one (only ever grows while scoring). */
export function totalGames(state: Pick<ScoreState, "games" | "setsHistory">): Pair {
  return state.setsHistory.reduce((sum, set) => ({ team1: sum.team1 + set.team1, team2: sum.team2 + set.team2 }), { ...state.games });
}

// A tournament match's result as the organiser types it (issue 19): '6-4 3-6 10-8', commas or spaces,
// '7-6(7-5)' or '7-6(5)', '[10-8]' for a super tie-break, 'W.O.' for a walkover and 'ret.' after the
// sets of a retirement. Every set is checked by replaying it through the Padel Score engine (score.ts,
// ADR 0016) with the match's rules, so what makes a valid set is written once.
import {
  applyScoreEvent,
  initialMachine,
  otherTeam,
  type Pair,
  type ScoreMachine,
  type ScoreRules,
  type SetScore,
  setsToWin,
  stateOf,
  type TeamId,
  GAMES_PER_SET,
  SET_LEAD,
  TIE_BREAK_POINTS,
  SUPER_TIE_BREAK_POINTS,
} from "./score";
import { done, refused, type Result } from "./result";

export type MatchScoreKind = "sets" | "walkover" | "retirement";

/** team1 is the pair in the match's slot a, team2 the pair in slot b. */
export interface MatchScore {
  kind: MatchScoreKind;
  winner: TeamId;
  /** Finished sets as the engine records them (a super tie-break is a 1-0 set with its points). */
  sets: SetScore[];
  /** Retirement: the games of the set in progress when a pair retired (null when between sets). */
  unfinished: Pair | null;
}

export type MatchScoreCheck = Result<MatchScore>;

export const SCORE_EXAMPLE = "6-4 3-6 10-8";
/** Longer than any real result ('7-6(12-10) 6-7(10-12) [14-12]' and so on). */
export const SCORE_TEXT_MAX = 100;
const EMPTY = `Escribe el resultado, por ejemplo ${SCORE_EXAMPLE}`;

type Token =
  | { kind: "set"; team1: number; team2: number; tieBreak: Pair | null; bracketed: boolean; text: string }
  | { kind: "walkover" }
  | { kind: "retirement" };

const SEPARATOR = /^[\s,;]+/;
const DASH = "\\s*[-–—/:]\\s*";
const SET = new RegExp(`^(\\[)?\\s*(\\d{1,2})${DASH}(\\d{1,2})\\s*(\\])?(?:\\s*\\(\\s*(\\d{1,2})(?:${DASH}(\\d{1,2}))?\\s*\\))?`);
const WALKOVER = /^(?:w\s*\.?\s*o\.?|w\/o)(?![a-z])/i;
const RETIREMENT = /^(?:retiro|retirada|retirado|retirados|ret\.?|abandono)(?![a-z])/i;

function tokenize(text: string): Token[] | string {
  const tokens: Token[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const separator = SEPARATOR.exec(rest);
    if (separator) {
      rest = rest.slice(separator[0].length);
      continue;
    }
    const set = SET.exec(rest);
    if (set) {
      const team1 = Number(set[2]);
      const team2 = Number(set[3]);
      let tieBreak: Pair | null = null;
      if (set[5] !== undefined && set[6] !== undefined) tieBreak = { team1: Number(set[5]), team2: Number(set[6]) };
      else if (set[5] !== undefined) {
        // '7-6(5)': the loser's points; the winner took at least 7 and two more.
        const loser = Number(set[5]);
        const winnerPoints = Math.max(TIE_BREAK_POINTS, loser + 2);
        tieBreak = team1 > team2 ? { team1: winnerPoints, team2: loser } : { team1: loser, team2: winnerPoints };
      }
      tokens.push({ kind: "set", team1, team2, tieBreak, bracketed: set[1] === "[", text: set[0].trim() });
      rest = rest.slice(set[0].length);
      continue;
    }
    const walkover = WALKOVER.exec(rest);
    if (walkover) {
      tokens.push({ kind: "walkover" });
      rest = rest.slice(walkover[0].length);
      continue;
    }
    const retirement = RETIREMENT.exec(rest);
    if (retirement) {
      tokens.push({ kind: "retirement" });
      rest = rest.slice(retirement[0].length);
      continue;
    }
    return `No se entiende «${rest.split(/[\s,;]/)[0]}»: escribe cada set así: ${SCORE_EXAMPLE}`;
  }
  return tokens;
}

function setReason(rules: ScoreRules): string {
  return rules.tieBreak
    ? `un set se gana con ${GAMES_PER_SET} juegos y ${SET_LEAD} de diferencia (6-0 a 6-4 o 7-5), o 7-6 con tie-break`
    : `un set se gana con ${GAMES_PER_SET} juegos y ${SET_LEAD} de diferencia (6-4, 7-5, 8-6...)`;
}

const TIE_BREAK_REASON = `se gana con ${TIE_BREAK_POINTS} puntos y 2 de diferencia`;
const SUPER_TIE_BREAK_REASON = `se gana con ${SUPER_TIE_BREAK_POINTS} puntos y 2 de diferencia`;

/** Alternate wins up to the lower count, then the leader's: a set or tie-break can only end at its last unit. */
function order(team1: number, team2: number): TeamId[] {
  const sequence: TeamId[] = [];
  for (let i = 0; i < Math.min(team1, team2); i++) sequence.push("team1", "team2");
  const leader: TeamId = team1 > team2 ? "team1" : "team2";
  for (let i = Math.min(team1, team2); i < Math.max(team1, team2); i++) sequence.push(leader);
  return sequence;
}

class Replay {
  private machine: ScoreMachine;
  private at = 0;
  constructor(private readonly rules: ScoreRules) {
    this.machine = this.apply(initialMachine(), { type: "start", server: "team1" });
  }
  private apply(machine: ScoreMachine, event: { type: "start"; server: TeamId } | { type: "point"; team: TeamId }) {
    return applyScoreEvent(machine, { ...event, at: this.at++ }, this.rules);
  }
  get state() {
    return stateOf(this.machine);
  }
  point(team: TeamId) {
    this.machine = this.apply(this.machine, { type: "point", team });
  }
  /** Points to `team` until the engine counts a game won (four from love under every deuce rule). */
  game(team: TeamId) {
    const before = this.machine.score.lastGame?.count ?? 0;
    while ((this.machine.score.lastGame?.count ?? 0) === before && this.machine.score.phase === "playing") this.point(team);
  }
}

/**
 * Checks a result against the match's rules. `winner` is required for a walkover or a retirement (who
 * goes through); with sets it is optional and must agree with them.
 */
export function parseMatchScore(text: string, rules: ScoreRules, winner?: TeamId): MatchScoreCheck {
  if (text.length > SCORE_TEXT_MAX) return refused(`Escribe el resultado en ${SCORE_TEXT_MAX} caracteres o menos`);
  const tokens = tokenize(text);
  if (typeof tokens === "string") return refused(tokens);
  if (tokens.length === 0) return refused(EMPTY);
  const sets = tokens.filter((token) => token.kind === "set");
  const walkover = tokens.some((token) => token.kind === "walkover");
  const retirementAt = tokens.findIndex((token) => token.kind === "retirement");
  if (walkover) {
    if (tokens.length > 1) return refused("Un W.O. se escribe solo, sin sets ni retiro");
    if (!winner) return refused("Indica qué pareja gana por W.O.");
    return done<MatchScore>({ kind: "walkover", winner, sets: [], unfinished: null });
  }
  const retirement = retirementAt >= 0;
  if (retirement && (retirementAt !== tokens.length - 1 || tokens.filter((t) => t.kind === "retirement").length > 1)) {
    return refused("El retiro se escribe al final, después de los sets jugados (6-4 2-1 ret.)");
  }
  if (retirement && !winner) return refused("Indica qué pareja gana por el retiro de la otra");

  const replay = new Replay(rules);
  const finished: SetScore[] = [];
  let unfinished: Pair | null = null;
  for (const [index, set] of sets.entries()) {
    const number = index + 1;
    const label = set.text;
    if (replay.state.phase === "finished") {
      return refused(`Sobra el set ${number} (${label}): el partido ya terminó en el set ${index}`);
    }
    const last = index === sets.length - 1;
    const setsBefore = replay.state.setsHistory.length;
    const ended = () => replay.state.setsHistory.length > setsBefore;
    if (replay.state.gameKind === "super-tie-break") {
      const invalidSuper = `El súper tie-break (${set.team1}-${set.team2}) no es válido: ${SUPER_TIE_BREAK_REASON}`;
      const points = order(set.team1, set.team2);
      for (const [k, team] of points.entries()) {
        replay.point(team);
        if (ended() && k < points.length - 1) return refused(invalidSuper);
      }
      if (ended()) finished.push(replay.state.setsHistory.at(-1)!);
      else if (retirement && last) unfinished = { team1: set.team1, team2: set.team2 };
      else return refused(invalidSuper);
      continue;
    }
    if (set.bracketed) {
      return refused(`El set ${number} no es un súper tie-break con estas reglas: escríbelo en juegos (6-4)`);
    }
    const invalid = retirement && last ? "no es un marcador posible" : "no es un resultado válido";
    const games = order(set.team1, set.team2);
    let usedTieBreak = false;
    for (const [k, team] of games.entries()) {
      if (replay.state.gameKind === "tie-break") {
        usedTieBreak = true;
        // Without its points, the tie-break is taken as won 7-0 by the set's winner: only the games are checked.
        const points: Pair =
          set.tieBreak ?? (team === "team1" ? { team1: TIE_BREAK_POINTS, team2: 0 } : { team1: 0, team2: TIE_BREAK_POINTS });
        const tieBreakOrder = order(points.team1, points.team2);
        for (const [p, pointTeam] of tieBreakOrder.entries()) {
          replay.point(pointTeam);
          if (ended() !== (p === tieBreakOrder.length - 1)) {
            return refused(`El tie-break del set ${number} (${points.team1}-${points.team2}) no es válido: ${TIE_BREAK_REASON}`);
          }
        }
        if (set.tieBreak && ended() && replay.state.setsHistory.at(-1)![team] !== set[team]) {
          return refused(`El set ${number} (${label}): el tie-break lo gana la pareja que gana el set`);
        }
      } else {
        replay.game(team);
      }
      if (ended() && k < games.length - 1) {
        return refused(`El set ${number} (${label}) ${invalid}: ${setReason(rules)}`);
      }
    }
    if (set.tieBreak && !usedTieBreak) {
      return refused(`El set ${number} (${set.team1}-${set.team2}) no lleva tie-break`);
    }
    if (!ended()) {
      if (retirement && last) {
        unfinished = { team1: set.team1, team2: set.team2 };
        continue;
      }
      return refused(`El set ${number} (${label}) no es un resultado válido: ${setReason(rules)}`);
    }
    const recorded = replay.state.setsHistory.at(-1)!;
    finished.push(set.tieBreak ? recorded : { team1: recorded.team1, team2: recorded.team2 });
  }

  const state = replay.state;
  if (retirement) {
    if (state.phase === "finished") return refused("Con ese resultado el partido ya terminó: no hubo retiro");
    return done<MatchScore>({ kind: "retirement", winner: winner!, sets: finished, unfinished });
  }
  if (state.phase !== "finished") {
    const next = state.setsHistory.length + 1;
    return refused(finished.length === 0 ? EMPTY : `Falta el set ${next}: el partido va ${state.sets.team1}-${state.sets.team2} en sets`);
  }
  if (winner && winner !== state.winner) {
    return refused("Ese resultado da el partido a la otra pareja");
  }
  return done<MatchScore>({ kind: "sets", winner: state.winner!, sets: finished, unfinished: null });
}

/** The result as typed, slot a first; every reader's text is winnerFirstResult (result-text.ts). */
export { formatMatchScore } from "./result-text";

/**
 * Sets and games as they count in a group table, from slot a's side: played sets as they are (a super
 * tie-break is a 1-0 set); after a walkover or a retirement the winner is given the set in progress
 * (6 games, or two more than the other pair, 7-6 with a tie-break; a super tie-break 1-0) and each
 * missing set 6-0.
 */
export function countedSets(score: MatchScore, rules: ScoreRules): { a: number; b: number }[] {
  const toAb = (pair: Pair) => ({ a: pair.team1, b: pair.team2 });
  const sets = score.sets.map((set) => toAb(set));
  if (score.kind === "sets") return sets;
  const winner = score.winner;
  const loser = otherTeam(winner);
  const won = (pair: Pair) => (pair.team1 > pair.team2 ? "team1" : "team2");
  let winnerSets = score.sets.filter((set) => won(set) === winner).length;
  const inSuperTieBreak = rules.numberOfSets === 3 && rules.superTieBreak && score.sets.length === 2;
  if (score.unfinished && inSuperTieBreak) {
    sets.push(toAb({ [winner]: 1, [loser]: 0 } as Pair));
    winnerSets++;
  } else if (score.unfinished) {
    const loserGames = score.unfinished[loser];
    const winnerGames = loserGames >= GAMES_PER_SET && rules.tieBreak ? GAMES_PER_SET + 1 : Math.max(GAMES_PER_SET, loserGames + SET_LEAD);
    sets.push(toAb({ [winner]: winnerGames, [loser]: loserGames } as Pair));
    winnerSets++;
  }
  for (; winnerSets < setsToWin(rules.numberOfSets); winnerSets++) {
    sets.push(toAb({ [winner]: GAMES_PER_SET, [loser]: 0 } as Pair));
  }
  return sets;
}

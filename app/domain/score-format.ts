// Texts of the scoreboard: deuce status, set scores, the final result and the shared result.
import type { MatchSettings } from "./match-settings";
import { categoryLabel, DEUCE_RULE_LABELS } from "./score-rules";
import { deuceNumber, type DeuceRule, isDecidingPoint, type ScoreState, STAR_POINT_DEUCE, type TeamId, TEAMS } from "./score";

type Names = Pick<MatchSettings, "team1" | "team2">;

/** A team as the scoreboard names it: a pair named by its players by their whole names (its name may be cut). */
export function teamName(settings: Names, team: TeamId): string {
  return namedByPlayers(settings, team) ? playersLine(settings, team) : settings[team].name;
}

/** mm:ss (minutes keep counting past 59). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

import { formatSet, resultText } from "./result-text";

export { formatSet };

/**
 * The line under the points: tie-break, which deuce it is, advantage, or the deciding point.
 * Null when nothing special is going on.
 */
export function gameStatus(state: Pick<ScoreState, "phase" | "gameKind" | "points">, rule: DeuceRule, settings: Names): string | null {
  if (state.phase !== "playing") return null;
  if (state.gameKind === "tie-break") return "Tie-break";
  if (state.gameKind === "super-tie-break") return "Súper tie-break";
  if (isDecidingPoint(state, rule)) {
    return rule === "golden" ? "Punto de oro: el siguiente punto gana" : "Punto estrella: el siguiente punto gana";
  }
  const deuce = deuceNumber(state);
  if (deuce > 0) return rule === "star" ? `Iguales · deuce ${deuce} de ${STAR_POINT_DEUCE}` : `Iguales · deuce ${deuce}`;
  const { team1, team2 } = state.points;
  if (team1 >= 3 && team2 >= 3) {
    const leader: TeamId = team1 > team2 ? "team1" : "team2";
    return `Ventaja ${teamName(settings, leader)}`;
  }
  return null;
}

/** Set scores in order, e.g. '6-4, 3-6, [10-8]'. */
export function formatSets(state: Pick<ScoreState, "setsHistory">): string {
  return state.setsHistory.map(formatSet).join(", ");
}

/**
 * Final result text shown when the match ends and used when sharing, from the winner's side and naming the
 * pairs by their players: 'Eva / Sol ganan a Ana / Luz 6-0' (resultText, docs/product.md §9.2).
 */
export function finalResultText(settings: Names, state: Pick<ScoreState, "phase" | "winner" | "setsHistory">): string | null {
  if (state.phase !== "finished" || !state.winner) return null;
  return resultText(
    { kind: "sets", winner: state.winner, sets: state.setsHistory, unfinished: null },
    { team1: playersLine(settings, "team1"), team2: playersLine(settings, "team2") },
  );
}

export function playersLine(settings: Names, team: TeamId): string {
  return settings[team].players.join(" / ");
}

/**
 * Whether a team is named by its players, as a tournament pair is ('Ana López / Bea Ruiz', maybe cut to
 * the name's limit with '…'): the scoreboard then shows the players once, not the name above them again.
 */
export function namedByPlayers(settings: Names, team: TeamId): boolean {
  const { name } = settings[team];
  const players = playersLine(settings, team);
  return name === players || (name.endsWith("…") && players.startsWith(name.slice(0, -1)));
}

/** The text the share button sends (or copies): teams, players, sets, winner, club, category, time. */
export function shareText(settings: MatchSettings, state: Omit<ScoreState, "timer">, elapsed: number): string {
  const lines = [
    `🎾 ${teamName(settings, "team1")} vs ${teamName(settings, "team2")}`,
    ...TEAMS.map((team) => `${teamName(settings, team)}: ${playersLine(settings, team)}`),
  ];
  const result = finalResultText(settings, state);
  if (result) lines.push(`Resultado: ${result}`);
  else {
    const sets = formatSets(state);
    const current = `${state.games.team1}-${state.games.team2}`;
    lines.push(`Marcador: ${sets ? `${sets}, ` : ""}${current} (en juego)`);
  }
  lines.push(
    `${settings.clubName} · ${settings.categoryType} ${categoryLabel(settings.category)} · ${DEUCE_RULE_LABELS[settings.deuceRule].title}`,
    `Duración: ${formatClock(elapsed)}`,
    "Padel Score",
  );
  return lines.join("\n");
}

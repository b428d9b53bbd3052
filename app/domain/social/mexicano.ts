// Mexicano (issue 32): each round from the standings. The fair sit-outs leave (./sit-outs), the rest in
// standings order fill the courts four by four (court 1 the top four), and inside each four the
// organiser's rule pairs them: 1st+3rd vs 2nd+4th or 1st+4th vs 2nd+3rd. Round 1 uses a random order
// (seeded) or the level order instead of standings. The team variant: pairs by standings, 1st vs 2nd.
import { done, refused, type Result } from "../result";
import { drawOrder } from "../seeded-random";
import { matchesPerRound, MIXED_TOO_FEW, mixedMatchesPerRound } from "./americano";
import { compareRest, restsOf } from "./sit-outs";
import {
  MAX_SOCIAL_COURTS,
  MAX_SOCIAL_PLAYERS,
  MIN_SOCIAL_PLAYERS,
  type MexicanoRule,
  type PlayerId,
  type Round,
  type Side,
  type SocialMatch,
} from "./types";

export type MexicanoInput = {
  /** The players present, best first (`socialStandings`; round 1: `mexicanoOpeningOrder`). */
  standings: readonly PlayerId[];
  courts: number;
  rule: MexicanoRule;
  /** The number of the round to make. */
  round: number;
  /** Who did not play each earlier round (`sittingOutHistory(rounds, present)`). */
  sittingOutHistory: readonly (readonly PlayerId[])[];
  /**
   * A mixed event: which of `standings` are women (the others are men). Men and women are ranked apart;
   * each court takes the next two of each, and the 1st man plays with the 2nd woman against the 2nd man
   * with the 1st woman (the rule applies to the individual formats only).
   */
  women?: readonly PlayerId[];
};

export type MexicanoTeamsInput = Omit<MexicanoInput, "standings" | "rule" | "women"> & { standings: readonly Side[] };

/** Round 1's order: random from a seed, or by level (highest first; equal levels by id). */
export function mexicanoOpeningOrder(
  players: readonly PlayerId[],
  order: { kind: "azar"; seed: number } | { kind: "nivel"; levels: Readonly<Record<PlayerId, number>> },
): PlayerId[] {
  if (order.kind === "azar") return drawOrder(players, order.seed);
  const level = (id: PlayerId) => order.levels[id] ?? Number.NEGATIVE_INFINITY;
  return [...players].sort((a, b) => level(b) - level(a) || (a < b ? -1 : a > b ? 1 : 0));
}

export function mexicanoRound(input: MexicanoInput): Result<Round> {
  const checked = check(input.standings, input.courts, input.round);
  if (!checked.ok) return checked;
  if (input.women) return mixedRound({ ...input, women: input.women });
  const { playing, sittingOut } = split(
    input.standings,
    4 * matchesPerRound(input.standings.length, input.courts),
    input.sittingOutHistory,
  );
  const matches: SocialMatch[] = [];
  for (let k = 0; k < playing.length / 4; k++) {
    const [p1, p2, p3, p4] = playing.slice(4 * k, 4 * k + 4) as [PlayerId, PlayerId, PlayerId, PlayerId];
    matches.push(
      input.rule === "1y3-vs-2y4" ? { court: k + 1, team1: [p1, p3], team2: [p2, p4] } : { court: k + 1, team1: [p1, p4], team2: [p2, p3] },
    );
  }
  return done({ number: input.round, matches, sittingOut });
}

export function mexicanoTeamsRound(input: MexicanoTeamsInput): Result<Round> {
  const ids = input.standings.map((team) => team[0]);
  const checked = check(input.standings.flat(), input.courts, input.round);
  if (!checked.ok) return checked;
  const teamOf = new Map(input.standings.map((team) => [team[0], team]));
  // A pair rests as one: its first player's history stands for it.
  const { playing, sittingOut } = split(ids, 2 * matchesPerRound(ids.length, input.courts, 2), input.sittingOutHistory);
  const matches: SocialMatch[] = [];
  for (let k = 0; k < playing.length / 2; k++) {
    matches.push({ court: k + 1, team1: teamOf.get(playing[2 * k]!)!, team2: teamOf.get(playing[2 * k + 1]!)! });
  }
  return done({ number: input.round, matches, sittingOut: sittingOut.flatMap((id) => [...teamOf.get(id)!]) });
}

function mixedRound(input: MexicanoInput & { women: readonly PlayerId[] }): Result<Round> {
  const isWoman = new Set(input.women);
  const women = input.standings.filter((id) => isWoman.has(id));
  const men = input.standings.filter((id) => !isWoman.has(id));
  if (women.length < 2 || men.length < 2) return refused(MIXED_TOO_FEW);
  const seats = 2 * mixedMatchesPerRound(men.length, women.length, input.courts);
  const [m, w] = [split(men, seats, input.sittingOutHistory), split(women, seats, input.sittingOutHistory)];
  const out = new Set([...m.sittingOut, ...w.sittingOut]);
  const matches: SocialMatch[] = [];
  for (let k = 0; k < seats / 2; k++) {
    const [m1, m2] = [m.playing[2 * k]!, m.playing[2 * k + 1]!];
    const [w1, w2] = [w.playing[2 * k]!, w.playing[2 * k + 1]!];
    matches.push({ court: k + 1, team1: [m1, w2], team2: [m2, w1] });
  }
  return done({ number: input.round, matches, sittingOut: input.standings.filter((id) => out.has(id)) });
}

function check(players: readonly PlayerId[], courts: number, round: number): Result {
  if (new Set(players).size !== players.length) return refused("Un jugador aparece dos veces.");
  if (players.length < MIN_SOCIAL_PLAYERS) return refused(`Se necesitan al menos ${MIN_SOCIAL_PLAYERS} jugadores.`);
  if (players.length > MAX_SOCIAL_PLAYERS) return refused(`Máximo ${MAX_SOCIAL_PLAYERS} jugadores.`);
  if (!Number.isInteger(courts) || courts < 1 || courts > MAX_SOCIAL_COURTS)
    return refused(`Indica entre 1 y ${MAX_SOCIAL_COURTS} canchas.`);
  if (!Number.isInteger(round) || round < 1) return refused("Esa ronda no existe.");
  return done();
}

/** The fair sit-outs (fewest rests, then rested longest ago, then lowest in the standings) and the rest in order. */
function split(standings: readonly PlayerId[], seats: number, history: readonly (readonly PlayerId[])[]) {
  const rests = restsOf(history, standings);
  const rank = new Map(standings.map((id, i) => [id, i]));
  const out = new Set(
    [...standings]
      .sort((a, b) => compareRest(rests.get(a)!, rests.get(b)!) || rank.get(b)! - rank.get(a)!)
      .slice(0, standings.length - seats),
  );
  return { playing: standings.filter((id) => !out.has(id)), sittingOut: standings.filter((id) => out.has(id)) };
}

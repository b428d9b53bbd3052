// Knockout draws (issue 19): single elimination for 2 to 128 entries with byes to the top seeds and the
// standard seed placement, the optional consolation draw for first-round losers, and Spanish round names.
// The group stage's knockout (draw-groups.ts) is built with the same `buildKnockout`.

import { done, refused, type Result } from "./result";

export const MIN_ENTRIES = 2;
export const MAX_ENTRIES = 128;

export type MatchSlot = "a" | "b";

/** Who plays in a slot of a match, as known when the draw is made. */
export type SlotSource =
  | { kind: "entry"; entryId: string; seed: number | null }
  | { kind: "winner"; matchId: string }
  | { kind: "loser"; matchId: string }
  /** The pair finishing at `rank` (1 or 2) in a group. */
  | { kind: "group"; groupId: string; rank: number }
  | { kind: "bye" };

export type KnockoutStage = "main" | "consolation";

export interface KnockoutMatch {
  /** e.g. 'P1-3': main draw, round 1, third match from the top; 'C2-1' in the consolation draw. */
  id: string;
  stage: KnockoutStage;
  /** 1 is the first round. */
  round: number;
  roundName: string;
  /** 0-based, from the top of the draw. */
  position: number;
  a: SlotSource;
  b: SlotSource;
  /** Not played: the slot that is not a bye goes through (the next match already names it). */
  bye: boolean;
  winnerTo: { matchId: string; slot: MatchSlot } | null;
  /** Set in the main draw when a consolation draw takes this match's loser. */
  loserTo: { matchId: string; slot: MatchSlot } | null;
  /** Matches whose result this one waits for (byes excluded); the scheduler plays them first. */
  feeders: string[];
}

export interface KnockoutRound {
  round: number;
  name: string;
  matchIds: string[];
}

export interface Knockout {
  stage: KnockoutStage;
  /** Slots in the first round: a power of two. */
  size: number;
  rounds: KnockoutRound[];
  matches: KnockoutMatch[];
}

export interface EliminationDraw {
  entries: number;
  size: number;
  /** Number of byes; they go to seeds 1..byes. */
  byes: number;
  main: Knockout;
  /** Null when not asked for, or when fewer than two first-round matches are played. */
  consolation: Knockout | null;
}

/** The smallest power of two that holds `entries` (at least 2). */
export function bracketSize(entries: number): number {
  let size = 2;
  while (size < entries) size *= 2;
  return size;
}

/**
 * The seed in each first-round slot, top to bottom (tennis and padel draws): 1 and 2 in opposite
 * halves, 3 and 4 in the other two quarters, 5 to 8 one per eighth, and so on; seed s meets size+1-s
 * in the first round, so byes (the seeds above the number of entries) face the top seeds.
 */
export function seedPositions(size: number): number[] {
  if (!Number.isSafeInteger(size) || size < 1 || (size & (size - 1)) !== 0) {
    throw new RangeError(`Draw size must be a power of two: ${size}`);
  }
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/** 'Final', 'Semifinal', 'Cuartos de final', 'Octavos de final', 'Dieciseisavos de final', 'Ronda de 64'... */
export function roundName(matchesInRound: number): string {
  switch (matchesInRound) {
    case 1:
      return "Final";
    case 2:
      return "Semifinal";
    case 4:
      return "Cuartos de final";
    case 8:
      return "Octavos de final";
    case 16:
      return "Dieciseisavos de final";
    default:
      return `Ronda de ${matchesInRound * 2}`;
  }
}

/** A round's name on a tab: 'Cuartos', 'Octavos', 'Dieciseisavos'; 'Semifinal', 'Final', 'Ronda de 64' stay. */
export function shortRoundName(name: string): string {
  return name.replace(/ de final$/, "");
}

const STAGE_PREFIX: Record<KnockoutStage, string> = { main: "P", consolation: "C" };

export function knockoutMatchId(stage: KnockoutStage, round: number, position: number): string {
  return `${STAGE_PREFIX[stage]}${round}-${position + 1}`;
}

/** Group stage matches a group's pair waits for, by group id (group knockouts only). */
export type GroupFeeders = (groupId: string) => readonly string[];

function feedersOf(sources: SlotSource[], groupFeeders: GroupFeeders): string[] {
  return sources.flatMap((source) => {
    if (source.kind === "winner" || source.kind === "loser") return [source.matchId];
    return source.kind === "group" ? groupFeeders(source.groupId) : [];
  });
}

/**
 * A knockout from its first-round slots (a power of two of them, top to bottom). A first-round match
 * against a bye is kept (the draw shows it) but marked `bye`, and the next round names the pair directly.
 * Two byes in one match are not allowed.
 */
export function buildKnockout(slots: readonly SlotSource[], stage: KnockoutStage, groupFeeders: GroupFeeders = () => []): Knockout {
  const size = slots.length;
  seedPositions(size); // checks the size
  const matches: KnockoutMatch[] = [];
  const rounds: KnockoutRound[] = [];
  /** What goes into the next round from each match of the current one. */
  let sources: SlotSource[] = [...slots];
  for (let round = 1; sources.length > 1; round++) {
    const count = sources.length / 2;
    const name = roundName(count);
    const next: SlotSource[] = [];
    const ids: string[] = [];
    for (let position = 0; position < count; position++) {
      const a = sources[2 * position]!;
      const b = sources[2 * position + 1]!;
      if (a.kind === "bye" && b.kind === "bye") throw new RangeError("A match cannot have two byes");
      const id = knockoutMatchId(stage, round, position);
      const bye = a.kind === "bye" || b.kind === "bye";
      const winnerTo =
        count > 1
          ? {
              matchId: knockoutMatchId(stage, round + 1, position >> 1),
              slot: (position % 2 === 0 ? "a" : "b") as MatchSlot,
            }
          : null;
      matches.push({
        id,
        stage,
        round,
        roundName: name,
        position,
        a,
        b,
        bye,
        winnerTo,
        loserTo: null,
        feeders: bye ? [] : feedersOf([a, b], groupFeeders),
      });
      ids.push(id);
      next.push(bye ? (a.kind === "bye" ? b : a) : { kind: "winner", matchId: id });
    }
    rounds.push({ round, name, matchIds: ids });
    sources = next;
  }
  return { stage, size, rounds, matches };
}

/**
 * Single elimination from the entries in seed order (index 0 is seed 1). With `consolation`, the losers
 * of the played first-round matches get a draw of their own; its seed order follows the best seed of the
 * match they lost (the loser of the top seed's match is consolation seed 1), and its byes go the same way.
 */
export function singleElimination(seededEntryIds: readonly string[], options: { consolation?: boolean } = {}): Result<EliminationDraw> {
  const entries = seededEntryIds.length;
  if (entries < MIN_ENTRIES) return refused("Se necesitan al menos 2 parejas para hacer el cuadro");
  if (entries > MAX_ENTRIES) return refused(`El cuadro admite como máximo ${MAX_ENTRIES} parejas`);
  if (new Set(seededEntryIds).size !== entries) return refused("Una pareja aparece dos veces en el cuadro");
  const size = bracketSize(entries);
  const slots: SlotSource[] = seedPositions(size).map((seed) =>
    seed <= entries ? { kind: "entry", entryId: seededEntryIds[seed - 1]!, seed } : { kind: "bye" },
  );
  const main = buildKnockout(slots, "main");
  const consolation = options.consolation ? consolationFor(main) : null;
  return done({ entries, size, byes: size - entries, main, consolation });
}

function bestSeed(match: KnockoutMatch): number {
  const seeds = [match.a, match.b].map((slot) => (slot.kind === "entry" && slot.seed !== null ? slot.seed : Infinity));
  return Math.min(...seeds);
}

function consolationFor(main: Knockout): Knockout | null {
  const played = main.matches
    .filter((match) => match.round === 1 && !match.bye)
    .sort((x, y) => bestSeed(x) - bestSeed(y) || x.position - y.position);
  if (played.length < 2) return null;
  const size = bracketSize(played.length);
  const slots: SlotSource[] = seedPositions(size).map((seed) =>
    seed <= played.length ? { kind: "loser", matchId: played[seed - 1]!.id } : { kind: "bye" },
  );
  const consolation = buildKnockout(slots, "consolation");
  // Tell each main match where its loser goes: the first-round slot that names it. A loser facing a bye
  // is named in the bye match too (as a main-draw pair is), and the bye passes it on to round 2; pointing
  // at round 2 instead left the bye match with no pair to pass on, and it overwrote the loser (issue 31).
  for (const match of consolation.matches.filter((candidate) => candidate.round === 1)) {
    for (const slot of ["a", "b"] as const) {
      const source = match[slot];
      if (source.kind !== "loser") continue;
      const from = main.matches.find((candidate) => candidate.id === source.matchId)!;
      from.loserTo = { matchId: match.id, slot };
    }
  }
  return consolation;
}

/** A match's result as the draw needs it: who won and who lost (entry ids). */
export interface DecidedMatch {
  winner: string;
  loser: string;
}

/**
 * The entry in a slot, once known: directly named, or the winner/loser of a decided match, or the pair at
 * a rank of a finished group (`groupRanks['A'][0]` is the group's first). Null while still open.
 */
export function resolveSlot(
  source: SlotSource,
  decided: Readonly<Record<string, DecidedMatch | undefined>>,
  groupRanks: Readonly<Record<string, readonly string[] | undefined>> = {},
): string | null {
  switch (source.kind) {
    case "entry":
      return source.entryId;
    case "winner":
      return decided[source.matchId]?.winner ?? null;
    case "loser":
      return decided[source.matchId]?.loser ?? null;
    case "group":
      return groupRanks[source.groupId]?.[source.rank - 1] ?? null;
    case "bye":
      return null;
  }
}

export interface KnockoutPlacements {
  champion: string;
  runnerUp: string;
  /** The two losers of the semifinals (one when the draw had only the final and a semifinal bye). */
  semifinalists: string[];
}

/**
 * Champion, runner-up and semifinalists once the final is decided (what becomes the category's
 * `result` rows); null before. A draw of 2 has no semifinalists.
 */
export function knockoutPlacements(
  knockout: Knockout,
  decided: Readonly<Record<string, DecidedMatch | undefined>>,
): KnockoutPlacements | null {
  const finalRound = knockout.rounds.at(-1)!;
  const final = decided[finalRound.matchIds[0]!];
  if (!final) return null;
  const semifinalRound = knockout.rounds.at(-2);
  const semifinalists = (semifinalRound?.matchIds ?? []).flatMap((id) => {
    const loser = decided[id]?.loser;
    return loser ? [loser] : [];
  });
  return { champion: final.winner, runnerUp: final.loser, semifinalists };
}

/** 'Final', 'Semifinal 2', 'Consolación: Cuartos de final 3' (numbered from the top when the round has several). */
export function knockoutMatchLabel(matches: readonly KnockoutMatch[], match: KnockoutMatch): string {
  const inRound = matches.filter((other) => other.stage === match.stage && other.round === match.round).length;
  const name = inRound > 1 ? `${match.roundName} ${match.position + 1}` : match.roundName;
  return match.stage === "consolation" ? `Consolación: ${name}` : name;
}

function refusal(label: string): Result {
  return refused(`No se puede corregir: el partido ${label} ya tiene resultado con la pareja que pasó. Borra primero ese resultado.`);
}

/**
 * Whether a knockout match's result may be corrected: not when a match it feeds (its winner's next match,
 * or its loser's consolation match) already has a result. `matches`: every match of the draw (main and
 * consolation); `decided`: the matches with a result.
 */
export function checkKnockoutCorrection(
  matches: readonly KnockoutMatch[],
  matchId: string,
  decided: Readonly<Record<string, DecidedMatch | undefined>>,
): Result {
  const byId = new Map(matches.map((candidate) => [candidate.id, candidate]));
  const match = byId.get(matchId);
  if (!match) return refused("Ese partido no está en el cuadro");
  for (const next of [match.winnerTo, match.loserTo]) {
    // A bye is never played: the pair goes on to the match after it (a consolation bye's loser does).
    let target = next ? byId.get(next.matchId) : undefined;
    while (target?.bye && target.winnerTo) target = byId.get(target.winnerTo.matchId);
    if (target && decided[target.id]) return refusal(knockoutMatchLabel(matches, target));
  }
  return done();
}

/** Whether a group match's result may be corrected: not once a knockout match taking pairs from the group has a result. */
export function checkGroupCorrection(
  knockoutMatches: readonly KnockoutMatch[],
  groupId: string,
  decided: Readonly<Record<string, DecidedMatch | undefined>>,
): Result {
  const blocking = knockoutMatches.find(
    (match) => decided[match.id] && [match.a, match.b].some((slot) => slot.kind === "group" && slot.groupId === groupId),
  );
  return blocking ? refusal(knockoutMatchLabel(knockoutMatches, blocking)) : done();
}

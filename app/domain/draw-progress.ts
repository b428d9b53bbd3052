// A stored draw as it progresses (issue 19): who plays in each slot once results are in, which result
// may be corrected, the group tables and the placements of the final. Works on the matches as stored
// (draw_match rows, entry ids as strings), so the server and the seed share one set of rules.
import {
  checkGroupCorrection,
  checkKnockoutCorrection,
  type DecidedMatch,
  type KnockoutMatch,
  type KnockoutPlacements,
  knockoutPlacements,
  type MatchSlot,
  roundName,
  singleElimination,
} from "./draw-bracket";
import { type Group, groupKnockout, type GroupSplit, groupStage, groupStandings, type StandingsRow } from "./draw-groups";
import { countedSets, type MatchScore } from "./match-result";
import type { MatchStage } from "./play";
import { done, refused, type Result } from "./result";
import type { DrawSeed } from "./seeded-random";
import type { ScoreRules } from "./score-rules";

export interface StoredDrawMatch {
  code: string;
  stage: MatchStage;
  round: number;
  position: number;
  groupCode: string | null;
  a: string | null;
  b: string | null;
  bye: boolean;
  winnerTo: string | null;
  winnerSlot: MatchSlot | null;
  loserTo: string | null;
  loserSlot: MatchSlot | null;
  feeders: readonly string[];
  score: MatchScore | null;
  winner: MatchSlot | null;
}

export interface DrawState {
  format: "elimination" | "groups";
  qualifiersPerGroup: 1 | 2;
  rules: ScoreRules;
  drawSeed: DrawSeed;
}

/** The decided matches: winner and loser entry ids, by match code. */
export function decidedMatches(matches: readonly StoredDrawMatch[]): Record<string, DecidedMatch> {
  const decided: Record<string, DecidedMatch> = {};
  for (const match of matches) {
    if (!match.winner || !match.a || !match.b) continue;
    decided[match.code] = match.winner === "a" ? { winner: match.a, loser: match.b } : { winner: match.b, loser: match.a };
  }
  return decided;
}

/** The knockout matches in the domain's shape (what the correction checks and round names need). */
export function knockoutMatchesOf(matches: readonly StoredDrawMatch[]): KnockoutMatch[] {
  const knockout = matches.filter((match) => match.stage !== "group");
  return knockout.map((match) => {
    const inRound = knockout.filter((other) => other.stage === match.stage && other.round === match.round).length;
    return {
      id: match.code,
      stage: match.stage as "main" | "consolation",
      round: match.round,
      roundName: roundName(inRound),
      position: match.position,
      a: { kind: "bye" },
      b: { kind: "bye" },
      bye: match.bye,
      winnerTo: match.winnerTo && match.winnerSlot ? { matchId: match.winnerTo, slot: match.winnerSlot } : null,
      loserTo: match.loserTo && match.loserSlot ? { matchId: match.loserTo, slot: match.loserSlot } : null,
      feeders: [...match.feeders],
    };
  });
}

/** The groups of a group stage, in group order, with their pairs (in the order they first appear). */
export function groupsOf(matches: readonly StoredDrawMatch[]): Group[] {
  const groups = new Map<string, Group>();
  for (const match of [...matches].sort((x, y) => x.round - y.round || x.position - y.position)) {
    if (match.stage !== "group" || !match.groupCode) continue;
    const group = groups.get(match.groupCode) ?? { id: match.groupCode, name: `Grupo ${match.groupCode}`, entryIds: [] };
    groups.set(match.groupCode, group);
    for (const entry of [match.a, match.b]) if (entry && !group.entryIds.includes(entry)) group.entryIds.push(entry);
  }
  return [...groups.values()].sort((x, y) => x.id.length - y.id.length || x.id.localeCompare(y.id));
}

/** A group's table from its decided matches, and whether every match of the group has a result. */
export function groupTable(
  matches: readonly StoredDrawMatch[],
  group: Group,
  state: Pick<DrawState, "rules" | "drawSeed">,
): { rows: StandingsRow[]; complete: boolean } {
  const own = matches.filter((match) => match.stage === "group" && match.groupCode === group.id);
  const results = own.flatMap((match) =>
    match.score && match.winner && match.a && match.b
      ? [{ a: match.a, b: match.b, winner: match.winner, sets: countedSets(match.score, state.rules) }]
      : [],
  );
  return { rows: groupStandings(group.entryIds, results, state.drawSeed), complete: own.length > 0 && results.length === own.length };
}

/**
 * Who plays in every slot given the results so far, by match code: first-round slots keep the pairs the
 * draw named; a slot fed by a match gets its winner (or loser, for the consolation) once decided, and
 * the pair of a bye at once; a slot fed by a group gets the pair at that rank once the group is finished.
 */
export function settledSlots(matches: readonly StoredDrawMatch[], state: DrawState): Map<string, { a: string | null; b: string | null }> {
  const slots = new Map(matches.map((match) => [match.code, { a: match.a, b: match.b }]));
  const fed = new Set<string>();
  for (const match of matches) {
    if (match.winnerTo && match.winnerSlot) fed.add(`${match.winnerTo}:${match.winnerSlot}`);
    if (match.loserTo && match.loserSlot) fed.add(`${match.loserTo}:${match.loserSlot}`);
  }
  if (state.format === "groups") {
    const groups = groupsOf(matches);
    const knockout = groupKnockout(groups, state.qualifiersPerGroup);
    if (knockout.ok) {
      const ranks = new Map(
        groups.map((group) => {
          const table = groupTable(matches, group, state);
          return [group.id, table.complete ? table.rows.map((row) => row.entryId) : null];
        }),
      );
      for (const planned of knockout.value.matches.filter((match) => match.round === 1)) {
        const slot = slots.get(planned.id);
        if (!slot) continue;
        for (const side of ["a", "b"] as const) {
          const source = planned[side];
          if (source.kind === "group") slot[side] = ranks.get(source.groupId)?.[source.rank - 1] ?? null;
        }
      }
    }
  }
  for (const [code, slot] of slots) {
    for (const side of ["a", "b"] as const) if (fed.has(`${code}:${side}`)) slot[side] = null;
  }
  const order = matches
    .filter((match) => match.stage !== "group")
    .sort((x, y) => Number(x.stage === "consolation") - Number(y.stage === "consolation") || x.round - y.round || x.position - y.position);
  for (const match of order) {
    const { a, b } = slots.get(match.code)!;
    let winner: string | null = null;
    let loser: string | null = null;
    if (match.bye) winner = a ?? b;
    else if (match.winner && a && b) [winner, loser] = match.winner === "a" ? [a, b] : [b, a];
    // Fed slots start empty, so an unknown pair is never written: in draws stored before issue 31 a
    // consolation bye and a main-draw loser both name the match after the bye, and the empty bye wiped the loser.
    if (winner && match.winnerTo && match.winnerSlot) slots.get(match.winnerTo)![match.winnerSlot] = winner;
    if (loser && match.loserTo && match.loserSlot) slots.get(match.loserTo)![match.loserSlot] = loser;
  }
  // Those stored draws also left their consolation bye empty: it shows the pair it passes on.
  for (const match of order) {
    const slot = slots.get(match.code)!;
    if (!match.bye || slot.a !== null || slot.b !== null || !match.winnerTo || !match.winnerSlot) continue;
    slot.a = slots.get(match.winnerTo)![match.winnerSlot];
  }
  return slots;
}

/** Whether a match's result may be entered again or cleared (the matches it feeds have none yet). */
export function checkCorrection(matches: readonly StoredDrawMatch[], code: string, state: Pick<DrawState, "qualifiersPerGroup">): Result {
  const match = matches.find((candidate) => candidate.code === code);
  if (!match) return refused("Ese partido no está en el cuadro");
  const decided = decidedMatches(matches);
  if (match.stage === "group") {
    // The planned knockout knows which of its slots take pairs from which group.
    const knockout = groupKnockout(groupsOf(matches), state.qualifiersPerGroup);
    return knockout.ok ? checkGroupCorrection(knockout.value.matches, match.groupCode!, decided) : done();
  }
  return checkKnockoutCorrection(knockoutMatchesOf(matches), code, decided);
}

/** Champion, runner-up and semifinalists of the main draw once its final has a result; null before. */
export function drawPlacements(matches: readonly StoredDrawMatch[]): KnockoutPlacements | null {
  const main = matches.filter((match) => match.stage === "main");
  if (main.length === 0) return null;
  const rounds = [...new Set(main.map((match) => match.round))]
    .sort((x, y) => x - y)
    .map((round) => ({
      round,
      name: "",
      matchIds: main
        .filter((match) => match.round === round)
        .sort((x, y) => x.position - y.position)
        .map((match) => match.code),
    }));
  return knockoutPlacements({ stage: "main", size: 0, rounds, matches: [] }, decidedMatches(main));
}

/** What a draw's options are when it is made. */
export interface DrawPlan {
  format: "elimination" | "groups";
  qualifiersPerGroup: 1 | 2;
  consolation: boolean;
  /** The organiser's number of groups or group size; none: the automatic split. */
  groupSplit?: GroupSplit | null;
}

/** The matches of a new draw from the entries in seed order (index 0 is seed 1), as they are stored. */
export function plannedMatches(seededEntryIds: readonly string[], plan: DrawPlan): Result<StoredDrawMatch[]> {
  const knockoutRows = (matches: readonly KnockoutMatch[]): StoredDrawMatch[] =>
    matches.map((match) => ({
      code: match.id,
      stage: match.stage,
      round: match.round,
      position: match.position,
      groupCode: null,
      a: match.a.kind === "entry" ? match.a.entryId : null,
      b: match.b.kind === "entry" ? match.b.entryId : null,
      bye: match.bye,
      winnerTo: match.winnerTo?.matchId ?? null,
      winnerSlot: match.winnerTo?.slot ?? null,
      loserTo: match.loserTo?.matchId ?? null,
      loserSlot: match.loserTo?.slot ?? null,
      feeders: match.feeders,
      score: null,
      winner: null,
    }));
  if (plan.format === "elimination") {
    const made = singleElimination(seededEntryIds, { consolation: plan.consolation });
    if (!made.ok) return made;
    return done(knockoutRows([...made.value.main.matches, ...(made.value.consolation?.matches ?? [])]));
  }
  const made = groupStage(seededEntryIds, plan.qualifiersPerGroup, plan.groupSplit ?? null);
  if (!made.ok) return made;
  const groupRows: StoredDrawMatch[] = made.value.matches.map((match, index) => ({
    code: match.id,
    stage: "group",
    round: match.round,
    position: index,
    groupCode: match.groupId,
    a: match.a,
    b: match.b,
    bye: false,
    winnerTo: null,
    winnerSlot: null,
    loserTo: null,
    loserSlot: null,
    feeders: [],
    score: null,
    winner: null,
  }));
  return done([...groupRows, ...knockoutRows(made.value.knockout.matches)]);
}

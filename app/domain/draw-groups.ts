// Group stage + knockout (issue 19): groups of 3 to 5 pairs with the seeds spread snake-wise, round-robin
// matches, group standings with their tie-breaks, and the knockout for the first (or first two) of each
// group, group winners kept apart and pairs of the same group in opposite halves.
import { buildKnockout, type Knockout, MAX_ENTRIES, type SlotSource, seedPositions, bracketSize } from "./draw-bracket";
import { done, refused, type Result } from "./result";
import { type DrawSeed, drawOrder } from "./seeded-random";

export const MIN_GROUP_SIZE = 3;
export const MAX_GROUP_SIZE = 5;
/** Groups of 4 when the entries allow it: three matches per pair, the usual padel format. */
export const PREFERRED_GROUP_SIZE = 4;

export interface Group {
  /** 'A', 'B'... */
  id: string;
  name: string;
  /** In seed order: the group's best seed first. */
  entryIds: string[];
}

export interface GroupMatch {
  /** e.g. 'GA-2-1': group A, round 2, first match of the round. */
  id: string;
  groupId: string;
  /** No pair plays twice in a round. */
  round: number;
  a: string;
  b: string;
}

/** The organiser's choice for a category's groups (issue 31): how many groups, or how many pairs in each. */
export type GroupSplit = { kind: "count"; groups: number } | { kind: "size"; size: number };

/** The group sizes an organiser may choose. */
export const GROUP_SIZE_CHOICES = [3, 4, 5] as const;
/** Most groups a draw can have: its most entries in groups of the smallest size. */
export const MAX_GROUP_COUNT = Math.floor(MAX_ENTRIES / MIN_GROUP_SIZE);

const pairsText = (entries: number) => (entries === 1 ? "1 pareja" : `${entries} parejas`);
const groupsText = (count: number) => (count === 1 ? "1 grupo" : `${count} grupos`);

/** `count` groups as equal as possible, larger groups first; null when one would fall outside 3 to 5. */
function evenSizes(entries: number, count: number): number[] | null {
  if (count < 1 || entries < count * MIN_GROUP_SIZE || entries > count * MAX_GROUP_SIZE) return null;
  const base = Math.floor(entries / count);
  const larger = entries % count;
  return Array.from({ length: count }, (_, index) => base + (index < larger ? 1 : 0));
}

/**
 * Sizes of the groups for `entries` pairs: as many groups as makes them closest to 4 pairs, sizes differing
 * by at most one, larger groups first. Null when no split into groups of 3 to 5 exists (fewer than 3).
 */
export function groupSizes(entries: number): number[] | null {
  if (!Number.isSafeInteger(entries) || entries < MIN_GROUP_SIZE) return null;
  let count = Math.max(1, Math.round(entries / PREFERRED_GROUP_SIZE));
  while (Math.ceil(entries / count) > MAX_GROUP_SIZE) count++;
  while (count > 1 && Math.floor(entries / count) < MIN_GROUP_SIZE) count--;
  return evenSizes(entries, count);
}

/**
 * Sizes of the groups for `entries` pairs and the organiser's choice (none: `groupSizes`). A number of
 * groups: that many, as equal as possible. A group size: groups of that size, some one pair larger or
 * smaller when the entries do not divide, as many groups as makes the average closest to it (fewer
 * groups on a tie). Refused, in Spanish, when the choice cannot make groups of 3 to 5.
 */
export function splitGroups(entries: number, split: GroupSplit | null = null): Result<number[]> {
  const tooFew = refused(`Se necesitan al menos ${MIN_GROUP_SIZE} parejas para jugar por grupos`);
  if (!Number.isSafeInteger(entries) || entries < 0) return tooFew;
  if (split === null) {
    const sizes = groupSizes(entries);
    return sizes ? done(sizes) : tooFew;
  }
  if (split.kind === "count") {
    const count = split.groups;
    if (!Number.isSafeInteger(count) || count < 1) return refused("El número de grupos debe ser 1 o más");
    const sizes = evenSizes(entries, count);
    if (sizes) return done(sizes);
    return entries < count * MIN_GROUP_SIZE
      ? refused(`Con ${pairsText(entries)} no se pueden formar ${groupsText(count)} de al menos ${MIN_GROUP_SIZE}`)
      : refused(`Con ${pairsText(entries)} no se pueden formar ${groupsText(count)} de ${MAX_GROUP_SIZE} como máximo`);
  }
  const size = split.size;
  if (!(GROUP_SIZE_CHOICES as readonly number[]).includes(size)) {
    return refused(`Los grupos deben ser de ${MIN_GROUP_SIZE} a ${MAX_GROUP_SIZE} parejas`);
  }
  if (entries < MIN_GROUP_SIZE) return tooFew;
  let best: number[] | null = null;
  for (let count = 1; count * MIN_GROUP_SIZE <= entries; count++) {
    const sizes = evenSizes(entries, count);
    if (!sizes || !sizes.includes(size)) continue;
    if (best === null || Math.abs(entries / count - size) < Math.abs(entries / best.length - size)) best = sizes;
  }
  return best
    ? done(best)
    : refused(`Con ${pairsText(entries)} no se pueden formar grupos de ${size}: elige otro tamaño o el número de grupos`);
}

/** The editor's value for the automatic split. */
export const AUTO_GROUP_SPLIT = "auto";

/** 'count:3' (three groups), 'size:4' (groups of 4) or 'auto'; as the editor's form sends it. */
export function groupSplitValue(split: GroupSplit | null): string {
  if (!split) return AUTO_GROUP_SPLIT;
  return split.kind === "count" ? `count:${split.groups}` : `size:${split.size}`;
}

/** How the choice reads in the editor: '3 grupos', 'Grupos de 4'. */
export function groupSplitLabel(split: GroupSplit): string {
  return split.kind === "count" ? groupsText(split.groups) : `Grupos de ${split.size}`;
}

/** The numbers of groups, then the group sizes, that `entries` pairs can make. */
export function groupSplitChoices(entries: number): GroupSplit[] {
  const counts: GroupSplit[] = [];
  for (let groups = 1; groups <= MAX_GROUP_COUNT; groups++) {
    if (splitGroups(entries, { kind: "count", groups }).ok) counts.push({ kind: "count", groups });
  }
  const sizes = GROUP_SIZE_CHOICES.filter((size) => splitGroups(entries, { kind: "size", size }).ok);
  return [...counts, ...sizes.map((size): GroupSplit => ({ kind: "size", size }))];
}

/** What the pairs make, as the editor says it: 'Con 10 parejas quedan 3 grupos de 4, 3 y 3 parejas.' */
export function groupSizesText(entries: number, sizes: readonly number[]): string {
  const each = sizes.every((size) => size === sizes[0]) ? `${sizes[0]}` : `${sizes.slice(0, -1).join(", ")} y ${sizes.at(-1)}`;
  return `Con ${pairsText(entries)} ${sizes.length === 1 ? "queda" : "quedan"} ${groupsText(sizes.length)} de ${each} parejas.`;
}

export function groupId(index: number): string {
  let id = "";
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) id = String.fromCharCode(65 + (n % 26)) + id;
  return id;
}

/**
 * Groups from the entries in seed order (index 0 is seed 1), dealt snake-wise: seeds 1..g to groups A..,
 * the next g back from the last group to A, and so on (a full group is skipped). `split`: the organiser's
 * number of groups or group size (splitGroups).
 */
export function makeGroups(seededEntryIds: readonly string[], split: GroupSplit | null = null): Result<Group[]> {
  const sized = splitGroups(seededEntryIds.length, split);
  if (!sized.ok) return sized;
  const sizes = sized.value;
  if (new Set(seededEntryIds).size !== seededEntryIds.length) {
    return refused("Una pareja aparece dos veces en los grupos");
  }
  const groups: Group[] = sizes.map((_, index) => ({
    id: groupId(index),
    name: `Grupo ${groupId(index)}`,
    entryIds: [],
  }));
  let index = 0;
  let step = 1;
  for (const entryId of seededEntryIds) {
    while (groups[index]!.entryIds.length >= sizes[index]!) [index, step] = nextSnake(index, step, groups.length);
    groups[index]!.entryIds.push(entryId);
    [index, step] = nextSnake(index, step, groups.length);
  }
  return done(groups);
}

function nextSnake(index: number, step: number, count: number): [number, number] {
  const next = index + step;
  if (next >= 0 && next < count) return [next, step];
  return [index, -step]; // turn: the same group takes the next seed too
}

/**
 * Round robin (circle method): every pair meets every other once; n-1 rounds for an even group, n rounds
 * for an odd one (one pair rests each round). The best seeds meet in the last round.
 */
export function roundRobin(group: Group): GroupMatch[] {
  const slots: (string | null)[] = [...group.entryIds];
  if (slots.length % 2 === 1) slots.push(null);
  const matches: GroupMatch[] = [];
  const half = slots.length / 2;
  for (let round = 1; round < slots.length; round++) {
    let number = 0;
    for (let i = 0; i < half; i++) {
      const a = slots[i]!;
      const b = slots[slots.length - 1 - i]!;
      if (a === null || b === null) continue;
      number++;
      matches.push({ id: `G${group.id}-${round}-${number}`, groupId: group.id, round, a, b });
    }
    slots.splice(1, 0, slots.pop()!); // keep the first, rotate the rest
  }
  return matches;
}

/** A decided group match: sets from a's and b's side as they count (`countedSets` of match-result.ts). */
export interface GroupResult {
  a: string;
  b: string;
  winner: "a" | "b";
  sets: readonly { a: number; b: number }[];
}

/** What separates a row from the next one in the table. */
export type StandingsTieBreak = "wins" | "head-to-head" | "sets" | "games" | "draw";

export interface StandingsRow {
  position: number;
  entryId: string;
  played: number;
  wins: number;
  losses: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  /** How this row was placed above the next one; null for the last row. */
  decidedBy: StandingsTieBreak | null;
}

type Totals = Omit<StandingsRow, "position" | "decidedBy">;

/**
 * A group's table: wins; then, between exactly two pairs tied on wins, the match they played; then set
 * difference, then game difference (over all the group's matches); then the draw from `drawSeed`.
 */
export function groupStandings(entryIds: readonly string[], results: readonly GroupResult[], drawSeed: DrawSeed): StandingsRow[] {
  const totals = new Map<string, Totals>(
    entryIds.map((entryId) => [entryId, { entryId, played: 0, wins: 0, losses: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 }]),
  );
  for (const result of results) {
    const a = totals.get(result.a);
    const b = totals.get(result.b);
    if (!a || !b) continue;
    const [winner, loser] = result.winner === "a" ? [a, b] : [b, a];
    winner.wins++;
    loser.losses++;
    for (const side of [a, b]) side.played++;
    for (const set of result.sets) {
      a.gamesWon += set.a;
      a.gamesLost += set.b;
      b.gamesWon += set.b;
      b.gamesLost += set.a;
      if (set.a === set.b) continue;
      const [setWinner, setLoser] = set.a > set.b ? [a, b] : [b, a];
      setWinner.setsWon++;
      setLoser.setsLost++;
    }
  }
  const draw = new Map(drawOrder([...entryIds], drawSeed).map((id, index) => [id, index]));
  const setDiff = (row: Totals) => row.setsWon - row.setsLost;
  const gameDiff = (row: Totals) => row.gamesWon - row.gamesLost;
  const headToHead = (x: Totals, y: Totals): number => {
    const match = results.find((r) => (r.a === x.entryId && r.b === y.entryId) || (r.a === y.entryId && r.b === x.entryId));
    if (!match) return 0;
    const winner = match.winner === "a" ? match.a : match.b;
    return winner === x.entryId ? -1 : 1;
  };

  const rows = [...totals.values()].sort((x, y) => y.wins - x.wins);
  const ordered: Totals[] = [];
  const twoTiedByHeadToHead = new Set<string>();
  for (let start = 0; start < rows.length;) {
    let end = start + 1;
    while (end < rows.length && rows[end]!.wins === rows[start]!.wins) end++;
    const tied = rows.slice(start, end);
    const byHeadToHead = tied.length === 2 ? headToHead(tied[0]!, tied[1]!) : 0;
    if (byHeadToHead !== 0) {
      ordered.push(...(byHeadToHead < 0 ? tied : [tied[1]!, tied[0]!]));
      twoTiedByHeadToHead.add(tied[0]!.entryId);
    } else {
      ordered.push(
        ...tied.sort((x, y) => setDiff(y) - setDiff(x) || gameDiff(y) - gameDiff(x) || draw.get(x.entryId)! - draw.get(y.entryId)!),
      );
    }
    start = end;
  }
  return ordered.map((row, index) => {
    const below = ordered[index + 1];
    let decidedBy: StandingsTieBreak | null = null;
    if (below) {
      if (row.wins !== below.wins) decidedBy = "wins";
      else if (twoTiedByHeadToHead.has(row.entryId) || twoTiedByHeadToHead.has(below.entryId)) decidedBy = "head-to-head";
      else if (setDiff(row) !== setDiff(below)) decidedBy = "sets";
      else if (gameDiff(row) !== gameDiff(below)) decidedBy = "games";
      else decidedBy = "draw";
    }
    return { position: index + 1, ...row, decidedBy };
  });
}

export interface GroupStageDraw {
  groups: Group[];
  matches: GroupMatch[];
  knockout: Knockout;
  qualifiersPerGroup: 1 | 2;
}

/**
 * The knockout after the groups: group winners seeded 1..g in group order (kept apart by the standard
 * placement, byes to them first), then the runners-up each in the half opposite their group's winner.
 * A knockout match waits for every match of the groups it takes pairs from.
 */
export function groupKnockout(
  groups: readonly Group[],
  qualifiersPerGroup: 1 | 2,
  groupMatches: readonly GroupMatch[] = [],
): Result<Knockout> {
  const qualifiers = groups.length * qualifiersPerGroup;
  if (qualifiers < 2) return refused("Con un solo grupo deben pasar las dos primeras parejas");
  const size = bracketSize(qualifiers);
  const positions = seedPositions(size);
  const half = (seed: number) => (positions.indexOf(seed) < size / 2 ? 0 : 1);
  const bySeed = new Map<number, SlotSource>();
  groups.forEach((group, index) => bySeed.set(index + 1, { kind: "group", groupId: group.id, rank: 1 }));
  if (qualifiersPerGroup === 2) {
    const free = Array.from({ length: groups.length }, (_, index) => groups.length + index + 1);
    groups.forEach((group, index) => {
      // Standard placement splits seeds 2k-1 and 2k between the halves, so each half has exactly as many
      // runner-up slots as the other half has group winners: this always finds one.
      const slot = free.find((seed) => half(seed) !== half(index + 1))!;
      free.splice(free.indexOf(slot), 1);
      bySeed.set(slot, { kind: "group", groupId: group.id, rank: 2 });
    });
  }
  const slots = positions.map((seed): SlotSource => bySeed.get(seed) ?? { kind: "bye" });
  const matchesOf = (id: string) => groupMatches.filter((match) => match.groupId === id).map((match) => match.id);
  return done(buildKnockout(slots, "main", matchesOf));
}

/** Groups, their matches and the knockout from the entries in seed order. */
export function groupStage(
  seededEntryIds: readonly string[],
  qualifiersPerGroup: 1 | 2,
  split: GroupSplit | null = null,
): Result<GroupStageDraw> {
  const groups = makeGroups(seededEntryIds, split);
  if (!groups.ok) return groups;
  const matches = groups.value.flatMap(roundRobin);
  const knockout = groupKnockout(groups.value, qualifiersPerGroup, matches);
  if (!knockout.ok) return knockout;
  return done({ groups: groups.value, matches, knockout: knockout.value, qualifiersPerGroup });
}

// The order of play (issue 19): every match of every category on a court and a start time, so that no
// pair plays two matches at once, a pair rests between its matches, a match comes after the matches that
// feed it, and the courts are used evenly. Deterministic: the same input gives the same schedule.
import { parseIsoDate, type IsoDate } from "./calendar";
import type { KnockoutMatch } from "./draw-bracket";
import type { GroupMatch } from "./draw-groups";

export const DEFAULT_MATCH_MINUTES = 75;
export const DEFAULT_REST_MINUTES = 60;

export interface ScheduleCourt {
  id: string;
  name: string;
}

/**
 * The phases of a tournament the organiser can place per day ('Fases por día'): the group stage and the
 * knockout rounds by how far they are from the final. A consolation round counts as the main draw's round
 * of the same size (the consolation final is a final).
 */
export const SCHEDULE_PHASES = ["group", "early", "round16", "quarterfinal", "semifinal", "final"] as const;
export type SchedulePhase = (typeof SCHEDULE_PHASES)[number];
export const SCHEDULE_PHASE_LABELS: Record<SchedulePhase, string> = {
  group: "Fase de grupos",
  early: "Rondas previas",
  round16: "Octavos de final",
  quarterfinal: "Cuartos de final",
  semifinal: "Semifinales",
  final: "Finales",
};

/** The phase of a match: a group match, or a knockout round by its number of matches (byes included). */
export function matchPhase(stage: "group" | "main" | "consolation", matchesInRound: number): SchedulePhase {
  if (stage === "group") return "group";
  if (matchesInRound <= 1) return "final";
  if (matchesInRound === 2) return "semifinal";
  if (matchesInRound <= 4) return "quarterfinal";
  if (matchesInRound <= 8) return "round16";
  return "early";
}

/** What a day allows of one phase: not at all, or from `notBefore` ('HH:mm'; null: from the day's start). */
export interface DayPhaseRule {
  phase: SchedulePhase;
  allowed: boolean;
  notBefore: string | null;
}

/**
 * A playing day: 'yyyy-MM-dd' and 'HH:mm' times; the last match must end by `end`. `phases` limits what
 * is played that day; a phase it does not name is played from the day's start.
 */
export interface ScheduleDay {
  date: IsoDate;
  start: string;
  end: string;
  phases?: readonly DayPhaseRule[];
}

/** The earliest start of a phase on a day ('HH:mm'), or null when the day does not play it. */
export function phaseStart(day: ScheduleDay, phase: SchedulePhase | undefined): string | null {
  const rule = phase === undefined ? undefined : day.phases?.find((candidate) => candidate.phase === phase);
  if (!rule) return day.start;
  if (!rule.allowed) return null;
  return rule.notBefore !== null && minutesOfDay(rule.notBefore) > minutesOfDay(day.start) ? rule.notBefore : day.start;
}

export interface ScheduleMatch {
  id: string;
  /** Shown in messages, e.g. 'Varonil 3ra · Cuartos de final 2'; the id when missing. */
  label?: string;
  /** The entries known to play it (0 to 2); a slot still 'winner of match X' is covered by `feeders`. */
  pairs: readonly string[];
  /** Matches whose result it waits for; ids not in the input are taken as already played. */
  feeders: readonly string[];
  /** The days' phase rules apply to it; none: played on any day from its start. */
  phase?: SchedulePhase;
}

export interface ScheduledSlot {
  matchId: string;
  courtId: string;
  date: IsoDate;
  /** 'HH:mm' */
  start: string;
  end: string;
}

export interface ScheduleInput {
  courts: readonly ScheduleCourt[];
  days: readonly ScheduleDay[];
  matches: readonly ScheduleMatch[];
  matchMinutes?: number;
  restMinutes?: number;
  /** Slots kept as they are (matches played, moved by hand); their matches are in `matches` too. */
  fixed?: readonly ScheduledSlot[];
  /** Pair names for messages, by entry id. */
  pairLabels?: Readonly<Record<string, string>>;
}

export interface UnplacedMatch {
  matchId: string;
  reason: string;
}

export interface ScheduleResult {
  /** Sorted by start, then court order. */
  slots: ScheduledSlot[];
  unplaced: UnplacedMatch[];
  /** Null when every match was placed; otherwise what to change, in Spanish. */
  message: string | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Invalid time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatTime(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

function dayNumber(date: IsoDate): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Invalid date: ${date}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) / 86_400_000;
}

/** Minutes since the epoch of a date and a time: one clock for every day. */
function absolute(date: IsoDate, time: string): number {
  return dayNumber(date) * 1440 + minutesOfDay(time);
}

function dateOf(minutes: number): IsoDate {
  return new Date(Math.floor(minutes / 1440) * 86_400_000).toISOString().slice(0, 10);
}

/** The rules every placement obeys, shared by the scheduler and the check of a manual move. */
class Timetable {
  readonly length: number;
  readonly rest: number;
  readonly matches: Map<string, ScheduleMatch>;
  readonly dependents = new Map<string, string[]>();
  readonly starts = new Map<string, { courtId: string; start: number }>();
  private readonly byCourt = new Map<string, { matchId: string; start: number }[]>();
  private readonly byPair = new Map<string, { matchId: string; start: number }[]>();

  constructor(readonly input: ScheduleInput) {
    this.length = input.matchMinutes ?? DEFAULT_MATCH_MINUTES;
    this.rest = input.restMinutes ?? DEFAULT_REST_MINUTES;
    if (!(this.length > 0) || !(this.rest >= 0)) throw new RangeError("Match length must be positive, rest not negative");
    this.matches = new Map(input.matches.map((match) => [match.id, match]));
    if (this.matches.size !== input.matches.length) throw new RangeError("Match ids must be unique");
    for (const match of input.matches) {
      for (const feeder of match.feeders) this.dependents.set(feeder, [...(this.dependents.get(feeder) ?? []), match.id]);
    }
    for (const slot of input.fixed ?? []) this.place(slot.matchId, slot.courtId, absolute(slot.date, slot.start));
  }

  label(matchId: string): string {
    return this.matches.get(matchId)?.label ?? matchId;
  }

  pairLabel(pair: string): string {
    return this.input.pairLabels?.[pair] ?? pair;
  }

  pairsOf(matchId: string): readonly string[] {
    return this.matches.get(matchId)?.pairs ?? [];
  }

  place(matchId: string, courtId: string, start: number) {
    this.starts.set(matchId, { courtId, start });
    this.byCourt.set(courtId, [...(this.byCourt.get(courtId) ?? []), { matchId, start }]);
    for (const pair of this.pairsOf(matchId)) this.byPair.set(pair, [...(this.byPair.get(pair) ?? []), { matchId, start }]);
  }

  remove(matchId: string) {
    const placed = this.starts.get(matchId);
    if (!placed) return;
    this.starts.delete(matchId);
    const others = (list: { matchId: string; start: number }[] | undefined) => (list ?? []).filter((x) => x.matchId !== matchId);
    this.byCourt.set(placed.courtId, others(this.byCourt.get(placed.courtId)));
    for (const pair of this.pairsOf(matchId)) this.byPair.set(pair, others(this.byPair.get(pair)));
  }

  usage(courtId: string): number {
    return this.byCourt.get(courtId)?.length ?? 0;
  }

  /** The match already on the court during [start, start + length), if any. */
  courtClash(courtId: string, start: number, except?: string) {
    return (this.byCourt.get(courtId) ?? []).find((other) => other.matchId !== except && Math.abs(other.start - start) < this.length);
  }

  /** A match of the same pair too close: both must fit with the rest between them. */
  pairClashes(matchId: string, start: number) {
    return this.pairsOf(matchId).flatMap((pair) =>
      (this.byPair.get(pair) ?? [])
        .filter((other) => other.matchId !== matchId && Math.abs(other.start - start) < this.length + this.rest)
        .map((other) => ({ pair, ...other })),
    );
  }

  /** Earliest start allowed by the feeders already placed: length + rest after each feeder's start. */
  earliestAfterFeeders(matchId: string): number {
    let earliest = -Infinity;
    for (const feeder of this.matches.get(matchId)?.feeders ?? []) {
      const placed = this.starts.get(feeder);
      if (placed) earliest = Math.max(earliest, placed.start + this.length + this.rest);
    }
    return earliest;
  }
}

/**
 * Every start time of the days: from each day's start, one match length apart, ending by the day's end;
 * and the same from each phase's not-before time, so that 'finals from 10:00' can start at 10:00.
 */
function startTimes(days: readonly ScheduleDay[], length: number): number[] {
  const times: number[] = [];
  for (const day of days) {
    const last = absolute(day.date, day.end) - length;
    const firsts = [day.start, ...(day.phases ?? []).flatMap((rule) => (rule.allowed && rule.notBefore ? [rule.notBefore] : []))];
    for (const from of firsts) {
      for (let time = Math.max(absolute(day.date, from), absolute(day.date, day.start)); time <= last; time += length) times.push(time);
    }
  }
  return [...new Set(times)].sort((a, b) => a - b);
}

/** Whether a match of `phase` may start at `time` (minutes since the epoch) on one of the days. */
function phaseAllows(days: readonly ScheduleDay[], phase: SchedulePhase | undefined, time: number): boolean {
  const date = dateOf(time);
  const day = days.find((candidate) => candidate.date === date);
  if (!day) return false;
  const from = phaseStart(day, phase);
  return from !== null && time >= absolute(date, from);
}

/** Matches in play order: by depth (longest chain of feeders), then as listed. Null for those in a cycle. */
function playOrder(matches: readonly ScheduleMatch[]): { ordered: ScheduleMatch[]; cyclic: ScheduleMatch[] } {
  const ids = new Set(matches.map((match) => match.id));
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const byId = new Map(matches.map((match) => [match.id, match]));
  const cyclic = new Set<string>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) {
      cyclic.add(id);
      return Infinity;
    }
    visiting.add(id);
    const feeders = byId.get(id)!.feeders.filter((feeder) => ids.has(feeder));
    const value = feeders.length === 0 ? 0 : 1 + Math.max(...feeders.map(depthOf));
    visiting.delete(id);
    depth.set(id, value);
    if (value === Infinity) cyclic.add(id);
    return value;
  };
  const indexed = matches.map((match, index) => ({ match, index, depth: depthOf(match.id) }));
  const ordered = indexed
    .filter((row) => row.depth !== Infinity)
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map((row) => row.match);
  return { ordered, cyclic: matches.filter((match) => cyclic.has(match.id)) };
}

/**
 * Places the matches greedily in play order, each at the earliest start time that respects its feeders
 * and its pairs' rest, on the least used free court (then the first listed). Start times are the days'
 * starts plus whole match lengths. What does not fit is listed with the reason. Malformed dates or
 * times and repeated match ids throw a RangeError: the caller validates the organiser's form first.
 */
export function scheduleMatches(input: ScheduleInput): ScheduleResult {
  const table = new Timetable(input);
  const times = startTimes(input.days, table.length);
  const unplaced: UnplacedMatch[] = [];
  const failed = new Set<string>();
  const { ordered, cyclic } = playOrder(input.matches);
  for (const match of cyclic) {
    failed.add(match.id);
    unplaced.push({ matchId: match.id, reason: "Sus partidos previos dependen de él: revisa el cuadro" });
  }
  for (const match of ordered) {
    if (table.starts.has(match.id)) continue;
    const phaseTimes = times.filter((time) => phaseAllows(input.days, match.phase, time));
    const blocked = match.feeders.find((feeder) => failed.has(feeder));
    if (phaseTimes.length === 0 && match.phase !== undefined) {
      failed.add(match.id);
      unplaced.push({
        matchId: match.id,
        reason: `Ningún día de juego admite la fase ${SCHEDULE_PHASE_LABELS[match.phase]} en sus horarios: revisa 'Fases por día'`,
      });
      continue;
    }
    if (blocked) {
      failed.add(match.id);
      unplaced.push({
        matchId: match.id,
        reason: `Depende del partido ${table.label(blocked)}, que no se pudo programar`,
      });
      continue;
    }
    const earliest = table.earliestAfterFeeders(match.id);
    let sawFreeCourt = false;
    let sawTime = false;
    let placed = false;
    for (const time of phaseTimes) {
      if (time < earliest) continue;
      sawTime = true;
      const free = input.courts.filter((court) => !table.courtClash(court.id, time));
      if (free.length === 0) continue;
      sawFreeCourt = true;
      if (table.pairClashes(match.id, time).length > 0) continue;
      const court = free.reduce((best, court) => (table.usage(court.id) < table.usage(best.id) ? court : best));
      table.place(match.id, court.id, time);
      placed = true;
      break;
    }
    if (placed) continue;
    failed.add(match.id);
    const reason =
      !sawTime && earliest !== -Infinity
        ? "Los partidos de los que depende terminan demasiado tarde para los días y horarios configurados"
        : !sawFreeCourt
          ? "No quedan canchas libres en los días y horarios configurados"
          : `Sus parejas no tienen otro turno libre con el descanso mínimo de ${table.rest} min`;
    unplaced.push({ matchId: match.id, reason });
  }
  const courtOrder = new Map(input.courts.map((court, index) => [court.id, index]));
  const slots = input.matches
    .flatMap((match) => {
      const placed = table.starts.get(match.id);
      return placed ? [{ matchId: match.id, ...placed }] : [];
    })
    .sort((a, b) => a.start - b.start || (courtOrder.get(a.courtId) ?? 0) - (courtOrder.get(b.courtId) ?? 0))
    .map(({ matchId, courtId, start }) => ({
      matchId,
      courtId,
      date: dateOf(start),
      start: formatTime(start),
      end: formatTime(start + table.length),
    }));
  const total = input.matches.length;
  const message =
    unplaced.length === 0
      ? null
      : `No caben ${unplaced.length} de ${total} partidos: agrega canchas, días u horas, o acorta la duración de los partidos`;
  return { slots, unplaced, message };
}

export type MoveConflictKind =
  | "unknown-match"
  | "unknown-court"
  | "outside-hours"
  | "phase-not-allowed"
  | "court-busy"
  | "double-booking"
  | "pair-rest"
  | "feeder-later"
  | "dependent-earlier";

export interface MoveConflict {
  kind: MoveConflictKind;
  /** The other match involved, if any. */
  matchId: string | null;
  message: string;
}

export interface MatchMove {
  matchId: string;
  courtId: string;
  date: IsoDate;
  start: string;
}

/** What the match at `move` breaks among the matches placed in `table` (the match itself not among them). */
function conflictsAt(table: Timetable, move: MatchMove, courtName: string): MoveConflict[] {
  const { input } = table;
  const conflicts: MoveConflict[] = [];
  const start = absolute(move.date, move.start);
  const end = start + table.length;
  const day = input.days.find((candidate) => candidate.date === move.date);
  if (!day || start < absolute(day.date, day.start) || end > absolute(day.date, day.end)) {
    conflicts.push({
      kind: "outside-hours",
      matchId: null,
      message: day ? `El partido debe jugarse entre las ${day.start} y las ${day.end} de ese día` : "Ese día no es de juego en el torneo",
    });
  }
  const phase = table.matches.get(move.matchId)!.phase;
  if (day && phase !== undefined && !phaseAllows([day], phase, start)) {
    const from = phaseStart(day, phase);
    conflicts.push({
      kind: "phase-not-allowed",
      matchId: null,
      message:
        from === null
          ? `La fase ${SCHEDULE_PHASE_LABELS[phase]} no se juega ese día (Fases por día)`
          : `La fase ${SCHEDULE_PHASE_LABELS[phase]} se juega ese día desde las ${from} (Fases por día)`,
    });
  }
  const busy = table.courtClash(move.courtId, start);
  if (busy) {
    conflicts.push({
      kind: "court-busy",
      matchId: busy.matchId,
      message: `La cancha ${courtName} está ocupada por el partido ${table.label(busy.matchId)} de ${formatTime(busy.start)} a ${formatTime(busy.start + table.length)}`,
    });
  }
  for (const clash of table.pairClashes(move.matchId, start)) {
    // Overlapping matches are a double booking, not a short rest.
    conflicts.push(
      Math.abs(clash.start - start) < table.length
        ? {
            kind: "double-booking",
            matchId: clash.matchId,
            message: `Doble reserva: ${table.pairLabel(clash.pair)} juega dos partidos a la misma hora (el partido ${table.label(clash.matchId)} a las ${formatTime(clash.start)})`,
          }
        : {
            kind: "pair-rest",
            matchId: clash.matchId,
            message: `${table.pairLabel(clash.pair)} juega el partido ${table.label(clash.matchId)} a las ${formatTime(clash.start)}: faltan ${table.rest} min de descanso entre sus partidos`,
          },
    );
  }
  const gap = table.length + table.rest;
  for (const feeder of table.matches.get(move.matchId)!.feeders) {
    const placed = table.starts.get(feeder);
    if (placed && start < placed.start + gap) {
      conflicts.push({
        kind: "feeder-later",
        matchId: feeder,
        message: `Debe empezar al menos ${gap} min después del partido ${table.label(feeder)} (${formatTime(placed.start)}), del que sale una de sus parejas`,
      });
    }
  }
  for (const dependent of table.dependents.get(move.matchId) ?? []) {
    const placed = table.starts.get(dependent);
    if (placed && placed.start < start + gap) {
      conflicts.push({
        kind: "dependent-earlier",
        matchId: dependent,
        message: `El partido ${table.label(dependent)} (${formatTime(placed.start)}) espera a su ganador: debe empezar al menos ${gap} min después`,
      });
    }
  }
  return conflicts;
}

/**
 * What moving a match to a court and time would break in the current schedule (`slots`: every match
 * placed, this one included or not; `input.fixed` is not read). An empty list: the move is clean. Times
 * need not be on the grid.
 */
export function checkMove(input: ScheduleInput, slots: readonly ScheduledSlot[], move: MatchMove): MoveConflict[] {
  const table = new Timetable({ ...input, fixed: slots });
  if (!table.matches.has(move.matchId)) {
    return [{ kind: "unknown-match", matchId: null, message: "Ese partido no está en el cuadro" }];
  }
  const court = input.courts.find((candidate) => candidate.id === move.courtId);
  if (!court) return [{ kind: "unknown-court", matchId: null, message: "Esa cancha no es del torneo" }];
  table.remove(move.matchId);
  return conflictsAt(table, move, court.name);
}

/**
 * The conflicts each placed match has in the schedule as it stands (a move accepted with 'Mover de todos
 * modos', a day's hours or phases changed since): by match id, only the matches that have some. A slot
 * whose match or court the input does not know is left out.
 */
export function slotConflicts(input: ScheduleInput, slots: readonly ScheduledSlot[]): Map<string, MoveConflict[]> {
  const known = slots.filter((slot) => input.matches.some((match) => match.id === slot.matchId));
  const table = new Timetable({ ...input, fixed: known });
  const found = new Map<string, MoveConflict[]>();
  for (const slot of known) {
    const court = input.courts.find((candidate) => candidate.id === slot.courtId);
    if (!court) continue;
    table.remove(slot.matchId);
    const conflicts = conflictsAt(table, slot, court.name);
    table.place(slot.matchId, slot.courtId, absolute(slot.date, slot.start));
    if (conflicts.length > 0) found.set(slot.matchId, conflicts);
  }
  return found;
}

/**
 * A draw's matches as the scheduler takes them: byes left out, the pairs named so far, the feeders.
 * `idOf` maps the draw's ids ('P1-1', 'GA-1-1') to the caller's (e.g. database ids, or ids prefixed
 * per category so several categories share one schedule).
 */
export function knockoutToSchedule(matches: readonly KnockoutMatch[], idOf: (id: string) => string = (id) => id): ScheduleMatch[] {
  const inRound = new Map<string, number>();
  const roundKey = (match: KnockoutMatch) => `${match.stage}:${match.round}`;
  for (const match of matches) inRound.set(roundKey(match), (inRound.get(roundKey(match)) ?? 0) + 1);
  return matches
    .filter((match) => !match.bye)
    .map((match) => ({
      id: idOf(match.id),
      label: match.roundName,
      pairs: [match.a, match.b].flatMap((slot) => (slot.kind === "entry" ? [slot.entryId] : [])),
      feeders: match.feeders.map(idOf),
      phase: matchPhase(match.stage, inRound.get(roundKey(match))!),
    }));
}

export function groupMatchesToSchedule(matches: readonly GroupMatch[], idOf: (id: string) => string = (id) => id): ScheduleMatch[] {
  return matches.map((match) => ({
    id: idOf(match.id),
    label: `Grupo ${match.groupId}`,
    pairs: [match.a, match.b],
    feeders: [],
    phase: "group" as const,
  }));
}

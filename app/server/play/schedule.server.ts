// The order of play of a tournament (issue 19, ADR 0026): its courts, playing days and timing, every
// match of its draws with the pairs known so far, and the writes the organiser's tools make (settings,
// the automatic schedule, moving a match, clearing). The rules are app/domain/schedule.ts; this module
// reads the rows they need and stores what they return, each write in one transaction.
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from "drizzle-orm";
import { auditLog, court, draw, drawMatch, playSchedule } from "../../../db/schema";
import { categoryTypeLabel } from "~/domain/categories";
import type { MatchScore } from "~/domain/match-result";
import { storedMatchLabels } from "~/domain/order-of-play";
import { drawPairs, type DrawPair } from "~/server/players";
import { applyMatchChanges, drawMatchKey } from "~/server/levels";
import type { DrawStatus, MatchStage } from "~/domain/play";
import { done, type Refusal, refused, refusedWith, type Result } from "~/domain/result";
import {
  checkMove,
  DEFAULT_MATCH_MINUTES,
  DEFAULT_REST_MINUTES,
  formatTime,
  matchPhase,
  minutesOfDay,
  scheduleMatches,
  slotConflicts,
  type DayPhaseRule,
  type SchedulePhase,
  type MoveConflict,
  type ScheduleDay,
  type ScheduledSlot,
  type ScheduleInput,
  type UnplacedMatch,
} from "~/domain/schedule";
import type { MoveMatchValues, ScheduleSettingsValues } from "~/lib/schemas/play-schedule";
import { DEFAULT_REMINDER_MINUTES } from "~/lib/schemas/play-schedule-options";
import { getDb } from "../infra/db.server";
import { transaction } from "../infra/changes.server";
import { playChanged } from "./play-changes.server";

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Db | Tx;

export interface ScheduleSettings {
  courts: { id: number; name: string }[];
  days: ScheduleDay[];
  matchMinutes: number;
  restMinutes: number;
  /** WhatsApp reminders go out this many minutes before each match (ADR 0029). */
  reminderMinutes: number;
  /** Whether the organiser has saved settings (a play_schedule row exists). */
  saved: boolean;
}

export async function scheduleSettings(tournamentId: number, db: Reader = getDb()): Promise<ScheduleSettings> {
  const [[row], courts] = await Promise.all([
    db.select().from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId)),
    db
      .select({ id: court.id, name: court.name })
      .from(court)
      .where(eq(court.tournamentId, tournamentId))
      .orderBy(asc(court.position), asc(court.id)),
  ]);
  return {
    courts,
    days: row?.days ?? [],
    matchMinutes: row?.matchMinutes ?? DEFAULT_MATCH_MINUTES,
    restMinutes: row?.restMinutes ?? DEFAULT_REST_MINUTES,
    reminderMinutes: row?.reminderMinutes ?? DEFAULT_REMINDER_MINUTES,
    saved: row !== undefined,
  };
}

/** A match of the tournament's draws with what the order of play shows and the scheduler needs. */
export interface PlayMatch {
  id: number;
  drawId: number;
  drawStatus: DrawStatus;
  categoryType: string;
  category: string;
  /** 'Varonil 3ra' */
  categoryLabel: string;
  code: string;
  stage: MatchStage;
  /** 'Grupo A · Partido 3', 'Semifinal 2', 'Consolación: Final' */
  label: string;
  /** Which 'Fases por día' rule it follows. */
  phase: SchedulePhase;
  bye: boolean;
  /** Database ids of the matches this one waits for (the draw's codes resolved). */
  feederIds: number[];
  a: DrawPair | null;
  b: DrawPair | null;
  score: MatchScore | null;
  winner: "a" | "b" | null;
  courtId: number | null;
  day: string | null;
  startTime: string | null;
  slotFixed: boolean;
}

const STAGE_ORDER: Record<string, number> = { group: 0, main: 1, consolation: 2 };

/** Every match of the tournament's drawn categories (drafts too unless `publishedOnly`), in play order of the draws. */
export async function tournamentMatches(
  tournamentId: number,
  { publishedOnly }: { publishedOnly: boolean },
  db: Reader = getDb(),
): Promise<PlayMatch[]> {
  const statuses: DrawStatus[] = publishedOnly ? ["published"] : ["draft", "published"];
  const rows = await db
    .select({
      match: drawMatch,
      drawStatus: draw.status,
      categoryType: draw.categoryType,
      category: draw.category,
    })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .where(and(eq(draw.tournamentId, tournamentId), inArray(draw.status, statuses)));
  if (rows.length === 0) return [];
  const pairs = await drawPairs([...new Set(rows.map((row) => row.match.drawId))], db);
  rows.sort(
    (x, y) =>
      x.match.drawId - y.match.drawId ||
      (STAGE_ORDER[x.match.stage] ?? 0) - (STAGE_ORDER[y.match.stage] ?? 0) ||
      x.match.round - y.match.round ||
      x.match.position - y.match.position,
  );
  const labels = storedMatchLabels(rows.map(({ match }) => ({ ...match, stage: match.stage as MatchStage })));
  const inRound = new Map<string, number>();
  const roundKey = (m: { drawId: number; stage: string; round: number }) => `${m.drawId}:${m.stage}:${m.round}`;
  for (const { match } of rows) inRound.set(roundKey(match), (inRound.get(roundKey(match)) ?? 0) + 1);
  const idByCode = new Map(rows.map(({ match }) => [`${match.drawId}:${match.code}`, match.id]));
  return rows.map(({ match, drawStatus, categoryType, category }, index) => ({
    id: match.id,
    drawId: match.drawId,
    drawStatus: drawStatus as DrawStatus,
    categoryType,
    category,
    categoryLabel: `${categoryTypeLabel(categoryType)} ${category}`,
    code: match.code,
    stage: match.stage as MatchStage,
    label: labels[index]!,
    phase: matchPhase(match.stage as MatchStage, inRound.get(roundKey(match)) ?? 1),
    bye: match.bye,
    feederIds: match.feeders.flatMap((code) => {
      const id = idByCode.get(`${match.drawId}:${code}`);
      return id === undefined ? [] : [id];
    }),
    a: match.entryAId === null ? null : (pairs.get(match.entryAId) ?? null),
    b: match.entryBId === null ? null : (pairs.get(match.entryBId) ?? null),
    score: match.score,
    winner: match.winner as "a" | "b" | null,
    courtId: match.courtId,
    day: match.day,
    startTime: match.startTime,
    slotFixed: match.slotFixed,
  }));
}

/** A match has a place in the order of play when it has a court, a day and a time. */
export function isScheduled(match: Pick<PlayMatch, "courtId" | "day" | "startTime">): boolean {
  return match.courtId !== null && match.day !== null && match.startTime !== null;
}

function slotOf(match: PlayMatch, matchMinutes: number): ScheduledSlot {
  return {
    matchId: String(match.id),
    courtId: String(match.courtId),
    date: match.day!,
    start: match.startTime!,
    end: formatTime(minutesOfDay(match.startTime!) + matchMinutes),
  };
}

/**
 * The scheduler's input: the matches still to play (byes aside) and those already in the order of play
 * that stay where they are (played, or moved by hand) as fixed slots. A played match without a slot is
 * left out: the scheduler takes a feeder it does not know as played.
 */
export function scheduleInput(settings: ScheduleSettings, matches: readonly PlayMatch[]): ScheduleInput {
  const kept = (match: PlayMatch) => isScheduled(match) && (match.score !== null || match.slotFixed);
  const included = matches.filter((match) => !match.bye && (match.score === null || isScheduled(match)));
  const pairLabels: Record<string, string> = {};
  for (const match of included) for (const pair of [match.a, match.b]) if (pair) pairLabels[String(pair.entryId)] = pair.name;
  return {
    courts: settings.courts.map((c) => ({ id: String(c.id), name: c.name })),
    days: settings.days,
    matchMinutes: settings.matchMinutes,
    restMinutes: settings.restMinutes,
    matches: included.map((match) => ({
      id: String(match.id),
      label: `${match.categoryLabel} · ${match.label}`,
      pairs: [match.a, match.b].flatMap((pair) => (pair ? [String(pair.entryId)] : [])),
      feeders: match.feederIds.map(String),
      phase: match.phase,
    })),
    fixed: included.filter(kept).map((match) => slotOf(match, settings.matchMinutes)),
    pairLabels,
  };
}

/**
 * The conflicts of each unplayed match where it stands (moved with 'Mover de todos modos', or the days
 * changed since): the organisers' order of play marks them until a move resolves them.
 */
export function standingConflicts(settings: ScheduleSettings, matches: readonly PlayMatch[]): Map<number, string[]> {
  const input = scheduleInput(settings, matches);
  const slots = matches.filter((m) => !m.bye && isScheduled(m)).map((m) => slotOf(m, settings.matchMinutes));
  const unplayed = new Set(matches.filter((m) => m.score === null).map((m) => String(m.id)));
  const marked = new Map<number, string[]>();
  for (const [id, conflicts] of slotConflicts(input, slots)) {
    if (unplayed.has(id))
      marked.set(
        Number(id),
        conflicts.map((conflict) => conflict.message),
      );
  }
  return marked;
}

export const NO_COURTS_OR_DAYS = "Primero guarda las canchas y los días de juego del torneo";
export const NO_MATCHES = "Aún no hay partidos por programar: el orden de juego se arma con los cuadros sorteados";

export type GenerateOutcome = Result<{
  placed: number;
  total: number;
  unplaced: { label: string; reason: string }[];
  message: string | null;
}>;

/** One day's 'Fases por día' as the generation form posts them. */
export interface DayPhases {
  date: string;
  rules: DayPhaseRule[];
}

/**
 * The saved days with the posted phase rules (a day not posted keeps its own). A rule that allows the
 * phase from the day's start says nothing and is not kept; a day left without rules has none.
 */
export function withPhases(days: readonly ScheduleDay[], posted: readonly DayPhases[]): ScheduleDay[] {
  return days.map(({ phases: _old, ...day }) => {
    const rules = posted.find((candidate) => candidate.date === day.date)?.rules ?? _old ?? [];
    const kept = rules
      .filter((rule) => !rule.allowed || (rule.notBefore !== null && rule.notBefore > day.start))
      .map((rule) => ({ phase: rule.phase, allowed: rule.allowed, notBefore: rule.allowed ? rule.notBefore : null }));
    return kept.length > 0 ? { ...day, phases: kept } : day;
  });
}

/**
 * 'Generar orden de juego': the posted phases per day are saved, then every unplayed match that is not
 * kept where it is gets the scheduler's slot (or none, when it does not fit), in one transaction.
 */
export async function generateSchedule(
  tournamentId: number,
  actorId: string,
  db: Db = getDb(),
  phases?: readonly DayPhases[],
): Promise<GenerateOutcome> {
  const outcome = await transaction(db, async (tx): Promise<GenerateOutcome> => {
    // Two organisers generating at once take turns on the tournament's settings row.
    await tx.select().from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId)).for("update");
    const saved = await scheduleSettings(tournamentId, tx);
    if (saved.courts.length === 0 || saved.days.length === 0) return refused(NO_COURTS_OR_DAYS);
    if (phases?.some((posted) => !saved.days.some((day) => day.date === posted.date))) return refused(DAY_NOT_PLAYED);
    const settings = phases ? { ...saved, days: withPhases(saved.days, phases) } : saved;
    if (phases) {
      await tx.update(playSchedule).set({ days: settings.days, updatedAt: new Date() }).where(eq(playSchedule.tournamentId, tournamentId));
    }
    const matches = await tournamentMatches(tournamentId, { publishedOnly: false }, tx);
    const input = scheduleInput(settings, matches);
    const fixed = new Set(input.fixed!.map((slot) => slot.matchId));
    const toPlace = input.matches.filter((match) => !fixed.has(match.id));
    if (toPlace.length === 0) return refused(NO_MATCHES);
    const result = scheduleMatches(input);
    const slots = new Map(result.slots.map((slot) => [slot.matchId, slot]));
    for (const match of toPlace) {
      const slot = slots.get(match.id);
      await tx
        .update(drawMatch)
        .set({
          courtId: slot ? Number(slot.courtId) : null,
          day: slot?.date ?? null,
          startTime: slot?.start ?? null,
          slotFixed: false,
          updatedAt: new Date(),
        })
        .where(eq(drawMatch.id, Number(match.id)));
    }
    const labels = new Map(input.matches.map((match) => [match.id, match.label ?? match.id]));
    const unplaced = result.unplaced.map((u: UnplacedMatch) => ({ label: labels.get(u.matchId) ?? u.matchId, reason: u.reason }));
    const placed = toPlace.length - unplaced.length;
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "schedule.generate",
      entityType: "tournament",
      entityId: String(tournamentId),
      data: {
        placed,
        unplaced: unplaced.length,
        ...(phases ? { phases: settings.days.map((d) => ({ date: d.date, phases: d.phases ?? [] })) } : {}),
      },
    });
    // The domain's message counts every match of the input, the kept ones too: say it for those placed now.
    const message =
      unplaced.length === 0
        ? null
        : `No caben ${unplaced.length} de ${toPlace.length} partidos: agrega canchas, días u horas, o acorta la duración de los partidos`;
    playChanged(tx, tournamentId);
    return done({ placed, total: toPlace.length, unplaced, message });
  });
  return outcome;
}

export const MATCH_NOT_IN_TOURNAMENT = "Ese partido no es de este torneo";
export const BYE_NOT_SCHEDULED = "Un pase directo no se juega: no tiene horario";
export const COURT_NOT_IN_TOURNAMENT = "Esa cancha no es del torneo";
export const DAY_NOT_PLAYED = "Ese día no es de juego en el torneo";

/** Moved (with the conflicts accepted), or refused: for a field, or for conflicts not confirmed yet. */
export type MoveOutcome = Result<
  { conflicts: MoveConflict[]; label: string },
  Refusal & { field?: "courtId" | "day"; conflicts?: MoveConflict[] }
>;

/**
 * 'Mover partido': the conflicts the move causes (checkMove), refused unless `confirm`; stored as a
 * fixed slot, which the automatic schedule keeps.
 */
export async function moveMatch(tournamentId: number, move: MoveMatchValues, actorId: string): Promise<MoveOutcome> {
  const outcome = await transaction(getDb(), async (tx): Promise<MoveOutcome> => {
    await tx.select().from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId)).for("update");
    const settings = await scheduleSettings(tournamentId, tx);
    const matches = await tournamentMatches(tournamentId, { publishedOnly: false }, tx);
    const match = matches.find((candidate) => candidate.id === move.matchId);
    if (!match) return refused(MATCH_NOT_IN_TOURNAMENT, 404);
    if (match.bye) return refused(BYE_NOT_SCHEDULED, 400);
    if (!settings.courts.some((c) => c.id === move.courtId)) return refusedWith({ field: "courtId", message: COURT_NOT_IN_TOURNAMENT });
    if (!settings.days.some((day) => day.date === move.day)) return refusedWith({ field: "day", message: DAY_NOT_PLAYED });
    const input = scheduleInput(settings, matches);
    // The move is checked against every match with a slot; this one must be among the input's matches.
    const scheduled = matches.filter((m) => !m.bye && isScheduled(m));
    const inputWith = input.matches.some((m) => m.id === String(match.id))
      ? input
      : {
          ...input,
          matches: [...input.matches, { id: String(match.id), label: `${match.categoryLabel} · ${match.label}`, pairs: [], feeders: [] }],
        };
    const conflicts = checkMove(
      inputWith,
      scheduled.map((m) => slotOf(m, settings.matchMinutes)),
      { matchId: String(match.id), courtId: String(move.courtId), date: move.day, start: move.start },
    );
    if (conflicts.length > 0 && !move.confirm) {
      return refusedWith({ status: 409, conflicts, message: conflicts.map((conflict) => conflict.message).join(" ") });
    }
    await tx
      .update(drawMatch)
      .set({ courtId: move.courtId, day: move.day, startTime: move.start, slotFixed: true, updatedAt: new Date() })
      .where(eq(drawMatch.id, match.id));
    // A played match moved in the order of play moves in its players' history too.
    await applyMatchChanges(tx, [drawMatchKey(match.id)]);
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "schedule.move",
      entityType: "draw_match",
      entityId: String(match.id),
      data: { courtId: move.courtId, day: move.day, start: move.start, conflicts: conflicts.map((c) => c.message) },
    });
    playChanged(tx, tournamentId);
    return done({ conflicts, label: `${match.categoryLabel} · ${match.label}` });
  });
  return outcome;
}

const CLEARED_SLOT = { courtId: null, day: null, startTime: null, slotFixed: false } as const;

/** 'Quitar del orden de juego': the match goes back to the unscheduled list. False when not the tournament's. */
export async function unscheduleMatch(tournamentId: number, matchId: number, actorId: string): Promise<boolean> {
  const unscheduled = await transaction(getDb(), async (tx) => {
    const [row] = await tx
      .select({ id: drawMatch.id })
      .from(drawMatch)
      .innerJoin(draw, eq(draw.id, drawMatch.drawId))
      .where(and(eq(drawMatch.id, matchId), eq(draw.tournamentId, tournamentId)));
    if (!row) return false;
    await tx
      .update(drawMatch)
      .set({ ...CLEARED_SLOT, updatedAt: new Date() })
      .where(eq(drawMatch.id, matchId));
    await applyMatchChanges(tx, [drawMatchKey(matchId)]);
    await tx
      .insert(auditLog)
      .values({ actorUserId: actorId, action: "schedule.unschedule", entityType: "draw_match", entityId: String(matchId) });
    playChanged(tx, tournamentId);
    return true;
  });
  return unscheduled;
}

/**
 * Takes the tournament's unplayed matches that also meet `where` off the order of play (an update cannot
 * join: the draws are a subquery). Returns their ids.
 */
function clearUnplayedSlots(tx: Tx, tournamentId: number, where: SQL | undefined) {
  return tx
    .update(drawMatch)
    .set({ ...CLEARED_SLOT, updatedAt: new Date() })
    .where(
      and(
        inArray(drawMatch.drawId, tx.select({ id: draw.id }).from(draw).where(eq(draw.tournamentId, tournamentId))),
        isNull(drawMatch.score),
        where,
      ),
    )
    .returning({ id: drawMatch.id });
}

/** 'Borrar orden de juego': every unplayed match loses its slot; played matches keep theirs. Returns how many. */
export async function clearSchedule(tournamentId: number, actorId: string): Promise<number> {
  const cleared = await transaction(getDb(), async (tx) => {
    const cleared = await clearUnplayedSlots(
      tx,
      tournamentId,
      or(isNotNull(drawMatch.day), isNotNull(drawMatch.courtId), eq(drawMatch.slotFixed, true)),
    );
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "schedule.clear",
      entityType: "tournament",
      entityId: String(tournamentId),
      data: { cleared: cleared.length },
    });
    playChanged(tx, tournamentId);
    return cleared.length;
  });
  return cleared;
}

/**
 * Saves the courts (renamed in place by position, so matches keep their court; extra courts added,
 * missing ones removed with their matches' slots), the playing days (sorted) and the timing. Unplayed
 * matches on a day no longer played lose their slot.
 */
export async function saveScheduleSettings(
  tournamentId: number,
  values: ScheduleSettingsValues,
  actorId: string,
  db: Db = getDb(),
): Promise<void> {
  await transaction(db, async (tx) => {
    // The days' phase rules are set by the generation form: a day kept by date keeps its own.
    const [before] = await tx.select({ days: playSchedule.days }).from(playSchedule).where(eq(playSchedule.tournamentId, tournamentId));
    const days = [...values.days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => {
        const phases = before?.days.find((old) => old.date === day.date)?.phases;
        return phases ? { ...day, phases } : day;
      });
    const row = {
      days,
      matchMinutes: values.matchMinutes,
      restMinutes: values.restMinutes,
      ...(values.reminderMinutes === undefined ? {} : { reminderMinutes: values.reminderMinutes }),
      updatedAt: new Date(),
    };
    await tx
      .insert(playSchedule)
      .values({ tournamentId, ...row })
      .onConflictDoUpdate({ target: playSchedule.tournamentId, set: row });
    const existing = await tx
      .select({ id: court.id })
      .from(court)
      .where(eq(court.tournamentId, tournamentId))
      .orderBy(asc(court.position), asc(court.id));
    const kept = existing.slice(0, values.courts.length);
    const removed = existing.slice(values.courts.length).map((c) => c.id);
    if (removed.length > 0) await tx.delete(court).where(inArray(court.id, removed));
    // Names are unique per tournament: park the kept ones first so that swapping two names cannot clash.
    for (const c of kept)
      await tx
        .update(court)
        .set({ name: `\u2060${c.id}` })
        .where(eq(court.id, c.id));
    for (const [index, c] of kept.entries()) {
      await tx.update(court).set({ name: values.courts[index]!, position: index, updatedAt: new Date() }).where(eq(court.id, c.id));
    }
    const added = values.courts.slice(kept.length).map((name, offset) => ({ tournamentId, name, position: kept.length + offset }));
    if (added.length > 0) await tx.insert(court).values(added);
    await clearUnplayedSlots(
      tx,
      tournamentId,
      and(
        isNotNull(drawMatch.day),
        or(
          isNull(drawMatch.courtId),
          notInArray(
            drawMatch.day,
            days.map((day) => day.date),
          ),
        ),
      ),
    );
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "schedule.settings",
      entityType: "tournament",
      entityId: String(tournamentId),
      data: {
        courts: values.courts,
        days,
        matchMinutes: values.matchMinutes,
        restMinutes: values.restMinutes,
        reminderMinutes: values.reminderMinutes,
      },
    });
    playChanged(tx, tournamentId);
  });
}

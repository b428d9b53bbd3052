// WhatsApp match reminders (issue 20, ADR 0029). After every committed change to a tournament's draws or
// order of play (playChanged), `reconcileReminders` makes the queue hold exactly the reminders wanted:
// one job per match, player and slot (the dedupe key), due `reminder_minutes` before the start; pending
// jobs no longer wanted are cancelled with their reason in the automations log. When a reminder is due,
// its handler checks the rule again (a stale job sends nothing and says so). Publishing a draw queues a
// notice to each of its players.
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { court, draw, drawEntry, drawMatch, job, player, playSchedule, tournament, user } from "../../../db/schema";
import { MEXICO_TIME_ZONE } from "~/domain/calendar";
import { categoryTypeLabel } from "~/domain/categories";
import {
  DRAW_PUBLISHED_TEMPLATE,
  drawPublishedDedupeKey,
  MATCH_REMINDER_TEMPLATE,
  type MatchTimeSlot,
  REMINDER_REASONS,
  reminderDedupeKey,
  reminderParameters,
  reminderRefusal,
  reminderRunAt,
  slotWhen,
  type ReminderMatch,
  type ReminderPlayer,
} from "~/domain/match-reminders";
import { pairName } from "~/domain/order-of-play";
import { drawPath } from "~/domain/play";
import { isAutomationEnabled, logAutomation } from "~/server/whatsapp";
import { failQueuedSend } from "~/server/whatsapp";
import { sendAutomatedTemplate } from "~/server/whatsapp";
import { getConfig } from "../infra/config.server";
import { getDb, type Db, type Tx } from "../infra/db.server";
import type { JobContext } from "../infra/job-worker.server";
import { enqueueJob } from "../infra/jobs.server";
import { getLogger } from "../infra/logger.server";
import { optOutUrl } from "./reminder-token.server";

export const MATCH_REMINDERS_AUTOMATION = "match-reminders";
export const MATCH_REMINDER_JOB = "whatsapp.match-reminder";
export const DRAW_PUBLISHED_JOB = "whatsapp.draw-published";

type Reader = Db | Tx;

/** A queued reminder's payload: the match, the player and the slot it was made for. */
type ReminderPayload = { tournamentId: number; matchId: number; playerId: number } & MatchTimeSlot;

function reminderPayload(payload: Record<string, unknown>): ReminderPayload | null {
  const { tournamentId, matchId, playerId, day, start, courtId } = payload;
  if (typeof day !== "string" || typeof start !== "string") return null;
  if (typeof tournamentId !== "number" || typeof matchId !== "number" || typeof playerId !== "number" || typeof courtId !== "number")
    return null;
  return { tournamentId, matchId, playerId, day, start, courtId };
}

/** Every player of the tournament's published, unplayed, scheduled matches whose account has a phone and wants reminders. */
async function wantedCandidates(tx: Tx, tournamentId: number) {
  const { rows } = await tx.execute<{
    match_id: number;
    court_id: number;
    day: string;
    start_time: string;
    player_id: number;
  }>(sql`
    select dm.id as match_id, dm.court_id, dm.day::text as day, dm.start_time, p.id as player_id
    from ${drawMatch} dm
    join ${draw} d on d.id = dm.draw_id
    join ${drawEntry} e on e.id in (dm.entry_a_id, dm.entry_b_id)
    join ${player} p on p.id in (e.player1_id, e.player2_id)
    join ${user} u on u.id = p.user_id
    where d.tournament_id = ${tournamentId} and d.status = 'published' and not dm.bye
      and dm.score is null and dm.winner is null and dm.court_id is not null and dm.day is not null
      and u.phone is not null and u.match_reminders`);
  return rows.map((row) => ({
    matchId: Number(row.match_id),
    playerId: Number(row.player_id),
    slot: { day: row.day, start: row.start_time, courtId: Number(row.court_id) },
  }));
}

/** One match with what the rules and the message need; null when it no longer exists. */
async function reminderMatch(db: Reader, matchId: number) {
  const [row] = await db
    .select({
      match: drawMatch,
      drawStatus: draw.status,
      categoryType: draw.categoryType,
      category: draw.category,
      tournamentId: tournament.id,
      tournamentTitle: tournament.title,
      courtName: court.name,
    })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .innerJoin(tournament, eq(tournament.id, draw.tournamentId))
    .leftJoin(court, eq(court.id, drawMatch.courtId))
    .where(eq(drawMatch.id, matchId));
  if (!row) return null;
  const { match } = row;
  const entryIds = [match.entryAId, match.entryBId].filter((id): id is number => id !== null);
  const p1 = alias(player, "p1");
  const p2 = alias(player, "p2");
  const entries = entryIds.length
    ? await db
        .select({ id: drawEntry.id, a: { id: p1.id, name: p1.name }, b: { id: p2.id, name: p2.name } })
        .from(drawEntry)
        .innerJoin(p1, eq(p1.id, drawEntry.player1Id))
        .innerJoin(p2, eq(p2.id, drawEntry.player2Id))
        .where(inArray(drawEntry.id, entryIds))
    : [];
  const pairs = entries.map((entry) => ({ id: entry.id, players: [entry.a, entry.b] }));
  const slot: MatchTimeSlot | null =
    match.courtId !== null && match.day !== null && match.startTime !== null
      ? { day: match.day, start: match.startTime, courtId: match.courtId }
      : null;
  const rules: ReminderMatch = {
    published: row.drawStatus === "published",
    bye: match.bye,
    played: match.score !== null || match.winner !== null,
    slot,
    playerIds: pairs.flatMap((pair) => pair.players.map((p) => p.id)),
  };
  return { ...row, rules, pairs, label: `${categoryTypeLabel(row.categoryType)} ${row.category}` };
}

async function reminderPlayer(db: Reader, playerId: number) {
  const [row] = await db
    .select({ id: player.id, name: player.name, userId: user.id, phone: user.phone, optedIn: user.matchReminders })
    .from(player)
    .leftJoin(user, eq(user.id, player.userId))
    .where(eq(player.id, playerId));
  if (!row) return null;
  const rules: ReminderPlayer = { id: row.id, phone: row.phone, optedIn: row.optedIn ?? false };
  return { ...row, rules };
}

export type ReconcileSummary = { queued: number; cancelled: number };

/**
 * Makes the tournament's queued reminders match its order of play at `now`: queues those wanted (or
 * revives one cancelled for the same slot), moves the due time of pending ones when the lead time
 * changed, and cancels pending ones no longer wanted. Serialised per tournament by the lock on its
 * play_schedule row, so the last run sees the last committed change; running it again changes nothing.
 */
export async function reconcileReminders(tournamentId: number, now: Date = new Date(), db: Db = getDb()): Promise<ReconcileSummary> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select({ reminderMinutes: playSchedule.reminderMinutes })
      .from(playSchedule)
      .where(eq(playSchedule.tournamentId, tournamentId))
      .for("update");
    const enabled = await isAutomationEnabled(tx, MATCH_REMINDERS_AUTOMATION);
    const wanted = new Map<string, { payload: ReminderPayload; runAt: Date }>();
    if (schedule && enabled) {
      for (const candidate of await wantedCandidates(tx, tournamentId)) {
        const runAt = reminderRunAt(candidate.slot, schedule.reminderMinutes, now);
        if (!runAt) continue;
        wanted.set(reminderDedupeKey(candidate.matchId, candidate.playerId, candidate.slot), {
          payload: { tournamentId, matchId: candidate.matchId, playerId: candidate.playerId, ...candidate.slot },
          runAt,
        });
      }
    }
    const pending = await tx
      .select({ id: job.id, dedupeKey: job.dedupeKey, runAt: job.runAt, payload: job.payload })
      .from(job)
      .where(
        and(eq(job.kind, MATCH_REMINDER_JOB), eq(job.status, "pending"), sql`(${job.payload}->>'tournamentId')::int = ${tournamentId}`),
      );
    const pendingKeys = new Map(pending.map((row) => [row.dedupeKey, row]));
    let queued = 0;
    for (const [key, { payload, runAt }] of wanted) {
      const existing = pendingKeys.get(key);
      if (existing) {
        // The lead time changed: the reminder moves. One already due stays as it is.
        const alreadyDue = existing.runAt.getTime() <= now.getTime() && runAt.getTime() <= now.getTime();
        if (existing.runAt.getTime() !== runAt.getTime() && !alreadyDue)
          await tx.update(job).set({ runAt, updatedAt: new Date() }).where(eq(job.id, existing.id));
        continue;
      }
      // New, or cancelled before (the match came back to this slot): pending again. Sent or running: left alone.
      const [added] = await tx
        .insert(job)
        .values({ kind: MATCH_REMINDER_JOB, payload: { ...payload }, dedupeKey: key, runAt })
        .onConflictDoUpdate({
          target: job.dedupeKey,
          set: { status: "pending", attempts: 0, lastError: null, runAt, updatedAt: new Date() },
          setWhere: eq(job.status, "cancelled"),
        })
        .returning({ id: job.id });
      if (!added) continue;
      queued += 1;
      const [match, who] = [await reminderMatch(tx, payload.matchId), await reminderPlayer(tx, payload.playerId)];
      await logAutomation(
        tx,
        MATCH_REMINDERS_AUTOMATION,
        `Recordatorio en cola para ${who?.name ?? payload.playerId}: ${match?.label ?? "partido"}, ${slotWhen(payload)} en ${match?.courtName ?? "cancha"} (envío ${formatRunAt(runAt)})`,
        { data: { key, runAt: runAt.toISOString() } },
      );
    }
    const stale = pending.filter((row) => row.dedupeKey !== null && !wanted.has(row.dedupeKey));
    for (const row of stale) {
      await tx.update(job).set({ status: "cancelled", updatedAt: new Date() }).where(eq(job.id, row.id));
      const payload = reminderPayload(row.payload);
      const reason = !enabled || !payload ? REMINDER_REASONS.automationOff : await staleReason(tx, payload, now);
      const who = payload ? await reminderPlayer(tx, payload.playerId) : null;
      await logAutomation(
        tx,
        MATCH_REMINDERS_AUTOMATION,
        `Recordatorio cancelado para ${who?.name ?? "jugador"} (${payload ? slotWhen(payload) : "sin horario"}): ${reason}`,
        { level: "warn", data: { key: row.dedupeKey } },
      );
    }
    return { queued, cancelled: stale.length };
  });
}

async function staleReason(db: Reader, payload: ReminderPayload, now: Date): Promise<string> {
  const [match, who] = [await reminderMatch(db, payload.matchId), await reminderPlayer(db, payload.playerId)];
  return reminderRefusal(match?.rules ?? null, who?.rules ?? null, payload, now) ?? REMINDER_REASONS.moved;
}

const RUN_AT_FORMAT = new Intl.DateTimeFormat("es-MX", {
  timeZone: MEXICO_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
function formatRunAt(at: Date): string {
  return RUN_AT_FORMAT.format(at);
}

// In-process coalescing: changes that arrive while a tournament is being reconciled share one more run.
const runs = new Map<number, { running: Promise<void> | null; next: Promise<void> | null }>();

/**
 * Reconciles the tournament's reminders after a committed change (called by playChanged with the database
 * the change was written to). A burst of changes (a schedule generated, results entered) costs at most one
 * run in progress and one after it; the returned promise settles once a run that started after this call
 * has finished. Never throws.
 */
export function reconcileRemindersSoon(tournamentId: number, db: Db = getDb()): Promise<void> {
  let state = runs.get(tournamentId);
  if (!state) runs.set(tournamentId, (state = { running: null, next: null }));
  if (state.next) return state.next;
  const current = state;
  const start = async () => {
    current.next = null;
    const run = reconcileReminders(tournamentId, new Date(), db).then(
      () => undefined,
      (error: unknown) => getLogger().error({ err: error, tournamentId }, "Match reminders reconcile failed"),
    );
    current.running = run;
    await run;
    if (current.running === run) {
      current.running = null;
      if (!current.next) runs.delete(tournamentId);
    }
  };
  if (!current.running) return start();
  current.next = current.running.then(start);
  return current.next;
}

/** Every tournament where the player of this account has an unplayed match: opting in or out changes its reminders. */
export async function reconcileRemindersOfUser(userId: string, now: Date = new Date()): Promise<void> {
  const { rows } = await getDb().execute<{ tournament_id: number }>(sql`
    select distinct d.tournament_id from ${draw} d
    join ${drawEntry} e on e.draw_id = d.id
    join ${player} p on p.id in (e.player1_id, e.player2_id)
    join ${drawMatch} dm on dm.draw_id = d.id and e.id in (dm.entry_a_id, dm.entry_b_id)
    where p.user_id = ${userId} and d.status = 'published' and dm.score is null and dm.day is not null`);
  for (const row of rows) await reconcileReminders(Number(row.tournament_id), now);
}

/** Every tournament with a published draw that has a match still to play on its order of play. */
export async function reconcileAllReminders(now: Date = new Date()): Promise<void> {
  const { rows } = await getDb().execute<{ tournament_id: number }>(sql`
    select distinct d.tournament_id from ${draw} d join ${drawMatch} dm on dm.draw_id = d.id
    where d.status = 'published' and dm.score is null and dm.day is not null`);
  for (const row of rows) await reconcileReminders(Number(row.tournament_id), now);
}

/** Job 'whatsapp.match-reminder': sends the reminder if the rule still wants it at `now`, else logs why not. */
export async function deliverMatchReminder(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  const db = getDb();
  const payload = reminderPayload(raw);
  if (!payload) return;
  const [match, who] = [await reminderMatch(db, payload.matchId), await reminderPlayer(db, payload.playerId)];
  const refusal = !(await isAutomationEnabled(db, MATCH_REMINDERS_AUTOMATION))
    ? REMINDER_REASONS.automationOff
    : reminderRefusal(match?.rules ?? null, who?.rules ?? null, payload, context.now);
  if (refusal || !match || !who?.phone || !who.userId) {
    await logAutomation(
      db,
      MATCH_REMINDERS_AUTOMATION,
      `Recordatorio no enviado a ${who?.name ?? "jugador"} (${slotWhen(payload)}): ${refusal ?? REMINDER_REASONS.notPlaying}`,
      { level: "warn", data: { matchId: payload.matchId, playerId: payload.playerId } },
    );
    return;
  }
  const rival = match.pairs.find((pair) => !pair.players.some((p) => p.id === who.id));
  const template = {
    name: MATCH_REMINDER_TEMPLATE.name,
    bodyParameters: reminderParameters({
      playerName: who.name,
      slot: payload,
      courtName: match.courtName ?? "",
      rivalPair: rival ? pairName(rival.players) : null,
      tournament: match.tournamentTitle,
      optOutUrl: optOutUrl(who.userId),
    }),
  };
  const result = await sendAutomatedTemplate(who.phone, template, who.name);
  if (!result.ok)
    return failQueuedSend(MATCH_REMINDERS_AUTOMATION, `recordatorio de ${who.name}`, who.phone, result, context, {
      matchId: payload.matchId,
    });
  await logAutomation(
    db,
    MATCH_REMINDERS_AUTOMATION,
    `Recordatorio enviado a ${result.to} (${who.name}): ${match.label}, ${slotWhen(payload)} · id ${result.value.messageId}`,
    { data: { to: result.to, matchId: payload.matchId, messageId: result.value.messageId } },
  );
}

/** The players of a draw with the account each is linked to (phone and reminders switch). */
async function drawPlayers(db: Reader, drawId: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    user_id: string | null;
    phone: string | null;
    opted_in: boolean | null;
  }>(sql`
    select distinct p.id, p.name, u.id as user_id, u.phone, u.match_reminders as opted_in
    from ${drawEntry} e join ${player} p on p.id in (e.player1_id, e.player2_id)
    left join ${user} u on u.id = p.user_id
    where e.draw_id = ${drawId} order by p.id`);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * 'Publicar cuadro': queues 'cuadro_publicado' for every player of the draw with a phone who wants
 * reminders, in the publishing transaction (the notice exists exactly when the draw is public).
 */
export async function queueDrawPublished(tx: Tx, drawRow: { id: number; drawSeed: number | null; categoryType: string; category: string }) {
  if (!(await isAutomationEnabled(tx, MATCH_REMINDERS_AUTOMATION))) return;
  const players = await drawPlayers(tx, drawRow.id);
  const reachable = players.filter((p) => p.phone && p.opted_in);
  for (const p of reachable)
    await enqueueJob(tx, {
      kind: DRAW_PUBLISHED_JOB,
      payload: { drawId: drawRow.id, drawSeed: drawRow.drawSeed, playerId: p.id },
      dedupeKey: drawPublishedDedupeKey(drawRow.id, drawRow.drawSeed, p.id),
    });
  const label = `${categoryTypeLabel(drawRow.categoryType)} ${drawRow.category}`;
  await logAutomation(
    tx,
    MATCH_REMINDERS_AUTOMATION,
    `Cuadro publicado (${label}): ${reachable.length} avisos en cola; ${players.length - reachable.length} jugadores sin teléfono o sin recordatorios`,
    { data: { drawId: drawRow.id } },
  );
}

function playerRefusal(who: { phone: string | null; opted_in: boolean | null } | undefined): string | null {
  if (!who) return REMINDER_REASONS.notPlaying;
  if (!who.phone) return REMINDER_REASONS.noPhone;
  return who.opted_in ? null : REMINDER_REASONS.optedOut;
}

/** Job 'whatsapp.draw-published': sends the notice while the draw is still the one published, to a player still in it. */
export async function deliverDrawPublished(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  const db = getDb();
  const drawId = Number(raw.drawId);
  const playerId = Number(raw.playerId);
  const [row] = await db
    .select({ draw, tournamentId: tournament.id, title: tournament.title })
    .from(draw)
    .innerJoin(tournament, eq(tournament.id, draw.tournamentId))
    .where(eq(draw.id, drawId));
  const who = (await drawPlayers(db, drawId)).find((p) => p.id === playerId);
  const name = who?.name ?? "jugador";
  const stillPublished = row !== undefined && row.draw.status === "published" && row.draw.drawSeed === (raw.drawSeed ?? null);
  const refusal = !(await isAutomationEnabled(db, MATCH_REMINDERS_AUTOMATION))
    ? REMINDER_REASONS.automationOff
    : !stillPublished
      ? REMINDER_REASONS.notPublished
      : playerRefusal(who);
  if (refusal || !row || !who?.phone || !who.user_id) {
    await logAutomation(db, MATCH_REMINDERS_AUTOMATION, `Aviso de cuadro no enviado a ${name}: ${refusal ?? REMINDER_REASONS.noPhone}`, {
      level: "warn",
      data: { drawId, playerId },
    });
    return;
  }
  const label = `${categoryTypeLabel(row.draw.categoryType)} ${row.draw.category}`;
  const link = `${getConfig().SITE_URL}${drawPath({ id: row.tournamentId, title: row.title }, row.draw.categoryType, row.draw.category)}`;
  const template = { name: DRAW_PUBLISHED_TEMPLATE.name, bodyParameters: [who.name, row.title, label, link, optOutUrl(who.user_id)] };
  const result = await sendAutomatedTemplate(who.phone, template, who.name);
  if (!result.ok)
    return failQueuedSend(MATCH_REMINDERS_AUTOMATION, `aviso de cuadro a ${who.name}`, who.phone, result, context, { drawId });
  await logAutomation(
    db,
    MATCH_REMINDERS_AUTOMATION,
    `Aviso de cuadro publicado enviado a ${result.to} (${who.name}): ${label} · id ${result.value.messageId}`,
    { data: { to: result.to, drawId, messageId: result.value.messageId } },
  );
}

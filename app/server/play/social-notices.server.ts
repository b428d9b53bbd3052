// WhatsApp notices of social events (issue 32), through the match reminders' switch, templates' list and
// opt-in (ADR 0029): after every committed change to an event, `reconcileSocialNotices` makes the queue
// hold what is wanted: a notice to each player signed up (one for a place, another for the waiting list,
// so moving up sends a new one) and a reminder the day before to each player with a place. Pending jobs no
// longer wanted are cancelled with their reason; a due job checks again before it sends.
import { and, eq, sql } from "drizzle-orm";
import { club, job, player, socialEntry, socialEvent, user } from "../../../db/schema";
import {
  REMINDER_REASONS,
  SOCIAL_REMINDER_TEMPLATE,
  SOCIAL_SIGN_UP_TEMPLATE,
  slotWhen,
  socialPlaceText,
  socialReminderDedupeKey,
  socialReminderRunAt,
  socialSignUpDedupeKey,
} from "~/domain/match-reminders";
import { socialEventPath } from "~/domain/social-event";
import { failQueuedSend, isAutomationEnabled, logAutomation, sendAutomatedTemplate } from "~/server/whatsapp";
import { getConfig } from "../infra/config.server";
import { getDb, type Db, type Tx } from "../infra/db.server";
import type { JobContext } from "../infra/job-worker.server";
import { MATCH_REMINDERS_AUTOMATION } from "./match-reminders.server";
import { optOutUrl } from "./reminder-token.server";

export const SOCIAL_SIGN_UP_JOB = "whatsapp.social-sign-up";
export const SOCIAL_REMINDER_JOB = "whatsapp.social-reminder";

const SOCIAL_REASONS = {
  gone: "el evento ya no existe",
  closed: "el evento ya empezó o terminó",
  notIn: "el jugador ya no está anotado en ese lugar",
  moved: "el evento cambió de día u hora",
} as const;

type Payload = { eventId: number; playerId: number; waitingPosition?: number | null; date?: string; start?: string };

function payloadOf(raw: Record<string, unknown>): Payload | null {
  const { eventId, playerId } = raw;
  if (typeof eventId !== "number" || typeof playerId !== "number") return null;
  return raw as Payload;
}

async function eventRow(db: Db | Tx, eventId: number) {
  const [row] = await db
    .select({
      id: socialEvent.id,
      title: socialEvent.title,
      date: socialEvent.date,
      startTime: socialEvent.startTime,
      status: socialEvent.status,
      clubName: club.name,
    })
    .from(socialEvent)
    .innerJoin(club, eq(club.id, socialEvent.clubId))
    .where(eq(socialEvent.id, eventId));
  return row ? { ...row, start: row.startTime.slice(0, 5) } : null;
}

/** The event's entries with each player's account: phone and the reminders' switch. */
async function entrants(db: Db | Tx, eventId: number) {
  return db
    .select({
      playerId: player.id,
      name: player.name,
      waitingPosition: socialEntry.waitingPosition,
      userId: user.id,
      phone: user.phone,
      optedIn: user.matchReminders,
    })
    .from(socialEntry)
    .innerJoin(player, eq(player.id, socialEntry.playerId))
    .leftJoin(user, eq(user.id, player.userId))
    .where(eq(socialEntry.eventId, eventId));
}

type Wanted = { kind: string; payload: Payload; runAt: Date; note: string };

/**
 * Makes the event's queued notices match the event at `now`. Serialised per event by the lock on its row;
 * running it again changes nothing.
 */
export async function reconcileSocialNotices(eventId: number, now: Date = new Date(), db: Db = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: socialEvent.id }).from(socialEvent).where(eq(socialEvent.id, eventId)).for("update");
    const event = await eventRow(tx, eventId);
    const enabled = await isAutomationEnabled(tx, MATCH_REMINDERS_AUTOMATION);
    const wanted = new Map<string, Wanted>();
    if (event && enabled && event.status === "inscripciones") {
      const when = { date: event.date, start: event.start };
      const remindAt = socialReminderRunAt(when, now);
      for (const entry of await entrants(tx, eventId)) {
        if (!entry.phone || !entry.optedIn) continue;
        const base = { eventId, playerId: entry.playerId };
        wanted.set(socialSignUpDedupeKey(eventId, entry.playerId, entry.waitingPosition), {
          kind: SOCIAL_SIGN_UP_JOB,
          payload: { ...base, waitingPosition: entry.waitingPosition },
          runAt: now,
          note: `Aviso de inscripción en cola para ${entry.name}: ${event.title} (${socialPlaceText(entry.waitingPosition)})`,
        });
        if (entry.waitingPosition === null && remindAt)
          wanted.set(socialReminderDedupeKey(eventId, entry.playerId, when), {
            kind: SOCIAL_REMINDER_JOB,
            payload: { ...base, ...when },
            runAt: remindAt,
            note: `Recordatorio de evento en cola para ${entry.name}: ${event.title}, ${slotWhen({ day: event.date, start: event.start })}`,
          });
      }
    }
    const pending = await tx
      .select({ id: job.id, dedupeKey: job.dedupeKey, kind: job.kind })
      .from(job)
      .where(
        and(
          sql`${job.kind} in (${SOCIAL_SIGN_UP_JOB}, ${SOCIAL_REMINDER_JOB})`,
          eq(job.status, "pending"),
          sql`(${job.payload}->>'eventId')::int = ${eventId}`,
        ),
      );
    const pendingKeys = new Set(pending.map((row) => row.dedupeKey));
    for (const [key, want] of wanted) {
      if (pendingKeys.has(key)) continue;
      // New, or cancelled before (the player came back): pending again. Sent or running: left alone.
      const [added] = await tx
        .insert(job)
        .values({ kind: want.kind, payload: { ...want.payload }, dedupeKey: key, runAt: want.runAt })
        .onConflictDoUpdate({
          target: job.dedupeKey,
          set: { status: "pending", attempts: 0, lastError: null, runAt: want.runAt, updatedAt: new Date() },
          setWhere: eq(job.status, "cancelled"),
        })
        .returning({ id: job.id });
      if (added) await logAutomation(tx, MATCH_REMINDERS_AUTOMATION, want.note, { data: { key } });
    }
    const stale = pending.filter((row) => row.dedupeKey !== null && !wanted.has(row.dedupeKey));
    for (const row of stale) {
      await tx.update(job).set({ status: "cancelled", updatedAt: new Date() }).where(eq(job.id, row.id));
      const reason = !enabled ? REMINDER_REASONS.automationOff : !event ? SOCIAL_REASONS.gone : SOCIAL_REASONS.notIn;
      await logAutomation(tx, MATCH_REMINDERS_AUTOMATION, `Aviso de evento cancelado (${row.dedupeKey}): ${reason}`, {
        level: "warn",
        data: { key: row.dedupeKey },
      });
    }
  });
}

/** Why a due notice no longer goes out, or null when it does. */
function refusal(
  payload: Payload,
  event: Awaited<ReturnType<typeof eventRow>>,
  entry: Awaited<ReturnType<typeof entrants>>[number] | undefined,
  reminder: boolean,
): string | null {
  if (!event) return SOCIAL_REASONS.gone;
  if (event.status !== "inscripciones") return SOCIAL_REASONS.closed;
  if (!entry) return SOCIAL_REASONS.notIn;
  if (reminder ? entry.waitingPosition !== null : (entry.waitingPosition === null) !== (payload.waitingPosition === null))
    return SOCIAL_REASONS.notIn;
  if (reminder && (payload.date !== event.date || payload.start !== event.start)) return SOCIAL_REASONS.moved;
  if (!entry.phone) return REMINDER_REASONS.noPhone;
  if (!entry.optedIn) return REMINDER_REASONS.optedOut;
  return null;
}

async function deliver(raw: Record<string, unknown>, context: JobContext, reminder: boolean): Promise<void> {
  const db = getDb();
  const payload = payloadOf(raw);
  if (!payload) return;
  const event = await eventRow(db, payload.eventId);
  const entry = (await entrants(db, payload.eventId)).find((e) => e.playerId === payload.playerId);
  const what = reminder ? "Recordatorio de evento" : "Aviso de inscripción";
  const why = !(await isAutomationEnabled(db, MATCH_REMINDERS_AUTOMATION))
    ? REMINDER_REASONS.automationOff
    : refusal(payload, event, entry, reminder);
  if (why || !event || !entry?.phone || !entry.userId) {
    await logAutomation(
      db,
      MATCH_REMINDERS_AUTOMATION,
      `${what} no enviado a ${entry?.name ?? "jugador"}: ${why ?? REMINDER_REASONS.noPhone}`,
      {
        level: "warn",
        data: { eventId: payload.eventId, playerId: payload.playerId },
      },
    );
    return;
  }
  const link = `${getConfig().SITE_URL}${socialEventPath(event)}`;
  const when = slotWhen({ day: event.date, start: event.start });
  const common = [entry.name, event.title, when, event.clubName];
  const template = reminder
    ? { name: SOCIAL_REMINDER_TEMPLATE.name, bodyParameters: [...common, link, optOutUrl(entry.userId)] }
    : {
        name: SOCIAL_SIGN_UP_TEMPLATE.name,
        bodyParameters: [...common, socialPlaceText(entry.waitingPosition), link, optOutUrl(entry.userId)],
      };
  const result = await sendAutomatedTemplate(entry.phone, template, entry.name);
  if (!result.ok)
    return failQueuedSend(MATCH_REMINDERS_AUTOMATION, `${what.toLowerCase()} a ${entry.name}`, entry.phone, result, context, {
      eventId: payload.eventId,
    });
  await logAutomation(
    db,
    MATCH_REMINDERS_AUTOMATION,
    `${what} enviado a ${result.to} (${entry.name}): ${event.title} · id ${result.value.messageId}`,
    {
      data: { to: result.to, eventId: payload.eventId, messageId: result.value.messageId },
    },
  );
}

/** Job 'whatsapp.social-sign-up': the sign-up notice, if the player is still in that place. */
export function deliverSocialSignUp(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  return deliver(raw, context, false);
}

/** Job 'whatsapp.social-reminder': the day-before reminder, if the player still has a place and the event its start. */
export function deliverSocialReminder(raw: Record<string, unknown>, context: JobContext): Promise<void> {
  return deliver(raw, context, true);
}

/** Every event still taking sign-ups from today on (at start: changes committed while no server ran, or by the seed). */
export async function reconcileAllSocialNotices(now: Date = new Date()): Promise<void> {
  const rows = await getDb()
    .select({ id: socialEvent.id })
    .from(socialEvent)
    .where(
      and(
        eq(socialEvent.status, "inscripciones"),
        sql`${socialEvent.date} >= (${now.toISOString()}::timestamptz at time zone 'America/Mexico_City')::date`,
      ),
    );
  for (const row of rows) await reconcileSocialNotices(row.id, now);
}

/** Every event taking sign-ups where this account's player is signed up: opting in or out changes its notices. */
export async function reconcileSocialNoticesOfUser(userId: string, now: Date = new Date()): Promise<void> {
  const rows = await getDb()
    .selectDistinct({ id: socialEvent.id })
    .from(socialEvent)
    .innerJoin(socialEntry, eq(socialEntry.eventId, socialEvent.id))
    .innerJoin(player, eq(player.id, socialEntry.playerId))
    .where(and(eq(player.userId, userId), eq(socialEvent.status, "inscripciones")));
  for (const row of rows) await reconcileSocialNotices(row.id, now);
}

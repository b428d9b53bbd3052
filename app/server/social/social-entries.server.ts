// Signing up for a social event (issue 32): alone, or as a pair in the team variants, until the cap; then on
// the waiting list, which moves up by itself when someone leaves. Every change locks the event's row first,
// so two sign-ups for the last place queue one behind the other and only one gets in.
import { and, asc, count, eq, inArray, isNotNull, isNull, max, min, or, sql } from "drizzle-orm";
import { GENDERS } from "~/domain/categories";
import { done, refused, type Result } from "~/domain/result";
import {
  genderMixRefusal,
  isTeamFormat,
  mixedPlaces,
  mixedWaitingMessage,
  type SocialFormat,
  type SocialGenderMix,
  waitingListMessage,
} from "~/domain/social-event";
import { auditLog, player, socialEntry, socialEvent, user } from "../../../db/schema";
import { recordChange, transaction } from "../infra/changes.server";
import { getDb, type Tx } from "../infra/db.server";
import type { SessionUser } from "~/server/accounts";

export const SIGN_UP_CLOSED = "Las inscripciones de este evento ya están cerradas.";
export const ALREADY_SIGNED_UP = "Ya estás anotado en este evento.";
export const PARTNER_SIGNED_UP = "Tu pareja ya está anotada en este evento.";
export const PLAYER_SIGNED_UP = "Ese jugador ya está anotado en este evento.";
export const PARTNER_NEEDED = "Este evento es por equipos: elige a tu pareja para anotarte.";
export const PARTNER_NOT_ALLOWED = "Este evento es individual: anótate sin pareja.";
export const SAME_PARTNER = "Tu pareja debe ser otro jugador.";
export const PLAYER_NOT_FOUND = "Ese jugador ya no existe.";
export const NOT_SIGNED_UP = "No estás anotado en este evento.";
export const ENTRY_NOT_FOUND = "Ese jugador ya no está anotado.";
const CHANGE = "social-event";

/** Where a sign-up landed: in the event, or at a place of the waiting list. */
export type Placement = { waitingPosition: number | null; message: string };

type Refusal = { message: string; status?: number; field?: "partnerId" | "playerId" };

async function lockEvent(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      id: socialEvent.id,
      format: socialEvent.format,
      playerCap: socialEvent.playerCap,
      status: socialEvent.status,
      genderMix: socialEvent.genderMix,
    })
    .from(socialEvent)
    .where(eq(socialEvent.id, eventId))
    .for("update");
  return row ? { ...row, format: row.format as SocialFormat, genderMix: row.genderMix as SocialGenderMix } : null;
}

async function playersIn(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(socialEntry)
    .where(and(eq(socialEntry.eventId, eventId), isNull(socialEntry.waitingPosition)));
  return row?.n ?? 0;
}

/** Renumbers the waiting list 1, 2, … in its order (a pair keeps sharing its place). */
export async function renumberWaiting(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`
    update ${socialEntry} set waiting_position = ranked.place
    from (
      select id, dense_rank() over (order by waiting_position) as place
      from ${socialEntry} where event_id = ${eventId} and waiting_position is not null
    ) as ranked
    where ${socialEntry.id} = ranked.id`);
}

/**
 * Moves the waiting list up while there is room: the first place (one player, or a pair) gets in when it
 * fits; a pair that does not fit waits at the head. Returns the players who got in. Call with the event locked.
 */
export async function promoteWaiting(tx: Tx, eventId: number, cap: number): Promise<number[]> {
  const [event] = await tx
    .select({ format: socialEvent.format, genderMix: socialEvent.genderMix })
    .from(socialEvent)
    .where(eq(socialEvent.id, eventId));
  if (event?.genderMix === "mixto" && !isTeamFormat(event.format as SocialFormat)) return promoteBalanced(tx, eventId, cap);
  const promoted: number[] = [];
  for (;;) {
    const [head] = await tx
      .select({ place: min(socialEntry.waitingPosition) })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), isNotNull(socialEntry.waitingPosition)));
    if (head?.place === null || head?.place === undefined) break;
    const unit = await tx
      .select({ id: socialEntry.id, playerId: socialEntry.playerId })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), eq(socialEntry.waitingPosition, head.place)));
    if ((await playersIn(tx, eventId)) + unit.length > cap) break;
    await tx
      .update(socialEntry)
      .set({ waitingPosition: null })
      .where(
        inArray(
          socialEntry.id,
          unit.map((u) => u.id),
        ),
      );
    promoted.push(...unit.map((u) => u.playerId));
  }
  if (promoted.length > 0) await renumberWaiting(tx, eventId);
  return promoted;
}

/** The players in a mixed event by gender, and the waiting list in order with each one's gender. */
async function mixedEntries(tx: Tx, eventId: number) {
  const rows = await tx
    .select({ id: socialEntry.id, playerId: socialEntry.playerId, waitingPosition: socialEntry.waitingPosition, gender: player.gender })
    .from(socialEntry)
    .innerJoin(player, eq(player.id, socialEntry.playerId))
    .where(eq(socialEntry.eventId, eventId))
    .orderBy(asc(socialEntry.waitingPosition), asc(socialEntry.id));
  const inRows = rows.filter((r) => r.waitingPosition === null);
  const count = (gender: string | null) => inRows.filter((r) => r.gender === gender).length;
  return { total: inRows.length, count, waiting: rows.filter((r) => r.waitingPosition !== null) };
}

/**
 * A mixed event's waiting list (one player per place): the first in order whose gender still has a place
 * gets in, so that a woman waits behind no man whose places are taken, and the reverse.
 */
async function promoteBalanced(tx: Tx, eventId: number, cap: number): Promise<number[]> {
  const { total, count, waiting } = await mixedEntries(tx, eventId);
  const places = mixedPlaces(cap);
  const counts = new Map([
    ["Varonil", count("Varonil")],
    ["Femenil", count("Femenil")],
  ]);
  const promoted: typeof waiting = [];
  for (const row of waiting) {
    if (total + promoted.length >= cap) break;
    const taken = counts.get(row.gender ?? "");
    if (taken === undefined || taken >= places) continue;
    counts.set(row.gender!, taken + 1);
    promoted.push(row);
  }
  if (promoted.length === 0) return [];
  await tx
    .update(socialEntry)
    .set({ waitingPosition: null })
    .where(
      inArray(
        socialEntry.id,
        promoted.map((r) => r.id),
      ),
    );
  await renumberWaiting(tx, eventId);
  return promoted.map((r) => r.playerId);
}

/**
 * Whether one more player of `gender` gets in a mixed event: a place left in the cap and for their gender,
 * and nobody of their gender waiting ahead.
 */
async function fitsMixed(tx: Tx, event: { id: number; playerCap: number }, gender: string): Promise<boolean> {
  const { total, count, waiting } = await mixedEntries(tx, event.id);
  return total < event.playerCap && count(gender) < mixedPlaces(event.playerCap) && !waiting.some((r) => r.gender === gender);
}

/**
 * Adds players (one, or a pair sharing pair_id) to a locked event: in while they fit and nobody waits,
 * else at the end of the waiting list.
 */
async function place(
  tx: Tx,
  event: { id: number; playerCap: number },
  playerIds: number[],
  addedBy: string,
  /** A mixed event's single player: their gender, for the balance. */
  mixedGender?: "Varonil" | "Femenil",
): Promise<Placement> {
  const [waitingRow] = await tx
    .select({ last: max(socialEntry.waitingPosition) })
    .from(socialEntry)
    .where(and(eq(socialEntry.eventId, event.id), isNotNull(socialEntry.waitingPosition)));
  const lastPlace = waitingRow?.last ?? null;
  const fits = mixedGender
    ? await fitsMixed(tx, event, mixedGender)
    : lastPlace === null && (await playersIn(tx, event.id)) + playerIds.length <= event.playerCap;
  const waitingPosition = fits ? null : (lastPlace ?? 0) + 1;
  const rows = await tx
    .insert(socialEntry)
    .values(playerIds.map((playerId) => ({ eventId: event.id, playerId, waitingPosition, addedBy })))
    .returning({ id: socialEntry.id });
  await pairUp(
    tx,
    rows.map((r) => r.id),
  );
  // Waiting with room in the cap: their gender's places are the ones taken.
  const genderFull = mixedGender && waitingPosition !== null && (await playersIn(tx, event.id)) < event.playerCap;
  return {
    waitingPosition,
    message:
      waitingPosition === null
        ? "¡Listo! Ya estás anotado."
        : genderFull
          ? mixedWaitingMessage(mixedGender, mixedPlaces(event.playerCap), waitingPosition)
          : waitingListMessage(waitingPosition),
  };
}

/** A pair's entries (two new rows) share the first one's id as pair_id; a single entry stays alone. */
export async function pairUp(tx: Tx, entryIds: number[]): Promise<void> {
  if (entryIds.length < 2) return;
  await tx.update(socialEntry).set({ pairId: entryIds[0]! }).where(inArray(socialEntry.id, entryIds));
}

/** The player that is this account; made (linked to it) on the first sign-up of an account without one. */
async function ownPlayer(tx: Tx, actor: SessionUser): Promise<number> {
  const [linked] = await tx.select({ id: player.id }).from(player).where(eq(player.userId, actor.id));
  if (linked) return linked.id;
  const [account] = await tx.select({ name: user.name, gender: user.gender }).from(user).where(eq(user.id, actor.id));
  const gender = (GENDERS as readonly string[]).includes(account?.gender ?? "") ? account!.gender : null;
  const [made] = await tx
    .insert(player)
    .values({ name: account?.name?.trim() || actor.name || "Jugador", gender, userId: actor.id, createdBy: actor.id })
    .returning({ id: player.id });
  return made!.id;
}

async function alreadyIn(tx: Tx, eventId: number, playerIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ playerId: socialEntry.playerId })
    .from(socialEntry)
    .where(and(eq(socialEntry.eventId, eventId), inArray(socialEntry.playerId, playerIds)));
  return rows.map((r) => r.playerId);
}

async function playerExists(tx: Tx, playerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: player.id }).from(player).where(eq(player.id, playerId));
  return row !== undefined;
}

async function playerGender(tx: Tx, playerId: number): Promise<string | null> {
  const [row] = await tx.select({ gender: player.gender }).from(player).where(eq(player.id, playerId));
  return row?.gender ?? null;
}

/** The branch of the account's own player, or of the account when it has no player yet (ownPlayer copies it). */
async function ownGender(tx: Tx, actor: SessionUser): Promise<string | null> {
  const [linked] = await tx.select({ gender: player.gender }).from(player).where(eq(player.userId, actor.id));
  if (linked) return linked.gender;
  const [account] = await tx.select({ gender: user.gender }).from(user).where(eq(user.id, actor.id));
  return account?.gender ?? null;
}

type Who = { self: true; partnerId: number | null } | { self: false; playerId: number; partnerId: number | null };

async function signUpPlayers(actor: SessionUser, eventId: number, who: Who): Promise<Result<Placement, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    if (event.status !== "inscripciones") return refused(SIGN_UP_CLOSED, 409);
    const team = isTeamFormat(event.format);
    if (team && who.partnerId === null) return { ok: false, message: PARTNER_NEEDED, field: "partnerId" } as const;
    if (!team && who.partnerId !== null) return { ok: false, message: PARTNER_NOT_ALLOWED, field: "partnerId" } as const;
    // Everything is checked before an account's own player is made, so a refusal writes nothing.
    if (who.partnerId !== null && !(await playerExists(tx, who.partnerId)))
      return { ok: false, message: PLAYER_NOT_FOUND, field: "partnerId", status: 404 } as const;
    if (!who.self && !(await playerExists(tx, who.playerId)))
      return { ok: false, message: PLAYER_NOT_FOUND, field: "playerId", status: 404 } as const;
    const genders = [
      who.self ? await ownGender(tx, actor) : await playerGender(tx, who.playerId),
      ...(who.partnerId === null ? [] : [await playerGender(tx, who.partnerId)]),
    ];
    const genderRefusal = genderMixRefusal(event.genderMix, genders);
    if (genderRefusal) return { ok: false, message: genderRefusal, field: who.self ? undefined : "playerId", status: 409 } as const;
    const first = who.self ? await ownPlayer(tx, actor) : who.playerId;
    if (who.partnerId === first) return { ok: false, message: SAME_PARTNER, field: "partnerId" } as const;
    const ids = who.partnerId === null ? [first] : [first, who.partnerId];
    const taken = await alreadyIn(tx, eventId, ids);
    if (taken.includes(first)) {
      return who.self
        ? refused(ALREADY_SIGNED_UP, 409)
        : ({ ok: false, message: PLAYER_SIGNED_UP, field: "playerId", status: 409 } as const);
    }
    if (taken.length > 0)
      return { ok: false, message: who.self ? PARTNER_SIGNED_UP : PLAYER_SIGNED_UP, field: "partnerId", status: 409 } as const;
    const mixedGender = event.genderMix === "mixto" && !team ? (genders[0] as "Varonil" | "Femenil") : undefined;
    const placement = await place(tx, event, ids, actor.id, mixedGender);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: who.self ? "social-entry.sign-up" : "social-entry.add",
      entityType: "social_event",
      entityId: String(eventId),
      data: { playerIds: ids, waitingPosition: placement.waitingPosition },
    });
    recordChange(tx, { topic: CHANGE, key: String(eventId) });
    return done(placement);
  });
}

/** 'Anotarme': the signed-in user's own player (and partner in the team variants). */
export function signUp(actor: SessionUser, eventId: number, partnerId: number | null) {
  return signUpPlayers(actor, eventId, { self: true, partnerId });
}

/** The organiser's 'Añadir jugador': any player of the shared table (and partner). */
export function addEntry(actor: SessionUser, eventId: number, playerId: number, partnerId: number | null) {
  return signUpPlayers(actor, eventId, { self: false, playerId, partnerId });
}

/**
 * Takes an entry (and its pair) off the event and moves the waiting list up in the same transaction.
 * `mine`: only an entry of the actor's own player ('Salir del evento').
 */
async function removeEntries(
  actor: SessionUser,
  eventId: number,
  target: { entryId: number } | { mine: true },
): Promise<Result<{ promoted: number[] }>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    const [entry] = await tx
      .select({ id: socialEntry.id, pairId: socialEntry.pairId, playerId: socialEntry.playerId })
      .from(socialEntry)
      .innerJoin(player, eq(player.id, socialEntry.playerId))
      .where(and(eq(socialEntry.eventId, eventId), "mine" in target ? eq(player.userId, actor.id) : eq(socialEntry.id, target.entryId)));
    if (!entry) return refused("mine" in target ? NOT_SIGNED_UP : ENTRY_NOT_FOUND, 404);
    const removed = await tx
      .delete(socialEntry)
      .where(
        and(
          eq(socialEntry.eventId, eventId),
          entry.pairId === null ? eq(socialEntry.id, entry.id) : or(eq(socialEntry.id, entry.id), eq(socialEntry.pairId, entry.pairId)),
        ),
      )
      .returning({ playerId: socialEntry.playerId });
    await renumberWaiting(tx, eventId);
    const promoted = await promoteWaiting(tx, eventId, event.playerCap);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: "mine" in target ? "social-entry.leave" : "social-entry.remove",
      entityType: "social_event",
      entityId: String(eventId),
      data: { playerIds: removed.map((r) => r.playerId), promoted },
    });
    recordChange(tx, { topic: CHANGE, key: String(eventId) });
    return done({ promoted });
  });
}

export function leaveEvent(actor: SessionUser, eventId: number) {
  return removeEntries(actor, eventId, { mine: true });
}

export function removeEntry(actor: SessionUser, eventId: number, entryId: number) {
  return removeEntries(actor, eventId, { entryId });
}

/** Checks a player in on the night (or takes the check-in back). */
export async function checkIn(actor: SessionUser, eventId: number, entryId: number, checkedIn: boolean): Promise<Result> {
  return transaction(getDb(), async (tx) => {
    const [row] = await tx
      .update(socialEntry)
      .set({ checkedInAt: checkedIn ? new Date() : null })
      .where(and(eq(socialEntry.eventId, eventId), eq(socialEntry.id, entryId), isNull(socialEntry.waitingPosition)))
      .returning({ id: socialEntry.id });
    if (!row) return refused(ENTRY_NOT_FOUND, 404);
    recordChange(tx, { topic: CHANGE, key: String(eventId) });
    return done();
  });
}

/** The entry of the user's own player in the event, if any. */
export async function ownEntry(userId: string, eventId: number) {
  const [row] = await getDb()
    .select({ id: socialEntry.id, playerId: socialEntry.playerId, waitingPosition: socialEntry.waitingPosition })
    .from(socialEntry)
    .innerJoin(player, eq(player.id, socialEntry.playerId))
    .where(and(eq(socialEntry.eventId, eventId), eq(player.userId, userId)));
  return row ?? null;
}

// A late arrival or an early leaver between rounds (issue 32). 'Añadir a partir de la ronda N' puts a
// player in (from the search, the waiting list or the players who had not arrived) and 'Retirar' takes one
// out from that round on; in the team variants the same for a pair. The withdrawn entries stay, so their
// points stay in the standings. An Americano's rounds not played yet are generated again for the new set of
// players or pairs (`rescheduleFrom`: the played ones are kept as stored; a mixed event's sides stay one man
// and one woman); a Mexicano's next round just uses it.
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { done, refused, type Result } from "~/domain/result";
import { MAX_SOCIAL_PLAYERS, MIXED_TOO_FEW, type Round, rescheduleFrom, type Side } from "~/domain/social";
import { genderMixRefusal, isTeamFormat } from "~/domain/social-event";
import { player, socialEntry, socialRound } from "../../../db/schema";
import { transaction } from "../infra/changes.server";
import { getDb, type Tx } from "../infra/db.server";
import { pairUp, renumberWaiting } from "./social-entries.server";
import type { SessionUser } from "~/server/accounts";
import {
  audit,
  changesFrom,
  EVENT_FINISHED,
  EVENT_NOT_STARTED,
  insertRound,
  type LockedEvent,
  lockEvent,
  presentEntrants,
  type Refusal,
  storedRounds,
  womenAmong,
} from "./social-rounds.server";

export const NO_ROUNDS_LEFT = "Ya no quedan rondas por jugar.";
export const ALREADY_PLAYING = "Ese jugador ya está jugando en el evento.";
export const NOT_PLAYING = "Ese jugador no está jugando en el evento.";
export const LINEUP_PLAYER_NOT_FOUND = "Ese jugador ya no existe.";
export const LATE_PARTNER_NEEDED = "Este evento es por equipos: elige a los dos jugadores de la pareja.";
export const LATE_PARTNER_NOT_ALLOWED = "Este evento es individual: añade un jugador a la vez.";
export const LATE_SAME_PARTNER = "La pareja debe ser de dos jugadores distintos.";
export const OTHER_PAIR = "Ese jugador está anotado con otra pareja.";

/** `team`: the change was a pair's (team variants). */
type Change = { from: number; team: boolean };

/** The event in play, its stored rounds and the round a change starts at; or why no change is possible. */
async function inPlay(tx: Tx, eventId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) return refused("Evento no encontrado", 404);
  if (event.status === "inscripciones") return refused(EVENT_NOT_STARTED, 409);
  if (event.status === "terminado") return refused(EVENT_FINISHED, 409);
  const rounds = await storedRounds(tx, eventId);
  const from = changesFrom(event.format, rounds, event.rounds);
  if (from === null) return refused(NO_ROUNDS_LEFT, 409);
  return done({ event, rounds, from });
}

/**
 * An Americano's rounds from `from` on, generated again for the players (or pairs) who play from then on
 * (the played ones stay); a Mexicano's only checked. Checked before anything is written: a refusal (too
 * few players, a mixed event left without two men and two women) changes nothing.
 */
async function replanned(
  tx: Tx,
  event: LockedEvent,
  rounds: Awaited<ReturnType<typeof storedRounds>>,
  from: number,
  entrants: { players: string[]; teams: Side[] },
): Promise<Result<Round[], Refusal>> {
  const team = isTeamFormat(event.format);
  const mixed = await womenAmong(tx, event, entrants.players);
  if (!mixed.ok) return refused(mixed.message, 409);
  const women = mixed.value;
  if (!event.format.startsWith("americano")) {
    const players = team ? entrants.teams.flat() : entrants.players;
    if (players.length > MAX_SOCIAL_PLAYERS) return refused(`Máximo ${MAX_SOCIAL_PLAYERS} jugadores.`, 409);
    if (team && entrants.teams.length < 2) return refused("Se necesitan al menos 2 parejas.", 409);
    if (players.length < 4) return refused("Se necesitan al menos 4 jugadores.", 409);
    if (women && (women.length < 2 || players.length - women.length < 2)) return refused(MIXED_TOO_FEW, 409);
    return done([]);
  }
  const schedule: Round[] = rounds.map((r) => ({
    number: r.number,
    sittingOut: [...r.round.sittingOut],
    matches: r.round.matches.map((m) => ({ court: m.court, team1: m.team1, team2: m.team2 })),
  }));
  const now = team ? entrants.teams : entrants.players;
  // A seed of its own per change, so a second change at the same round does not repeat the first's draw.
  const seed = event.id * 1000 + from + now.length;
  const next = rescheduleFrom(schedule, from, now, { courts: event.courts.length, seed, ...(women ? { women } : {}) });
  if (!next.ok) return refused(next.message, 409);
  return done(next.value.filter((r) => r.number >= from));
}

async function storeRounds(tx: Tx, eventId: number, from: number, rounds: Round[]) {
  if (rounds.length === 0) return;
  await tx.delete(socialRound).where(and(eq(socialRound.eventId, eventId), gte(socialRound.number, from)));
  for (const round of rounds) await insertRound(tx, eventId, round);
}

type EntryOf = { id: number; playerId: number; pairId: number | null };

/** The event's entries of these players (any state: playing, waiting, withdrawn, not arrived). */
async function entriesOf(tx: Tx, eventId: number, playerIds: number[]): Promise<EntryOf[]> {
  return tx
    .select({ id: socialEntry.id, playerId: socialEntry.playerId, pairId: socialEntry.pairId })
    .from(socialEntry)
    .where(and(eq(socialEntry.eventId, eventId), inArray(socialEntry.playerId, playerIds)));
}

/**
 * Who joins: the player, or in the team variants the pair (the partner picked, or the one the player is
 * signed up with: a waiting or withdrawn pair comes back whole). Refused when a pair would split another.
 */
async function joiningPlayers(
  tx: Tx,
  event: LockedEvent,
  playerId: number,
  partnerId: number | null,
): Promise<Result<{ ids: number[]; entries: EntryOf[] }, Refusal>> {
  const team = isTeamFormat(event.format);
  if (!team) {
    if (partnerId !== null) return refused(LATE_PARTNER_NOT_ALLOWED, 400);
    return done({ ids: [playerId], entries: await entriesOf(tx, event.id, [playerId]) });
  }
  let partner = partnerId;
  if (partner === null) {
    const [own] = await entriesOf(tx, event.id, [playerId]);
    const [mate] = own?.pairId
      ? await tx
          .select({ playerId: socialEntry.playerId })
          .from(socialEntry)
          .where(and(eq(socialEntry.eventId, event.id), eq(socialEntry.pairId, own.pairId), sql`${socialEntry.playerId} <> ${playerId}`))
      : [];
    if (!mate) return refused(LATE_PARTNER_NEEDED, 400);
    partner = mate.playerId;
  }
  if (partner === playerId) return refused(LATE_SAME_PARTNER, 400);
  const ids = [playerId, partner];
  const entries = await entriesOf(tx, event.id, ids);
  // Signed up before: only together, as the pair they signed up as.
  if (entries.length > 0 && (entries.length !== 2 || entries[0]!.pairId === null || entries[0]!.pairId !== entries[1]!.pairId)) {
    return refused(OTHER_PAIR, 409);
  }
  return done({ ids, entries });
}

/**
 * 'Añadir a partir de la ronda N': a player (team variants: a pair) of the search (a new entry), of the
 * waiting list (moved in), signed up but not arrived (checked in), or withdrawn (back in).
 */
export async function joinLate(
  actor: SessionUser,
  eventId: number,
  playerId: number,
  partnerId: number | null = null,
): Promise<Result<Change, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const state = await inPlay(tx, eventId);
    if (!state.ok) return state;
    const { event, rounds, from } = state.value;
    const joining = await joiningPlayers(tx, event, playerId, partnerId);
    if (!joining.ok) return joining;
    const { ids, entries } = joining.value;
    const found = await tx.select({ id: player.id, gender: player.gender }).from(player).where(inArray(player.id, ids));
    if (found.length !== ids.length) return refused(LINEUP_PLAYER_NOT_FOUND, 404);
    const genders = ids.map((id) => found.find((p) => p.id === id)!.gender);
    // A mixed event's balance is for sign-ups; on the night any man or woman may join (two of each play).
    const genderRefusal = genderMixRefusal(event.genderMix, genders);
    if (genderRefusal) return refused(genderRefusal, 409);
    const present = await presentEntrants(tx, eventId);
    const playing = isTeamFormat(event.format) ? present.teams.flat() : present.players;
    if (ids.some((id) => playing.includes(String(id)))) return refused(ALREADY_PLAYING, 409);
    const newcomers = ids.map(String);
    const plan = await replanned(tx, event, rounds, from, {
      players: [...present.players, ...newcomers],
      teams: [...present.teams, newcomers as unknown as Side],
    });
    if (!plan.ok) return plan;
    // Present as the others are: checked in when the event counts check-ins, else simply in.
    const anyCheckedIn = await tx
      .select({ id: socialEntry.id })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), sql`${socialEntry.checkedInAt} is not null`))
      .limit(1);
    const checkedInAt = anyCheckedIn.length > 0 ? new Date() : null;
    if (entries.length > 0) {
      await tx
        .update(socialEntry)
        .set({ waitingPosition: null, withdrawnFromRound: null, ...(checkedInAt ? { checkedInAt } : {}) })
        .where(
          inArray(
            socialEntry.id,
            entries.map((e) => e.id),
          ),
        );
      await renumberWaiting(tx, eventId);
    } else {
      const rows = await tx
        .insert(socialEntry)
        .values(ids.map((id) => ({ eventId, playerId: id, checkedInAt, addedBy: actor.id })))
        .returning({ id: socialEntry.id });
      await pairUp(
        tx,
        rows.map((r) => r.id),
      );
    }
    await storeRounds(tx, eventId, from, plan.value);
    await audit(tx, actor, "social-entry.join-late", eventId, { playerIds: ids, from, rescheduled: plan.value.length });
    return done({ from, team: ids.length > 1 });
  });
}

/** 'Retirar': the player (team variants: the entry's pair) plays no round from the next one on; their points stay. */
export async function withdrawPlayer(actor: SessionUser, eventId: number, entryId: number): Promise<Result<Change, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const state = await inPlay(tx, eventId);
    if (!state.ok) return state;
    const { event, rounds, from } = state.value;
    const [entry] = await tx
      .select({ playerId: socialEntry.playerId, pairId: socialEntry.pairId })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), eq(socialEntry.id, entryId), isNull(socialEntry.waitingPosition)));
    const present = await presentEntrants(tx, eventId);
    const team = isTeamFormat(event.format);
    const id = String(entry?.playerId);
    const pair = present.teams.find((t) => t.includes(id));
    if (!entry || (team ? !pair : !present.players.includes(id))) return refused(NOT_PLAYING, 409);
    const leaving = team ? [...pair!] : [id];
    const plan = await replanned(tx, event, rounds, from, {
      players: present.players.filter((p) => !leaving.includes(p)),
      teams: present.teams.filter((t) => t !== pair),
    });
    if (!plan.ok) return plan;
    await tx
      .update(socialEntry)
      .set({ withdrawnFromRound: from })
      .where(and(eq(socialEntry.eventId, eventId), inArray(socialEntry.playerId, leaving.map(Number))));
    await storeRounds(tx, eventId, from, plan.value);
    await audit(tx, actor, "social-entry.withdraw", eventId, { playerIds: leaving.map(Number), from, rescheduled: plan.value.length });
    return done({ from, team });
  });
}

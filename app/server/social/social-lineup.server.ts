// A late arrival or an early leaver between rounds (issue 32). 'Añadir jugador a partir de la siguiente
// ronda' puts a player in (from the search, the waiting list or the players who had not arrived) and
// 'Retirar del evento' takes one out from the next round on; the withdrawn player's entry stays, so their
// points stay in the standings. An Americano's rounds not played yet are generated again for the new set
// of players (`rescheduleFrom`: the played ones are kept as stored); a Mexicano's next round just uses it.
// The individual formats only: a pair's change in the team variants is not handled here.
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { done, refused, type Result } from "~/domain/result";
import { MAX_SOCIAL_PLAYERS, type Round, rescheduleFrom } from "~/domain/social";
import { genderMixRefusal, isTeamFormat, type SocialGenderMix } from "~/domain/social-event";
import { player, socialEntry, socialEvent, socialRound } from "../../../db/schema";
import { transaction } from "../infra/changes.server";
import { getDb, type Tx } from "../infra/db.server";
import { renumberWaiting } from "./social-entries.server";
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
} from "./social-rounds.server";

export const LINEUP_TEAMS = "En los formatos por equipos no se pueden añadir ni retirar jugadores una vez empezado el evento.";
export const NO_ROUNDS_LEFT = "Ya no quedan rondas por jugar.";
export const ALREADY_PLAYING = "Ese jugador ya está jugando en el evento.";
export const NOT_PLAYING = "Ese jugador no está jugando en el evento.";
export const LINEUP_PLAYER_NOT_FOUND = "Ese jugador ya no existe.";

type Change = { from: number };

/** The event in play, its stored rounds and the round a change starts at; or why no change is possible. */
async function inPlay(tx: Tx, eventId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) return refused("Evento no encontrado", 404);
  if (event.status === "inscripciones") return refused(EVENT_NOT_STARTED, 409);
  if (event.status === "terminado") return refused(EVENT_FINISHED, 409);
  if (isTeamFormat(event.format)) return refused(LINEUP_TEAMS, 409);
  const rounds = await storedRounds(tx, eventId);
  const from = changesFrom(event.format, rounds, event.rounds);
  if (from === null) return refused(NO_ROUNDS_LEFT, 409);
  return done({ event, rounds, from });
}

/**
 * An Americano's rounds from `from` on, generated again for `players` (the played ones stay). Checked
 * before anything is written: a refusal (too few players) changes nothing.
 */
function replanned(event: LockedEvent, rounds: Awaited<ReturnType<typeof storedRounds>>, from: number, players: string[]) {
  if (!event.format.startsWith("americano")) {
    if (players.length > MAX_SOCIAL_PLAYERS) return refused(`Máximo ${MAX_SOCIAL_PLAYERS} jugadores.`, 409);
    if (players.length < 4) return refused("Se necesitan al menos 4 jugadores.", 409);
    return done<Round[]>([]);
  }
  const schedule: Round[] = rounds.map((r) => ({
    number: r.number,
    sittingOut: [...r.round.sittingOut],
    matches: r.round.matches.map((m) => ({ court: m.court, team1: m.team1, team2: m.team2 })),
  }));
  // A seed of its own per change, so a second change at the same round does not repeat the first's draw.
  const next = rescheduleFrom(schedule, from, players, { courts: event.courts.length, seed: event.id * 1000 + from + players.length });
  if (!next.ok) return refused(next.message, 409);
  return done(next.value.filter((r) => r.number >= from));
}

async function storeRounds(tx: Tx, eventId: number, from: number, rounds: Round[]) {
  if (rounds.length === 0) return;
  await tx.delete(socialRound).where(and(eq(socialRound.eventId, eventId), gte(socialRound.number, from)));
  for (const round of rounds) await insertRound(tx, eventId, round);
}

/**
 * 'Añadir jugador a partir de la siguiente ronda': a player of the search (a new entry), of the waiting
 * list (moved in), one signed up who had not arrived (checked in), or one withdrawn (back in).
 */
export async function joinLate(actor: SessionUser, eventId: number, playerId: number): Promise<Result<Change, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const state = await inPlay(tx, eventId);
    if (!state.ok) return state;
    const { event, rounds, from } = state.value;
    const [found] = await tx.select({ gender: player.gender }).from(player).where(eq(player.id, playerId));
    if (!found) return refused(LINEUP_PLAYER_NOT_FOUND, 404);
    const [mix] = await tx.select({ genderMix: socialEvent.genderMix }).from(socialEvent).where(eq(socialEvent.id, eventId));
    // A mixed event's balance is for sign-ups; on the night the organiser decides who plays.
    const genderMix = mix!.genderMix as SocialGenderMix;
    const genderRefusal = genderMix === "mixto" ? null : genderMixRefusal(genderMix, [found.gender]);
    if (genderRefusal) return refused(genderRefusal, 409);
    const { players } = await presentEntrants(tx, eventId);
    if (players.includes(String(playerId))) return refused(ALREADY_PLAYING, 409);
    const plan = replanned(event, rounds, from, [...players, String(playerId)]);
    if (!plan.ok) return plan;
    // Present as the others are: checked in when the event counts check-ins, else simply in.
    const anyCheckedIn = await tx
      .select({ id: socialEntry.id })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), sql`${socialEntry.checkedInAt} is not null`))
      .limit(1);
    const checkedInAt = anyCheckedIn.length > 0 ? new Date() : null;
    const [entry] = await tx
      .select({ id: socialEntry.id })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), eq(socialEntry.playerId, playerId)));
    if (entry) {
      await tx
        .update(socialEntry)
        .set({ waitingPosition: null, withdrawnFromRound: null, ...(checkedInAt ? { checkedInAt } : {}) })
        .where(eq(socialEntry.id, entry.id));
      await renumberWaiting(tx, eventId);
    } else {
      await tx.insert(socialEntry).values({ eventId, playerId, checkedInAt, addedBy: actor.id });
    }
    await storeRounds(tx, eventId, from, plan.value);
    await audit(tx, actor, "social-entry.join-late", eventId, { playerId, from, rescheduled: plan.value.length });
    return done({ from });
  });
}

/** 'Retirar del evento': the player plays no round from the next one on; their points stay. */
export async function withdrawPlayer(actor: SessionUser, eventId: number, entryId: number): Promise<Result<Change, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const state = await inPlay(tx, eventId);
    if (!state.ok) return state;
    const { event, rounds, from } = state.value;
    const [entry] = await tx
      .select({ playerId: socialEntry.playerId })
      .from(socialEntry)
      .where(and(eq(socialEntry.eventId, eventId), eq(socialEntry.id, entryId), isNull(socialEntry.waitingPosition)));
    const { players } = await presentEntrants(tx, eventId);
    if (!entry || !players.includes(String(entry.playerId))) return refused(NOT_PLAYING, 409);
    const plan = replanned(
      event,
      rounds,
      from,
      players.filter((id) => id !== String(entry.playerId)),
    );
    if (!plan.ok) return plan;
    await tx.update(socialEntry).set({ withdrawnFromRound: from }).where(eq(socialEntry.id, entryId));
    await storeRounds(tx, eventId, from, plan.value);
    await audit(tx, actor, "social-entry.withdraw", eventId, { playerId: entry.playerId, from, rescheduled: plan.value.length });
    return done({ from });
  });
}

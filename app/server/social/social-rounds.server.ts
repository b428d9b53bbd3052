// Rounds, scores and standings of a social event (issue 32, ADR 0038). The rules are pure in
// app/domain/social/; here they meet the tables. Generated rounds are stored, never regenerated: an
// Americano stores its whole schedule when it starts, a Mexicano one round at a time from the standings.
// Every write locks the event's row (and a score its match's row) in one transaction with an audit row and
// a recorded change, so the event's page can follow.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { done, refused, type Result } from "~/domain/result";
import {
  americanoSchedule,
  mexicanoOpeningOrder,
  mexicanoRound,
  mexicanoTeamsRound,
  type MexicanoRule,
  type PlayerId,
  type Round,
  type ScoredRound,
  type Side,
  type SitOutRule,
  sittingOutHistory,
  socialStandings,
  type Standing,
  validateSocialScore,
} from "~/domain/social";
import { isTeamFormat, MINUTES_PER_ROUND, type SocialFormat, type SocialGenderMix, type SocialStatus } from "~/domain/social-event";
import { type SocialMexicanoOpening, type SocialSitOutRule } from "~/domain/social-event-rules";
import { auditLog, player, socialEntry, socialEvent, socialMatch, socialRound } from "../../../db/schema";
import { recordChange, transaction } from "../infra/changes.server";
import { type Db, getDb, type Tx } from "../infra/db.server";
import { rateSocialMatches } from "./social-levels.server";
import { roundLinkHash, roundLinkSecret } from "./social-round-secret.server";
import type { SessionUser } from "~/server/accounts";
import { ratingsOf } from "~/server/levels";

const CHANGE = "social-event";
/** A score saved: the event's page changes, but nothing of who plays or edits it (its visitors' memo stays). */
export const SOCIAL_SCORE_CHANGE = "social-score";

export const EVENT_STARTED = "El evento ya empezó.";
export const EVENT_NOT_STARTED = "El evento todavía no empieza.";
export const EVENT_FINISHED = "El evento ya terminó: los marcadores ya no se pueden cambiar.";
export const NOT_MEXICANO = "Solo en los Mexicanos se genera una ronda a la vez.";
export const ROUND_CLOSED = "Esa ronda ya cerró: empezó la siguiente.";
export const STALE_SCORE = "Otro organizador guardó este marcador mientras lo editabas. Revisa el marcador actual e inténtalo de nuevo.";
export const MATCH_NOT_FOUND = "Ese partido ya no existe.";
/** What a round's score link answers once it no longer scores (its holder has no account to blame). */
export const LINK_EVENT_FINISHED = "El evento ya terminó: este enlace ya no sirve para anotar.";
export const linkRoundClosed = (n: number) => `La ronda ${n} ya cerró: este enlace ya no sirve para anotar.`;
export const STALE_LINK_SCORE = "Alguien más guardó este marcador mientras lo escribías. Revisa el marcador actual e inténtalo de nuevo.";
export const ALL_ROUNDS_PLAYED = "Ya se jugaron todas las rondas. Termina el evento.";
export const roundIncomplete = (n: number) => `Faltan marcadores de la ronda ${n}.`;

export type Refusal = { message: string; status?: number };

export type LockedEvent = {
  id: number;
  format: SocialFormat;
  status: SocialStatus;
  courts: string[];
  rounds: number | null;
  minutes: number | null;
  pointsPerMatch: number | null;
  sitOutRule: SocialSitOutRule;
  sitOutPoints: number | null;
  mexicanoRule: MexicanoRule;
  mexicanoOpening: SocialMexicanoOpening;
  genderMix: SocialGenderMix;
};

/** The event's stored sit-out setting as the standings take it. */
export function sitOutRuleOf(event: { sitOutRule: SocialSitOutRule; sitOutPoints: number | null }): SitOutRule {
  return event.sitOutRule === "fijo" ? { kind: "fijo", points: event.sitOutPoints ?? 0 } : { kind: "promedio" };
}

export async function lockEvent(tx: Tx, eventId: number): Promise<LockedEvent | null> {
  const [row] = await tx
    .select({
      id: socialEvent.id,
      format: socialEvent.format,
      status: socialEvent.status,
      courts: socialEvent.courts,
      rounds: socialEvent.rounds,
      minutes: socialEvent.minutes,
      pointsPerMatch: socialEvent.pointsPerMatch,
      sitOutRule: socialEvent.sitOutRule,
      sitOutPoints: socialEvent.sitOutPoints,
      mexicanoRule: socialEvent.mexicanoRule,
      mexicanoOpening: socialEvent.mexicanoOpening,
      genderMix: socialEvent.genderMix,
    })
    .from(socialEvent)
    .where(eq(socialEvent.id, eventId))
    .for("update");
  return row ? ({ ...row } as LockedEvent) : null;
}

export const mixedGenderMissing = (name: string) => `Este evento es mixto: el perfil de ${name} debe decir si juega en varonil o femenil.`;

/**
 * A mixed event's individual formats: which of `players` are women (the schedule puts one man and one
 * woman on each side); undefined for the other events and the team variants (their pairs are mixed at
 * sign-up). Refused when a player's profile has no branch.
 */
export async function womenAmong(tx: Tx, event: LockedEvent, players: readonly PlayerId[]): Promise<Result<PlayerId[] | undefined>> {
  if (event.genderMix !== "mixto" || isTeamFormat(event.format) || players.length === 0) return done(undefined);
  const rows = await tx
    .select({ id: player.id, name: player.name, gender: player.gender })
    .from(player)
    .where(inArray(player.id, players.map(Number)));
  const missing = rows.find((r) => r.gender !== "Varonil" && r.gender !== "Femenil");
  if (missing) return refused(mixedGenderMissing(missing.name));
  return done(rows.filter((r) => r.gender === "Femenil").map((r) => String(r.id)));
}

function roundCount(event: LockedEvent): number {
  return event.rounds ?? Math.max(1, Math.floor((event.minutes ?? MINUTES_PER_ROUND) / MINUTES_PER_ROUND));
}

/**
 * Who plays: the players checked in when anyone is, else everyone signed up (not the waiting list, not
 * those withdrawn).
 * In the team variants the pairs (a pair plays when either of its players is checked in).
 */
export async function presentEntrants(tx: Tx, eventId: number): Promise<{ players: string[]; teams: Side[] }> {
  const rows = await tx
    .select({ playerId: socialEntry.playerId, pairId: socialEntry.pairId, checkedInAt: socialEntry.checkedInAt })
    .from(socialEntry)
    .where(and(eq(socialEntry.eventId, eventId), isNull(socialEntry.waitingPosition), isNull(socialEntry.withdrawnFromRound)))
    .orderBy(asc(socialEntry.id));
  const anyCheckedIn = rows.some((r) => r.checkedInAt !== null);
  const pairs = new Map<number, typeof rows>();
  for (const r of rows) if (r.pairId !== null) pairs.set(r.pairId, [...(pairs.get(r.pairId) ?? []), r]);
  const teams = [...pairs.values()]
    .filter((pair) => pair.length === 2 && (!anyCheckedIn || pair.some((r) => r.checkedInAt !== null)))
    .map((pair) => [String(pair[0]!.playerId), String(pair[1]!.playerId)] as const);
  const players = rows.filter((r) => !anyCheckedIn || r.checkedInAt !== null).map((r) => String(r.playerId));
  return { players, teams };
}

export type StoredRound = { id: number; number: number; status: string; round: ScoredRound };

/** The event's stored rounds in order, with their matches (court order) and points. */
export async function storedRounds(db: Db | Tx, eventId: number): Promise<StoredRound[]> {
  return (await storedRoundsOf(db, [eventId])).get(eventId) ?? [];
}

/** storedRounds of several events in two queries, whatever their count; an event without rounds is left out. */
async function storedRoundsOf(db: Db | Tx, eventIds: readonly number[]): Promise<Map<number, StoredRound[]>> {
  const byEvent = new Map<number, StoredRound[]>();
  if (eventIds.length === 0) return byEvent;
  const rounds = await db
    .select({
      id: socialRound.id,
      eventId: socialRound.eventId,
      number: socialRound.number,
      status: socialRound.status,
      sittingOut: socialRound.sittingOut,
    })
    .from(socialRound)
    .where(inArray(socialRound.eventId, [...eventIds]))
    .orderBy(asc(socialRound.eventId), asc(socialRound.number));
  if (rounds.length === 0) return byEvent;
  const matches = await db
    .select()
    .from(socialMatch)
    .where(
      inArray(
        socialMatch.roundId,
        rounds.map((r) => r.id),
      ),
    )
    .orderBy(asc(socialMatch.court));
  const matchesOf = new Map<number, (typeof matches)[number][]>();
  for (const m of matches) {
    if (!matchesOf.has(m.roundId)) matchesOf.set(m.roundId, []);
    matchesOf.get(m.roundId)!.push(m);
  }
  for (const r of rounds) {
    const list = byEvent.get(r.eventId) ?? [];
    byEvent.set(r.eventId, list);
    list.push({
      id: r.id,
      number: r.number,
      status: r.status,
      round: {
        number: r.number,
        sittingOut: r.sittingOut.map(String),
        matches: (matchesOf.get(r.id) ?? []).map((m) => ({
          court: m.court + 1,
          team1: [String(m.team1Player1), String(m.team1Player2)] as const,
          team2: [String(m.team2Player1), String(m.team2Player2)] as const,
          points: m.points1 === null || m.points2 === null ? null : ([m.points1, m.points2] as const),
        })),
      },
    });
  }
  return byEvent;
}

export async function insertRound(tx: Tx, eventId: number, round: Round): Promise<void> {
  const [row] = await tx
    .insert(socialRound)
    .values({ eventId, number: round.number, sittingOut: round.sittingOut.map(Number) })
    .returning({ id: socialRound.id });
  await tx
    .update(socialRound)
    .set({ scoreLinkHash: roundLinkHash(roundLinkSecret(row!.id)) })
    .where(eq(socialRound.id, row!.id));
  if (round.matches.length === 0) return;
  await tx.insert(socialMatch).values(
    round.matches.map((m) => ({
      roundId: row!.id,
      court: m.court - 1,
      team1Player1: Number(m.team1[0]),
      team1Player2: Number(m.team1[1]),
      team2Player1: Number(m.team2[0]),
      team2Player2: Number(m.team2[1]),
    })),
  );
}

export async function audit(
  tx: Tx,
  actor: SessionUser | null,
  action: string,
  eventId: number,
  data: Record<string, unknown>,
  topic: typeof CHANGE | typeof SOCIAL_SCORE_CHANGE = CHANGE,
) {
  await tx.insert(auditLog).values({ actorUserId: actor?.id ?? null, action, entityType: "social_event", entityId: String(eventId), data });
  recordChange(tx, { topic, key: String(eventId) });
}

/**
 * Mexicano's round 1: a draw seeded by the event's id, or by level (the levels' ratings, highest first;
 * players without a level after those with one, by id). A pair goes by its first player's level.
 */
async function openingOrder(tx: Tx, event: LockedEvent, players: PlayerId[]): Promise<PlayerId[]> {
  if (event.mexicanoOpening === "azar") return mexicanoOpeningOrder(players, { kind: "azar", seed: event.id });
  const ratings = await ratingsOf(tx, players.map(Number));
  const levels = Object.fromEntries([...ratings].map(([id, rating]) => [String(id), rating]));
  return mexicanoOpeningOrder(players, { kind: "nivel", levels });
}

/**
 * 'Empezar evento': closes sign-ups and stores the Americano's whole schedule, or the Mexicano's round 1
 * (random order, seeded by the event's id).
 */
export async function startSocialEvent(actor: SessionUser, eventId: number): Promise<Result<{ rounds: number }, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    if (event.status !== "inscripciones") return refused(EVENT_STARTED, 409);
    const { players, teams } = await presentEntrants(tx, eventId);
    const courts = event.courts.length;
    const team = event.format.endsWith("-equipos");
    const mixed = await womenAmong(tx, event, players);
    if (!mixed.ok) return refused(mixed.message, 409);
    const women = mixed.value ? { women: mixed.value } : {};
    let rounds: Result<Round[]>;
    if (event.format.startsWith("americano")) {
      rounds = americanoSchedule({ ...(team ? { teams } : { players, ...women }), courts, rounds: roundCount(event), seed: eventId });
    } else if (team) {
      const order = await openingOrder(
        tx,
        event,
        teams.map((t) => t[0]),
      );
      const byFirst = new Map(teams.map((t) => [t[0], t]));
      const first = mexicanoTeamsRound({ standings: order.map((id) => byFirst.get(id)!), courts, round: 1, sittingOutHistory: [] });
      rounds = first.ok ? done([first.value]) : first;
    } else {
      const order = await openingOrder(tx, event, players);
      const first = mexicanoRound({ standings: order, courts, rule: event.mexicanoRule, round: 1, sittingOutHistory: [], ...women });
      rounds = first.ok ? done([first.value]) : first;
    }
    if (!rounds.ok) return refused(rounds.message, 409);
    for (const round of rounds.value) await insertRound(tx, eventId, round);
    await tx.update(socialEvent).set({ status: "en-juego" }).where(eq(socialEvent.id, eventId));
    await audit(tx, actor, "social-event.start", eventId, { rounds: rounds.value.length, players: players.length });
    return done({ rounds: rounds.value.length });
  });
}

function standingsOf(rounds: readonly StoredRound[], present: readonly string[], rule: SitOutRule): Standing[] {
  return socialStandings(
    rounds.map((r) => r.round),
    present,
    rule,
  );
}

/** 'Siguiente ronda' (Mexicano): once every match of the last round has a score; that round then closes. */
export async function nextSocialRound(actor: SessionUser, eventId: number): Promise<Result<{ round: number }, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    if (!event.format.startsWith("mexicano")) return refused(NOT_MEXICANO, 409);
    if (event.status === "inscripciones") return refused(EVENT_NOT_STARTED, 409);
    if (event.status === "terminado") return refused(EVENT_FINISHED, 409);
    const rounds = await storedRounds(tx, eventId);
    const last = rounds.at(-1)!;
    if (last.round.matches.some((m) => m.points === null)) return refused(roundIncomplete(last.number), 409);
    if (event.rounds !== null && last.number >= event.rounds) return refused(ALL_ROUNDS_PLAYED, 409);
    const { players, teams } = await presentEntrants(tx, eventId);
    const number = last.number + 1;
    const history = sittingOutHistory(
      rounds.map((r) => ({ number: r.number, matches: [...r.round.matches], sittingOut: [...r.round.sittingOut] })),
      players,
    );
    const order = standingsOf(rounds, players, sitOutRuleOf(event))
      .map((s) => s.player)
      .filter((id) => players.includes(id));
    let round: Result<Round>;
    if (event.format === "mexicano-equipos") {
      const teamOf = new Map(teams.flatMap((t) => [[t[0], t] as const, [t[1], t] as const]));
      const ordered = [...new Set(order.map((id) => teamOf.get(id)).filter((t): t is Side => t !== undefined))];
      round = mexicanoTeamsRound({ standings: ordered, courts: event.courts.length, round: number, sittingOutHistory: history });
    } else {
      const mixed = await womenAmong(tx, event, players);
      if (!mixed.ok) return refused(mixed.message, 409);
      round = mexicanoRound({
        ...(mixed.value ? { women: mixed.value } : {}),
        standings: order,
        courts: event.courts.length,
        rule: event.mexicanoRule,
        round: number,
        sittingOutHistory: history,
      });
    }
    if (!round.ok) return refused(round.message, 409);
    await tx.update(socialRound).set({ status: "terminada" }).where(eq(socialRound.id, last.id));
    await insertRound(tx, eventId, round.value);
    await audit(tx, actor, "social-event.next-round", eventId, { round: number });
    return done({ round: number });
  });
}

/**
 * A match's points. `version` is the one the organiser's screen showed: when someone saved in between, the
 * save is refused (409) rather than overwriting or doubling it. The match's row is locked while saving.
 * A round's score link (social-round-link.server.ts) saves with no account (`actor` null) and only the
 * matches of its round (`roundId`).
 */
export async function saveSocialScore(
  actor: SessionUser | null,
  eventId: number,
  score: { matchId: number; version: number; points1: number; points2: number },
  options: { roundId?: number } = {},
): Promise<Result<{ version: number }, Refusal & { field?: "points1" }>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    if (event.status === "terminado") return refused(actor ? EVENT_FINISHED : LINK_EVENT_FINISHED, 409);
    const [match] = await tx
      .select({
        id: socialMatch.id,
        version: socialMatch.version,
        roundId: socialRound.id,
        roundStatus: socialRound.status,
        round: socialRound.number,
      })
      .from(socialMatch)
      .innerJoin(socialRound, eq(socialRound.id, socialMatch.roundId))
      .where(and(eq(socialMatch.id, score.matchId), eq(socialRound.eventId, eventId)))
      .for("update", { of: socialMatch });
    if (!match || (options.roundId !== undefined && match.roundId !== options.roundId)) return refused(MATCH_NOT_FOUND, 404);
    if (match.roundStatus === "terminada") return refused(actor ? ROUND_CLOSED : linkRoundClosed(match.round), 409);
    if (match.version !== score.version) return refused(actor ? STALE_SCORE : STALE_LINK_SCORE, 409);
    const valid = validateSocialScore([score.points1, score.points2], event.pointsPerMatch ?? "tiempo");
    if (!valid.ok) return { ok: false, message: valid.message, status: 400, field: "points1" } as const;
    const [saved] = await tx
      .update(socialMatch)
      .set({ points1: valid.value[0], points2: valid.value[1], version: sql`${socialMatch.version} + 1`, updatedBy: actor?.id ?? null })
      .where(eq(socialMatch.id, match.id))
      .returning({ version: socialMatch.version });
    await rateSocialMatches(tx, [match.id]);
    await audit(
      tx,
      actor,
      "social-match.score",
      eventId,
      { matchId: match.id, round: match.round, points: valid.value, ...(actor ? {} : { via: "enlace" }) },
      SOCIAL_SCORE_CHANGE,
    );
    return done({ version: saved!.version });
  });
}

/** 'Terminar evento': the standings become final and no score changes any more. */
export async function finishSocialEvent(actor: SessionUser, eventId: number): Promise<Result<undefined, Refusal>> {
  return transaction(getDb(), async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refused("Evento no encontrado", 404);
    if (event.status === "inscripciones") return refused(EVENT_NOT_STARTED, 409);
    if (event.status === "terminado") return refused(EVENT_FINISHED, 409);
    await tx.update(socialRound).set({ status: "terminada" }).where(eq(socialRound.eventId, eventId));
    await tx.update(socialEvent).set({ status: "terminado" }).where(eq(socialEvent.id, eventId));
    await audit(tx, actor, "social-event.finish", eventId, {});
    return done(undefined);
  });
}

export type SocialPlayerRef = { id: number; name: string };
export type SocialMatchView = {
  id: number;
  court: string;
  team1: [SocialPlayerRef, SocialPlayerRef];
  team2: [SocialPlayerRef, SocialPlayerRef];
  points: [number, number] | null;
  version: number;
};
export type SocialRoundView = { number: number; closed: boolean; matches: SocialMatchView[]; sittingOut: SocialPlayerRef[] };
export type SocialStandingView = Standing & { name: string };
/** 'Siguiente ronda: Cancha 2 con Ana': for each player of the first round still without every score. */
export type SocialNextMatch = { playerId: number; name: string; court: string | null; partner: string | null };
export type SocialPlay = {
  rounds: SocialRoundView[];
  standings: SocialStandingView[];
  next: { round: number; players: SocialNextMatch[] } | null;
  /** Mexicano: every match of the last round has a score (the organiser may make the next one). */
  canAddRound: boolean;
  /** The round a late arrival or a withdrawal starts at (null: no round is left to change). */
  changesFrom: number | null;
};

/**
 * The first round a change of players applies to. Americano: the round after the last one with a score
 * (the rounds up to it are kept as played); Mexicano: the next round it makes.
 */
export function changesFrom(format: SocialFormat, rounds: readonly StoredRound[], roundLimit: number | null): number | null {
  if (format.startsWith("mexicano")) {
    const next = rounds.length + 1;
    return roundLimit !== null && next > roundLimit ? null : next;
  }
  const scored = rounds.filter((r) => r.round.matches.some((m) => m.points !== null)).map((r) => r.number);
  const from = Math.max(0, ...scored) + 1;
  return from > rounds.length ? null : from;
}

/** The standings of the stored rounds: of the players signed up who are in them, and anyone else who played. */
/** The standings of rounds: of the players signed up (not waiting) who appear in them. */
function standingsOfRounds(rounds: readonly StoredRound[], entrants: readonly number[], rule: SitOutRule): Standing[] {
  const inRounds = new Set(rounds.flatMap((r) => [...r.round.sittingOut, ...r.round.matches.flatMap((m) => [...m.team1, ...m.team2])]));
  const present = entrants.map(String).filter((id) => inRounds.has(id));
  return standingsOf(rounds, present, rule);
}

/** An event's standings as they stand (final once it ended); none before it starts. */
export async function eventStandings(eventId: number): Promise<Standing[]> {
  const [event] = await getDb()
    .select({ id: socialEvent.id, sitOutRule: socialEvent.sitOutRule, sitOutPoints: socialEvent.sitOutPoints })
    .from(socialEvent)
    .where(eq(socialEvent.id, eventId));
  return event ? ((await standingsOfEvents([event as StandingsEvent])).get(eventId) ?? []) : [];
}

type StandingsEvent = { id: number; sitOutRule: SocialSitOutRule; sitOutPoints: number | null };

/**
 * eventStandings of several events in three queries whatever their count (a profile's events): every
 * event's rounds, their matches, and the players signed up. An event not started has none.
 */
export async function standingsOfEvents(events: readonly StandingsEvent[]): Promise<Map<number, Standing[]>> {
  const db = getDb();
  const ids = events.map((e) => e.id);
  const rounds = await storedRoundsOf(db, ids);
  const entrants = await signedUp(
    db,
    ids.filter((id) => rounds.has(id)),
  );
  return new Map(
    events.map((e) => {
      const played = rounds.get(e.id) ?? [];
      return [e.id, played.length === 0 ? [] : standingsOfRounds(played, entrants.get(e.id) ?? [], sitOutRuleOf(e))];
    }),
  );
}

/** The players signed up (not waiting) of each event, in one query. */
async function signedUp(db: Db | Tx, eventIds: readonly number[]): Promise<Map<number, number[]>> {
  const byEvent = new Map<number, number[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: socialEntry.eventId, playerId: socialEntry.playerId })
    .from(socialEntry)
    .where(and(inArray(socialEntry.eventId, [...eventIds]), isNull(socialEntry.waitingPosition)));
  for (const row of rows) {
    if (!byEvent.has(row.eventId)) byEvent.set(row.eventId, []);
    byEvent.get(row.eventId)!.push(row.playerId);
  }
  return byEvent;
}

/** What the event's page shows of the play: rounds with names and courts, the standings, the next round. */
export async function socialPlay(event: {
  id: number;
  format: SocialFormat;
  courts: string[];
  rounds: number | null;
  sitOutRule: SocialSitOutRule;
  sitOutPoints: number | null;
}): Promise<SocialPlay> {
  const db = getDb();
  const rounds = await storedRounds(db, event.id);
  if (rounds.length === 0) return { rounds: [], standings: [], next: null, canAddRound: false, changesFrom: null };
  const ids = [
    ...new Set(rounds.flatMap((r) => [...r.round.sittingOut, ...r.round.matches.flatMap((m) => [...m.team1, ...m.team2])]).map(Number)),
  ];
  const names = new Map(
    (await db.select({ id: player.id, name: player.name }).from(player).where(inArray(player.id, ids))).map((p) => [p.id, p.name]),
  );
  const ref = (id: string): SocialPlayerRef => ({ id: Number(id), name: names.get(Number(id)) ?? "Jugador" });
  const versions = new Map(
    (
      await db
        .select({ id: socialMatch.id, roundId: socialMatch.roundId, court: socialMatch.court, version: socialMatch.version })
        .from(socialMatch)
        .where(
          inArray(
            socialMatch.roundId,
            rounds.map((r) => r.id),
          ),
        )
    ).map((m) => [`${m.roundId}:${m.court}`, m]),
  );
  const courtName = (court: number) => event.courts[court - 1] ?? `Cancha ${court}`;
  const views: SocialRoundView[] = rounds.map((r) => ({
    number: r.number,
    closed: r.status === "terminada",
    sittingOut: r.round.sittingOut.map(ref),
    matches: r.round.matches.map((m) => {
      const row = versions.get(`${r.id}:${m.court - 1}`)!;
      return {
        id: row.id,
        court: courtName(m.court),
        team1: [ref(m.team1[0]), ref(m.team1[1])],
        team2: [ref(m.team2[0]), ref(m.team2[1])],
        points: m.points ? [m.points[0], m.points[1]] : null,
        version: row.version,
      };
    }),
  }));
  const entrants = (await signedUp(db, [event.id])).get(event.id) ?? [];
  const standings = standingsOfRounds(rounds, entrants, sitOutRuleOf(event)).map((s) => ({ ...s, name: ref(s.player).name }));
  const open = rounds.find((r) => r.status !== "terminada" && r.round.matches.some((m) => m.points === null));
  const next = open
    ? {
        round: open.number,
        players: [
          ...open.round.matches.flatMap((m) =>
            [m.team1, m.team2].flatMap((side) =>
              side.map((id, i) => ({
                playerId: Number(id),
                name: ref(id).name,
                court: courtName(m.court),
                partner: ref(side[1 - i]!).name,
              })),
            ),
          ),
          ...open.round.sittingOut.map((id) => ({ playerId: Number(id), name: ref(id).name, court: null, partner: null })),
        ].sort((a, b) => a.name.localeCompare(b.name, "es")),
      }
    : null;
  const last = rounds.at(-1)!;
  const canAddRound =
    event.format.startsWith("mexicano") &&
    last.status !== "terminada" &&
    last.round.matches.every((m) => m.points !== null) &&
    (event.rounds === null || last.number < event.rounds);
  return { rounds: views, standings, next, canAddRound, changesFrom: changesFrom(event.format, rounds, event.rounds) };
}

// Demo of social play (issue 32) at demo clubs, dates relative to `now`: an Americano finished last week
// (every round scored, final standings), a Mexicano in progress tonight (rounds 1 and 2 scored and closed,
// round 3 on court without scores) and an Americano open for sign-ups next week (full, two on the waiting
// list). The schedules come from the same pure rules the server uses (app/domain/social); the rows are
// written directly in the seed's transaction with the seed's timestamps, so the same `now` gives the same rows.
import { asc } from "drizzle-orm";
import { addDays, mexicoClockOf, mexicoToday } from "../../app/domain/calendar";
import {
  americanoSchedule,
  mexicanoOpeningOrder,
  mexicanoRound,
  type Round,
  type ScoredRound,
  sittingOutHistory,
  socialStandings,
} from "../../app/domain/social";
import type { Result } from "../../app/domain/result";
import type { Tx } from "../client";
import { club, player, socialEntry, socialEvent, socialMatch, socialRound } from "../schema/index";
import { Rng } from "./rng";

const ORGANIZER = "demo-organizador";
const DEMO_PLAYER_USER = "demo-jugador";
const SCORES_SEED = 20_261_127;
const MINUTE = 60_000;

export type SocialNightPlan = {
  clubId: number;
  title: string;
  date: string;
  startTime: string;
  format: "americano" | "mexicano";
  courts: string[];
  rounds: number;
  pointsPerMatch: number;
  playerCap: number;
  price: string;
  status: "inscripciones" | "en-juego" | "terminado";
  /** Rounds with every score entered (the rest wait); a Mexicano has one more round, open. Default: all. */
  scoredRounds?: number;
};

type Person = { id: number; userId: string | null };

function ok<T>(outcome: Result<T>): T {
  if (!outcome.ok) throw new Error(`Demo social play: ${outcome.message}`);
  return outcome.value;
}

/** A close score of a match to `total` points that adds up (13-11, 9-15 for 24); never a draw. */
function randomScore(rng: Rng, total: number): [number, number] {
  const winner = rng.int(Math.ceil((total + 1) / 2), Math.round(total * 0.75));
  return rng.chance(0.5) ? [winner, total - winner] : [total - winner, winner];
}

/** 'HH:MM' an hour before `now` on Mexico City's clock, on the half hour (not before midnight). */
function anHourAgo(now: Date): string {
  const { hour, minute } = mexicoClockOf(new Date(now.getTime() - 60 * MINUTE));
  const sameDay = mexicoToday(new Date(now.getTime() - 60 * MINUTE)) === mexicoToday(now);
  if (!sameDay) return "00:00";
  return `${String(hour).padStart(2, "0")}:${minute < 30 ? "00" : "30"}`;
}

export async function writeSocialDemo(tx: Tx, now: Date): Promise<void> {
  const today = mexicoToday(now);
  const clubs = await tx.select({ id: club.id }).from(club).orderBy(asc(club.id)).limit(4);
  const people = await tx.select({ id: player.id, userId: player.userId }).from(player).orderBy(asc(player.id));
  // The demo player plays the finished Americano and tonight's Mexicano ('Mis partidos', their profile).
  const ordered = [...people.filter((p) => p.userId === DEMO_PLAYER_USER), ...people.filter((p) => p.userId !== DEMO_PLAYER_USER)];
  if (clubs.length < 4 || ordered.length < 40) return;
  const rng = new Rng(SCORES_SEED);
  const night = (plan: SocialNightPlan, entrants: Person[]) => writeSocialNight(tx, plan, entrants, rng, now);

  await night(
    {
      clubId: clubs[1]!.id,
      title: "Americano social",
      date: addDays(today, -7),
      startTime: "19:00",
      format: "americano",
      courts: ["Cancha 1", "Cancha 2", "Cancha 3"],
      rounds: 7,
      pointsPerMatch: 24,
      playerCap: 12,
      price: "$250 por persona",
      status: "terminado",
    },
    ordered.slice(0, 12),
  );
  await night(
    {
      clubId: clubs[0]!.id,
      title: "Mexicano nocturno",
      date: today,
      startTime: anHourAgo(now),
      format: "mexicano",
      courts: ["Central", "Cancha 2", "Cancha 3"],
      rounds: 5,
      pointsPerMatch: 21,
      playerCap: 16,
      price: "$300 por persona, incluye bebida",
      status: "en-juego",
      scoredRounds: 2,
    },
    ordered.slice(0, 14),
  );
  // At the demo club administrator's club; full, two on the waiting list.
  await night(
    {
      clubId: clubs[3]!.id,
      title: "Americano abierto",
      date: addDays(today, 7),
      startTime: "18:30",
      format: "americano",
      courts: ["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4"],
      rounds: 8,
      pointsPerMatch: 24,
      playerCap: 16,
      price: "$200 por persona",
      status: "inscripciones",
    },
    ordered.slice(20, 38),
  );
}

/**
 * One social event run by the demo organiser: `entrants` signed up in order (beyond the cap they wait) and,
 * once started, checked in, with its rounds as the server stores them and random scores that add up.
 */
export async function writeSocialNight(tx: Tx, plan: SocialNightPlan, entrants: readonly Person[], rng: Rng, now: Date) {
  const start = new Date(now.getTime() - 10 * 24 * 60 * MINUTE);
  const { scoredRounds = plan.rounds, ...columns } = plan;
  const [event] = await tx
    .insert(socialEvent)
    .values({ ...columns, serveRule: "4 saques por jugador", genderMix: "abierto", createdBy: ORGANIZER, createdAt: start, updatedAt: now })
    .returning({ id: socialEvent.id });
  const eventId = event!.id;
  const started = plan.status !== "inscripciones";
  await tx.insert(socialEntry).values(
    entrants.map((p, i) => ({
      eventId,
      playerId: p.id,
      waitingPosition: i < plan.playerCap ? null : i - plan.playerCap + 1,
      checkedInAt: started ? new Date(start.getTime() + 9 * 24 * 60 * MINUTE) : null,
      addedBy: p.userId ?? ORGANIZER,
      createdAt: new Date(start.getTime() + i * 37 * MINUTE),
    })),
  );
  if (!started) return { id: eventId, title: plan.title };

  const playing = entrants.slice(0, plan.playerCap).map((p) => String(p.id));
  const courts = plan.courts.length;
  const scores = (round: Round) =>
    round.number <= scoredRounds ? round.matches.map(() => randomScore(rng, plan.pointsPerMatch)) : round.matches.map(() => null);
  const scored: { round: Round; points: ([number, number] | null)[] }[] = [];
  if (plan.format === "americano") {
    for (const round of ok(americanoSchedule({ players: playing, courts, rounds: plan.rounds, seed: eventId }))) {
      scored.push({ round, points: scores(round) });
    }
  } else {
    // As the server makes them: round 1 in a random order, then each round from the standings.
    const order = mexicanoOpeningOrder(playing, { kind: "azar", seed: eventId });
    const first = ok(mexicanoRound({ standings: order, courts, rule: "1y3-vs-2y4", round: 1, sittingOutHistory: [] }));
    scored.push({ round: first, points: scores(first) });
    for (let number = 2; number <= Math.min(plan.rounds, scoredRounds + 1); number++) {
      const played: ScoredRound[] = scored.map(({ round, points }) => ({
        ...round,
        matches: round.matches.map((m, i) => ({ ...m, points: points[i] ?? null })),
      }));
      const standings = socialStandings(played, playing, { kind: "promedio" }).map((s) => s.player);
      const history = sittingOutHistory(
        scored.map((s) => s.round),
        playing,
      );
      const round = ok(mexicanoRound({ standings, courts, rule: "1y3-vs-2y4", round: number, sittingOutHistory: history }));
      scored.push({ round, points: scores(round) });
    }
  }

  const eventStart = new Date(start.getTime() + 10 * 24 * 60 * MINUTE);
  for (const { round, points } of scored) {
    // A Mexicano's round closes when the next one starts; every round closes when the event ends.
    const closed = plan.status === "terminado" || (plan.format === "mexicano" && round.number < scored.length);
    const [row] = await tx
      .insert(socialRound)
      .values({
        eventId,
        number: round.number,
        status: closed ? "terminada" : "en-juego",
        sittingOut: round.sittingOut.map(Number),
        createdAt: eventStart,
      })
      .returning({ id: socialRound.id });
    await tx.insert(socialMatch).values(
      round.matches.map((m, i) => ({
        roundId: row!.id,
        court: m.court - 1,
        team1Player1: Number(m.team1[0]),
        team1Player2: Number(m.team1[1]),
        team2Player1: Number(m.team2[0]),
        team2Player2: Number(m.team2[1]),
        points1: points[i]?.[0] ?? null,
        points2: points[i]?.[1] ?? null,
        version: points[i] ? 1 : 0,
        updatedBy: points[i] ? ORGANIZER : null,
        updatedAt: eventStart,
      })),
    );
  }
  return { id: eventId, title: plan.title };
}

// Issue 32: any sequence of late arrivals, withdrawals, scores and score corrections between rounds
// (Americano and Mexicano, individual and team variants, open and mixed) keeps the invariants: nobody plays
// twice in a round, rounds already played never change, a withdrawn player keeps their points in the
// standings and appears in no later round, and the standings' totals are the sums of the stored points.
import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Event = Awaited<ReturnType<typeof f.createSocialEvent>>;
const actor = (u: { id: string; name: string }) => u as unknown as Actor;

type Op =
  | { kind: "join"; rejoin: boolean; woman: boolean }
  | { kind: "withdraw"; pick: number }
  | { kind: "score"; points: number[] }
  | { kind: "correct"; pick: number; points: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("join" as const), rejoin: fc.boolean(), woman: fc.boolean() }),
  fc.record({ kind: fc.constant("withdraw" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("score" as const), points: fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 4, maxLength: 4 }) }),
  fc.record({ kind: fc.constant("correct" as const), pick: fc.nat(), points: fc.integer({ min: 0, max: 16 }) }),
);

let counter = 0;
async function newPlayer(woman: boolean) {
  counter += 1;
  return f.createPlayer(handle.db, { name: `J${counter}`, gender: woman ? "Femenil" : "Varonil" });
}

/** The stored rounds: who played where (by player id) and the points, straight from the tables. */
async function stored(eventId: number) {
  const rounds = await handle.db.select().from(s.socialRound).where(eq(s.socialRound.eventId, eventId));
  const matches = rounds.length
    ? await handle.db
        .select()
        .from(s.socialMatch)
        .where(
          inArray(
            s.socialMatch.roundId,
            rounds.map((r) => r.id),
          ),
        )
    : [];
  return rounds
    .sort((a, b) => a.number - b.number)
    .map((r) => ({
      number: r.number,
      status: r.status,
      sittingOut: r.sittingOut,
      matches: matches
        .filter((m) => m.roundId === r.id)
        .sort((a, b) => a.court - b.court)
        .map((m) => ({
          id: m.id,
          version: m.version,
          sides: [
            [m.team1Player1, m.team1Player2],
            [m.team2Player1, m.team2Player2],
          ],
          points: m.points1 === null ? null : [m.points1, m.points2!],
        })),
    }));
}

const lineupOf = (round: Awaited<ReturnType<typeof stored>>[number]) =>
  JSON.stringify([round.matches.map((m) => m.sides), [...round.sittingOut].sort()]);

async function apply(event: Event, organiser: Actor, team: boolean, step: Op) {
  const rounds = await stored(event.id);
  const entries = await handle.db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id));
  if (step.kind === "join") {
    const withdrawn = entries.find((e) => e.withdrawnFromRound !== null);
    if (step.rejoin && withdrawn) return social.joinLate(organiser, event.id, withdrawn.playerId);
    const first = await newPlayer(step.woman);
    return social.joinLate(organiser, event.id, first.id, team ? (await newPlayer(!step.woman)).id : null);
  }
  if (step.kind === "withdraw") {
    const playing = entries.filter((e) => e.withdrawnFromRound === null && e.waitingPosition === null);
    return playing.length ? social.withdrawPlayer(organiser, event.id, playing[step.pick % playing.length]!.id) : null;
  }
  if (step.kind === "score") {
    const open = rounds.find((r) => r.status !== "terminada" && r.matches.some((m) => m.points === null));
    if (!open) return event.format.startsWith("mexicano") ? social.nextSocialRound(organiser, event.id) : null;
    for (const [i, m] of open.matches.entries()) {
      const p = step.points[i % step.points.length]!;
      const saved = await social.saveSocialScore(organiser, event.id, { matchId: m.id, version: m.version, points1: p, points2: 16 - p });
      expect(saved.ok).toBe(true);
    }
    return null;
  }
  const scored = rounds.filter((r) => r.status !== "terminada").flatMap((r) => r.matches.filter((m) => m.points !== null));
  const m = scored[step.pick % Math.max(1, scored.length)];
  if (!m) return null;
  const saved = await social.saveSocialScore(organiser, event.id, {
    matchId: m.id,
    version: m.version,
    points1: step.points,
    points2: 16 - step.points,
  });
  expect(saved.ok).toBe(true);
  return saved;
}

async function checkInvariants(event: Event, played: Map<number, string>) {
  const rounds = await stored(event.id);
  for (const round of rounds) {
    const on = round.matches.flatMap((m) => m.sides.flat());
    // Nobody plays twice in a round, nor plays and sits out.
    expect(new Set([...on, ...round.sittingOut]).size).toBe(on.length + round.sittingOut.length);
    // A round with a score is played: its lineup never changes afterwards.
    const before = played.get(round.number);
    if (before !== undefined) expect(lineupOf(round)).toBe(before);
    if (round.matches.some((m) => m.points !== null)) played.set(round.number, lineupOf(round));
  }
  expect(rounds.length).toBeGreaterThanOrEqual(Math.max(0, ...played.keys()));
  if (event.genderMix === "mixto") {
    const women = new Set(
      (await handle.db.select({ id: s.player.id, gender: s.player.gender }).from(s.player))
        .filter((p) => p.gender === "Femenil")
        .map((p) => p.id),
    );
    for (const side of rounds.flatMap((r) => r.matches.flatMap((m) => m.sides))) expect(women.has(side[0]!)).not.toBe(women.has(side[1]!));
  }
  const entries = await handle.db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id));
  const standings = await social.eventStandings(event.id);
  const row = new Map(standings.map((st) => [Number(st.player), st]));
  // Totals from the stored points, player by player.
  const totals = new Map<number, { pointsFor: number; played: number }>();
  for (const m of rounds.flatMap((r) => r.matches)) {
    if (!m.points) continue;
    m.sides.forEach((side, i) => {
      for (const id of side) {
        const t = totals.get(id) ?? { pointsFor: 0, played: 0 };
        totals.set(id, { pointsFor: t.pointsFor + m.points![i]!, played: t.played + 1 });
      }
    });
  }
  for (const [id, t] of totals) expect([id, row.get(id)?.pointsFor, row.get(id)?.played]).toEqual([id, t.pointsFor, t.played]);
  for (const st of standings) if (!totals.has(Number(st.player))) expect([st.player, st.pointsFor]).toEqual([st.player, 0]);
  // Withdrawn: in the standings with what they played, and in no round from their withdrawal on.
  for (const e of entries.filter((entry) => entry.withdrawnFromRound !== null)) {
    if (totals.has(e.playerId)) expect(row.has(e.playerId)).toBe(true);
    for (const round of rounds.filter((r) => r.number >= e.withdrawnFromRound!)) {
      expect([round.number, [...round.matches.flatMap((m) => m.sides.flat()), ...round.sittingOut].includes(e.playerId)]).toEqual([
        round.number,
        false,
      ]);
    }
  }
}

const FORMATS = ["americano", "mexicano", "americano-equipos", "mexicano-equipos"] as const;

describe("sequences of joins, withdrawals, scores and corrections between rounds", () => {
  it.each(FORMATS)("keep the invariants of a %s", async (format) => {
    const team = format.endsWith("-equipos");
    const done = { join: 0, withdraw: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 4, max: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.array(op, { minLength: 1, maxLength: 8 }),
        async (size, courts, roundCount, mixed, steps) => {
          const organiserUser = await f.createUser(handle.db, { name: "Organizadora" });
          const organiser = actor(organiserUser);
          const genderMix = mixed ? "mixto" : "abierto";
          const event = await f.createSocialEvent(handle.db, {
            createdBy: organiserUser.id,
            format,
            genderMix,
            courts: Array.from({ length: courts }, (_, i) => `Cancha ${i + 1}`),
            rounds: roundCount,
            pointsPerMatch: 16,
            playerCap: 40,
          });
          const units = team ? Math.max(2, Math.floor(size / 2)) : size;
          for (let i = 0; i < units; i++) {
            // Men and women alternate, so a mixed event starts with at least two of each.
            const first = await newPlayer(i % 2 === 1);
            const partner = team ? (await newPlayer(i % 2 === 0)).id : null;
            expect((await social.addEntry(organiser, event.id, first.id, partner)).ok).toBe(true);
          }
          expect((await social.startSocialEvent(organiser, event.id)).ok).toBe(true);
          const played = new Map<number, string>();
          await checkInvariants(event, played);
          for (const step of steps) {
            const outcome = await apply(event, organiser, team, step);
            if (outcome && step.kind !== "score" && step.kind !== "correct") done[outcome.ok ? step.kind : "refused"] += 1;
            await settleChanges();
            await checkInvariants(event, played);
          }
        },
      ),
      { numRuns: 12 },
    );
    // The sequences did change the players (not only refusals).
    expect(done.join).toBeGreaterThan(0);
    expect(done.withdraw).toBeGreaterThan(0);
  });
});

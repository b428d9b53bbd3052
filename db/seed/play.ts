// Demo of tournament play (issue 19): one tournament in progress, run by the demo organiser, with two
// published draws (Varonil 3ra by single elimination, Varonil 4ta by groups + knockout), an order of play
// on four courts over two days made by the scheduler, and about half of the results entered in time
// order, so that a first visitor sees the order of play, 'Mis partidos' (the demo player plays) and
// matches on profiles. Written after the other seed rows, in the same transaction.
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import { singleElimination, type KnockoutMatch, type SlotSource } from "../../app/domain/draw-bracket";
import { groupStage, groupStandings, type GroupMatch } from "../../app/domain/draw-groups";
import type { MatchScore } from "../../app/domain/match-result";
import { groupMatchesToSchedule, knockoutToSchedule, scheduleMatches } from "../../app/domain/schedule";
import { DEFAULT_RULES } from "../../app/domain/score-rules";
import type { Tx } from "../client";
import { court, draw, drawEntry, drawMatch, player, playSchedule, tournament, tournamentOrganizer } from "../schema/index";

const DEMO_ORGANIZER = "demo-organizador";
const DEMO_PLAYER_USER = "demo-jugador";
const DRAW_SEED = 20_261_124;

type MatchValues = typeof drawMatch.$inferInsert;

const entryOf = (slot: SlotSource) => (slot.kind === "entry" ? Number(slot.entryId) : null);

/** A knockout's matches as draw_match rows (entry ids are the database's, as strings in the domain). */
export function knockoutRows(drawId: number, matches: readonly KnockoutMatch[]): MatchValues[] {
  return matches.map((m) => ({
    drawId,
    code: m.id,
    stage: m.stage,
    round: m.round,
    position: m.position,
    groupCode: null,
    entryAId: entryOf(m.a),
    entryBId: entryOf(m.b),
    bye: m.bye,
    winnerTo: m.winnerTo?.matchId ?? null,
    winnerSlot: m.winnerTo?.slot ?? null,
    loserTo: m.loserTo?.matchId ?? null,
    loserSlot: m.loserTo?.slot ?? null,
    feeders: m.feeders,
  }));
}

/** Group-stage matches as draw_match rows; position counts from 0 within the group's round. */
export function groupRows(drawId: number, matches: readonly GroupMatch[]): MatchValues[] {
  return matches.map((m) => ({
    drawId,
    code: m.id,
    stage: "group",
    round: m.round,
    position: Number(m.id.split("-").pop()) - 1,
    groupCode: m.groupId,
    entryAId: Number(m.a),
    entryBId: Number(m.b),
    bye: false,
    feeders: [],
  }));
}

/** '6-3 6-4' won by slot a or b. */
export function straightSets(winner: "a" | "b"): MatchScore {
  const sets =
    winner === "a"
      ? [
          { team1: 6, team2: 3 },
          { team1: 6, team2: 4 },
        ]
      : [
          { team1: 3, team2: 6 },
          { team1: 4, team2: 6 },
        ];
  return { kind: "sets", winner: winner === "a" ? "team1" : "team2", sets, unfinished: null };
}

export async function writePlayDemo(tx: Tx, now: Date): Promise<void> {
  const today = mexicoToday(now);
  const [active] = await tx
    .select({ id: tournament.id })
    .from(tournament)
    .where(and(eq(tournament.approved, true), lte(tournament.startDate, today), gte(tournament.endDate, today)))
    .orderBy(asc(tournament.id))
    .limit(1);
  if (!active) return;
  // Explicit timestamps: the same seed and `now` must give the same rows.
  const stamp = { createdAt: now, updatedAt: now };
  await tx.insert(tournamentOrganizer).values({ tournamentId: active.id, userId: DEMO_ORGANIZER, createdAt: now }).onConflictDoNothing();
  const varonil = await tx
    .select({ id: player.id, userId: player.userId })
    .from(player)
    .where(eq(player.gender, "Varonil"))
    .orderBy(asc(player.id));
  // The demo player plays the first draw as its top seed.
  const ordered = [...varonil.filter((p) => p.userId === DEMO_PLAYER_USER), ...varonil.filter((p) => p.userId !== DEMO_PLAYER_USER)];
  if (ordered.length < 28) return;

  const makeDraw = async (category: string, format: "elimination" | "groups", players: typeof ordered) => {
    const [row] = await tx
      .insert(draw)
      .values({
        tournamentId: active.id,
        categoryType: "Varonil",
        category,
        format,
        rules: DEFAULT_RULES,
        status: "published",
        entriesLocked: true,
        drawSeed: DRAW_SEED,
        ...stamp,
      })
      .returning({ id: draw.id });
    const entries = await tx
      .insert(drawEntry)
      .values(
        Array.from({ length: players.length / 2 }, (_, i) => ({
          drawId: row!.id,
          player1Id: players[2 * i]!.id,
          player2Id: players[2 * i + 1]!.id,
          seed: i + 1,
          ...stamp,
        })),
      )
      .returning({ id: drawEntry.id });
    return { id: row!.id, entryIds: entries.map((e) => String(e.id)) };
  };
  const elimination = await makeDraw("3ra", "elimination", ordered.slice(0, 16));
  const groups = await makeDraw("4ta", "groups", ordered.slice(16, 28));
  const knockout = singleElimination(elimination.entryIds);
  const stage = groupStage(groups.entryIds, 1);
  if (!knockout.ok || !stage.ok) return;
  const rows = [
    ...knockoutRows(elimination.id, knockout.draw.main.matches),
    ...groupRows(groups.id, stage.draw.matches),
    ...knockoutRows(groups.id, stage.draw.knockout.matches),
  ];
  const stored = await tx
    .insert(drawMatch)
    .values(rows.map((row) => ({ ...row, ...stamp })))
    .returning({ id: drawMatch.id, drawId: drawMatch.drawId, code: drawMatch.code });
  const idOf = (drawId: number) => (code: string) => String(stored.find((m) => m.drawId === drawId && m.code === code)!.id);

  const courts = await tx
    .insert(court)
    .values([1, 2, 3, 4].map((n) => ({ tournamentId: active.id, name: `Cancha ${n}`, position: n - 1, ...stamp })))
    .returning({ id: court.id });
  // Today and tomorrow, short days: the finals fall on the second day, so 'Mis partidos' has a next match.
  const days = [0, 1].map((offset) => ({ date: addDays(today, offset), start: "09:00", end: "15:00" }));
  await tx.insert(playSchedule).values({ tournamentId: active.id, days, matchMinutes: 75, restMinutes: 60, ...stamp });
  const schedule = scheduleMatches({
    courts: courts.map((c, i) => ({ id: String(c.id), name: `Cancha ${i + 1}` })),
    days,
    matches: [
      ...knockoutToSchedule(knockout.draw.main.matches, idOf(elimination.id)),
      ...groupMatchesToSchedule(stage.draw.matches, idOf(groups.id)),
      ...knockoutToSchedule(stage.draw.knockout.matches, idOf(groups.id)),
    ],
  });
  for (const slot of schedule.slots) {
    await tx
      .update(drawMatch)
      .set({ courtId: Number(slot.courtId), day: slot.date, startTime: slot.start, updatedAt: now })
      .where(eq(drawMatch.id, Number(slot.matchId)));
  }

  // About half the results, in time order; winners move on (knockout), group winners once their group is done.
  const ours = inArray(drawMatch.drawId, [elimination.id, groups.id]);
  const all = await tx.select().from(drawMatch).where(ours);
  const played = all.filter((m) => !m.bye);
  const byId = new Map(played.map((m) => [m.id, m]));
  const entryIn = new Map<string, { a: number | null; b: number | null }>(
    all.map((m) => [`${m.drawId}:${m.code}`, { a: m.entryAId, b: m.entryBId }]),
  );
  const half = Math.floor(schedule.slots.length / 2);
  let entered = 0;
  for (const slot of schedule.slots) {
    if (entered >= half) break;
    const m = byId.get(Number(slot.matchId));
    const pairs = m && entryIn.get(`${m.drawId}:${m.code}`);
    if (!m || !pairs || pairs.a === null || pairs.b === null) continue;
    const winner: "a" | "b" = entered % 3 === 2 ? "b" : "a";
    await tx
      .update(drawMatch)
      .set({ score: straightSets(winner), winner, updatedAt: now })
      .where(eq(drawMatch.id, m.id));
    entered += 1;
    if (m.winnerTo) {
      const key = `${m.drawId}:${m.winnerTo}`;
      const next = entryIn.get(key)!;
      const winnerEntry = winner === "a" ? pairs.a : pairs.b;
      entryIn.set(key, m.winnerSlot === "a" ? { ...next, a: winnerEntry } : { ...next, b: winnerEntry });
      await tx
        .update(drawMatch)
        .set(m.winnerSlot === "a" ? { entryAId: winnerEntry, updatedAt: now } : { entryBId: winnerEntry, updatedAt: now })
        .where(and(eq(drawMatch.drawId, m.drawId), eq(drawMatch.code, m.winnerTo)));
    }
    if (m.stage === "group") {
      const group = stage.draw.groups.find((g) => g.id === m.groupCode)!;
      const done = await tx
        .select()
        .from(drawMatch)
        .where(and(eq(drawMatch.drawId, groups.id), eq(drawMatch.groupCode, group.id)));
      if (done.some((g) => g.winner === null)) continue;
      const standings = groupStandings(
        group.entryIds,
        done.map((g) => ({
          a: String(g.entryAId),
          b: String(g.entryBId),
          winner: g.winner as "a" | "b",
          sets: g.score!.sets.map((s) => ({ a: s.team1, b: s.team2 })),
        })),
        DRAW_SEED,
      );
      const target = stage.draw.knockout.matches.find((k) =>
        [k.a, k.b].some((s) => s.kind === "group" && s.groupId === group.id && s.rank === 1),
      )!;
      const slotName = target.a.kind === "group" && target.a.groupId === group.id ? "a" : "b";
      const first = Number(standings[0]!.entryId);
      entryIn.set(`${groups.id}:${target.id}`, { ...entryIn.get(`${groups.id}:${target.id}`)!, [slotName]: first });
      await tx
        .update(drawMatch)
        .set(slotName === "a" ? { entryAId: first, updatedAt: now } : { entryBId: first, updatedAt: now })
        .where(and(eq(drawMatch.drawId, groups.id), eq(drawMatch.code, target.id)));
    }
  }
}

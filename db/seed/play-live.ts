// The demo tournament's matches in play (issue 20): a few of its unplayed matches, each the next one of its
// court, taken over by the demo organiser's phone and scored part of the way through the same server
// functions the phone uses (takeOverMatch, then syncMatch with the points), so the draw, the order of play,
// the club's screen and Padel Score's live page show 'En juego' with the score.
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { ScoreEvent, TeamId } from "../../app/domain/score";
import type { DrawKey } from "../../app/server/play";
import { takeOverMatch } from "../../app/server/play";
import { syncMatch } from "../../app/server/score";
import type { Tx } from "../client";
import { draw, drawMatch, match, tournament } from "../schema/index";

/**
 * The points of each match put in play, in order: "a" a game won to love by pair a (team 1), "b" by pair b;
 * after the "|", single points. 6-4 then 2-1 and 15-0 in the second set; 4-3 and 30-15; 2-1 and 0-15.
 */
export const DEMO_LIVE_POINTS = ["ababababaa aba|a", "abababa|aab", "aba|b"] as const;

const POINT_SECONDS = 40;
/** No secret gives this hash: the demo phone's secret is not kept, taking a match over sets a new one. */
const NO_SECRET_HASH = "0".repeat(64);

function pointsOf(spec: string): TeamId[] {
  const [games = "", points = ""] = spec.split("|");
  const team = (c: string): TeamId => (c === "a" ? "team1" : "team2");
  return [...[...games.replaceAll(" ", "")].flatMap((c) => Array<TeamId>(4).fill(team(c))), ...[...points].map(team)];
}

/** A UUID of the draw match's demo Padel Score match, the same on every seed. */
function demoMatchId(drawMatchId: number): string {
  const hex = createHash("sha256").update(`demo-live-match:${drawMatchId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Slot = { id: number; drawId: number; courtId: number; a: number | null; b: number | null; played: boolean };

/**
 * The matches to put in play: in time order, each the first match still waiting for its court, both pairs
 * known and neither pair already playing; at most one a court and `count` in all.
 */
export function matchesToPlay(slots: readonly Slot[], count: number): Slot[] {
  const chosen: Slot[] = [];
  const courtsSeen = new Set<number>();
  const busy = new Set<number>();
  for (const slot of slots) {
    if (chosen.length === count) break;
    if (slot.played || courtsSeen.has(slot.courtId)) continue;
    courtsSeen.add(slot.courtId);
    if (slot.a === null || slot.b === null || busy.has(slot.a) || busy.has(slot.b)) continue;
    busy.add(slot.a).add(slot.b);
    chosen.push(slot);
  }
  return chosen;
}

export async function startDemoLiveMatches(
  tx: Tx,
  organizer: { id: string },
  keys: ReadonlyMap<number, DrawKey>,
  now: Date,
): Promise<string[]> {
  const slots = await tx
    .select({
      id: drawMatch.id,
      drawId: drawMatch.drawId,
      courtId: drawMatch.courtId,
      a: drawMatch.entryAId,
      b: drawMatch.entryBId,
      winner: drawMatch.winner,
    })
    .from(drawMatch)
    .where(and(inArray(drawMatch.drawId, [...keys.keys()]), eq(drawMatch.bye, false), isNotNull(drawMatch.courtId)))
    .orderBy(asc(drawMatch.day), asc(drawMatch.startTime), asc(drawMatch.id));
  const chosen = matchesToPlay(
    slots.map(({ winner, courtId, ...slot }) => ({ ...slot, courtId: courtId!, played: winner !== null })),
    DEMO_LIVE_POINTS.length,
  );
  const started: string[] = [];
  for (const [index, slot] of chosen.entries()) {
    const key = keys.get(slot.drawId)!;
    const [target] = await tx
      .select({ id: draw.id, categoryType: draw.categoryType, category: draw.category, rules: draw.rules })
      .from(draw)
      .where(eq(draw.id, slot.drawId));
    const [club] = await tx
      .select({ clubId: tournament.clubId, clubName: tournament.clubName })
      .from(tournament)
      .where(eq(tournament.id, key.tournamentId));
    const taken = await takeOverMatch({ key, match: { id: slot.id }, draw: target!, tournament: club!, user: organizer }, "own", {
      db: tx,
      newMatchId: demoMatchId(slot.id),
    });
    if (!taken.ok) throw new Error(`Demo play: ${taken.message}`);
    // The points were played up to a moment ago, one every POINT_SECONDS; the phone's clock is the server's.
    const points = pointsOf(DEMO_LIVE_POINTS[index]!);
    const startedAt = now.getTime() - (points.length + 1) * POINT_SECONDS * 1000;
    const events: ScoreEvent[] = [
      { type: "start", server: "team1", at: startedAt },
      ...points.map((team, i): ScoreEvent => ({ type: "point", team, at: startedAt + (i + 1) * POINT_SECONDS * 1000 })),
    ];
    const { id, secret } = taken.value;
    await syncMatch({
      id,
      secret,
      ownerUserId: organizer.id,
      request: { settings: taken.value.settings, from: 0, events, sentAt: now.getTime() },
      now: now.getTime(),
      db: tx,
    });
    started.push(id);
  }
  await tx.update(match).set({ scorerSecretHash: NO_SECRET_HASH, createdAt: now, updatedAt: now }).where(inArray(match.id, started));
  return started;
}

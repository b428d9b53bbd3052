// A player's matches in published draws (issue 19): the 'Partidos' list of the profile (played ones) and
// the calendar file of the scheduled ones.
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { court, draw, drawEntry, drawMatch, favorite, player, playSchedule, tournament } from "../../../db/schema";
import { categoryTypeLabel } from "~/domain/categories";
import { icsCalendar, type IcsEvent } from "~/domain/ics";
import { matchEvents, storedMatchLabels } from "~/domain/order-of-play";
import { drawPath, orderOfPlayPath, type MatchStage } from "~/domain/play";
import { winnerFirstResult } from "~/domain/result-text";
import { DEFAULT_MATCH_MINUTES } from "~/domain/schedule";
import { playerPath, tournamentPath } from "~/domain/slugs";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { drawPairs, type DrawPair } from "./draw-pairs.server";

/** The draw matches of `playerIds` (one row per match and player of those in it), newest tournament first. */
async function matchesOf(playerIds: number[]) {
  const db = getDb();
  if (playerIds.length === 0) return [];
  const mine = db
    .select({ id: drawEntry.id })
    .from(drawEntry)
    .where(or(inArray(drawEntry.player1Id, playerIds), inArray(drawEntry.player2Id, playerIds)));
  const rows = await db
    .select({
      match: drawMatch,
      categoryType: draw.categoryType,
      category: draw.category,
      tournament: {
        id: tournament.id,
        title: tournament.title,
        clubName: tournament.clubName,
        startDate: tournament.startDate,
        endDate: tournament.endDate,
      },
      court: court.name,
      matchMinutes: playSchedule.matchMinutes,
    })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .innerJoin(tournament, eq(tournament.id, draw.tournamentId))
    .leftJoin(court, eq(court.id, drawMatch.courtId))
    .leftJoin(playSchedule, eq(playSchedule.tournamentId, draw.tournamentId))
    .where(
      and(
        eq(draw.status, "published"),
        eq(tournament.approved, true),
        eq(drawMatch.bye, false),
        or(inArray(drawMatch.entryAId, mine), inArray(drawMatch.entryBId, mine)),
      ),
    )
    .orderBy(desc(tournament.startDate), desc(drawMatch.day), desc(drawMatch.startTime), desc(drawMatch.id));
  if (rows.length === 0) return [];
  const drawIds = [...new Set(rows.map((row) => row.match.drawId))];
  const [pairs, places] = await Promise.all([
    drawPairs(drawIds, db),
    db
      .select({
        id: drawMatch.id,
        drawId: drawMatch.drawId,
        stage: drawMatch.stage,
        round: drawMatch.round,
        position: drawMatch.position,
        groupCode: drawMatch.groupCode,
      })
      .from(drawMatch)
      .where(inArray(drawMatch.drawId, drawIds)),
  ]);
  const labels = storedMatchLabels(places.map((place) => ({ ...place, stage: place.stage as MatchStage })));
  const labelOf = new Map(places.map((place, i) => [place.id, labels[i]!]));
  const wanted = new Set(playerIds);
  return rows.flatMap((row) => {
    const m = row.match;
    const a = m.entryAId === null ? null : (pairs.get(m.entryAId) ?? null);
    const b = m.entryBId === null ? null : (pairs.get(m.entryBId) ?? null);
    const inMatch = [...(a?.players ?? []), ...(b?.players ?? [])].filter((p) => wanted.has(p.id));
    return inMatch.map(({ id: playerId }) => ({ playerId, ...sideOf(playerId, row, a, b, labelOf.get(m.id)!) }));
  });
}

function sideOf<R extends { match: typeof drawMatch.$inferSelect; categoryType: string; category: string }>(
  playerId: number,
  row: R,
  a: DrawPair | null,
  b: DrawPair | null,
  label: string,
) {
  const side: "a" | "b" = a?.players.some((p) => p.id === playerId) ? "a" : "b";
  return {
    row,
    side,
    own: side === "a" ? a : b,
    rival: side === "a" ? b : a,
    label,
    category: `${categoryTypeLabel(row.categoryType)} ${row.category}`,
  };
}

/** At most this many favourites are listed (the heart has no limit; the list stays one page). */
export const FAVORITES_SHOWN = 50;

const pairLink = (pair: DrawPair | null) => (pair ? pair.players.map((p) => ({ name: p.name, href: playerPath(p) })) : null);

type MatchOfPlayer = Awaited<ReturnType<typeof matchesOf>>[number];

function played({ row, side, own, rival, label, category }: MatchOfPlayer) {
  return {
    id: row.match.id,
    tournament: { title: row.tournament.title, href: tournamentPath(row.tournament) },
    category,
    drawHref: drawPath(row.tournament, row.categoryType, row.category),
    label,
    // Read from the winner's side, whoever's profile it is: 'A / B ganan a C / D 6-0 6-0' (docs/product.md §10.5).
    result: winnerFirstResult(row.match.score!, {
      team1: pairLink(side === "a" ? own : rival) ?? [],
      team2: pairLink(side === "a" ? rival : own) ?? [],
    }),
    won: row.match.winner === side,
  };
}

export type PlayedMatch = ReturnType<typeof played>;

/** The profile's 'Partidos': matches with a result, newest tournament first, at most `limit`. */
export async function playedMatches(playerId: number, limit = 30) {
  const all = await matchesOf([playerId]);
  return all
    .filter(({ row }) => row.match.score !== null)
    .slice(0, limit)
    .map(played);
}

/** A match still to play: first the scheduled ones by day and time, then the rest by tournament date. */
function upcoming({ row, own, rival, label, category }: MatchOfPlayer) {
  const m = row.match;
  return {
    id: m.id,
    tournament: { title: row.tournament.title, href: tournamentPath(row.tournament) },
    category,
    label,
    rival: rival?.name ?? "Por definir",
    partner: own?.name ?? "",
    day: m.day,
    start: m.startTime,
    court: row.court,
    orderOfPlayHref: orderOfPlayPath(row.tournament),
    sortKey: `${m.day ?? row.tournament.startDate}T${m.startTime ?? "99:99"}`,
  };
}

export type FavoriteOverview = Awaited<ReturnType<typeof favoritePlayersOverview>>[number];

/**
 * 'Mis favoritos' (/profile): each favourite player with the next match still to play (from `today` on,
 * in a tournament not over) and the latest played result. Favourites most recently added first.
 */
export async function favoritePlayersOverview(userId: string, today: string) {
  const players = await getDb()
    .select({ id: player.id, name: player.name, handle: player.handle, image: player.image })
    .from(favorite)
    .innerJoin(player, eq(player.id, favorite.playerId))
    .where(eq(favorite.userId, userId))
    .orderBy(desc(favorite.createdAt), asc(player.name))
    .limit(FAVORITES_SHOWN);
  const all = await matchesOf(players.map((p) => p.id));
  return players.map((p) => {
    const mine = all.filter((m) => m.playerId === p.id);
    const next = mine
      .filter(({ row }) => row.match.score === null && row.tournament.endDate >= today && (row.match.day ?? today) >= today)
      .map(upcoming)
      .sort((x, y) => x.sortKey.localeCompare(y.sortKey) || x.id - y.id)[0];
    const last = mine.find(({ row }) => row.match.score !== null);
    return { ...p, href: playerPath(p), next: next ?? null, last: last ? played(last) : null };
  });
}

/**
 * The calendar file of a player's scheduled matches in published draws, with `more` events (their social
 * events, which a later feature reads), all in order of start.
 */
export async function playerMatchesIcs(player: { id: number; name: string }, now = new Date(), more: IcsEvent[] = []): Promise<string> {
  const site = getConfig().SITE_URL;
  const all = await matchesOf([player.id]);
  const events = matchEvents(
    all
      .filter(({ row }) => row.match.day !== null && row.match.startTime !== null)
      .map(({ row, side, own, rival, label, category }) => ({
        id: row.match.id,
        tournament: row.tournament.title,
        category,
        label,
        pairs: (side === "a" ? [own, rival] : [rival, own]).map((pair) => pair?.name ?? "Por definir") as [string, string],
        court: row.court,
        club: row.tournament.clubName,
        day: row.match.day!,
        start: row.match.startTime!,
        matchMinutes: row.matchMinutes ?? DEFAULT_MATCH_MINUTES,
        url: `${site}${orderOfPlayPath(row.tournament)}`,
      }))
      .sort((x, y) => `${x.day}T${x.start}`.localeCompare(`${y.day}T${y.start}`) || x.id - y.id),
    new URL(site).host,
  );
  const startOf = (e: IcsEvent) => ("date" in e.start ? e.start.date : e.start.dateTime);
  const ordered = [...events, ...more].sort((a, b) => startOf(a).localeCompare(startOf(b)));
  return icsCalendar({ name: `Partidos de ${player.name}`, events: ordered, now });
}

// The players of a Padel Score match and their word on its result (issue 35): the owner links four players;
// once it ended, each of them confirms or disputes it, and it counts for levels once a player of each side
// confirmed and nobody disputed. Every write brings levels up to date in its own transaction.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { drawMatch, match, matchConfirmation, matchPlayer, player } from "../../../db/schema";
import { confirmationStatus, LINEUP_MESSAGES, type LineupSlot, type LineupTeam, lineupOf, type Verdict } from "~/domain/match-lineup";
import type { MatchSettings } from "~/domain/match-settings";
import { done, refused, type Result } from "~/domain/result";
import { winnerFirstResult } from "~/domain/result-text";
import type { ScoreState } from "~/domain/score";
import { applyMatchChanges, scoreMatchKey } from "~/server/levels";
import { type Db, getDb, type Tx } from "../infra/db.server";
import { transaction } from "../infra/changes.server";

export type LineupPlayer = {
  team: LineupTeam;
  position: 1 | 2;
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
};

/** What the match page and 'Mis partidos' show of a match's players and its confirmation. */
export type MatchLineupView = {
  matchId: string;
  players: LineupPlayer[];
  /** The viewer created the match: they pick its players. */
  canEdit: boolean;
  /** The match scores a draw match: it counts through the draw, no players to link here. */
  tournament: boolean;
  /** '6-3 6-4' from the winner's side, once the match ended. */
  score: string | null;
  /** The teams' names as the scorer wrote them ('Ana / Luz'). */
  teams: { team1: string; team2: string };
  status: "confirmed" | "disputed" | "pending";
  /** The viewer's place and answer when they are one of the four linked players of an ended match. */
  mine: { team: LineupTeam; verdict: Verdict | null } | null;
};

type MatchRow = Pick<typeof match.$inferSelect, "id" | "ownerUserId" | "status" | "state" | "settings">;

async function playerOfUser(db: Db | Tx, userId: string): Promise<number | null> {
  const [row] = await db.select({ id: player.id }).from(player).where(eq(player.userId, userId));
  return row?.id ?? null;
}

async function isTournamentMatch(db: Db | Tx, matchId: string): Promise<boolean> {
  const [row] = await db.select({ id: drawMatch.id }).from(drawMatch).where(eq(drawMatch.liveMatchId, matchId));
  return row !== undefined;
}

function finalScore(row: MatchRow): string | null {
  const score = (row.state as { score?: ScoreState } | null)?.score;
  if (row.status !== "finished" || !score?.winner) return null;
  return winnerFirstResult({ kind: "sets", winner: score.winner, sets: score.setsHistory, unfinished: null }, { team1: "", team2: "" })
    .score;
}

async function lineupViews(db: Db | Tx, rows: readonly MatchRow[], userId: string | null): Promise<MatchLineupView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [players, answers, tournamentRows, own] = await Promise.all([
    db
      .select({
        matchId: matchPlayer.matchId,
        team: matchPlayer.team,
        position: matchPlayer.position,
        id: player.id,
        name: player.name,
        handle: player.handle,
        image: player.image,
        gender: player.gender,
      })
      .from(matchPlayer)
      .innerJoin(player, eq(player.id, matchPlayer.playerId))
      .where(inArray(matchPlayer.matchId, ids))
      .orderBy(matchPlayer.team, matchPlayer.position),
    db.select().from(matchConfirmation).where(inArray(matchConfirmation.matchId, ids)),
    db.select({ id: drawMatch.liveMatchId }).from(drawMatch).where(inArray(drawMatch.liveMatchId, ids)),
    userId ? playerOfUser(db, userId) : Promise.resolve(null),
  ]);
  return rows.map((row) => {
    const linked = players.filter((p) => p.matchId === row.id).map(({ matchId: _, ...p }) => p as LineupPlayer);
    const matchAnswers = answers.filter((answer) => answer.matchId === row.id);
    const score = finalScore(row);
    const me = own === null ? undefined : linked.find((p) => p.id === own);
    const settings = row.settings as MatchSettings;
    return {
      matchId: row.id,
      players: linked,
      canEdit: userId !== null && row.ownerUserId === userId,
      tournament: tournamentRows.some((t) => t.id === row.id),
      score,
      teams: { team1: settings.team1.name, team2: settings.team2.name },
      status: confirmationStatus(matchAnswers.map((answer) => ({ team: answer.team as LineupTeam, verdict: answer.verdict as Verdict }))),
      mine:
        me && score !== null && linked.length === 4
          ? { team: me.team, verdict: (matchAnswers.find((answer) => answer.playerId === me.id)?.verdict as Verdict | undefined) ?? null }
          : null,
    };
  });
}

const MATCH_COLUMNS = { id: match.id, ownerUserId: match.ownerUserId, status: match.status, state: match.state, settings: match.settings };

/** A match's players and confirmation as `userId` sees them, or null when the match does not exist. */
export async function matchLineup(matchId: string, userId: string | null, db: Db = getDb()): Promise<MatchLineupView | null> {
  const rows = await db.select(MATCH_COLUMNS).from(match).where(eq(match.id, matchId));
  return (await lineupViews(db, rows, userId))[0] ?? null;
}

/** Whether `userId` may see a match that is not shared live: its owner or one of its linked players. */
export async function takesPartIn(matchId: string, userId: string, db: Db = getDb()): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from match m where m.id = ${matchId} and (m.owner_user_id = ${userId} or exists (
      select 1 from match_player mp join player p on p.id = mp.player_id where mp.match_id = m.id and p.user_id = ${userId}))`);
  return rows.length > 0;
}

export const MY_SCORE_MATCHES_LIMIT = 20;

/** 'Mis partidos' of Padel Score: the ended matches the user's player is linked to, newest first. */
export async function myScoreMatches(userId: string, db: Db = getDb()): Promise<MatchLineupView[]> {
  const rows = await db
    .select(MATCH_COLUMNS)
    .from(match)
    .innerJoin(matchPlayer, eq(matchPlayer.matchId, match.id))
    .innerJoin(player, eq(player.id, matchPlayer.playerId))
    .where(and(eq(player.userId, userId), eq(match.status, "finished")))
    .orderBy(desc(match.finishedAt))
    .limit(MY_SCORE_MATCHES_LIMIT);
  return (await lineupViews(db, rows, userId)).filter((view) => view.mine !== null);
}

async function lockedMatch(tx: Tx, matchId: string) {
  const [row] = await tx.select(MATCH_COLUMNS).from(match).where(eq(match.id, matchId)).for("update");
  return row ?? null;
}

/**
 * The owner links the match's players (the form's four places: team 1's two, then team 2's; empty places
 * unlink). A change of players drops the answers given so far: they were about other players.
 */
export async function setMatchLineup(userId: string, matchId: string, ids: readonly (number | null)[], db: Db = getDb()): Promise<Result> {
  const lineup = lineupOf(ids);
  if (!lineup.ok) return lineup;
  return transaction(db, async (tx) => {
    const row = await lockedMatch(tx, matchId);
    if (!row) return refused("Partido no encontrado", 404);
    if (row.ownerUserId !== userId) return refused(LINEUP_MESSAGES.notOwner, 403);
    if (await isTournamentMatch(tx, matchId)) return refused(LINEUP_MESSAGES.tournament, 409);
    if (!(await allKnown(tx, lineup.value))) return refused(LINEUP_MESSAGES.unknownPlayer, 400);
    const before = await tx.select().from(matchPlayer).where(eq(matchPlayer.matchId, matchId));
    if (sameLineup(before, lineup.value)) return done();
    await tx.delete(matchPlayer).where(eq(matchPlayer.matchId, matchId));
    if (lineup.value.length > 0) await tx.insert(matchPlayer).values(lineup.value.map((slot) => ({ matchId, ...slot })));
    await dropAnswers(tx, matchId);
    return done();
  });
}

async function allKnown(tx: Tx, slots: readonly LineupSlot[]): Promise<boolean> {
  const wanted = slots.map((slot) => slot.playerId);
  const known = wanted.length === 0 ? [] : await tx.select({ id: player.id }).from(player).where(inArray(player.id, wanted));
  return known.length === wanted.length;
}

/**
 * The players the owner linked in the setup form (issue 35), written with the match's first sync: the same
 * rules as the match page's form (a signed-in owner, players who exist, none twice).
 */
export async function linkSetupLineup(
  tx: Tx,
  matchId: string,
  ownerUserId: string | null,
  ids: readonly (number | null)[],
): Promise<Result> {
  const lineup = lineupOf(ids);
  if (!lineup.ok) return lineup;
  if (lineup.value.length === 0) return done();
  if (!ownerUserId) return refused(LINEUP_MESSAGES.signIn, 403);
  if (!(await allKnown(tx, lineup.value))) return refused(LINEUP_MESSAGES.unknownPlayer, 400);
  await tx.insert(matchPlayer).values(lineup.value.map((slot) => ({ matchId, ...slot })));
  return done();
}

type Slot = Pick<LineupSlot, "playerId"> & { team: number; position: number };

function sameLineup(before: readonly Slot[], after: readonly Slot[]): boolean {
  const key = (slots: readonly Slot[]) =>
    slots
      .map((slot) => `${slot.team}.${slot.position}.${slot.playerId}`)
      .sort()
      .join();
  return key(before) === key(after);
}

/** A linked player's word on an ended match's result; only its four linked players may give it. */
export async function answerMatchResult(userId: string, matchId: string, verdict: Verdict, db: Db = getDb()): Promise<Result> {
  return transaction(db, async (tx) => {
    const row = await lockedMatch(tx, matchId);
    if (!row) return refused("Partido no encontrado", 404);
    const own = await playerOfUser(tx, userId);
    const players = await tx.select().from(matchPlayer).where(eq(matchPlayer.matchId, matchId));
    const me = players.find((slot) => slot.playerId === own);
    if (!me) return refused(LINEUP_MESSAGES.notPlayer, 403);
    if (players.length !== 4) return refused(LINEUP_MESSAGES.incomplete, 409);
    if (finalScore(row) === null) return refused(LINEUP_MESSAGES.notFinished, 409);
    await tx
      .insert(matchConfirmation)
      .values({ matchId, playerId: me.playerId, team: me.team, verdict })
      .onConflictDoUpdate({
        target: [matchConfirmation.matchId, matchConfirmation.playerId],
        set: { team: me.team, verdict, at: new Date() },
      });
    await applyMatchChanges(tx, [scoreMatchKey(matchId)]);
    return done();
  });
}

/** Forgets the players' answers on a match whose result changed, and takes it out of levels if it counted. */
export async function dropAnswers(tx: Tx, matchId: string): Promise<void> {
  const dropped = await tx
    .delete(matchConfirmation)
    .where(eq(matchConfirmation.matchId, matchId))
    .returning({ id: matchConfirmation.playerId });
  if (dropped.length > 0) await applyMatchChanges(tx, [scoreMatchKey(matchId)]);
}

// Levels stored (issue 35, ADR 0037): the domain rates, this module keeps player_level and level_history
// equal to a full replay of the stream of played matches. A new result is rated at once, inside the
// transaction that writes it; a correction, a deletion or a match older than its players' latest replays
// from that match on, touching only the players it reaches.
import { eq, inArray, sql } from "drizzle-orm";
import { levelHistory, levelState, playerLevel } from "../../../db/schema";
import { compareMatches, initialRating, type LevelChange, type PlayerId, type PlayerRating, rateMatch, replay } from "~/domain/levels";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { enqueueJob } from "../infra/jobs.server";
import { transaction } from "../infra/changes.server";
import { playedMatches, type StreamMatch } from "./played-matches.server";

type Position = { id: string; playedAt: Date };
type HistoryRow = typeof levelHistory.$inferSelect;

/** One lock for every write of levels: a result saved in two tournaments at once touches shared players. */
const LEVELS_LOCK = 35_035;
const INSERT_CHUNK = 500;

async function lockLevels(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEVELS_LOCK})`);
  const [row] = await tx
    .insert(levelState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: levelState.id, set: { version: sql`${levelState.version} + 1` } })
    .returning({ version: levelState.version });
  return row!.version;
}

const rowPosition = (row: Pick<HistoryRow, "matchKey" | "playedAt">): Position => ({ id: row.matchKey, playedAt: row.playedAt });

function historyValues(change: LevelChange): typeof levelHistory.$inferInsert {
  return {
    playerId: change.player,
    matchKey: change.matchId,
    playedAt: change.playedAt,
    team: change.team === "team1" ? 1 : 2,
    result: change.result,
    ratingBefore: change.before.rating,
    rdBefore: change.before.rd,
    ratingAfter: change.after.rating,
    rdAfter: change.after.rd,
    volatilityAfter: change.after.volatility,
    winProbability: change.winProbability,
    opponentsRating: change.opponentsRating,
  };
}

function levelValues(player: PlayerId, rating: PlayerRating, at: Date): typeof playerLevel.$inferInsert {
  return { playerId: player, ...rating, updatedAt: at };
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

async function writeRatings(tx: Tx, ratings: ReadonlyMap<PlayerId, PlayerRating>, at = new Date()) {
  const rows = [...ratings].map(([player, rating]) => levelValues(player, rating, at));
  await insertChunked(rows, (chunk) =>
    tx
      .insert(playerLevel)
      .values(chunk)
      .onConflictDoUpdate({
        target: playerLevel.playerId,
        set: {
          rating: sql`excluded.rating`,
          rd: sql`excluded.rd`,
          volatility: sql`excluded.volatility`,
          matches: sql`excluded.matches`,
          lastPlayedAt: sql`excluded.last_played_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  );
}

/** Where a player without a rating starts: the category of their first match in `matches` (sorted). */
function startsFrom(matches: readonly StreamMatch[]): (player: PlayerId) => PlayerRating {
  const category = new Map<PlayerId, string>();
  for (const match of matches)
    for (const player of [...match.team1, ...match.team2]) if (!category.has(player)) category.set(player, match.category);
  return (player) => initialRating(category.get(player));
}

const playersOf = (match: StreamMatch) => [...match.team1, ...match.team2];

/**
 * Brings levels up to date after the matches `keys` ('draw-12') were entered, corrected or removed, in the
 * caller's transaction (the one that wrote them). Call it after the write.
 */
export async function applyMatchChanges(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await lockLevels(tx);
  const current = await playedMatches(tx, { keys });
  const stored = await tx
    .select()
    .from(levelHistory)
    .where(inArray(levelHistory.matchKey, [...keys]));
  if (current.length === 1 && stored.length === 0 && (await rateIfNewest(tx, current[0]!))) return;
  const positions = [...current, ...stored.map(rowPosition)].sort(compareMatches);
  if (positions.length === 0) return;
  const players = new Set([...current.flatMap(playersOf), ...stored.map((row) => row.playerId)]);
  await replayFrom(tx, positions[0]!, players);
}

/** A match newer than every rated match of its four players is rated on its own; answers false otherwise. */
async function rateIfNewest(tx: Tx, match: StreamMatch): Promise<boolean> {
  const players = playersOf(match);
  const later = await tx
    .select({ matchKey: levelHistory.matchKey, playedAt: levelHistory.playedAt })
    .from(levelHistory)
    .where(sql`${inArray(levelHistory.playerId, players)} and ${levelHistory.playedAt} >= ${match.playedAt.toISOString()}::timestamptz`);
  if (later.some((row) => compareMatches(rowPosition(row), match) > 0)) return false;
  const rows = await tx.select().from(playerLevel).where(inArray(playerLevel.playerId, players)).for("update");
  const start = initialRating(match.category);
  const ratingOf = (player: PlayerId): PlayerRating => {
    const row = rows.find((candidate) => candidate.playerId === player);
    return row
      ? { rating: row.rating, rd: row.rd, volatility: row.volatility, matches: row.matches, lastPlayedAt: row.lastPlayedAt }
      : start;
  };
  const changes = rateMatch(match, ratingOf);
  await tx.insert(levelHistory).values(changes.map(historyValues));
  await writeRatings(tx, new Map(changes.map((change) => [change.player, change.after])));
  return true;
}

/**
 * Replays from `from` on: the matches from there that involve `players` (and, in turn, everyone they reach)
 * are rated again, each reached player starting from their history just before the first of them.
 */
async function replayFrom(tx: Tx, from: Position, players: ReadonlySet<PlayerId>): Promise<void> {
  const later = (await playedMatches(tx, { since: from.playedAt })).filter((match) => compareMatches(match, from) >= 0);
  const reachedAt = new Map<PlayerId, Position>([...players].map((player) => [player, from]));
  const again: StreamMatch[] = [];
  for (const match of later) {
    if (!playersOf(match).some((player) => reachedAt.has(player))) continue;
    again.push(match);
    for (const player of playersOf(match)) if (!reachedAt.has(player)) reachedAt.set(player, match);
  }
  const reached = [...reachedAt.keys()];
  await tx.select({ id: playerLevel.playerId }).from(playerLevel).where(inArray(playerLevel.playerId, reached)).for("update");
  const history = await tx.select().from(levelHistory).where(inArray(levelHistory.playerId, reached));
  const kept = new Map<PlayerId, HistoryRow>();
  const dropped: HistoryRow[] = [];
  for (const row of history) {
    if (compareMatches(rowPosition(row), reachedAt.get(row.playerId)!) >= 0) dropped.push(row);
    else {
      const last = kept.get(row.playerId);
      if (!last || compareMatches(rowPosition(row), rowPosition(last)) > 0) kept.set(row.playerId, row);
    }
  }
  const matchesKept = new Map<PlayerId, number>();
  for (const row of history) if (!dropped.includes(row)) matchesKept.set(row.playerId, (matchesKept.get(row.playerId) ?? 0) + 1);
  const restored = new Map<PlayerId, PlayerRating>(
    [...kept].map(([player, row]) => [
      player,
      {
        rating: row.ratingAfter,
        rd: row.rdAfter,
        volatility: row.volatilityAfter,
        matches: matchesKept.get(player)!,
        lastPlayedAt: row.playedAt,
      },
    ]),
  );
  const result = replay(again, startsFrom(again), restored);

  for (const row of dropped)
    await tx.delete(levelHistory).where(sql`${levelHistory.playerId} = ${row.playerId} and ${levelHistory.matchKey} = ${row.matchKey}`);
  await insertChunked([...result.history.values()].flat().map(historyValues), (chunk) => tx.insert(levelHistory).values(chunk));
  const ratings = new Map([...restored, ...result.ratings]);
  await writeRatings(tx, ratings);
  const unrated = reached.filter((player) => !ratings.has(player));
  if (unrated.length > 0) await tx.delete(playerLevel).where(inArray(playerLevel.playerId, unrated));
}

/**
 * Every level from the whole stream, computed outside any transaction and written in one short one; if a
 * result was saved meanwhile (the levels' version moved), it computes again. Answers the matches rated.
 * `at` stamps the rows (the demo seed passes its own clock, so the same seed gives the same rows).
 */
export async function replayAllLevels(db: Db, at = new Date()): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const [state] = await db.select({ version: levelState.version }).from(levelState).where(eq(levelState.id, 1));
    const seen = state?.version ?? 0;
    const matches = await playedMatches(db);
    const result = replay(matches, startsFrom(matches));
    const written = await transaction(db, async (tx) => {
      const version = await lockLevels(tx);
      if (version !== seen + 1 && attempt < 3) return false;
      await tx.delete(levelHistory);
      await tx.delete(playerLevel);
      await insertChunked([...result.history.values()].flat().map(historyValues), (chunk) => tx.insert(levelHistory).values(chunk));
      await writeRatings(tx, result.ratings, at);
      return true;
    });
    if (written) return matches.length;
  }
}

/** The job that replays every level in the background (after a change of the rating's parameters, say). */
export const LEVELS_REPLAY_JOB = "levels.replay";

export async function replayLevelsJob(): Promise<void> {
  await replayAllLevels(getDb());
}

/** Queues a full replay, inside the caller's transaction when given one. */
export async function queueLevelsReplay(db: Db | Tx): Promise<void> {
  await enqueueJob(db, { kind: LEVELS_REPLAY_JOB, payload: {} });
}

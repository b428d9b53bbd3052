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

/** What a full replay wrote; `chunks` counts its short transactions, `rows` the rows each wrote or deleted. */
export type ReplayReport = { matches: number; chunks: number; rows: number; attempts: number };

export type ReplayOptions = {
  /** Stamps the player_level rows it writes (the demo seed passes its own clock: same seed, same rows). */
  at?: Date;
  /** Rows (history and level rows written or deleted) per short transaction, a whole player's at least. */
  chunkRows?: number;
  /** Called after each chunk commits, outside any transaction (tests commit a result there). */
  afterChunk?: (chunk: number) => Promise<void> | void;
};

const REPLAY_CHUNK_ROWS = 300;
/** Restarts after an incremental update before the last attempt, which holds the lock from start to end. */
const REPLAY_ATTEMPTS = 4;

type LevelRow = typeof playerLevel.$inferSelect;
/** One player's rows to write: history rows replaced or added, those removed, and the level row. */
type PlayerDiff = {
  player: PlayerId;
  remove: string[];
  put: (typeof levelHistory.$inferInsert)[];
  level: PlayerRating | "delete" | null;
};

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function sameHistory(row: HistoryRow, value: typeof levelHistory.$inferInsert): boolean {
  return (
    sameTime(row.playedAt, value.playedAt) &&
    row.team === value.team &&
    row.result === value.result &&
    row.ratingBefore === value.ratingBefore &&
    row.rdBefore === value.rdBefore &&
    row.ratingAfter === value.ratingAfter &&
    row.rdAfter === value.rdAfter &&
    row.volatilityAfter === value.volatilityAfter &&
    row.winProbability === value.winProbability &&
    row.opponentsRating === value.opponentsRating
  );
}

const sameLevel = (row: LevelRow, rating: PlayerRating) =>
  row.rating === rating.rating &&
  row.rd === rating.rd &&
  row.volatility === rating.volatility &&
  row.matches === rating.matches &&
  sameTime(row.lastPlayedAt, rating.lastPlayedAt);

/** Per player, what differs between the stored rows and a replay of the whole stream; players equal are left out. */
async function diffWithStored(db: Db | Tx, result: ReturnType<typeof replay>): Promise<PlayerDiff[]> {
  const history = new Map<PlayerId, Map<string, HistoryRow>>();
  for (const row of await db.select().from(levelHistory)) {
    const rows = history.get(row.playerId) ?? new Map<string, HistoryRow>();
    history.set(row.playerId, rows);
    rows.set(row.matchKey, row);
  }
  const levels = new Map((await db.select().from(playerLevel)).map((row) => [row.playerId, row]));
  const players = [...new Set([...history.keys(), ...levels.keys(), ...result.ratings.keys(), ...result.history.keys()])].sort(
    (a, b) => a - b,
  );
  const diffs: PlayerDiff[] = [];
  for (const player of players) {
    const stored = history.get(player) ?? new Map<string, HistoryRow>();
    const wanted = (result.history.get(player) ?? []).map(historyValues);
    const wantedKeys = new Set(wanted.map((value) => value.matchKey));
    const put = wanted.filter((value) => {
      const row = stored.get(value.matchKey);
      return !row || !sameHistory(row, value);
    });
    const replaced = new Set(put.map((value) => value.matchKey));
    const remove = [...stored.keys()].filter((key) => !wantedKeys.has(key) || replaced.has(key));
    const rating = result.ratings.get(player);
    const row = levels.get(player);
    const level = rating ? (row && sameLevel(row, rating) ? null : rating) : row ? "delete" : null;
    if (put.length > 0 || remove.length > 0 || level) diffs.push({ player, remove, put, level });
  }
  return diffs;
}

const diffRows = (diff: PlayerDiff) => diff.remove.length + diff.put.length + (diff.level ? 1 : 0);

/** Consecutive players' diffs of about `rows` rows together; a player's rows are never split. */
function chunked(diffs: readonly PlayerDiff[], rows: number): PlayerDiff[][] {
  const chunks: PlayerDiff[][] = [];
  let current: PlayerDiff[] = [];
  let size = 0;
  for (const diff of diffs) {
    if (size > 0 && size + diffRows(diff) > rows) {
      chunks.push(current);
      [current, size] = [[], 0];
    }
    current.push(diff);
    size += diffRows(diff);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function writeDiffs(tx: Tx, diffs: readonly PlayerDiff[], at: Date): Promise<void> {
  const removed = diffs.flatMap((diff) => diff.remove.map((key) => sql`(${diff.player}::integer, ${key}::text)`));
  if (removed.length > 0)
    await tx.delete(levelHistory).where(sql`(${levelHistory.playerId}, ${levelHistory.matchKey}) in (${sql.join(removed, sql`, `)})`);
  await insertChunked(
    diffs.flatMap((diff) => diff.put),
    (chunk) => tx.insert(levelHistory).values(chunk),
  );
  const ratings = new Map<PlayerId, PlayerRating>();
  for (const diff of diffs) if (diff.level && diff.level !== "delete") ratings.set(diff.player, diff.level);
  await writeRatings(tx, ratings, at);
  const unrated = diffs.filter((diff) => diff.level === "delete").map((diff) => diff.player);
  if (unrated.length > 0) await tx.delete(playerLevel).where(inArray(playerLevel.playerId, unrated));
}

async function levelsVersion(db: Db | Tx): Promise<number> {
  const [state] = await db.select({ version: levelState.version }).from(levelState).where(eq(levelState.id, 1));
  return state?.version ?? 0;
}

/**
 * Makes every level equal to a replay of the whole stream without holding requests up: the stream is read
 * and replayed outside any transaction, compared with the stored rows, and only the rows that differ are
 * written, in short transactions of about `chunkRows` rows (PGlite serves one query at a time: a request
 * waits for one chunk at most, not the whole rewrite). Each chunk takes the levels' lock and checks that no
 * other write of levels (a result saved: applyMatchChanges) came since the stored rows were read; if one
 * did, the replay starts over from reading the stream, so it never overwrites the newer result, and writes
 * again only what still differs. After REPLAY_ATTEMPTS - 1 such restarts (results saved without pause) the
 * last attempt reads, replays and writes inside one transaction holding the lock, as the replay used to.
 *
 * What a reader sees meanwhile: each player's rows (their player_level row and all their level_history
 * rows) are written in one chunk, so a query sees every player either as before the replay or as after
 * it, never half of each; a page showing several players may show some old and some new, each a valid
 * rating with its own history, for the replay's duration (a page reading one player in two queries may see
 * a chunk land between them, as it may see a result saved between them). Answers the matches rated and
 * what was written.
 */
export async function replayAllLevels(db: Db, options: ReplayOptions = {}): Promise<ReplayReport> {
  const at = options.at ?? new Date();
  const report: ReplayReport = { matches: 0, chunks: 0, rows: 0, attempts: 0 };
  while (report.attempts < REPLAY_ATTEMPTS - 1) {
    report.attempts++;
    let version = await levelsVersion(db);
    const matches = await playedMatches(db);
    report.matches = matches.length;
    const diffs = await diffWithStored(db, replay(matches, startsFrom(matches)));
    let overtaken = false;
    for (const chunk of chunked(diffs, options.chunkRows ?? REPLAY_CHUNK_ROWS)) {
      const written = await transaction(db, async (tx) => {
        const current = await lockLevels(tx);
        if (current !== version + 1) return false;
        version = current;
        await writeDiffs(tx, chunk, at);
        return true;
      });
      if (!written) {
        overtaken = true;
        break;
      }
      report.chunks++;
      report.rows += chunk.reduce((sum, diff) => sum + diffRows(diff), 0);
      await options.afterChunk?.(report.chunks);
      // PGlite answers in this thread through promises alone: without a turn of the event loop here, requests
      // arriving (network, timers) would wait for the whole replay even though the database is free.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!overtaken) return report;
  }
  report.attempts++;
  return transaction(db, async (tx) => {
    await lockLevels(tx);
    const matches = await playedMatches(tx);
    const diffs = await diffWithStored(tx, replay(matches, startsFrom(matches)));
    for (const chunk of chunked(diffs, options.chunkRows ?? REPLAY_CHUNK_ROWS)) await writeDiffs(tx, chunk, at);
    return {
      ...report,
      matches: matches.length,
      chunks: report.chunks + 1,
      rows: report.rows + diffs.reduce((sum, diff) => sum + diffRows(diff), 0),
    };
  });
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

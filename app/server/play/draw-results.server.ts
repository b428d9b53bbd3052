// Match results of a draw: entered (checked against the category's rules), corrected or cleared while the
// matches they feed have none; the pairs move on at once; the final's result writes the category's
// placements into `result` (ADR 0025), which the ranking, the results panel and the profiles read.
import { done, refused, type Refusal, type Result } from "~/domain/result";
import { and, eq, inArray, sql } from "drizzle-orm";
import { drawEntry, drawMatch, result } from "../../../db/schema";
import { checkCorrection, type DrawState, drawPlacements, type StoredDrawMatch } from "~/domain/draw-progress";
import { withdrawalWalkovers } from "~/domain/draw-withdrawal";
import type { MatchSlot } from "~/domain/draw-bracket";
import { parseMatchScore, type MatchScore } from "~/domain/match-result";
import { isStale, staleMatch, type StaleMatch } from "~/domain/match-version";
import { resultText } from "~/domain/result-text";
import { drawPairs } from "~/server/players";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { applyMatchChanges, drawMatchKey } from "~/server/levels";
import {
  type Actor,
  audit,
  type DrawKey,
  type DrawRow,
  drawMatches,
  withDraw,
  type MatchRow,
  storedMatch,
  withdrawnEntryIds,
} from "./draw-store.server";

export const RESULT_MESSAGES = {
  notDrawn: "Primero genera el cuadro",
  matchNotFound: "Ese partido no está en el cuadro",
  bye: "Ese partido es un pase directo: no se juega",
  pairsUnknown: "Este partido aún no tiene sus dos parejas",
  noResult: "Ese partido no tiene resultado",
} as const;

type Change = { score: MatchScore; winner: MatchSlot } | null;

/**
 * The match a form saves: `version`, the one it was opened with (refused with the match as it is now once
 * it moved on: match-version.ts); left out by writes that read the match themselves (the demo seed).
 */
export type MatchAt = { matchId: number; version?: number };

/** A refusal of a result's save; a stale version's says what the match is now. */
export type ResultRefusal = Refusal & { now?: StaleMatch["now"] };

/** Bumps a match's version: every write to its result or its pairs. */
const nextVersion = sql`${drawMatch.version} + 1`;

/** Enters (or corrects) a match's result: '6-4 3-6 10-8', 'W.O.' or '6-4 2-1 ret.' with the winner. */
export async function setMatchResult(
  actor: Actor,
  key: DrawKey,
  input: MatchAt & { score: string; winner?: MatchSlot },
  db: Db = getDb(),
): Promise<Result<undefined, ResultRefusal>> {
  return changeResult(actor, key, input, db, (row, match) => {
    const unplayable = playable(match);
    if (unplayable) return unplayable;
    const parsed = parseMatchScore(input.score, row.rules, input.winner ? (input.winner === "a" ? "team1" : "team2") : undefined);
    if (!parsed.ok) return refused(parsed.message, 400);
    return done({ score: parsed.value, winner: parsed.value.winner === "team1" ? "a" : "b" });
  });
}

/** The match's result as every reader sees it ('A / B ganan a C / D 6-3 6-4'), or null. */
async function resultNow(tx: Tx, match: MatchRow): Promise<string | null> {
  if (!match.score) return null;
  const pairs = await drawPairs([match.drawId], tx);
  const name = (entryId: number | null) => (entryId === null ? "Por definir" : (pairs.get(entryId)?.name ?? "Por definir"));
  return resultText(match.score, { team1: name(match.entryAId), team2: name(match.entryBId) });
}

function playable(match: MatchRow): Result<never> | null {
  if (match.bye) return refused(RESULT_MESSAGES.bye, 400);
  if (match.entryAId === null || match.entryBId === null) return refused(RESULT_MESSAGES.pairsUnknown, 400);
  return null;
}

/** A refusal that only means there was nothing to write: the caller ignores it, nothing was changed. */
export const NOTHING_TO_WRITE = "Nada que escribir";

/**
 * The result of a match scored with Padel Score (ADR 0027), in the same locked transaction as an
 * organiser's: `decide` sees the draw's stored result and answers the score to write, null to clear it, or
 * undefined to leave it. A draw match no longer linked to Padel Score match `liveMatchId` is left alone.
 */
export async function writeScoredResult(
  actor: Actor,
  key: DrawKey,
  input: { matchId: number; liveMatchId: string; decide: (stored: MatchScore | null) => MatchScore | null | undefined },
  db: Db = getDb(),
): Promise<Result> {
  return changeResult(actor, key, { matchId: input.matchId }, db, (_row, match) => {
    if (match.liveMatchId !== input.liveMatchId) return refused(NOTHING_TO_WRITE, 409);
    const unplayable = playable(match);
    if (unplayable) return unplayable;
    const score = input.decide(match.score);
    if (score === undefined) return refused(NOTHING_TO_WRITE, 409);
    return done(score && { score, winner: score.winner === "team1" ? "a" : "b" });
  });
}

/** Clears a match's result (allowed while the matches it feeds have none). */
export async function clearMatchResult(
  actor: Actor,
  key: DrawKey,
  at: MatchAt,
  db: Db = getDb(),
): Promise<Result<undefined, ResultRefusal>> {
  return changeResult(actor, key, at, db, (_row, match) => (match.winner === null ? refused(RESULT_MESSAGES.noResult, 400) : done(null)));
}

async function changeResult(
  actor: Actor,
  key: DrawKey,
  at: MatchAt,
  db: Db,
  decide: (row: DrawRow, match: MatchRow) => Result<Change>,
): Promise<Result<undefined, ResultRefusal>> {
  return withDraw(db, key, async (tx, row): Promise<Result<undefined, ResultRefusal>> => {
    if (row.status === "entries") return refused(RESULT_MESSAGES.notDrawn, 409);
    const rows = await drawMatches(tx, row.id);
    const match = rows.find((candidate) => candidate.id === at.matchId);
    if (!match) return refused(RESULT_MESSAGES.matchNotFound, 404);
    // Checked on the locked draw (withDraw), so of two saves from one version only the first goes through.
    if (isStale(at.version, match.version)) return staleMatch({ version: match.version, result: await resultNow(tx, match) });
    const change = decide(row, match);
    if (!change.ok) return change;
    const before = rows.map(storedMatch);
    if (match.winner !== null) {
      const allowed = checkCorrection(before, match.code, { qualifiersPerGroup: row.qualifiersPerGroup as 1 | 2 });
      if (!allowed.ok) return refused(allowed.message, 409);
    }
    const after = before.map((stored): StoredDrawMatch =>
      stored.code === match.code ? { ...stored, score: change.value?.score ?? null, winner: change.value?.winner ?? null } : stored,
    );
    await tx
      .update(drawMatch)
      .set({
        score: change.value?.score ?? null,
        winner: change.value?.winner ?? null,
        version: nextVersion,
        resultAt: change.value ? new Date() : null,
      })
      .where(eq(drawMatch.id, match.id));
    await audit(tx, actor, change.value ? "draw.result" : "draw.result.clear", row.id, {
      match: match.code,
      winner: change.value?.winner ?? null,
    });
    const walkovers = await settleDraw(tx, actor, key, row, rows, after);
    await applyMatchChanges(
      tx,
      [match.code, ...walkovers].map((code) => drawMatchKey(rows.find((r) => r.code === code)!.id)),
    );
    return done(undefined);
  });
}

/**
 * After a change to a draw's results or pairs (`after`: the matches with it; `rows`: as stored before it):
 * writes the slots the results decide (winners on, losers to the consolation, group places), the W.O.s of
 * the pairs that withdrew (docs/product.md §10.1: each match they have left, once its rival is known) and the
 * category's placements when the final is or was decided. Answers the codes of the new walkovers.
 */
export async function settleDraw(
  tx: Tx,
  actor: Actor,
  key: DrawKey,
  row: DrawRow,
  rows: readonly MatchRow[],
  after: readonly StoredDrawMatch[],
): Promise<string[]> {
  const state: DrawState = {
    format: row.format as "elimination" | "groups",
    qualifiersPerGroup: row.qualifiersPerGroup as 1 | 2,
    rules: row.rules,
    drawSeed: row.drawSeed ?? 0,
  };
  const settled = withdrawalWalkovers(after, await withdrawnEntryIds(tx, row.id), state);
  const walkovers = new Set(settled.walkovers);
  for (const match of rows) {
    const now = settled.matches.find((candidate) => candidate.code === match.code)!;
    const entryAId = now.a === null ? null : Number(now.a);
    const entryBId = now.b === null ? null : Number(now.b);
    const walkover = walkovers.has(match.code);
    if (entryAId === match.entryAId && entryBId === match.entryBId && !walkover) continue;
    // A Padel Score match scores the pairs it was started with: once they change (or a withdrawal decides
    // the match) it is no longer this match's.
    await tx
      .update(drawMatch)
      .set({
        entryAId,
        entryBId,
        liveMatchId: null,
        version: nextVersion,
        ...(walkover ? { score: now.score, winner: now.winner, resultAt: new Date() } : {}),
      })
      .where(eq(drawMatch.id, match.id));
  }
  if (settled.walkovers.length > 0) await audit(tx, actor, "draw.walkovers", row.id, { matches: settled.walkovers });
  await writePlacements(tx, actor, key, drawPlacements(rows.map(storedMatch)) !== null, settled.matches);
  return settled.walkovers;
}

/**
 * The category's placements from the final: champion, runner-up and semifinalists replace every
 * `result` row of this tournament category (hand-entered ones included: the draw is the record);
 * clearing the final's result removes the rows the draw wrote. Other categories are never touched.
 */
async function writePlacements(tx: Tx, actor: Actor, key: DrawKey, hadPlacements: boolean, after: readonly StoredDrawMatch[]) {
  const placements = drawPlacements(after);
  if (!placements && !hadPlacements) return;
  await tx
    .delete(result)
    .where(
      and(
        eq(result.tournamentId, key.tournamentId),
        eq(result.categoryType, key.categoryType),
        sql`lower(trim(${result.category})) = lower(trim(${key.category}))`,
      ),
    );
  if (!placements) return;
  const pairs = [
    { entryId: placements.champion, placement: "champion" },
    { entryId: placements.runnerUp, placement: "runner_up" },
    ...placements.semifinalists.map((entryId) => ({ entryId, placement: "semifinal" })),
  ];
  const entries = await tx
    .select({ id: drawEntry.id, player1Id: drawEntry.player1Id, player2Id: drawEntry.player2Id })
    .from(drawEntry)
    .where(
      inArray(
        drawEntry.id,
        pairs.map((pair) => Number(pair.entryId)),
      ),
    );
  await tx.insert(result).values(
    pairs.map((pair) => {
      const entry = entries.find((candidate) => candidate.id === Number(pair.entryId))!;
      return {
        tournamentId: key.tournamentId,
        categoryType: key.categoryType,
        category: key.category,
        player1Id: entry.player1Id,
        player2Id: entry.player2Id,
        placement: pair.placement,
        createdBy: actor.id,
      };
    }),
  );
}

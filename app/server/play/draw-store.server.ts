// What every draw operation shares: a category's draw row (made on first use, locked for the length
// of a write), its matches in the domain's shape, the refusal type and the audit row.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { auditLog, draw, drawEntry, drawMatch } from "../../../db/schema";
import type { CategoryType } from "~/domain/categories";
import type { GroupSplit } from "~/domain/draw-groups";
import type { StoredDrawMatch } from "~/domain/draw-progress";
import type { MatchStage } from "~/domain/play";
import type { Refusal, Result as Outcome } from "~/domain/result";
import { DEFAULT_RULES, type ScoreRules } from "~/domain/score-rules";
import type { Db, Tx } from "../infra/db.server";
import { transaction } from "../infra/changes.server";
import { playChanged } from "./play-changes.server";

/** A category of a tournament: the draw's key. */
export type DrawKey = { tournamentId: number; categoryType: CategoryType; category: string };

/** Who does it: written to audit_log and result.created_by; null for a scorer link's holder (no account). */
export type Actor = { id: string | null };

/** Best of 3, golden point, tie-break at 6-6, no super tie-break: what a new category plays unless the organiser chooses. */
export const DEFAULT_DRAW_RULES: ScoreRules = { ...DEFAULT_RULES, tieBreak: true };

export type DrawRow = typeof draw.$inferSelect;

/** The organiser's split into groups as the draw row stores it (both null: automatic). */
export function groupSplitOf(row: Pick<DrawRow, "groupCount" | "groupSize">): GroupSplit | null {
  if (row.groupCount !== null) return { kind: "count", groups: row.groupCount };
  if (row.groupSize !== null) return { kind: "size", size: row.groupSize };
  return null;
}

const keyWhere = (key: DrawKey) =>
  and(eq(draw.tournamentId, key.tournamentId), eq(draw.categoryType, key.categoryType), eq(draw.category, key.category));

export async function findDraw(db: Db, key: DrawKey): Promise<DrawRow | null> {
  const [row] = await db.select().from(draw).where(keyWhere(key));
  return row ?? null;
}

/**
 * The category's draw row, made on first use, locked (SELECT ... FOR UPDATE) until `tx` ends: two writes
 * to one category (two tabs generating at once) run one after the other, and the second sees the first.
 */
async function lockDraw(tx: Tx, key: DrawKey): Promise<DrawRow> {
  await tx
    .insert(draw)
    .values({ ...key, rules: DEFAULT_DRAW_RULES })
    .onConflictDoNothing({ target: [draw.tournamentId, draw.categoryType, draw.category] });
  const [row] = await tx.select().from(draw).where(keyWhere(key)).for("update");
  return row!;
}

/**
 * Runs `work` on the category's locked draw row in one transaction. A refusal rolls everything back
 * (the draw row made on first use included): nothing is written on bad input. Once it commits, the
 * tournament's play has changed (live pages, reminders: play-changes.server.ts).
 */
export async function withDraw<T, R extends Refusal = Refusal>(
  db: Db,
  key: DrawKey,
  work: (tx: Tx, row: DrawRow) => Promise<Outcome<T, R>>,
): Promise<Outcome<T, R>> {
  let refusal: Outcome<T, R> | null = null;
  let outcome: Outcome<T, R>;
  try {
    outcome = await transaction(db, async (tx) => {
      const outcome = await work(tx, await lockDraw(tx, key));
      if (!outcome.ok) {
        refusal = outcome;
        tx.rollback();
      }
      playChanged(tx, key.tournamentId);
      return outcome;
    });
  } catch (error) {
    if (refusal) return refusal;
    throw error;
  }
  return outcome;
}

export type MatchRow = typeof drawMatch.$inferSelect;

export async function drawMatches(db: Db, drawId: number): Promise<MatchRow[]> {
  return db.select().from(drawMatch).where(eq(drawMatch.drawId, drawId)).orderBy(drawMatch.stage, drawMatch.round, drawMatch.position);
}

/** A stored match as the domain's draw-progress rules read it (entry ids as text). */
export function storedMatch(row: MatchRow): StoredDrawMatch {
  const id = (value: number | null) => (value === null ? null : String(value));
  return {
    code: row.code,
    stage: row.stage as MatchStage,
    round: row.round,
    position: row.position,
    groupCode: row.groupCode,
    a: id(row.entryAId),
    b: id(row.entryBId),
    bye: row.bye,
    winnerTo: row.winnerTo,
    winnerSlot: row.winnerSlot as StoredDrawMatch["winnerSlot"],
    loserTo: row.loserTo,
    loserSlot: row.loserSlot as StoredDrawMatch["loserSlot"],
    feeders: row.feeders,
    score: row.score,
    winner: row.winner as StoredDrawMatch["winner"],
  };
}

export function hasResults(matches: readonly MatchRow[]): boolean {
  return matches.some((match) => match.winner !== null);
}

/**
 * Removes a draw made from entries or a format that changed: it goes back to collecting entries. Pairs that
 * withdrew while it was in play leave with it (they are in no draw to be made again).
 */
export async function undoDraw(tx: Tx, row: DrawRow) {
  if (row.status === "entries") return;
  await tx.delete(drawMatch).where(eq(drawMatch.drawId, row.id));
  await dropWithdrawnEntries(tx, row.id);
  await tx.update(draw).set({ status: "entries", drawSeed: null }).where(eq(draw.id, row.id));
}

/** Deletes the pairs that withdrew (once the matches they played are gone: a draw made again leaves them out). */
export async function dropWithdrawnEntries(tx: Tx, drawId: number) {
  await tx.delete(drawEntry).where(and(eq(drawEntry.drawId, drawId), isNotNull(drawEntry.withdrawnAt)));
}

/** The entry ids (as the domain's strings) of the pairs that withdrew from a draw in play. */
export async function withdrawnEntryIds(tx: Db, drawId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ id: drawEntry.id })
    .from(drawEntry)
    .where(and(eq(drawEntry.drawId, drawId), isNotNull(drawEntry.withdrawnAt)));
  return new Set(rows.map((row) => String(row.id)));
}

export async function audit(tx: Tx, actor: Actor, action: string, entityId: number, data: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorUserId: actor.id, action, entityType: "draw", entityId: String(entityId), data });
}

/** Marks the draw changed (its updated_at), so a page reading it sees a new version. */
export async function touchDraw(tx: Tx, drawId: number) {
  await tx
    .update(draw)
    .set({ updatedAt: sql`now()` })
    .where(eq(draw.id, drawId));
}

/** A draw's planned matches (plannedMatches of draw-progress.ts) as draw_match rows. */
export function matchValues(drawId: number, planned: readonly StoredDrawMatch[]): (typeof drawMatch.$inferInsert)[] {
  return planned.map((match) => ({
    drawId,
    code: match.code,
    stage: match.stage,
    round: match.round,
    position: match.position,
    groupCode: match.groupCode,
    entryAId: match.a === null ? null : Number(match.a),
    entryBId: match.b === null ? null : Number(match.b),
    bye: match.bye,
    winnerTo: match.winnerTo,
    winnerSlot: match.winnerSlot,
    loserTo: match.loserTo,
    loserSlot: match.loserSlot,
    feeders: [...match.feeders],
  }));
}

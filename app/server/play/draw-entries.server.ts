// A category's entries (pairs): from confirmed registrations with a partner, two individual
// registrations paired by the organiser, or two known players added by hand; withdrawn, and locked.
// One player, one pair per category (docs/product.md §10.1), checked while the draw row is locked: against
// the draw's pairs and the category's registrations not yet in it.
import { done, refused, type Result } from "~/domain/result";
import { and, eq, inArray, sql } from "drizzle-orm";
import { draw, drawEntry, player, user } from "../../../db/schema";
import { normalizeGender } from "~/domain/categories";
import { pairConflict } from "~/domain/category-pairs";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { categoryPairs, categoryRefLabel, categoryRegistrations, playerPeople } from "~/server/tournaments";
import { settleDraw } from "./draw-results.server";
import { applyMatchChanges, drawMatchKey } from "~/server/levels";
import {
  type Actor,
  audit,
  type DrawKey,
  type DrawRow,
  drawMatches,
  hasResults,
  storedMatch,
  undoDraw,
  withDraw,
} from "./draw-store.server";
import { makeDraw } from "./draws.server";

export const ENTRY_MESSAGES = {
  locked: "Las inscripciones del cuadro están cerradas. Ábrelas para cambiar las parejas.",
  played: "El cuadro ya tiene resultados: ya no se pueden cambiar las parejas.",
  published: "El cuadro está publicado: despublícalo para cambiar las parejas.",
  samePlayer: "Los jugadores deben ser distintos",
  unknownPlayer: "Ese jugador no existe",
  registrationNotFound: "Esa inscripción no está confirmada en esta categoría",
  registrationHasPartner: "Esa inscripción ya tiene pareja",
  registrationUsed: "Esa inscripción ya está en una pareja del cuadro",
  entryNotFound: "Esa pareja no está en el cuadro",
  alreadyWithdrawn: "Esa pareja ya se retiró del cuadro",
} as const;

/**
 * Whether the entries may change: not once locked, nor once a match has a result, nor while the draw is
 * published (the organiser unpublishes it first). A draft (no result yet) goes back to collecting entries:
 * its matches are removed, to be drawn again.
 */
async function openForChanges(tx: Tx, row: DrawRow): Promise<Result> {
  if (row.entriesLocked) return refused(ENTRY_MESSAGES.locked, 409);
  if (hasResults(await drawMatches(tx, row.id))) return refused(ENTRY_MESSAGES.played, 409);
  if (row.status === "published") return refused(ENTRY_MESSAGES.published, 409);
  await undoDraw(tx, row);
  return done(undefined);
}

type EntryInsert = { player1Id: number; player2Id: number; registration1Id?: number | null; registration2Id?: number | null };

/**
 * Adds the pair unless one of its players is in another pair of the category (the message names it and the
 * pair: docs/product.md §10.1). `against`: the draw's pairs only (registrations loaded one by one, earliest
 * first), or the registrations not in the draw too; a registered pair added by hand is not another pair.
 */
async function insertEntry(
  tx: Tx,
  actor: Actor,
  row: DrawRow,
  key: DrawKey,
  entry: EntryInsert,
  against: "entries" | "entries-and-registrations",
): Promise<Result<number>> {
  if (entry.player1Id === entry.player2Id) return refused(ENTRY_MESSAGES.samePlayer, 400);
  const people = await playerPeople(tx, [entry.player1Id, entry.player2Id]);
  const pairs = await categoryPairs(tx, key, {
    exceptRegistrationIds: [entry.registration1Id, entry.registration2Id].filter((id): id is number => typeof id === "number"),
    entriesOnly: against === "entries",
  });
  const taken = pairConflict([people.get(entry.player1Id)!, people.get(entry.player2Id)!], pairs, categoryRefLabel(key), {
    samePair: "allowed",
  });
  if (taken) return refused(taken, 409);
  const [created] = await tx
    .insert(drawEntry)
    .values({ drawId: row.id, ...entry })
    .returning({ id: drawEntry.id });
  await audit(tx, actor, "draw.entry.add", row.id, { entryId: created!.id, ...entry });
  return done(created!.id);
}

/** The player who is the registrant's account; one is made (named as the account) when there is none. */
async function registrantPlayer(tx: Tx, actor: Actor, userId: string): Promise<number> {
  const [own] = await tx.select({ id: player.id }).from(player).where(eq(player.userId, userId));
  if (own) return own.id;
  const [account] = await tx.select({ name: user.name, gender: user.gender }).from(user).where(eq(user.id, userId));
  const [created] = await tx
    .insert(player)
    .values({ name: account!.name, gender: normalizeGender(account!.gender), userId, createdBy: actor.id })
    .returning({ id: player.id });
  return created!.id;
}

async function usedRegistrations(tx: Db, drawId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ r1: drawEntry.registration1Id, r2: drawEntry.registration2Id })
    .from(drawEntry)
    .where(eq(drawEntry.drawId, drawId));
  return new Set(rows.flatMap((row) => [row.r1, row.r2].filter((id): id is number => id !== null)));
}

/**
 * Every confirmed registration with a partner of the category becomes an entry (once). Pairs with a
 * player already entered are skipped and counted.
 */
export async function importRegistrations(
  actor: Actor,
  key: DrawKey,
  db: Db = getDb(),
): Promise<Result<{ added: number; skipped: string[] }>> {
  return withDraw(db, key, async (tx, row) => {
    const open = await openForChanges(tx, row);
    if (!open.ok) return open;
    const used = await usedRegistrations(tx, row.id);
    let added = 0;
    const skipped: string[] = [];
    // The earliest registration of a player gets the place; a later one with the same player is skipped, named.
    for (const reg of await categoryRegistrations(tx, key, "confirmed")) {
      if (reg.partnerPlayerId === null || used.has(reg.id)) continue;
      const player1Id = await registrantPlayer(tx, actor, reg.userId);
      const entry = { player1Id, player2Id: reg.partnerPlayerId, registration1Id: reg.id };
      const outcome = await insertEntry(tx, actor, row, key, entry, "entries");
      if (outcome.ok) added++;
      else skipped.push(outcome.message);
    }
    return done({ added, skipped });
  });
}

/** Two individual registrations (no partner) of the category become one pair. */
export async function pairRegistrations(
  actor: Actor,
  key: DrawKey,
  registrationIds: readonly [number, number],
  db: Db = getDb(),
): Promise<Result<number>> {
  return withDraw(db, key, async (tx, row) => {
    const open = await openForChanges(tx, row);
    if (!open.ok) return open;
    const regs = (await categoryRegistrations(tx, key, "confirmed")).filter((reg) => registrationIds.includes(reg.id));
    if (regs.length !== 2) return refused(ENTRY_MESSAGES.registrationNotFound, 404);
    if (regs.some((reg) => reg.partnerPlayerId !== null)) return refused(ENTRY_MESSAGES.registrationHasPartner, 409);
    const used = await usedRegistrations(tx, row.id);
    if (regs.some((reg) => used.has(reg.id))) return refused(ENTRY_MESSAGES.registrationUsed, 409);
    const [first, second] = registrationIds.map((id) => regs.find((reg) => reg.id === id)!);
    const entry = {
      player1Id: await registrantPlayer(tx, actor, first!.userId),
      player2Id: await registrantPlayer(tx, actor, second!.userId),
      registration1Id: first!.id,
      registration2Id: second!.id,
    };
    return insertEntry(tx, actor, row, key, entry, "entries-and-registrations");
  });
}

/** A pair of known players added by hand (no registration). */
export async function addEntry(actor: Actor, key: DrawKey, players: readonly [number, number], db: Db = getDb()): Promise<Result<number>> {
  return withDraw(db, key, async (tx, row) => {
    const open = await openForChanges(tx, row);
    if (!open.ok) return open;
    const found = await tx
      .select({ id: player.id })
      .from(player)
      .where(inArray(player.id, [...players]));
    if (found.length !== new Set(players).size) return refused(ENTRY_MESSAGES.unknownPlayer, 400);
    return insertEntry(tx, actor, row, key, { player1Id: players[0], player2Id: players[1] }, "entries-and-registrations");
  });
}

/** What a withdrawal did: the pair left the entries (no draw in play), or it lost its matches left by W.O. */
export type Withdrawal = { left: true } | { left: false; walkovers: number };

/**
 * A pair withdraws (docs/product.md §10.1). Before the draw is in play (published, or a result entered) it
 * simply leaves: a draft is made again without it, same draw seed, matches keeping their court and time.
 * Once in play it stays in the draw, marked withdrawn: results already played stay, and every match it has
 * left becomes a W.O. for its rival (now, or once the rival is known: draw-results.server.ts's settleDraw).
 * A draw is never removed by a withdrawal.
 */
export async function withdrawEntry(actor: Actor, key: DrawKey, entryId: number, db: Db = getDb()): Promise<Result<Withdrawal>> {
  return withDraw<Withdrawal>(db, key, async (tx, row) => {
    const [entry] = await tx
      .select()
      .from(drawEntry)
      .where(and(eq(drawEntry.id, entryId), eq(drawEntry.drawId, row.id)));
    if (!entry) return refused(ENTRY_MESSAGES.entryNotFound, 404);
    if (entry.withdrawnAt) return refused(ENTRY_MESSAGES.alreadyWithdrawn, 409);
    const rows = await drawMatches(tx, row.id);
    const players = { entryId, player1Id: entry.player1Id, player2Id: entry.player2Id };
    if (row.status === "published" || hasResults(rows)) {
      await tx
        .update(drawEntry)
        .set({ withdrawnAt: sql`now()` })
        .where(eq(drawEntry.id, entryId));
      await audit(tx, actor, "draw.entry.withdraw", row.id, { ...players, inPlay: true });
      const walkovers = await settleDraw(tx, actor, key, row, rows, rows.map(storedMatch));
      await applyMatchChanges(
        tx,
        walkovers.map((code) => drawMatchKey(rows.find((r) => r.code === code)!.id)),
      );
      return done({ left: false, walkovers: walkovers.length });
    }
    if (row.entriesLocked) return refused(ENTRY_MESSAGES.locked, 409);
    await tx.delete(drawEntry).where(eq(drawEntry.id, entryId));
    await audit(tx, actor, "draw.entry.withdraw", row.id, players);
    if (row.status === "draft") {
      const made = await makeDraw(tx, actor, key, row, row.drawSeed ?? 0, { keepSchedule: true });
      // Too few pairs left for a draw: the category goes back to collecting entries.
      if (!made.ok) await undoDraw(tx, { ...row, status: "draft" });
    }
    return done({ left: true });
  });
}

export async function lockEntries(actor: Actor, key: DrawKey, locked: boolean, db: Db = getDb()): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    await tx.update(draw).set({ entriesLocked: locked }).where(eq(draw.id, row.id));
    await audit(tx, actor, locked ? "draw.entries.lock" : "draw.entries.unlock", row.id, {});
    return done(undefined);
  });
}

/** Individual registrations of the category not yet in a pair: the organiser pairs them. */
export async function unpairedRegistrations(key: DrawKey, drawId: number | null, db: Db = getDb()) {
  const regs = await categoryRegistrations(db, key, "confirmed");
  const used = drawId === null ? new Set<number>() : await usedRegistrations(db, drawId);
  const single = regs.filter((reg) => reg.partnerPlayerId === null && !used.has(reg.id));
  if (single.length === 0) return [];
  const names = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(
      inArray(
        user.id,
        single.map((reg) => reg.userId),
      ),
    );
  return single.map((reg) => ({ registrationId: reg.id, name: names.find((n) => n.id === reg.userId)?.name ?? "" }));
}

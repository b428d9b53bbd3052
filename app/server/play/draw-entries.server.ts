// A category's entries (pairs): from confirmed registrations with a partner, two individual
// registrations paired by the organiser, or two known players added by hand; withdrawn, and locked.
// A player is in at most one entry of a draw, checked while the draw row is locked.
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { draw, drawEntry, drawMatch, player, registration, user } from "../../../db/schema";
import { normalizeGender, registrationCategoryType } from "~/domain/categories";
import { sameCategory } from "~/domain/tournament-categories";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { done, refused, type Result } from "~/domain/result";
import { type Actor, audit, type DrawKey, type DrawRow, undoDraw, withDraw } from "./draw-store.server";

export const ENTRY_MESSAGES = {
  locked: "Las inscripciones del cuadro están cerradas. Ábrelas para cambiar las parejas.",
  played: "El cuadro ya tiene resultados: ya no se pueden cambiar las parejas.",
  playerTaken: (name: string) => `${name} ya está en otra pareja de esta categoría`,
  samePlayer: "Los jugadores deben ser distintos",
  unknownPlayer: "Ese jugador no existe",
  registrationNotFound: "Esa inscripción no está confirmada en esta categoría",
  registrationHasPartner: "Esa inscripción ya tiene pareja",
  registrationUsed: "Esa inscripción ya está en una pareja del cuadro",
  entryNotFound: "Esa pareja no está en el cuadro",
} as const;

/**
 * Whether the entries may change: not once locked, nor once a match has a result. A draw already made
 * (no result yet) goes back to collecting entries: its matches are removed, to be drawn again.
 */
async function openForChanges(tx: Tx, row: DrawRow): Promise<Result> {
  if (row.entriesLocked) return refused(ENTRY_MESSAGES.locked, 409);
  const [played] = await tx
    .select({ id: drawMatch.id })
    .from(drawMatch)
    .where(and(eq(drawMatch.drawId, row.id), isNotNull(drawMatch.winner)))
    .limit(1);
  if (played) return refused(ENTRY_MESSAGES.played, 409);
  await undoDraw(tx, row);
  return done(undefined);
}

/** Refuses a player already in an entry of this draw (named in the message). */
async function checkPlayersFree(tx: Tx, drawId: number, playerIds: readonly number[]): Promise<Result> {
  const taken = await tx
    .select({ player1Id: drawEntry.player1Id, player2Id: drawEntry.player2Id })
    .from(drawEntry)
    .where(
      and(eq(drawEntry.drawId, drawId), or(inArray(drawEntry.player1Id, [...playerIds]), inArray(drawEntry.player2Id, [...playerIds]))),
    );
  const busy = playerIds.find((id) => taken.some((row) => row.player1Id === id || row.player2Id === id));
  if (busy === undefined) return done(undefined);
  const [row] = await tx.select({ name: player.name }).from(player).where(eq(player.id, busy));
  return refused(ENTRY_MESSAGES.playerTaken(row?.name ?? "Un jugador"), 409);
}

type EntryInsert = { player1Id: number; player2Id: number; registration1Id?: number | null; registration2Id?: number | null };

async function insertEntry(tx: Tx, actor: Actor, row: DrawRow, entry: EntryInsert): Promise<Result<number>> {
  if (entry.player1Id === entry.player2Id) return refused(ENTRY_MESSAGES.samePlayer, 400);
  const free = await checkPlayersFree(tx, row.id, [entry.player1Id, entry.player2Id]);
  if (!free.ok) return free;
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

/** Confirmed registrations of the draw's category (lower-case type in `registration`). */
function categoryRegistrations(tx: Db, key: DrawKey) {
  return tx
    .select({
      id: registration.id,
      userId: registration.userId,
      category: registration.category,
      partnerPlayerId: registration.partnerPlayerId,
    })
    .from(registration)
    .where(
      and(
        eq(registration.tournamentId, key.tournamentId),
        eq(registration.status, "confirmada"),
        eq(registration.categoryType, registrationCategoryType(key.categoryType)),
      ),
    )
    .orderBy(registration.createdAt, registration.id)
    .then((rows) => rows.filter((row) => sameCategory(row.category, key.category)));
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
): Promise<Result<{ added: number; skipped: number }>> {
  return withDraw(db, key, async (tx, row) => {
    const open = await openForChanges(tx, row);
    if (!open.ok) return open;
    const used = await usedRegistrations(tx, row.id);
    let added = 0;
    let skipped = 0;
    for (const reg of await categoryRegistrations(tx, key)) {
      if (reg.partnerPlayerId === null || used.has(reg.id)) continue;
      const player1Id = await registrantPlayer(tx, actor, reg.userId);
      const outcome = await insertEntry(tx, actor, row, { player1Id, player2Id: reg.partnerPlayerId, registration1Id: reg.id });
      if (outcome.ok) added++;
      else skipped++;
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
    const regs = (await categoryRegistrations(tx, key)).filter((reg) => registrationIds.includes(reg.id));
    if (regs.length !== 2) return refused(ENTRY_MESSAGES.registrationNotFound, 404);
    if (regs.some((reg) => reg.partnerPlayerId !== null)) return refused(ENTRY_MESSAGES.registrationHasPartner, 409);
    const used = await usedRegistrations(tx, row.id);
    if (regs.some((reg) => used.has(reg.id))) return refused(ENTRY_MESSAGES.registrationUsed, 409);
    const [first, second] = registrationIds.map((id) => regs.find((reg) => reg.id === id)!);
    return insertEntry(tx, actor, row, {
      player1Id: await registrantPlayer(tx, actor, first!.userId),
      player2Id: await registrantPlayer(tx, actor, second!.userId),
      registration1Id: first!.id,
      registration2Id: second!.id,
    });
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
    return insertEntry(tx, actor, row, { player1Id: players[0], player2Id: players[1] });
  });
}

export async function withdrawEntry(actor: Actor, key: DrawKey, entryId: number, db: Db = getDb()): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    const [entry] = await tx
      .select()
      .from(drawEntry)
      .where(and(eq(drawEntry.id, entryId), eq(drawEntry.drawId, row.id)));
    if (!entry) return refused(ENTRY_MESSAGES.entryNotFound, 404);
    const open = await openForChanges(tx, row);
    if (!open.ok) return open;
    await tx.delete(drawEntry).where(eq(drawEntry.id, entryId));
    await audit(tx, actor, "draw.entry.withdraw", row.id, { entryId, player1Id: entry.player1Id, player2Id: entry.player2Id });
    return done(undefined);
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
  const regs = await categoryRegistrations(db, key);
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

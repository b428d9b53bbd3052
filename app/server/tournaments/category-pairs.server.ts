// Who is already in a pair of a tournament category (docs/product.md §4.3, §10.1): the pairs of its draw
// (withdrawn ones aside) and the registrations not cancelled that are in no pair of the draw yet. Read by
// registration and by every way the draw makes a pair, so one player is in one pair per category.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { draw, drawEntry, player, registration, user } from "../../../db/schema";
import { type CategoryPair, type PairPerson, personKey } from "~/domain/category-pairs";
import { type CategoryType, normalizeGender, registrationCategoryType } from "~/domain/categories";
import { sameCategory } from "~/domain/tournament-categories";
import type { Db } from "../infra/db.server";

/** A tournament category (the draw's key). */
export type CategoryRef = { tournamentId: number; categoryType: CategoryType; category: string };

/** 'Varonil 3ra', 'Mixto B'. */
export const categoryRefLabel = (ref: CategoryRef) => `${ref.categoryType} ${ref.category}`;

/** Players as pair members: known by their row and, when linked, their account. */
export async function playerPeople(db: Db, playerIds: readonly number[]): Promise<Map<number, PairPerson>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: player.id, name: player.name, gender: player.gender, userId: player.userId })
    .from(player)
    .where(inArray(player.id, [...new Set(playerIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        keys: [personKey.player(row.id), ...(row.userId ? [personKey.user(row.userId)] : [])],
        name: row.name,
        gender: normalizeGender(row.gender),
      },
    ]),
  );
}

/** Accounts as pair members: known by the account and, when they have one, their player (named as it). */
export async function userPeople(db: Db, userIds: readonly string[]): Promise<Map<string, PairPerson>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const [accounts, players] = await Promise.all([
    db.select({ id: user.id, name: user.name, gender: user.gender }).from(user).where(inArray(user.id, ids)),
    db
      .select({ id: player.id, name: player.name, gender: player.gender, userId: player.userId })
      .from(player)
      .where(inArray(player.userId, ids)),
  ]);
  return new Map(
    accounts.map((account) => {
      const own = players.find((row) => row.userId === account.id);
      return [
        account.id,
        {
          keys: [personKey.user(account.id), ...(own ? [personKey.player(own.id)] : [])],
          name: own?.name ?? account.name,
          gender: normalizeGender(own?.gender ?? account.gender),
        },
      ];
    }),
  );
}

/**
 * The category's registrations, the earliest first: the confirmed ones (what a draw is made from), or every
 * one not cancelled (who is taken in the category).
 */
export async function categoryRegistrations(db: Db, ref: CategoryRef, which: "confirmed" | "not-cancelled") {
  const rows = await db
    .select({
      id: registration.id,
      userId: registration.userId,
      category: registration.category,
      partnerPlayerId: registration.partnerPlayerId,
    })
    .from(registration)
    .where(
      and(
        eq(registration.tournamentId, ref.tournamentId),
        eq(registration.categoryType, registrationCategoryType(ref.categoryType)),
        which === "confirmed" ? eq(registration.status, "confirmada") : ne(registration.status, "cancelada"),
      ),
    )
    .orderBy(registration.createdAt, registration.id);
  return rows.filter((row) => sameCategory(row.category, ref.category));
}

/**
 * The pairs of the category: its draw's entries still playing, then the registrations (not cancelled) in no
 * entry of the draw, with their partner or alone. `exceptRegistrationIds`: registrations the new pair is
 * made from (they are not a pair of their own). `entriesOnly`: the draw's pairs alone.
 */
export async function categoryPairs(
  db: Db,
  ref: CategoryRef,
  { exceptRegistrationIds = [] as readonly number[], entriesOnly = false } = {},
): Promise<CategoryPair[]> {
  const draws = await db
    .select({ id: draw.id, category: draw.category })
    .from(draw)
    .where(and(eq(draw.tournamentId, ref.tournamentId), eq(draw.categoryType, ref.categoryType)));
  const drawIds = draws.filter((row) => sameCategory(row.category, ref.category)).map((row) => row.id);
  const entries = drawIds.length
    ? await db
        .select({
          player1Id: drawEntry.player1Id,
          player2Id: drawEntry.player2Id,
          registration1Id: drawEntry.registration1Id,
          registration2Id: drawEntry.registration2Id,
        })
        .from(drawEntry)
        .where(and(inArray(drawEntry.drawId, drawIds), isNull(drawEntry.withdrawnAt)))
    : [];
  const inEntries = new Set(entries.flatMap((entry) => [entry.registration1Id, entry.registration2Id]));
  const registrations = entriesOnly
    ? []
    : (await categoryRegistrations(db, ref, "not-cancelled")).filter(
        (row) => !inEntries.has(row.id) && !exceptRegistrationIds.includes(row.id),
      );
  const players = await playerPeople(db, [
    ...entries.flatMap((entry) => [entry.player1Id, entry.player2Id]),
    ...registrations.flatMap((row) => (row.partnerPlayerId === null ? [] : [row.partnerPlayerId])),
  ]);
  const accounts = await userPeople(
    db,
    registrations.map((row) => row.userId),
  );
  return [
    ...entries.map((entry): CategoryPair => [players.get(entry.player1Id)!, players.get(entry.player2Id)!]),
    ...registrations.map((row): CategoryPair =>
      row.partnerPlayerId === null ? [accounts.get(row.userId)!] : [accounts.get(row.userId)!, players.get(row.partnerPlayerId)!],
    ),
  ];
}

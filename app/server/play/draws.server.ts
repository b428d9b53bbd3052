// A category's draw: its format and match rules, the organiser's seeds, making (and making again) the
// draw from the entries, and publishing it. Each write locks the draw row first (draw-store.server.ts).
import { done, refused, type Result } from "~/domain/result";
import { webcrypto } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { draw, drawEntry, drawMatch } from "../../../db/schema";
import { GENDERS, type Gender, RANKING_CATEGORIES, type RankingCategory } from "~/domain/categories";
import { splitGroups } from "~/domain/draw-groups";
import { plannedMatches } from "~/domain/draw-progress";
import { type SeedBy, seedEntries, type SeedRatings } from "~/domain/draw-seeding";
import { sameCategory } from "~/domain/tournament-categories";
import type { DrawSettingsValues } from "~/lib/schemas/play";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { applyMatchChanges, drawMatchKey } from "~/server/levels";
import { rankingFor } from "~/server/players";
import { ratingsOf, startingRating } from "~/server/levels";
import { queueDrawPublished } from "./match-reminders.server";
import {
  type Actor,
  audit,
  type DrawKey,
  drawMatches,
  type DrawRow,
  groupSplitOf,
  dropWithdrawnEntries,
  hasResults,
  matchValues,
  undoDraw,
  withDraw,
  withdrawnEntryIds,
} from "./draw-store.server";

/** A new category's format and rules: elimination, best of 3, golden point, tie-break at 6-6. */
export const DEFAULT_DRAW_SETTINGS = {
  format: "elimination",
  qualifiersPerGroup: 1,
  groupSplit: null,
  consolation: false,
  numberOfSets: 3,
  deuceRule: "golden",
  tieBreak: true,
  superTieBreak: false,
} as const satisfies DrawSettingsValues;

export const DRAW_MESSAGES = {
  hasResults: "El cuadro ya tiene resultados: no se puede volver a sortear. Borra primero los resultados.",
  settingsAfterResults: "El cuadro ya tiene resultados: el formato y las reglas ya no se pueden cambiar.",
  notDrawn: "Primero genera el cuadro",
  notPublished: "El cuadro no está publicado",
  unpublishAfterResults: "El cuadro ya tiene resultados: ya no se puede despublicar.",
  entryNotFound: "Esa pareja no está en el cuadro",
  seedTooHigh: (count: number) => `El preclasificado debe ser un número del 1 al ${count}`,
  seedTaken: (seed: number) => `Otra pareja ya tiene el preclasificado ${seed}`,
} as const;

/**
 * Format, groups' qualifiers and split, consolation and match rules; refused once a match has a result,
 * and a number of groups or group size the pairs entered now cannot make (splitGroups). A draw already
 * made in another shape (format, qualifiers, split, consolation) is removed, to be made again.
 */
export async function saveDrawSettings(actor: Actor, key: DrawKey, values: DrawSettingsValues, db: Db = getDb()): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    if (hasResults(await drawMatches(tx, row.id))) return refused(DRAW_MESSAGES.settingsAfterResults, 409);
    const split = values.format === "groups" ? values.groupSplit : null;
    if (split) {
      const entries = await tx
        .select({ id: drawEntry.id })
        .from(drawEntry)
        .where(and(eq(drawEntry.drawId, row.id), isNull(drawEntry.withdrawnAt)));
      const sizes = splitGroups(entries.length, split);
      if (!sizes.ok) return refused(sizes.message, 400);
    }
    const groupCount = split?.kind === "count" ? split.groups : null;
    const groupSize = split?.kind === "size" ? split.size : null;
    const rules = {
      numberOfSets: values.numberOfSets,
      deuceRule: values.deuceRule,
      tieBreak: values.tieBreak,
      superTieBreak: values.numberOfSets === 3 && values.superTieBreak,
    };
    await tx
      .update(draw)
      .set({
        format: values.format,
        qualifiersPerGroup: values.qualifiersPerGroup,
        groupCount,
        groupSize,
        consolation: values.consolation,
        rules,
      })
      .where(eq(draw.id, row.id));
    const reshaped =
      row.format !== values.format ||
      row.qualifiersPerGroup !== values.qualifiersPerGroup ||
      row.groupCount !== groupCount ||
      row.groupSize !== groupSize ||
      row.consolation !== values.consolation;
    if (reshaped) await undoDraw(tx, row);
    await audit(tx, actor, "draw.settings", row.id, { ...values, groupSplit: split });
    return done(undefined);
  });
}

/** The organiser's seed for an entry (undefined clears it), used the next time the draw is made. */
export async function setSeedOverride(
  actor: Actor,
  key: DrawKey,
  entryId: number,
  seed: number | undefined,
  db: Db = getDb(),
): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    const entries = await tx.select().from(drawEntry).where(eq(drawEntry.drawId, row.id));
    if (!entries.some((entry) => entry.id === entryId)) return refused(DRAW_MESSAGES.entryNotFound, 404);
    if (seed !== undefined && seed > entries.length) return refused(DRAW_MESSAGES.seedTooHigh(entries.length), 400);
    if (seed !== undefined && entries.some((entry) => entry.id !== entryId && entry.seedOverride === seed)) {
      return refused(DRAW_MESSAGES.seedTaken(seed), 400);
    }
    await tx
      .update(drawEntry)
      .set({ seedOverride: seed ?? null })
      .where(eq(drawEntry.id, entryId));
    await audit(tx, actor, "draw.seed", row.id, { entryId, seed: seed ?? null });
    return done(undefined);
  });
}

/** The category's ranking (players' points), empty for categories without one (Mixto, 50+). */
async function categoryRanking(tx: Tx, key: DrawKey) {
  const gender = GENDERS.find((g) => g === key.categoryType) as Gender | undefined;
  const category = RANKING_CATEGORIES.find((c) => sameCategory(c, key.category)) as RankingCategory | undefined;
  if (!gender || !category) return [];
  return rankingFor({ gender, category }, tx);
}

/** The entries' players' ratings for seeding by level; a player without one starts from the category. */
async function entryRatings(tx: Tx, key: DrawKey, entries: readonly { player1Id: number; player2Id: number }[]): Promise<SeedRatings> {
  const ratings = await ratingsOf(
    tx,
    entries.flatMap((entry) => [entry.player1Id, entry.player2Id]),
  );
  return { ratings: new Map([...ratings].map(([id, rating]) => [String(id), rating])), unrated: startingRating(key.category) };
}

function newDrawSeed(): number {
  return webcrypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * Makes the draw from the entries: seeds by ranking points, or by level when the organiser asks (ties by
 * a new random draw seed, kept with the draw, as is what it was seeded by), the organiser's seeds over
 * them, then the elimination or group stage of the category's format, stored as its matches. Again while
 * no match has a result; the draw goes back to 'draft' (seen by its editors only) until published.
 */
export async function generateDraw(
  actor: Actor,
  key: DrawKey,
  db: Db = getDb(),
  drawSeed: number = newDrawSeed(),
  seedBy: SeedBy = "points",
): Promise<Result<{ drawId: number }>> {
  return withDraw(db, key, async (tx, row) => {
    if (hasResults(await drawMatches(tx, row.id))) return refused(DRAW_MESSAGES.hasResults, 409);
    if (row.seedBy !== seedBy) await tx.update(draw).set({ seedBy }).where(eq(draw.id, row.id));
    const made = await makeDraw(tx, actor, key, { ...row, seedBy }, drawSeed);
    return made.ok ? done({ drawId: row.id }) : made;
  });
}

/**
 * Makes (or makes again) the draw of the locked row as a draft, from its entries; pairs that withdrew are
 * left out (and deleted). `keepSchedule`: matches made again under the same code keep their court and time
 * (a draft made again after a pair left, docs/product.md §10.1); byes never have one.
 */
export async function makeDraw(
  tx: Tx,
  actor: Actor,
  key: DrawKey,
  row: DrawRow,
  drawSeed: number,
  { keepSchedule = false } = {},
): Promise<Result> {
  const slots = keepSchedule
    ? new Map(
        (await drawMatches(tx, row.id))
          .filter((match) => match.day !== null)
          .map((match) => [match.code, { courtId: match.courtId, day: match.day, startTime: match.startTime, slotFixed: match.slotFixed }]),
      )
    : new Map();
  await tx.delete(drawMatch).where(eq(drawMatch.drawId, row.id));
  await dropWithdrawnEntries(tx, row.id);
  const entries = await tx.select().from(drawEntry).where(eq(drawEntry.drawId, row.id)).orderBy(drawEntry.id);
  const seeding = seedEntries({
    entries: entries.map((entry) => ({ id: String(entry.id), playerIds: [String(entry.player1Id), String(entry.player2Id)] as const })),
    ranking: await categoryRanking(tx, key),
    drawSeed,
    ...(row.seedBy === "level" ? { levels: await entryRatings(tx, key, entries) } : {}),
    overrides: entries.flatMap((entry) =>
      // An organiser's seed above the pairs left (one withdrew) no longer exists.
      entry.seedOverride === null || entry.seedOverride > entries.length ? [] : [{ entryId: String(entry.id), seed: entry.seedOverride }],
    ),
  });
  if (!seeding.ok) return refused(seeding.message, 400);
  const seeded = seeding.value.seeds.map((seed) => seed.entryId);
  const planned = plannedMatches(seeded, {
    format: row.format as "elimination" | "groups",
    qualifiersPerGroup: row.qualifiersPerGroup as 1 | 2,
    groupSplit: groupSplitOf(row),
    consolation: row.consolation,
  });
  if (!planned.ok) return refused(planned.message, 400);
  for (const seed of seeding.value.seeds) {
    await tx
      .update(drawEntry)
      .set({ seed: seed.seed })
      .where(and(eq(drawEntry.id, Number(seed.entryId)), eq(drawEntry.drawId, row.id)));
  }
  const values = matchValues(row.id, planned.value).map((match) => (match.bye ? match : { ...match, ...slots.get(match.code!) }));
  await tx.insert(drawMatch).values(values);
  await tx.update(draw).set({ status: "draft", drawSeed }).where(eq(draw.id, row.id));
  await audit(tx, actor, "draw.generate", row.id, { drawSeed, entries: seeded.length, format: row.format, seedBy: row.seedBy });
  return done(undefined);
}

/**
 * Everyone may see the draw from now on; its players are told by WhatsApp unless `tellPlayers` is false
 * (the demo seed's draws were published before the site existed).
 */
export async function publishDraw(actor: Actor, key: DrawKey, db: Db = getDb(), { tellPlayers = true } = {}): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    if (row.status === "entries") return refused(DRAW_MESSAGES.notDrawn, 409);
    await tx.update(draw).set({ status: "published" }).where(eq(draw.id, row.id));
    // Results entered on the draft count for levels from now on (only published draws' matches do).
    if (row.status !== "published") {
      const played = (await drawMatches(tx, row.id)).filter((match) => match.score !== null && !match.bye);
      await applyMatchChanges(
        tx,
        played.map((match) => drawMatchKey(match.id)),
      );
    }
    await audit(tx, actor, "draw.publish", row.id, {});
    if (row.status !== "published" && tellPlayers) await queueDrawPublished(tx, row);
    return done(undefined);
  });
}

/**
 * Takes a published draw back to a draft (its editors only) while no match has a result (docs/product.md
 * §10.1). A pair that withdrew from it is left out: the draft is made again without it, same draw seed.
 */
export async function unpublishDraw(actor: Actor, key: DrawKey, db: Db = getDb()): Promise<Result> {
  return withDraw(db, key, async (tx, row) => {
    if (row.status !== "published") return refused(DRAW_MESSAGES.notPublished, 409);
    if (hasResults(await drawMatches(tx, row.id))) return refused(DRAW_MESSAGES.unpublishAfterResults, 409);
    await tx.update(draw).set({ status: "draft" }).where(eq(draw.id, row.id));
    await audit(tx, actor, "draw.unpublish", row.id, {});
    if ((await withdrawnEntryIds(tx, row.id)).size > 0) {
      const made = await makeDraw(tx, actor, key, row, row.drawSeed ?? newDrawSeed(), { keepSchedule: true });
      if (!made.ok) return made;
    }
    return done(undefined);
  });
}

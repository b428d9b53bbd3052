// Queries and writes of the profile page and of player linking ('Conectar', '¿Eres tú?').
import { and, count, eq, ne, or } from "drizzle-orm";
import { isUniqueViolation } from "../../../db/errors";
import { done, type Refusal, type Result, refused, refusedWith } from "~/domain/result";
import { player, playerClaim, playerReport, result, user } from "../../../db/schema";
import { recordChange } from "../infra/changes.server";
import { getDb } from "../infra/db.server";

export type LinkedPlayer = { id: number; name: string; handle: string | null; image: string | null; titles: number };

export type Profile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  image: string | null;
  role: string;
  /** WhatsApp match reminders (issue 20). */
  matchReminders: boolean;
  player: LinkedPlayer | null;
};

/** Titles (championships) of a player, in any position of the pair. */
export async function titlesOf(playerId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(result)
    .where(and(eq(result.placement, "champion"), or(eq(result.player1Id, playerId), eq(result.player2Id, playerId))));
  return row?.n ?? 0;
}

export async function getProfile(userId: string): Promise<Profile | null> {
  const db = getDb();
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) return null;
  const [linked] = await db
    .select({ id: player.id, name: player.name, handle: player.handle, image: player.image })
    .from(player)
    .where(eq(player.userId, userId))
    .limit(1);
  const [first = "", ...rest] = row.name.split(" ");
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? first,
    lastName: row.lastName ?? rest.join(" "),
    phone: row.phone,
    image: row.image,
    role: row.role,
    matchReminders: row.matchReminders,
    player: linked ? { ...linked, titles: await titlesOf(linked.id) } : null,
  };
}

export async function updateProfile(
  userId: string,
  values: { firstName: string; lastName: string; phone: string | null; image?: string | null },
): Promise<void> {
  await getDb()
    .update(user)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      name: `${values.firstName} ${values.lastName}`,
      phone: values.phone,
      ...(values.image !== undefined ? { image: values.image } : {}),
    })
    .where(eq(user.id, userId));
}

/** Why a link is refused, each with its Spanish message. */
const LINK_REFUSALS = {
  not_found: "No encontramos un jugador con ese Instagram.",
  taken: "Este perfil de jugador ya está conectado a otra cuenta.",
  rejected: "Un administrador rechazó tu solicitud para este perfil.",
} as const;

export type LinkResult = Result<undefined, Refusal & { reason: keyof typeof LINK_REFUSALS }>;

const linkRefused = (reason: keyof typeof LINK_REFUSALS) => refusedWith({ reason, message: LINK_REFUSALS[reason] });

/**
 * Links account `userId` to player `playerId` (the player's page becomes theirs), replacing any
 * player it was linked to, and records the claim for administrators. Refused when another account is
 * already linked to the player, or when an administrator rejected this user's claim on it before.
 */
export async function linkPlayer(userId: string, playerId: number): Promise<LinkResult> {
  try {
    return await getDb().transaction(async (tx) => {
      const [target] = await tx.select({ id: player.id, userId: player.userId }).from(player).where(eq(player.id, playerId)).for("update");
      if (!target) return linkRefused("not_found");
      if (target.userId === userId) return done();
      if (target.userId !== null) return linkRefused("taken");
      const [previous] = await tx
        .select({ status: playerClaim.status })
        .from(playerClaim)
        .where(and(eq(playerClaim.playerId, playerId), eq(playerClaim.userId, userId)));
      if (previous?.status === "rechazada") return linkRefused("rejected");
      await tx
        .update(player)
        .set({ userId: null })
        .where(and(eq(player.userId, userId), ne(player.id, playerId)));
      await tx.update(player).set({ userId }).where(eq(player.id, playerId));
      if (!previous) await tx.insert(playerClaim).values({ playerId, userId });
      return done();
    });
  } catch (error) {
    // Another account took the player between our read and our write.
    if (isUniqueViolation(error)) return linkRefused("taken");
    throw error;
  }
}

/** Links to the player with Instagram handle `handle` (already normalised). */
export async function linkPlayerByHandle(userId: string, handle: string): Promise<LinkResult> {
  const [found] = await getDb().select({ id: player.id }).from(player).where(eq(player.handle, handle)).limit(1);
  return found ? linkPlayer(userId, found.id) : linkRefused("not_found");
}

/** 'Desconectar': the account is no longer linked to any player. Returns whether it was. */
export async function unlinkPlayer(userId: string): Promise<boolean> {
  const rows = await getDb().update(player).set({ userId: null }).where(eq(player.userId, userId)).returning({ id: player.id });
  return rows.length > 0;
}

/**
 * 'Este perfil no es mío' (docs/product.md §6.3): records a report for administrators. When the reporter
 * is the account linked to the player, the link is undone at once (it is theirs to undo, as 'Desconectar').
 */
export async function reportPlayerLink(reporterId: string, playerId: number, message: string): Promise<Result<"reported" | "unlinked">> {
  try {
    return await getDb().transaction(async (tx) => {
      const [target] = await tx.select({ userId: player.userId }).from(player).where(eq(player.id, playerId)).for("update");
      if (!target) return refused("El jugador ya no existe.", 404);
      await tx.insert(playerReport).values({ playerId, reporterId, linkedUserId: target.userId, message });
      if (target.userId !== reporterId) return done("reported" as const);
      await tx.update(player).set({ userId: null }).where(eq(player.id, playerId));
      return done("unlinked" as const);
    });
  } catch (error) {
    // An open report of this reporter on this player already exists.
    if (isUniqueViolation(error, "player_report_open_unique")) return refused("Un administrador ya tiene tu reporte sobre este perfil.");
    throw error;
  }
}

/** The topic of a change to who gets a player's WhatsApp match reminders (their switch or their phone); the key is the user's id. */
export const REMINDER_PREFERENCE_CHANGED = "reminder-preference";

export function reminderPreferenceChanged(userId: string): void {
  recordChange(getDb(), { topic: REMINDER_PREFERENCE_CHANGED, key: userId, public: false });
}

/** Turns the account's reminders on or off; its pending ones are queued or cancelled once it commits. False when the account is gone. */
export async function setMatchReminders(userId: string, enabled: boolean): Promise<boolean> {
  const updated = await getDb()
    .update(user)
    .set({ matchReminders: enabled, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  if (updated.length === 0) return false;
  reminderPreferenceChanged(userId);
  return true;
}

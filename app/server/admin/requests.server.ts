import { and, desc, eq, type SQL } from "drizzle-orm";
import { auditLog, player, playerClaim, request, user } from "../../../db/schema";
import { REVIEW_DECISIONS, type RequestFilters, type ReviewDecision } from "~/domain/requests";
import { done, refused, type Result } from "~/domain/result";
import { getDb } from "../infra/db.server";

/** Solicitudes, newest first, with the tab's optional estado and tipo filters (docs/product.md §11.4). */
export async function listRequests(filters: RequestFilters) {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(request.status, filters.status));
  if (filters.type) where.push(eq(request.type, filters.type));
  return getDb()
    .select()
    .from(request)
    .where(and(...where))
    .orderBy(desc(request.createdAt), desc(request.id));
}

export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

// A review's refusals: the Spanish reason after 'Error al actualizar solicitud: '.
const NOT_FOUND = refused("La solicitud no existe.", 404);
const NOT_PENDING = refused("La solicitud ya fue revisada; solo se pueden aprobar o rechazar solicitudes pendientes.", 409);

/**
 * Player profile claims ('¿Eres tú?', ADR 0006): the link is made at once and recorded as a pending
 * claim; administrators review them beside the solicitudes. Newest first, optional estado filter.
 */
export async function listPlayerClaims(filters: Pick<RequestFilters, "status">) {
  return getDb()
    .select({
      id: playerClaim.id,
      status: playerClaim.status,
      createdAt: playerClaim.createdAt,
      updatedAt: playerClaim.updatedAt,
      player: { id: player.id, name: player.name, handle: player.handle, linkedUserId: player.userId },
      user: { id: user.id, name: user.name, email: user.email },
    })
    .from(playerClaim)
    .innerJoin(player, eq(player.id, playerClaim.playerId))
    .innerJoin(user, eq(user.id, playerClaim.userId))
    .where(filters.status ? eq(playerClaim.status, filters.status) : undefined)
    .orderBy(desc(playerClaim.createdAt), desc(playerClaim.id));
}

export type PlayerClaimRow = Awaited<ReturnType<typeof listPlayerClaims>>[number];

/**
 * Approves a pending claim (the link stays) or rejects it: the player is unlinked from that account,
 * which cannot claim it again (linkPlayer refuses a rejected claim).
 */
export async function reviewPlayerClaim(id: number, decision: ReviewDecision, actorId: string): Promise<Result> {
  const status = REVIEW_DECISIONS[decision];
  return getDb().transaction(async (tx) => {
    const [claim] = await tx
      .update(playerClaim)
      .set({ status, reviewedBy: actorId, updatedAt: new Date() })
      .where(and(eq(playerClaim.id, id), eq(playerClaim.status, "pendiente")))
      .returning({ playerId: playerClaim.playerId, userId: playerClaim.userId });
    if (!claim) {
      const [exists] = await tx.select({ id: playerClaim.id }).from(playerClaim).where(eq(playerClaim.id, id));
      return exists ? NOT_PENDING : NOT_FOUND;
    }
    if (status === "rechazada") {
      await tx
        .update(player)
        .set({ userId: null })
        .where(and(eq(player.id, claim.playerId), eq(player.userId, claim.userId)));
    }
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: `player_claim.${decision}`,
      entityType: "player_claim",
      entityId: String(id),
      data: { status, ...claim },
    });
    return done();
  });
}

/**
 * Approves or rejects a pending solicitud (docs/product.md §11.4), setting updated_at, with an audit entry. The
 * pending check is part of the UPDATE, so two admins reviewing at once cannot both succeed.
 */
export async function reviewRequest(id: number, decision: ReviewDecision, actorId: string): Promise<Result> {
  const status = REVIEW_DECISIONS[decision];
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(request)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(request.id, id), eq(request.status, "pendiente")))
      .returning({ id: request.id });
    if (!updated) {
      const [exists] = await tx.select({ id: request.id }).from(request).where(eq(request.id, id));
      return exists ? NOT_PENDING : NOT_FOUND;
    }
    await tx
      .insert(auditLog)
      .values({ actorUserId: actorId, action: `request.${decision}`, entityType: "request", entityId: String(id), data: { status } });
    return done();
  });
}

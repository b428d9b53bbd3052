import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, player, playerClaim, playerReport, request, user } from "../../../db/schema";
import { REVIEW_DECISIONS, type RequestFilters, type ReviewDecision } from "~/domain/requests";
import { done, refused, type Result } from "~/domain/result";
import type { Tx } from "../infra/db.server";
import { getDb } from "../infra/db.server";

/** At most this many rows of an admin list are sent at once. */
export const ADMIN_LIST_LIMIT = 50;

/**
 * One page (?pagina=N, ADMIN_LIST_LIMIT rows) of the solicitudes, newest first, with the tab's optional
 * estado and tipo filters (docs/product.md §11.4), and their total.
 */
export async function listRequests(filters: RequestFilters, requestedPage = 1) {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(request.status, filters.status));
  if (filters.type) where.push(eq(request.type, filters.type));
  const db = getDb();
  const [counted] = await db
    .select({ n: count() })
    .from(request)
    .where(and(...where));
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_LIST_LIMIT));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const rows = await db
    .select()
    .from(request)
    .where(and(...where))
    .orderBy(desc(request.createdAt), desc(request.id))
    .limit(ADMIN_LIST_LIMIT)
    .offset((page - 1) * ADMIN_LIST_LIMIT);
  return { rows, total, page, pageCount };
}

export type RequestRow = Awaited<ReturnType<typeof listRequests>>["rows"][number];

// A review's refusals: the Spanish reason after 'Error al actualizar solicitud: '.
const NOT_FOUND = refused("La solicitud no existe.", 404);
const NOT_PENDING = refused("La solicitud ya fue revisada; solo se pueden aprobar o rechazar solicitudes pendientes.", 409);

/**
 * Player profile claims ('¿Eres tú?', ADR 0006): the link is made at once and recorded as a pending
 * claim; administrators review them beside the solicitudes. The newest ADMIN_LIST_LIMIT, optional estado filter.
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
    .orderBy(desc(playerClaim.createdAt), desc(playerClaim.id))
    .limit(ADMIN_LIST_LIMIT);
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

const reporter = alias(user, "reporter");
const linkedUser = alias(user, "linked_user");

/** 'Este perfil no es mío' reports (docs/product.md §6.3), open ones first, then newest. */
export async function listPlayerReports() {
  return getDb()
    .select({
      id: playerReport.id,
      status: playerReport.status,
      message: playerReport.message,
      createdAt: playerReport.createdAt,
      player: { id: player.id, name: player.name, handle: player.handle, linkedUserId: player.userId },
      reporter: { id: reporter.id, name: reporter.name, email: reporter.email },
      linkedUser: { id: linkedUser.id, name: linkedUser.name, email: linkedUser.email },
    })
    .from(playerReport)
    .innerJoin(player, eq(player.id, playerReport.playerId))
    .innerJoin(reporter, eq(reporter.id, playerReport.reporterId))
    .leftJoin(linkedUser, eq(linkedUser.id, player.userId))
    .orderBy(desc(eq(playerReport.status, "pendiente")), desc(playerReport.createdAt), desc(playerReport.id))
    .limit(ADMIN_LIST_LIMIT);
}

export type PlayerReportRow = Awaited<ReturnType<typeof listPlayerReports>>[number];

async function closeReports(tx: Tx, playerId: number, actorId: string) {
  await tx
    .update(playerReport)
    .set({ status: "atendido", reviewedBy: actorId, updatedAt: new Date() })
    .where(and(eq(playerReport.playerId, playerId), eq(playerReport.status, "pendiente")));
}

/**
 * 'Deshacer vinculación' (docs/product.md §6.3): the player is no longer linked to its account, whose claim
 * becomes 'rechazada' (it cannot claim the player again), and the player's open reports are attended to.
 */
export async function undoPlayerLink(playerId: number, actorId: string): Promise<Result> {
  return getDb().transaction(async (tx) => {
    const [target] = await tx.select({ userId: player.userId }).from(player).where(eq(player.id, playerId)).for("update");
    if (!target) return refused("El jugador ya no existe.", 404);
    if (target.userId === null) return refused("El perfil ya no está conectado a ninguna cuenta.");
    const userId = target.userId;
    await tx.update(player).set({ userId: null }).where(eq(player.id, playerId));
    await tx
      .insert(playerClaim)
      .values({ playerId, userId, status: "rechazada", reviewedBy: actorId })
      .onConflictDoUpdate({
        target: [playerClaim.playerId, playerClaim.userId],
        set: { status: "rechazada", reviewedBy: actorId, updatedAt: new Date() },
      });
    await closeReports(tx, playerId, actorId);
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: "player.unlink",
      entityType: "player",
      entityId: String(playerId),
      data: { userId },
    });
    return done();
  });
}

/** 'Marcar como atendido': the report is closed and the link left as it is. False when there is no open report. */
export async function closePlayerReport(id: number, actorId: string): Promise<boolean> {
  const rows = await getDb()
    .update(playerReport)
    .set({ status: "atendido", reviewedBy: actorId, updatedAt: new Date() })
    .where(and(eq(playerReport.id, id), eq(playerReport.status, "pendiente")))
    .returning({ id: playerReport.id });
  return rows.length > 0;
}

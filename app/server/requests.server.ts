import { and, desc, eq, type SQL } from "drizzle-orm";
import { auditLog, request } from "../../db/schema";
import { REVIEW_DECISIONS, type RequestFilters, type ReviewDecision } from "~/domain/requests";
import { getDb } from "./db.server";

/** Solicitudes, newest first, with the tab's optional estado and tipo filters (001 §7). */
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

export type ReviewOutcome = "updated" | "not_found" | "not_pending";

/**
 * Approves or rejects a pending solicitud (001 §4), setting updated_at, with an audit entry. The
 * pending check is part of the UPDATE, so two admins reviewing at once cannot both succeed.
 */
export async function reviewRequest(id: number, decision: ReviewDecision, actorId: string): Promise<ReviewOutcome> {
  const status = REVIEW_DECISIONS[decision];
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(request)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(request.id, id), eq(request.status, "pendiente")))
      .returning({ id: request.id });
    if (!updated) {
      const [exists] = await tx.select({ id: request.id }).from(request).where(eq(request.id, id));
      return exists ? "not_pending" : "not_found";
    }
    await tx.insert(auditLog).values({ actorUserId: actorId, action: `request.${decision}`, entityType: "request", entityId: String(id), data: { status } });
    return "updated";
  });
}

/** The Spanish reason after 'Error al actualizar solicitud: '. */
export const REVIEW_REFUSALS: Record<Exclude<ReviewOutcome, "updated">, string> = {
  not_found: "La solicitud no existe.",
  not_pending: "La solicitud ya fue revisada; solo se pueden aprobar o rechazar solicitudes pendientes.",
};

// Who may edit a social event (issue 32): administrators, its creator and the organisers added to it,
// as tournaments. Signing up and leaving are for any signed-in user.
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { socialEvent, socialEventOrganizer } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import { isAdmin, requireUser, type RequestArgs, type SessionUser } from "~/server/accounts";

export async function canEditSocialEvent(user: SessionUser | null, eventId: number): Promise<boolean> {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const db = getDb();
  const [created] = await db
    .select({ id: socialEvent.id })
    .from(socialEvent)
    .where(and(eq(socialEvent.id, eventId), eq(socialEvent.createdBy, user.id)))
    .limit(1);
  if (created) return true;
  const [organizer] = await db
    .select({ userId: socialEventOrganizer.userId })
    .from(socialEventOrganizer)
    .where(and(eq(socialEventOrganizer.eventId, eventId), eq(socialEventOrganizer.userId, user.id)))
    .limit(1);
  return organizer !== undefined;
}

/** The event's editor, else 401 (anonymous) or 403. */
export async function requireSocialEditor(args: RequestArgs, eventId: number): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!(await canEditSocialEvent(user, eventId))) throw data("No tienes permiso para realizar esta acción.", { status: 403 });
  return user;
}

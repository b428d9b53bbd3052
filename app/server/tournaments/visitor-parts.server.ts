// The visitor's own parts of the public pages (ADR 0036), answered by /api/yo and never cached: the pages
// themselves are shared by every member (the page cache's "members" copy holds nothing personal).
import { eq } from "drizzle-orm";
import { favorite, player, registration } from "../../../db/schema";
import type { SessionUser } from "~/server/accounts";
import { getDb } from "~/server/infra/db.server";
import { registrantProfile } from "./tournaments.server";

export async function visitorParts(user: SessionUser) {
  const db = getDb();
  const [linked, favorites, registrations, profile] = await Promise.all([
    db.select({ id: player.id }).from(player).where(eq(player.userId, user.id)).limit(1),
    db.select({ playerId: favorite.playerId }).from(favorite).where(eq(favorite.userId, user.id)),
    db.selectDistinct({ tournamentId: registration.tournamentId }).from(registration).where(eq(registration.userId, user.id)),
    registrantProfile(user.id),
  ]);
  return {
    name: user.name,
    /** The player profile linked to the account: 'Este eres tú', 'Mis partidos', the score links of their matches. */
    playerId: linked[0]?.id ?? null,
    favorites: favorites.map((row) => row.playerId),
    /** Tournaments the user has a registration in (any status): 'Ya estás inscrito'. */
    registeredTournaments: registrations.map((row) => row.tournamentId),
    /** What the registration sheet shows and starts from. */
    profile,
  };
}

export type VisitorParts = Awaited<ReturnType<typeof visitorParts>>;

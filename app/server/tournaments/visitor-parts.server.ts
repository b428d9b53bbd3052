// The visitor's own parts of the public pages (ADR 0036), answered by /api/yo and never cached: the pages
// themselves are shared by every member (the page cache's "members" copy holds nothing personal).
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { favorite, player, registration } from "../../../db/schema";
import { sessionToken, type SessionUser } from "~/server/accounts";
import { getConfig } from "~/server/infra/config.server";
import { getDb } from "~/server/infra/db.server";
import { publicDataVersion } from "~/server/infra/public-data.server";
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

/**
 * Each session's answer, kept while the public data version is the same (a favourite, a registration, a
 * claim or a profile edit through the site bumps it) and for PAGE_CACHE_MAX_AGE at most: every page a
 * member loads asks, and five queries a page would cost more than the page itself. Signing out forgets
 * the session's answer in this process; another process keeps it until the version or the age ends it.
 */
let kept: LRUCache<string, { version: number; parts: VisitorParts | null }> | undefined;

function keptParts() {
  kept ??= new LRUCache({ max: 20_000, ttl: getConfig().PAGE_CACHE_MAX_AGE * 1000 });
  return kept;
}

/** The parts of the visitor whose Cookie header is `cookie` (null: nobody signed in); `user` looks the session up. */
export async function visitorPartsOf(cookie: string | null, user: () => Promise<SessionUser | null>): Promise<VisitorParts | null> {
  const token = sessionToken(cookie);
  if (!token) return null;
  const version = publicDataVersion();
  const known = keptParts().get(token);
  if (known?.version === version) return known.parts;
  const signedIn = await user();
  const parts = signedIn ? await visitorParts(signedIn) : null;
  if (version === publicDataVersion()) keptParts().set(token, { version, parts });
  return parts;
}

/** Forgets a session's parts (it signed out). */
export function forgetVisitor(cookie: string | null): void {
  const token = sessionToken(cookie);
  if (token) kept?.delete(token);
}

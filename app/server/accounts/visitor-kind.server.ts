// Which page a signed-in visitor is given (ADR 0036): most members get the page every member shares (the
// page cache's "members" copy, rendered without anyone's session: nothing personal in it), and their own
// parts come from /api/yo after the page is live. Those who edit something (administrators, tournament
// organisers, club administrators) get their page rendered for them, edit buttons included, as before.
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { clubAdmin, tournamentOrganizer } from "../../../db/schema";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { publicDataVersion } from "../infra/public-data.server";
import { getAuth, type SessionUser } from "./auth.server";
import { isAdmin } from "./permissions.server";

export type VisitorKind = "anonymous" | "member" | "editor";

/** better-auth's session token cookie (any prefix), the only cookie the lookup needs. */
const SESSION_TOKEN = /(?:^|;)\s*((?:__Secure-|__Host-)?better-auth\.session_token=[^;]*)/;

/**
 * Kept per session token while the public data version is the same: a role or an organiser added through
 * the site bumps it. A stale answer is harmless either way: the shared page holds nothing personal, and a
 * rendered page checks permissions itself.
 */
let kinds: LRUCache<string, { version: number; kind: VisitorKind }> | undefined;

function memo() {
  kinds ??= new LRUCache({ max: 20_000, ttl: getConfig().PAGE_CACHE_MAX_AGE * 1000 });
  return kinds;
}

/** Whether `user` edits anything a public page shows: a global administrator, an organiser, a club administrator. */
async function editsSomething(user: SessionUser): Promise<boolean> {
  if (isAdmin(user)) return true;
  const db = getDb();
  const [organises, administers] = await Promise.all([
    db.select({ id: tournamentOrganizer.tournamentId }).from(tournamentOrganizer).where(eq(tournamentOrganizer.userId, user.id)).limit(1),
    db.select({ id: clubAdmin.clubId }).from(clubAdmin).where(eq(clubAdmin.userId, user.id)).limit(1),
  ]);
  return organises.length > 0 || administers.length > 0;
}

/** The session token cookie (`name=value`) of a Cookie header, or undefined. */
export function sessionToken(cookie: string | null | undefined): string | undefined {
  return SESSION_TOKEN.exec(cookie ?? "")?.[1];
}

/** The kind of visitor a request's Cookie header names: no valid session, a member, or someone who edits. */
export async function visitorKind(cookie: string | undefined): Promise<VisitorKind> {
  const token = sessionToken(cookie);
  if (!token) return "anonymous";
  const version = publicDataVersion();
  const known = memo().get(token);
  if (known?.version === version) return known.kind;
  // disableRefresh: a lookup here never writes (the page's own /api/yo call extends the session).
  const session = await getAuth().api.getSession({ headers: new Headers({ cookie: token }), query: { disableRefresh: true } });
  const kind: VisitorKind = !session ? "anonymous" : (await editsSomething(session.user)) ? "editor" : "member";
  if (version === publicDataVersion()) memo().set(token, { version, kind });
  return kind;
}

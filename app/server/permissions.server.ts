// The one place that decides who may do what (DESIGN.md). Every loader and action that needs a role
// calls one of the require* helpers; UI code only asks the can* helpers whether to show a control.
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { clubAdmin, tournamentOrganizer } from "../../db/schema";
import { signInHref } from "~/lib/safe-redirect";
import { getSessionUser, type SessionUser } from "./auth.server";
import { getDb } from "./db.server";

export type { SessionUser };

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * The admin area answers anonymous visitors with its own 'Acceso Restringido' page and a sign-in link
 * (001 §2.12), so its loaders refuse them with 401 instead of redirecting: the admin layout and its
 * children load in parallel, and a child's redirect would win over the layout's page.
 */
const ADMIN_AREA = /^\/admin(?:\/|$)/;

/** Where an anonymous visitor goes to sign in and come back to `request`'s page. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return signInHref(`${url.pathname}${url.search}`);
}

function forbidden(): never {
  throw data("No tienes permiso para realizar esta acción.", { status: 403 });
}

/**
 * The signed-in user. Anonymous page requests are redirected to /auth?redirect=<this page> (in the
 * admin area: 401); anonymous actions get 401 and change nothing.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  refuseAnonymous(request);
}

function refuseAnonymous(request: Request): never {
  if (SAFE_METHODS.has(request.method) && !ADMIN_AREA.test(new URL(request.url).pathname)) throw redirect(signInPath(request));
  throw data("Necesitas iniciar sesión", { status: 401 });
}

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** Removing a tournament's winners is for administrators only (000 §1, §6); organisers edit, they do not remove. */
export function canRemoveWinners(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return isAdmin(user);
}

/** A global administrator, else 403 (anonymous: 401 in the admin area, elsewhere as requireUser). */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) refuseAnonymous(request);
  if (!isAdmin(user)) forbidden();
  return user;
}

/** Whether `user` may edit club `clubId`: a global administrator or one of the club's administrators. */
export async function canEditClub(user: SessionUser | null, clubId: number): Promise<boolean> {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const [row] = await getDb()
    .select({ userId: clubAdmin.userId })
    .from(clubAdmin)
    .where(and(eq(clubAdmin.clubId, clubId), eq(clubAdmin.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** Whether `user` may edit tournament `tournamentId`: a global administrator or one of its organisers. */
export async function canEditTournament(user: SessionUser | null, tournamentId: number): Promise<boolean> {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const [row] = await getDb()
    .select({ userId: tournamentOrganizer.userId })
    .from(tournamentOrganizer)
    .where(and(eq(tournamentOrganizer.tournamentId, tournamentId), eq(tournamentOrganizer.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** A global administrator or an administrator of club `clubId`, else 403. */
export async function requireClubAdmin(request: Request, clubId: number): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await canEditClub(user, clubId))) forbidden();
  return user;
}

/** A global administrator or an organiser of tournament `tournamentId`, else 403. */
export async function requireTournamentEditor(request: Request, tournamentId: number): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await canEditTournament(user, tournamentId))) forbidden();
  return user;
}

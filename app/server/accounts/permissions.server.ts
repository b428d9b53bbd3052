// The one place that decides who may do what (DESIGN.md). Every loader and action that needs a role
// calls one of the require* helpers (the admin area: its layout's middleware, adminGuard); UI code only
// asks the can* helpers whether to show a control. The session comes from the request context
// (request-context.server.ts), read once per request.
import { and, eq } from "drizzle-orm";
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { clubAdmin, tournamentOrganizer } from "../../../db/schema";
import { signInHref } from "~/lib/safe-redirect";
import type { SessionUser } from "./auth.server";
import { getDb } from "../infra/db.server";
import { currentUser, type RequestArgs } from "./request-context.server";
import { shellData } from "./shell.server";

export type { SessionUser };

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * The admin area answers anonymous visitors with its own 'Acceso Restringido' page and a sign-in link
 * (docs/product.md §11.1), so its loaders refuse them with 401 instead of redirecting: the admin layout and its
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

/** Endpoints that answer scripts, not pages: an anonymous call gets 401, never a sign-in redirect. */
const API = /^\/api\//;

/**
 * The signed-in user. Anonymous page requests are redirected to /auth?redirect=<this page> (in the
 * admin area and the API: 401); anonymous actions get 401 and change nothing. `onAnonymous` answers
 * anonymous visitors instead where a page says otherwise (e.g. a sign-in redirect with a toast).
 */
export async function requireUser(args: RequestArgs, onAnonymous?: () => Promise<never>): Promise<SessionUser> {
  const user = await currentUser(args);
  if (user) return user;
  if (onAnonymous) return onAnonymous();
  refuseAnonymous(args.request);
}

/** The answer to a visitor who is not signed in (or whose account is gone), as requireUser gives it. */
export function refuseAnonymous(request: Request): never {
  const { pathname } = new URL(request.url);
  if (SAFE_METHODS.has(request.method) && !ADMIN_AREA.test(pathname) && !API.test(pathname)) throw redirect(signInPath(request));
  throw data("Necesitas iniciar sesión", { status: 401 });
}

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** Removing a tournament's winners is for administrators only (docs/product.md §4.5); organisers edit, they do not remove. */
export function canRemoveWinners(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return isAdmin(user);
}

/** A global administrator, else 403 (anonymous: 401 in the admin area, elsewhere as requireUser). */
export async function requireAdmin(args: RequestArgs): Promise<SessionUser> {
  const user = await currentUser(args);
  if (!user) refuseAnonymous(args.request);
  if (!isAdmin(user)) forbidden();
  return user;
}

const adminContext = createContext<SessionUser>();

/**
 * The admin layout's middleware: nothing below /admin (loader or action) runs for anyone but an
 * administrator. A refusal thrown here, before any loader ran, is rendered by the root's error boundary
 * on a full page load (React Router bubbles middleware errors to the highest route with a loader), so it
 * carries what the site's header and footer need (`shell`); on client navigations the admin layout's
 * boundary renders it.
 */
export const adminGuard: MiddlewareFunction<Response> = async (args) => {
  const user = await currentUser(args);
  if (isAdmin(user)) return args.context.set(adminContext, user!);
  const [status, message] = user ? [403, "No tienes permiso para realizar esta acción."] : [401, "Necesitas iniciar sesión"];
  throw data({ message, shell: shellData(user) }, { status });
};

/** The administrator adminGuard let through (admin area routes only; anywhere else it throws). */
export function guardedAdmin({ context }: Pick<RequestArgs, "context">): SessionUser {
  return context.get(adminContext);
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
export async function requireClubAdmin(args: RequestArgs, clubId: number): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!(await canEditClub(user, clubId))) forbidden();
  return user;
}

/** A global administrator or an organiser of tournament `tournamentId`, else 403. */
export async function requireTournamentEditor(args: RequestArgs, tournamentId: number): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!(await canEditTournament(user, tournamentId))) forbidden();
  return user;
}

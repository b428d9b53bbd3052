// The roles every permission test walks through (anonymous is no cookie at all), and what a refused or
// redirected answer says.
import { beforeAll } from "vitest";
import type { Db } from "../../../db/client";
import { getToast } from "../../../app/server/infra/toast.server";
import * as f from "../factories";
import { sessionCookie, useAppDb } from "./app-env";
import type { TestDbHandle } from "./db";

export type Role = "anonymous" | "player" | "organiser" | "club admin" | "administrator";
export const ROLES: Role[] = ["anonymous", "player", "organiser", "club admin", "administrator"];

/** Session cookie of a fresh user with `role` (none for anonymous). */
export async function signedInAs(db: Db, role: Role): Promise<{ cookie?: string; userId?: string }> {
  if (role === "anonymous") return {};
  const user = role === "administrator" ? await f.createAdmin(db) : await f.createUser(db);
  if (role === "organiser") await f.createTournamentOrganizer(db, { userId: user.id });
  if (role === "club admin") await f.createClubAdmin(db, { userId: user.id });
  return { cookie: await sessionCookie(db, user), userId: user.id };
}

/** The HTTP status of what a loader or action returned or threw (data(), Response, or plain data: 200). */
export function httpStatus(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (outcome && typeof outcome === "object" && "init" in outcome)
    return (outcome as { init: { status?: number } | null }).init?.status ?? 200;
  return 200;
}

/** The toast a redirect carries to the next page. */
export async function redirectToast(response: Response) {
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
  return toast;
}

export type RoleName = "player" | "organiser" | "clubAdmin" | "admin";
export type RoleSession = { cookie: string; userId: string };

export async function signedInRoles(db: Db): Promise<Record<RoleName, RoleSession>> {
  const player = await f.createUser(db);
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { userId: organiser.id });
  const clubAdmin = await f.createUser(db);
  await f.createClubAdmin(db, { userId: clubAdmin.id });
  const admin = await f.createAdmin(db);
  const session = async (u: { id: string; email: string }) => ({ cookie: await sessionCookie(db, u), userId: u.id });
  return {
    player: await session(player),
    organiser: await session(organiser),
    clubAdmin: await session(clubAdmin),
    admin: await session(admin),
  };
}

/**
 * A fresh app database for one test file with a signed-in session of each role: call at the top level
 * of the file (after configureTestEnv); the fields are set once beforeAll has run.
 */
export function appDbWithRoles() {
  const ctx = { handle: useAppDb() } as { handle: TestDbHandle; roles: Record<RoleName, RoleSession> };
  beforeAll(async () => {
    ctx.roles = await signedInRoles(ctx.handle.db);
  });
  return ctx;
}

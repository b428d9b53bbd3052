// One signed-in session of each role of the permission tests: player, tournament organiser, club
// administrator and administrator (anonymous is no cookie at all).
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../../db/client";
import * as f from "../factories";
import { openAppDb, sessionCookie } from "./app-env";
import type { TestDbHandle } from "./db";

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
  return { player: await session(player), organiser: await session(organiser), clubAdmin: await session(clubAdmin), admin: await session(admin) };
}

/**
 * A fresh app database for one test file with a signed-in session of each role: call at the top level
 * of the file (after configureTestEnv); the fields are set once beforeAll has run.
 */
export function appDbWithRoles() {
  const ctx = {} as { handle: TestDbHandle; roles: Record<RoleName, RoleSession> };
  beforeAll(async () => {
    ctx.handle = await openAppDb();
    ctx.roles = await signedInRoles(ctx.handle.db);
  });
  afterAll(async () => ctx.handle?.close());
  return ctx;
}

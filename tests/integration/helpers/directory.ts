// Requests and signed-in roles shared by the club and coach tests (directory*.test.ts).
import type { Db } from "../../../db/client";
import * as f from "../factories";
import { SITE_URL, sessionCookie } from "./app-env";

/** A form post with repeated fields (checkbox groups) as a browser sends it. */
export function post(pathname: string, form: Record<string, string | string[]>, init: { cookie?: string; ip?: string } = {}) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
  const headers = new Headers({ origin: SITE_URL, "content-type": "application/x-www-form-urlencoded" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.ip) headers.set("x-client-ip", init.ip);
  return new Request(`${SITE_URL}${pathname}`, { method: "POST", headers, body });
}

export function get(pathname: string, cookie?: string) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE_URL}${pathname}`, { headers });
}

export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  return (outcome as { init?: { status?: number } | null })?.init?.status ?? 200;
}

export type Answer = {
  data: { result?: { error?: Record<string, string[]> }; toast?: { title: string } | null; ok?: boolean };
  init: { status: number };
};

/** One signed-in user of each role, with the club `club` administered by `clubAdmin`. */
export async function roles(db: Db, club: { id: number }) {
  const player = await f.createUser(db);
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { userId: organiser.id });
  const clubAdmin = await f.createUser(db);
  await f.createClubAdmin(db, { clubId: club.id, userId: clubAdmin.id });
  const otherClubAdmin = await f.createUser(db);
  await f.createClubAdmin(db, { userId: otherClubAdmin.id });
  const admin = await f.createAdmin(db);
  return {
    player: await sessionCookie(db, player),
    organiser: await sessionCookie(db, organiser),
    clubAdmin: await sessionCookie(db, clubAdmin),
    otherClubAdmin: await sessionCookie(db, otherClubAdmin),
    admin: await sessionCookie(db, admin),
    adminId: admin.id,
    clubAdminId: clubAdmin.id,
    playerId: player.id,
  };
}

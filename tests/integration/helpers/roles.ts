// The five roles every permission test walks through, and what a refused or redirected answer says.
import type { Db } from "../../../db/client";
import { getToast } from "../../../app/server/toast.server";
import { createAdmin, createClubAdmin, createTournamentOrganizer, createUser } from "../factories";
import { sessionCookie } from "./app-env";

export type Role = "anonymous" | "player" | "organiser" | "club admin" | "administrator";
export const ROLES: Role[] = ["anonymous", "player", "organiser", "club admin", "administrator"];

/** Session cookie of a fresh user with `role` (none for anonymous). */
export async function signedInAs(db: Db, role: Role): Promise<{ cookie?: string; userId?: string }> {
  if (role === "anonymous") return {};
  const user = role === "administrator" ? await createAdmin(db) : await createUser(db);
  if (role === "organiser") await createTournamentOrganizer(db, { userId: user.id });
  if (role === "club admin") await createClubAdmin(db, { userId: user.id });
  return { cookie: await sessionCookie(db, user), userId: user.id };
}

/** The HTTP status of what a loader or action returned or threw (data(), Response, or plain data: 200). */
export function httpStatus(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (outcome && typeof outcome === "object" && "init" in outcome) return (outcome as { init: { status?: number } | null }).init?.status ?? 200;
  return 200;
}

/** The toast a redirect carries to the next page. */
export async function redirectToast(response: Response) {
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
  return toast;
}

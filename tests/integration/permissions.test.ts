import { beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb, pageRequest, sessionCookie, routeArgs } from "./helpers/app-env";

configureTestEnv();

const { requireAdmin, requireClubAdmin, requireTournamentEditor, requireUser } = await import("~/server/accounts/permissions.server");
const { createAdmin, createClub, createClubAdmin, createTournament, createTournamentOrganizer, createUser } = await import("./factories");

const handle = useAppDb();
let cookies: { admin: string; user: string; clubAdmin: string; organizer: string };
let clubId: number;
let otherClubId: number;
let tournamentId: number;
let otherTournamentId: number;

beforeAll(async () => {
  const db = handle.db;
  const [admin, user, clubAdminUser, organizer] = await Promise.all([createAdmin(db), createUser(db), createUser(db), createUser(db)]);
  clubId = (await createClub(db)).id;
  otherClubId = (await createClub(db)).id;
  tournamentId = (await createTournament(db)).id;
  otherTournamentId = (await createTournament(db)).id;
  await createClubAdmin(db, { clubId, userId: clubAdminUser.id });
  await createTournamentOrganizer(db, { tournamentId, userId: organizer.id });
  cookies = {
    admin: await sessionCookie(db, admin),
    user: await sessionCookie(db, user),
    clubAdmin: await sessionCookie(db, clubAdminUser),
    organizer: await sessionCookie(db, organizer),
  };
});

/** The status a require* helper answers with: 200 when it lets the request through. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe("requireUser", () => {
  it("redirects an anonymous page request to /auth with the page to come back to", async () => {
    const thrown = await requireUser(routeArgs(pageRequest("/torneos-padel-puebla?x=1"))).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirect=%2Ftorneos-padel-puebla%3Fx%3D1");
  });

  it("refuses an anonymous action with 401 and lets any signed-in user through", async () => {
    expect(await statusOf(requireUser(routeArgs(pageRequest("/profile", { form: { intent: "unlink" } }))))).toBe(401);
    const user = await requireUser(routeArgs(pageRequest("/profile", { cookie: cookies.user })));
    expect(user.role).toBe("user");
  });

  it("does not accept a forged session cookie", async () => {
    const status = await statusOf(requireUser(routeArgs(pageRequest("/profile", { cookie: "better-auth.session_token=forged.token" }))));
    expect(status).toBe(302);
  });
});

describe("requireAdmin", () => {
  it.each([
    ["admin", 200],
    ["user", 403],
    ["clubAdmin", 403],
    ["organizer", 403],
  ] as const)("%s -> %i", async (role, expected) => {
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/admin", { cookie: cookies[role] }))))).toBe(expected);
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/admin", { cookie: cookies[role], form: { x: "1" } }))))).toBe(expected);
  });

  it("answers anonymous visitors of the admin area with 401 (its own sign-in page), elsewhere redirects them", async () => {
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/admin"))))).toBe(401);
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/admin/seo?tab=meta"))))).toBe(401);
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/admin/solicitudes", { form: { x: "1" } }))))).toBe(401);
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/administracion"))))).toBe(302);
    expect(await statusOf(requireAdmin(routeArgs(pageRequest("/entrenadores-padel-puebla/ana?editar=1"))))).toBe(302);
  });
});

describe("requireClubAdmin", () => {
  it.each([
    ["admin", 200, 200],
    ["clubAdmin", 200, 403],
    ["organizer", 403, 403],
    ["user", 403, 403],
  ] as const)("%s: own club %i, another club %i", async (role, own, other) => {
    expect(await statusOf(requireClubAdmin(routeArgs(pageRequest("/x", { cookie: cookies[role], form: {} })), clubId))).toBe(own);
    expect(await statusOf(requireClubAdmin(routeArgs(pageRequest("/x", { cookie: cookies[role], form: {} })), otherClubId))).toBe(other);
  });

  it("sends anonymous visitors to sign in", async () => {
    expect(await statusOf(requireClubAdmin(routeArgs(pageRequest("/x")), clubId))).toBe(302);
  });
});

describe("requireTournamentEditor", () => {
  it.each([
    ["admin", 200, 200],
    ["organizer", 200, 403],
    ["clubAdmin", 403, 403],
    ["user", 403, 403],
  ] as const)("%s: own tournament %i, another tournament %i", async (role, own, other) => {
    expect(await statusOf(requireTournamentEditor(routeArgs(pageRequest("/x", { cookie: cookies[role], form: {} })), tournamentId))).toBe(
      own,
    );
    expect(
      await statusOf(requireTournamentEditor(routeArgs(pageRequest("/x", { cookie: cookies[role], form: {} })), otherTournamentId)),
    ).toBe(other);
  });

  it("sends anonymous visitors to sign in", async () => {
    expect(await statusOf(requireTournamentEditor(routeArgs(pageRequest("/x")), tournamentId))).toBe(302);
  });
});

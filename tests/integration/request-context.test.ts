// The session is read once per request (React Router middleware, app/server/infra/request-context.server.ts),
// and the admin area's guard runs as its layout's middleware, before any of its loaders or actions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { configureTestEnv, openAppDb, pageRequest } from "./helpers/app-env";
import { renderPageData } from "./helpers/middleware";
import { signedInAs } from "./helpers/roles";

configureTestEnv();

const { getAuth } = await import("~/server/accounts/auth.server");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

type Handle = Awaited<ReturnType<typeof openAppDb>>;
let handle: Handle;
let cookies: { player: string; admin: string };

beforeAll(async () => {
  handle = await openAppDb();
  cookies = { player: (await signedInAs(handle.db, "player")).cookie!, admin: (await signedInAs(handle.db, "administrator")).cookie! };
});

afterAll(async () => {
  await handle?.close();
});

/** How many times better-auth is asked for the session while `work` runs. */
async function sessionLookups(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(getAuth().api, "getSession");
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("one session lookup per request", () => {
  it("the tournament page (root, layout and page loaders) asks once", async () => {
    const tournament = await f.createTournament(handle.db, { title: "Copa Contexto" });
    let page: Awaited<ReturnType<typeof renderPageData>> | undefined;
    const lookups = await sessionLookups(async () => {
      page = await renderPageData(pageRequest(tournamentPath(tournament), { cookie: cookies.player }));
    });
    expect(page?.statusCode).toBe(200);
    expect(page?.loaderData.tournament).toMatchObject({ tournament: { title: "Copa Contexto" } });
    expect((page?.loaderData.root as { user: unknown }).user).not.toBeNull();
    expect(lookups).toBe(1);
  });

  it("an admin page (root, layout guard and page loaders) asks once", async () => {
    let page: Awaited<ReturnType<typeof renderPageData>> | undefined;
    const lookups = await sessionLookups(async () => {
      page = await renderPageData(pageRequest("/admin/solicitudes", { cookie: cookies.admin }));
    });
    expect(page?.statusCode).toBe(200);
    expect(page?.loaderData["admin-requests"]).toHaveProperty("requests");
    expect(lookups).toBe(1);
  });

  it("a page nobody is signed in to asks once too", async () => {
    expect(await sessionLookups(() => renderPageData(pageRequest("/torneos-padel-puebla")))).toBe(1);
  });
});

describe("the admin guard runs before the admin area's loaders and actions", () => {
  it("refuses a player's page load with 403 without running any admin loader", async () => {
    const page = await renderPageData(pageRequest("/admin/solicitudes", { cookie: cookies.player }));
    expect(page.statusCode).toBe(403);
    expect(page.loaderData).toEqual({});
  });

  it("refuses an anonymous page load with 401", async () => {
    const page = await renderPageData(pageRequest("/admin/seo"));
    expect(page.statusCode).toBe(401);
    expect(page.loaderData).toEqual({});
  });

  it("refuses a player's action with 403 and writes nothing", async () => {
    const pending = await f.createRequest(handle.db);
    const page = await renderPageData(
      pageRequest("/admin/solicitudes", { cookie: cookies.player, form: { intent: "aprobar", id: String(pending.id) } }),
    );
    expect(page.statusCode).toBe(403);
    const [row] = await handle.db.select().from(s.request).where(eq(s.request.id, pending.id));
    expect(row?.status).toBe("pendiente");
  });
});

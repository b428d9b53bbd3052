import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_URL, caught, configureTestEnv, useAppDb, pageRequest } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";
import { ROLES, httpStatus, redirectToast, signedInAs } from "./helpers/roles";

configureTestEnv();

const adminLayout = await import("~/routes/admin");
const requestsTab = await import("~/routes/admin.solicitudes");
const seoTab = await import("~/routes/admin.seo");
const sitemapsRoute = await import("~/routes/sitemaps.$filename");
const { generateSitemaps, readSitemap, readSitemapStats } = await import("~/server/admin/sitemap.server");
const { startSitemapScheduler } = await import("~/server/admin/sitemap-scheduler.server");
const { linkPlayer, reportPlayerLink } = await import("~/server/accounts/account.server");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
let adminCookie: string;

beforeAll(async () => {
  adminCookie = (await signedInAs(handle.db, "administrator")).cookie!;
});

const requestRow = async (id: number) => (await handle.db.select().from(s.request).where(eq(s.request.id, id)))[0]!;

describe("admin area access (001 §2.12, §6)", () => {
  const pages = [
    ["/admin", adminLayout.loader],
    ["/admin/solicitudes", requestsTab.loader],
    ["/admin/seo", seoTab.loader],
  ] as const;
  const actions = [
    ["/admin/solicitudes", requestsTab.action, { intent: "aprobar", id: "1" }],
    ["/admin/solicitudes", requestsTab.action, { intent: "rechazar", id: "1", kind: "reclamo" }],
    ["/admin/seo", seoTab.action, { intent: "generate" }],
  ] as const;

  for (const role of ROLES) {
    const expected = role === "anonymous" ? 401 : role === "administrator" ? 200 : 403;
    it(`${role}: loaders and actions answer ${expected}`, async () => {
      const { cookie } = await signedInAs(handle.db, role);
      for (const [path, loader] of pages) {
        expect(httpStatus(await caught(throughMiddleware(loader, pageRequest(path, { cookie })))), path).toBe(expected);
      }
      if (role === "administrator") return; // the admin's actions are tested below
      await f.createPlayerClaim(handle.db);
      const before = [
        await handle.db.select().from(s.request),
        await handle.db.select().from(s.playerClaim),
        await handle.db.select().from(s.player),
      ];
      const filesBefore = await handle.db.select().from(s.sitemapFile);
      for (const [path, action, form] of actions) {
        expect(httpStatus(await caught(throughMiddleware(action, pageRequest(path, { cookie, form })))), path).toBe(expected);
      }
      expect([
        await handle.db.select().from(s.request),
        await handle.db.select().from(s.playerClaim),
        await handle.db.select().from(s.player),
      ]).toEqual(before);
      expect(await handle.db.select().from(s.sitemapFile)).toEqual(filesBefore);
    });
  }
});

describe("solicitudes tab", () => {
  it("lists newest first and filters by estado and tipo from the address", async () => {
    const db = handle.db;
    const club = await f.createRequest(db, { type: "club", status: "pendiente", createdAt: new Date("2026-01-02T00:00:00Z") });
    const coachDone = await f.createRequest(db, { type: "entrenador", status: "aprobada", createdAt: new Date("2026-01-03T00:00:00Z") });
    const tournamentRejected = await f.createRequest(db, {
      type: "torneo",
      status: "rechazada",
      createdAt: new Date("2026-01-04T00:00:00Z"),
    });
    const list = async (query: string) => {
      const page = (await throughMiddleware(requestsTab.loader, pageRequest(`/admin/solicitudes${query}`, { cookie: adminCookie }))) as {
        requests: { id: number }[];
      };
      return page.requests.map((r) => r.id);
    };
    const all = await list("");
    expect(all.indexOf(tournamentRejected.id)).toBeLessThan(all.indexOf(coachDone.id));
    expect(all.indexOf(coachDone.id)).toBeLessThan(all.indexOf(club.id));
    expect(await list("?estado=pendiente&tipo=club")).toContain(club.id);
    expect(await list("?estado=pendiente&tipo=club")).not.toContain(coachDone.id);
    expect(await list("?estado=aprobada")).toContain(coachDone.id);
    expect(await list("?estado=aprobada")).not.toContain(club.id);
    expect(await list("?tipo=torneo")).toEqual(expect.arrayContaining([tournamentRejected.id]));
    expect(await list("?tipo=torneo")).not.toContain(club.id);
    // 'todas' and unknown values mean no filter.
    expect(await list("?estado=todas&tipo=xyz")).toEqual(all);
  });

  const review = (form: Record<string, string>, query = "") =>
    caught(throughMiddleware(requestsTab.action, pageRequest(`/admin/solicitudes${query}`, { cookie: adminCookie, form })));

  it.each([
    ["aprobar", "aprobada"],
    ["rechazar", "rechazada"],
  ] as const)("%s a pending solicitud sets %s and updated_at, then refuses a second review", async (intent, status) => {
    const row = await f.createRequest(handle.db, { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const answer = (await review({ intent, id: String(row.id) }, "?estado=pendiente")) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/solicitudes?estado=pendiente");
    expect(await redirectToast(answer)).toMatchObject({ type: "success", title: "Solicitud actualizada correctamente" });
    const after = await requestRow(row.id);
    expect(after.status).toBe(status);
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    const audit = await handle.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.entityId, String(row.id)));
    expect(audit.map((a) => a.action)).toContain(`request.${intent}`);

    const again = await review({ intent: intent === "aprobar" ? "rechazar" : "aprobar", id: String(row.id) });
    expect(httpStatus(again)).toBe(409);
    expect((again as { data: { toast: { title: string } } }).data.toast.title).toBe(
      "Error al actualizar solicitud: La solicitud ya fue revisada; solo se pueden aprobar o rechazar solicitudes pendientes.",
    );
    expect(await requestRow(row.id)).toEqual(after);
  });

  it.each([
    [{ intent: "borrar", id: "1" }, 400, "Acción no reconocida"],
    [{ intent: "aprobar", id: "abc" }, 400, "Error al actualizar solicitud: Solicitud no válida."],
    [{ intent: "aprobar" }, 400, "Error al actualizar solicitud: Solicitud no válida."],
    [{ intent: "aprobar", id: "999999" }, 404, "Error al actualizar solicitud: La solicitud no existe."],
  ])("refuses %o with %i and a Spanish message, changing nothing", async (form, status, title) => {
    const row = await f.createRequest(handle.db);
    const before = await handle.db.select().from(s.request);
    const answer = await review(form);
    expect(httpStatus(answer)).toBe(status);
    expect((answer as { data: { toast: { title: string } } }).data.toast.title).toBe(title);
    expect(await handle.db.select().from(s.request)).toEqual(before);
    expect((await requestRow(row.id)).status).toBe("pendiente");
  });
});

describe("player profile claims in the solicitudes tab", () => {
  const claimOf = async (userId: string, playerId: number) =>
    (await handle.db.select().from(s.playerClaim).where(eq(s.playerClaim.playerId, playerId))).find((c) => c.userId === userId)!;
  const review = (form: Record<string, string>) =>
    caught(
      throughMiddleware(requestsTab.action, pageRequest("/admin/solicitudes", { cookie: adminCookie, form: { kind: "reclamo", ...form } })),
    );

  it("lists pending claims when no tipo is chosen; approving keeps the link, rejecting unlinks and blocks a new claim", async () => {
    const db = handle.db;
    const [kept, refused] = [await f.createPlayer(db), await f.createPlayer(db)];
    const [u1, u2] = [await f.createUser(db), await f.createUser(db)];
    expect(await linkPlayer(u1.id, kept.id)).toEqual({ ok: true, value: undefined });
    expect(await linkPlayer(u2.id, refused.id)).toEqual({ ok: true, value: undefined });
    const page = (await throughMiddleware(
      requestsTab.loader,
      pageRequest("/admin/solicitudes?estado=pendiente", { cookie: adminCookie }),
    )) as {
      claims: { id: number; player: { id: number } }[];
    };
    expect(page.claims.map((c) => c.player.id)).toEqual(expect.arrayContaining([kept.id, refused.id]));
    const typed = (await throughMiddleware(requestsTab.loader, pageRequest("/admin/solicitudes?tipo=club", { cookie: adminCookie }))) as {
      claims: unknown[];
    };
    expect(typed.claims).toEqual([]);

    const approve = (await review({ intent: "aprobar", id: String((await claimOf(u1.id, kept.id)).id) })) as Response;
    expect(approve.status).toBe(303);
    expect((await claimOf(u1.id, kept.id)).status).toBe("aprobada");
    expect((await handle.db.select().from(s.player).where(eq(s.player.id, kept.id)))[0]!.userId).toBe(u1.id);

    const rejectId = (await claimOf(u2.id, refused.id)).id;
    expect(httpStatus(await review({ intent: "rechazar", id: String(rejectId) }))).toBe(303);
    const rejected = await claimOf(u2.id, refused.id);
    expect(rejected).toMatchObject({ status: "rechazada" });
    expect(rejected.reviewedBy).not.toBeNull();
    expect((await handle.db.select().from(s.player).where(eq(s.player.id, refused.id)))[0]!.userId).toBeNull();
    expect(await linkPlayer(u2.id, refused.id)).toEqual({
      ok: false,
      reason: "rejected",
      message: "Un administrador rechazó tu solicitud para este perfil.",
    });

    const again = await review({ intent: "aprobar", id: String(rejectId) });
    expect(httpStatus(again)).toBe(409);
    expect(await claimOf(u2.id, refused.id)).toEqual(rejected);
    expect(httpStatus(await review({ intent: "aprobar", id: "999999" }))).toBe(404);
  });
});

describe("'Deshacer vinculación' and 'Este perfil no es mío' reports (docs/product.md §6.3)", () => {
  const post = (form: Record<string, string>) =>
    caught(throughMiddleware(requestsTab.action, pageRequest("/admin/solicitudes", { cookie: adminCookie, form })));
  const linkedTo = async (playerId: number) => (await handle.db.select().from(s.player).where(eq(s.player.id, playerId)))[0]!.userId;

  it("undoes an approved claim's link: the account cannot claim the player again, and a second undo is refused", async () => {
    const db = handle.db;
    const [target, u] = [await f.createPlayer(db), await f.createUser(db)];
    expect(await linkPlayer(u.id, target.id)).toEqual({ ok: true, value: undefined });
    const [claim] = await db.select().from(s.playerClaim).where(eq(s.playerClaim.playerId, target.id));
    expect(httpStatus(await post({ intent: "aprobar", kind: "reclamo", id: String(claim!.id) }))).toBe(303);

    const undo = (await post({ intent: "deshacer-vinculacion", player: String(target.id) })) as Response;
    expect(undo.status).toBe(303);
    expect(await redirectToast(undo)).toMatchObject({ type: "success", title: "Vinculación deshecha" });
    expect(await linkedTo(target.id)).toBeNull();
    expect((await db.select().from(s.playerClaim).where(eq(s.playerClaim.id, claim!.id)))[0]).toMatchObject({ status: "rechazada" });
    expect(await linkPlayer(u.id, target.id)).toEqual({
      ok: false,
      reason: "rejected",
      message: "Un administrador rechazó tu solicitud para este perfil.",
    });
    const audit = await db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.entityId, String(target.id)));
    expect(audit.map((a) => a.action)).toContain("player.unlink");

    const again = await post({ intent: "deshacer-vinculacion", player: String(target.id) });
    expect(httpStatus(again)).toBe(409);
    expect((again as { data: { toast: { title: string } } }).data.toast.title).toBe("El perfil ya no está conectado a ninguna cuenta.");
    expect(httpStatus(await post({ intent: "deshacer-vinculacion", player: "999999" }))).toBe(404);
  });

  it("a report on someone else's link is listed for administrators, who undo the link or close the report", async () => {
    const db = handle.db;
    const [impostor, real, other] = [await f.createUser(db, { name: "Ima Postor" }), await f.createUser(db), await f.createUser(db)];
    const [taken, fine] = [await f.createPlayer(db, { userId: impostor.id }), await f.createPlayer(db, { userId: other.id })];
    expect(await reportPlayerLink(real.id, taken.id, "Soy yo, no lo reclamé.")).toEqual({ ok: true, value: "reported" });
    expect(await reportPlayerLink(real.id, taken.id, "Otra vez")).toEqual({
      ok: false,
      message: "Un administrador ya tiene tu reporte sobre este perfil.",
    });
    expect(await reportPlayerLink(real.id, fine.id, "")).toEqual({ ok: true, value: "reported" });
    expect(await reportPlayerLink(real.id, 999_999, "")).toEqual({ ok: false, message: "El jugador ya no existe.", status: 404 });
    expect(await linkedTo(taken.id)).toBe(impostor.id);

    const page = (await throughMiddleware(requestsTab.loader, pageRequest("/admin/solicitudes", { cookie: adminCookie }))) as {
      reports: { id: number; status: string; message: string; player: { id: number }; linkedUser: { name: string } | null }[];
    };
    const shown = page.reports.filter((r) => r.player.id === taken.id);
    expect(shown.map((r) => [r.status, r.message, r.linkedUser?.name])).toEqual([["pendiente", "Soy yo, no lo reclamé.", "Ima Postor"]]);

    expect(httpStatus(await post({ intent: "deshacer-vinculacion", player: String(taken.id) }))).toBe(303);
    expect(await linkedTo(taken.id)).toBeNull();
    const [closed] = await db.select().from(s.playerReport).where(eq(s.playerReport.playerId, taken.id));
    expect(closed).toMatchObject({ status: "atendido" });

    const [open] = await db.select().from(s.playerReport).where(eq(s.playerReport.playerId, fine.id));
    const close = (await post({ intent: "atender", id: String(open!.id) })) as Response;
    expect(await redirectToast(close)).toMatchObject({ title: "Reporte atendido" });
    expect(await linkedTo(fine.id)).toBe(other.id);
    expect(httpStatus(await post({ intent: "atender", id: String(open!.id) }))).toBe(409);
  });

  it("'Este perfil no es mío' from the linked account unlinks it at once and is recorded", async () => {
    const db = handle.db;
    const me = await f.createUser(db);
    const mine = await f.createPlayer(db, { userId: me.id });
    expect(await reportPlayerLink(me.id, mine.id, "")).toEqual({ ok: true, value: "unlinked" });
    expect(await linkedTo(mine.id)).toBeNull();
    const [report] = await db.select().from(s.playerReport).where(eq(s.playerReport.playerId, mine.id));
    expect(report).toMatchObject({ reporterId: me.id, linkedUserId: me.id, status: "pendiente" });
  });
});

describe("sitemap generation (001 §4, §9)", () => {
  it("a fresh install serves real sitemaps on the first request", async () => {
    await handle.db.delete(s.sitemapFile);
    const club = await f.createClub(handle.db, { name: "Club Primera Visita" });
    expect(await readSitemap("sitemap-clubs.xml")).toContain(`/club-primera-visita/${club.id}</loc>`);
    expect(await readSitemap("sitemap-nada.xml")).toBeNull();
  });

  it("lists main pages, players, approved tournaments, clubs and coaches with images and lastmod, behind an index", async () => {
    const db = handle.db;
    const player = await f.createPlayer(db, { handle: "ana.sitemap", image: "/img/players/ana.webp" });
    const noHandle = await f.createPlayer(db, { handle: null });
    const approved = await f.createTournament(db, { title: "Copa Sitemap Puebla", approved: true, image: "https://cdn.example/copa.jpg" });
    await f.createTournamentImage(db, { tournamentId: approved.id, image: "/img/tournaments/extra.webp" });
    const hidden = await f.createTournament(db, { title: "Torneo Oculto", approved: false });
    const club = await f.createClub(db, { name: "Club Sitemap 40/30", image: "/img/clubs/club.webp" });
    const coach = await f.createCoach(db, { name: "Entrenador Sitemap" });

    const stats = await generateSitemaps(new Date("2026-11-22T09:00:00Z"));
    expect(stats.lastGenerated.toISOString()).toBe("2026-11-22T09:00:00.000Z");
    expect(stats.generatedFiles).toEqual(
      expect.arrayContaining([
        "sitemap.xml",
        "sitemap-main.xml",
        "sitemap-players.xml",
        "sitemap-tournaments.xml",
        "sitemap-clubs.xml",
        "sitemap-trainers.xml",
      ]),
    );
    expect(await readSitemapStats()).toEqual(stats);

    const index = (await readSitemap("sitemap.xml"))!;
    expect(index).toContain("<sitemapindex");
    expect(index).toContain(`<loc>${SITE_URL}/sitemaps/sitemap-players.xml</loc>`);

    const players = (await readSitemap("sitemap-players.xml"))!;
    expect(players).toContain(
      `<loc>${SITE_URL}/padel/ana.sitemap</loc><lastmod>${player.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`,
    );
    expect(players).toContain(`<image:loc>${SITE_URL}/img/players/ana.webp?w=1200</image:loc>`);
    expect(players).toContain(`<loc>${SITE_URL}/jugador/id/${noHandle.id}</loc>`);

    const tournaments = (await readSitemap("sitemap-tournaments.xml"))!;
    expect(tournaments).toContain(`<loc>${SITE_URL}/torneos-padel-puebla/copa-sitemap-puebla/${approved.id}</loc>`);
    expect(tournaments).toContain("<image:loc>https://cdn.example/copa.jpg</image:loc>");
    expect(tournaments).toContain(`<image:loc>${SITE_URL}/img/tournaments/extra.webp?w=1200</image:loc>`);
    expect(tournaments).not.toContain(`/${hidden.id}</loc>`);
    expect(tournaments).not.toContain("torneo-oculto");

    expect(await readSitemap("sitemap-clubs.xml")).toContain(`<loc>${SITE_URL}/clubs-padel-puebla/club-sitemap-40-30/${club.id}</loc>`);
    expect(await readSitemap("sitemap-trainers.xml")).toContain(`<loc>${SITE_URL}/entrenadores-padel-puebla/entrenador-sitemap</loc>`);
    const main = (await readSitemap("sitemap-main.xml"))!;
    expect(main).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(main).toContain(`<loc>${SITE_URL}/ranking-padel-puebla</loc>`);

    const countLocs = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
    expect(stats.urlsPerType.players).toBe(countLocs(players));
    expect(stats.totalUrls).toBe(
      ["main", "players", "tournaments", "clubs", "trainers"].reduce((n, t) => n + (stats.urlsPerType[t as "main"] ?? 0), 0),
    );
    expect(stats.withImages).toBeGreaterThanOrEqual(3);
    expect(coach.id).toBeGreaterThan(0);
  });

  it("serves the files at /sitemaps/{name}.xml, moves a name without '.xml' there (301) and 404s unknown names", async () => {
    await generateSitemaps();
    const moved = (await caught(
      throughMiddleware(sitemapsRoute.loader, pageRequest("/sitemaps/sitemap-clubs"), { filename: "sitemap-clubs" }),
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/sitemaps/sitemap-clubs.xml");
    const served = (await throughMiddleware(sitemapsRoute.loader, pageRequest("/sitemaps/sitemap-clubs.xml"), {
      filename: "sitemap-clubs.xml",
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("application/xml");
    expect(await served.text()).toContain("<urlset");
    expect(
      httpStatus(await caught(throughMiddleware(sitemapsRoute.loader, pageRequest("/sitemaps/nope.xml"), { filename: "nope.xml" }))),
    ).toBe(404);
    expect(httpStatus(await caught(throughMiddleware(sitemapsRoute.loader, pageRequest("/sitemaps/nope"), { filename: "nope" })))).toBe(
      404,
    );
  });

  it("the admin's 'Generar sitemap' regenerates and tells the result; a bad intent is refused", async () => {
    const club = await f.createClub(handle.db, { name: "Club Recién Creado" });
    const answer = (await caught(
      throughMiddleware(seoTab.action, pageRequest("/admin/seo?tab=sitemap", { cookie: adminCookie, form: { intent: "generate" } })),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/seo?tab=sitemap");
    expect((await redirectToast(answer))?.title).toBe("Sitemap generado");
    expect(await readSitemap("sitemap-clubs.xml")).toContain(`/${club.id}</loc>`);
    const page = (await throughMiddleware(seoTab.loader, pageRequest("/admin/seo", { cookie: adminCookie }))) as Awaited<
      ReturnType<typeof seoTab.loader>
    >;
    expect(page.stats?.generatedFiles).toContain("sitemap-clubs.xml");
    expect(page.files).toContainEqual({ name: "sitemap-clubs.xml", url: `${SITE_URL}/sitemaps/sitemap-clubs.xml` });
    expect(page.searchConsoleUrl).toBe("https://search.google.com/search-console/sitemaps?resource_id=http%3A%2F%2Flocalhost%3A3000%2F");

    const bad = await caught(
      throughMiddleware(seoTab.action, pageRequest("/admin/seo", { cookie: adminCookie, form: { intent: "borrar" } })),
    );
    expect(httpStatus(bad)).toBe(400);
  });
});

describe("sitemap scheduler", () => {
  const logger = { info: vi.fn(), error: vi.fn() };

  it("catches up at start when the last generation is older than the last slot, then runs at the next slot", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-22T12:00:00Z")); // 06:00 in Mexico City
      const generate = vi.fn(async () => ({ totalUrls: 1 }));
      const scheduler = startSitemapScheduler({ logger, generate, lastGenerated: async () => new Date("2026-11-22T08:00:00Z") });
      await scheduler.started;
      expect(generate).toHaveBeenCalledTimes(1); // missed the 03:00 (09:00Z) run
      await vi.advanceTimersByTimeAsync(9 * 3600_000 - 1); // just before 15:00 there
      expect(generate).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(generate).toHaveBeenCalledTimes(2);
      scheduler.stop();
      await vi.advanceTimersByTimeAsync(24 * 3600_000);
      expect(generate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not regenerate at start when the last slot is already covered, and logs a failed run", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
      const generate = vi.fn(async () => {
        throw new Error("sin base de datos");
      });
      const scheduler = startSitemapScheduler({ logger, generate, lastGenerated: async () => new Date("2026-11-22T09:30:00Z") });
      await scheduler.started;
      expect(generate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(9 * 3600_000);
      expect(generate).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ reason: "schedule" }), "Sitemap generation failed");
      // A failed run does not stop the schedule.
      await vi.advanceTimersByTimeAsync(12 * 3600_000);
      expect(generate).toHaveBeenCalledTimes(2);
      scheduler.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

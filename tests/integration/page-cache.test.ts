// Issue 21, public pages from a cache (ADR 0030), through the Express app production runs
// (server/app.ts) serving the app compiled by Vite: what an anonymous visitor is answered from memory,
// what drops it (a registration, a result, a favourite made through the site; a write made elsewhere
// that announces itself), what is never kept (signed-in visitors, a pending toast, admin pages, free-text
// queries), the CSP of a kept page, ETag and 304, and the caching headers a CDN reads.
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, directSessionCookie, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { loadServerBuild, startApp } = await import("../support/page-app");
const publicData = await import("~/server/infra/public-data.server");
const { toastHeaders } = await import("~/server/infra/toast.server");
const { createPageCache } = await import("../../server/page-cache");
const { NO_ROUTES, routeRules } = await import("../../server/route-rules");
const { playerPath, tournamentPath } = await import("~/domain/slugs");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
let compiled: Awaited<ReturnType<typeof loadServerBuild>>;
let app: Awaited<ReturnType<typeof startApp>>;

// The app's own modules, as the running build has them: what they announce is what its page cache hears.
let publicDataChanged: () => Promise<void>;
let jobs: typeof import("~/server/infra/job-worker.server") & typeof import("~/server/infra/jobs.server");
let playChanged: (typeof import("~/server/play/play-changes.server"))["playChanged"];

beforeAll(async () => {
  compiled = await loadServerBuild();
  app = await startApp(compiled.build);
  publicDataChanged = (await compiled.load<typeof publicData>("/app/server/infra/public-data.server.ts")).publicDataChanged;
  jobs = {
    ...(await compiled.load<typeof import("~/server/infra/job-worker.server")>("/app/server/infra/job-worker.server.ts")),
    ...(await compiled.load<typeof import("~/server/infra/jobs.server")>("/app/server/infra/jobs.server.ts")),
  };
  playChanged = (await compiled.load<typeof import("~/server/play/play-changes.server")>("/app/server/play/play-changes.server.ts"))
    .playChanged;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await compiled?.close();
});

type Sent = { status: number; headers: Headers; text: string };

async function get(path: string, headers: Record<string, string> = {}, base = app.base): Promise<Sent> {
  const response = await fetch(base + path, { headers: { "accept-encoding": "br, gzip", ...headers }, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function post(path: string, form: Record<string, string>, cookie: string): Promise<Sent> {
  const response = await fetch(app.base + path, {
    method: "POST",
    headers: { origin: app.base, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A figure of a player's profile card ("Torneos ganados", "Favoritos"). */
const stat = (html: string, label: string) => new RegExp(`${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

const PUBLIC = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

describe("an anonymous visitor", () => {
  it("gets a page from memory the second time, and the change a job announces right after it", async () => {
    const player = await f.createPlayer(handle.db, { name: "Renata Solís" });
    const path = playerPath(player);
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.text).toContain("Renata Solís");

    // Written behind the site's back: a kept page does not see it...
    await handle.db.update(s.player).set({ name: "Renata Solís Cuenca" }).where(eq(s.player.id, player.id));
    const second = await get(path);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain("Renata Solís Cuenca");

    // ...until the writer says so, as jobs and tournament play do.
    await publicDataChanged();
    const third = await get(path);
    expect(third.headers.get("x-cache")).toBe("MISS");
    expect(third.text).toContain("Renata Solís Cuenca");
  });

  it("sees what a job writes when its kind says it changes public data, and what tournament play writes", async () => {
    const player = await f.createPlayer(handle.db, { name: "Óscar Lemus" });
    const path = playerPath(player);
    jobs.registerJobHandler(
      "test-rename-player",
      async (payload) => {
        await handle.db
          .update(s.player)
          .set({ name: String(payload.name) })
          .where(eq(s.player.id, player.id));
      },
      { changesPublicData: true },
    );
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
    await jobs.enqueueJob(handle.db, { kind: "test-rename-player", payload: { name: "Óscar Lemus Vidal" } });
    expect((await jobs.runDueJobs()).done).toBe(1);
    expect((await get(path)).text).toContain("Óscar Lemus Vidal");

    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
    await handle.db.update(s.player).set({ name: "Óscar Lemus Vidal Ríos" }).where(eq(s.player.id, player.id));
    playChanged(handle.db, 1);
    expect((await get(path)).text).toContain("Óscar Lemus Vidal Ríos");
  });

  it("sees a confirmed registration on the tournament page right after the organiser confirms it", async () => {
    const tournament = await f.createTournament(handle.db);
    const path = tournamentPath(tournament);
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db));
    const user = await f.createUser(handle.db, { name: "Itzel Barragán" });
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");

    const registered = await post(
      path,
      { intent: "register", registrationType: "individual", categoryType: "varonil", category: "3ra" },
      await directSessionCookie(handle.db, user),
    );
    expect(registered.status).toBe(200);
    const [row] = await handle.db.select().from(s.registration).where(eq(s.registration.tournamentId, tournament.id));
    expect((await get(path)).text).not.toContain("Itzel Barragán"); // pending registrations are not listed
    expect((await post(path, { intent: "registration", registrationId: String(row!.id), status: "confirmada" }, admin)).status).toBe(200);

    const after = await get(path);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(after.text).toContain("Itzel Barragán");
  });

  it("sees a result on the tournament page, the ranking and the player's profile right after it is recorded", async () => {
    const tournament = await f.createTournament(handle.db, { startDate: f.isoDate(-3), endDate: f.isoDate(-2) });
    const [champion, partner] = [await f.createPlayer(handle.db, { name: "Bruno Ocampo" }), await f.createPlayer(handle.db)];
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db));
    const pages = [tournamentPath(tournament), "/ranking-padel-puebla?category=3ra&gender=varonil"];
    const profile = playerPath(champion);
    for (const page of [...pages, profile]) await get(page);
    for (const page of [...pages, profile]) expect((await get(page)).headers.get("x-cache")).toBe("HIT");
    for (const page of pages) expect((await get(page)).text).not.toContain("Bruno Ocampo");
    expect(stat((await get(profile)).text, "Torneos ganados")).toBe("0");

    const recorded = await post(
      tournamentPath(tournament),
      {
        intent: "add-result",
        player1Id: String(champion.id),
        player2Id: String(partner.id),
        categoryType: "Varonil",
        category: "3ra",
        placement: "champion",
      },
      admin,
    );
    expect(recorded.status).toBe(200);

    for (const page of pages) {
      const after = await get(page);
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(after.text).toContain("Bruno Ocampo");
    }
    expect(stat((await get(profile)).text, "Torneos ganados")).toBe("1");
  });

  it("sees a new follower on the player's profile right after someone adds the player to favourites", async () => {
    const player = await f.createPlayer(handle.db);
    const path = playerPath(player);
    await get(path);
    expect(stat((await get(path)).text, "Favoritos")).toBe("0");

    const fan = await directSessionCookie(handle.db, await f.createUser(handle.db));
    const favourite = await post(`/api/players/${player.id}/favorite`, { redirectTo: path }, fan);
    expect(favourite.status).toBe(302);

    const after = await get(path);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(stat(after.text, "Favoritos")).toBe("1");
  });

  it("is answered from memory for React Router's data requests too, and after a sign-in the data is not dropped", async () => {
    const path = "/ranking-padel-puebla.data?_routes=root,routes/site-layout,rankings";
    expect((await get(path)).headers.get("x-cache")).toBe("MISS");
    const kept = await get(path);
    expect(kept.headers.get("x-cache")).toBe("HIT");
    expect(kept.headers.get("content-type")).toMatch(/^text\/x-script/);
    // Revalidated by the browser every time: no stale copy for a live page's revalidation.
    expect(kept.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
    // A failed sign-in changes nothing anyone sees.
    const response = await fetch(`${app.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: app.base, "content-type": "application/json" },
      body: JSON.stringify({ email: "nadie@example.test", password: "no-es-la-clave" }),
    });
    expect(response.status).toBe(401);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
  });
});

describe("never kept", () => {
  it("the page of a signed-in visitor who edits, and a member's page that is theirs by nature: private, no-store, a fresh nonce", async () => {
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db, { name: "Valeria Ponce" }));
    const member = await directSessionCookie(handle.db, await f.createUser(handle.db, { name: "Rodrigo Meza" }));
    for (const [path, cookie, name] of [
      ["/", admin, "Valeria Ponce"],
      ["/padel-score", member, "Rodrigo Meza"],
    ] as const) {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i++) {
        const page = await get(path, { cookie });
        expect(page.status).toBe(200);
        expect(page.headers.get("x-cache")).toBeNull();
        expect(page.headers.get("etag")).toBeNull();
        expect(page.headers.get("cache-control")).toBe("private, no-store");
        const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
        expect(nonce).toBeTruthy();
        expect(page.text).toContain(`nonce="${nonce}"`);
        expect(page.text).toContain(name);
        nonces.push(nonce!);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    }
    // Nor did the signed-in render become the anonymous visitors' page.
    await publicDataChanged();
    const anonymous = await get("/");
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(anonymous.text).not.toContain("Valeria Ponce");
  });

  it("a page with a pending toast, and the toast is not shown to the next visitor", async () => {
    const toastCookie = (await toastHeaders({ title: "Inscripción enviada" })).get("Set-Cookie")!.split(";")[0]!;
    const withToast = await get("/ranking-padel-puebla", { cookie: toastCookie });
    expect(withToast.text).toContain("Inscripción enviada");
    expect(withToast.headers.get("x-cache")).toBeNull();
    expect(withToast.headers.get("cache-control")).toBe("private, no-cache");
    expect(withToast.headers.get("set-cookie")).toMatch(/^padel_toast=;/);
    const next = await get("/ranking-padel-puebla");
    expect(next.text).not.toContain("Inscripción enviada");
  });

  it("admin pages, even refused: private, no-store", async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await get("/admin/solicitudes");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("x-cache")).toBeNull();
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("free-text and unknown query parameters, 404s; known bounded ones are kept", async () => {
    for (const path of [
      "/jugadores-padel-puebla?search=ana",
      "/ranking-padel-puebla?utm_source=whatsapp",
      "/ranking-padel-puebla?category=xyz",
      "/no-existe",
    ]) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get("x-cache"), path).toBeNull();
      expect(again.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    // The tournaments list reads ?tab= and ?orden= (its route declares them), not ?pagina=.
    await get("/torneos-padel-puebla?tab=pasados&orden=desc");
    expect((await get("/torneos-padel-puebla?tab=pasados&orden=desc")).headers.get("x-cache")).toBe("HIT");
  });
});

describe("a member (the members' copy, ADR 0036; before it, rendered every time with memoised public data, ADR 0032)", () => {
  it("sees a result on the ranking and the champion's profile right after it is recorded, at the ranking's position", async () => {
    const cookie = await directSessionCookie(handle.db, await f.createUser(handle.db));
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db));
    const [earlier, tournament] = [
      await f.createTournament(handle.db, { startDate: f.isoDate(-20), endDate: f.isoDate(-19) }),
      await f.createTournament(handle.db, { startDate: f.isoDate(-3), endDate: f.isoDate(-2) }),
    ];
    const rival = await f.createPlayer(handle.db, { name: "Regina Cordero" });
    // Tied with her partner on points and wins, she goes first by name.
    const champion = await f.createPlayer(handle.db, { name: "Ximena Bautista" });
    const partner = await f.createPlayer(handle.db, { name: "Zulema Arriaga" });
    await f.createResult(handle.db, {
      tournamentId: earlier.id,
      categoryType: "Femenil",
      category: "2da",
      placement: "runner_up",
      player1Id: rival.id,
      player2Id: null,
    });
    const ranking = "/ranking-padel-puebla?category=2da&gender=femenil";
    for (let i = 0; i < 2; i++) {
      const page = await get(ranking, { cookie });
      expect(page.headers.get("cache-control")).toBe("private, no-cache");
      expect(page.text).toContain("Regina Cordero");
      expect(page.text).not.toContain("Ximena Bautista");
      expect(stat((await get(playerPath(rival), { cookie })).text, "Ranking")).toBe("#1");
      expect(stat((await get(playerPath(champion), { cookie })).text, "Ranking")).toBe("N/A");
    }

    const recorded = await post(
      tournamentPath(tournament),
      {
        intent: "add-result",
        player1Id: String(champion.id),
        player2Id: String(partner.id),
        categoryType: "Femenil",
        category: "2da",
        placement: "champion",
      },
      admin,
    );
    expect(recorded.status).toBe(200);

    const after = (await get(ranking, { cookie })).text;
    expect(after.indexOf("Ximena Bautista")).toBeGreaterThan(-1);
    expect(after.indexOf("Ximena Bautista")).toBeLessThan(after.indexOf("Regina Cordero"));
    expect(stat((await get(playerPath(champion), { cookie })).text, "Ranking")).toBe("#1");
    expect(stat((await get(playerPath(champion), { cookie })).text, "Torneos ganados")).toBe("1");
    expect(stat((await get(playerPath(rival), { cookie })).text, "Ranking")).toBe("#3");
  });

  it("sees a write made behind the site's back once it is announced, as an anonymous visitor does", async () => {
    const cookie = await directSessionCookie(handle.db, await f.createUser(handle.db));
    const tournament = await f.createTournament(handle.db, { startDate: f.isoDate(-6), endDate: f.isoDate(-5) });
    const player = await f.createPlayer(handle.db, { name: "Tadeo Villaseñor" });
    const ranking = "/ranking-padel-puebla?category=6ta&gender=femenil";
    expect((await get(ranking, { cookie })).text).toContain("No se encontraron jugadores que coincidan con los filtros seleccionados.");
    await f.createResult(handle.db, { tournamentId: tournament.id, categoryType: "Femenil", category: "6ta", player1Id: player.id });
    expect((await get(ranking, { cookie })).text).not.toContain("Tadeo Villaseñor");
    await publicDataChanged();
    expect((await get(ranking, { cookie })).text).toContain("Tadeo Villaseñor");

    await handle.db.update(s.player).set({ name: "Tadeo Villaseñor Ruiz" }).where(eq(s.player.id, player.id));
    expect((await get(ranking, { cookie })).text).not.toContain("Tadeo Villaseñor Ruiz");
    await publicDataChanged();
    expect((await get(ranking, { cookie })).text).toContain("Tadeo Villaseñor Ruiz");
  });
});

describe("the members' copy of a page (ADR 0036)", () => {
  it("is one page for every member, with nobody's name or e-mail in it; each member's own parts come from /api/yo, private and no-store", async () => {
    const ana = await f.createUser(handle.db, { name: "Ana Lucía Ferrer Solano", email: "ana.ferrer@example.test" });
    const beto = await f.createUser(handle.db, { name: "Alberto Quiroga Lara", email: "beto.quiroga@example.test" });
    const anaPlayer = await f.createPlayer(handle.db, { name: "Ana Ferrer", userId: ana.id });
    const star = await f.createPlayer(handle.db, { name: "Estrella Gómez" });
    await f.createFavorite(handle.db, { userId: beto.id, playerId: star.id });
    const tournament = await f.createTournament(handle.db);
    await f.createRegistration(handle.db, { tournamentId: tournament.id, userId: beto.id });
    await publicDataChanged();
    const [anaCookie, betoCookie] = [await directSessionCookie(handle.db, ana), await directSessionCookie(handle.db, beto)];

    for (const path of [playerPath(star), playerPath(anaPlayer), tournamentPath(tournament), "/ranking-padel-puebla", "/"]) {
      const first = await get(path, { cookie: anaCookie });
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-cache"), path).toBe("MISS");
      expect(first.headers.get("cache-control"), path).toBe("private, no-cache");
      const second = await get(path, { cookie: betoCookie });
      expect(second.headers.get("x-cache"), path).toBe("HIT");
      expect(second.text, path).toBe(first.text);
      for (const personal of [ana.name, ana.email, beto.name, beto.email, "Este eres tú"]) expect(first.text, path).not.toContain(personal);
      // A signed-in visitor's menu ('Mi Perfil', 'Cerrar sesión'), not the sign-in link.
      expect(first.text, path).toContain("Cerrar sesión");
      expect(first.text, path).toContain('href="/profile"');
      expect(first.text, path).not.toContain('href="/auth"');

      const anonymous = await get(path);
      expect(anonymous.headers.get("cache-control"), path).toBe(PUBLIC);
      expect(anonymous.text, path).toContain('href="/auth"');
      expect(anonymous.text, path).not.toContain("Cerrar sesión");
    }

    const yo = async (cookie?: string) => {
      const response = await fetch(`${app.base}/api/yo`, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-cache")).toBeNull();
      return response.json();
    };
    expect(await yo(anaCookie)).toEqual({
      name: "Ana Lucía Ferrer Solano",
      playerId: anaPlayer.id,
      favorites: [],
      registeredTournaments: [],
      profile: { name: "Ana Lucía Ferrer Solano", email: "ana.ferrer@example.test", gender: null, category: null, level: null },
    });
    expect(await yo(betoCookie)).toMatchObject({
      name: "Alberto Quiroga Lara",
      playerId: null,
      favorites: [star.id],
      registeredTournaments: [tournament.id],
    });
    expect(await yo()).toBeNull();
  });

  it("is not what someone who edits gets: an organiser's tournament page is rendered for them, with its edit button", async () => {
    const tournament = await f.createTournament(handle.db);
    const organiser = await f.createUser(handle.db, { name: "Octavio Lozano" });
    await f.createTournamentOrganizer(handle.db, { tournamentId: tournament.id, userId: organiser.id });
    const member = await f.createUser(handle.db);
    await publicDataChanged();
    const path = tournamentPath(tournament);

    for (let i = 0; i < 2; i++) {
      const mine = await get(path, { cookie: await directSessionCookie(handle.db, organiser) });
      expect(mine.headers.get("x-cache")).toBeNull();
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.text).toContain("Editar Torneo");
      expect(mine.text).toContain("Octavio Lozano");
    }
    const shared = await get(path, { cookie: await directSessionCookie(handle.db, member) });
    expect(shared.headers.get("cache-control")).toBe("private, no-cache");
    expect(shared.text).not.toContain("Editar Torneo");

    // Made an organiser (a write that announces itself), a member gets their own page from then on.
    const memberCookie = await directSessionCookie(handle.db, member);
    expect((await get(path, { cookie: memberCookie })).headers.get("x-cache")).toBe("HIT");
    await handle.db.insert(s.tournamentOrganizer).values({ tournamentId: tournament.id, userId: member.id });
    await publicDataChanged();
    const promoted = await get(path, { cookie: memberCookie });
    expect(promoted.headers.get("x-cache")).toBeNull();
    expect(promoted.text).toContain("Editar Torneo");
  });
});

describe("a social event's page for members (ADR 0036)", () => {
  const yo = async (eventId: number, cookie?: string) => {
    const response = await fetch(`${app.base}/api/social-events/${eventId}/yo`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBeNull();
    return response.json();
  };

  it("is one copy for players and the event's organiser, with nothing of them; each one's entry and tools come from its /yo", async () => {
    const db = handle.db;
    const organiser = await f.createUser(db, { name: "Olga Treviño Castañeda", email: "olga.trevino@example.test" });
    const ana = await f.createUser(db, { name: "Ana Sofía Ruelas Bernal", email: "ana.ruelas@example.test" });
    const beto = await f.createUser(db, { name: "Alberto Cisneros Lara", email: "beto.cisneros@example.test" });
    const event = await f.createSocialEvent(db, {
      createdBy: organiser.id,
      title: "Americano de los jueves",
      rounds: 3,
      pointsPerMatch: 21,
    });
    const anaPlayer = await f.createPlayer(db, { name: "Ana Ruelas", userId: ana.id });
    const betoPlayer = await f.createPlayer(db, { name: "Beto Cisneros", userId: beto.id });
    await db.insert(s.socialEntry).values({ eventId: event.id, playerId: anaPlayer.id });
    for (let i = 1; i <= 7; i++) {
      const other = await f.createPlayer(db, { name: `Jugador Social ${i}` });
      await db.insert(s.socialEntry).values({ eventId: event.id, playerId: other.id });
    }
    const [betoEntry] = await db
      .insert(s.socialEntry)
      .values({ eventId: event.id, playerId: betoPlayer.id, waitingPosition: 1 })
      .returning();
    await publicDataChanged();
    const [organiserCookie, anaCookie, betoCookie] = [
      await directSessionCookie(db, organiser),
      await directSessionCookie(db, ana),
      await directSessionCookie(db, beto),
    ];
    const path = socialEventPath(event);

    /** The page each of them gets: one copy, rendered for the first, with nobody's entry or tools in it. */
    const sharedPages = async () => {
      const first = await get(path, { cookie: anaCookie });
      expect(first.status).toBe(200);
      expect(first.headers.get("x-cache")).toBe("MISS");
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      for (const cookie of [betoCookie, organiserCookie]) {
        const again = await get(path, { cookie });
        expect(again.headers.get("x-cache")).toBe("HIT");
        expect(again.text).toBe(first.text);
      }
      expect(first.text).toContain("Cerrar sesión");
      expect(first.text).toContain("Jugador Social 7");
      for (const personal of [ana.name, ana.email, beto.name, beto.email, organiser.email]) expect(first.text).not.toContain(personal);
      for (const tool of [
        "own-entry",
        "Estás anotado",
        "lista de espera (lugar",
        "Editar evento",
        "Empezar evento",
        "Terminar evento",
        "/anotar/",
      ]) {
        expect(first.text).not.toContain(tool);
      }
      return first.text;
    };

    await sharedPages();
    const anaEntry = { id: expect.any(Number), playerId: anaPlayer.id, waitingPosition: null };
    expect(await yo(event.id, anaCookie)).toEqual({ mine: anaEntry, canEdit: false, scoreLinks: [] });
    expect(await yo(event.id, betoCookie)).toEqual({
      mine: { id: betoEntry!.id, playerId: betoPlayer.id, waitingPosition: 1 },
      canEdit: false,
      scoreLinks: [],
    });
    expect(await yo(event.id, organiserCookie)).toEqual({ mine: null, canEdit: true, scoreLinks: [] });
    expect(await yo(event.id)).toBeNull();
    expect((await fetch(`${app.base}/api/social-events/999999/yo`, { headers: { cookie: anaCookie } })).status).toBe(404);

    // In play: the round's score links are the organiser's only, and not in the shared page.
    const started = await post(path, { intent: "start" }, organiserCookie);
    expect(started.status).toBeLessThan(400);
    await publicDataChanged();
    expect(await sharedPages()).toContain("Ronda 1");
    const organiserParts = await yo(event.id, organiserCookie);
    expect(organiserParts.canEdit).toBe(true);
    expect(organiserParts.scoreLinks.map((link: { round: number; url: string }) => link.round)).toEqual([1, 2, 3]);
    expect(organiserParts.scoreLinks[0].url).toContain(`${path}/anotar/`);
    expect(await yo(event.id, anaCookie)).toEqual({ mine: anaEntry, canEdit: false, scoreLinks: [] });

    // The club screen holds nothing of anyone either: one copy for members.
    const screen = await get(`${path}/pantalla`, { cookie: anaCookie });
    expect([screen.status, screen.headers.get("x-cache"), screen.headers.get("cache-control")]).toEqual([200, "MISS", "private, no-cache"]);
    const screenAgain = await get(`${path}/pantalla`, { cookie: organiserCookie });
    expect([screenAgain.headers.get("x-cache"), screenAgain.text]).toEqual(["HIT", screen.text]);
  });

  it("is rendered for an administrator, with the organisers' tools, and for nobody else", async () => {
    const event = await f.createSocialEvent(handle.db, { title: "Mexicano de prueba" });
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db, { name: "Valeria Ponce" }));
    const member = await directSessionCookie(handle.db, await f.createUser(handle.db));
    await publicDataChanged();
    const path = socialEventPath(event);
    const mine = await get(path, { cookie: admin });
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.text).toContain("Editar evento");
    expect(mine.text).toContain("Empezar evento");
    const shared = await get(path, { cookie: member });
    expect(shared.headers.get("cache-control")).toBe("private, no-cache");
    expect(shared.text).not.toContain("Editar evento");
    expect(shared.text).not.toContain("Valeria Ponce");
    expect(await yo(event.id, admin)).toEqual({ mine: null, canEdit: true, scoreLinks: [] });
  });
});

describe("a kept page", () => {
  it("carries a CSP that allows exactly its inline scripts by hash, and no nonce", async () => {
    await get("/");
    const page = await get("/");
    expect(page.headers.get("x-cache")).toBe("HIT");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).not.toContain("nonce");
    expect(page.text).not.toMatch(/\snonce="/);
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...page.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(2);
    for (const script of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
    }
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(new Set(inline).size);
  });

  it("has an ETag: 304 on If-None-Match while the page is the same, 200 with another tag once it changes", async () => {
    const player = await f.createPlayer(handle.db, { name: "Lucía Andrade" });
    const path = playerPath(player);
    const first = await get(path);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);

    const revalidated = await get(path, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe(PUBLIC);

    // Rendered again after an unrelated change: the same bytes, still 304.
    await publicDataChanged();
    const rerendered = await get(path, { "if-none-match": etag });
    expect(rerendered.headers.get("x-cache")).toBe("MISS");
    expect(rerendered.status).toBe(304);

    await handle.db.update(s.player).set({ name: "Lucía Andrade Pérez" }).where(eq(s.player.id, player.id));
    await publicDataChanged();
    const changed = await get(path, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.text).toContain("Lucía Andrade Pérez");
  });

  it("tells a CDN how long to keep it and what it varies on, in brotli, gzip or plain as asked", async () => {
    await get("/clubs-padel-puebla");
    const answers = {
      br: await fetch(`${app.base}/clubs-padel-puebla`, { headers: { "accept-encoding": "gzip, deflate, br" } }),
      gzip: await fetch(`${app.base}/clubs-padel-puebla`, { headers: { "accept-encoding": "gzip" } }),
      plain: await fetch(`${app.base}/clubs-padel-puebla`, { headers: { "accept-encoding": "identity" } }),
    };
    const texts = await Promise.all(Object.values(answers).map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    expect(answers.br.headers.get("content-encoding")).toBe("br");
    expect(answers.gzip.headers.get("content-encoding")).toBe("gzip");
    expect(answers.plain.headers.get("content-encoding")).toBeNull();
    for (const answer of Object.values(answers)) {
      expect(answer.headers.get("x-cache")).toBe("HIT");
      expect(answer.headers.get("cache-control")).toBe(PUBLIC);
      expect(answer.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
    const head = await fetch(`${app.base}/clubs-padel-puebla`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });
});

describe("bounds", () => {
  it("serves every page fresh with PAGE_CACHE=off, and keeps nothing bigger than its memory", async () => {
    const off = await startApp(compiled.build, { enabled: false, maxAgeMs: 60_000, maxBytes: 2 ** 20 });
    const tiny = await startApp(compiled.build, { enabled: true, maxAgeMs: 60_000, maxBytes: 1024 });
    try {
      for (const base of [off.base, tiny.base]) {
        for (let i = 0; i < 2; i++) {
          const page = await get("/ranking-padel-puebla", {}, base);
          expect(page.status).toBe(200);
          expect(page.headers.get("x-cache")).toBe(base === off.base ? null : "MISS");
        }
      }
      expect((await get("/ranking-padel-puebla", {}, off.base)).headers.get("cache-control")).toBe("private, no-cache");
    } finally {
      await off.close();
      await tiny.close();
    }
  });

  it("drops a page past its maximum age", async () => {
    const shortLived = await startApp(compiled.build, { enabled: true, maxAgeMs: 1500, maxBytes: 2 ** 20 });
    try {
      await get("/clubs-padel-puebla", {}, shortLived.base);
      expect((await get("/clubs-padel-puebla", {}, shortLived.base)).headers.get("x-cache")).toBe("HIT");
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await get("/clubs-padel-puebla", {}, shortLived.base)).headers.get("x-cache")).toBe("MISS");
    } finally {
      await shortLived.close();
    }
  });
});

describe("query parameters", () => {
  it("are kept as each route declares them (its handle), and nothing else is", async () => {
    const rules = routeRules(compiled.build.routes);
    expect(Object.keys(rules.paramsOf("/ranking-padel-puebla")).sort()).toEqual(["category", "gender", "pagina", "vista"]);
    expect(Object.keys(rules.paramsOf("/torneos-padel-puebla.data")).sort()).toEqual(["orden", "pagina", "tab"]);
    expect(Object.keys(rules.paramsOf("/clubs-padel-puebla"))).toEqual(["pagina"]);
    expect(rules.paramsOf("/aviso-de-privacidad")).toEqual({});

    for (const kept of ["/torneos-padel-puebla?tab=pasados&orden=asc", "/ranking-padel-puebla?category=open&gender=femenil"]) {
      await get(kept);
      expect((await get(kept)).headers.get("x-cache"), kept).toBe("HIT");
    }
    // A value outside the route's set, a parameter another route declares, a tracking parameter.
    for (const rendered of [
      "/torneos-padel-puebla?tab=todos",
      "/torneos-padel-puebla?category=3ra",
      "/ranking-padel-puebla?utm_source=wa",
    ]) {
      await get(rendered);
      expect((await get(rendered)).headers.get("x-cache"), rendered).toBeNull();
    }
  });
});

describe("what only looks like a page", () => {
  it("an event stream at a public address goes out as it is written, and a page bigger than the limit as it renders", async () => {
    const cache = createPageCache({ enabled: true, maxAgeMs: 60_000, maxBytes: 2 ** 20, routes: NO_ROUTES, publicData });
    const site = express();
    site.use(cache.serve);
    // As server/app.ts: compressed, except event streams.
    site.use(
      compression({
        filter: (req, res) => !String(res.getHeader("Content-Type")).startsWith("text/event-stream") && compression.filter(req, res),
      }),
    );
    site.use(cache.capture);
    let endStream = () => {};
    site.get("/torneos-padel-puebla/copa/1/en-vivo", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.flushHeaders();
      res.write("data: uno\n\n");
      endStream = () => res.end("data: dos\n\n");
    });
    const big = `<!DOCTYPE html><html><body>${"<p>Resultados</p>".repeat(200_000)}</body></html>`;
    site.get("/torneos-padel-puebla", (_req, res) => void res.type("html").send(big));
    const server = site.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const stream = await fetch(`${base}/torneos-padel-puebla/copa/1/en-vivo`);
      const reader = stream.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: uno\n\n");
      endStream();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: dos\n\n");

      for (let i = 0; i < 2; i++) {
        const page = await fetch(`${base}/torneos-padel-puebla`, { headers: { "accept-encoding": "gzip" } });
        expect(await page.text()).toBe(big);
        expect(page.headers.get("x-cache")).toBeNull();
        expect(page.headers.get("content-encoding")).toBe("gzip");
      }
      expect(cache.size().entries).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

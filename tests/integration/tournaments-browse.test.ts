// Visiting tournaments: the list, a tournament's page (canonical address, who may see it, participation),
// the player search the forms use, and the tournament's files (share images, calendar event).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  caught,
  configureTestEnv,
  dataOf as body,
  statusOf,
  routeArgs as args,
  useAppDb,
  pageRequest,
  sessionCookie,
} from "./helpers/app-env";

configureTestEnv();

const { loader: listLoader } = await import("~/routes/tournaments");
const { loader: detailLoader } = await import("~/routes/tournament");
const { loader: searchLoader } = await import("~/routes/api.players.search");
const { loader: filesLoader } = await import("~/routes/tournament-files");
const sharp = (await import("sharp")).default;
const { mexicoToday: today, addDays } = await import("~/domain/calendar");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("tournaments list", () => {
  it("lists only approved tournaments, splits by Mexico City's date, filters by search and club", async () => {
    const db = handle.db;
    const tag = `Filtro${f.uniqueSuffix()}`;
    const upcoming = await f.createTournament(db, {
      title: `${tag} Próximo`,
      clubName: `Club ${tag}`,
      startDate: addDays(today(), 10),
      endDate: addDays(today(), 11),
    });
    const alfa = `Club ${tag} Alfa`;
    const active = await f.createTournament(db, {
      title: `${tag} Activo`,
      clubName: alfa,
      startDate: addDays(today(), -1),
      endDate: today(),
    });
    const past = await f.createTournament(db, {
      title: `${tag} Pasado`,
      clubName: alfa,
      startDate: addDays(today(), -5),
      endDate: addDays(today(), -1),
    });
    await f.createTournament(db, { title: `${tag} Oculto`, clubName: `Club ${tag} Oculto`, approved: false });

    const list = async (query: string) =>
      body<Awaited<ReturnType<typeof listLoader>>>(await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}${query}`))));
    const all = await list("");
    expect(all.cards.map((t) => t.id)).toEqual([active.id, upcoming.id]);
    expect(all.counts).toEqual({ proximos: 2, pasados: 1 });
    expect(all.tab).toBe("proximos");
    // The club filter offers each approved tournament's club once, in order.
    expect(all.clubs.filter((name) => name.includes(tag))).toEqual([`Club ${tag}`, alfa]);
    expect((await list("&tab=pasados")).cards.map((t) => t.id)).toEqual([past.id]);

    const byClub = await list(`&club=${encodeURIComponent(`Club ${tag}`)}`);
    expect(byClub.cards.map((t) => t.id)).toEqual([upcoming.id]);
    expect(byClub.counts).toEqual({ proximos: 1, pasados: 0 });

    expect((await list("&orden=desc")).cards.map((t) => t.id)).toEqual([upcoming.id, active.id]);
  });

  it("sends one page of 24 cards at a time (?pagina=N), newest past first; a page past the end is the last", async () => {
    const db = handle.db;
    const tag = `Paginas${f.uniqueSuffix()}`;
    const made = [];
    for (let i = 1; i <= 26; i++) {
      made.push(
        await f.createTournament(db, { title: `${tag} ${i}`, startDate: addDays(today(), -100 + i), endDate: addDays(today(), -100 + i) }),
      );
    }
    const list = async (query: string) =>
      body<Awaited<ReturnType<typeof listLoader>>>(await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}${query}`))));
    const first = await list("&tab=pasados");
    expect([first.page, first.pageCount, first.cards.length, first.counts.pasados]).toEqual([1, 2, 24, 26]);
    expect(first.cards[0]!.id).toBe(made[25]!.id);
    const second = await list("&tab=pasados&pagina=2");
    expect(second.cards.map((t) => t.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect((await list("&tab=pasados&pagina=99")).page).toBe(2);
    expect((await list("&tab=pasados&pagina=abc")).page).toBe(1);
  });

  it("pages the upcoming tab across active and not yet started tournaments, in both orders", async () => {
    const db = handle.db;
    const tag = `Vigentes${f.uniqueSuffix()}`;
    // Three running (one started 30 days ago and ends in 30), then 25 starting from today on.
    const active = [];
    for (const started of [-30, -3, -1]) {
      active.push(
        await f.createTournament(db, { title: `${tag} A${started}`, startDate: addDays(today(), started), endDate: addDays(today(), 30) }),
      );
    }
    const upcoming = [];
    for (let i = 0; i < 25; i++) {
      upcoming.push(await f.createTournament(db, { title: `${tag} P${i}`, startDate: addDays(today(), i), endDate: addDays(today(), i) }));
    }
    const ids = async (query: string) =>
      body<Awaited<ReturnType<typeof listLoader>>>(
        await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}${query}`))),
      ).cards.map((t) => t.id);
    const ascending = [...active, ...upcoming].map((t) => t.id);
    expect(await ids("")).toEqual(ascending.slice(0, 24));
    expect(await ids("&pagina=2")).toEqual(ascending.slice(24));
    const descending = [...ascending].reverse();
    expect(await ids("&orden=desc")).toEqual(descending.slice(0, 24));
    expect(await ids("&orden=desc&pagina=2")).toEqual(descending.slice(24));
  });

  it("switches to the past tab by itself when nothing upcoming matches", async () => {
    const db = handle.db;
    const tag = `Auto${f.uniqueSuffix()}`;
    await f.createTournament(db, { title: `${tag} Pasado`, startDate: addDays(today(), -9), endDate: addDays(today(), -8) });
    const page = body<Awaited<ReturnType<typeof listLoader>>>(await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}`))));
    expect(page.autoSwitched).toBe(true);
    expect(page.tab).toBe("pasados");
    const chosen = body<Awaited<ReturnType<typeof listLoader>>>(
      await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}&tab=proximos`))),
    );
    expect(chosen.autoSwitched).toBe(false);
    expect(chosen.tab).toBe("proximos");
  });
});

describe("tournament detail", () => {
  it("redirects a wrong slug and the name-only address to the canonical URL (301)", async () => {
    const t = await f.createTournament(handle.db, { title: "Copa Ñandú 2026" });
    const wrong = (await caught(
      detailLoader(args(pageRequest(`/torneos-padel-puebla/otro/${t.id}`), { name: "otro", id: String(t.id) })),
    )) as Response;
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("Location")).toBe(tournamentPath(t));
    const byName = (await caught(
      detailLoader(args(pageRequest(`/torneos-padel-puebla/copa-nandu-2026-${t.id}`), { name: `copa-nandu-2026-${t.id}` })),
    )) as Response;
    expect(byName.status).toBe(301);
    expect(byName.headers.get("Location")).toBe(tournamentPath(t));
  });

  it("answers 404 for unknown ids and for unapproved tournaments seen by anyone but their editors", async () => {
    const db = handle.db;
    const missing = await caught(detailLoader(args(pageRequest("/torneos-padel-puebla/x/999999"), { name: "x", id: "999999" })));
    expect(statusOf(missing)).toBe(404);
    const hidden = await f.createTournament(db, { approved: false });
    const path = tournamentPath(hidden);
    const params = { name: path.split("/")[2]!, id: String(hidden.id) };
    expect(statusOf(await caught(detailLoader(args(pageRequest(path), params))))).toBe(404);
    const player = await f.createUser(db);
    expect(statusOf(await caught(detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, player) }), params))))).toBe(404);
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId: hidden.id, userId: organiser.id });
    const seen = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, organiser) }), params)),
    );
    expect(seen.canEdit).toBe(true);
    const admin = await f.createAdmin(db);
    const seenByAdmin = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, admin) }), params)),
    );
    expect(seenByAdmin.canEdit).toBe(true);
  });

  it("shows the participation state, the confirmed registrations only, and canEdit per role", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(today(), 20), endDate: addDays(today(), 21) });
    await f.createRegistration(db, { tournamentId: t.id, status: "confirmada" });
    await f.createRegistration(db, { tournamentId: t.id, status: "pendiente" });
    const path = tournamentPath(t);
    const params = { name: path.split("/")[2]!, id: String(t.id) };
    const anonymous = body<{ participation: string; registrations: unknown[]; canEdit: boolean; signedIn: boolean }>(
      await detailLoader(args(pageRequest(path), params)),
    );
    expect(anonymous.participation).toBe("open");
    expect(anonymous.registrations).toHaveLength(1);
    expect(anonymous.canEdit).toBe(false);
    expect(anonymous.signedIn).toBe(false);
    const otherOrganiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
    const asOther = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, otherOrganiser) }), params)),
    );
    expect(asOther.canEdit).toBe(false);

    const past = await f.createTournament(db, { startDate: addDays(today(), -3), endDate: addDays(today(), -2) });
    const pastPath = tournamentPath(past);
    const finished = body<{ participation: string }>(
      await detailLoader(args(pageRequest(pastPath), { name: pastPath.split("/")[2]!, id: String(past.id) })),
    );
    expect(finished.participation).toBe("finished");
  });
});

describe("player search resource", () => {
  it("answers nothing below 2 characters and at most 10 players", async () => {
    const db = handle.db;
    const tag = `zq${f.uniqueSuffix()}`.toLowerCase();
    for (let i = 0; i < 12; i++) await f.createPlayer(db, { name: `Jugador ${tag} ${i}` });
    const short = body<{ players: unknown[] }>(await searchLoader(args(pageRequest("/api/players/search?q=z"))));
    expect(short.players).toEqual([]);
    const found = body<{ players: { name: string }[] }>(await searchLoader(args(pageRequest(`/api/players/search?q=${tag}`))));
    expect(found.players).toHaveLength(10);
    expect(found.players.every((p) => p.name.includes(tag))).toBe(true);
  });
});

describe("tournament files: share images and calendar", () => {
  const get = (t: { id: number; title: string }, file: string, query = "") => {
    const path = `${tournamentPath(t)}/${file}${query}`;
    return caught(filesLoader(args(pageRequest(path), { name: path.split("/")[2]!, id: String(t.id), file })));
  };

  it("renders the card (600 px at scale 2) and the results image as PNGs; downloads get the spec's file names", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa Share", startDate: addDays(today(), -4), endDate: addDays(today(), -3) });
    await f.createResult(db, { tournamentId: t.id });
    const card = (await get(t, "compartir.png")) as Response;
    expect(card.headers.get("Content-Type")).toBe("image/png");
    expect(card.headers.get("Content-Disposition")).toBeNull();
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1200);
    const download = (await get(t, "compartir.png", "?descargar=1")) as Response;
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="torneo-copa-share.png"');
    const results = (await get(t, "resultados.png", "?descargar=1")) as Response;
    expect(results.headers.get("Content-Disposition")).toBe('attachment; filename="resultados-copa-share.png"');
    const meta = await sharp(Buffer.from(await results.arrayBuffer())).metadata();
    expect(meta.format).toBe("png");
  });

  it("draws each image once per version of its data: same ETag and 304 until the tournament changes", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa Caché", startDate: addDays(today(), 10), endDate: addDays(today(), 11) });
    const first = (await get(t, "og.png")) as Response;
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(((await get(t, "og.png")) as Response).headers.get("ETag")).toBe(etag);
    const path = `${tournamentPath(t)}/og.png`;
    const revalidated = (await caught(
      filesLoader(
        args(new Request(`http://localhost:3000${path}`, { headers: { "If-None-Match": etag } }), {
          name: path.split("/")[2]!,
          id: String(t.id),
          file: "og.png",
        }),
      ),
    )) as Response;
    expect(revalidated.status).toBe(304);
    await db.update(s.tournament).set({ fee: "$900" }).where(eq(s.tournament.id, t.id));
    // The fee is not on the preview: same image.
    expect(((await get(t, "og.png")) as Response).headers.get("ETag")).toBe(etag);
    await db
      .update(s.tournament)
      .set({ categoriesMixed: ["A"] })
      .where(eq(s.tournament.id, t.id));
    const changed = (await get(t, "og.png")) as Response;
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.status).toBe(200);
  });

  it("offers an all-day .ics event; unapproved or unknown tournaments are 404", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa, Calendario", startDate: "2026-12-05", endDate: "2026-12-07" });
    const ics = await ((await get(t, "calendario.ics")) as Response).text();
    expect(ics).toContain("DTSTART;VALUE=DATE:20261205");
    expect(ics).toContain("DTEND;VALUE=DATE:20261208");
    expect(ics).toContain("SUMMARY:Copa\\, Calendario");
    const hidden = await f.createTournament(db, { approved: false });
    expect(statusOf(await get(hidden, "compartir.png"))).toBe(404);
    expect(statusOf(await get(t, "otro.txt"))).toBe(404);
  });
});

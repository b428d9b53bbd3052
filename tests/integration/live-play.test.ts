// The live tournament pages (issue 20) against the real database: the tournament's event stream after a
// result and after a synced point of a linked Padel Score match, nothing from unpublished draws, the
// 'En juego' state in the server-rendered draw, order of play and club screen, and the screen's loader.
import { randomUUID } from "node:crypto";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { transaction } from "~/server/infra/changes.server";
import { eventReader } from "./helpers/event-stream";
import { caught, configureTestEnv, dataOf, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const f = await import("./factories");
const p = await import("./play-factories");
const s = await import("../../db/schema");
const { callSync, newSecret, pointEvent, settingsFor, startEvent } = await import("./score-helpers");
const { loader: streamLoader } = await import("~/routes/api.tournaments.$id.live");
const drawRoute = await import("~/routes/tournament-draw");
const orderRoute = await import("~/routes/order-of-play");
const screenRoute = await import("~/routes/club-screen");
const { setMatchResult } = await import("~/server/play/draw-results.server");
const { publishDraw } = await import("~/server/play/draws.server");
const { loadPlaySnapshot, playBroker } = await import("~/server/play/live-play.server");
const { tournamentSlug } = await import("~/domain/slugs");
const { mexicoToday } = await import("~/domain/calendar");

type Snapshot = Awaited<ReturnType<typeof loadPlaySnapshot>>;

const handle = useAppDb();
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A viewer of the tournament's stream: yields each `play` event's snapshot. */
async function openViewer(tournamentId: number) {
  const abort = new AbortController();
  closers.push(() => abort.abort());
  const request = new Request(`http://localhost/api/tournaments/${tournamentId}/live`, { signal: abort.signal });
  const response = (await streamLoader(routeArgs(request, { id: String(tournamentId) }))) as Response;
  const read = eventReader(response, "play");
  const next = async () => JSON.parse(await read()) as Snapshot;
  return { response, next };
}

/** A Padel Score match shared live, synced through the sync endpoint, and the function that sends more points. */
async function scoredMatch(clubId: number) {
  const id = randomUUID();
  const secret = newSecret();
  const settings = settingsFor(clubId);
  let length = 0;
  const send = async (...events: ReturnType<typeof pointEvent>[]) => {
    const { status, json } = await callSync({ id, secret, body: { settings, from: length, events, sentAt: Date.now() } });
    expect(status).toBe(200);
    length = json.length as number;
  };
  return { id, send };
}

/**
 * An approved tournament playing today on two courts: a published Varonil 3ra draw of four pairs
 * (semifinals at 09:00 on courts 1 and 2, the final at 11:00 on court 1; semifinal 2 scored live, 30-0
 * in the first game) and a draft Femenil 4ta draw whose first match is scored live too.
 */
async function liveTournament() {
  const db = handle.db;
  const admin = await f.createAdmin(db);
  const club = await f.createClub(db);
  const today = mexicoToday();
  const t = await f.createTournament(db, { title: `Copa En Vivo ${f.uniqueSuffix()}`, approved: true, startDate: today, endDate: today });
  const [court1, court2] = await p.createScheduleSettings(db, {
    tournamentId: t.id,
    courts: ["Cancha 1", "Cancha 2"],
    days: [{ date: today, start: "08:00", end: "22:00" }],
  });
  const main = await p.createDrawRows(db, { tournamentId: t.id, pairs: 4 });
  const draft = await p.createDrawRows(db, { tournamentId: t.id, pairs: 4, categoryType: "Femenil", category: "4ta", status: "draft" });
  const place = (id: number, courtId: number, startTime: string) =>
    db.update(s.drawMatch).set({ courtId, day: today, startTime }).where(eq(s.drawMatch.id, id));
  const semi1 = main.matches.get("P1-1")!;
  const semi2 = main.matches.get("P1-2")!;
  const final = main.matches.get("P2-1")!;
  const draftMatch = draft.matches.get("P1-1")!;
  await place(semi1.id, court1!.id, "09:00");
  await place(semi2.id, court2!.id, "09:00");
  await place(final.id, court1!.id, "11:00");
  await place(draftMatch.id, court2!.id, "10:00");
  const pairName = (entryId: number | null, rows = main) => {
    const entry = rows.entries.find((e) => e.id === entryId)!;
    return entry.players.map((player) => player.name).join(" / ");
  };
  const live = await scoredMatch(club.id);
  await live.send(startEvent(), pointEvent("team1"), pointEvent("team1"));
  await db.update(s.drawMatch).set({ liveMatchId: live.id }).where(eq(s.drawMatch.id, semi2.id));
  const hidden = await scoredMatch(club.id);
  await hidden.send(startEvent(), pointEvent("team2"));
  await db.update(s.drawMatch).set({ liveMatchId: hidden.id }).where(eq(s.drawMatch.id, draftMatch.id));
  const name = tournamentSlug(t.title);
  const base = `/torneos-padel-puebla/${name}/${t.id}`;
  return {
    t,
    admin,
    court1: court1!,
    court2: court2!,
    key: { tournamentId: t.id, categoryType: "Varonil" as const, category: "3ra" },
    draftKey: { tournamentId: t.id, categoryType: "Femenil" as const, category: "4ta" },
    semi1,
    semi2,
    final,
    draftMatch,
    draft,
    live,
    pairName,
    params: { name, id: String(t.id) },
    base,
  };
}

/** A route's page rendered on the server as React Router renders it, from its loader's data. */
async function renderPage(path: string, Page: ComponentType<{ loaderData: never }>, loaderData: unknown): Promise<string> {
  const routes = [
    { id: "page", path: "*", loader: () => loaderData, Component: () => createElement(Page, { loaderData: loaderData as never }) },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

/** The HTML of one element marked `marker` up to the next element with the same marker attribute. */
function cardOf(html: string, marker: string, attribute: string): string {
  const start = html.indexOf(marker);
  expect(start, `${marker} in the page`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf(attribute, start + marker.length);
  return html.slice(start, end < 0 ? undefined : end);
}

describe("the tournament's live stream", () => {
  it("sends the current snapshot on connect and a new version after a result is entered; the page then shows the next round", async () => {
    const w = await liveTournament();
    const viewer = await openViewer(w.t.id);
    expect(viewer.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const first = await viewer.next();
    expect(first.tournamentId).toBe(w.t.id);
    expect(first.scores[w.semi2.id]).toEqual({
      sets: [],
      games: { a: 0, b: 0 },
      points: { a: "30", b: "0" },
      tieBreak: false,
      serving: "a",
      finished: false,
      result: null,
    });

    expect(await setMatchResult(w.admin, w.key, { matchId: w.semi1.id, score: "6-3 6-4" })).toEqual({ ok: true, value: undefined });
    const second = await viewer.next();
    expect(second.version).not.toBe(first.version);
    expect(Object.keys(second.scores)).toEqual([String(w.semi2.id)]);

    const path = `${w.base}/cuadros/varonil-3ra`;
    const page = dataOf<{ draw: { mainRounds: { matches: { code: string; a: { name: string } | null }[] }[] } }>(
      await drawRoute.loader(routeArgs(pageRequest(path), { ...w.params, categoria: "varonil-3ra" })),
    );
    const final = page.draw.mainRounds[1]!.matches.find((m) => m.code === "P2-1")!;
    expect(final.a?.name).toBe(w.pairName(w.semi1.entryAId));
  });

  it("sends the new score of a linked match after a point is synced, without a new version", async () => {
    const w = await liveTournament();
    const viewer = await openViewer(w.t.id);
    const first = await viewer.next();
    await w.live.send(pointEvent("team2"));
    const second = await viewer.next();
    expect(second.version).toBe(first.version);
    expect(second.scores[w.semi2.id]!.points).toEqual({ a: "30", b: "15" });
    await w.live.send(pointEvent("team1"), pointEvent("team1"));
    const third = await viewer.next();
    expect(third.scores[w.semi2.id]!.games).toEqual({ a: 1, b: 0 });
    expect(third.scores[w.semi2.id]!.points).toEqual({ a: "0", b: "0" });
    expect(third.scores[w.semi2.id]!.serving).toBe("b");
  });

  it("carries nothing of an unpublished draw until it is published", async () => {
    const w = await liveTournament();
    const viewer = await openViewer(w.t.id);
    const first = await viewer.next();
    expect(Object.keys(first.scores)).toEqual([String(w.semi2.id)]);
    expect(JSON.stringify(first)).not.toMatch(/Femenil|Tigres/);
    // A result in the draft changes nothing the public sees.
    expect((await setMatchResult(w.admin, w.draftKey, { matchId: w.draftMatch.id, score: "6-1 6-1" })).ok).toBe(true);
    expect((await loadPlaySnapshot(w.t.id)).version).toBe(first.version);
    await publishDraw(w.admin, w.draftKey);
    const published = await viewer.next();
    expect(published.version).not.toBe(first.version);
  });

  it("a write inside an outer transaction (as the demo seed makes them) notifies when it commits instead of waiting for it", async () => {
    const w = await liveTournament();
    const viewer = await openViewer(w.t.id);
    const first = await viewer.next();
    // The seed's outer transaction is one of `transaction()`: a bare drizzle transaction would announce the
    // change at the savepoint's end, before the commit, and a viewer could read the old draw.
    await transaction(handle.db, async (tx) => {
      expect((await setMatchResult(w.admin, w.key, { matchId: w.semi1.id, score: "6-3 6-4" }, tx)).ok).toBe(true);
    });
    expect((await viewer.next()).version).not.toBe(first.version);
  });

  it("answers 404 for an unknown tournament and for an unapproved one", async () => {
    const unknown = await caught(
      streamLoader(routeArgs(new Request("http://localhost/api/tournaments/99999999/live"), { id: "99999999" })),
    );
    expect(statusOf(unknown)).toBe(404);
    const hidden = await f.createTournament(handle.db, { approved: false });
    const refused = await caught(streamLoader(routeArgs(new Request("http://localhost/x"), { id: String(hidden.id) })));
    expect(statusOf(refused)).toBe(404);
  });

  it("loads once per notification for all of a process's viewers and writes them the same bytes", async () => {
    const w = await liveTournament();
    const viewers = await Promise.all(Array.from({ length: 5 }, () => openViewer(w.t.id)));
    await Promise.all(viewers.map((viewer) => viewer.next()));
    expect(playBroker.count(String(w.t.id))).toBe(5);
    await w.live.send(pointEvent("team2"));
    const updates = await Promise.all(viewers.map((viewer) => viewer.next()));
    expect(new Set(updates.map((update) => JSON.stringify(update))).size).toBe(1);
    expect(updates[0]!.scores[w.semi2.id]!.points).toEqual({ a: "30", b: "15" });
  });
});

describe("'En juego' in the server-rendered pages", () => {
  it("the draw shows the match in play with its score (sets, games, points); the others do not", async () => {
    const w = await liveTournament();
    const path = `${w.base}/cuadros/varonil-3ra`;
    const loaderData = dataOf(await drawRoute.loader(routeArgs(pageRequest(path), { ...w.params, categoria: "varonil-3ra" })));
    const html = await renderPage(path, drawRoute.default as never, loaderData);
    const semi2 = cardOf(html, 'data-code="P1-2"', 'data-testid="draw-match"');
    expect(semi2).toContain("En juego");
    expect(semi2).toContain("0-0 · 30-0");
    expect(cardOf(html, 'data-code="P1-1"', 'data-testid="draw-match"')).not.toContain("En juego");
  });

  it("the order of play shows it too, and links the club's screen", async () => {
    const w = await liveTournament();
    const path = `${w.base}/orden-de-juego`;
    const loaderData = dataOf(await orderRoute.loader(routeArgs(pageRequest(path), w.params)));
    const html = await renderPage(path, orderRoute.default as never, loaderData);
    const semi2 = cardOf(html, `data-match-id="${w.semi2.id}"`, 'data-testid="match"');
    expect(semi2).toContain("En juego");
    expect(semi2).toContain("0-0 · 30-0");
    expect(cardOf(html, `data-match-id="${w.semi1.id}"`, 'data-testid="match"')).not.toContain("En juego");
    expect(html).toContain(`href="${w.base}/pantalla"`);
    expect(html).toContain("Pantalla del club");
  });

  it("the club's screen shows each court's match in play with a scoreboard and the next ones, and reloads itself without JavaScript", async () => {
    const w = await liveTournament();
    const path = `${w.base}/pantalla`;
    const loaderData = dataOf(await screenRoute.loader(routeArgs(pageRequest(path), w.params)));
    const html = await renderPage(path, screenRoute.default as never, loaderData);
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="60"/></noscript>');
    const court1 = cardOf(html, 'aria-labelledby="cancha-' + w.court1.id + '"', "<section");
    const court2 = cardOf(html, 'aria-labelledby="cancha-' + w.court2.id + '"', "<section");
    expect(court1).toContain("Sin partido en juego");
    expect(court1).toContain(w.pairName(w.semi1.entryAId));
    expect(court2).toContain("En juego");
    for (const name of w.pairName(w.semi2.entryAId).split(" / ")) expect(court2).toContain(`<span>${name}</span>`);
    expect(court2).toContain("A continuación");
    expect(court2).not.toContain(w.pairName(w.draftMatch.entryAId, w.draft));
  });
});

describe("the club's screen's loader", () => {
  type Screen = {
    single: boolean;
    courts: { id: number; name: string; href: string }[];
    matches: { id: number; courtId: number; start: string; dayLabel: string | null; a: string[] | null }[];
  };
  const load = async (path: string, params: Record<string, string>) =>
    dataOf<Screen>(await screenRoute.loader(routeArgs(pageRequest(path), params)));

  it("lists every court and its matches still to play in time order, published draws only; a result moves the next one up", async () => {
    const w = await liveTournament();
    const screen = await load(`${w.base}/pantalla`, w.params);
    expect(screen.single).toBe(false);
    expect(screen.courts).toEqual([
      { id: w.court1.id, name: "Cancha 1", href: `${w.base}/pantalla/${w.court1.id}` },
      { id: w.court2.id, name: "Cancha 2", href: `${w.base}/pantalla/${w.court2.id}` },
    ]);
    expect(screen.matches.map((m) => [m.id, m.courtId, m.start, m.dayLabel])).toEqual([
      [w.semi1.id, w.court1.id, "09:00", null],
      [w.final.id, w.court1.id, "11:00", null],
      [w.semi2.id, w.court2.id, "09:00", null],
    ]);
    expect(screen.matches.find((m) => m.id === w.final.id)!.a).toBeNull();

    await setMatchResult(w.admin, w.key, { matchId: w.semi1.id, score: "6-3 6-4" });
    const after = await load(`${w.base}/pantalla`, w.params);
    expect(after.matches.filter((m) => m.courtId === w.court1.id).map((m) => [m.id, m.a?.join(" / ")])).toEqual([
      [w.final.id, w.pairName(w.semi1.entryAId)],
    ]);
  });

  it("shows one court alone; 404 for a court that is not the tournament's or not a number; the right address for a wrong name", async () => {
    const w = await liveTournament();
    const one = await load(`${w.base}/pantalla/${w.court2.id}`, { ...w.params, courtId: String(w.court2.id) });
    expect(one.single).toBe(true);
    expect(one.courts.map((c) => c.name)).toEqual(["Cancha 2"]);
    expect(one.matches.map((m) => m.id)).toEqual([w.semi2.id]);

    const other = await liveTournament();
    for (const courtId of [String(other.court1.id), "abc", "0x1", "99999999999"]) {
      const path = `${w.base}/pantalla/${courtId}`;
      const answer = await caught(screenRoute.loader(routeArgs(pageRequest(path), { ...w.params, courtId })));
      expect(statusOf(answer), courtId).toBe(404);
    }
    const moved = await caught(
      screenRoute.loader(
        routeArgs(pageRequest(`/torneos-padel-puebla/otro-nombre/${w.t.id}/pantalla`), { name: "otro-nombre", id: String(w.t.id) }),
      ),
    );
    expect(statusOf(moved)).toBe(301);
    expect((moved as Response).headers.get("location")).toBe(`${w.base}/pantalla`);
  });

  it("is 404 for an unapproved tournament (anonymous visitors)", async () => {
    const hidden = await f.createTournament(handle.db, { approved: false });
    const params = { name: tournamentSlug(hidden.title), id: String(hidden.id) };
    const answer = await caught(
      screenRoute.loader(routeArgs(pageRequest(`/torneos-padel-puebla/${params.name}/${params.id}/pantalla`), params)),
    );
    expect(statusOf(answer)).toBe(404);
  });
});

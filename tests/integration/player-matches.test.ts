// A player's matches (issue 19): the calendar file of the scheduled ones and the profile's 'Partidos'
// list of those played, published draws only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, pageRequest, routeArgs, sessionCookie, useAppDb } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";

configureTestEnv();

const { favoritePlayersOverview, playerMatchesIcs } = await import("~/server/players/player-matches.server");
const { loader: accountLoader } = await import("~/routes/profile");
const { loader: icsLoader } = await import("~/routes/player-matches-ics");
const { loader: profileLoader } = await import("~/routes/player");
const f = await import("./factories");
const p = await import("./play-factories");
const s = await import("../../db/schema");

const handle = useAppDb();

async function world() {
  const db = handle.db;
  const t = await f.createTournament(db, {
    title: "Copa Calendario",
    clubName: "Club Cholula",
    startDate: "2026-12-05",
    endDate: "2026-12-06",
  });
  const [court] = await p.createScheduleSettings(db, {
    tournamentId: t.id,
    courts: ["Cancha 1"],
    days: [{ date: "2026-12-05", start: "08:00", end: "22:00" }],
    matchMinutes: 90,
  });
  const names = ["Ana Paz", "Bea Paz", "Ciro Paz", "Dana Paz", "Elsa Paz", "Fer Paz", "Eva Paz", "Ivy Paz"];
  const players = [];
  for (const name of names)
    players.push(await f.createPlayer(db, { name, handle: `${name.toLowerCase().replace(" ", "_")}_${f.uniqueSuffix()}` }));
  // Seeds 1 and 4 meet in the first semifinal.
  const draw = await p.createDrawRows(db, { tournamentId: t.id, pairs: 4, players });
  const semi = draw.matches.get("P1-1")!;
  await db.update(s.drawMatch).set({ courtId: court!.id, day: "2026-12-05", startTime: "09:00" }).where(eq(s.drawMatch.id, semi.id));
  // A draft draw's match: nobody outside the organisers knows of it yet.
  const draft = await p.createDrawRows(db, {
    tournamentId: t.id,
    pairs: 2,
    category: "4ta",
    status: "draft",
    players: [players[0]!, players[1]!, players[2]!, players[3]!],
  });
  await db
    .update(s.drawMatch)
    .set({ courtId: court!.id, day: "2026-12-05", startTime: "12:00", score: p.straightSets("a"), winner: "a" })
    .where(eq(s.drawMatch.id, draft.matches.get("P1-1")!.id));
  return { t, players, semi, draw };
}

describe("calendar file", () => {
  it("lists the player's scheduled matches of published draws in Mexico City time", async () => {
    const { t, players, semi } = await world();
    const text = await playerMatchesIcs(players[0]!, new Date("2026-11-20T12:00:00Z"));
    // Long lines are folded at 75 octets (RFC 5545); compared unfolded, as a calendar app reads them.
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, "")).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Padel Puebla//Calendario//ES",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Partidos de Ana Paz",
        "X-WR-TIMEZONE:America/Mexico_City",
        "BEGIN:VTIMEZONE",
        "TZID:America/Mexico_City",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "TZOFFSETFROM:-0600",
        "TZOFFSETTO:-0600",
        "TZNAME:CST",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        `UID:partido-${semi.id}@localhost:3000`,
        "DTSTAMP:20261120T120000Z",
        "DTSTART;TZID=America/Mexico_City:20261205T090000",
        "DTEND;TZID=America/Mexico_City:20261205T103000",
        "SUMMARY:Varonil 3ra · Semifinal 1: Ana Paz / Bea Paz vs Eva Paz / Ivy Paz",
        "LOCATION:Club Cholula\\, Cancha 1",
        "DESCRIPTION:Copa Calendario",
        `URL:http://localhost:3000/torneos-padel-puebla/copa-calendario/${t.id}/orden-de-juego`,
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("is served at /jugador/id/{id}/partidos.ics as text/calendar; an unknown player is 404", async () => {
    const { players } = await world();
    const response = (await icsLoader(
      routeArgs(pageRequest(`/jugador/id/${players[6]!.id}/partidos.ics`), { id: String(players[6]!.id) }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="partidos-eva-paz.ics"');
    expect(await response.text()).toContain("SUMMARY:Varonil 3ra · Semifinal 1: Ana Paz / Bea Paz vs Eva Paz / Ivy Paz");
    const missing = await icsLoader(routeArgs(pageRequest("/jugador/id/999999/partidos.ics"), { id: "999999" })).catch((e: unknown) => e);
    expect((missing as Response).status).toBe(404);
  });
});

describe("profile 'Partidos'", () => {
  it("lists matches played from each player's side, published draws only; none before any", async () => {
    const { players, semi, draw } = await world();
    const load = async (player: (typeof players)[number]) =>
      dataOf<Awaited<ReturnType<typeof profileLoader>>>(
        await profileLoader(routeArgs(pageRequest(`/padel/${player.handle}`), { username: player.handle! })),
      );
    expect((await load(players[0]!)).matches).toEqual([]);
    await p.setResult(handle.db, semi.id, "a");
    const winner = await load(players[0]!);
    expect(winner.calendarHref).toBe(`/jugador/id/${players[0]!.id}/partidos.ics`);
    expect(winner.matches).toEqual([
      {
        id: semi.id,
        tournament: { title: "Copa Calendario", href: `/torneos-padel-puebla/copa-calendario/${draw.draw.tournamentId}` },
        category: "Varonil 3ra",
        drawHref: `/torneos-padel-puebla/copa-calendario/${draw.draw.tournamentId}/cuadros/varonil-3ra`,
        label: "Semifinal 1",
        result: {
          winner: "team1",
          loser: "team2",
          score: "6-3 6-4",
          sentence: [
            [
              { name: "Ana Paz", href: `/padel/${players[0]!.handle}` },
              { name: "Bea Paz", href: `/padel/${players[1]!.handle}` },
            ],
            " ganan a ",
            [
              { name: "Eva Paz", href: `/padel/${players[6]!.handle}` },
              { name: "Ivy Paz", href: `/padel/${players[7]!.handle}` },
            ],
            " 6-3 6-4",
          ],
        },
        won: true,
      },
    ]);
    // The pair that lost reads the same sentence: the winners are its subject, their games first.
    const text = (m: (typeof winner.matches)[number]) =>
      m.result.sentence.map((part) => (typeof part === "string" ? part : part.map((p) => p.name).join(" / "))).join("");
    const loser = await load(players[7]!);
    expect(loser.matches.map((m) => [text(m), m.won])).toEqual([["Ana Paz / Bea Paz ganan a Eva Paz / Ivy Paz 6-3 6-4", false]]);
    // Slot b wins (the draw stores 3-6 4-6 from slot a's side): never '3-6 4-6' with the losers first.
    await p.setResult(handle.db, semi.id, "b");
    for (const player of [players[0]!, players[7]!]) {
      expect((await load(player)).matches.map((m) => [text(m), m.result.score])).toEqual([
        ["Eva Paz / Ivy Paz ganan a Ana Paz / Bea Paz 6-3 6-4", "6-3 6-4"],
      ]);
    }
  });
});

describe("'Mis favoritos' on /profile (issue 34)", () => {
  it("gives each favourite the next match (tournament, time, court) and the latest result, winner first", async () => {
    const { players, semi } = await world();
    const db = handle.db;
    const fan = await f.createUser(db);
    // Ivy Paz first, then Ana Paz, then Ciro Paz (no match scheduled for his pair): newest favourite first.
    for (const [i, at] of [
      [7, "2026-11-01T00:00:00Z"],
      [0, "2026-11-02T00:00:00Z"],
      [2, "2026-11-03T00:00:00Z"],
    ] as const) {
      await f.createFavorite(db, { userId: fan.id, playerId: players[i]!.id, createdAt: new Date(at) });
    }
    const overview = async () => favoritePlayersOverview(fan.id, "2026-11-20");
    const before = await overview();
    expect(before.map((x) => x.name)).toEqual(["Ciro Paz", "Ana Paz", "Ivy Paz"]);
    expect(before[1]!.next).toMatchObject({
      tournament: { title: "Copa Calendario" },
      category: "Varonil 3ra",
      label: "Semifinal 1",
      day: "2026-12-05",
      start: "09:00",
      court: "Cancha 1",
    });
    expect(before[1]!.last).toBeNull();
    expect(before[0]!.next).toMatchObject({ label: "Semifinal 2", day: null, start: null, court: null });

    await p.setResult(db, semi.id, "b");
    const after = await overview();
    const text = (sentence: NonNullable<(typeof after)[number]["last"]>["result"]["sentence"]) =>
      sentence.map((part) => (typeof part === "string" ? part : part.map((x) => x.name).join(" / "))).join("");
    // Both sides of the semifinal read the winners first.
    expect(after.filter((x) => x.last).map((x) => [x.name, text(x.last!.result.sentence)])).toEqual([
      ["Ana Paz", "Eva Paz / Ivy Paz ganan a Ana Paz / Bea Paz 6-3 6-4"],
      ["Ivy Paz", "Eva Paz / Ivy Paz ganan a Ana Paz / Bea Paz 6-3 6-4"],
    ]);
    expect(after.map((x) => x.next?.label ?? null)).toEqual(["Semifinal 2", null, null]);
    // After the tournament nothing is 'next'.
    expect((await favoritePlayersOverview(fan.id, "2026-12-07")).map((x) => x.next)).toEqual([null, null, null]);
  });

  it("the profile's Favoritos tab lists them, and is empty for a user who follows nobody", async () => {
    const db = handle.db;
    const fan = await f.createUser(db);
    const cookie = await sessionCookie(db, fan);
    const loadTab = async () =>
      dataOf<Awaited<ReturnType<typeof accountLoader>>>(
        await throughMiddleware(accountLoader, pageRequest("/profile?tab=favoritos", { cookie })),
      );
    expect((await loadTab()).favorites).toEqual([]);
    const star = await f.createPlayer(db, { name: "Estrella Favorita" });
    await f.createFavorite(db, { userId: fan.id, playerId: star.id });
    const page = await loadTab();
    expect(page.tab).toBe("favoritos");
    expect(page.favorites.map((x) => [x.name, x.href, x.next, x.last])).toEqual([
      ["Estrella Favorita", `/padel/${star.handle}`, null, null],
    ]);
  });
});

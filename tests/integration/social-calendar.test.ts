// 'Añadir a mi calendario' of a social event (issue 32): its .ics file, which any calendar app reads as the
// event at its date, time and club; and the player's own feed (partidos.ics) with the events they play.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { loader } = await import("~/routes/social-event-ics");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("the event's calendar file", () => {
  it("answers the event with its date, time and club as text/calendar; an unknown event is a 404", async () => {
    const club = await f.createClub(handle.db, { name: "Club Calendario", state: "Puebla" });
    const event = await f.createSocialEvent(handle.db, {
      clubId: club.id,
      title: "Mexicano de viernes",
      format: "mexicano",
      date: "2026-12-04",
      startTime: "20:00",
      rounds: 4,
    });
    const path = `${socialEventPath(event)}/calendario.ics`;
    const response = (await loader(routeArgs(pageRequest(path), { slug: socialEventPath(event).split("/").pop()! }))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="mexicano-de-viernes.ics"');
    const text = await response.text();
    expect(text).toContain("SUMMARY:Mexicano de viernes (Mexicano)\r\n");
    expect(text).toContain("DTSTART;TZID=America/Mexico_City:20261204T200000\r\n");
    expect(text).toContain("DTEND;TZID=America/Mexico_City:20261204T210000\r\n");
    expect(text).toContain("LOCATION:Club Calendario\\, Puebla\r\n");
    expect(text).toContain(`URL:http://localhost:3000${socialEventPath(event)}`);

    const missing = await caught(
      loader(routeArgs(pageRequest("/eventos-padel-puebla/nada-999999/calendario.ics"), { slug: "nada-999999" })),
    );
    expect(statusOf(missing)).toBe(404);
  });
});

describe("the player's calendar feed (partidos.ics)", () => {
  it("has the social events the player has a place in, not the waiting list nor events left or withdrawn from", async () => {
    const db = handle.db;
    const social = await import("~/server/social");
    const { playerMatchesIcs } = await import("~/server/players");
    const { loader: feedLoader } = await import("~/routes/player-matches-ics");
    type Actor = Parameters<typeof social.signUp>[0];
    const organiser = (await f.createUser(db, { name: "Organizadora" })) as unknown as Actor;
    const user = await f.createUser(db, { name: "Ana Calendario" });
    const me = await f.createPlayer(db, { name: "Ana Calendario", userId: user.id });
    const club = await f.createClub(db, { name: "Club Calendario", state: "Puebla", mapsUrl: "https://maps.example/club" });
    const other = await f.createClub(db, { name: "Club Sin Mapa", state: null });
    const event = (values: Parameters<typeof f.createSocialEvent>[1]) =>
      f.createSocialEvent(db, { createdBy: (organiser as { id: string }).id, clubId: club.id, ...values });

    const thursday = await event({ title: "Americano del jueves", date: "2099-12-03", startTime: "19:30", rounds: 4 });
    const byTime = await event({
      title: "Mexicano por tiempo",
      format: "mexicano",
      clubId: other.id,
      date: "2099-12-10",
      startTime: "20:00",
      rounds: null,
      minutes: 90,
    });
    const full = await event({ title: "Americano lleno", date: "2099-12-05", playerCap: 4 });
    const left = await event({ title: "Americano que dejé", date: "2099-12-06" });
    const withdrawn = await event({ title: "Americano del que me retiré", date: "2099-12-07" });
    // Signed up in the order of the dates the other way round: the feed is in order of start.
    for (const e of [byTime, thursday, left, withdrawn]) expect((await social.signUp(user as unknown as Actor, e.id, null)).ok).toBe(true);
    for (let i = 0; i < 4; i++) await social.addEntry(organiser, full.id, (await f.createPlayer(db)).id, null);
    expect(await social.signUp(user as unknown as Actor, full.id, null)).toEqual({
      ok: true,
      value: { waitingPosition: 1, message: "Evento lleno: te anotamos en la lista de espera (lugar 1)" },
    });
    expect((await social.leaveEvent(user as unknown as Actor, left.id)).ok).toBe(true);
    // As withdrawPlayer leaves an entry withdrawn during play.
    await db
      .update(s.socialEntry)
      .set({ withdrawnFromRound: 2 })
      .where(and(eq(s.socialEntry.eventId, withdrawn.id), eq(s.socialEntry.playerId, me.id)));

    const text = await playerMatchesIcs(me, new Date("2099-11-20T12:00:00Z"), await social.playerSocialCalendar(me.id));
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, "")).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Padel Puebla//Calendario//ES",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Partidos de Ana Calendario",
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
        `UID:evento-${thursday.id}@localhost:3000`,
        "DTSTAMP:20991120T120000Z",
        "DTSTART;TZID=America/Mexico_City:20991203T193000",
        "DTEND;TZID=America/Mexico_City:20991203T203000",
        "SUMMARY:Americano del jueves (Americano)",
        "LOCATION:Club Calendario\\, Puebla",
        "DESCRIPTION:Americano de pádel en Club Calendario.\\nCómo llegar: https://maps.example/club",
        `URL:http://localhost:3000/eventos-padel-puebla/americano-del-jueves-${thursday.id}`,
        "END:VEVENT",
        "BEGIN:VEVENT",
        `UID:evento-${byTime.id}@localhost:3000`,
        "DTSTAMP:20991120T120000Z",
        "DTSTART;TZID=America/Mexico_City:20991210T200000",
        "DTEND;TZID=America/Mexico_City:20991210T213000",
        "SUMMARY:Mexicano por tiempo (Mexicano)",
        "LOCATION:Club Sin Mapa",
        "DESCRIPTION:Mexicano de pádel en Club Sin Mapa.",
        `URL:http://localhost:3000/eventos-padel-puebla/mexicano-por-tiempo-${byTime.id}`,
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );

    // The address the profile links to serves the same events.
    const response = (await feedLoader(routeArgs(pageRequest(`/jugador/id/${me.id}/partidos.ics`), { id: String(me.id) }))) as Response;
    const served = (await response.text()).replace(/\r\n /g, "");
    expect(served).toContain(`UID:evento-${thursday.id}@localhost:3000\r\n`);
    expect(served).toContain("SUMMARY:Mexicano por tiempo (Mexicano)\r\n");
    expect(served).not.toContain("Americano lleno");
    expect(served).not.toContain("Americano que dejé");
    expect(served).not.toContain("Americano del que me retiré");
  });
});

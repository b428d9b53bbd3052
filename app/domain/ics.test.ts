import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldIcsLine, icsCalendar } from "./ics";
import { tournamentIcs } from "./tournament-share";

const LONG_TITLE = "Gran Torneo Internacional de Pádel Angelópolis «Primavera», Edición Aniversario; Campeones 2026 ñandú 😀";
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The file as a calendar client reads it: ical.js (maintained by the Thunderbird/Lightning team). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("foldIcsLine", () => {
  it("folds at 75 octets without splitting a UTF-8 character, and unfolds to the same text", () => {
    const line = `SUMMARY:${"ñá😀x".repeat(40)}`;
    const folded = foldIcsLine(line);
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldIcsLine("SUMMARY:Copa")).toEqual(["SUMMARY:Copa"]);
  });
});

describe("tournament calendar file", () => {
  const text = tournamentIcs({
    id: 12,
    title: LONG_TITLE,
    description: "Inscripciones abiertas.\nCategorías: 3ra, 4ta; premios en efectivo.",
    location: "Club Deportivo de Raqueta y Pádel Angelópolis Sur, Puebla",
    startDate: "2026-12-05",
    endDate: "2026-12-07",
    url: "https://padelpuebla.mx/torneos-padel-puebla/gran-torneo/12",
    now: new Date("2026-11-24T10:00:00Z"),
  });

  it("has CRLF lines of at most 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("reads back as an all-day event from the first day to the day after the last, with the text intact", () => {
    const { events } = parse(text);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.summary).toBe(LONG_TITLE);
    expect(event.location).toBe("Club Deportivo de Raqueta y Pádel Angelópolis Sur, Puebla");
    expect(event.description).toBe("Inscripciones abiertas.\nCategorías: 3ra, 4ta; premios en efectivo.");
    expect(event.uid).toBe("torneo-12@padelpuebla.mx");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-05");
    expect(event.endDate.toString()).toBe("2026-12-08");
    expect(event.component.getFirstPropertyValue("url")).toBe("https://padelpuebla.mx/torneos-padel-puebla/gran-torneo/12");
  });
});

describe("events with a time", () => {
  const text = icsCalendar({
    name: "Partidos de Fernando Ramírez",
    now: new Date("2026-11-24T10:00:00Z"),
    events: [
      {
        uid: "partido-1@padelpuebla.mx",
        summary: "Cuartos de final: Ramírez / Ortega vs. Morales / Peña",
        start: { dateTime: "2026-12-05T09:30" },
        end: { dateTime: "2026-12-05T11:00" },
        location: "Club Sol, cancha 2",
      },
    ],
  });

  it("are in America/Mexico_City (UTC-6 all year) with its VTIMEZONE", () => {
    expect(text).toContain("DTSTART;TZID=America/Mexico_City:20261205T093000\r\n");
    const { calendar, events } = parse(text);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Mexico_City");
    const event = events[0]!;
    expect(event.startDate.zone?.tzid).toBe("America/Mexico_City");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T15:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T17:00:00.000Z");
  });

  it("leave the time zone out of a calendar of all-day events", () => {
    expect(
      tournamentIcs({
        id: 1,
        title: "Copa",
        location: "Club",
        startDate: "2026-12-05",
        endDate: "2026-12-05",
        url: "https://padelpuebla.mx/t/1",
        now: new Date(),
      }),
    ).not.toContain("VTIMEZONE");
  });
});

import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icsCalendar } from "./ics";
import { socialEventIcs } from "./social-event";

/** The file as a calendar client reads it (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

const event = {
  id: 7,
  title: "Americano del jueves",
  format: "americano" as const,
  date: "2026-12-03",
  startTime: "19:30:00",
  rounds: 7,
  minutes: null,
  clubName: "Club Sol",
  clubState: "Puebla",
  mapsUrl: "https://maps.example/club-sol",
};
const url = "https://padelpuebla.mx/eventos-padel-puebla/americano-del-jueves-7";

describe("socialEventIcs", () => {
  it("is the event at its start time in Puebla for its rounds' length, at its club, with the map link", () => {
    const [read] = parse(icsCalendar({ name: event.title, now: new Date("2026-11-27T10:00:00Z"), events: [socialEventIcs(event, url)] }));
    expect(read!.uid).toBe("evento-7@padelpuebla.mx");
    expect(read!.summary).toBe("Americano del jueves (Americano)");
    expect(read!.startDate.toJSDate().toISOString()).toBe("2026-12-04T01:30:00.000Z");
    // Seven rounds of 15 minutes: 19:30 to 21:15.
    expect(read!.endDate.toJSDate().toISOString()).toBe("2026-12-04T03:15:00.000Z");
    expect(read!.location).toBe("Club Sol, Puebla");
    expect(read!.description).toBe("Americano de pádel en Club Sol.\nCómo llegar: https://maps.example/club-sol");
    expect(read!.component.getFirstPropertyValue("url")).toBe(url);
  });

  it("takes a time budget as the length and crosses midnight on the calendar", () => {
    const late = socialEventIcs({ ...event, startTime: "23:30", rounds: null, minutes: 90, clubState: null, mapsUrl: null }, url);
    expect(late).toMatchObject({
      start: { dateTime: "2026-12-03T23:30" },
      end: { dateTime: "2026-12-04T01:00" },
      location: "Club Sol",
      description: "Americano de pádel en Club Sol.",
    });
  });
});

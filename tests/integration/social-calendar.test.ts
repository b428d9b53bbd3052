// 'Añadir a mi calendario' of a social event (issue 32): its .ics file, which any calendar app reads as the
// event at its date, time and club.
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { loader } = await import("~/routes/social-event-ics");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");

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

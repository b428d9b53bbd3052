import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MatchIdSchema, MatchSettingsSchema, ScoreEventSchema, SyncRequestSchema } from "./match-sync";

const valid = {
  team1: { name: "Equipo 1", players: ["Ana", "Luz"] },
  team2: { name: "Equipo 2", players: ["Eva", "Sol"] },
  deuceRule: "golden",
  numberOfSets: 3,
  tieBreak: false,
  superTieBreak: false,
  clubId: 3,
  clubName: "Club",
  category: "Open",
  categoryType: "Mixto",
  shareLive: true,
};

describe("the sync API's Zod schemas run the domain's match parsers", () => {
  it("answers the parsed settings (trimmed) and the domain's issues with their paths", () => {
    expect(MatchSettingsSchema.parse({ ...valid, team1: { name: " Equipo 1 ", players: ["Ana", "Luz"] } }).team1.name).toBe("Equipo 1");
    const result = MatchSettingsSchema.safeParse({ ...valid, team2: { name: "X", players: ["Eva", ""] }, clubId: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["team2.players.1", "Escribe el nombre del jugador"],
      ["clubId", "Elige un club"],
    ]);
  });

  it("refuses unknown events in Spanish", () => {
    expect(ScoreEventSchema.parse({ type: "point", team: "team1", at: 2 })).toEqual({ type: "point", team: "team1", at: 2 });
    expect(ScoreEventSchema.safeParse({ type: "explode", at: 1 }).error?.issues.map((i) => i.message)).toEqual([
      "Evento de marcador no válido",
    ]);
  });

  it("caps the number of events of one request", () => {
    const events = Array.from({ length: 1001 }, (_, i) => ({ type: "undo", at: i }));
    expect(SyncRequestSchema.safeParse({ settings: valid, from: 0, events, sentAt: 1 }).success).toBe(false);
    expect(SyncRequestSchema.safeParse({ settings: valid, from: 0, events: events.slice(1), sentAt: 1 }).success).toBe(true);
  });

  it("groups the settings' issues under 'settings' for the 400 answer", () => {
    const result = SyncRequestSchema.safeParse({
      settings: { ...valid, team1: { name: "X", players: ["Ana", ""] } },
      from: 0,
      events: [],
      sentAt: 1,
    });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({ settings: ["Escribe el nombre del jugador"] });
  });

  it("accepts a match id only when it is a UUID", () => {
    expect(MatchIdSchema.safeParse("0b6c1f4e-7d5a-4c1b-9e3f-2a8d6c4b1e90").success).toBe(true);
    expect(MatchIdSchema.safeParse("0B6C1F4E-7D5A-4C1B-9E3F-2A8D6C4B1E90").success).toBe(true);
    for (const id of ["not-a-uuid", "0b6c1f4e7d5a4c1b9e3f2a8d6c4b1e90", "0b6c1f4e-7d5a-4c1b-9e3f-2a8d6c4b1e90x", ""]) {
      expect(MatchIdSchema.safeParse(id).success).toBe(false);
    }
  });
});

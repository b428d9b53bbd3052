import { describe, expect, it } from "vitest";
import { MatchSettingsSchema, rulesOf, ScoreEventSchema, SyncRequestSchema } from "./match-settings";

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

function messages(input: unknown) {
  const result = MatchSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("MatchSettingsSchema", () => {
  it("accepts a complete setup and trims names", () => {
    const parsed = MatchSettingsSchema.parse({ ...valid, team1: { name: "  Rojos ", players: [" Ana ", "Luz"] } });
    expect(parsed.team1).toEqual({ name: "Rojos", players: ["Ana", "Luz"] });
  });

  it("requires the four player names and the club, in Spanish", () => {
    expect(messages({ ...valid, team2: { name: "X", players: ["Eva", "  "] }, clubId: 0 })).toEqual([
      "team2.players.1: Escribe el nombre del jugador",
      "clubId: Elige un club",
    ]);
  });

  it("allows only 1 or 3 sets, known rules and categories", () => {
    expect(messages({ ...valid, numberOfSets: 5 })).toEqual(["numberOfSets: El partido es a 1 set o al mejor de 3"]);
    expect(messages({ ...valid, deuceRule: "silver" })).toEqual(["deuceRule: Elige cómo se juega el 40-40"]);
    expect(messages({ ...valid, category: "7ma", categoryType: "Otro" })).toEqual([
      "category: Elige una categoría",
      "categoryType: Elige el tipo de categoría",
    ]);
  });

  it("rejects a super tie-break in a one-set match", () => {
    expect(messages({ ...valid, numberOfSets: 1, superTieBreak: true })).toEqual([
      "superTieBreak: El súper tie-break solo aplica al mejor de 3 sets",
    ]);
  });

  it("rulesOf keeps only what the engine needs", () => {
    expect(rulesOf(MatchSettingsSchema.parse(valid))).toEqual({
      deuceRule: "golden",
      numberOfSets: 3,
      tieBreak: false,
      superTieBreak: false,
    });
  });
});

describe("ScoreEventSchema and SyncRequestSchema", () => {
  it("accepts every engine event and rejects unknown ones", () => {
    for (const event of [
      { type: "start", server: "team2", at: 1 },
      { type: "point", team: "team1", at: 2 },
      { type: "undo", at: 3 },
      { type: "reset-game", at: 4 },
      { type: "reset-match", at: 5 },
      { type: "pause", at: 6 },
      { type: "resume", at: 7 },
    ]) {
      expect(ScoreEventSchema.parse(event)).toEqual(event);
    }
    expect(ScoreEventSchema.safeParse({ type: "point", team: "team3", at: 1 }).success).toBe(false);
    expect(ScoreEventSchema.safeParse({ type: "explode", at: 1 }).success).toBe(false);
    expect(ScoreEventSchema.safeParse({ type: "undo", at: -1 }).success).toBe(false);
    expect(ScoreEventSchema.safeParse({ type: "undo", at: 1.5 }).success).toBe(false);
  });

  it("caps the number of events of one request", () => {
    const events = Array.from({ length: 1001 }, (_, i) => ({ type: "undo", at: i }));
    expect(SyncRequestSchema.safeParse({ settings: valid, from: 0, events, sentAt: 1 }).success).toBe(false);
    expect(SyncRequestSchema.safeParse({ settings: valid, from: 0, events: events.slice(1), sentAt: 1 }).success).toBe(true);
  });
});

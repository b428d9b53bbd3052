import { describe, expect, it } from "vitest";
import { parseMatchSettings, parseScoreEvent, parseStoredMatch, rulesOf } from "./match-settings";

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
  const result = parseMatchSettings(input);
  return result.success ? [] : result.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

function settingsOf(input: unknown) {
  const result = parseMatchSettings(input);
  if (!result.success) throw new Error(messages(input).join("; "));
  return result.data;
}

describe("parseMatchSettings", () => {
  it("accepts a complete setup and trims names", () => {
    const parsed = settingsOf({ ...valid, team1: { name: "  Rojos ", players: [" Ana ", "Luz"] } });
    expect(parsed.team1).toEqual({ name: "Rojos", players: ["Ana", "Luz"] });
    expect(parsed).toEqual({ ...valid, team1: { name: "Rojos", players: ["Ana", "Luz"] } });
  });

  it("requires the four player names and the club, in Spanish", () => {
    expect(messages({ ...valid, team2: { name: "X", players: ["Eva", "  "] }, clubId: 0 })).toEqual([
      "team2.players.1: Escribe el nombre del jugador",
      "clubId: Elige un club",
    ]);
  });

  it("allows only 1 or 3 sets, known rules and categories", () => {
    expect(messages({ ...valid, numberOfSets: 5 })).toEqual(["numberOfSets: El partido es a 1 set o al mejor de 3"]);
    expect(messages({ ...valid, numberOfSets: "3" })).toEqual(["numberOfSets: El partido es a 1 set o al mejor de 3"]);
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

  it("caps the lengths of names", () => {
    expect(messages({ ...valid, team1: { name: "x".repeat(41), players: ["Ana", "y".repeat(41)] } })).toEqual([
      "team1.name: Máximo 40 caracteres",
      "team1.players.1: Máximo 40 caracteres",
    ]);
    expect(messages({ ...valid, clubName: "c".repeat(201) })).toEqual(["clubName: Máximo 200 caracteres"]);
    // The cap counts the trimmed name.
    expect(messages({ ...valid, team1: { name: ` ${"x".repeat(40)} `, players: ["Ana", "Luz"] } })).toEqual([]);
  });

  it("refuses club ids that are not a positive int4", () => {
    for (const clubId of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2_147_483_648, "3", undefined]) {
      expect(messages({ ...valid, clubId })).toEqual(["clubId: Elige un club"]);
    }
  });

  it("takes no club id for a tournament match at a club known only by its name (the server refuses it for a new friendly match)", () => {
    expect(parseMatchSettings({ ...valid, clubId: null })).toMatchObject({ success: true, data: { clubId: null } });
  });

  it("takes the players linked in the setup: four places of ids or null, none twice; all empty is no lineup", () => {
    expect(settingsOf({ ...valid, lineup: [4, null, 7, 9] }).lineup).toEqual([4, null, 7, 9]);
    expect(settingsOf({ ...valid, lineup: [null, null, null, null] })).not.toHaveProperty("lineup");
    expect(settingsOf(valid)).not.toHaveProperty("lineup");
    expect(messages({ ...valid, lineup: [4, 5, 6, 4] })).toEqual(["lineup: Un jugador no puede estar dos veces en el partido"]);
    for (const lineup of [[4, 5, 6], [4, 5, 6, "7"], [0, null, null, null], [2 ** 31, null, null, null], "4,5,6,7"]) {
      expect(messages({ ...valid, lineup })).toEqual(["lineup: Elige a los jugadores de la lista"]);
    }
  });

  it("rulesOf keeps only what the engine needs", () => {
    expect(rulesOf(settingsOf(valid))).toEqual({
      deuceRule: "golden",
      numberOfSets: 3,
      tieBreak: false,
      superTieBreak: false,
    });
  });
});

describe("parseScoreEvent", () => {
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
      expect(parseScoreEvent(event)).toEqual(event);
    }
    expect(parseScoreEvent({ type: "point", team: "team3", at: 1 })).toBeNull();
    expect(parseScoreEvent({ type: "start", at: 1 })).toBeNull();
    expect(parseScoreEvent({ type: "explode", at: 1 })).toBeNull();
    expect(parseScoreEvent({ type: "undo", at: -1 })).toBeNull();
    expect(parseScoreEvent({ type: "undo", at: 1.5 })).toBeNull();
    expect(parseScoreEvent({ type: "undo", at: 8.64e15 + 1 })).toBeNull();
    expect(parseScoreEvent({ type: "undo" })).toBeNull();
    expect(parseScoreEvent(["undo", 1])).toBeNull();
  });

  it("drops keys the engine does not know", () => {
    expect(parseScoreEvent({ type: "undo", at: 1, team: "team1", extra: "<script>" })).toEqual({ type: "undo", at: 1 });
  });
});

describe("parseStoredMatch: what the phone finds in localStorage", () => {
  const stored = {
    id: "0b6c1f4e-7d5a-4c1b-9e3f-2a8d6c4b1e90",
    secret: "a".repeat(43),
    settings: valid,
    events: [
      { type: "start", server: "team1", at: 10 },
      { type: "point", team: "team2", at: 20 },
    ],
    synced: 1,
  };
  const fromStorage = (value: unknown) => parseStoredMatch(JSON.parse(JSON.stringify(value)));

  it("resumes a match saved by this version", () => {
    expect(fromStorage(stored)).toEqual(stored);
  });

  it("ignores a match that is missing or not an object", () => {
    for (const value of [null, 42, "partido", [], true]) expect(parseStoredMatch(value)).toBeNull();
  });

  it("ignores a match saved in an older format", () => {
    // Before the deuce rules: a boolean golden point and no category type or live sharing.
    const { deuceRule: _rule, categoryType: _type, shareLive: _live, ...older } = valid;
    expect(fromStorage({ ...stored, settings: { ...older, goldenPoint: true } })).toBeNull();
    expect(fromStorage({ ...stored, settings: { ...valid, numberOfSets: 5 } })).toBeNull();
    expect(fromStorage({ ...stored, events: [{ type: "point", team: "team1" }] })).toBeNull();
    const { synced: _synced, ...withoutSynced } = stored;
    expect(fromStorage(withoutSynced)).toBeNull();
  });

  it("ignores a corrupt match", () => {
    expect(fromStorage({ ...stored, id: "not-a-uuid" })).toBeNull();
    expect(fromStorage({ ...stored, secret: "short" })).toBeNull();
    expect(fromStorage({ ...stored, secret: `${"a".repeat(42)}/` })).toBeNull();
    expect(fromStorage({ ...stored, events: "[]" })).toBeNull();
    expect(fromStorage({ ...stored, events: [...stored.events, null] })).toBeNull();
    expect(fromStorage({ ...stored, synced: -1 })).toBeNull();
    expect(fromStorage({ ...stored, synced: "1" })).toBeNull();
    expect(fromStorage({ ...stored, synced: 1e300 })).toBeNull();
    expect(fromStorage({ ...stored, settings: { ...valid, team1: { name: "Rojos", players: ["Ana"] } } })).toBeNull();
    expect(fromStorage({ ...stored, settings: { ...valid, team1: { name: "Rojos", players: ["Ana", "Luz", "Sol"] } } })).toBeNull();
    expect(fromStorage({ ...stored, settings: { ...valid, tieBreak: "false" } })).toBeNull();
  });

  it("keeps nothing from hostile data beyond the known fields", () => {
    const hostile = JSON.parse(
      JSON.stringify({ ...stored, admin: true, settings: { ...valid, html: "<img src=x onerror=alert(1)>" } }).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},',
      ),
    );
    const match = parseStoredMatch(hostile);
    expect(match).toEqual(stored);
    expect(Object.keys(match!)).toEqual(["id", "secret", "settings", "events", "synced"]);
    expect(Object.keys(match!.settings)).toEqual(Object.keys(valid));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(match)).toBe(Object.prototype);
  });

  it("reads a large event log without failing", () => {
    const events = Array.from({ length: 5000 }, (_, i) => ({ type: "point", team: i % 2 ? "team1" : "team2", at: i }));
    expect(fromStorage({ ...stored, events, synced: 5000 })?.events).toHaveLength(5000);
  });
});

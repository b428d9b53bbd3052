import { describe, expect, it } from "vitest";
import {
  clubPath,
  coachPaths,
  clubSlug,
  coachPath,
  coachSlug,
  idFromParams,
  isValidHandle,
  normalizeHandle,
  playerPath,
  tournamentPath,
  tournamentSlug,
} from "./slugs";

describe("tournamentSlug", () => {
  it("lower-cases and turns spaces into hyphens", () => {
    expect(tournamentSlug("Copa Puebla Primavera")).toBe("copa-puebla-primavera");
  });

  it("removes non-word characters", () => {
    expect(tournamentSlug("Torneo #3: ¡Final! (2026)")).toBe("torneo-3-final-2026");
    expect(tournamentSlug("40/30 Open")).toBe("4030-open");
    expect(tournamentSlug("Torneo_Relámpago")).toBe("torneo_relampago");
  });

  it("transliterates accents and ñ instead of dropping the letter", () => {
    expect(tournamentSlug("Torneo Cholula Ñ")).toBe("torneo-cholula-n");
    expect(tournamentSlug("Pádel Ñandú Ü")).toBe("padel-nandu-u");
  });

  it("collapses hyphen runs and trims edge hyphens", () => {
    expect(tournamentSlug("Copa - Puebla")).toBe("copa-puebla");
    expect(tournamentSlug("  Copa   Puebla  ")).toBe("copa-puebla");
    expect(tournamentSlug("¡Copa!")).toBe("copa");
  });

  it("falls back to 'torneo'", () => {
    expect(tournamentSlug("")).toBe("torneo");
    expect(tournamentSlug("   ")).toBe("torneo");
    expect(tournamentSlug("¡¿!?")).toBe("torneo");
    expect(tournamentSlug(null)).toBe("torneo");
    expect(tournamentSlug(undefined)).toBe("torneo");
  });

  it("is idempotent and maps legacy slugs to the canonical one", () => {
    const slug = tournamentSlug("Gran Torneo de Pádel 2026");
    expect(tournamentSlug(slug)).toBe(slug);
    expect(tournamentSlug("copa---puebla")).toBe("copa-puebla");
  });
});

describe("clubSlug", () => {
  it("turns slashes and spaces into hyphens", () => {
    expect(clubSlug("40/30")).toBe("40-30");
    expect(clubSlug("Club 40/30 Padel")).toBe("club-40-30-padel");
    expect(clubSlug("Pádel Club Angelópolis")).toBe("padel-club-angelopolis");
  });

  it("drops characters that would break the path", () => {
    expect(clubSlug("Padel #1?")).toBe("padel-1");
  });

  it("falls back to 'club'", () => {
    expect(clubSlug("")).toBe("club");
    expect(clubSlug(" / ")).toBe("club");
    expect(clubSlug(null)).toBe("club");
  });
});

describe("coachSlug", () => {
  it("trims, lower-cases and turns whitespace runs into hyphens", () => {
    expect(coachSlug("  Juan   Pérez ")).toBe("juan-perez");
    expect(coachSlug("Ana\tMaría\nLópez")).toBe("ana-maria-lopez");
  });

  it("keeps the path a single segment", () => {
    expect(coachSlug("Ana/Luis")).toBe("analuis");
  });

  it("normalizes a legacy accented slug to the canonical one", () => {
    expect(coachSlug("josé-pérez")).toBe(coachSlug("José Pérez"));
  });

  it("falls back to 'entrenador'", () => {
    expect(coachSlug("")).toBe("entrenador");
    expect(coachSlug("   ")).toBe("entrenador");
    expect(coachSlug(undefined)).toBe("entrenador");
  });
});

describe("idFromParams", () => {
  it("prefers a numeric id param", () => {
    expect(idFromParams({ id: "12", name: "copa-puebla-7" })).toBe(12);
  });

  it("falls back to the last hyphen piece of name", () => {
    expect(idFromParams({ name: "copa-puebla-7" })).toBe(7);
    expect(idFromParams({ id: "abc", name: "copa-puebla-7" })).toBe(7);
    expect(idFromParams({ name: "42" })).toBe(42);
  });

  it("returns null when neither is numeric", () => {
    expect(idFromParams({ name: "copa-puebla" })).toBeNull();
    expect(idFromParams({ id: "", name: "" })).toBeNull();
    expect(idFromParams({})).toBeNull();
    expect(idFromParams({ id: null, name: null })).toBeNull();
    expect(idFromParams({ name: "copa-7a" })).toBeNull();
    expect(idFromParams({ id: "1.5" })).toBeNull();
    expect(idFromParams({ id: "-3" })).toBeNull();
    expect(idFromParams({ name: "copa-" })).toBeNull();
  });

  it("rejects zero and unsafe integers", () => {
    expect(idFromParams({ id: "0" })).toBeNull();
    expect(idFromParams({ id: "99999999999999999999" })).toBeNull();
  });
});

describe("paths", () => {
  it("playerPath uses the handle or the id", () => {
    expect(playerPath({ handle: "juan.padel", id: 3 })).toBe("/padel/juan.padel");
    expect(playerPath({ handle: null, id: 3 })).toBe("/jugador/id/3");
    expect(playerPath({ handle: "  ", id: 3 })).toBe("/jugador/id/3");
    expect(playerPath({ id: 3 })).toBe("/jugador/id/3");
  });

  it("playerPath encodes unexpected characters", () => {
    expect(playerPath({ handle: "a b", id: 1 })).toBe("/padel/a%20b");
  });

  it("tournament, club and coach paths", () => {
    expect(tournamentPath({ id: 9, title: "Copa Puebla" })).toBe("/torneos-padel-puebla/copa-puebla/9");
    expect(tournamentPath({ id: 9, title: "" })).toBe("/torneos-padel-puebla/torneo/9");
    expect(clubPath({ id: 4, name: "40/30" })).toBe("/clubs-padel-puebla/40-30/4");
    expect(coachPath({ name: "Juan Pérez" })).toBe("/entrenadores-padel-puebla/juan-perez");
    expect(coachPath({ name: "" })).toBe("/entrenadores-padel-puebla/entrenador");
  });

  it("round-trips an id through tournamentPath", () => {
    const [, , name, id] = tournamentPath({ id: 31, title: "Copa 2026" }).split("/");
    expect(idFromParams({ id, name })).toBe(31);
  });
});

describe("handles", () => {
  it("normalizeHandle trims, removes @ and lower-cases", () => {
    expect(normalizeHandle("  @Juan.Padel ")).toBe("juan.padel");
    expect(normalizeHandle("@@ana_p")).toBe("ana_p");
    expect(normalizeHandle("ana")).toBe("ana");
  });

  it("normalizeHandle takes the handle from a pasted profile URL", () => {
    expect(normalizeHandle("https://www.instagram.com/Juan.Padel/?hl=es")).toBe("juan.padel");
    expect(normalizeHandle("instagram.com/ana_p")).toBe("ana_p");
  });

  it("normalizeHandle returns null when empty", () => {
    expect(normalizeHandle("")).toBeNull();
    expect(normalizeHandle("  @ ")).toBeNull();
    expect(normalizeHandle(null)).toBeNull();
    expect(normalizeHandle(undefined)).toBeNull();
  });

  it("isValidHandle accepts Instagram characters up to 30", () => {
    expect(isValidHandle("juan.padel_22")).toBe(true);
    expect(isValidHandle("Juan")).toBe(true);
    expect(isValidHandle("a".repeat(30))).toBe(true);
  });

  it("isValidHandle rejects everything else", () => {
    expect(isValidHandle("a".repeat(31))).toBe(false);
    expect(isValidHandle("")).toBe(false);
    expect(isValidHandle("@juan")).toBe(false);
    expect(isValidHandle("juan padel")).toBe(false);
    expect(isValidHandle("juan-padel")).toBe(false);
    expect(isValidHandle("josé")).toBe(false);
    expect(isValidHandle(null)).toBe(false);
  });
});

describe("coachPaths", () => {
  it("gives the plain slug to the oldest coach and adds the id for later namesakes", () => {
    const paths = coachPaths([
      { id: 7, name: "José Pérez" },
      { id: 3, name: "Jose Perez" },
      { id: 5, name: "Ana" },
    ]);
    expect(paths.get(3)).toBe("/entrenadores-padel-puebla/jose-perez");
    expect(paths.get(7)).toBe("/entrenadores-padel-puebla/jose-perez/7");
    expect(paths.get(5)).toBe("/entrenadores-padel-puebla/ana");
  });
});

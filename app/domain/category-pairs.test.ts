import { describe, expect, it } from "vitest";
import { type CategoryPair, pairConflict, type PairPerson, personKey } from "./category-pairs";

const person = (name: string, keys: string[], gender: string | null = "Varonil"): PairPerson => ({ name, keys, gender });
const tomas = person("Tomás Salinas", [personKey.user("u-tomas"), personKey.player(1)]);
const hugo = person("Hugo Ramos", [personKey.player(2)]);
const ivan = person("Iván Ortega", [personKey.user("u-ivan")]);
const ana = person("Ana Torres", [personKey.user("u-ana")], "Femenil");

describe("pairConflict", () => {
  const pairs: CategoryPair[] = [[tomas, hugo]];

  it("names the player and the pair they are already in", () => {
    expect(pairConflict([ivan, hugo], pairs, "Varonil 3ra")).toBe("Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra");
    expect(pairConflict([hugo, ivan], pairs, "Varonil 3ra")).toBe("Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra");
  });

  it("recognises one person by their account or by their player", () => {
    // Tomás chosen as a partner (his player row) while he registered with his account (which has that player).
    expect(pairConflict([ivan, person("Tomás S.", [personKey.player(1)])], pairs, "Varonil 3ra")).toBe(
      "Tomás Salinas ya está inscrito con Hugo Ramos en Varonil 3ra",
    );
    expect(pairConflict([person("Tomás", [personKey.user("u-tomas")])], pairs, "Varonil 3ra")).toMatch(/^Tomás Salinas ya está/);
  });

  it("names a person registered without a partner, in their gender", () => {
    expect(pairConflict([ivan, ana], [[ana]], "Mixto B")).toBe("Ana Torres ya está inscrita sin pareja en Mixto B");
  });

  it("refuses the same pair again, unless asked to let it through (an organiser adding a pair that registered)", () => {
    expect(pairConflict([hugo, tomas], pairs, "Varonil 3ra")).toBe("Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra");
    expect(pairConflict([hugo, tomas], pairs, "Varonil 3ra", { samePair: "allowed" })).toBeNull();
    expect(pairConflict([hugo, ivan], pairs, "Varonil 3ra", { samePair: "allowed" })).not.toBeNull();
  });

  it("lets a pair of free players through", () => {
    expect(pairConflict([ivan, ana], pairs, "Mixto B")).toBeNull();
    expect(pairConflict([ivan], [], "Varonil 3ra")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { allowedRegistrationTypes, registrationTypeFor, registrationTypeProblem } from "./tournament-categories";

describe("registrationTypeProblem (000 §4: the type follows the genders)", () => {
  it("refuses a man registering alone in Femenil, naming his gender", () => {
    expect(registrationTypeProblem({ type: "femenil", userGender: "Varonil", mode: "individual" })).toBe(
      "No puedes inscribirte en la categoría Femenil: no corresponde a tu género (Varonil).",
    );
    expect(registrationTypeProblem({ type: "varonil", userGender: "Femenino", mode: "individual" })).toBe(
      "No puedes inscribirte en la categoría Varonil: no corresponde a tu género (Femenil).",
    );
  });

  it("refuses a gendered type that does not match the partner", () => {
    expect(registrationTypeProblem({ type: "varonil", userGender: "Varonil", partnerGender: "Femenil", mode: "partner" })).toBe(
      "No puedes inscribirte en la categoría Varonil: no corresponde al género de tu pareja (Femenil).",
    );
  });

  it("Mixto needs a partner, a man and a woman when both are known", () => {
    expect(registrationTypeProblem({ type: "mixto", userGender: "Varonil", partnerGender: "Varonil", mode: "partner" })).toBe(
      "La categoría Mixto es para parejas de un hombre y una mujer.",
    );
    expect(registrationTypeProblem({ type: "mixto", userGender: "Varonil", partnerGender: "Femenil", mode: "partner" })).toBeNull();
    expect(registrationTypeProblem({ type: "mixto", userGender: "Femenil", mode: "individual" })).toBe(
      "Para inscribirte en Mixto elige a tu pareja.",
    );
    expect(registrationTypeProblem({ type: "mixto", userGender: null, mode: "individual" })).toBe(
      "Para inscribirte en Mixto elige a tu pareja.",
    );
  });

  it("the partner's gender does not count when registering alone", () => {
    expect(registrationTypeProblem({ type: "varonil", userGender: "Varonil", partnerGender: "Femenil", mode: "individual" })).toBeNull();
  });

  it("unknown genders constrain nothing", () => {
    expect(allowedRegistrationTypes({ userGender: null, mode: "individual" })).toEqual(["varonil", "femenil"]);
    expect(allowedRegistrationTypes({ userGender: null, partnerGender: "Femenil", mode: "partner" })).toEqual(["femenil", "mixto"]);
  });

  it("lists what each pair may choose; alone, only the player's own gender's type", () => {
    expect(allowedRegistrationTypes({ userGender: "Varonil", mode: "individual" })).toEqual(["varonil"]);
    expect(allowedRegistrationTypes({ userGender: "Femenino", mode: "individual" })).toEqual(["femenil"]);
    expect(registrationTypeFor({ userGender: "Femenil", partnerGender: "Varonil", mode: "individual" })).toBe("femenil");
    expect(allowedRegistrationTypes({ userGender: "Femenil", partnerGender: "Femenil", mode: "partner" })).toEqual(["femenil"]);
    expect(allowedRegistrationTypes({ userGender: "Femenil", partnerGender: "Varonil", mode: "partner" })).toEqual(["mixto"]);
  });

  it("the preselected type is always an allowed one", () => {
    const genders = ["Varonil", "Femenil", null] as const;
    for (const userGender of genders)
      for (const partnerGender of genders)
        for (const mode of ["partner", "individual"] as const) {
          const preselected = registrationTypeFor({ userGender, partnerGender, mode });
          if (preselected) expect(allowedRegistrationTypes({ userGender, partnerGender, mode })).toContain(preselected);
        }
  });
});

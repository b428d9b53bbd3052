import { describe, expect, it } from "vitest";
import { ClassRequestSchema, ClubEditSchema, ClubRegisterSchema, CoachRegisterSchema } from "./directory";

const coach = {
  name: "Ana López",
  description: "Clases para todos los niveles.",
  classCost: "350",
  whatsapp: "2221234567",
  clubIds: ["1", "2"],
  experience: "2da",
};

describe("coach registration schema (001 §5)", () => {
  it("coerces the posted strings and drops a leading @ from Instagram", () => {
    const parsed = CoachRegisterSchema.parse({ ...coach, instagram: "@ana.padel" });
    expect(parsed).toMatchObject({ classCost: 350, clubIds: [1, 2], instagram: "ana.padel", experience: "2da" });
  });

  it("refuses WhatsApp numbers that are not exactly 10 digits and unknown categories", () => {
    for (const whatsapp of ["222123456", "22212345678", "222-123-4567", "+522221234567"]) {
      expect(CoachRegisterSchema.safeParse({ ...coach, whatsapp }).success).toBe(false);
    }
    expect(CoachRegisterSchema.safeParse({ ...coach, experience: "6ta" }).success).toBe(false);
    expect(CoachRegisterSchema.safeParse({ ...coach, classCost: "-1" }).success).toBe(false);
  });
});

describe("club schemas (001 §5)", () => {
  const club = {
    name: "Club Uno",
    state: "Puebla",
    description: "Seis canchas techadas.",
    whatsapp: "2221234567",
    courts: "1",
    hourlyCost: "0",
  };

  it("registration needs at least one court; the edit accepts none", () => {
    expect(ClubRegisterSchema.safeParse({ ...club, courts: "0" }).success).toBe(false);
    expect(ClubRegisterSchema.parse(club)).toMatchObject({ courts: 1, hourlyCost: 0, mapsUrl: null, amenityIds: [] });
    expect(ClubEditSchema.parse({ ...club, courts: "0" })).toMatchObject({ courts: 0 });
  });

  it("accepts a maps link or nothing, and an empty WhatsApp only when editing", () => {
    expect(ClubRegisterSchema.safeParse({ ...club, mapsUrl: "https://maps.app.goo.gl/abc" }).success).toBe(true);
    expect(ClubRegisterSchema.safeParse({ ...club, mapsUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(ClubRegisterSchema.safeParse({ ...club, whatsapp: undefined }).success).toBe(false);
    expect(ClubEditSchema.parse({ ...club, whatsapp: undefined, description: undefined })).toMatchObject({
      whatsapp: null,
      description: null,
    });
    expect(ClubEditSchema.safeParse({ ...club, name: "AB" }).success).toBe(false);
  });
});

describe("class request schema (001 §5)", () => {
  it("needs a name and a phone and offers the spec's levels", () => {
    const missing = ClassRequestSchema.safeParse({ name: " ", phone: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      "Por favor completa los campos obligatorios (nombre y teléfono)",
      "Por favor completa los campos obligatorios (nombre y teléfono)",
    ]);
    expect(ClassRequestSchema.parse({ name: "Pedro", phone: "222 555 0000", level: "Iniciante" })).toMatchObject({
      level: "Iniciante",
      email: null,
    });
    expect(ClassRequestSchema.safeParse({ name: "Pedro", phone: "222 555 0000", level: "6ta" }).success).toBe(false);
    expect(ClassRequestSchema.safeParse({ name: "Pedro", phone: "llámame" }).success).toBe(false);
  });
});

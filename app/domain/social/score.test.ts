import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateSocialScore } from "./score";

describe("validateSocialScore", () => {
  it("accepts a score that adds up to the points per match, a draw included", () => {
    expect(validateSocialScore([13, 11], 24)).toEqual({ ok: true, value: [13, 11] });
    expect(validateSocialScore([12, 12], 24)).toEqual({ ok: true, value: [12, 12] });
    expect(validateSocialScore([0, 21], 21)).toEqual({ ok: true, value: [0, 21] });
  });

  it("refuses one that does not, saying what it must add up to", () => {
    expect(validateSocialScore([13, 10], 24)).toEqual({ ok: false, message: "El marcador debe sumar 24 puntos" });
    expect(validateSocialScore([17, 16], 32)).toEqual({ ok: false, message: "El marcador debe sumar 32 puntos" });
  });

  it("takes any two whole numbers by time", () => {
    expect(validateSocialScore([9, 14], "tiempo")).toEqual({ ok: true, value: [9, 14] });
    expect(validateSocialScore([0, 0], "tiempo")).toEqual({ ok: true, value: [0, 0] });
    expect(validateSocialScore([1000, 3], "tiempo")).toEqual({ ok: false, message: "Máximo 999 puntos por pareja." });
  });

  it("refuses negative, fractional or missing points", () => {
    const refusal = { ok: false, message: "Los puntos deben ser números enteros de 0 o más." };
    expect(validateSocialScore([-1, 25], 24)).toEqual(refusal);
    expect(validateSocialScore([12.5, 11.5], 24)).toEqual(refusal);
    expect(validateSocialScore([null, 24], "tiempo")).toEqual(refusal);
    expect(validateSocialScore(["13", 11], 24)).toEqual(refusal);
  });

  it("accepts exactly the pairs of whole numbers that add up to the points per match", () => {
    fc.assert(
      fc.property(fc.constantFrom(16, 21, 24, 32), fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }), (total, a, b) => {
        expect(validateSocialScore([a, b], total).ok).toBe(a >= 0 && b >= 0 && a + b === total);
      }),
    );
  });
});

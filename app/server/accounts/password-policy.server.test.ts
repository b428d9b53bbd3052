import { describe, expect, it } from "vitest";
import { PASSWORD_IS_PERSONAL, PASSWORD_TOO_COMMON, passwordProblem } from "./password-policy.server";

describe("passwordProblem", () => {
  it("refuses common passwords and a single repeated character", () => {
    for (const p of ["123456", "password", "PASSWORD", "qwerty", "aaaaaa", "111111111", "iloveyou", "dragon"]) {
      expect(passwordProblem(p), p).toBe(PASSWORD_TOO_COMMON);
    }
  });
  it("refuses the account's own name or e-mail (any case, spaces ignored)", () => {
    const me = { firstName: "Yaretzi", lastName: "Tlatelpa", name: "Yaretzi Tlatelpa", email: "ytlatelpa@correo.mx" };
    for (const p of ["yaretzi", "TLATELPA", "YaretziTlatelpa", "yaretzi tlatelpa", "ytlatelpa@correo.mx", "ytlatelpa"]) {
      expect(passwordProblem(p, me), p).toBe(PASSWORD_IS_PERSONAL);
    }
  });
  it("accepts an uncommon password of six characters or more", () => {
    expect(passwordProblem("padel-demo-2026", { name: "Ana Ruiz", email: "ana@correo.mx" })).toBeNull();
    expect(passwordProblem("Rq7#pz", {})).toBeNull();
    expect(passwordProblem("ana-ruiz-saque", { name: "Ana Ruiz", email: "ana@correo.mx" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { ProfileSchema, ResetPasswordSchema, SignUpSchema } from "./account";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("account schemas (001 §5)", () => {
  it("reset: both fields, equal, at least 6 characters", () => {
    expect(messages(ResetPasswordSchema.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdeg" }))).toEqual([
      "Las contraseñas no coinciden.",
    ]);
    expect(messages(ResetPasswordSchema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" }))).toEqual([
      "La contraseña debe tener al menos 6 caracteres.",
    ]);
    expect(messages(ResetPasswordSchema.safeParse({ token: "t" }))).toContain("Por favor completa todos los campos.");
    expect(ResetPasswordSchema.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });

  it("sign up: every field required, e-mail normalised", () => {
    expect(messages(SignUpSchema.safeParse({}))).toEqual(Array(4).fill("Por favor completa todos los campos."));
    const ok = SignUpSchema.safeParse({ firstName: " Ana ", lastName: "Ruiz", email: " Ana@Example.COM ", password: "secreto" });
    expect(ok.data).toMatchObject({ firstName: "Ana", email: "ana@example.com" });
  });

  it("profile: the spec's messages, optional phone and Instagram without @", () => {
    expect(messages(ProfileSchema.safeParse({ email: "x" }))).toEqual([
      "El nombre es requerido",
      "El apellido es requerido",
      "Correo electrónico inválido",
    ]);
    expect(messages(ProfileSchema.safeParse({ firstName: "A", lastName: "B" }))).toEqual(["El correo electrónico es requerido"]);
    const base = { firstName: "A", lastName: "B", email: "a@example.com" };
    expect(messages(ProfileSchema.safeParse({ ...base, phone: "22212" }))).toEqual(["El teléfono debe tener 10 dígitos"]);
    expect(messages(ProfileSchema.safeParse({ ...base, phone: "222-123-45" }))).toEqual(["El teléfono solo debe contener números"]);
    expect(ProfileSchema.parse({ ...base, phone: "2221234567", instagram: "@Juan.Padel" })).toMatchObject({ instagram: "juan.padel" });
    expect(ProfileSchema.parse(base).instagram).toBeNull();
    expect(messages(ProfileSchema.safeParse({ ...base, instagram: "no válido!" }))).toHaveLength(1);
    expect(messages(ProfileSchema.safeParse({ ...base, image: "https://evil.example/x.png" }))).toEqual(["No se pudo subir la imagen"]);
  });
});

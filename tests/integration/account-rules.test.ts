// Issue 17, findings 3 and 4: new passwords that are common or personal are refused at sign-up, reset
// and password change (the 6-character minimum and its message stay); the account API
// (/api/auth/update-user and the sign-up body) is held to Mi Perfil's rules: images only from our own
// storage, the same fields and lengths. Nothing is written on a refusal.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, directSessionCookie, givePassword, useAppDb, SITE_URL, TEST_PASSWORD, routeArgs } from "./helpers/app-env";

configureTestEnv();

const { action: apiAuth } = await import("~/routes/api.auth");
const { action: authAction } = await import("~/routes/auth");
const { action: resetAction } = await import("~/routes/auth.reset-password");
const { createUser } = await import("./factories");
const { dbFingerprint, changedTables } = await import("./helpers/fingerprint");
const s = await import("../../db/schema");

const handle = useAppDb();
beforeAll(async () => {
  // Writes the local secrets into DATA_DIR once, before any fingerprint.
  await api("/sign-in/email", { email: "nadie@correo.mx", password: "x" });
});

const COMMON = "Esta contraseña es demasiado común y fácil de adivinar. Elige otra.";
const PERSONAL = "La contraseña no puede ser tu nombre ni tu correo electrónico.";

async function api(path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ "content-type": "application/json", origin: SITE_URL, "x-client-ip": "192.0.2.50" });
  if (cookie) headers.set("cookie", cookie);
  const response = (await apiAuth(
    routeArgs(new Request(`${SITE_URL}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }), {}),
  )) as Response;
  return { status: response.status, message: ((await response.json().catch(() => ({}))) as { message?: string }).message };
}

function form(path: string, fields: Record<string, string>) {
  return new Request(`${SITE_URL}${path}`, {
    method: "POST",
    headers: { origin: SITE_URL, "x-client-ip": "192.0.2.51", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}
type FormAnswer = { data: { result: { error?: Record<string, string[]> } }; init: { status: number } | null };

describe("common and personal passwords", () => {
  it("sign-up refuses '123456', 'aaaaaa', 'password' and the person's own name or e-mail, creating no account", async () => {
    const before = await dbFingerprint(handle.db);
    const person = { firstName: "Yaretzi", lastName: "Tlatelpa", name: "Yaretzi Tlatelpa", email: "ytlatelpa@correo.mx" };
    for (const [password, message] of [
      ["123456", COMMON],
      ["aaaaaa", COMMON],
      ["password", COMMON],
      ["yaretzitlatelpa", PERSONAL],
      ["ytlatelpa@correo.mx", PERSONAL],
    ] as const) {
      expect(await api("/sign-up/email", { ...person, password }), password).toEqual({ status: 400, message });
    }
    // The sign-up form says it under the form; the minimum and message of docs/product.md §8.3 are unchanged.
    const answer = (await authAction(
      routeArgs(
        form("/auth", { intent: "sign-up", firstName: "Yaretzi", lastName: "Tlatelpa", email: "ytlatelpa@correo.mx", password: "qwerty" }),
        {},
      ),
    )) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error?.[""]).toEqual([COMMON]);
    const short = (await authAction(
      routeArgs(
        form("/auth", { intent: "sign-up", firstName: "Yaretzi", lastName: "Tlatelpa", email: "ytlatelpa@correo.mx", password: "Rq7#p" }),
        {},
      ),
    )) as FormAnswer;
    expect(short.data.result.error?.password).toEqual(["La contraseña debe tener al menos 6 caracteres."]);
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([]);
    expect(await api("/sign-up/email", { ...person, password: "saque-de-revés" })).toMatchObject({ status: 200 });
  });

  it("password reset and password change refuse them too, and the old password keeps working", async () => {
    const user = await createUser(handle.db, { name: "Itzel Coyotl", firstName: "Itzel", lastName: "Coyotl" });
    await givePassword(handle.db, user.id);
    const token = "token-de-prueba-restablecer";
    await handle.db.insert(s.verification).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const reset = (password: string) =>
      resetAction(
        routeArgs(form("/auth/reset-password", { intent: "reset-password", token, password, confirmPassword: password }), {}),
      ) as Promise<FormAnswer>;
    const common = await reset("iloveyou");
    expect(common.init?.status).toBe(400);
    expect(common.data.result.error?.[""]).toEqual([COMMON]);
    expect((await reset("Coyotl")).data.result.error?.[""]).toEqual([PERSONAL]);
    const cookie = await directSessionCookie(handle.db, user);
    expect(await api("/change-password", { currentPassword: TEST_PASSWORD, newPassword: "12345678" }, cookie)).toEqual({
      status: 400,
      message: COMMON,
    });
    expect(await api("/change-password", { currentPassword: TEST_PASSWORD, newPassword: "Itzel Coyotl" }, cookie)).toEqual({
      status: 400,
      message: PERSONAL,
    });
    const [account] = await handle.db.select().from(s.account).where(eq(s.account.userId, user.id));
    const { verifyPassword } = await import("~/server/accounts/password.server");
    expect(await verifyPassword({ hash: account!.password!, password: TEST_PASSWORD })).toBe(true);
  });
});

describe("POST /api/auth/update-user follows Mi Perfil's rules", () => {
  it("refuses foreign and javascript: images, a 60,000-character name and fields the profile does not edit; takes an uploaded image", async () => {
    const user = await createUser(handle.db, { image: null });
    const cookie = await directSessionCookie(handle.db, user);
    const tries: [unknown, string][] = [
      [{ image: "https://evil.example/pixel.png" }, "La imagen debe subirse en este sitio."],
      [{ image: "javascript:alert(1)" }, "La imagen debe subirse en este sitio."],
      [{ image: "/img/avatars/../../etc/passwd" }, "La imagen debe subirse en este sitio."],
      [{ name: "x".repeat(60_000) }, "Máximo 121 caracteres"],
      [{ firstName: "x".repeat(61) }, "Máximo 60 caracteres"],
      [{ lastName: "   " }, "El apellido es requerido"],
      [{ name: "Ana", role: "admin" }, "Ese dato no se puede cambiar aquí."],
    ];
    const before = await dbFingerprint(handle.db);
    for (const [body, message] of tries)
      expect(await api("/update-user", body, cookie), JSON.stringify(body).slice(0, 60)).toEqual({ status: 400, message });
    // Sign-up cannot bring a foreign image or an oversized name either.
    expect(
      await api("/sign-up/email", {
        name: "Ana Ruiz",
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana.ruiz@correo.mx",
        password: "saque-de-revés",
        image: "https://evil.example/p.png",
      }),
    ).toEqual({ status: 400, message: "La imagen debe subirse en este sitio." });
    expect(await api("/sign-up/email", { name: "x".repeat(60_000), email: "ana.ruiz@correo.mx", password: "saque-de-revés" })).toEqual({
      status: 400,
      message: "Máximo 121 caracteres",
    });
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([]);
    expect(await api("/update-user", { image: "/img/avatars/0b6c1e2a-foto.webp", firstName: "Ana" }, cookie)).toMatchObject({
      status: 200,
    });
    const [row] = await handle.db.select().from(s.user).where(eq(s.user.id, user.id));
    expect(row).toMatchObject({ image: "/img/avatars/0b6c1e2a-foto.webp", firstName: "Ana" });
  });
});

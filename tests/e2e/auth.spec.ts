import { expect, markSignedIn, test } from "./fixtures";
import { registerVerifiedUser, uniqueEmail } from "./accounts";
import { linkIn, readMail } from "./mail";

test("sign up, verify through the e-mail, sign out, and sign in again back to the protected page", async ({ page }) => {
  // Five pages, each a first visit of its kind (axe), and three password hashes: 18 s at load 17 with
  // two workers, 32 s with three.
  test.slow();
  const email = uniqueEmail("registro");
  await page.goto("/auth/register");
  await expect(page.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("aria-selected", "true");
  // Nothing filled in: the spec's generic message, nothing sent.
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Por favor completa todos los campos.").first()).toBeVisible();
  await page.getByLabel("Nombre").fill("Valeria");
  await page.getByLabel("Apellido").fill("Núñez");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("123");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();
  await page.getByLabel("Contraseña").fill("valeria-2026");
  // Awaited as an event: the home page opens the prompt and puts the address back to / at once.
  const toPrompt = page.waitForURL(/\/\?openPlayerRegistration=true$/);
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  await toPrompt;
  await expect(page.getByText("¡Registro exitoso!")).toBeVisible();

  // Not verified yet: signing in is refused (and a new link is sent).
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("valeria-2026");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Debes confirmar tu correo electrónico" })).toBeVisible();

  const mail = await readMail(email, "Confirma tu correo electrónico");
  expect(mail.text).toContain("Hola Valeria,");
  // Followed without the fixture's accessibility pass: the page moves on after one second.
  await page.evaluate((url) => window.location.assign(url), linkIn(mail));
  await expect(page.getByRole("heading", { name: "Verificación de cuenta" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "¡Tu cuenta ha sido verificada!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Mi Perfil" })).toBeVisible();

  await nav.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByText("Cierre de sesión exitoso")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("una-equivocada");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Correo electrónico o contraseña incorrectos." })).toBeVisible();
  await page.getByLabel("Contraseña").fill("valeria-2026");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Mi Perfil", level: 1 })).toBeVisible();
});

test("an unknown address and a known one get the same answer when asking for a reset", async ({ page }) => {
  await page.goto("/auth?tab=reset");
  await page.getByLabel("Correo electrónico").fill(uniqueEmail("nadie"));
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Si existe una cuenta con ese correo" })).toBeVisible();
});

test("a stored redirect to another site is ignored after signing in", async ({ page }) => {
  const user = await registerVerifiedUser(page);
  await page.context().clearCookies();
  await page.goto("/auth?redirect=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("reset the password through the mail: new password twice, old sessions end", async ({ page, browser }) => {
  test.slow(); // two browsers, four password hashes and the mail, like the sign-up journey above
  const user = await registerVerifiedUser(page);
  // A second browser signed in with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const origin = test.info().project.use.baseURL ?? "";
  const signIn = await otherPage.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { Origin: origin },
  });
  expect(signIn.status()).toBe(200);

  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL(/tab=reset/);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText("Correo enviado")).toBeVisible();

  const mail = await readMail(user.email, "Restablece tu contraseña");
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/auth\?tab=reset&token=/);
  await page.getByLabel("Nueva contraseña").fill("nueva-clave-1");
  await page.getByLabel("Confirmar contraseña").fill("otra-clave-2");
  await page.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
  await page.getByLabel("Confirmar contraseña").fill("nueva-clave-1");
  await page.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(page.getByText("¡Contraseña actualizada!")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The other browser's session was revoked.
  const session = await otherPage.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
  await other.close();

  // The link works once; the old password no longer does, the new one does.
  await page.goto(linkIn(mail));
  await expect(page.getByText("El enlace no es válido o ha expirado. Solicita uno nuevo.")).toBeVisible();
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Correo electrónico o contraseña incorrectos." })).toBeVisible();
  await page.getByLabel("Contraseña").fill("nueva-clave-1");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("the verification link first shows 'Procesando tu autenticación...' and leaves the user signed in", async ({ page }) => {
  const email = uniqueEmail();
  const origin = test.info().project.use.baseURL ?? "";
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: {
      email,
      password: "secreto-123",
      name: "Verifica Callback",
      firstName: "Verifica",
      lastName: "Callback",
      callbackURL: "/auth/callback",
    },
    headers: { Origin: origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = linkIn(await readMail(email, "Confirma tu correo electrónico"));
  // The page as it arrives, before its scripts run: the processing message.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate((url) => window.location.assign(url), link);
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toHaveText("Procesando tu autenticación...");
  await expect(page).toHaveURL(/\/auth\/callback/);
  release();
  await expect(status).toHaveText("¡Tu cuenta ha sido verificada! Redirigiendo...");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/, { timeout: 6000 });
  markSignedIn(page.context(), email);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mi Perfil" })).toBeVisible();
});

test("the verification page reports a bad link and sends the visitor to /auth", async ({ page }) => {
  await page.goto("/auth");
  // Followed without the fixture's accessibility pass: the page moves on after three seconds.
  await page.evaluate(() => window.location.assign("/auth/callback?error=invalid_token"));
  await expect(page.getByRole("heading", { name: "Verificación de cuenta" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Ocurrió un error al verificar tu cuenta. Por favor, intenta iniciar sesión nuevamente. Serás redirigido automáticamente en unos segundos...",
  );
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
});

test("the sign-in form loads its validation on the first focus: no Zod before, then errors on blur without a post", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
    if (r.method() === "POST") posts.push(r.url());
  });
  // Zod's own Spanish messages (zod/locales 'es') travel with the schema library.
  const loadsZod = async () => {
    for (const url of scripts) if ((await (await request.get(url)).text()).includes("Entrada inválida")) return true;
    return false;
  };
  await page.goto("/auth");
  await page.waitForFunction(() => Object.keys(document.querySelector("form#sign-in") ?? {}).some((k) => k.startsWith("__reactProps")));
  expect(await loadsZod()).toBe(false);

  const email = page.getByLabel("Correo electrónico");
  await email.fill("no-es-correo");
  await email.blur();
  await expect(page.getByText("Correo electrónico inválido")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", "sign-in-email-error");
  // Revalidated as it is typed once it has been checked.
  await email.fill("ana@example.com");
  await expect(page.getByText("Correo electrónico inválido")).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid");
  expect(posts).toEqual([]);
  expect(await loadsZod()).toBe(true);
});

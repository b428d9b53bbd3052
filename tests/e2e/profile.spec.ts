import sharp from "sharp";
import { expect, signIn, signInAs, test } from "./fixtures";
import { registerVerifiedUser, uniqueEmail } from "./accounts";
import { createPlayer } from "./factories";
import { linkIn, readMail } from "./mail";

test("update the profile: the phone is checked as it is typed, then everything is saved", async ({ page }) => {
  await registerVerifiedUser(page, { firstName: "Lucía", lastName: "Pérez" });
  await page.goto("/profile");
  await expect(page.getByRole("tab", { name: "Perfil" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Nombre")).toHaveValue("Lucía");

  const phone = page.getByLabel("Teléfono (opcional)");
  await phone.pressSequentially("22a");
  await expect(page.getByText("El teléfono solo debe contener números")).toBeVisible();
  await phone.fill("22212");
  await expect(page.getByText("El teléfono debe tener 10 dígitos")).toBeVisible();
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("El teléfono debe tener 10 dígitos")).toBeVisible();
  await phone.fill("2221234567");
  await expect(page.getByText("El teléfono debe tener 10 dígitos")).toHaveCount(0);

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();
  await page.getByLabel("Foto de perfil").setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Tu foto de perfil" })).toHaveAttribute("src", /^\/img\/avatars\/[a-z0-9-]+\.webp\?w=400$/);

  await page.getByLabel("Apellido").fill("Pérez Soto");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Apellido")).toHaveValue("Pérez Soto");
  await expect(page.getByLabel("Teléfono (opcional)")).toHaveValue("2221234567");
  const src = await page.getByRole("img", { name: "Tu foto de perfil" }).getAttribute("src");
  const image = await page.request.get(src!);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("max-age=31536000");
});

test("link a player from the search, see the card, and unlink it", async ({ page }) => {
  // A player of its own: no other test links, renames or deletes it.
  const player = await createPlayer({ name: "Perfil Conectable" });
  await registerVerifiedUser(page);
  await page.goto("/profile?tab=jugador");
  const search = page.getByLabel("Busca tu perfil de jugador por Instagram");
  await search.fill("zzzz-nadie-así");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("No se encontraron resultados")).toBeVisible();

  // The demo player is linked to the demo account: it cannot be taken.
  await search.fill("@diegohdz");
  await page.getByRole("button", { name: "Buscar" }).click();
  const results = page.getByRole("list", { name: "Resultados" });
  await expect(results.getByText("Ya conectado").first()).toBeVisible();

  await search.fill(`@${player.handle}`);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=%40fabrica/);
  await results.getByRole("button", { name: `Conectar ${player.name}` }).click();
  await expect(page.getByText("Jugador conectado")).toBeVisible();
  await expect(page.getByText("Este eres tú")).toBeVisible();
  await expect(page.getByText("Perfil conectado")).toBeVisible();
  await expect(page.getByRole("heading", { name: player.name, exact: true })).toBeVisible();
  await expect(page.getByText("0 torneos ganados")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver perfil" })).toHaveAttribute("href", `/padel/${player.handle}`);

  await page.getByRole("button", { name: "Desconectar" }).click();
  await expect(page.getByText("Jugador desconectado")).toBeVisible();
  await expect(search).toBeVisible();
});

test("change the e-mail: the new address is confirmed from the mail it receives", async ({ page }) => {
  const user = await registerVerifiedUser(page);
  const newEmail = uniqueEmail("nuevo");
  await page.goto("/profile?tab=cuenta");
  const update = page.getByRole("button", { name: "Actualizar correo" });
  await expect(update).toBeDisabled();
  await page.getByLabel("Nuevo correo electrónico").fill(newEmail);
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText("Correo enviado")).toBeVisible();

  await page.goto(linkIn(await readMail(newEmail, "Confirma tu correo electrónico")));
  await expect(page).toHaveURL(/\/profile\?tab=cuenta$/);
  await expect(page.getByLabel("Nuevo correo electrónico")).toHaveValue(newEmail);

  await page.context().clearCookies();
  const origin = test.info().project.use.baseURL ?? "";
  const old = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { Origin: origin },
  });
  expect(old.status()).toBe(401);
  await signIn(page, newEmail, user.password);
});

test("the account tab sends the password-reset mail; administrators see the admin card", async ({ page }) => {
  const user = await registerVerifiedUser(page);
  await page.goto("/profile?tab=cuenta");
  await page.getByRole("button", { name: "Restablecer contraseña" }).click();
  await expect(page.getByText("Solicitud enviada")).toBeVisible();
  const mail = await readMail(user.email, "Restablece tu contraseña");
  expect(mail.text).toContain(encodeURIComponent("/auth/reset-password"));
  await expect(page.getByRole("link", { name: "Ir al panel" })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, "admin@padelpuebla.mx");
  await page.goto("/profile");
  await expect(page.getByRole("link", { name: "Ir al panel" })).toHaveAttribute("href", "/admin");
});

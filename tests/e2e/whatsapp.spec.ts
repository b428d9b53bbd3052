// The WhatsApp back office end to end: configuration, the live inbox (a signed webhook from Meta,
// a reply that reaches the local Graph API server), tags and the tag filter, automations.
import { inboundMessagePayload } from "../support/whatsapp-payloads";
import { expect, signInAs, test } from "./fixtures";
import { E2E_WHATSAPP, graphRequests, postSignedWebhook } from "./whatsapp";
import { DEFAULT_GRAPH_API_VERSION } from "../../app/server/infra/config.server";

test.describe.configure({ mode: "serial" });

const suffix = String(Date.now()).slice(-6);
const phone = `5212229${suffix}`;
const name = `Cliente E2E ${suffix}`;

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin@padelpuebla.mx");
});

test("an admin saves the WhatsApp configuration with masked tokens and tests the connection", async ({ page }) => {
  await page.goto("/admin/whatsapp");
  const token = page.getByLabel("Access Token *");
  await expect(token).toHaveAttribute("type", "password");
  await token.fill(E2E_WHATSAPP.accessToken);
  await page.getByLabel("Phone Number ID *").fill(E2E_WHATSAPP.phoneNumberId);
  await page.getByLabel("App ID").fill(E2E_WHATSAPP.appId);
  await page.getByLabel("App Secret (firma del webhook)").fill(E2E_WHATSAPP.appSecret);
  await page.getByLabel("Webhook Verify Token").fill(E2E_WHATSAPP.verifyToken);
  await page.getByRole("button", { name: "Mostrar tokens" }).click();
  await expect(token).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Ocultar tokens" }).click();
  await expect(token).toHaveAttribute("type", "password");
  const active = page.getByLabel("Integración activa");
  if (!(await active.isChecked())) await active.check();
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("✅ Configuración guardada exitosamente")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Access Token *")).toHaveValue("");
  await expect(page.locator("#accessToken-hint")).toContainText("Guardado.");
  expect(await page.content()).not.toContain(E2E_WHATSAPP.accessToken);
  await page.getByRole("button", { name: "Probar conexión" }).click();
  await expect(page.getByText("✅ Conexión exitosa. Número: +52 222 555 0000")).toBeVisible();

  const handshake = await page.request.get(
    `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${E2E_WHATSAPP.verifyToken}&hub.challenge=42`,
  );
  expect(await handshake.text()).toBe("42");
});

test("an admin reads a conversation, sees a new message arrive live, replies, tags and filters", async ({ page }) => {
  const first = await postSignedWebhook(
    page.request,
    inboundMessagePayload({ from: phone, name, id: `wamid.E2E-${suffix}-1`, text: "Hola, ¿hay torneo este fin?" }),
  );
  expect(first.status()).toBe(200);

  await page.goto(`/admin?tel=${phone}`);
  const panel = page.getByRole("log", { name: `Mensajes con ${name}` });
  await expect(panel.getByText("Hola, ¿hay torneo este fin?")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Torneo", { exact: true })).toBeVisible();
  await expect(item.getByText("Activo en las últimas 24 h")).toBeAttached();

  // A new message from Meta appears without reloading.
  await postSignedWebhook(
    page.request,
    inboundMessagePayload({ from: phone, name, id: `wamid.E2E-${suffix}-2`, text: "¿Y a qué hora empieza?" }),
  );
  await expect(panel.getByText("¿Y a qué hora empieza?")).toBeVisible();

  // Shift+Enter adds a line; Enter sends.
  const box = page.getByRole("textbox", { name: "Mensaje", exact: true });
  const send = page.getByRole("button", { name: "Enviar a WhatsApp" });
  await expect(send).toBeDisabled();
  await box.fill("A las 9:00");
  await box.press("Shift+Enter");
  await box.pressSequentially("¡Te esperamos!");
  await expect(box).toHaveValue("A las 9:00\n¡Te esperamos!");
  await box.press("Enter");
  await expect(page.getByText("✅ Mensaje enviado a WhatsApp")).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(panel.getByText("Admin").last()).toBeVisible();
  const sent = (await graphRequests(page.request)).filter((r) => (r.body as { to?: string } | null)?.to === phone);
  expect(sent.at(-1)).toMatchObject({
    path: `/${DEFAULT_GRAPH_API_VERSION}/${E2E_WHATSAPP.phoneNumberId}/messages`,
    authorization: `Bearer ${E2E_WHATSAPP.accessToken}`,
    body: { type: "text", text: { body: "A las 9:00\n¡Te esperamos!" } },
  });

  // Tag the conversation, then filter the list by that tag.
  const tag = `vip-${suffix}`;
  await page.getByLabel("Añadir etiqueta a la conversación").fill(`  ${tag}  `);
  await page.getByLabel("Añadir etiqueta a la conversación").press("Enter");
  await expect(item.getByText(tag)).toBeVisible();
  await page.getByLabel("Filtrar por etiqueta").selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(page.getByRole("list", { name: "Lista de conversaciones" }).getByRole("listitem")).toHaveCount(1);
  await item.getByRole("button", { name: `Quitar etiqueta ${tag}` }).click();
  await expect(item.getByText(tag)).toHaveCount(0);
});

test("outside the 24-hour window the chat says a template is needed and does not send", async ({ page }) => {
  // Seeded: Jorge Ramírez last wrote three days ago.
  await page.goto("/admin?tel=5212225550102");
  await expect(page.getByText(/Fuera de la ventana de 24 horas/)).toBeVisible();
  await page.getByRole("textbox", { name: "Mensaje", exact: true }).fill("¿Sigues interesado?");
  await expect(page.getByRole("button", { name: "Enviar a WhatsApp" })).toBeDisabled();
  const item = page.getByRole("listitem").filter({ hasText: "Jorge Ramírez" });
  await expect(item.getByText("Entrenador", { exact: true })).toBeVisible();
  await expect(item.getByText("Activo en las últimas 24 h")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: "Usuario 5212225550103" })).toBeVisible();
});

test("a signed-in player is refused the inbox stream and the chat data", async ({ page }) => {
  await signInAs(page, "jugador@padelpuebla.mx");
  expect((await page.request.get("/api/whatsapp/stream")).status()).toBe(403);
  // The webhook is exempt from the same-origin check (Meta posts from elsewhere) but needs Meta's signature.
  const forged = await page.request.post("/api/whatsapp/webhook", {
    data: "{}",
    headers: { "x-hub-signature-256": "sha256=00", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  expect(forged.status()).toBe(401);
});

test("an admin switches the welcome automation and sends a test welcome", async ({ page }) => {
  await page.goto("/admin/automatizaciones");
  const toggle = page.getByRole("switch", { name: /Bienvenida automática/ });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Bienvenida automática desactivada").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Bienvenida automática/ })).not.toBeChecked();
  await page.getByRole("switch", { name: /Bienvenida automática/ }).click();
  await expect(page.getByRole("switch", { name: /Bienvenida automática/ })).toBeChecked();

  await page.getByRole("button", { name: "Enviar prueba" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Número de prueba (10 dígitos)").fill(`222${suffix.slice(-7).padStart(7, "1")}`);
  await dialog.getByLabel("Nombre").fill("Prueba E2E");
  await dialog.getByRole("button", { name: "Enviar prueba" }).click();
  await expect(dialog.getByText(/✅ Prueba enviada a 52222/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  const log = page.getByRole("log", { name: "Registro de automatizaciones" });
  await expect(log.getByText(/Prueba enviada a 52222.*Prueba E2E/)).toBeVisible();
  await page.getByRole("button", { name: "Limpiar" }).click();
  await expect(log.getByText(/Prueba enviada a 52222/)).toHaveCount(0);
});

// WhatsApp as Meta runs it since 2026: a user with a username and no phone in the webhook, every kind
// of message shown readably in the inbox (the picture downloaded through the Graph API), and a reply
// sent to the business-scoped user ID. Screenshots of the inbox at 360 px and desktop.
import sharp from "sharp";
import { inbound, INBOUND_CORPUS, type CorpusContact } from "../support/whatsapp-corpus";
import { expect, signIn, test } from "./fixtures";
import { addGraphMedia, E2E_WHATSAPP, graphRequests, postSignedWebhook } from "./whatsapp";
import { DEFAULT_GRAPH_API_VERSION } from "../../app/server/infra/config.server";

test.describe.configure({ mode: "serial" });

const suffix = String(Date.now()).slice(-8);
const user: CorpusContact = { userId: `MX.77${suffix}`, name: `Valeria ${suffix}`, username: `vale.padel${suffix}` };
const mediaId = `99${suffix}`;

function corpus(name: string) {
  const entry = INBOUND_CORPUS.find((e) => e.name === name)!;
  return { ...entry, id: `${entry.id}-${suffix}` };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@padelpuebla.mx");
});

test("an admin sees a username-only user's messages of every kind, the picture included, and replies through the BSUID", async ({
  page,
}, testInfo) => {
  test.slow(); // every kind of message, a picture fetched by a queued job, and a reply
  // The configuration the WhatsApp spec saves (this spec may run alone).
  await page.goto("/admin/whatsapp");
  await page.getByLabel("Access Token *").fill(E2E_WHATSAPP.accessToken);
  await page.getByLabel("Phone Number ID *").fill(E2E_WHATSAPP.phoneNumberId);
  await page.getByLabel("App Secret (firma del webhook)").fill(E2E_WHATSAPP.appSecret);
  const active = page.getByLabel("Integración activa");
  if (!(await active.isChecked())) await active.check();
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("✅ Configuración guardada exitosamente")).toBeVisible();

  const picture = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#0f766e"/><rect x="40" y="40" width="400" height="240" fill="none" stroke="#fff" stroke-width="6"/><line x1="240" y1="40" x2="240" y2="280" stroke="#fff" stroke-width="4"/><circle cx="330" cy="150" r="22" fill="#d9f99d"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
  await addGraphMedia(page.request, mediaId, picture, "image/jpeg");

  const text = corpus("text");
  const image = corpus("image");
  const messages = [
    text,
    { ...corpus("reaction"), message: { type: "reaction", reaction: { message_id: text.id, emoji: "👍" } } },
    { ...image, message: { type: "image", image: { ...(image.message.image as object), id: mediaId } } },
    corpus("location"),
    corpus("contacts"),
    corpus("document"),
    corpus("interactive button reply"),
    corpus("audio (voice note)"),
  ];
  const start = Date.now() - 10 * 60_000;
  for (const [i, m] of messages.entries()) {
    const response = await postSignedWebhook(page.request, inbound(user, { id: m.id, ...m.message }, new Date(start + i * 60_000)));
    expect(response.status()).toBe(200);
  }

  await page.goto(`/admin?chat=${encodeURIComponent(user.userId)}`);
  const panel = page.getByRole("log", { name: `Mensajes con ${user.name}` });
  await expect(page.getByRole("heading", { name: user.name })).toBeVisible();
  await expect(panel.getByText(text.shows, { exact: true })).toBeVisible();
  await expect(panel.getByText('Reaccionó con 👍 a "¿A qué hora abre la cancha el sábado?"')).toBeVisible();
  await expect(panel.getByText("📷 Imagen: Mi raqueta nueva")).toBeVisible();
  await expect(panel.getByText("📍 Ubicación: Club Pádel Angelópolis, Blvd. del Niño Poblano 2901, Puebla")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Ver en el mapa" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=19.0326%2C-98.2325",
  );
  await expect(panel.getByText("👤 Contacto compartido: Barbara J. Johnson (+1 (940) 555-1234)")).toBeVisible();
  await expect(panel.getByText("📄 Documento «reglamento.pdf»: Reglamento del torneo")).toBeVisible();
  await expect(panel.getByText('Eligió el botón "Sí, me inscribo"')).toBeVisible();
  await expect(panel.getByText("🎤 Nota de voz")).toBeVisible();
  // The job worker downloads the picture; the live inbox then shows it.
  const img = panel.getByRole("img", { name: "Imagen recibida" });
  await expect(img).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(400);
  await img.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: testInfo.outputPath("inbox-picture.png") });

  // The list and the panel show the name and the username; there is no phone.
  const item = page.getByRole("listitem").filter({ hasText: user.name });
  await expect(item.getByText(`@${user.username}`)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("inbox-desktop.png"), fullPage: true });

  // A reply goes to the BSUID ('recipient'), since no phone is known.
  const box = page.getByRole("textbox", { name: "Mensaje", exact: true });
  await box.fill("¡Claro! Te esperamos el sábado a las 8.");
  await box.press("Enter");
  await expect(page.getByText("✅ Mensaje enviado a WhatsApp")).toBeVisible({ timeout: 15_000 });
  const sent = (await graphRequests(page.request)).filter((r) => (r.body as { recipient?: string } | null)?.recipient === user.userId);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    path: `/${DEFAULT_GRAPH_API_VERSION}/${E2E_WHATSAPP.phoneNumberId}/messages`,
    body: {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      recipient: user.userId,
      type: "text",
      text: { body: "¡Claro! Te esperamos el sábado a las 8." },
    },
  });
  expect(sent[0]!.body).not.toHaveProperty("to");

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("inbox-360.png"), fullPage: true });

  // Search finds the conversation by username (with its '@').
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Buscar por teléfono, nombre o usuario" }).fill(`@${user.username}`);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("list", { name: "Lista de conversaciones" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Lista de conversaciones" }).getByText(user.name)).toBeVisible();
});

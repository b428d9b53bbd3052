// Issue 34, item 8: 'Mis favoritos' on /profile, and a '¿Eres tú?' claim that an administrator undoes.
import { DEMO, expect, signInAs, test } from "./fixtures";
import { registerVerifiedUser } from "./accounts";
import { createPlayer } from "./factories";

test("a followed player appears in 'Mis favoritos' with a link to the profile; nobody followed shows the empty state", async ({ page }) => {
  const player = await createPlayer({ name: "Favorito Visible" });
  await registerVerifiedUser(page);
  await page.goto("/profile?tab=favoritos");
  await expect(page.getByRole("tab", { name: "Favoritos" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Mis favoritos" })).toBeVisible();
  await expect(page.getByText("Aún no sigues a ningún jugador.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver jugadores" })).toHaveAttribute("href", "/jugadores-padel-puebla");

  await page.goto(`/padel/${player.handle}`);
  await page.getByRole("button", { name: "Añadir a favoritos" }).click();
  await expect(page.getByText("Añadido a favoritos")).toBeVisible();

  await page.goto("/profile?tab=favoritos");
  const list = page.getByRole("list", { name: "Jugadores favoritos" });
  const item = list.getByRole("listitem").filter({ hasText: player.name });
  await expect(item.getByText("Sin partidos programados")).toBeVisible();
  await expect(item.getByText("Sin resultados todavía")).toBeVisible();
  await item.getByRole("link", { name: player.name }).click();
  await expect(page).toHaveURL(`/padel/${player.handle}`);
  await expect(page.getByRole("heading", { name: player.name, exact: true })).toBeVisible();
});

test("'¿Eres tú?' links at once; an administrator undoes the link and the account cannot claim it again", async ({ page, browser }) => {
  const player = await createPlayer({ name: "Perfil Reclamado" });
  const user = await registerVerifiedUser(page, { firstName: "Reclama", lastName: "Prueba" });
  await page.goto(`/padel/${player.handle}`);
  await page.getByRole("button", { name: "¿Eres tú?" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Eres tú?" });
  await expect(dialog.getByText("queda conectado a tu cuenta al instante", { exact: false })).toBeVisible();
  await expect(dialog.getByText("revisará la solicitud", { exact: false })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Reclamar perfil" }).click();
  await expect(page.getByText("¡Perfil reclamado!")).toBeVisible();
  await expect(page.getByText("Este eres tú")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInAs(admin, DEMO.admin);
    await admin.goto("/admin/solicitudes");
    const claim = admin.getByRole("listitem").filter({ hasText: user.email });
    await claim.getByRole("button", { name: "Aprobar reclamo de Reclama Prueba" }).click();
    await expect(claim.getByText("Aprobada")).toBeVisible();
    await claim.getByRole("button", { name: `Deshacer vinculación de ${player.name}` }).click();
    await expect(admin.getByText("Vinculación deshecha")).toBeVisible();
    await expect(claim.getByText("Rechazada")).toBeVisible();
    await expect(claim.getByText("(ya no está conectado a esta cuenta)")).toBeVisible();
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(page.getByText("Este eres tú")).toHaveCount(0);
  await page.getByRole("button", { name: "¿Eres tú?" }).click();
  const again = page.waitForResponse((r) => r.url().includes(`/api/players/${player.id}/claim`) && r.request().method() === "POST");
  await page.getByRole("dialog", { name: "¿Eres tú?" }).getByRole("button", { name: "Reclamar perfil" }).click();
  await again;
  await page.reload();
  await expect(page.getByRole("button", { name: "¿Eres tú?" })).toBeVisible();
  await expect(page.getByText("Este eres tú")).toHaveCount(0);
});

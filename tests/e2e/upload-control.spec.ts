// Issue 16 (Forms): the tournament edit dialog's image field speaks Spanish ('Subir foto', 'Sin imagen',
// the accepted formats) and refuses a file with the spec's titles (000 §2 and §8).
import { expect, signIn, test } from "./fixtures";

test("the edit dialog's image field: 'Sin imagen', the formats hint, 'Subir foto' and the spec's error titles", async ({ page }) => {
  await signIn(page, "admin@padelpuebla.mx");
  await page.goto("/torneos-padel-puebla?tab=pasados&orden=asc");
  // The oldest past tournament: the demo seed gives no poster to tournaments older than 90 days.
  await page.getByRole("link", { name: "Ver resultados" }).first().click();
  await page.getByRole("button", { name: "Editar Torneo" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Torneo" });
  await expect(dialog.getByText("Sin imagen", { exact: true })).toBeVisible();
  await expect(dialog.getByText("JPG, PNG o GIF, máximo 5MB")).toBeVisible();
  const button = dialog.getByText("Subir foto", { exact: true });
  await expect(button).toBeVisible();
  const input = dialog.getByLabel("Imagen del torneo");
  await expect(input).toHaveAttribute("type", "file");

  await input.setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByText("Archivo demasiado grande", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Sin imagen", { exact: true })).toBeVisible();

  await input.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("no es una imagen") });
  await expect(page.getByText("Error de archivo", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Sin imagen", { exact: true })).toBeVisible();
});

// The admin inbox on a phone: the list first, then one conversation, then back to the list.
import { expect, signInAs, test } from "./fixtures";

test("an admin opens a conversation from the list on a phone and goes back", async ({ page }) => {
  await signInAs(page, "admin@padelpuebla.mx");
  await page.goto("/admin");
  const list = page.getByRole("list", { name: "Lista de conversaciones" });
  await expect(list).toBeVisible();
  await expect(page.getByText("Selecciona una conversación para ver los mensajes.")).toBeHidden();
  await list.getByRole("link", { name: /Mariana López/ }).click();
  await expect(page).toHaveURL(/chat=5212225550101/);
  await expect(page.getByRole("log", { name: "Mensajes con Mariana López" }).getByText(/todavía hay lugar en el torneo/)).toBeVisible();
  await expect(list).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole("link", { name: "Volver a las conversaciones" }).click();
  await expect(list).toBeVisible();
});

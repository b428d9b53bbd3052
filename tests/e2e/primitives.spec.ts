import { expect, test } from "./fixtures";

// The in-house UI primitives (app/components/ui) in a real browser: the native modal dialog and the tabs' keyboard.

test("a dialog takes focus, locks the page, closes on Escape and on the backdrop, and gives focus back", async ({ page }) => {
  await page.goto("/entrenadores-padel-puebla/1");
  const trigger = page.getByRole("button", { name: "Solicitar clase" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: /^Solicitar clase con / });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("Déjanos tus datos y el entrenador se pondrá en contacto contigo.");
  await expect(dialog.getByLabel("Nombre *")).toBeFocused();
  // Modal: the page behind does not scroll and its controls are out of reach.
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await trigger.evaluate((el: HTMLElement) => el.focus());
  await expect(dialog.getByLabel("Nombre *")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nombre *").fill("Texto");
  // A click inside the panel keeps it open; one on the backdrop closes it.
  await dialog.getByRole("heading").click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("tabs: arrows, Home and End move focus between the tabs, Enter follows the focused tab", async ({ page }) => {
  await page.goto("/auth");
  const tabs = page.getByRole("tablist", { name: "Opciones de cuenta" });
  const signIn = tabs.getByRole("tab", { name: "Iniciar sesión" });
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await signIn.focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Registrarse" })).toBeFocused();
  // Manual activation: moving focus does not switch the panel.
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "Restablecer" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(signIn).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.getByRole("tab", { name: "Restablecer" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(signIn).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(tabs.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("tabindex", "0");
  await expect(signIn).toHaveAttribute("tabindex", "-1");
});

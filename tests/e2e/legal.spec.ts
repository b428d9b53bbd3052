// 'Aviso de privacidad' and 'Términos y condiciones' (issue 16): a Mexican site that collects names,
// phones and birth dates links both from its footer and from every form that collects personal data.
import type { Page } from "@playwright/test";
import { DEMO, expect, signInAs, test } from "./fixtures";

async function expectLegalLinks(page: Page) {
  const notice = page.getByTestId("legal-notice");
  await expect(notice.getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute("href", "/terminos-y-condiciones");
  await expect(notice.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/aviso-de-privacidad");
}

test("the footer leads to the privacy notice and the terms, which link each other", async ({ page }) => {
  await page.goto("/");
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
  await legal.getByRole("link", { name: "Aviso de privacidad" }).click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidad" })).toBeVisible();
  // The notice the Mexican personal data law asks for: what is collected, why, and the ARCO rights.
  for (const section of ["Datos personales que recabamos", "Finalidades", "Derechos ARCO y revocación del consentimiento"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }

  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link", { name: "Términos y condiciones" })
    .click();
  await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
  await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Inscripciones a torneos" })).toBeVisible();
});

test("every form that collects personal data links both documents", async ({ page }) => {
  for (const path of ["/unete-dagos", "/auth/register"]) {
    await page.goto(path);
    await expectLegalLinks(page);
  }
  await signInAs(page, DEMO.player);
  for (const path of ["/torneos-padel-puebla/registrar", "/clubes/registrar", "/entrenadores/registrar"]) {
    await page.goto(path);
    await expectLegalLinks(page);
  }
  // The join form's link opens the document itself.
  await page.goto("/unete-dagos");
  const [terms] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByTestId("legal-notice").getByRole("link", { name: "Términos y condiciones" }).click(),
  ]);
  await expect(terms.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
  await terms.close();
});

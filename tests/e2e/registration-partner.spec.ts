// The registration sheet's 'Añadir pareja' form (000 §5 and §8): a player registers with a partner who
// is not on the site yet. Name required ('El nombre es obligatorio'), gender Varonil by default, Instagram
// and photo optional.
import { registerVerifiedUser } from "./accounts";
import { createTournament, unique } from "./factories";
import { expect, test } from "./fixtures";

test("a player adds a partner who is not on the site yet and registers with them", async ({ page }) => {
  const tournament = await createTournament({ title: "Copa Pareja Nueva", fee: "800" });
  await registerVerifiedUser(page);
  await page.goto(tournament.path);
  await page.getByRole("button", { name: "Inscribirme al torneo" }).click();
  const sheet = page.getByRole("dialog", { name: "Inscripción al Torneo" });
  await expect(sheet.getByTestId("legal-notice")).toBeVisible();
  await sheet.getByRole("button", { name: "Añadir pareja" }).click();

  const add = page.getByRole("dialog", { name: "Añadir pareja" });
  await expect(add.getByLabel("Género")).toHaveValue("Varonil");
  await expect(add.getByLabel("Instagram (sin @, opcional)")).toHaveValue("");
  await add.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(add.getByText("El nombre es obligatorio")).toBeVisible();
  await expect(add.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");

  const name = `Pareja Nueva ${unique()}`;
  await add.getByLabel("Nombre completo").fill(name);
  await add.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(add).toBeHidden();
  await expect(sheet.getByTestId("picked-player")).toContainText(name);

  const type = sheet.getByRole("combobox", { name: "Tipo de categoría" });
  if ((await type.inputValue()) === "") await type.selectOption({ index: 1 });
  await sheet.locator('input[name="category"]').first().check({ force: true });
  await sheet.getByRole("button", { name: "Continuar" }).click();
  await expect(sheet.getByTestId("registration-confirmation")).toContainText(name);

  // The partner is now a player of the site, found by the search like any other.
  const found = (await (await page.request.get(`/api/players/search?q=${encodeURIComponent(name)}`)).json()) as {
    players: { name: string }[];
  };
  expect(found.players.map((p) => p.name)).toContain(name);
});

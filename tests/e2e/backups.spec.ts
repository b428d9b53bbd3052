// The admin area's backups (ADR 0035): an administrator makes a backup of the running site and sees it
// listed with its download link; the file is a gzipped backup of `npm run backup`'s format.
import { gunzipSync } from "node:zlib";
import { expect, expectAccessible, signInAs, test } from "./fixtures";

const ADMIN = "admin@padelpuebla.mx";

test("an administrator creates a backup from the admin page and sees it listed", async ({ page }) => {
  test.slow(); // a backup copies the database folder and writes every table and image in a child process
  await signInAs(page, ADMIN);
  await page.goto("/admin/respaldos");
  await expect(page.getByRole("heading", { name: "Respaldos", exact: true })).toBeVisible();
  await expect(page.getByText("todos los días a las 03:00 (hora del centro de México)")).toBeVisible();
  const list = page.getByRole("list", { name: "Respaldos" });
  const heading = page.getByRole("heading", { name: /^Respaldos guardados \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? "")![1]);
  if (before === 0) await expect(page.getByText("Todavía no hay respaldos.")).toBeVisible();

  await page.getByRole("button", { name: "Crear respaldo" }).click();
  await expect(page.getByRole("button", { name: "Creando respaldo..." })).toBeDisabled();
  await expect(page.getByText("Respaldo creado")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: `Respaldos guardados (${before + 1})` })).toBeVisible();
  const link = list.getByRole("link", { name: /^Descargar el respaldo del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).first();
  await expect(link).toBeVisible();
  await expect(list.getByRole("listitem").first()).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expectAccessible(page);

  // The download: the administrator's session gets the file; its first line is the backup's manifest.
  const href = (await link.getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/gzip");
  const first = gunzipSync(await file.body())
    .toString("utf8")
    .split("\n")[0]!;
  expect(JSON.parse(first).manifest.format).toBe("padel-backup/1");
  // Nobody else may download it.
  const anonymous = await page.context().browser()!.newContext();
  const refused = await anonymous.request.get(new URL(href, page.url()).toString(), { maxRedirects: 0 });
  expect(refused.status() === 401 || (refused.status() === 302 && refused.headers()["location"]!.startsWith("/auth"))).toBe(true);
  await anonymous.close();
});

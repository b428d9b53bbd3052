// Tournament play, the draws half (issue 19), as an organiser runs it: four pairs register, the organiser
// confirms them, makes the category's draw from them, publishes it and enters every result to the
// final; the champion then appears in the category's ranking. Shared by the desktop and phone specs.
import type { Browser, Page } from "@playwright/test";
import { registerVerifiedUser } from "./accounts";
import { createPlayer, createTournament, DEMO_ORGANISER_ID, unique } from "./factories";
import { DEMO, expect, signInAs } from "./fixtures";

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A tournament open to registration with four confirmed-to-be pairs registered in Varonil 3ra. */
export async function tournamentWithRegistrations(browser: Browser) {
  const tournament = await createTournament({ title: "Copa Cuadros", fee: "800", author: DEMO.organiser });
  for (let i = 0; i < 4; i++) {
    const partner = await createPlayer({ name: `Pareja Cuadro ${i + 1}` });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await registerVerifiedUser(page, { firstName: "Inscrito", lastName: `Cuadro ${unique()}` });
      const response = await page.request.post(tournament.path, {
        form: { intent: "register", registrationType: "partner", partnerId: String(partner.id), categoryType: "varonil", category: "3ra" },
      });
      expect(response.status(), await response.text()).toBe(200);
    } finally {
      await context.close();
    }
  }
  return tournament;
}

/**
 * A new tournament (by the administrator, the demo organiser its organiser) whose Varonil 3ra has `pairs`
 * pairs of new players ('<name> 1A' / '<name> 1B', ...) added by the organiser, who is signed in on `page`.
 * Returns the category's draw page path.
 */
export async function categoryWithPairs(page: Page, { title, name, pairs }: { title: string; name: string; pairs: number }) {
  const tournament = await createTournament({ title, author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
  const drawPath = `${tournament.path}/cuadros/varonil-3ra`;
  await signInAs(page, DEMO.organiser);
  const players = await Promise.all(
    Array.from({ length: pairs * 2 }, (_, i) => createPlayer({ name: `${name} ${Math.floor(i / 2) + 1}${i % 2 === 0 ? "A" : "B"}` })),
  );
  for (let i = 0; i < players.length; i += 2) {
    const added = await page.request.post(drawPath, {
      form: { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return drawPath;
}

/** On a phone the draw shows one round at a time: picks the round's tab (the tabs are hidden on a desktop). */
export async function showRound(page: Page, tab: string, bracket = "Cuadro principal") {
  const round = page.getByRole("tablist", { name: `Rondas: ${bracket}` }).getByRole("tab", { name: tab, exact: true });
  if (await round.isVisible()) await round.click();
}

export async function runDrawToTheFinal(page: Page, tournament: { title: string; path: string }) {
  await signInAs(page, DEMO.organiser);
  await page.goto(tournament.path);
  const registrations = page.getByRole("button", { name: "Confirmar" });
  await expect(registrations).toHaveCount(4);
  for (let left = 3; left >= 0; left--) {
    await registrations.first().click();
    await expect(registrations).toHaveCount(left);
  }
  // The tournament was played: its dates move to the past, so its results count in the ranking.
  const moved = await page.request.post(tournament.path, {
    form: {
      intent: "update",
      title: tournament.title,
      clubName: "Club Fábrica Puebla",
      description: "Torneo creado por una prueba de extremo a extremo.",
      fee: "800",
      startDate: isoDay(-2),
      endDate: isoDay(-1),
      approved: "on",
    },
    maxRedirects: 0,
  });
  expect([302, 303], await moved.text()).toContain(moved.status());

  await page.goto(tournament.path);
  const draws = page.getByTestId("draws");
  await expect(draws).toContainText("Sin cuadro");
  await draws.getByRole("link", { name: "Varonil 3ra Fuerza" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cuadro Varonil 3ra Fuerza" })).toBeVisible();

  const editor = page.getByTestId("draw-editor");
  await editor.getByRole("button", { name: "Cargar inscripciones confirmadas" }).click();
  await expect(editor.getByRole("heading", { name: "Parejas inscritas (4)" })).toBeVisible();
  await editor.getByRole("button", { name: "Generar cuadro" }).click();
  await expect(editor.getByRole("button", { name: "Publicar cuadro" })).toBeVisible();
  await editor.getByRole("button", { name: "Publicar cuadro" }).click();
  await expect(editor.getByText("El cuadro está publicado: todos lo pueden ver.")).toBeVisible();

  // A score the rules refuse is answered in Spanish and changes nothing.
  const results = editor.getByRole("heading", { name: "Resultados" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  await results.getByLabel("Resultado", { exact: true }).fill("6-5 6-4");
  await results.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(results.getByRole("alert")).toContainText("El set 1 (6-5) no es un resultado válido");

  // Semifinals, then the final: each saved result moves the form on to the next match to play.
  for (const [label, code] of [
    ["Semifinal 1", "P1-1"],
    ["Semifinal 2", "P1-2"],
    ["Final", "P2-1"],
  ] as const) {
    await expect(results.getByLabel("Partido")).toContainText(label);
    const chosen = await results.getByLabel("Partido").locator("option:checked").innerText();
    expect(chosen.startsWith(label)).toBe(true);
    await results.getByLabel("Resultado", { exact: true }).fill("6-4 3-6 7-6(7-3)");
    await results.getByRole("button", { name: "Guardar resultado" }).click();
    const saved = page.locator(`[data-testid="draw-match"][data-code="${code}"]`).getByText("6-4 3-6 7-6 (7-3)", { exact: true });
    await expect(saved).toBeAttached();
    await showRound(page, label === "Final" ? "Final" : "Semifinal");
    await expect(saved).toBeVisible();
  }

  const drawUrl = page.url();
  const final = page.locator('[data-testid="draw-match"][data-code="P2-1"]');
  const champion = (await final.locator("span.font-semibold a").first().innerText()).trim();
  await page.goto("/ranking-padel-puebla?category=3ra&gender=Varonil&search=" + encodeURIComponent(champion));
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: champion })).toContainText("100");
  return { champion, drawUrl };
}

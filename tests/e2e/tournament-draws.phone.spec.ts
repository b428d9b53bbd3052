import { runDrawToTheFinal, tournamentWithRegistrations } from "./draws-flow";
import { createPlayer, createTournament, DEMO_ORGANISER_ID } from "./factories";
import { DEMO, expect, signInAs, test } from "./fixtures";

test("on a phone an organiser runs a draw to the final and the page never scrolls sideways", async ({ page, browser }) => {
  test.slow(); // Four accounts sign up (with their e-mail) before the organiser starts.
  const tournament = await tournamentWithRegistrations(browser);
  const { drawUrl } = await runDrawToTheFinal(page, tournament);
  await page.goto(drawUrl);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the draw reads one round at a time: round tabs, the round's match cards as wide as the card (issue 31)", async ({ page }) => {
    // Five pairs: a draw of 8 with three byes, so three rounds.
    const tournament = await createTournament({ title: "Copa Rondas", author: DEMO.admin, organizerId: DEMO_ORGANISER_ID });
    const drawPath = `${tournament.path}/cuadros/varonil-3ra`;
    const players = await Promise.all(Array.from({ length: 10 }, (_, i) => createPlayer({ name: `Ronda ${i + 1} Maximiliano Hernández` })));
    await signInAs(page, DEMO.organiser);
    for (let i = 0; i < 10; i += 2) {
      const added = await page.request.post(drawPath, {
        form: { intent: "add-entry", player1Id: String(players[i]!.id), player2Id: String(players[i + 1]!.id) },
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    for (const form of [{ intent: "generate", seedBy: "points" }, { intent: "publish" }] as Record<string, string>[])
      expect((await page.request.post(drawPath, { form })).status()).toBe(200);

    await page.context().clearCookies();
    await page.goto(drawPath);
    const tablist = page.getByRole("tablist", { name: "Rondas: Cuadro principal" });
    const tabs = tablist.getByRole("tab");
    const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
    await expect(tabs).toHaveText(["Cuartos", "Semifinal", "Final"]);
    // On one row, whole: no label wraps or is cut.
    const tops = new Set<number>();
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      tops.add(Math.round((await tab.boundingBox())!.y));
    }
    expect(tops.size).toBe(1);
    // The round still to play is open: its cards use the card's width; the next round waits behind its tab.
    await expect(tab("Cuartos")).toHaveAttribute("aria-selected", "true");
    const card = (code: string) => page.locator(`[data-testid="draw-match"][data-code="${code}"]`);
    const bracketWidth = (await page.getByTestId("bracket").first().boundingBox())!.width;
    for (const code of ["P1-1", "P1-2", "P1-3", "P1-4"]) {
      await expect(card(code)).toBeVisible();
      expect((await card(code).boundingBox())!.width).toBeGreaterThanOrEqual(bracketWidth - 1);
    }
    await expect(card("P2-1")).toBeHidden();

    await tab("Semifinal").click();
    await expect(card("P2-1")).toBeVisible();
    await expect(card("P2-2")).toBeVisible();
    await expect(card("P1-1")).toBeHidden();
    // The arrow keys move between the tabs.
    await page.keyboard.press("ArrowRight");
    await expect(tab("Final")).toHaveAttribute("aria-selected", "true");
    await expect(card("P3-1")).toBeVisible();
    await expect(card("P2-1")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
